// In-app notifications and their e-mails. Rows are inserted in bulk (in the action's transaction where
// there is one); live pushes and e-mails go out only after the rows have committed.
import crypto from 'node:crypto';
import type { NotificationKind, Prisma } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import type { PubSub } from '../../platform/pubsub.ts';
import { sendMail } from '../../platform/mail.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { visiblePostsWhere } from '../posts/posts.service.ts';
import { blocksHideFrom } from '../blocks/blocks.service.ts';
import { commentBlocksWhere } from '../comments/comments.service.ts';
import { type Locale, storedLocale } from '../accounts/account-mail.ts';
import { commentReplyMail, creatorMail, orderMail, postMail, ticketQrMail, withdrawalMail } from './notification-mail.ts';
import { isUuid } from '../../platform/ids.ts';
import type { ClubActivity } from '../../platform/club-activity.ts';

/** pg-boss queue: one job per published post e-mails every recipient who wants e-mail. */
export const POST_MAIL_QUEUE = 'notifications.post-mail';

/** Rows per INSERT when a club with many members is notified. */
const INSERT_CHUNK = 5_000;
/** E-mails queued concurrently by the post-mail job. */
const MAIL_CONCURRENCY = 20;


type Runtime = { pubsub: PubSub; jobs: Jobs; logger: Logger };

// The app instance's pub/sub and job queue for work started outside a GraphQL request (the posts module
// calls notifyPostPublished with a post id only). The most recently started instance wins, as for mail.
let runtime: Runtime | null = null;
const workers = new WeakSet<Jobs>();

/**
 * A notice of a write that has committed (a comment, a message, a post, a warning): when telling it fails,
 * the failure is logged and the write's request still succeeds. Failing it would make the client retry a
 * write that stands, and post the comment or message twice. Without an app instance (a script) it throws.
 */
function afterCommit<A extends unknown[]>(notice: string, tell: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  return async (...args) => {
    try {
      await tell(...args);
    } catch (err) {
      if (!runtime) throw err;
      runtime.logger.error({ err, notice }, 'a notice failed after its write committed; the write stands');
    }
  };
}

/** Wires notifications to an app instance: live pushes and the post e-mail worker. Idempotent per instance. */
export async function startNotifications(options: Runtime): Promise<void> {
  runtime = options;
  if (workers.has(options.jobs)) return;
  workers.add(options.jobs);
  await options.jobs.createQueue(POST_MAIL_QUEUE);
  await options.jobs.work<{ postId: string }>(POST_MAIL_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    await sendPostMails(job.data.postId);
  });
}

/** Notices of private chat: like chat itself, never shown to API tokens. */
export const CHAT_NOTICE_KINDS: NotificationKind[] = ['CHAT_MESSAGE', 'CLUB_CHAT_MESSAGE'];

/**
 * Notifications the viewer may see: their own, minus those about a post they can no longer see or a comment
 * their blocks hide, and minus chat notices when read with an API token (`session` false).
 */
export function visibleNotificationsWhere(viewer: Viewer, session = true): Prisma.NotificationWhereInput {
  return {
    recipientId: viewer.id,
    AND: [
      { OR: [{ postId: null }, { post: visiblePostsWhere(viewer) }] },
      // Nothing about a comment the viewer's blocks hide from the post page (by a blocked user, or in a thread
      // one started), even one told before the block.
      ...(blocksHideFrom(viewer) ? [{ OR: [{ commentId: null }, { comment: commentBlocksWhere(viewer) }] }] : []),
    ],
    ...(session ? {} : { kind: { notIn: CHAT_NOTICE_KINDS } }),
  };
}

/**
 * Unread notifications are counted up to this many: the bell shows "99+" past 99, and a creator who never
 * opens it must not cost a count of every notice they ever got on each page and each new notice (DESIGN 9).
 */
export const UNREAD_COUNT_LIMIT = 100;

export function unreadNotificationCount(viewer: Viewer | null, session = true): Promise<number> {
  if (!viewer) return Promise.resolve(0);
  return db().notification.count({ where: { AND: [visibleNotificationsWhere(viewer, session), { readAt: null }] }, take: UNREAD_COUNT_LIMIT });
}

/** Tells a user's open sessions that a notification arrived (id) or only the unread count changed (null). */
export function pushNotification(pubsub: PubSub, recipientId: string, notificationId: string | null): void {
  pubsub.publish('user:notification', recipientId, { notificationId });
}

/**
 * A post was published (called by the posts module after commit). Notifies members of the club who want
 * owner posts or notices; nothing for hidden posts, fan posts or fan letters, and never twice for a post.
 */
export const notifyPostPublished = afterCommit('post published', async (postId: string): Promise<void> => {
  if (!isUuid(postId)) return;
  const post = await db().post.findUnique({
    where: { id: postId },
    select: {
      id: true,
      clubId: true,
      authorId: true,
      isHidden: true,
      isOwnerOnly: true,
      isOwnerPost: true,
      isNotice: true,
      club: { select: { isPublic: true } },
    },
  });
  // Members only read posts of public clubs; hidden posts and fan letters stay quiet.
  if (!post || post.isHidden || post.isOwnerOnly || !post.club.isPublic) return;
  if (!post.isNotice && !post.isOwnerPost) return;
  const kind: NotificationKind = post.isNotice ? 'NOTICE' : 'OWNER_POST';
  const members = await db().clubMember.findMany({
    where: {
      clubId: post.clubId,
      userId: { not: post.authorId },
      ...(post.isNotice ? { notifyNotices: true } : { notifyPosts: true }),
      user: {
        deletedAt: null,
        notifyClubPosts: true,
        // Not those who blocked the author: the post is hidden from them, and so is its e-mail.
        blocksMade: { none: { blockedId: post.authorId } },
        notifications: { none: { postId: post.id, kind: { in: ['OWNER_POST', 'NOTICE'] } } },
      },
    },
    select: { userId: true, user: { select: { notifyByEmail: true } } },
  });
  if (members.length === 0) return;
  // Ids made here so one bulk INSERT needs no RETURNING and each recipient can be pushed its own id.
  const rows = members.map((m) => ({
    id: crypto.randomUUID(),
    recipientId: m.userId,
    kind,
    actorId: post.authorId,
    clubId: post.clubId,
    postId: post.id,
  }));
  const chunks: (typeof rows)[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) chunks.push(rows.slice(i, i + INSERT_CHUNK));
  await db().$transaction(chunks.map((data) => db().notification.createMany({ data })));
  if (!runtime) return; // not wired to an app instance (a script): rows only
  for (const row of rows) pushNotification(runtime.pubsub, row.recipientId, row.id);
  if (members.some((m) => m.user.notifyByEmail)) {
    await runtime.jobs.send(POST_MAIL_QUEUE, { postId: post.id }, { singletonKey: post.id, retryLimit: 3, retryBackoff: true });
  }
});

/** The post-mail job: one e-mail per recipient who wants e-mail, unless the post was hidden meanwhile. */
export async function sendPostMails(postId: string): Promise<number> {
  const post = await db().post.findUnique({
    where: { id: postId },
    select: {
      id: true,
      title: true,
      content: true,
      isNotice: true,
      isHidden: true,
      isSubscriberOnly: true,
      club: { select: { name: true, isPublic: true } },
    },
  });
  if (!post || post.isHidden || !post.club.isPublic) return 0;
  const recipients = await db().notification.findMany({
    where: {
      postId,
      kind: { in: ['OWNER_POST', 'NOTICE'] },
      recipient: { deletedAt: null, notifyByEmail: true, notifyClubPosts: true, email: { not: null } },
    },
    select: { recipient: { select: { email: true, locale: true } } },
  });
  const languageOf = new Map(recipients.map((r) => [r.recipient.email!, storedLocale(r.recipient.locale)]));
  const emails = [...languageOf.keys()];
  for (let i = 0; i < emails.length; i += MAIL_CONCURRENCY) {
    await Promise.all(emails.slice(i, i + MAIL_CONCURRENCY).map((to) => sendMail(postMail(to, languageOf.get(to)!, post))));
  }
  return emails.length;
}

export type ReplyDelivery = { notificationId: string; recipientId: string; email: string | null; locale: Locale };

/**
 * Inside the reply's transaction: notifies the users a reply answers (the mentioned user and the thread's
 * author), never the replier, only those whose reply switch is on. Push them with deliverReplyNotifications.
 */
export async function createReplyNotifications(
  tx: Prisma.TransactionClient,
  reply: { id: string; postId: string; clubId: string; authorId: string; threadAuthorId: string | null },
  recipientIds: readonly string[],
): Promise<ReplyDelivery[]> {
  const wanted = [...new Set(recipientIds)].filter((id) => id !== reply.authorId);
  if (wanted.length === 0) return [];
  const users = await tx.user.findMany({
    where: {
      id: { in: wanted },
      deletedAt: null,
      notifyCommentReplies: true,
      // Not those who blocked the replier or the thread's author: their comment lists hide the whole thread.
      blocksMade: { none: { blockedId: { in: [reply.authorId, reply.threadAuthorId ?? reply.authorId] } } },
    },
    select: { id: true, email: true, notifyByEmail: true, locale: true },
  });
  const deliveries = users.map((u) => ({
    notificationId: crypto.randomUUID(),
    recipientId: u.id,
    email: u.notifyByEmail ? u.email : null,
    locale: storedLocale(u.locale),
  }));
  if (deliveries.length === 0) return [];
  await tx.notification.createMany({
    data: deliveries.map((d) => ({
      id: d.notificationId,
      recipientId: d.recipientId,
      kind: 'COMMENT_REPLY' as const,
      actorId: reply.authorId,
      clubId: reply.clubId,
      postId: reply.postId,
      commentId: reply.id,
    })),
  });
  return deliveries;
}

/** After the reply committed: pushes each notification and e-mails those who want e-mail. */
export const deliverReplyNotifications = afterCommit(
  'comment reply',
  async (
    pubsub: PubSub,
    deliveries: readonly ReplyDelivery[],
    reply: { actorId: string; clubId: string; postId: string; postTitle: string; clubName: string; body: string },
  ): Promise<void> => {
    for (const d of deliveries) pushNotification(pubsub, d.recipientId, d.notificationId);
    const mailed = deliveries.filter((d) => d.email);
    if (!mailed.length) return;
    const mail = { ...reply, actorName: await nicknameInClub(reply.clubId, reply.actorId) };
    await Promise.all(mailed.map((d) => sendMail(commentReplyMail(d.email!, d.locale, mail))));
  },
);

/**
 * Marks the viewer's notifications read: the given ones, or all. Returns when they were marked, the ids
 * asked for, and whether the unread count changed (the caller pushes that).
 */
export async function markNotificationsRead(viewer: Viewer, notificationIds: readonly string[] | null | undefined, session = true) {
  const readAt = new Date();
  const ids = notificationIds ? notificationIds.filter((id) => isUuid(id)) : null;
  const { count } = await db().notification.updateMany({
    // An API token (`session` false) marks only the kinds it may list: never the user's chat notices.
    where: { recipientId: viewer.id, readAt: null, ...(ids ? { id: { in: ids } } : {}), ...(session ? {} : { kind: { notIn: CHAT_NOTICE_KINDS } }) },
    data: { readAt },
  });
  return { readAt, ids, changed: count > 0 };
}

/** The ids of the user's unread notifications about a comment, before it is deleted (their count changes). */
export async function unreadRecipientsOfComment(tx: Prisma.TransactionClient, commentIds: readonly string[]): Promise<string[]> {
  const rows = await tx.notification.findMany({
    where: { commentId: { in: [...commentIds] }, readAt: null },
    select: { recipientId: true },
    distinct: ['recipientId'],
  });
  return rows.map((r) => r.recipientId);
}

/** Writes a fan's own notifications (about their payments and orders) and pushes each to their live list. */
async function deliver(rows: (Prisma.NotificationCreateManyInput & { id: string; recipientId: string })[]) {
  await db().notification.createMany({ data: rows });
  if (runtime) for (const row of rows) pushNotification(runtime.pubsub, row.recipientId, row.id);
}

export type PaymentNotice = {
  recipientId: string;
  kind: Extract<NotificationKind, `SUBSCRIPTION_${string}` | 'DEPOSIT_REFUND_ACCOUNT_NEEDED'>;
  clubId: string;
  subscriptionId?: string | null;
  planName?: string | null;
  amount?: number | null;
  reason?: string | null;
  dueAt?: Date | null;
};

/**
 * Tells a fan in the app what happened to their money: their subscription started, renewed, failed to
 * renew, is ending or ended, or a late deposit waits for a refund account; with the facts of that moment.
 * Always on: these are about the fan's own payments, not club news, so the notification switches do not
 * apply (the memberships module e-mails the subscription steps too).
 */
export async function notifyPaymentEvents(notices: readonly PaymentNotice[]): Promise<void> {
  if (notices.length === 0) return;
  const rows = notices.map((n) => ({
    id: crypto.randomUUID(),
    recipientId: n.recipientId,
    kind: n.kind,
    clubId: n.clubId,
    subscriptionId: n.subscriptionId ?? null,
    planName: n.planName ?? null,
    amount: n.amount ?? null,
    reason: n.reason ?? null,
    dueAt: n.dueAt ?? null,
  }));
  await deliver(rows);
}

export type TicketQrNotice = {
  ticketId: string;
  holderId: string;
  clubId: string;
  clubName: string;
  productName: string;
  eventStartsAt: Date;
  /** The holder's address when they want e-mail, else null. */
  email: string | null;
  locale: string | null;
};

/**
 * Tells ticket holders in the app that their QR code is available (the tickets module's job calls this once
 * per ticket), and e-mails those who want e-mail. About the fan's own purchase: always on in the app.
 */
export async function notifyTicketQrIssued(notices: readonly TicketQrNotice[]): Promise<void> {
  if (notices.length === 0) return;
  const rows = notices.map((n) => ({
    id: crypto.randomUUID(),
    recipientId: n.holderId,
    kind: 'TICKET_QR_ISSUED' as const,
    clubId: n.clubId,
    ticketId: n.ticketId,
    dueAt: n.eventStartsAt,
  }));
  await deliver(rows);
  for (const n of notices) {
    if (!n.email) continue;
    await sendMail(ticketQrMail(n.email, storedLocale(n.locale), { productName: n.productName, clubName: n.clubName, eventStartsAt: n.eventStartsAt, ticketId: n.ticketId }));
  }
}

export type AnniversaryNotice = {
  recipientId: string;
  kind: 'JOIN_ANNIVERSARY' | 'SUBSCRIPTION_ANNIVERSARY';
  clubId: string;
  /** Years since joining, or months since the subscription began. */
  anniversary: number;
  subscriptionId?: string | null;
  planName?: string | null;
};

/**
 * Tells fans in the app of their anniversaries in a club (claimed by the clubs and memberships jobs, which
 * apply the club's setting): in-app only, no e-mail, like the celebration it is. Call after the claim committed.
 */
/**
 * One run of a daily anniversary job: claims batch by batch (`claim` marks what it returns as told) and tells
 * each batch, until a batch comes back short. Returns how many were told.
 */
export async function tellClaimedAnniversaries<T>(claim: () => Promise<T[]>, noticeOf: (claimed: T) => AnniversaryNotice, batch: number): Promise<number> {
  let told = 0;
  for (;;) {
    const claimed = await claim();
    await notifyAnniversaries(claimed.map(noticeOf));
    told += claimed.length;
    if (claimed.length < batch) return told;
  }
}

async function notifyAnniversaries(notices: readonly AnniversaryNotice[]): Promise<void> {
  for (let i = 0; i < notices.length; i += INSERT_CHUNK) {
    const rows = notices.slice(i, i + INSERT_CHUNK).map((n) => ({
      id: crypto.randomUUID(),
      recipientId: n.recipientId,
      kind: n.kind,
      clubId: n.clubId,
      anniversary: n.anniversary,
      subscriptionId: n.subscriptionId ?? null,
      planName: n.planName ?? null,
    }));
    await deliver(rows);
  }
}

export type OrderNotice = {
  recipientId: string;
  kind: Extract<NotificationKind, `ORDER_${string}`>;
  clubId: string;
  orderId: string;
  orderTitle: string;
  carrierName?: string | null;
  trackingNumber?: string | null;
  amount?: number | null;
  reason?: string | null;
};

/**
 * Tells a buyer in the app that their store order shipped or was refunded, with the facts of that moment,
 * and e-mails them when they want e-mail (in the language of their last sign-in). Always on, like payment
 * notices: it is about the buyer's own order. Call after the change committed.
 */
export async function notifyOrderEvents(notices: readonly OrderNotice[]): Promise<void> {
  if (notices.length === 0) return;
  const rows = notices.map((n) => ({
    id: crypto.randomUUID(),
    recipientId: n.recipientId,
    kind: n.kind,
    clubId: n.clubId,
    orderId: n.orderId,
    orderTitle: n.orderTitle,
    carrierName: n.carrierName ?? null,
    trackingNumber: n.trackingNumber ?? null,
    amount: n.amount ?? null,
    reason: n.reason ?? null,
  }));
  await deliver(rows);
  const users = await db().user.findMany({
    where: { id: { in: [...new Set(notices.map((n) => n.recipientId))] }, deletedAt: null, notifyByEmail: true, email: { not: null } },
    select: { id: true, email: true, locale: true },
  });
  const byId = new Map(users.map((u) => [u.id, u]));
  await Promise.all(
    notices.flatMap((n) => {
      const user = byId.get(n.recipientId);
      return user ? [sendMail(orderMail(user.email!, storedLocale(user.locale), n.kind, n))] : [];
    }),
  );
}

// ------------------------------------------------------------------ to club owners

/** What a club owner hears of (issue 13); the owner is found from the club. */
export type CreatorNotice = {
  kind: Exclude<Extract<NotificationKind, `CLUB_${string}`>, 'CLUB_CHAT_MESSAGE'>;
  clubId: string;
  actorId?: string | null;
  subscriptionId?: string | null;
  planName?: string | null;
  amount?: number | null;
  orderId?: string | null;
  orderTitle?: string | null;
};

/**
 * Tells a club's owner in the app, and by e-mail when they want e-mail (in the language of their last
 * sign-in), that something happened in their club. Never about the owner's own doing. Call after commit.
 */
export async function notifyClubOwner(notice: CreatorNotice): Promise<void> {
  const club = await db().club.findUnique({
    where: { id: notice.clubId },
    select: { name: true, owner: { select: { id: true, email: true, locale: true, notifyByEmail: true, deletedAt: true } } },
  });
  if (!club || club.owner.deletedAt || notice.actorId === club.owner.id) return;
  const row = {
    id: crypto.randomUUID(),
    recipientId: club.owner.id,
    kind: notice.kind,
    clubId: notice.clubId,
    actorId: notice.actorId ?? null,
    subscriptionId: notice.subscriptionId ?? null,
    planName: notice.planName ?? null,
    amount: notice.amount ?? null,
    orderId: notice.orderId ?? null,
    orderTitle: notice.orderTitle ?? null,
  };
  await deliver([row]);
  if (!club.owner.notifyByEmail || !club.owner.email) return;
  const actorName = notice.actorId ? await nicknameInClub(notice.clubId, notice.actorId) : null;
  await sendMail(creatorMail(club.owner.email, storedLocale(club.owner.locale), notice.kind, { ...notice, clubName: club.name, actorName }));
}

/** A member's name as the club shows it: the club nickname, else the main one. */
async function nicknameInClub(clubId: string, userId: string): Promise<string> {
  const [member, user] = await Promise.all([
    db().clubMember.findUnique({ where: { clubId_userId: { clubId, userId } }, select: { nickname: true } }),
    db().user.findUnique({ where: { id: userId }, select: { nickname: true } }),
  ]);
  return member?.nickname ?? user?.nickname ?? '';
}

/**
 * Tells the owner that someone commented on a post they wrote in their club (not their own comments,
 * and not when a reply notice already told them). Call after the comment committed.
 */
export const notifyPostCommented = afterCommit('post commented', async (comment: { id: string; postId: string; authorId: string; threadAuthorId: string | null }, alreadyNotified: readonly string[]): Promise<void> => {
  const post = await db().post.findUnique({
    where: { id: comment.postId },
    select: {
      title: true,
      authorId: true,
      clubId: true,
      club: { select: { name: true, ownerId: true } },
      author: { select: { email: true, locale: true, notifyByEmail: true, deletedAt: true, blocksMade: { where: { blockedId: { in: [comment.authorId, comment.threadAuthorId ?? comment.authorId] } }, select: { blockedId: true } } } },
    },
  });
  if (!post || post.authorId !== post.club.ownerId || post.authorId === comment.authorId || alreadyNotified.includes(post.authorId) || post.author.deletedAt) return;
  // Not from a commenter the owner blocked, nor in a thread one started.
  if (post.author.blocksMade.length) return;
  await deliver([{ id: crypto.randomUUID(), recipientId: post.authorId, kind: 'POST_COMMENTED', clubId: post.clubId, postId: comment.postId, commentId: comment.id, actorId: comment.authorId }]);
  if (!post.author.notifyByEmail || !post.author.email) return;
  const actorName = await nicknameInClub(post.clubId, comment.authorId);
  await sendMail(creatorMail(post.author.email, storedLocale(post.author.locale), 'POST_COMMENTED', { clubName: post.club.name, actorName, postTitle: post.title, postId: comment.postId }));
});

/** What of a club's activity its owner is told: news from fans, never what the owner did (shipping, refunds). */
export function creatorNoticeOf(activity: ClubActivity): CreatorNotice | null {
  switch (activity.kind) {
    case 'MEMBER_JOINED':
      return { kind: 'CLUB_MEMBER_JOINED', clubId: activity.clubId, actorId: activity.userId };
    case 'SUBSCRIPTION_STARTED':
    case 'SUBSCRIPTION_CANCELLED':
      return {
        kind: activity.kind === 'SUBSCRIPTION_STARTED' ? 'CLUB_SUBSCRIBER_STARTED' : 'CLUB_SUBSCRIBER_CANCELLED',
        clubId: activity.clubId,
        actorId: activity.userId,
        subscriptionId: activity.subscriptionId,
        planName: activity.planName,
      };
    case 'PAYMENT_PAID':
      return { kind: 'CLUB_PAYMENT_RECEIVED', clubId: activity.clubId, amount: activity.amount, orderTitle: activity.orderTitle };
    case 'ORDER_TO_SHIP':
      return { kind: 'CLUB_ORDER_TO_SHIP', clubId: activity.clubId, orderId: activity.orderId, orderTitle: activity.orderTitle };
    default:
      return null;
  }
}

/** The club-activity listener startApp registers: the owner hears of their fans' doings. */
export async function tellClubOwner(activity: ClubActivity): Promise<void> {
  const notice = creatorNoticeOf(activity);
  if (notice) await notifyClubOwner(notice);
}

export type WithdrawalNotice = {
  recipientId: string;
  kind: Extract<NotificationKind, `WITHDRAWAL_${string}`>;
  withdrawalId: string;
  amount: number;
  reason?: string | null;
};

/**
 * Tells a creator in the app what happened to their withdrawal, and e-mails them when they want e-mail.
 * Always on: it is their own money. Call after the change committed.
 */
export async function notifyWithdrawalEvents(notices: readonly WithdrawalNotice[]): Promise<void> {
  if (notices.length === 0) return;
  await deliver(notices.map((n) => ({ id: crypto.randomUUID(), recipientId: n.recipientId, kind: n.kind, withdrawalId: n.withdrawalId, amount: n.amount, reason: n.reason ?? null })));
  const users = await db().user.findMany({
    where: { id: { in: [...new Set(notices.map((n) => n.recipientId))] }, deletedAt: null, notifyByEmail: true, email: { not: null } },
    select: { id: true, email: true, locale: true },
  });
  const byId = new Map(users.map((u) => [u.id, u]));
  await Promise.all(
    notices.flatMap((n) => {
      const user = byId.get(n.recipientId);
      return user ? [sendMail(withdrawalMail(user.email!, storedLocale(user.locale), n.kind, n))] : [];
    }),
  );
}

export type ChatNotice = { recipientId: string; actorId: string; clubId: string; conversationId: string; toOwner: boolean };

/**
 * Tells a user in the app that a private conversation has a new message (the chat module calls this after
 * commit, for the first message of an unread streak only). Skipped when the recipient turned chat notices
 * off. In-app only: no e-mail for chat.
 */
export const notifyChatMessage = afterCommit('chat message', async (notice: ChatNotice): Promise<void> => {
  const wanted = await db().user.findFirst({ where: { id: notice.recipientId, deletedAt: null, notifyChatMessages: true }, select: { id: true } });
  if (!wanted) return;
  await deliver([
    {
      id: crypto.randomUUID(),
      recipientId: notice.recipientId,
      kind: notice.toOwner ? 'CLUB_CHAT_MESSAGE' : 'CHAT_MESSAGE',
      actorId: notice.actorId,
      clubId: notice.clubId,
      chatConversationId: notice.conversationId,
    },
  ]);
});

/**
 * Inside the chat module's read transaction: reading a conversation answers its notices, so the reader's
 * unread chat notices of that conversation are marked read too. Returns their ids (the caller then pushes
 * each with pushNotification, after commit).
 */
export async function markChatNoticesRead(tx: Prisma.TransactionClient, read: { recipientId: string; conversationId: string; readAt: Date }): Promise<string[]> {
  const rows = await tx.notification.updateManyAndReturn({
    where: { recipientId: read.recipientId, chatConversationId: read.conversationId, kind: { in: CHAT_NOTICE_KINDS }, readAt: null },
    data: { readAt: read.readAt },
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/**
 * Inside the chat module's transaction that erases a message: once the recipient has no unread message left
 * in the conversation (the erased one was the last), its notice tells of nothing, so their unread chat
 * notices of that conversation are removed. Returns how many (the caller then pushes the new unread count
 * with pushNotification(…, null), after commit).
 */
export async function removeChatNotices(tx: Prisma.TransactionClient, notices: { recipientId: string; conversationId: string }): Promise<number> {
  const { count } = await tx.notification.deleteMany({
    where: { recipientId: notices.recipientId, chatConversationId: notices.conversationId, kind: { in: CHAT_NOTICE_KINDS }, readAt: null },
  });
  return count;
}

export type ModerationWarningNotice = { recipientId: string; reason: string; postId?: string | null; commentId?: string | null };

/**
 * Tells a user in the app that an administrator warned them about something they wrote, in the transaction
 * that resolves the report: the queue never says "warned" while the user was not told. A post or comment
 * deleted meanwhile is left out (the reason still says why). Returns the live push, for after the commit.
 */
export async function recordModerationWarning(tx: Prisma.TransactionClient, notice: ModerationWarningNotice): Promise<() => void> {
  const post = notice.postId ? await tx.post.findUnique({ where: { id: notice.postId }, select: { id: true } }) : null;
  const comment = notice.commentId ? await tx.comment.findUnique({ where: { id: notice.commentId }, select: { id: true } }) : null;
  const id = crypto.randomUUID();
  await tx.notification.create({
    data: { id, recipientId: notice.recipientId, kind: 'MODERATION_WARNING', reason: notice.reason, postId: post?.id ?? null, commentId: comment?.id ?? null },
  });
  return () => {
    if (runtime) pushNotification(runtime.pubsub, notice.recipientId, id);
  };
}
