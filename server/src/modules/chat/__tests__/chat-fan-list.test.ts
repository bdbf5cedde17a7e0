// The fan's list of their conversations (User.chatConversations: who may read it, its order and pages, live
// changes) and the in-app notices of new chat messages (one per unread streak, never to a muting owner,
// in a blocked conversation, to someone who turned them off, or to an API token; read with the conversation).
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub } from '../../../testing/fixtures.ts';
import { tokenHeaders } from '../../clubs/__tests__/community-helpers.ts';
import { community, type Data, gql, join, person, type Person, sleep, subscribe, warmUp, wsClient } from '../../comments/__tests__/community-helpers.ts';

const database = setupTestDatabase();
let app: App;
let c: Awaited<ReturnType<typeof community>>;
let otherOwner: Person;
let otherClubId: string;
const clients: Client[] = [];

beforeAll(async () => {
  app = await startTestApp(database.current.url);
  c = await community();
  otherOwner = await person({ role: 'CREATOR', nickname: 'Other owner' });
  otherClubId = (await createClub({ ownerId: otherOwner.id })).id;
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await app?.close();
});

const SEND = `mutation ($input: SendChatMessageInput!) { sendChatMessage(input: $input) {
  __typename ... on ChatMessagePayload { conversation { id } } ... on Error { code } } }`;
const LIST = `query ($first: Int!, $after: String) { viewer { chatConversations(first: $first, after: $after) {
  pageInfo { hasNextPage endCursor } edges { node { id viewerSide viewerUnreadCount lastMessageAt club { name uri iconUrl } lastMessage { body viewerIsSender } } } } } }`;
const OF_USER = `query ($id: ID!) { node(id: $id) { ... on User { chatConversations(first: 20) { edges { node { id } } } } } }`;

async function send(who: Person, input: Record<string, unknown>): Promise<string> {
  const res = await gql(app, who, SEND, { input });
  expect(res.errors).toBeUndefined();
  expect(res.data!.sendChatMessage.__typename).toBe('ChatMessagePayload');
  return res.data!.sendChatMessage.conversation.id;
}

async function member(): Promise<Person> {
  const who = await person();
  await join(c.club.id, who.id);
  await join(otherClubId, who.id);
  return who;
}

const decodeId = (gid: string) => Buffer.from(gid, 'base64').toString().split(':')[1];

describe('the fan’s list of conversations', () => {
  it('lists the viewer’s conversations as a fan, newest message first, by keyset pages', async () => {
    const fan = await member();
    const first = await send(fan, { clubId: encodeGlobalID('Club', c.club.id), body: 'hello creator' });
    const second = await send(fan, { clubId: encodeGlobalID('Club', otherClubId), body: 'hello other' });
    // The first club's owner answers: that conversation moves to the top, with one unread.
    await send(c.owner, { conversationId: first, body: 'hi back' });

    const page1 = (await gql(app, fan, LIST, { first: 1 })).data!.viewer.chatConversations;
    expect(page1.edges.map((e: Data) => e.node)).toMatchObject([
      { id: first, viewerSide: 'FAN', viewerUnreadCount: 1, club: { name: c.club.name }, lastMessage: { body: 'hi back', viewerIsSender: false } },
    ]);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await gql(app, fan, LIST, { first: 1, after: page1.pageInfo.endCursor })).data!.viewer.chatConversations;
    expect(page2.edges.map((e: Data) => e.node)).toMatchObject([{ id: second, viewerUnreadCount: 0, lastMessage: { body: 'hello other', viewerIsSender: true } }]);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });

  it('is the user’s own: refused to guests and API tokens, empty for everyone reading someone else', async () => {
    const fan = await member();
    const conversation = await send(fan, { clubId: encodeGlobalID('Club', c.club.id), body: 'private' });
    const fanGid = encodeGlobalID('User', fan.id);
    expect((await gql(app, fan, OF_USER, { id: fanGid })).data!.node.chatConversations.edges).toEqual([{ node: { id: conversation } }]);
    // Guests: refused.
    expect((await gql(app, c.guest, OF_USER, { id: fanGid })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Every other role, the conversation's owner and an administrator included: nothing of the fan's.
    for (const who of [c.user, c.member, c.subscriber, c.owner, otherOwner, c.admin]) {
      const res = await gql(app, who, OF_USER, { id: fanGid });
      expect(res.errors, who.id).toBeUndefined();
      expect(res.data!.node?.chatConversations.edges ?? [], who.id).toEqual([]);
      const own = (await gql(app, who, LIST, { first: 50 })).data!.viewer.chatConversations.edges.map((e: Data) => e.node.id);
      expect(own).not.toContain(conversation);
    }
    // API tokens of every scope: chat is for browser sessions only.
    for (const scopes of [['ACCOUNTS_READ'], ['ACCOUNTS_READ', 'ACCOUNTS_WRITE', 'CLUBS_READ', 'POSTS_READ', 'MEMBERSHIPS_READ']]) {
      const headers = await tokenHeaders(fan.id, scopes);
      const res = await gql(app, { id: '', headers, cookie: null }, LIST, { first: 5 });
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const byId = await gql(app, { id: '', headers, cookie: null }, `query ($id: ID!) { node(id: $id) { id } nodes(ids: [$id]) { id } }`, { id: conversation });
      expect(byId.data).toEqual({ node: null, nodes: [null] });
    }
  });

  it('changes live: the fan’s inbox events carry the conversation with its new last message and count', async () => {
    const fan = await member();
    const conversation = await send(fan, { clubId: encodeGlobalID('Club', c.club.id), body: 'are you there?' });
    const client = wsClient(app, fan);
    clients.push(client);
    const events = subscribe<Data>(client, `subscription { chatInboxChanged { chatUnreadCount conversation { id viewerSide viewerUnreadCount lastMessage { body } } } }`);
    await warmUp(events, () => app.pubsub.publish('user:chat', fan.id, { conversationId: decodeId(conversation) }), () => true);
    await sleep(100);
    events.drop = null;
    events.events.length = 0;
    await send(c.owner, { conversationId: conversation, body: 'I am!' });
    const [got] = await events.next(1);
    expect(got.chatInboxChanged).toEqual({ chatUnreadCount: 1, conversation: { id: conversation, viewerSide: 'FAN', viewerUnreadCount: 1, lastMessage: { body: 'I am!' } } });
  });
});

describe('chat notices', () => {
  const notices = (recipientId: string, conversation: string) =>
    db().notification.findMany({ where: { recipientId, chatConversationId: decodeId(conversation) }, orderBy: { createdAt: 'asc' } });
  const READ = `mutation ($id: ID!) { markChatRead(conversationId: $id) { __typename } }`;
  const NOTIFICATIONS = `{ unreadNotificationCount notifications(first: 20) { edges { node { id kind actorName chatConversationId club { uri name } } } } }`;

  it('tells the recipient once per unread streak, both ways, with a link to the conversation', async () => {
    const fan = await member();
    const conversation = await send(fan, { clubId: encodeGlobalID('Club', c.club.id), body: 'one' });
    await send(fan, { conversationId: conversation, body: 'two' });
    await send(fan, { conversationId: conversation, body: 'three' });
    expect((await notices(c.owner.id, conversation)).map((n) => n.kind)).toEqual(['CLUB_CHAT_MESSAGE']);
    // The owner reads: the next message starts a new streak.
    await gql(app, c.owner, READ, { id: conversation });
    await send(fan, { conversationId: conversation, body: 'four' });
    expect(await notices(c.owner.id, conversation)).toHaveLength(2);
    // The owner answers twice: the fan hears of it once.
    await send(c.owner, { conversationId: conversation, body: 'hello!' });
    await send(c.owner, { conversationId: conversation, body: 'how are you?' });
    expect((await notices(fan.id, conversation)).map((n) => [n.kind, n.actorId, n.clubId])).toEqual([['CHAT_MESSAGE', c.owner.id, c.club.id]]);
    const list = await gql(app, fan, NOTIFICATIONS);
    expect(list.data!.notifications.edges.map((e: Data) => e.node)).toEqual([
      { id: expect.any(String), kind: 'CHAT_MESSAGE', actorName: expect.any(String), chatConversationId: conversation, club: { uri: c.club.uri, name: c.club.name } },
    ]);
    // Nobody else gets a notice of it.
    expect(await db().notification.count({ where: { chatConversationId: decodeId(conversation), recipientId: { notIn: [fan.id, c.owner.id] } } })).toBe(0);
  });

  it('stays quiet for an owner who muted the fan, in a blocked conversation, between blocked users, and when turned off', async () => {
    const UPDATE = `mutation ($id: ID!, $m: Boolean, $b: Boolean) { updateChatConversation(conversationId: $id, muted: $m, blocked: $b) { __typename } }`;
    // Muted: the owner is not told.
    const muted = await member();
    const conv1 = await send(muted, { clubId: encodeGlobalID('Club', c.club.id), body: 'hi' });
    await gql(app, c.owner, READ, { id: conv1 });
    await gql(app, c.owner, UPDATE, { id: conv1, m: true });
    await send(muted, { conversationId: conv1, body: 'still here' });
    expect(await notices(c.owner.id, conv1)).toHaveLength(1);

    // Blocked by the owner (conversation block): the owner may still write; the fan is not notified.
    const blocked = await member();
    const conv2 = await send(blocked, { clubId: encodeGlobalID('Club', c.club.id), body: 'hi' });
    await gql(app, c.owner, UPDATE, { id: conv2, b: true });
    await send(c.owner, { conversationId: conv2, body: 'please stop' });
    expect(await notices(blocked.id, conv2)).toHaveLength(0);

    // A user block either way: nothing is sent, so nothing is notified.
    const blocker = await member();
    const conv3 = await send(blocker, { clubId: encodeGlobalID('Club', c.club.id), body: 'hi' });
    await gql(app, c.owner, READ, { id: conv3 });
    await gql(app, blocker, `mutation ($input: BlockUserInput!) { blockUser(input: $input) { __typename } }`, { input: { userId: encodeGlobalID('User', c.owner.id) } });
    expect((await gql(app, c.owner, SEND, { input: { conversationId: conv3, body: 'hello?' } })).data!.sendChatMessage.code).toBe('CHAT_BLOCKED');
    expect((await gql(app, blocker, SEND, { input: { conversationId: conv3, body: 'again' } })).data!.sendChatMessage.code).toBe('CHAT_VIEWER_BLOCKED');
    expect(await notices(blocker.id, conv3)).toHaveLength(0);
    expect(await notices(c.owner.id, conv3)).toHaveLength(1);

    // The recipient turned chat notices off in their notification settings.
    const quiet = await member();
    const SETTINGS = `mutation ($input: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $input) { __typename
      ... on UpdateNotificationSettingsSuccess { viewer { notificationSettings { chatMessages clubPosts } } } } }`;
    const saved = await gql(app, quiet, SETTINGS, { input: { byEmail: true, clubPosts: true, commentReplies: true, chatMessages: false } });
    expect(saved.errors).toBeUndefined();
    const conv4 = await send(quiet, { clubId: encodeGlobalID('Club', c.club.id), body: 'hi' });
    await send(c.owner, { conversationId: conv4, body: 'hi to you' });
    expect(await notices(quiet.id, conv4)).toHaveLength(0);
    // Leaving the switch out keeps it.
    await gql(app, quiet, SETTINGS, { input: { byEmail: true, clubPosts: false, commentReplies: true } });
    expect(await db().user.findUniqueOrThrow({ where: { id: quiet.id }, select: { notifyChatMessages: true, notifyClubPosts: true } })).toEqual({ notifyChatMessages: false, notifyClubPosts: false });
  });

  it('marks the reader’s notice of a conversation read when they read it, live, and no other notice', async () => {
    const unreadNotices = async (who: Person) => (await gql(app, who, NOTIFICATIONS)).data!.unreadNotificationCount as number;
    const readStates = async (recipientId: string, conversation: string) => (await notices(recipientId, conversation)).map((n) => (n.readAt ? 'read' : 'unread'));
    // The fan hears from two owners; the owner hears from two fans.
    const fan = await member();
    const otherFan = await member();
    const conversation = await send(fan, { clubId: encodeGlobalID('Club', c.club.id), body: 'hello' });
    const otherClubConversation = await send(fan, { clubId: encodeGlobalID('Club', otherClubId), body: 'hello there' });
    const otherFanConversation = await send(otherFan, { clubId: encodeGlobalID('Club', c.club.id), body: 'me too' });
    await send(c.owner, { conversationId: conversation, body: 'hi!' });
    await send(otherOwner, { conversationId: otherClubConversation, body: 'hi there!' });
    expect(await unreadNotices(fan)).toBe(2);

    const client = wsClient(app, fan);
    clients.push(client);
    const events = subscribe<Data>(client, `subscription { notificationEvents { unreadCount notification { id } } }`);
    await warmUp(events, () => app.pubsub.publish('user:notification', fan.id, { notificationId: null }), () => true);
    await sleep(100);
    events.drop = null;
    events.events.length = 0;

    // The fan reads one conversation: its notice is read, the other club's is not, and the badge follows live.
    await gql(app, fan, READ, { id: conversation });
    expect(await readStates(fan.id, conversation)).toEqual(['read']);
    expect(await readStates(fan.id, otherClubConversation)).toEqual(['unread']);
    expect(await unreadNotices(fan)).toBe(1);
    const [pushed] = await events.next(1);
    expect(pushed.notificationEvents).toEqual({ unreadCount: 1, notification: { id: expect.any(String) } });

    // The owner reads one fan's conversation: that fan's notice only (the first fan's was answered, so read).
    const thirdFan = await member();
    const thirdFanConversation = await send(thirdFan, { clubId: encodeGlobalID('Club', c.club.id), body: 'hey' });
    const ownerBefore = await unreadNotices(c.owner);
    await gql(app, c.owner, READ, { id: otherFanConversation });
    expect(await readStates(c.owner.id, otherFanConversation)).toEqual(['read']);
    expect(await readStates(c.owner.id, thirdFanConversation)).toEqual(['unread']);
    expect(await unreadNotices(c.owner)).toBe(ownerBefore - 1);
    // Reading again changes nothing and pushes nothing more to the fan.
    await gql(app, fan, READ, { id: conversation });
    await sleep(100);
    expect(events.events).toHaveLength(1);
  });

  it('marks the sender’s notice of a conversation read when they answer in it', async () => {
    const fan = await member();
    const conversation = await send(fan, { clubId: encodeGlobalID('Club', c.club.id), body: 'hello' });
    await send(c.owner, { conversationId: conversation, body: 'hi!' });
    expect((await notices(fan.id, conversation)).map((n) => n.readAt)).toEqual([null]);
    // The fan answers from the chat screen without the notice ever being opened.
    await send(fan, { conversationId: conversation, body: 'how are you?' });
    expect((await notices(fan.id, conversation)).map((n) => n.readAt)).toEqual([expect.any(Date)]);
  });

  it('takes back the recipient’s notice when the sender deletes the messages it told of', async () => {
    const DELETE = `mutation ($id: ID!) { deleteChatMessage(messageId: $id) { __typename ... on Error { code } } }`;
    const unreadNotices = async (who: Person) => (await gql(app, who, NOTIFICATIONS)).data!.unreadNotificationCount as number;
    const fan = await member();
    const ownerBefore = await unreadNotices(c.owner);
    const conversation = await send(fan, { clubId: encodeGlobalID('Club', c.club.id), body: 'oops' });
    await send(fan, { conversationId: conversation, body: 'wrong chat' });
    expect(await unreadNotices(c.owner)).toBe(ownerBefore + 1);
    const byBody = (body: string) => db().chatMessage.findFirstOrThrow({ where: { conversationId: decodeId(conversation), body } });
    const [first, second] = [await byBody('oops'), await byBody('wrong chat')];
    const remove = async (who: Person, id: string) =>
      expect((await gql(app, who, DELETE, { id: encodeGlobalID('ChatMessage', id) })).data!.deleteChatMessage.__typename).toBe('ChatMessagePayload');
    // One message left unread: the notice still tells of it.
    await remove(fan, second.id);
    expect(await notices(c.owner.id, conversation)).toHaveLength(1);
    // None left: the notice goes, and the owner's bell with it.
    await remove(fan, first.id);
    expect(await notices(c.owner.id, conversation)).toHaveLength(0);
    expect(await unreadNotices(c.owner)).toBe(ownerBefore);
    // The next message starts a new streak and tells the owner again; the other way round, the same.
    await send(fan, { conversationId: conversation, body: 'hello for real' });
    expect(await notices(c.owner.id, conversation)).toHaveLength(1);
    await gql(app, c.owner, READ, { id: conversation });
    await send(c.owner, { conversationId: conversation, body: 'typo' });
    const reply = await byBody('typo');
    expect(await notices(fan.id, conversation)).toHaveLength(1);
    await remove(c.owner, reply.id);
    expect(await notices(fan.id, conversation)).toHaveLength(0);
  });

  it('never shows chat notices to API tokens', async () => {
    const fan = await member();
    const conversation = await send(fan, { clubId: encodeGlobalID('Club', c.club.id), body: 'hi' });
    await send(c.owner, { conversationId: conversation, body: 'hello' });
    const [notice] = await notices(fan.id, conversation);
    const session = await gql(app, fan, NOTIFICATIONS);
    expect(session.data!.unreadNotificationCount).toBe(1);
    const headers = await tokenHeaders(fan.id, ['ACCOUNTS_READ']);
    const token = { id: '', headers, cookie: null };
    const res = await gql(app, token, NOTIFICATIONS);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ unreadNotificationCount: 0, notifications: { edges: [] } });
    const byId = await gql(app, token, `query ($id: ID!) { node(id: $id) { id } nodes(ids: [$id]) { id } }`, { id: encodeGlobalID('Notification', notice.id) });
    expect(byId.data).toEqual({ node: null, nodes: [null] });
  });
});
