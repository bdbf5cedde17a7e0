// Who sees which notifications: every notification query, mutation and subscription as guest, user,
// member, subscriber, club owner and administrator. Notifications are the recipient's alone, and those
// about a post hidden since never show it, live or listed.
import { randomUUID } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { comment, community, type Data, gql, join, person, post, type Person, sleep, subscribe, warmUp, wsClient } from '../../comments/__tests__/community-helpers.ts';
import { notifyPostPublished } from '../notifications.service.ts';
import { tokenHeaders } from '../../clubs/__tests__/community-helpers.ts';

const database = setupTestDatabase();
let app: App;
let c: Awaited<ReturnType<typeof community>>;
let roles: [name: string, who: Person][];
let visibleNote: string;
let hiddenNote: string;
const clients: Client[] = [];
const gid = (id: string) => Buffer.from(`Notification:${id}`).toString('base64');

beforeAll(async () => {
  app = await startTestApp(database.current.url);
  c = await community();
  roles = [
    ['guest', c.guest],
    ['user', c.user],
    ['member', c.member],
    ['subscriber', c.subscriber],
    ['owner', c.owner],
    ['admin', c.admin],
  ];
  const visible = await post(c.club.id, c.owner.id, { title: 'Visible news' });
  const later = await post(c.club.id, c.owner.id, { title: 'Soon hidden' });
  await db().post.updateMany({ where: { id: { in: [visible.id, later.id] } }, data: { isOwnerPost: true } });
  await notifyPostPublished(visible.id);
  await notifyPostPublished(later.id);
  await db().post.update({ where: { id: later.id }, data: { isHidden: true } });
  visibleNote = (await db().notification.findFirstOrThrow({ where: { recipientId: c.member.id, postId: visible.id } })).id;
  hiddenNote = (await db().notification.findFirstOrThrow({ where: { recipientId: c.member.id, postId: later.id } })).id;
});
afterAll(async () => {
  await Promise.all(clients.map((x) => x.dispose()));
  await app?.close();
});

describe('notification reads', () => {
  it('lists only the viewer’s own notifications, without posts hidden since; guests are refused', async () => {
    const expected: Record<string, string[] | 'UNAUTHENTICATED'> = {
      guest: 'UNAUTHENTICATED',
      user: [],
      member: ['Visible news'],
      subscriber: ['Visible news'],
      owner: [],
      admin: [],
    };
    for (const [name, who] of roles) {
      const res = await gql(app, who, '{ notifications(first: 20) { totalCount edges { node { post { title } } } } }');
      const got = res.errors ? res.errors[0].extensions?.code : res.data!.notifications.edges.map((e: Data) => e.node.post.title);
      expect(got, name).toEqual(expected[name]);
      expect(JSON.stringify(res), name).not.toContain('Soon hidden');
      const count = await gql(app, who, '{ unreadNotificationCount }');
      expect(count.data!.unreadNotificationCount, name).toBe(Array.isArray(expected[name]) ? expected[name].length : 0);
    }
  });

  it('resolves a notification node for its recipient only; one about a post hidden since is gone, as from the list', async () => {
    for (const [name, who] of roles) {
      const res = await gql(app, who, 'query ($a: ID!, $b: ID!) { a: node(id: $a) { ... on Notification { kind post { title } } } b: node(id: $b) { ... on Notification { kind post { title } } } }', {
        a: gid(visibleNote),
        b: gid(hiddenNote),
      });
      expect(res.errors, name).toBeUndefined();
      if (name === 'member') expect(res.data).toEqual({ a: { kind: 'OWNER_POST', post: { title: 'Visible news' } }, b: null });
      else expect(res.data, name).toEqual({ a: null, b: null });
    }
  });

  // A reply's text is post content (Comment is POSTS_READ): an accounts-only token must not read it through
  // the notification (audit 5, F2).
  it('gives a reply’s excerpt to an API token only with POSTS_READ, as the comment itself', async () => {
    const fan = await person({ nickname: 'Excerpt fan' });
    await join(c.club.id, fan.id);
    const replied = await post(c.club.id, c.owner.id, { title: 'Replies here' });
    const top = await comment(replied.id, fan.id, { body: 'my comment' });
    const reply = await comment(replied.id, c.subscriber.id, { body: 'REPLY TEXT FOR POSTS_READ', parentId: top.id });
    await db().notification.create({ data: { recipientId: fan.id, kind: 'COMMENT_REPLY', postId: replied.id, commentId: reply.id, actorId: c.subscriber.id } });
    const QUERY = '{ notifications(first: 5) { edges { node { kind commentExcerpt } } } }';
    const excerptFor = async (who: Person) => {
      const res = await gql(app, who, QUERY);
      return { excerpts: (res.data?.notifications?.edges ?? []).map((e: Data) => e.node.commentExcerpt), codes: (res.errors ?? []).map((e) => e.extensions?.code) };
    };
    const accountsOnly = await excerptFor({ id: '', headers: await tokenHeaders(fan.id, ['ACCOUNTS_READ']), cookie: null });
    expect(accountsOnly).toEqual({ excerpts: [null], codes: ['SCOPE_REQUIRED'] });
    const withPosts = await excerptFor({ id: '', headers: await tokenHeaders(fan.id, ['ACCOUNTS_READ', 'POSTS_READ']), cookie: null });
    expect(withPosts).toEqual({ excerpts: ['REPLY TEXT FOR POSTS_READ'], codes: [] });
    expect(await excerptFor(fan)).toEqual({ excerpts: ['REPLY TEXT FOR POSTS_READ'], codes: [] });
  });
});

describe('markNotificationsRead', () => {
  it('marks only the viewer’s own notifications; guests are refused', async () => {
    const outcomes: Record<string, unknown> = {};
    for (const [name, who] of roles) {
      if (name === 'member') continue;
      const res = await gql(app, who, 'mutation ($input: MarkNotificationsReadInput!) { markNotificationsRead(input: $input) { __typename ... on MarkNotificationsReadSuccess { notifications { id } } } }', {
        input: { notificationIds: [gid(visibleNote)] },
      });
      outcomes[name] = res.errors ? res.errors[0].extensions?.code : res.data!.markNotificationsRead;
    }
    expect(outcomes).toEqual({
      guest: 'UNAUTHENTICATED',
      user: { __typename: 'MarkNotificationsReadSuccess', notifications: [] },
      subscriber: { __typename: 'MarkNotificationsReadSuccess', notifications: [] },
      owner: { __typename: 'MarkNotificationsReadSuccess', notifications: [] },
      admin: { __typename: 'MarkNotificationsReadSuccess', notifications: [] },
    });
    expect((await db().notification.findUniqueOrThrow({ where: { id: visibleNote } })).readAt).toBeNull();
  });

  it('with an API token marks only the kinds the token can list: never the user’s chat notices (all, or by id)', async () => {
    const chat = await db().notification.create({ data: { recipientId: c.user.id, kind: 'CHAT_MESSAGE', chatConversationId: randomUUID() } });
    const other = await db().notification.create({ data: { recipientId: c.user.id, kind: 'OWNER_POST' } });
    const token = { id: '', headers: await tokenHeaders(c.user.id, ['ACCOUNTS_READ', 'ACCOUNTS_WRITE']), cookie: null };
    const MARK = 'mutation ($input: MarkNotificationsReadInput!) { markNotificationsRead(input: $input) { __typename } }';
    const byId = await gql(app, token, MARK, { input: { notificationIds: [gid(chat.id)] } });
    expect(byId.data!.markNotificationsRead.__typename).toBe('MarkNotificationsReadSuccess');
    const all = await gql(app, token, MARK, { input: {} });
    expect(all.data!.markNotificationsRead.__typename).toBe('MarkNotificationsReadSuccess');
    expect((await db().notification.findUniqueOrThrow({ where: { id: other.id } })).readAt).not.toBeNull();
    expect((await db().notification.findUniqueOrThrow({ where: { id: chat.id } })).readAt, 'the chat notice stays unread').toBeNull();
    // The browser session still marks it.
    await gql(app, c.user, MARK, { input: {} });
    expect((await db().notification.findUniqueOrThrow({ where: { id: chat.id } })).readAt).not.toBeNull();
  });
});

describe('notificationEvents', () => {
  it('refuses guests and carries no notification whose post the viewer cannot see', async () => {
    const guestClient = wsClient(app, c.guest);
    const memberClient = wsClient(app, c.member);
    clients.push(guestClient, memberClient);
    const query = 'subscription { notificationEvents { unreadCount notification { id post { title } } } }';
    const refused = subscribe<{ notificationEvents: Data }>(guestClient, query);
    const sub = subscribe<{ notificationEvents: Data }>(memberClient, query);
    await warmUp(sub, () => app.pubsub.publish('user:notification', c.member.id, { notificationId: null }), () => false);
    await sleep(200);
    sub.events.length = 0;
    // Events naming a notification about a hidden post, or someone else's, carry no notification.
    app.pubsub.publish('user:notification', c.member.id, { notificationId: hiddenNote });
    const subscriberNote = await db().notification.findFirstOrThrow({ where: { recipientId: c.subscriber.id } });
    app.pubsub.publish('user:notification', c.member.id, { notificationId: subscriberNote.id });
    app.pubsub.publish('user:notification', c.member.id, { notificationId: visibleNote });
    const events = (await sub.next(3)).map((e) => e.notificationEvents.notification);
    expect(events).toEqual([null, null, { id: gid(visibleNote), post: { title: 'Visible news' } }]);
    expect(JSON.stringify(sub.events)).not.toContain('Soon hidden');
    expect(JSON.stringify(refused.errors)).toContain('UNAUTHENTICATED');
    expect(refused.events).toEqual([]);
  });
});
