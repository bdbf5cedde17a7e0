// Notifications: who is notified of owner posts, notices and replies; the list, unread count and marking
// read; e-mails through pg-boss; and live notificationEvents over a real graphql-ws websocket.
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { queryLog, setupTestDatabase } from '../../../testing/database.ts';
import {
  comment,
  commentGid,
  community,
  type Data,
  gql,
  join,
  person,
  post,
  postGid,
  type Person,
  sleep,
  subscribe,
  warmUp,
  wsClient,
} from '../../comments/__tests__/community-helpers.ts';
import { notifyPostPublished, POST_MAIL_QUEUE, sendPostMails, UNREAD_COUNT_LIMIT } from '../notifications.service.ts';

const database = setupTestDatabase();
let app: App;
const clients: Client[] = [];

beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await app?.close();
});

const kindsOf = async (userId: string, postId: string) =>
  (await db().notification.findMany({ where: { recipientId: userId, postId }, select: { kind: true } })).map((n) => n.kind);

const LIST = `query ($first: Int, $after: String) {
  unreadNotificationCount
  notifications(first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id kind isRead actorName commentExcerpt club { name } post { id title } } }
  }
}`;
const MARK = `mutation ($input: MarkNotificationsReadInput!) {
  markNotificationsRead(input: $input) { __typename ... on MarkNotificationsReadSuccess { unreadCount notifications { id isRead } } }
}`;
const REPLY = `mutation ($input: CreateCommentInput!) { createComment(input: $input) { __typename ... on CreateCommentSuccess { comment { id } } } }`;

const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1];

async function waitForMails(to: string, count: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await db().mailMessage.findMany({ where: { to }, orderBy: { createdAt: 'asc' } });
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`Expected ${count} mails to ${to}, got ${mails.length}`);
    await sleep(100);
  }
}

describe('notifyPostPublished', () => {
  it('notifies members of owner posts and notices by their switches, never the author or outsiders', async () => {
    const { club, owner, member, subscriber, user } = await community();
    const noPosts = await person();
    await join(club.id, noPosts.id, { notifyPosts: false });
    const noNotices = await person();
    await join(club.id, noNotices.id, { notifyNotices: false });
    const muted = await person();
    await join(club.id, muted.id);
    await db().user.update({ where: { id: muted.id }, data: { notifyClubPosts: false } });

    const ownerPost = await post(club.id, owner.id, { title: 'Stream tonight' });
    await db().post.update({ where: { id: ownerPost.id }, data: { isOwnerPost: true } });
    const notice = await post(club.id, owner.id, { title: 'Rules' });
    await db().post.update({ where: { id: notice.id }, data: { isOwnerPost: true, isNotice: true } });
    await notifyPostPublished(ownerPost.id);
    await notifyPostPublished(notice.id);
    // Called again (a retry): nobody is notified twice.
    await notifyPostPublished(ownerPost.id);

    const table = async (p: { id: string }) =>
      Promise.all([member, subscriber, noPosts, noNotices, muted, user, owner].map((u) => kindsOf(u.id, p.id)));
    expect(await table(ownerPost)).toEqual([['OWNER_POST'], ['OWNER_POST'], [], ['OWNER_POST'], [], [], []]);
    expect(await table(notice)).toEqual([['NOTICE'], ['NOTICE'], ['NOTICE'], [], [], [], []]);
  });

  it('is silent for hidden posts, fan posts, fan letters and private clubs', async () => {
    const { club, owner, member } = await community();
    const hidden = await post(club.id, owner.id, { isHidden: true });
    await db().post.update({ where: { id: hidden.id }, data: { isOwnerPost: true } });
    const fanPost = await post(club.id, member.id);
    const letter = await post(club.id, member.id, { isOwnerOnly: true });
    await db().club.update({ where: { id: club.id }, data: { isPublic: true } });
    for (const p of [hidden, fanPost, letter]) await notifyPostPublished(p.id);
    const other = await person();
    await join(club.id, other.id);
    await db().club.update({ where: { id: club.id }, data: { isPublic: false } });
    const inPrivate = await post(club.id, owner.id);
    await db().post.update({ where: { id: inPrivate.id }, data: { isOwnerPost: true } });
    await notifyPostPublished(inPrivate.id);
    await notifyPostPublished('not-a-uuid');
    expect(await db().notification.count({ where: { clubId: club.id } })).toBe(0);
  });

  it('inserts in bulk (one INSERT for 5 or 40 members) and queues one e-mail job per post', async () => {
    for (const size of [5, 40]) {
      const { club, owner } = await community();
      // Without e-mail, so the shared mail queue stays short for the other tests.
      for (let i = 0; i < size; i++) await join(club.id, (await person({ email: false })).id);
      const p = await post(club.id, owner.id);
      await db().post.update({ where: { id: p.id }, data: { isOwnerPost: true } });
      queryLog.length = 0;
      await notifyPostPublished(p.id);
      // Background workers share the log, so count only the notification inserts.
      expect(queryLog.filter((sql) => /^INSERT INTO "public"\."Notification"/.test(sql))).toHaveLength(1);
      expect(await db().notification.count({ where: { postId: p.id } })).toBe(size + 2);
      const jobs = await db().$queryRawUnsafe<{ n: bigint }[]>(
        `SELECT count(*) AS n FROM pgboss.job WHERE name = $1 AND data->>'postId' = $2`,
        POST_MAIL_QUEUE,
        p.id,
      );
      expect(Number(jobs[0].n)).toBe(1);
    }
  });
});

describe('e-mail', () => {
  it('e-mails recipients who opted in, once each, with only the title of a subscriber-only post', async () => {
    const { club, owner, member, subscriber } = await community();
    const quiet = await person({ email: false });
    await join(club.id, quiet.id);
    // The subscriber last signed in from a Japanese browser: their e-mail is in Japanese.
    await db().user.update({ where: { id: subscriber.id }, data: { locale: 'ja' } });
    const p = await post(club.id, owner.id, { title: 'Members-only vlog', text: 'SECRET BODY', isSubscriberOnly: true });
    await db().post.update({ where: { id: p.id }, data: { isOwnerPost: true } });
    await notifyPostPublished(p.id);
    const [mail] = await waitForMails(member.email, 1);
    expect(mail.subject).toBe(`New post in ${club.name}: Members-only vlog`);
    expect(mail.text).toContain('/post/');
    expect(mail.text).not.toContain('SECRET BODY');
    const [japanese] = await waitForMails(subscriber.email, 1);
    expect(japanese.subject).toBe(`${club.name}の新しい投稿: Members-only vlog`);
    expect(japanese.text).toContain('Oshiで読む');
    expect(japanese.text).not.toContain('SECRET BODY');
    await sleep(300);
    expect(await db().mailMessage.count({ where: { to: quiet.email } })).toBe(0);
    expect(await db().mailMessage.count({ where: { to: member.email } })).toBe(1);
  });

  it('sends nothing when the post was hidden before the job ran', async () => {
    const { club, owner } = await community();
    const p = await post(club.id, owner.id);
    await db().post.update({ where: { id: p.id }, data: { isOwnerPost: true } });
    await notifyPostPublished(p.id);
    await db().post.update({ where: { id: p.id }, data: { isHidden: true } });
    expect(await sendPostMails(p.id)).toBe(0);
  });
});

describe('COMMENT_REPLY', () => {
  it('notifies the replied-to author and the thread author, never the replier, and respects the reply switch', async () => {
    const { club, owner, member, subscriber } = await community();
    const p = await post(club.id, owner.id, { title: 'Talk' });
    const top = await comment(p.id, member.id, { body: 'top' });
    const reply = async (who: Person, to: string, body: string) =>
      (await gql(app, who, REPLY, { input: { postId: postGid(p.id), body, replyToId: commentGid(to) } })).data!.createComment.comment.id;
    const r1 = await reply(subscriber, top.id, 'first reply');
    await reply(member, top.id, 'self reply');
    // A reply to a reply: the replied-to author (subscriber) and the thread's author (member) hear of it.
    await reply(owner, rawId(r1), 'owner answers sub');
    const replies = async (userId: string) =>
      (await db().notification.findMany({ where: { recipientId: userId, kind: 'COMMENT_REPLY' }, include: { comment: true }, orderBy: { createdAt: 'asc' } })).map(
        (n) => n.comment!.body,
      );
    // member: reply to their comment and the owner's reply inside their thread; not their own reply.
    expect(await replies(member.id)).toEqual(['first reply', 'owner answers sub']);
    expect(await replies(subscriber.id)).toEqual(['owner answers sub']);
    expect(await replies(owner.id)).toEqual([]);

    await db().user.update({ where: { id: member.id }, data: { notifyCommentReplies: false } });
    await reply(subscriber, top.id, 'unheard');
    expect(await replies(member.id)).toHaveLength(2);
  });

  it('e-mails the replied-to author and removes the notification when the reply is deleted', async () => {
    const { club, owner, member, subscriber } = await community();
    const p = await post(club.id, owner.id, { title: 'Talk' });
    const top = await comment(p.id, member.id, { body: 'top' });
    await db().user.update({ where: { id: member.id }, data: { locale: 'ko' } });
    const res = await gql(app, subscriber, REPLY, { input: { postId: postGid(p.id), body: 'Nice one', replyToId: commentGid(top.id) } });
    const [mail] = await waitForMails(member.email, 1);
    expect(mail.subject).toBe('Sub Main님이 내 댓글에 답글을 남겼어요');
    expect(mail.text).toContain('대화 보기');
    expect(mail.text).toContain('Nice one');
    expect((await gql(app, member, LIST, { first: 5 })).data!.unreadNotificationCount).toBe(1);
    await gql(app, subscriber, 'mutation ($input: DeleteCommentInput!) { deleteComment(input: $input) { __typename } }', {
      input: { commentId: res.data!.createComment.comment.id },
    });
    expect((await gql(app, member, LIST, { first: 5 })).data!.unreadNotificationCount).toBe(0);
  });
});

describe('replies on posts the recipient cannot read', () => {
  it('notify, e-mail and push nothing about a hidden post or a subscriber-only post locked for them', async () => {
    const { club, owner, member, subscriber } = await community();
    const hidden = await post(club.id, owner.id, { title: 'HIDDEN TITLE' });
    const locked = await post(club.id, owner.id, { title: 'LOCKED TITLE', isSubscriberOnly: true, isOwnerPost: true });
    // Written while they could read the posts (before hiding; in an earlier subscription).
    const onHidden = await comment(hidden.id, member.id, { body: 'before hiding' });
    const onLocked = await comment(locked.id, member.id, { body: 'from my old plan' });
    const subsTop = await comment(locked.id, subscriber.id, { body: 'sub top' });
    await db().post.update({ where: { id: hidden.id }, data: { isHidden: true } });
    const client = wsClient(app, member);
    clients.push(client);
    const events = subscribe<{ notificationEvents: Data }>(client, 'subscription { notificationEvents { unreadCount notification { id } } }');
    await warmUp(
      events,
      () => app.pubsub.publish('user:notification', member.id, { notificationId: null }),
      (e) => e.notificationEvents.notification === null,
    );
    const reply = async (postId: string, to: string, body: string) =>
      (await gql(app, owner, REPLY, { input: { postId: postGid(postId), body, replyToId: commentGid(to) } })).data!.createComment.__typename;
    expect(await reply(hidden.id, onHidden.id, 'SECRET HIDDEN REPLY')).toBe('CreateCommentSuccess');
    expect(await reply(locked.id, onLocked.id, 'SECRET LOCKED REPLY')).toBe('CreateCommentSuccess');
    // The subscriber, who reads the locked post, still hears of a reply there (and gets the e-mail).
    expect(await reply(locked.id, subsTop.id, 'for subscribers')).toBe('CreateCommentSuccess');
    const [mail] = await waitForMails(subscriber.email, 1);
    expect(mail.text).toContain('for subscribers');
    await sleep(500);
    expect(await db().notification.count({ where: { recipientId: member.id } })).toBe(0);
    expect(await db().mailMessage.count({ where: { to: member.email } })).toBe(0);
    expect(events.events).toEqual([]);
    const list = await gql(app, member, LIST, { first: 10 });
    expect(JSON.stringify(list)).not.toMatch(/SECRET|HIDDEN TITLE|LOCKED TITLE/);
  });

  it('stop showing the reply text once the recipient’s subscription has ended', async () => {
    const { club, owner, subscriber } = await community();
    const locked = await post(club.id, owner.id, { title: 'LOCKED', isSubscriberOnly: true, isOwnerPost: true });
    const top = await comment(locked.id, subscriber.id, { body: 'sub top' });
    await gql(app, owner, REPLY, { input: { postId: postGid(locked.id), body: 'PAID WORDS', replyToId: commentGid(top.id) } });
    expect(JSON.stringify((await gql(app, subscriber, LIST, { first: 5 })).data)).toContain('PAID WORDS');
    await db().subscription.updateMany({ where: { userId: subscriber.id }, data: { status: 'EXPIRED', currentPeriodEnd: new Date(Date.now() - 1000) } });
    expect(JSON.stringify((await gql(app, subscriber, LIST, { first: 5 })).data)).not.toContain('PAID WORDS');
  });
});

describe('the notification list', () => {
  it('lists newest first with keyset pages, names the actor by club nickname, and leaves out posts hidden since', async () => {
    const { club, owner, member, subscriber } = await community();
    const posts = [];
    for (let i = 0; i < 4; i++) {
      const p = await post(club.id, owner.id, { title: `P${i}` });
      await db().post.update({ where: { id: p.id }, data: { isOwnerPost: true } });
      await notifyPostPublished(p.id);
      posts.push(p);
      await sleep(5);
    }
    const top = await comment(posts[0].id, member.id, { body: 'mine' });
    await gql(app, subscriber, REPLY, { input: { postId: postGid(posts[0].id), body: 'Reply text', replyToId: commentGid(top.id) } });

    const first = (await gql(app, member, LIST, { first: 2 })).data!;
    expect(first.unreadNotificationCount).toBe(5);
    expect(first.notifications.totalCount).toBe(5);
    expect(first.notifications.edges.map((e: Data) => e.node)).toEqual([
      expect.objectContaining({ kind: 'COMMENT_REPLY', actorName: 'Sub Main', commentExcerpt: 'Reply text', isRead: false, post: { id: postGid(posts[0].id), title: 'P0' } }),
      expect.objectContaining({ kind: 'OWNER_POST', actorName: 'Owner Main', commentExcerpt: null, club: { name: club.name }, post: { id: postGid(posts[3].id), title: 'P3' } }),
    ]);
    const rest = (await gql(app, member, LIST, { first: 10, after: first.notifications.pageInfo.endCursor })).data!;
    expect(rest.notifications.edges.map((e: Data) => e.node.post.title)).toEqual(['P2', 'P1', 'P0']);

    await db().post.update({ where: { id: posts[2].id }, data: { isHidden: true } });
    const after = (await gql(app, member, LIST, { first: 10 })).data!;
    expect(after.unreadNotificationCount).toBe(4);
    expect(after.notifications.totalCount).toBe(4);
    expect(after.notifications.edges.map((e: Data) => e.node.post.title)).toEqual(['P0', 'P3', 'P1', 'P0']);
    // Looked up directly (node), it is gone too: node applies the list's rule.
    const hiddenNote = await db().notification.findFirstOrThrow({ where: { recipientId: member.id, postId: posts[2].id } });
    const node = await gql(app, member, 'query ($id: ID!) { node(id: $id) { ... on Notification { kind post { title } } } }', {
      id: Buffer.from(`Notification:${hiddenNote.id}`).toString('base64'),
    });
    expect(node.data!.node).toBeNull();
  });

  it('marks the given notifications, or all, read', async () => {
    const { club, owner, member, subscriber } = await community();
    for (let i = 0; i < 3; i++) {
      const p = await post(club.id, owner.id);
      await db().post.update({ where: { id: p.id }, data: { isOwnerPost: true } });
      await notifyPostPublished(p.id);
    }
    const ids = (await gql(app, member, LIST, { first: 10 })).data!.notifications.edges.map((e: Data) => e.node.id);
    const theirs = (await gql(app, subscriber, LIST, { first: 10 })).data!.notifications.edges.map((e: Data) => e.node.id);
    const one = (await gql(app, member, MARK, { input: { notificationIds: [ids[0], theirs[0]] } })).data!.markNotificationsRead;
    // Someone else's id is ignored: not marked and not returned.
    expect(one).toEqual({ __typename: 'MarkNotificationsReadSuccess', unreadCount: 2, notifications: [{ id: ids[0], isRead: true }] });
    expect((await gql(app, subscriber, LIST, { first: 10 })).data!.unreadNotificationCount).toBe(3);
    const all = (await gql(app, member, MARK, { input: {} })).data!.markNotificationsRead;
    expect(all.unreadCount).toBe(0);
    expect(all.notifications.map((n: Data) => n.id).sort()).toEqual([ids[1], ids[2]].sort());
  });

  it('counts unread notifications up to a bound, not every one the viewer ever got', async () => {
    const { club, owner, member } = await community();
    await db().notification.createMany({
      data: Array.from({ length: UNREAD_COUNT_LIMIT + 20 }, () => ({ recipientId: member.id, kind: 'OWNER_POST' as const, actorId: owner.id, clubId: club.id })),
    });
    queryLog.length = 0;
    expect((await gql(app, member, '{ unreadNotificationCount }')).data!.unreadNotificationCount).toBe(UNREAD_COUNT_LIMIT);
    // The count reads a LIMITed subquery.
    expect(queryLog.filter((sql) => /count/i.test(sql) && sql.includes('"Notification"') && /LIMIT/.test(sql))).toHaveLength(1);
    const marked = (await gql(app, member, MARK, { input: {} })).data!.markNotificationsRead;
    expect(marked.unreadCount).toBe(0);
  });
});

describe('notificationEvents', () => {
  it('pushes new notifications and unread-count changes over graphql-ws', async () => {
    const { club, owner, member, subscriber } = await community();
    const client = wsClient(app, member);
    clients.push(client);
    const sub = subscribe<{ notificationEvents: Data }>(client, 'subscription { notificationEvents { unreadCount notification { kind post { title } commentExcerpt } } }');
    await warmUp(sub, () => app.pubsub.publish('user:notification', member.id, { notificationId: null }), (e) => e.notificationEvents.notification === null);

    const p = await post(club.id, owner.id, { title: 'Live!' });
    await db().post.update({ where: { id: p.id }, data: { isOwnerPost: true } });
    await notifyPostPublished(p.id);
    const [created] = await sub.next(1);
    expect(created.notificationEvents).toEqual({ unreadCount: 1, notification: { kind: 'OWNER_POST', post: { title: 'Live!' }, commentExcerpt: null } });

    const top = await comment(p.id, member.id);
    await gql(app, subscriber, REPLY, { input: { postId: postGid(p.id), body: 'hey', replyToId: commentGid(top.id) } });
    const [, replied] = await sub.next(2);
    expect(replied.notificationEvents).toEqual({ unreadCount: 2, notification: { kind: 'COMMENT_REPLY', post: { title: 'Live!' }, commentExcerpt: 'hey' } });

    // Marking read only changes the count: pushed with a null notification (dropped by the warm-up filter),
    // so check it through a second subscriber without the filter.
    const counter = subscribe<{ notificationEvents: Data }>(client, 'subscription { notificationEvents { unreadCount } }');
    await warmUp(counter, () => app.pubsub.publish('user:notification', member.id, { notificationId: null }), () => false);
    await sleep(100);
    counter.events.length = 0;
    await gql(app, member, MARK, { input: {} });
    const deadline = Date.now() + 5000;
    while (!counter.events.some((e) => e.notificationEvents.unreadCount === 0) && Date.now() < deadline) await sleep(25);
    expect(counter.events.some((e) => e.notificationEvents.unreadCount === 0)).toBe(true);
  });

  it('never pushes someone else’s notifications', async () => {
    const { club, owner, member, user } = await community();
    const client = wsClient(app, user);
    clients.push(client);
    const sub = subscribe<{ notificationEvents: Data }>(client, 'subscription { notificationEvents { unreadCount notification { kind } } }');
    await warmUp(sub, () => app.pubsub.publish('user:notification', user.id, { notificationId: null }), (e) => e.notificationEvents.notification === null);
    const p = await post(club.id, owner.id);
    await db().post.update({ where: { id: p.id }, data: { isOwnerPost: true } });
    await notifyPostPublished(p.id);
    expect(await kindsOf(member.id, p.id)).toEqual(['OWNER_POST']);
    await sleep(400);
    expect(sub.events).toEqual([]);
  });
});
