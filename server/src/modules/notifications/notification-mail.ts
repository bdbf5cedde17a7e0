// Notification e-mails: short, with a link to the post. Users have no stored language yet, so these are
// English (account e-mails pick the language from the request, which a background job does not have).
import { mailLink, type OutgoingMail } from '../../platform/mail.ts';
import { excerptOf } from '../posts/posts.service.ts';

/** The web client's post page; posts are addressed by their Relay global id. */
export function postLink(postId: string): string {
  return mailLink(`/post/${encodeURIComponent(Buffer.from(`Post:${postId}`).toString('base64'))}`);
}

const FOOTER = (settings: string) =>
  `\n\nYou get this e-mail because e-mail notifications are on. Change them in My Page: ${settings}`;

type MailPost = { id: string; title: string; content: unknown; isNotice: boolean; isSubscriberOnly: boolean; club: { name: string } };

/** A new owner post or notice. Subscriber-only posts are announced by title only. */
export function postMail(to: string, post: MailPost): OutgoingMail {
  const excerpt = excerptOf(post.content, post.isSubscriberOnly, 200);
  const what = post.isNotice ? 'New notice' : 'New post';
  return {
    to,
    subject: `${what} in ${post.club.name}: ${post.title}`,
    text:
      `${what} in ${post.club.name}:\n\n${post.title}\n${excerpt ? `${excerpt}\n` : ''}\nRead it on Oshi: ${postLink(post.id)}` +
      FOOTER(mailLink('/mypage/notification')),
  };
}

/** Someone replied to the recipient's comment. */
export function commentReplyMail(
  to: string,
  reply: { actorName: string; postId: string; postTitle: string; clubName: string; body: string },
): OutgoingMail {
  const body = reply.body.length > 300 ? `${reply.body.slice(0, 299)}…` : reply.body;
  return {
    to,
    subject: `${reply.actorName} replied to your comment`,
    text:
      `${reply.actorName} replied to your comment on "${reply.postTitle}" in ${reply.clubName}:\n\n${body}\n\nSee the conversation: ${postLink(reply.postId)}` +
      FOOTER(mailLink('/mypage/notification')),
  };
}
