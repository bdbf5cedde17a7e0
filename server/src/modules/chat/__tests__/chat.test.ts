// Private chat: who may write (every role, the owner's audience rule, owner blocks, a paused inbox), who may
// read (HTTP, node and nodes, websockets; API tokens never), unread counters kept with the messages, the
// edit window, word filters and rate limits, owner inbox filters, and live delivery to both sides.
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { configureRateLimits } from '../../../platform/rate-limit.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub, createStoredFile } from '../../../testing/fixtures.ts';
import { tokenHeaders } from '../../clubs/__tests__/community-helpers.ts';
import { community, type Data, gql, join, person, type Person, sleep, subscribe, warmUp, wsClient } from '../../comments/__tests__/community-helpers.ts';
import { CHAT_EDIT_RATE_LIMIT, CHAT_EDIT_WINDOW_MS, CHAT_RATE_LIMIT, CHAT_TYPING_INTERVAL_MS, sendTyping } from '../chat.service.ts';

const database = setupTestDatabase();
let app: App;
let c: Awaited<ReturnType<typeof community>>;
let otherOwner: Person;
const clients: Client[] = [];

beforeAll(async () => {
  app = await startTestApp(database.current.url);
  c = await community();
  otherOwner = await person({ role: 'CREATOR', nickname: 'Other owner' });
  await createClub({ ownerId: otherOwner.id });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await app?.close();
});

const clubGid = () => encodeGlobalID('Club', c.club.id);
const convGid = (id: string) => encodeGlobalID('ChatConversation', id);

const SEND = `mutation ($input: SendChatMessageInput!) { sendChatMessage(input: $input) {
  __typename ... on ChatMessagePayload { message { id body viewerIsSender fromOwner } conversation { id viewerUnreadCount } }
  ... on Error { code } ... on ChatPlanRequiredError { minPlanLevel } } }`;
const CLUB_CHAT = `query ($id: ID!) { node(id: $id) { ... on Club { chat { audience minPlanLevel inboxPaused blockedWords
  viewerPermission { canWrite refusal minPlanLevel } viewerConversation { id viewerUnreadCount } } } } }`;
const UNREAD = `{ chatUnreadCount }`;

/** The union member's __typename (or its code), or the top-level error code. */
async function outcome(who: Person | Record<string, string>, query: string, variables: Record<string, unknown>, field: string): Promise<string> {
  const res = 'headers' in who ? await gql(app, who as Person, query, variables) : await gql(app, { id: '', headers: who as Record<string, string>, cookie: null }, query, variables);
  if (res.errors?.length) return String(res.errors[0].extensions?.code ?? res.errors[0].message);
  const data = res.data![field];
  return data?.code ?? data?.__typename ?? String(data);
}

const sendToClub = (who: Person | Record<string, string>, body: string, clubId = clubGid()) => outcome(who, SEND, { input: { clubId, body } }, 'sendChatMessage');

async function send(who: Person, input: Record<string, unknown>): Promise<Data> {
  const res = await gql(app, who, SEND, { input });
  expect(res.errors).toBeUndefined();
  expect(res.data!.sendChatMessage.__typename).toBe('ChatMessagePayload');
  return res.data!.sendChatMessage;
}

const unread = async (who: Person) => (await gql(app, who, UNREAD)).data!.chatUnreadCount as number;

async function setSettings(variables: Record<string, unknown>) {
  const res = await gql(app, c.owner, `mutation ($clubId: ID!, $audience: ChatAudience, $minPlanLevel: Int, $inboxPaused: Boolean, $blockedWords: [String!]) {
    updateChatSettings(clubId: $clubId, audience: $audience, minPlanLevel: $minPlanLevel, inboxPaused: $inboxPaused, blockedWords: $blockedWords) {
      __typename ... on Error { code } } }`, { clubId: clubGid(), ...variables });
  expect(res.errors).toBeUndefined();
  return res.data!.updateChatSettings.__typename as string;
}

/** A fresh member of the club, optionally a subscriber of a plan of `level`. */
async function fan(level?: number): Promise<Person> {
  const who = await person();
  await join(c.club.id, who.id);
  if (level) {
    const plan = await db().plan.create({ data: { clubId: c.club.id, name: `Level ${level}`, monthlyPrice: 1000 * level, benefits: [], level } });
    await db().subscription.create({ data: { clubId: c.club.id, planId: plan.id, userId: who.id, currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) } });
  }
  return who;
}

describe('who may write', () => {
  it('follows the owner’s rule for every role, and tells the fan why not', async () => {
    const [level1, level2, level3] = [await fan(1), await fan(2), await fan(3)];
    // Members (the default).
    expect(await sendToClub(c.guest, 'hi')).toBe('UNAUTHENTICATED');
    expect(await sendToClub(c.user, 'hi')).toBe('MEMBERSHIP_REQUIRED');
    expect(await sendToClub(c.member, 'hi from a member')).toBe('ChatMessagePayload');
    expect(await sendToClub(level1, 'hi')).toBe('ChatMessagePayload');
    expect(await sendToClub(c.owner, 'hi')).toBe('CHAT_OWNER_CANNOT_CHAT');
    expect(await sendToClub(otherOwner, 'hi')).toBe('MEMBERSHIP_REQUIRED');
    expect(await sendToClub(c.admin, 'hi')).toBe('MEMBERSHIP_REQUIRED');
    // Tokens never chat, whatever their scopes: private messages are session-only.
    const token = await tokenHeaders(c.member.id, ['ACCOUNTS_READ', 'ACCOUNTS_WRITE', 'CLUBS_READ', 'CLUBS_WRITE', 'POSTS_READ', 'POSTS_WRITE', 'MEMBERSHIPS_READ', 'MEMBERSHIPS_WRITE']);
    expect(await sendToClub(token, 'hi')).toBe('FORBIDDEN');

    // Subscribers of level 2 and above.
    expect(await setSettings({ audience: 'SUBSCRIBERS', minPlanLevel: 2 })).toBe('Club');
    expect(await sendToClub(c.member, 'again')).toBe('CHAT_PLAN_REQUIRED');
    expect(await sendToClub(level1, 'again')).toBe('CHAT_PLAN_REQUIRED');
    expect(await sendToClub(level2, 'hi')).toBe('ChatMessagePayload');
    expect(await sendToClub(level3, 'hi')).toBe('ChatMessagePayload');
    const seen = (await gql(app, level1, CLUB_CHAT, { id: clubGid() })).data!.node.chat;
    expect(seen).toMatchObject({ audience: 'SUBSCRIBERS', minPlanLevel: 2, blockedWords: null, viewerPermission: { canWrite: false, refusal: 'CHAT_PLAN_REQUIRED', minPlanLevel: 2 } });
    expect((await gql(app, c.owner, CLUB_CHAT, { id: clubGid() })).data!.node.chat.viewerPermission.refusal).toBe('CHAT_OWNER_CANNOT_CHAT');
    expect((await gql(app, c.guest, CLUB_CHAT, { id: clubGid() })).data!.node.chat.viewerPermission.refusal).toBe('SIGN_IN');
    // An expired subscription no longer counts.
    await db().subscription.updateMany({ where: { userId: level3.id }, data: { status: 'EXPIRED', method: 'VIRTUAL_ACCOUNT', currentPeriodEnd: new Date(Date.now() - 1000) } });
    expect(await sendToClub(level3, 'still?')).toBe('CHAT_PLAN_REQUIRED');

    // A paused inbox: fans are told, the owner can still answer.
    expect(await setSettings({ audience: 'MEMBERS', inboxPaused: true })).toBe('Club');
    expect(await sendToClub(c.member, 'paused?')).toBe('CHAT_INBOX_PAUSED');
    expect((await gql(app, c.member, CLUB_CHAT, { id: clubGid() })).data!.node.chat).toMatchObject({ inboxPaused: true, viewerPermission: { refusal: 'CHAT_INBOX_PAUSED' } });
    const conv = await db().chatConversation.findFirstOrThrow({ where: { fanId: c.member.id } });
    expect(await outcome(c.owner, SEND, { input: { conversationId: convGid(conv.id), body: 'I am back soon' } }, 'sendChatMessage')).toBe('ChatMessagePayload');
    expect(await setSettings({ inboxPaused: false })).toBe('Club');

    // Only the owner changes the settings.
    for (const who of [c.member, c.subscriber, otherOwner, c.admin]) {
      expect(await outcome(who, `mutation ($clubId: ID!) { updateChatSettings(clubId: $clubId, inboxPaused: true) { __typename ... on Error { code } } }`, { clubId: clubGid() }, 'updateChatSettings')).toBe('NOT_FOUND');
    }
  });

  it('lets the owner block one fan (conversation-level): they read but cannot write', async () => {
    const blocked = await fan();
    const { conversation } = await send(blocked, { clubId: clubGid(), body: 'hello' });
    const BLOCK = `mutation ($id: ID!, $b: Boolean) { updateChatConversation(conversationId: $id, blocked: $b) { __typename ... on ChatConversationUpdated { conversation { blocked } } ... on Error { code } } }`;
    expect(await outcome(blocked, BLOCK, { id: conversation.id, b: true }, 'updateChatConversation')).toBe('NOT_FOUND');
    expect((await gql(app, c.owner, BLOCK, { id: conversation.id, b: true })).data!.updateChatConversation.conversation.blocked).toBe(true);
    expect(await sendToClub(blocked, 'let me in')).toBe('CHAT_BLOCKED');
    expect(await outcome(blocked, SEND, { input: { conversationId: conversation.id, body: 'x' } }, 'sendChatMessage')).toBe('CHAT_BLOCKED');
    // Nor can they rewrite what they sent (within the edit window) into something new; deleting it stays theirs.
    const EDIT = `mutation ($id: ID!, $body: String!) { editChatMessage(messageId: $id, body: $body) { __typename ... on Error { code } } }`;
    const sent = (await db().chatMessage.findFirstOrThrow({ where: { senderId: blocked.id, body: 'hello' } })).id;
    expect(await outcome(blocked, EDIT, { id: encodeGlobalID('ChatMessage', sent), body: 'REWRITTEN AFTER THE BLOCK' }, 'editChatMessage')).toBe('CHAT_BLOCKED');
    expect((await db().chatMessage.findUniqueOrThrow({ where: { id: sent } })).body).toBe('hello');
    const read = await gql(app, blocked, `query ($id: ID!) { node(id: $id) { ... on ChatConversation { blocked viewerPermission { refusal } messages(first: 5) { edges { node { body } } } } } }`, { id: conversation.id });
    expect(read.data!.node).toEqual({ blocked: null, viewerPermission: { refusal: 'CHAT_BLOCKED' }, messages: { edges: [{ node: { body: 'hello' } }] } });
    await gql(app, c.owner, BLOCK, { id: conversation.id, b: false });
    expect(await sendToClub(blocked, 'thanks')).toBe('ChatMessagePayload');
  });
});

describe('blocks and reports', () => {
  it('keeps anyone from writing to a deleted account', async () => {
    const who = await fan();
    const { conversation } = await send(who, { clubId: clubGid(), body: 'see you' });
    await db().user.update({ where: { id: who.id }, data: { status: 'DELETED', deletedAt: new Date() } });
    expect(await outcome(c.owner, SEND, { input: { conversationId: conversation.id, body: 'bye?' } }, 'sendChatMessage')).toBe('CHAT_BLOCKED');
    // The inbox names them as everywhere else, in the owner's language.
    const inKorean = { ...c.owner, headers: { ...c.owner.headers, 'accept-language': 'ko' } };
    const read = await gql(app, inKorean, `query ($id: ID!) { node(id: $id) { ... on ChatConversation { fanNickname } } }`, { id: conversation.id });
    expect(read.data!.node).toEqual({ fanNickname: '탈퇴한 사용자' });
  });

  it('keeps a fan and the owner from writing to each other when either blocked the other (user blocks)', async () => {
    const BLOCK = `mutation ($input: BlockUserInput!) { blockUser(input: $input) { __typename } }`;
    const UNBLOCK = `mutation ($input: BlockUserInput!) { unblockUser(input: $input) { __typename } }`;
    const who = await fan();
    const { conversation } = await send(who, { clubId: clubGid(), body: 'hi there' });
    const refusal = async (viewer: Person) => (await gql(app, viewer, CLUB_CHAT, { id: clubGid() })).data!.node.chat.viewerPermission.refusal;
    const ownerRefusal = async () =>
      (await gql(app, c.owner, `query ($id: ID!) { node(id: $id) { ... on ChatConversation { viewerPermission { refusal } } } }`, { id: conversation.id })).data!.node.viewerPermission.refusal;
    // The fan blocks the creator: neither side writes, and the fan is told it is their own block (they can lift it).
    await gql(app, who, BLOCK, { input: { userId: encodeGlobalID('User', c.owner.id) } });
    expect(await sendToClub(who, 'hello?')).toBe('CHAT_VIEWER_BLOCKED');
    expect(await refusal(who)).toBe('CHAT_VIEWER_BLOCKED');
    expect(await outcome(c.owner, SEND, { input: { conversationId: conversation.id, body: 'hi!' } }, 'sendChatMessage')).toBe('CHAT_BLOCKED');
    expect(await ownerRefusal()).toBe('CHAT_BLOCKED');
    await gql(app, who, UNBLOCK, { input: { userId: encodeGlobalID('User', c.owner.id) } });
    // The creator blocks the fan: the fan keeps the old wording; the creator is told it is their block.
    await gql(app, c.owner, BLOCK, { input: { userId: encodeGlobalID('User', who.id) } });
    expect(await sendToClub(who, 'hello?')).toBe('CHAT_BLOCKED');
    const EDIT = `mutation ($id: ID!, $body: String!) { editChatMessage(messageId: $id, body: $body) { __typename ... on Error { code } } }`;
    const sent = (await db().chatMessage.findFirstOrThrow({ where: { senderId: who.id, body: 'hi there' } })).id;
    expect(await outcome(who, EDIT, { id: encodeGlobalID('ChatMessage', sent), body: 'REWRITTEN' }, 'editChatMessage')).toBe('CHAT_BLOCKED');
    expect(await refusal(who)).toBe('CHAT_BLOCKED');
    expect(await ownerRefusal()).toBe('CHAT_VIEWER_BLOCKED');
    await gql(app, c.owner, UNBLOCK, { input: { userId: encodeGlobalID('User', who.id) } });
    expect(await sendToClub(who, 'back again')).toBe('ChatMessagePayload');
  });

  it('lets the two sides report a message, and an administrator erase it from the report (audited)', async () => {
    const REPORT = `mutation ($input: ReportContentInput!) { reportContent(input: $input) { __typename ... on ReportContentSuccess { report { id targetKind excerpt } } ... on Error { code } } }`;
    const RESOLVE = `mutation ($input: ResolveReportInput!) { resolveReport(input: $input) { __typename ... on Error { code } } }`;
    const who = await fan();
    const { message } = await send(who, { clubId: clubGid(), body: 'buy followers at spam.example' });
    const input = { targetId: message.id, reason: 'SPAM' };
    // Someone outside the conversation cannot even tell the message exists.
    expect(await outcome(c.member, REPORT, { input }, 'reportContent')).toBe('NOT_FOUND');
    const filed = await gql(app, c.owner, REPORT, { input });
    expect(filed.data!.reportContent.report).toMatchObject({ targetKind: 'CHAT_MESSAGE', excerpt: 'buy followers at spam.example' });
    const before = await unread(c.owner);
    expect(await outcome(c.admin, RESOLVE, { input: { reportId: filed.data!.reportContent.report.id, action: 'DELETE' } }, 'resolveReport')).toBe('ResolveReportSuccess');
    const erased = await db().chatMessage.findFirstOrThrow({ where: { conversation: { fanId: who.id } } });
    expect(erased).toMatchObject({ body: '', deletedAt: expect.any(Date) });
    // It was unread by the owner: the counters forget it.
    expect(await unread(c.owner)).toBe(before - 1);
    expect(await db().auditLog.findFirst({ where: { action: 'report.delete', actorId: c.admin.id }, orderBy: { createdAt: 'desc' } })).toBeTruthy();
  });
});

describe('who may read', () => {
  it('shows a conversation and its messages to its two sides only, never to tokens', async () => {
    const writer = await fan();
    const { conversation, message } = await send(writer, { clubId: clubGid(), body: 'secret' });
    const READ = `query ($c: ID!, $m: ID!) { c: node(id: $c) { ... on ChatConversation { id messages(first: 3) { edges { node { body } } } } }
      m: node(id: $m) { ... on ChatMessage { body } } n: nodes(ids: [$c, $m]) { id } }`;
    const vars = { c: conversation.id, m: message.id };
    for (const who of [writer, c.owner]) {
      const res = await gql(app, who, READ, vars);
      expect(res.errors).toBeUndefined();
      expect(res.data!.c.messages.edges[0].node.body).toBe('secret');
      expect(res.data!.m.body).toBe('secret');
      expect(res.data!.n).toHaveLength(2);
    }
    for (const who of [c.guest, c.user, c.member, c.subscriber, otherOwner, c.admin]) {
      const res = await gql(app, who, READ, vars);
      expect(res.errors, who.id).toBeUndefined();
      expect(res.data).toEqual({ c: null, m: null, n: [null, null] });
    }
    for (const headers of [await tokenHeaders(writer.id, ['ACCOUNTS_READ', 'CLUBS_READ', 'POSTS_READ']), await tokenHeaders(c.owner.id, ['ACCOUNTS_READ', 'CLUBS_READ', 'REVENUE_READ'])]) {
      const res = await gql(app, { id: '', headers, cookie: null }, READ, vars);
      // A token finds no conversation or message by id (they resolve to null, nothing of them is sent).
      expect(res.data).toEqual({ c: null, m: null, n: [null, null] });
      expect(await outcome(headers, UNREAD, {}, 'chatUnreadCount')).toBe('0');
      const inbox = await gql(app, { id: '', headers, cookie: null }, `{ chatInbox(first: 5) { totalCount } }`);
      expect(inbox.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    // The inbox is the owner's own: others see only their own (empty) inbox; guests are refused.
    const INBOX = `{ chatInbox(first: 50) { edges { node { id } } } }`;
    expect((await gql(app, c.owner, INBOX)).data!.chatInbox.edges.map((e: Data) => e.node.id)).toContain(conversation.id);
    for (const who of [c.member, writer, otherOwner, c.admin]) expect((await gql(app, who, INBOX)).data!.chatInbox.edges).toEqual([]);
    expect((await gql(app, c.guest, INBOX)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses the websockets of everyone but the two sides', async () => {
    const writer = await fan();
    const { conversation } = await send(writer, { clubId: clubGid(), body: 'ws' });
    const EVENTS = `subscription ($id: ID!) { chatEvents(conversationId: $id) { kind } }`;
    const token = await tokenHeaders(writer.id, ['ACCOUNTS_READ', 'POSTS_READ']);
    const cases: [Person | Record<string, string>, string][] = [
      [c.guest, 'UNAUTHENTICATED'],
      [c.user, 'NOT_FOUND'],
      [c.member, 'NOT_FOUND'],
      [c.subscriber, 'NOT_FOUND'],
      [otherOwner, 'NOT_FOUND'],
      [c.admin, 'NOT_FOUND'],
      [token, 'FORBIDDEN'],
    ];
    for (const [who, code] of cases) {
      const { websocketClient } = await import('../../../testing/websocket.ts');
      const client = 'headers' in who ? wsClient(app, who as Person) : websocketClient(app, who as Record<string, string>);
      clients.push(client);
      const sub = subscribe(client, EVENTS, { id: conversation.id });
      const inbox = subscribe(client, `subscription { chatInboxChanged { chatUnreadCount } }`);
      const deadline = Date.now() + 3000;
      while (sub.errors.length === 0 && Date.now() < deadline) await sleep(25);
      expect(JSON.stringify(sub.errors)).toContain(code);
      if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') {
        while (inbox.errors.length === 0 && Date.now() < deadline) await sleep(25);
        expect(JSON.stringify(inbox.errors)).toContain(code);
      }
    }
  });
});

describe('live delivery and unread counts', () => {
  it('pushes messages, edits, deletes, reads and typing to both sides, with counters kept exact', async () => {
    const writer = await fan();
    const ownerBefore = await unread(c.owner);
    const { conversation, message: first } = await send(writer, { clubId: clubGid(), body: 'first' });
    expect(await unread(c.owner)).toBe(ownerBefore + 1);
    expect(await unread(writer)).toBe(0);

    const fanClient = wsClient(app, writer);
    const ownerClient = wsClient(app, c.owner);
    clients.push(fanClient, ownerClient);
    const EVENTS = `subscription ($id: ID!) { chatEvents(conversationId: $id) { kind byViewer message { id body isDeleted fromOwner } conversation { viewerUnreadCount } } }`;
    const fanSub = subscribe<Data>(fanClient, EVENTS, { id: conversation.id });
    const ownerSub = subscribe<Data>(ownerClient, EVENTS, { id: conversation.id });
    const ownerInbox = subscribe<Data>(ownerClient, `subscription { chatInboxChanged { chatUnreadCount conversation { id fanNickname } } }`);
    const rawId = decodeId(conversation.id);
    const typingWarmUp = () => app.pubsub.publish('chat:event', rawId, { kind: 'TYPING', messageId: null, userId: 'warm-up' });
    await warmUp(fanSub, typingWarmUp, (e) => e.chatEvents.kind === 'TYPING');
    await warmUp(ownerSub, typingWarmUp, (e) => e.chatEvents.kind === 'TYPING');
    await warmUp(ownerInbox, () => app.pubsub.publish('user:chat', c.owner.id, { conversationId: rawId }), () => true);
    await sleep(150);
    ownerInbox.drop = null;
    ownerInbox.events.length = 0;
    fanSub.drop = ownerSub.drop = null;
    fanSub.events.length = ownerSub.events.length = 0;

    // The fan writes: the owner sees it live, and their tab bar count goes up.
    const second = await send(writer, { conversationId: conversation.id, body: 'second' });
    const [ownerGot] = await ownerSub.next(1);
    expect(ownerGot.chatEvents).toMatchObject({ kind: 'ADDED', byViewer: false, message: { id: second.message.id, body: 'second', fromOwner: false }, conversation: { viewerUnreadCount: 2 } });
    const [inboxGot] = await ownerInbox.next(1);
    expect(inboxGot.chatInboxChanged).toMatchObject({ chatUnreadCount: ownerBefore + 2, conversation: { id: conversation.id } });
    expect((await fanSub.next(1))[0].chatEvents).toMatchObject({ kind: 'ADDED', byViewer: true });

    // The owner reads and replies: the fan sees both live.
    const READ = `mutation ($id: ID!) { markChatRead(conversationId: $id) { __typename ... on ChatReadPayload { chatUnreadCount conversation { viewerUnreadCount } } } }`;
    const read = await gql(app, c.owner, READ, { id: conversation.id });
    expect(read.data!.markChatRead).toMatchObject({ chatUnreadCount: ownerBefore, conversation: { viewerUnreadCount: 0 } });
    const reply = await send(c.owner, { conversationId: conversation.id, body: 'thank you!' });
    const fanEvents = await fanSub.next(3);
    expect(fanEvents.slice(1).map((e) => e.chatEvents.kind)).toEqual(['READ', 'ADDED']);
    expect(fanEvents[2].chatEvents).toMatchObject({ byViewer: false, message: { body: 'thank you!', fromOwner: true }, conversation: { viewerUnreadCount: 1 } });
    expect(await unread(writer)).toBe(1);

    // Typing reaches the other side, stores nothing.
    await gql(app, writer, `mutation ($id: ID!) { sendChatTyping(conversationId: $id) { __typename } }`, { id: conversation.id });
    const ownerEvents = await ownerSub.next(4);
    expect(ownerEvents.map((e) => e.chatEvents.kind)).toEqual(['ADDED', 'READ', 'ADDED', 'TYPING']);

    // The owner deletes the reply before the fan read it: the fan's count goes back down.
    const DELETE = `mutation ($id: ID!) { deleteChatMessage(messageId: $id) { __typename ... on ChatMessagePayload { message { body isDeleted } } ... on Error { code } } }`;
    expect(await outcome(writer, DELETE, { id: reply.message.id }, 'deleteChatMessage')).toBe('NOT_FOUND');
    expect((await gql(app, c.owner, DELETE, { id: reply.message.id })).data!.deleteChatMessage.message).toEqual({ body: null, isDeleted: true });
    expect(await unread(writer)).toBe(0);
    const deleted = (await fanSub.next(5))[4].chatEvents;
    expect(deleted).toMatchObject({ kind: 'DELETED', message: { isDeleted: true, body: null } });

    // Edits within the window; not after it.
    const EDIT = `mutation ($id: ID!, $body: String!) { editChatMessage(messageId: $id, body: $body) { __typename ... on ChatMessagePayload { message { body } } ... on Error { code } } }`;
    expect((await gql(app, writer, EDIT, { id: second.message.id, body: 'second (edited)' })).data!.editChatMessage.message.body).toBe('second (edited)');
    expect((await ownerSub.next(6))[5].chatEvents).toMatchObject({ kind: 'EDITED', message: { body: 'second (edited)' } });
    await db().chatMessage.update({ where: { id: decodeId(first.id) }, data: { createdAt: new Date(Date.now() - CHAT_EDIT_WINDOW_MS - 1000) } });
    expect(await outcome(writer, EDIT, { id: first.id, body: 'late' }, 'editChatMessage')).toBe('CHAT_EDIT_WINDOW_PASSED');
    expect(await outcome(writer, DELETE, { id: first.id }, 'deleteChatMessage')).toBe('CHAT_EDIT_WINDOW_PASSED');
    expect(await outcome(c.owner, EDIT, { id: second.message.id, body: 'not mine' }, 'editChatMessage')).toBe('NOT_FOUND');

    // The counters equal what the messages say.
    const row = await db().chatConversation.findUniqueOrThrow({ where: { id: decodeId(conversation.id) } });
    expect(row.messageCount).toBe(await db().chatMessage.count({ where: { conversationId: row.id } }));
  });

  it('keeps a muted conversation off the owner’s tab bar, and the inbox filters', async () => {
    const quiet = await fan(1);
    const { conversation } = await send(quiet, { clubId: clubGid(), body: 'one' });
    await send(quiet, { conversationId: conversation.id, body: 'two' });
    const before = await unread(c.owner);
    const MUTE = `mutation ($id: ID!, $m: Boolean, $s: Boolean) { updateChatConversation(conversationId: $id, muted: $m, starred: $s) { __typename ... on ChatConversationUpdated { chatUnreadCount } } }`;
    expect((await gql(app, c.owner, MUTE, { id: conversation.id, m: true, s: true })).data!.updateChatConversation.chatUnreadCount).toBe(before - 2);
    await send(quiet, { conversationId: conversation.id, body: 'three' });
    expect(await unread(c.owner)).toBe(before - 2);
    expect((await gql(app, c.owner, MUTE, { id: conversation.id, m: false })).data!.updateChatConversation.chatUnreadCount).toBe(before + 1);

    const INBOX = `query ($f: ChatInboxFilter, $l: Int) { chatInbox(first: 30, filter: $f, minPlanLevel: $l) { totalCount edges { node { id starred viewerUnreadCount lastMessage { body }
      fanSubscription { planName planLevel monthsTogether isLive since } } } } }`;
    const ids = async (f: string, l?: number) => (await gql(app, c.owner, INBOX, { f, l })).data!.chatInbox.edges.map((e: Data) => e.node.id);
    const allRes = await gql(app, c.owner, INBOX, { f: 'ALL' });
    expect(allRes.errors).toBeUndefined();
    const all = allRes.data!.chatInbox;
    expect(all.edges[0].node).toMatchObject({ id: conversation.id, starred: true, viewerUnreadCount: 3, lastMessage: { body: 'three' }, fanSubscription: { planName: 'Level 1', planLevel: 1, monthsTogether: 1, isLive: true } });
    expect(all.totalCount).toBe(all.edges.length);
    expect(await ids('STARRED')).toEqual([conversation.id]);
    expect(await ids('UNREAD')).toContain(conversation.id);
    expect(await ids('SUBSCRIBERS')).toContain(conversation.id);
    expect(await ids('SUBSCRIBERS', 2)).not.toContain(conversation.id);
    const CLUB_INBOX = `query ($c: ID) { chatInbox(first: 30, clubId: $c) { totalCount edges { node { id } } } }`;
    expect((await gql(app, c.owner, CLUB_INBOX, { c: clubGid() })).data!.chatInbox.edges.map((e: Data) => e.node.id)).toContain(conversation.id);
    // A club id holding no UUID matches nothing, instead of failing the request.
    expect((await gql(app, c.owner, CLUB_INBOX, { c: encodeGlobalID('Club', 'nonsense') })).data!.chatInbox).toEqual({ totalCount: 0, edges: [] });
    await gql(app, c.owner, `mutation ($id: ID!) { markChatRead(conversationId: $id) { __typename } }`, { id: conversation.id });
    expect(await ids('UNREAD')).not.toContain(conversation.id);
    // The fan never sees the owner-side flags.
    const fanView = await gql(app, quiet, `query ($id: ID!) { node(id: $id) { ... on ChatConversation { starred muted blocked fanSubscription { planName } viewerSide } } }`, { id: conversation.id });
    expect(fanView.data!.node).toEqual({ starred: null, muted: null, blocked: null, fanSubscription: null, viewerSide: 'FAN' });
  });
});

describe('word filters, images and rate limits', () => {
  it('refuses messages with a filtered word, and edits that add one', async () => {
    expect(await setSettings({ blockedWords: ['  Spam ', 'badword'] })).toBe('Club');
    expect((await gql(app, c.owner, CLUB_CHAT, { id: clubGid() })).data!.node.chat.blockedWords).toEqual(['spam', 'badword']);
    const writer = await fan();
    expect(await sendToClub(writer, 'buy SPAM now')).toBe('CHAT_WORD_FILTERED');
    expect(await db().chatMessage.count({ where: { senderId: writer.id } })).toBe(0);
    const { message } = await send(writer, { clubId: clubGid(), body: 'clean' });
    const EDIT = `mutation ($id: ID!, $body: String!) { editChatMessage(messageId: $id, body: $body) { __typename ... on Error { code } } }`;
    expect(await outcome(writer, EDIT, { id: message.id, body: 'a badword' }, 'editChatMessage')).toBe('CHAT_WORD_FILTERED');
    expect(await sendToClub(writer, '   ')).toBe('REQUIRED');
    expect(await sendToClub(writer, 'x'.repeat(2001))).toBe('INVALID_INPUT');
    await setSettings({ blockedWords: [] });
  });

  it('sends images uploaded by the sender only', async () => {
    const writer = await fan();
    const own = await createStoredFile({ ownerId: writer.id, kind: 'IMAGE' });
    const others = await createStoredFile({ ownerId: c.member.id, kind: 'IMAGE' });
    const IMG = `mutation ($input: SendChatMessageInput!) { sendChatMessage(input: $input) { __typename ... on ChatMessagePayload { message { body imageUrl } } ... on Error { code } } }`;
    const ok = await gql(app, writer, IMG, { input: { clubId: clubGid(), body: '', imageFileId: own.id } });
    expect(ok.data!.sendChatMessage.message.imageUrl).toContain(own.id);
    expect(await outcome(writer, IMG, { input: { clubId: clubGid(), body: '', imageFileId: others.id } }, 'sendChatMessage')).toBe('FILE_INVALID');
  });

  it(`limits a fan to ${CHAT_RATE_LIMIT.messages} messages a minute`, async () => {
    const chatty = await fan();
    const results: string[] = [];
    for (let i = 0; i < CHAT_RATE_LIMIT.messages + 2; i++) results.push(await sendToClub(chatty, `m${i}`));
    expect(results.filter((r) => r === 'ChatMessagePayload')).toHaveLength(CHAT_RATE_LIMIT.messages);
    expect(results.slice(-2)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    expect(await db().chatMessage.count({ where: { senderId: chatty.id } })).toBe(CHAT_RATE_LIMIT.messages);
  });
});

describe('pages of messages', () => {
  it('pages back through older messages by keyset', async () => {
    const writer = await fan();
    const { conversation } = await send(writer, { clubId: clubGid(), body: 'm0' });
    const convId = decodeId(conversation.id);
    const base = Date.now() - 60_000;
    await db().chatMessage.createMany({ data: Array.from({ length: 24 }, (_, i) => ({ conversationId: convId, senderId: writer.id, body: `old${i}`, createdAt: new Date(base - (24 - i) * 1000) })) });
    const PAGE = `query ($id: ID!, $after: String) { node(id: $id) { ... on ChatConversation { messages(first: 10, after: $after) { pageInfo { hasNextPage endCursor } edges { node { body } } } } } }`;
    const bodies: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Data = (await gql(app, writer, PAGE, { id: conversation.id, after })).data!.node.messages;
      bodies.push(...page.edges.map((e: Data) => e.node.body));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(bodies).toEqual(['m0', ...Array.from({ length: 24 }, (_, i) => `old${23 - i}`)]);
  });
});

describe('audit 3 fixes', () => {
  /** The chat:event payloads of one conversation published while `during` runs. */
  async function eventsOf(conversationId: string, during: () => Promise<void>): Promise<{ kind: string; userId: string }[]> {
    const it = app.pubsub.subscribe('chat:event', conversationId);
    const got: { kind: string; userId: string }[] = [];
    const reader = (async () => {
      for await (const e of it) got.push(e as never);
    })();
    await sleep(50);
    await during();
    await sleep(150);
    await it.return?.();
    await Promise.race([reader, sleep(100)]);
    return got;
  }

  it('opens one conversation for concurrent first messages, and every one of them lands in it', async () => {
    const who = await fan();
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => sendToClub(who, `race ${i}`)));
    expect(results).toEqual(Array(5).fill('ChatMessagePayload'));
    const convs = await db().chatConversation.findMany({ where: { fanId: who.id } });
    expect(convs).toHaveLength(1);
    expect(convs[0]).toMatchObject({ messageCount: 5, ownerUnread: 5 });
  });

  it('drops typing events of whoever may not write, and more than one per interval', async () => {
    const who = await fan();
    const { conversation } = await send(who, { clubId: clubGid(), body: 'hi' });
    const convId = decodeId(conversation.id);
    const viewer = { id: who.id, role: 'USER' } as never;
    const t0 = Date.now();
    const throttled = await eventsOf(convId, async () => {
      await sendTyping(viewer, convId, app.pubsub, t0);
      await sendTyping(viewer, convId, app.pubsub, t0 + 500);
      await sendTyping(viewer, convId, app.pubsub, t0 + CHAT_TYPING_INTERVAL_MS);
    });
    expect(throttled.filter((e) => e.kind === 'TYPING')).toHaveLength(2);
    // Blocked at conversation level, then by a user block: the mutation answers as usual, nothing is published.
    await gql(app, c.owner, `mutation ($id: ID!) { updateChatConversation(conversationId: $id, blocked: true) { __typename } }`, { id: conversation.id });
    const TYPING = `mutation ($id: ID!) { sendChatTyping(conversationId: $id) { __typename } }`;
    const blocked = await eventsOf(convId, async () => {
      await sendTyping(viewer, convId, app.pubsub, t0 + 10 * CHAT_TYPING_INTERVAL_MS);
      expect(await outcome(who, TYPING, { id: conversation.id }, 'sendChatTyping')).toBe('ChatTypingSent');
    });
    expect(blocked).toHaveLength(0);
    await gql(app, c.owner, `mutation ($id: ID!) { updateChatConversation(conversationId: $id, blocked: false) { __typename } }`, { id: conversation.id });
    await gql(app, c.owner, `mutation ($input: BlockUserInput!) { blockUser(input: $input) { __typename } }`, { input: { userId: encodeGlobalID('User', who.id) } });
    const userBlocked = await eventsOf(convId, () => sendTyping(viewer, convId, app.pubsub, t0 + 20 * CHAT_TYPING_INTERVAL_MS).then(() => undefined));
    expect(userBlocked).toHaveLength(0);
  });

  it('tells a banned fan they are banned, not to join the club', async () => {
    const who = await fan();
    const { conversation } = await send(who, { clubId: clubGid(), body: 'hello' });
    const ban = await gql(app, c.owner, `mutation ($input: BanFromClubInput!) { banFromClub(input: $input) { __typename } }`, {
      input: { clubId: clubGid(), userId: encodeGlobalID('User', who.id) },
    });
    expect(ban.data!.banFromClub.__typename).toBe('BanFromClubSuccess');
    expect((await gql(app, who, CLUB_CHAT, { id: clubGid() })).data!.node.chat.viewerPermission).toMatchObject({ canWrite: false, refusal: 'CLUB_BANNED' });
    expect(await outcome(who, SEND, { input: { conversationId: conversation.id, body: 'still here?' } }, 'sendChatMessage')).toBe('CLUB_BANNED');
    // Someone who never joined is still told to join.
    expect((await gql(app, await person(), CLUB_CHAT, { id: clubGid() })).data!.node.chat.viewerPermission.refusal).toBe('MEMBERSHIP_REQUIRED');
  });

  it('refuses a message that shows nothing, and counts the limit in characters', async () => {
    const who = await fan();
    expect(await sendToClub(who, '\u200b\u2060 \u200b')).toBe('REQUIRED');
    // 1,500 emoji: 1,500 characters (3,000 UTF-16 units) pass; 2,001 characters do not.
    expect(await sendToClub(who, '😀'.repeat(1500))).toBe('ChatMessagePayload');
    expect(await sendToClub(who, '😀'.repeat(2001))).toBe('INVALID_INPUT');
  });

  it('refuses a filtered word that shows nothing', async () => {
    expect(await setSettings({ blockedWords: ['ok', '\u200b'] })).toBe('InvalidInputError');
    expect(await setSettings({ blockedWords: ['\u0301'] })).toBe('InvalidInputError');
    expect((await db().chatSettings.findUnique({ where: { clubId: c.club.id } }))?.blockedWords ?? []).not.toContain('\u200b');
    expect(await sendToClub(await fan(), 'an ordinary message')).toBe('ChatMessagePayload');
  });

  it('shows an administrator the picture of a reported image-only message while the report is open', async () => {
    const REPORT = `mutation ($input: ReportContentInput!) { reportContent(input: $input) { __typename ... on ReportContentSuccess { report { id excerpt } } ... on Error { code } } }`;
    const VIEW = `query ($id: ID!) { node(id: $id) { ... on Report { excerpt imageUrl } } }`;
    const who = await fan();
    const file = await createStoredFile({ ownerId: who.id, kind: 'IMAGE' });
    const { message } = await send(who, { clubId: clubGid(), body: '', imageFileId: file.id });
    const filed = await gql(app, c.owner, REPORT, { input: { targetId: message.id, reason: 'SPAM' } });
    const report = filed.data!.reportContent.report;
    expect(report.excerpt).toBe('[image]');
    const seen = (await gql(app, c.admin, VIEW, { id: report.id })).data!.node;
    expect(seen).toMatchObject({ excerpt: '[image]' });
    expect(seen.imageUrl).toContain(file.id);
    // Only while the report is open.
    await db().report.update({ where: { id: decodeId(report.id) }, data: { status: 'RESOLVED', openTargetId: null } });
    expect((await gql(app, c.admin, VIEW, { id: report.id })).data!.node.imageUrl).toBeNull();
  });
});

describe('audit 4 fixes', () => {
  const EDIT = `mutation ($id: ID!, $body: String!) { editChatMessage(messageId: $id, body: $body) { __typename ... on Error { code } } }`;

  it('counts messages the word filter refuses toward the send limit', async () => {
    configureRateLimits({ limits: { chatMessageByUser: { points: 3 } } });
    try {
      expect(await setSettings({ blockedWords: ['spam'] })).toBe('Club');
      const prober = await fan();
      for (let i = 0; i < 3; i++) expect(await sendToClub(prober, `spam ${i}`)).toBe('CHAT_WORD_FILTERED');
      expect(await sendToClub(prober, 'an ordinary message')).toBe('RATE_LIMITED');
      expect(await db().chatMessage.count({ where: { senderId: prober.id } })).toBe(0);
    } finally {
      configureRateLimits();
      await setSettings({ blockedWords: [] });
    }
  });

  it(`limits a fan’s edits as their sends (${CHAT_EDIT_RATE_LIMIT.edits} a minute), refused ones counted; not the owner’s`, async () => {
    expect(CHAT_EDIT_RATE_LIMIT).toEqual({ edits: CHAT_RATE_LIMIT.messages, perSeconds: CHAT_RATE_LIMIT.perSeconds });
    configureRateLimits({ limits: { chatEditByUser: { points: 3 } } });
    try {
      expect(await setSettings({ blockedWords: ['spam'] })).toBe('Club');
      const editor = await fan();
      const { message, conversation } = await send(editor, { clubId: clubGid(), body: 'v0' });
      expect(await outcome(editor, EDIT, { id: message.id, body: 'spam v1' }, 'editChatMessage')).toBe('CHAT_WORD_FILTERED');
      expect(await outcome(editor, EDIT, { id: message.id, body: 'v2' }, 'editChatMessage')).toBe('ChatMessagePayload');
      expect(await outcome(editor, EDIT, { id: message.id, body: 'v3' }, 'editChatMessage')).toBe('ChatMessagePayload');
      expect(await outcome(editor, EDIT, { id: message.id, body: 'v4' }, 'editChatMessage')).toBe('RATE_LIMITED');
      expect((await db().chatMessage.findUniqueOrThrow({ where: { id: decodeId(message.id) } })).body).toBe('v3');
      // The owner's sends are not limited, nor are their edits.
      const reply = await send(c.owner, { conversationId: conversation.id, body: 'r0' });
      for (let i = 1; i <= 4; i++) expect(await outcome(c.owner, EDIT, { id: reply.message.id, body: `r${i}` }, 'editChatMessage')).toBe('ChatMessagePayload');
    } finally {
      configureRateLimits();
      await setSettings({ blockedWords: [] });
    }
  });

  it('shows the owner each fan by their name in the conversation’s club, else their main one', async () => {
    const named = await person({ nickname: 'Main Name' });
    await db().clubMember.create({ data: { clubId: c.club.id, userId: named.id, nickname: 'Club Name', avatarUrl: 'https://cdn.example/club-face.png' } });
    const plain = await person({ nickname: 'Plain Main' });
    await join(c.club.id, plain.id);
    const { conversation: namedConv } = await send(named, { clubId: clubGid(), body: 'hi' });
    const { conversation: plainConv } = await send(plain, { clubId: clubGid(), body: 'hi' });
    const inbox = await gql(app, c.owner, `{ chatInbox(first: 10) { edges { node { id fanNickname fanAvatarUrl } } } }`);
    expect(inbox.errors).toBeUndefined();
    const rows = new Map(inbox.data!.chatInbox.edges.map((e: Data) => [e.node.id, e.node]));
    expect(rows.get(namedConv.id)).toEqual({ id: namedConv.id, fanNickname: 'Club Name', fanAvatarUrl: 'https://cdn.example/club-face.png' });
    expect(rows.get(plainConv.id)).toMatchObject({ fanNickname: 'Plain Main' });
    // The conversation screen's header too.
    const node = await gql(app, c.owner, `query ($id: ID!) { node(id: $id) { ... on ChatConversation { fanNickname } } }`, { id: namedConv.id });
    expect(node.data!.node).toEqual({ fanNickname: 'Club Name' });
  });

  it('filters the inbox by subscribers of the conversation’s own club, not of another club of the same owner', async () => {
    const second = await createClub({ ownerId: c.owner.id });
    const plan = await db().plan.create({ data: { clubId: second.id, name: 'Second', monthlyPrice: 1000, benefits: [], level: 1 } });
    const elsewhere = await fan();
    await join(second.id, elsewhere.id);
    await db().subscription.create({ data: { clubId: second.id, planId: plan.id, userId: elsewhere.id, currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) } });
    const { conversation: here } = await send(elsewhere, { clubId: clubGid(), body: 'hi' });
    const { conversation: there } = await send(elsewhere, { clubId: encodeGlobalID('Club', second.id), body: 'hi there' });
    const SUBSCRIBERS = `query ($c: ID) { chatInbox(first: 50, filter: SUBSCRIBERS, clubId: $c) { totalCount edges { node { id } } } }`;
    const ids = async (clubId: string | null) => {
      const res = await gql(app, c.owner, SUBSCRIBERS, { c: clubId });
      expect(res.errors).toBeUndefined();
      expect(res.data!.chatInbox.totalCount).toBe(res.data!.chatInbox.edges.length);
      return res.data!.chatInbox.edges.map((e: Data) => e.node.id as string);
    };
    const all = await ids(null);
    expect(all).toContain(there.id);
    expect(all).not.toContain(here.id);
    expect(await ids(clubGid())).not.toContain(here.id);
    expect(await ids(encodeGlobalID('Club', second.id))).toEqual([there.id]);
  });
});

function decodeId(globalId: string): string {
  return Buffer.from(globalId, 'base64').toString('utf8').split(':').slice(1).join(':');
}
