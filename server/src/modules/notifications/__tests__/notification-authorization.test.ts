// Who sees which notifications: every notification query, mutation and subscription as guest, user,
// member, subscriber, club owner and administrator. Notifications are the recipient's alone, and those
// about a post hidden since never show it, live or listed.
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { community, type Data, gql, post, type Person, sleep, subscribe, warmUp, wsClient } from '../../comments/__tests__/community-helpers.ts';
import { notifyPostPublished } from '../notifications.service.ts';

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
