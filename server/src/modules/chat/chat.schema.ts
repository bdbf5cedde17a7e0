// Private chat in GraphQL: Club.chat (the rule and the fan's conversation), the owner's inbox, messages by
// keyset pages, the mutations, and live events per conversation (chatEvents) and per user (chatInboxChanged).
// Chat is SESSION_ONLY: private messages are never readable or writable with an API token.
import { DELETED_USER_NAME, pickLocale } from '../accounts/account-mail.ts';
import { GraphQLError } from 'graphql';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder, ErrorInterface } from '../../graphql/builder.ts';
import { cursorTimeBound } from '../../graphql/cursor-bound.ts';
import { batchLoader, type Loader } from '../../graphql/batch-loader.ts';
import { actingViewer, idOf } from '../../graphql/acting-viewer.ts';
import { authorizationError, isAdminSession, SESSION_ONLY, sessionOnly } from '../../graphql/auth-guards.ts';
import type { Context } from '../../graphql/context.ts';
import type { ChatConversation, ChatMessage } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import { COUNT_LIMIT } from '../../platform/counts.ts';
import { InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { imageUrl } from '../files/files.service.ts';
import { MembershipRequiredError } from '../clubs/clubs.errors.ts';
import { ClubBannedError } from '../blocks/blocks.errors.ts';
import { ClubNode } from '../clubs/clubs.schema.ts';
import { clubProfile } from '../clubs/club-loaders.ts';
import { monthsSubscribed } from '../memberships/lifecycle.service.ts';
import { isLive } from '../memberships/memberships.service.ts';
import {
  ChatBlockedError,
  ChatEditWindowPassedError,
  ChatInboxPausedError,
  ChatOwnerCannotChatError,
  ChatPlanRequiredError,
  ChatRateLimitedError,
  ChatViewerBlockedError,
  ChatWordFilteredError,
} from './chat.errors.ts';
import {
  CHAT_EDIT_RATE_LIMIT,
  CHAT_EDIT_WINDOW_MS,
  canWrite,
  chatSettingsOf,
  chatUnreadTotal,
  deleteMessage,
  editMessage,
  fanConversationsWhere,
  findConversationsPage,
  findOwnConversation,
  type FanSubscription,
  inboxWhere,
  type InboxFilter,
  latestSubscriptionsOf,
  markRead,
  ownConversationsWhere,
  reportedChatImages,
  sendMessage,
  sendTyping,
  updateChatSettings,
  updateConversation,
} from './chat.service.ts';

/** On a type: tokens are refused (FORBIDDEN) wherever it is reached; sessions and guests pass. */
const sessionType = { authScopes: { apiScope: SESSION_ONLY } } as const;

const isSession = (ctx: Context) => ctx.apiScopes === null;
/** Matches no row: guests and API tokens find no conversation or message by id. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

// ------------------------------------------------------------------ errors

builder.objectType(ChatPlanRequiredError, {
  name: 'ChatPlanRequiredError',
  description: 'The owner lets only subscribers of a plan level or higher write.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ minPlanLevel: t.exposeInt('minPlanLevel', { description: 'The lowest plan level that may write.' }) }),
});
for (const [cls, name, description] of [
  [ChatBlockedError, 'ChatBlockedError', 'The owner is not receiving messages from this fan.'],
  [ChatViewerBlockedError, 'ChatViewerBlockedError', 'The viewer blocked the other side; they must unblock them to write.'],
  [ChatInboxPausedError, 'ChatInboxPausedError', 'The owner has paused their inbox.'],
  [ChatWordFilteredError, 'ChatWordFilteredError', 'The message contains a word the owner filters; it was not sent.'],
  [ChatEditWindowPassedError, 'ChatEditWindowPassedError', `Messages can be changed only within ${CHAT_EDIT_WINDOW_MS / 60_000} minutes of sending.`],
  [ChatOwnerCannotChatError, 'ChatOwnerCannotChatError', 'Owners answer fans from their inbox; they cannot open a conversation in their own club.'],
  [ChatRateLimitedError, 'ChatRateLimitedError', 'Too many messages (or edits) in a short time; wait a moment.'],
] as const) {
  builder.objectType(cls as typeof ChatBlockedError, { name, description, interfaces: [ErrorInterface] });
}

// ------------------------------------------------------------------ enums

const ChatAudienceEnum = builder.enumType('ChatAudience', {
  description: 'Who may open a conversation with the club owner.',
  values: {
    MEMBERS: { description: 'Every member of the club.' },
    SUBSCRIBERS: { description: 'Subscribers of the minimum plan level or higher.' },
  },
});

const ChatRefusalEnum = builder.enumType('ChatRefusal', {
  description: 'Why the viewer cannot write (yet).',
  values: {
    SIGN_IN: { description: 'Sign in first.' },
    MEMBERSHIP_REQUIRED: { description: 'Join the club first.' },
    CLUB_BANNED: { description: 'The owner banned the viewer from the club (they cannot join again).' },
    CHAT_PLAN_REQUIRED: { description: 'Subscribe to the minimum plan level or higher.' },
    CHAT_BLOCKED: { description: 'The other side is not receiving messages from the viewer (a conversation block by the owner, or a user block).' },
    CHAT_VIEWER_BLOCKED: { description: 'The viewer blocked the other side; unblocking them lets the viewer write again.' },
    CHAT_INBOX_PAUSED: { description: 'The owner has paused their inbox.' },
    CHAT_OWNER_CANNOT_CHAT: { description: 'The viewer owns the club; they answer from the inbox.' },
  },
});

const ChatSideEnum = builder.enumType('ChatSide', {
  description: 'A side of a conversation.',
  values: { FAN: { description: 'The fan.' }, OWNER: { description: 'The club owner.' } },
});

const ChatEventKindEnum = builder.enumType('ChatEventKind', {
  description: 'What happened in a conversation.',
  values: {
    ADDED: { description: 'A message was sent.' },
    EDITED: { description: 'A message was edited.' },
    DELETED: { description: 'A message was deleted.' },
    READ: { description: 'A side read the conversation.' },
    TYPING: { description: 'A side is typing.' },
  },
});

const ChatInboxFilterEnum = builder.enumType('ChatInboxFilter', {
  description: 'Which conversations the owner’s inbox lists.',
  values: {
    ALL: { description: 'All conversations with at least one message.' },
    UNREAD: { description: 'With messages the owner has not read.' },
    STARRED: { description: 'Starred by the owner.' },
    SUBSCRIBERS: { description: 'Fans with a live subscription of the given plan level or higher.' },
  },
});

// ------------------------------------------------------------------ loaders

const reportImageLoaders = new WeakMap<object, Loader<string, string | null>>();

/**
 * The picture of an open report's chat message, for an administrator's session (null for everyone else, once
 * resolved, or when the message has none or is gone): administrators do not read chats, so this is all they
 * see of a reported picture. One query per page of reports.
 */
builder.prismaObjectField('Report', 'imageUrl', (t) =>
  t.string({
    nullable: true,
    description: 'For an open report of a chat message with a picture: the picture, for administrators (null otherwise).',
    resolve: async (r, _args, ctx) => {
      if (r.targetKind !== 'CHAT_MESSAGE' || r.status !== 'OPEN' || !isAdminSession(ctx)) return null;
      let load = reportImageLoaders.get(ctx);
      if (!load) {
        load = batchLoader<string, string | null>((k) => k, (ids) => reportedChatImages(ids), null);
        reportImageLoaders.set(ctx, load);
      }
      const fileId = await load(r.targetId);
      return fileId ? imageUrl(fileId) : null;
    },
  }),
);

const subscriptionLoaders = new WeakMap<object, Loader<string, FanSubscription | null>>();

/** The fan's latest subscription in the conversation's club: one query per request for a page. */
function fanSubscriptionOf(ctx: Context, clubId: string, fanId: string) {
  let load = subscriptionLoaders.get(ctx);
  if (!load) {
    const parse = (key: string) => ({ clubId: key.slice(0, 36), userId: key.slice(37) });
    load = batchLoader<string, FanSubscription | null>((k) => k, (keys) => latestSubscriptionsOf(keys.map(parse)), null);
    subscriptionLoaders.set(ctx, load);
  }
  return load(`${clubId}:${fanId}`);
}

// ------------------------------------------------------------------ types

type Permission = { allowed: boolean; refusal: string | null; minPlanLevel: number | null };

const ChatPermissionRef = builder.objectRef<Permission>('ChatPermission').implement({
  description: 'Whether the viewer may write, and why not.',
  fields: (t) => ({
    canWrite: t.boolean({ description: 'The viewer may send a message now.', resolve: (p) => p.allowed }),
    refusal: t.field({ type: ChatRefusalEnum, nullable: true, description: 'Why not; null when they may.', resolve: (p) => p.refusal as never }),
    minPlanLevel: t.int({ nullable: true, description: 'For CHAT_PLAN_REQUIRED: the lowest plan level that may write.', resolve: (p) => p.minPlanLevel }),
  }),
});

const FanSubscriptionRef = builder.objectRef<FanSubscription>('ChatFanSubscription').implement({
  description: 'The fan’s latest subscription in the club (the owner’s “subscriber since” line).',
  fields: (t) => ({
    planName: t.exposeString('planName', { description: 'The plan’s name.' }),
    planLevel: t.exposeInt('level', { description: 'The plan’s level.' }),
    since: t.expose('startedAt', { type: 'DateTime', description: 'When the subscription started.' }),
    monthsTogether: t.int({ description: 'Whole months subscribed (at least 1).', resolve: (s) => monthsSubscribed(s as never) }),
    isLive: t.boolean({ description: 'Benefits are live now.', resolve: (s) => isLive({ status: s.status, currentPeriodEnd: s.currentPeriodEnd }) }),
  }),
});

export const ChatMessageNode = builder.prismaNode('ChatMessage', {
  id: { field: 'id' },
  nullable: true,
  description: 'A message in a private conversation; only its two sides can read it. Its id is stable.',
  ...sessionType,
  findUnique: (id, ctx) => ({ id, conversation: ctx.viewer && isSession(ctx) ? ownConversationsWhere(ctx.viewer) : { id: NO_ID } }),
  fields: (t) => ({
    body: t.string({ nullable: true, description: 'The text; null once deleted.', resolve: (m) => (m.deletedAt ? null : m.body) }),
    imageUrl: t.string({ nullable: true, description: 'The attached image; null without one or once deleted.', resolve: (m) => (m.imageFileId && !m.deletedAt ? imageUrl(m.imageFileId) : null) }),
    isDeleted: t.boolean({ description: 'The sender deleted it.', resolve: (m) => m.deletedAt !== null }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent.' }),
    editedAt: t.expose('editedAt', { type: 'DateTime', nullable: true, description: 'When it was last edited.' }),
    viewerIsSender: t.boolean({ description: 'The viewer sent it.', resolve: (m, _a, ctx) => m.senderId === ctx.viewer?.id }),
    fromOwner: t.boolean({
      description: 'The club owner sent it.',
      select: { conversation: { select: { ownerId: true } } },
      resolve: (m) => m.senderId === (m as unknown as { conversation: { ownerId: string } }).conversation.ownerId,
    }),
    viewerCanEdit: t.boolean({
      description: `The viewer sent it less than ${CHAT_EDIT_WINDOW_MS / 60_000} minutes ago and it is not deleted (edit and delete).`,
      resolve: (m, _a, ctx) => m.senderId === ctx.viewer?.id && !m.deletedAt && Date.now() - m.createdAt.getTime() < CHAT_EDIT_WINDOW_MS,
    }),
  }),
});

const ownerOnly = (c: ChatConversation, ctx: Context) => ctx.viewer?.id === c.ownerId;

export const ChatConversationNode = builder.prismaNode('ChatConversation', {
  id: { field: 'id' },
  nullable: true,
  description: 'A private conversation between a fan and a club owner; only its two sides can read it.',
  ...sessionType,
  findUnique: (id, ctx) => ({ id, AND: [ctx.viewer && isSession(ctx) ? ownConversationsWhere(ctx.viewer) : { ownerId: NO_ID }] }),
  fields: (t) => ({
    club: t.relation('club', { description: 'The club.' }),
    viewerSide: t.field({ type: ChatSideEnum, description: 'The viewer’s side.', resolve: (c, _a, ctx) => (c.fanId === ctx.viewer?.id ? 'FAN' : 'OWNER') }),
    // The conversation belongs to one club: the fan goes by their name there (their per-club profile while a
    // member, batched with the page's other rows), else their main one.
    fanNickname: t.string({
      description: 'The fan’s nickname in the club, else their main one (“Deleted user”, in the viewer’s language, once the fan deleted their account).',
      select: { fan: { select: { nickname: true, status: true } } },
      resolve: async (c, _a, ctx) => {
        const { fan } = c as unknown as { fan: { nickname: string; status: string } };
        if (fan.status === 'DELETED') return DELETED_USER_NAME[pickLocale(ctx.locales)];
        return (await clubProfile(ctx, c.clubId, c.fanId))?.nickname ?? fan.nickname;
      },
    }),
    fanAvatarUrl: t.string({
      nullable: true,
      description: 'The fan’s avatar in the club, else their main one.',
      select: { fan: { select: { avatarUrl: true } } },
      resolve: async (c, _a, ctx) => (await clubProfile(ctx, c.clubId, c.fanId))?.avatarUrl ?? (c as unknown as { fan: { avatarUrl: string | null } }).fan.avatarUrl,
    }),
    lastMessageAt: t.expose('lastMessageAt', { type: 'DateTime', description: 'When the last message was sent (the inbox sorts by it).' }),
    lastMessage: t.relation('lastMessage', { nullable: true, description: 'The last message sent.' }),
    viewerUnreadCount: t.int({ description: 'Messages the viewer has not read (a counter: no COUNT).', resolve: (c, _a, ctx) => (c.fanId === ctx.viewer?.id ? c.fanUnread : c.ownerUnread) }),
    otherSideReadAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the other side last read the conversation (read receipts).',
      resolve: (c, _a, ctx) => (c.fanId === ctx.viewer?.id ? c.ownerReadAt : c.fanReadAt),
    }),
    starred: t.boolean({ nullable: true, description: 'Owner only: starred in the inbox (null for the fan).', resolve: (c, _a, ctx) => (ownerOnly(c, ctx) ? c.starred : null) }),
    muted: t.boolean({ nullable: true, description: 'Owner only: muted (not counted on the tab bar; null for the fan).', resolve: (c, _a, ctx) => (ownerOnly(c, ctx) ? c.muted : null) }),
    blocked: t.boolean({ nullable: true, description: 'Owner only: the fan may not write (null for the fan).', resolve: (c, _a, ctx) => (ownerOnly(c, ctx) ? c.blocked : null) }),
    fanSubscription: t.field({
      type: FanSubscriptionRef,
      nullable: true,
      description: 'Owner only: the fan’s latest subscription in the club (“subscriber since”, months together); null without one and for the fan.',
      resolve: (c, _a, ctx) => (ownerOnly(c, ctx) ? fanSubscriptionOf(ctx, c.clubId, c.fanId) : null),
    }),
    viewerPermission: t.field({
      type: ChatPermissionRef,
      description: 'Whether the viewer may write here now, and why not.',
      resolve: (c, _a, ctx) => canWrite(actingViewer(ctx), { id: c.clubId, ownerId: c.ownerId }, c),
    }),
    messages: t.relatedConnection('messages', {
      // The cursor carries the message's time (ChatMessage's `keyset` unique): the page's index scan starts there.
      cursor: 'keyset',
      description: 'Messages, newest first (keyset pages; `after` reaches older ones).',
      query: (args) => ({ where: cursorTimeBound(args, 'desc'), orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    }),
    messageCount: t.exposeInt('messageCount', { description: 'Messages sent here, deleted ones included (a counter: no COUNT).' }),
  }),
});

type ClubChatShape = { club: { id: string; ownerId: string } };

const ClubChatRef = builder.objectRef<ClubChatShape>('ClubChat').implement({
  description: 'Private chat with the club owner as the viewer sees it: the rule, whether they may write, their conversation.',
  ...sessionType,
  fields: (t) => ({
    audience: t.field({ type: ChatAudienceEnum, description: 'Who may write.', resolve: async (s) => (await chatSettingsOf(s.club.id)).audience }),
    minPlanLevel: t.int({ description: 'With SUBSCRIBERS: the lowest plan level that may write.', resolve: async (s) => (await chatSettingsOf(s.club.id)).minPlanLevel }),
    inboxPaused: t.boolean({ description: 'The owner has paused their inbox.', resolve: async (s) => (await chatSettingsOf(s.club.id)).inboxPaused }),
    blockedWords: t.stringList({
      nullable: true,
      description: 'Owner only: the filtered words (null for everyone else).',
      resolve: async (s, _a, ctx) => (ctx.viewer?.id === s.club.ownerId ? (await chatSettingsOf(s.club.id)).blockedWords : null),
    }),
    viewerPermission: t.field({
      type: ChatPermissionRef,
      description: 'Whether the viewer may write to the owner now, and why not.',
      resolve: async (s, _a, ctx) => {
        const viewer = actingViewer(ctx);
        const conv = viewer ? await db().chatConversation.findUnique({ where: { clubId_fanId: { clubId: s.club.id, fanId: viewer.id } } }) : null;
        return canWrite(viewer, s.club, conv);
      },
    }),
    viewerConversation: t.prismaField({
      type: 'ChatConversation',
      nullable: true,
      description: 'The viewer’s conversation with the owner; null before the first message.',
      resolve: (query, s, _a, ctx) => {
        const viewer = actingViewer(ctx);
        return viewer ? db().chatConversation.findUnique({ ...query, where: { clubId_fanId: { clubId: s.club.id, fanId: viewer.id } } }) : null;
      },
    }),
  }),
});

builder.prismaObjectField('Club', 'chat', (t) =>
  t.field({
    type: ClubChatRef,
    nullable: true,
    description: 'Private chat with the owner (browser sessions only; null for API tokens).',
    select: { id: true, ownerId: true },
    resolve: (club, _a, ctx) => (isSession(ctx) ? { club: { id: club.id, ownerId: club.ownerId } } : null),
  }),
);

builder.prismaObjectFields('User', (t) => ({
  chatConversations: t.prismaConnection({
    type: 'ChatConversation',
    cursor: 'keyset',
    description:
      'The user’s private conversations as a fan, newest message first, keyset pages (the user themself only, browser sessions; empty when reading someone else). The owner’s side is chatInbox.',
    ...sessionOnly,
    resolve: (query, user, _a, ctx) =>
      ctx.viewer?.id === user.id ? findConversationsPage(query, fanConversationsWhere(user.id)) : [],
  }),
}));

// ------------------------------------------------------------------ queries

type InboxArgs = { filter?: InboxFilter | null; clubId?: { typename: string; id: string } | null; minPlanLevel?: number | null };
/** The viewer's inbox as the arguments filter it. */
const inboxOf = (ctx: Context, args: InboxArgs) => inboxWhere(ctx.viewer!.id, args.filter ?? 'ALL', args.clubId ? idOf(args.clubId, 'Club') : null, args.minPlanLevel);

builder.queryFields((t) => ({
  chatInbox: t.prismaConnection({
    type: 'ChatConversation',
    cursor: 'keyset',
    description: `The owner’s conversations with fans, by last message (newest first). Browser sessions only. totalCount stops at ${COUNT_LIMIT}.`,
    ...sessionOnly,
    args: {
      filter: t.arg({ type: ChatInboxFilterEnum, required: false, defaultValue: 'ALL', description: 'Which conversations.' }),
      clubId: t.arg.globalID({ required: false, for: [ClubNode], description: 'Only this club’s.' }),
      minPlanLevel: t.arg.int({ required: false, description: 'With SUBSCRIBERS: the lowest plan level (default 1).' }),
    },
    totalCount: async (_p, args, ctx) =>
      db().chatConversation.count({ where: await inboxOf(ctx, args), take: COUNT_LIMIT }),
    resolve: async (query, _root, args, ctx) => findConversationsPage(query, await inboxOf(ctx, args)),
  }),
  chatUnreadCount: t.int({
    description: 'The viewer’s unread chat messages over all conversations (muted ones left out); 0 for guests and API tokens. One counter row.',
    resolve: (_root, _a, ctx) => (ctx.viewer && isSession(ctx) ? chatUnreadTotal(ctx.viewer.id) : 0),
  }),
}));

// ------------------------------------------------------------------ mutations

const SEND_ERRORS = [
  NotFoundError,
  InvalidInputError,
  MembershipRequiredError,
  ClubBannedError,
  ChatPlanRequiredError,
  ChatBlockedError,
  ChatViewerBlockedError,
  ChatInboxPausedError,
  ChatWordFilteredError,
  ChatOwnerCannotChatError,
  ChatRateLimitedError,
];

const SendChatMessageInput = builder.inputType('SendChatMessageInput', {
  description: 'A message to the owner (by club) or in a conversation (by its id; the owner replies this way).',
  fields: (t) => ({
    clubId: t.globalID({ required: false, for: [ClubNode], description: 'A fan writes to this club’s owner (their conversation opens on the first message).' }),
    conversationId: t.globalID({ required: false, for: [ChatConversationNode], description: 'Write in this conversation.' }),
    body: t.string({ required: true, description: 'The text (may be empty with an image).' }),
    imageFileId: t.string({ required: false, description: 'An IMAGE uploaded through /files by the viewer (the UploadedFile id, or the file’s uuid).' }),
  }),
});

type MessagePayload = { message: ChatMessage };

/** The upload's uuid from /files' answer (an UploadedFile global id) or a bare uuid. */
function fileIdOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const decoded = decodeGlobalID(value);
    if (decoded.typename === 'UploadedFile') return decoded.id;
  } catch {
    // not a global id
  }
  return value;
}

const ChatMessagePayloadRef = builder.objectRef<MessagePayload>('ChatMessagePayload').implement({
  description: 'The message sent, edited or deleted.',
  fields: (t) => ({
    message: t.prismaField({
      type: 'ChatMessage',
      description: 'The message.',
      resolve: (query, p) => db().chatMessage.findUniqueOrThrow({ ...query, where: { id: p.message.id } }),
    }),
    conversation: t.prismaField({
      type: 'ChatConversation',
      description: 'Its conversation (new counters, last message).',
      resolve: (query, p) => db().chatConversation.findUniqueOrThrow({ ...query, where: { id: p.message.conversationId } }),
    }),
  }),
});

const conversationPayload = (name: string, description: string) =>
  builder.objectRef<{ id: string }>(name).implement({
    description,
    fields: (t) => ({
      conversation: t.prismaField({
        type: 'ChatConversation',
        description: 'The conversation.',
        resolve: (query, p) => db().chatConversation.findUniqueOrThrow({ ...query, where: { id: p.id } }),
      }),
      chatUnreadCount: t.int({ description: 'The viewer’s unread total after the change.', resolve: (_p, _a, ctx) => chatUnreadTotal(ctx.viewer!.id) }),
    }),
  });

builder.mutationFields((t) => ({
  sendChatMessage: t.field({
    type: ChatMessagePayloadRef,
    description: `Sends a message. Fans: members (or subscribers of the owner’s minimum plan level), not blocked, inbox not paused; at most 20 messages a minute; messages with a filtered word are refused (and still count toward the 20). Browser sessions only.`,
    ...sessionOnly,
    errors: { types: SEND_ERRORS, union: { name: 'SendChatMessageResult' } },
    args: { input: t.arg({ type: SendChatMessageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      message: await sendMessage(
        ctx.viewer!,
        { clubId: input.clubId?.id, conversationId: input.conversationId?.id, body: input.body, imageFileId: fileIdOf(input.imageFileId) },
        ctx.pubsub,
      ),
    }),
  }),
  editChatMessage: t.field({
    type: ChatMessagePayloadRef,
    description: `Edits the viewer’s own message within ${CHAT_EDIT_WINDOW_MS / 60_000} minutes of sending. Fans: at most ${CHAT_EDIT_RATE_LIMIT.edits} edits a minute. Browser sessions only.`,
    ...sessionOnly,
    // Editing writes as sending does: refused for the same reasons once the sender may no longer write.
    errors: {
      types: [
        NotFoundError,
        InvalidInputError,
        ChatEditWindowPassedError,
        ChatWordFilteredError,
        MembershipRequiredError,
        ClubBannedError,
        ChatPlanRequiredError,
        ChatBlockedError,
        ChatViewerBlockedError,
        ChatInboxPausedError,
        ChatOwnerCannotChatError,
        ChatRateLimitedError,
      ],
      union: { name: 'EditChatMessageResult' },
    },
    args: {
      messageId: t.arg.globalID({ required: true, for: [ChatMessageNode], description: 'The message.' }),
      body: t.arg.string({ required: true, description: 'The new text.' }),
    },
    resolve: async (_root, args, ctx) => ({ message: await editMessage(ctx.viewer!, args.messageId.id, args.body, ctx.pubsub) }),
  }),
  deleteChatMessage: t.field({
    type: ChatMessagePayloadRef,
    description: `Deletes the viewer’s own message within ${CHAT_EDIT_WINDOW_MS / 60_000} minutes of sending (a placeholder stays). Browser sessions only.`,
    ...sessionOnly,
    errors: { types: [NotFoundError, ChatEditWindowPassedError], union: { name: 'DeleteChatMessageResult' } },
    args: { messageId: t.arg.globalID({ required: true, for: [ChatMessageNode], description: 'The message.' }) },
    resolve: async (_root, args, ctx) => ({ message: await deleteMessage(ctx.viewer!, args.messageId.id, ctx.pubsub) }),
  }),
  markChatRead: t.field({
    type: conversationPayload('ChatReadPayload', 'The conversation was marked read on the viewer’s side.'),
    description: 'Marks a conversation read on the viewer’s side. Browser sessions only.',
    ...sessionOnly,
    errors: { types: [NotFoundError], union: { name: 'MarkChatReadResult' } },
    args: { conversationId: t.arg.globalID({ required: true, for: [ChatConversationNode], description: 'The conversation.' }) },
    resolve: async (_root, args, ctx) => ({ id: await markRead(ctx.viewer!, args.conversationId.id, ctx.pubsub) }),
  }),
  sendChatTyping: t.field({
    type: conversationPayload('ChatTypingSent', 'The other side was told the viewer is typing.'),
    description: 'Tells the other side the viewer is typing (send at most every few seconds). Browser sessions only.',
    ...sessionOnly,
    errors: { types: [NotFoundError], union: { name: 'SendChatTypingResult' } },
    args: { conversationId: t.arg.globalID({ required: true, for: [ChatConversationNode], description: 'The conversation.' }) },
    resolve: async (_root, args, ctx) => ({ id: await sendTyping(ctx.viewer!, args.conversationId.id, ctx.pubsub) }),
  }),
  updateChatConversation: t.field({
    type: conversationPayload('ChatConversationUpdated', 'The owner changed a conversation’s flags.'),
    description: 'The owner stars, mutes or blocks one fan’s conversation (owner side). Browser sessions only.',
    ...sessionOnly,
    errors: { types: [NotFoundError], union: { name: 'UpdateChatConversationResult' } },
    args: {
      conversationId: t.arg.globalID({ required: true, for: [ChatConversationNode], description: 'The conversation.' }),
      starred: t.arg.boolean({ required: false, description: 'Star it in the inbox.' }),
      muted: t.arg.boolean({ required: false, description: 'Mute it (its messages are not counted on the tab bar).' }),
      blocked: t.arg.boolean({ required: false, description: 'Stop the fan writing here.' }),
    },
    resolve: async (_root, args, ctx) => ({
      id: await updateConversation(ctx.viewer!, args.conversationId.id, { starred: args.starred, muted: args.muted, blocked: args.blocked }, ctx.pubsub),
    }),
  }),
  updateChatSettings: t.field({
    type: ClubNode,
    description: 'The owner sets who may write, pauses the inbox, or sets filtered words. Browser sessions only.',
    ...sessionOnly,
    errors: { types: [NotFoundError, InvalidInputError], union: { name: 'UpdateChatSettingsResult' } },
    args: {
      clubId: t.arg.globalID({ required: true, for: [ClubNode], description: 'The club.' }),
      audience: t.arg({ type: ChatAudienceEnum, required: false, description: 'Who may write.' }),
      minPlanLevel: t.arg.int({ required: false, description: 'With SUBSCRIBERS: the lowest plan level.' }),
      inboxPaused: t.arg.boolean({ required: false, description: 'Pause (or resume) the inbox.' }),
      blockedWords: t.arg.stringList({ required: false, description: 'Filtered words (replaces the list).' }),
    },
    resolve: async (_root, args, ctx) => {
      const id = await updateChatSettings(ctx.viewer!, { ...args, clubId: args.clubId.id });
      return db().club.findUniqueOrThrow({ where: { id } });
    },
  }),
}));

// ------------------------------------------------------------------ live events

type ChatEventShape = { kind: 'ADDED' | 'EDITED' | 'DELETED' | 'READ' | 'TYPING'; messageId: string | null; userId: string; conversationId: string };

const ChatEventRef = builder.objectRef<ChatEventShape>('ChatEvent').implement({
  description: 'Something happened in a watched conversation.',
  fields: (t) => ({
    kind: t.field({ type: ChatEventKindEnum, description: 'What happened.', resolve: (e) => e.kind }),
    byViewer: t.boolean({ description: 'The viewer did it (from another tab or device).', resolve: (e, _a, ctx) => e.userId === ctx.viewer?.id }),
    message: t.prismaField({
      type: 'ChatMessage',
      nullable: true,
      description: 'ADDED, EDITED, DELETED: the message.',
      resolve: (query, e) => (e.messageId ? db().chatMessage.findUnique({ ...query, where: { id: e.messageId } }) : null),
    }),
    conversation: t.prismaField({
      type: 'ChatConversation',
      description: 'The conversation (counters, read state).',
      resolve: (query, e) => db().chatConversation.findUniqueOrThrow({ ...query, where: { id: e.conversationId } }),
    }),
  }),
});

/** Refuses a subscription before listening: tokens (FORBIDDEN), guests (UNAUTHENTICATED). */
function refuseUnlessSession(ctx: Context) {
  if (!ctx.viewer || !isSession(ctx)) throw authorizationError(ctx, SESSION_ONLY);
}

builder.subscriptionFields((t) => ({
  chatEvents: t.field({
    type: ChatEventRef,
    description: 'Live events of one conversation (added, edited, deleted, read, typing), for its two sides only. NOT_FOUND for anyone else.',
    args: { conversationId: t.arg.globalID({ required: true, for: [ChatConversationNode], description: 'The conversation.' }) },
    subscribe: async (_root, { conversationId }, ctx) => {
      refuseUnlessSession(ctx);
      try {
        await findOwnConversation(ctx.viewer, conversationId.id);
      } catch {
        throw new GraphQLError('No such conversation', { extensions: { code: 'NOT_FOUND' } });
      }
      return ctx.pubsub.subscribe('chat:event', conversationId.id);
    },
    resolve: (payload, { conversationId }) => ({ ...payload, conversationId: conversationId.id }),
  }),
  chatInboxChanged: t.field({
    type: ChatInboxChangeRef(),
    description: 'The viewer’s conversations changed (a new message, a read, a flag): the conversation and the new unread total (tab bar).',
    subscribe: (_root, _a, ctx) => {
      refuseUnlessSession(ctx);
      return ctx.pubsub.subscribe('user:chat', ctx.viewer!.id);
    },
    resolve: (payload) => payload,
  }),
}));

function ChatInboxChangeRef() {
  return builder.objectRef<{ conversationId: string }>('ChatInboxChange').implement({
    description: 'One of the viewer’s conversations changed.',
    fields: (t) => ({
      conversation: t.prismaField({
        type: 'ChatConversation',
        description: 'The conversation.',
        resolve: (query, e) => db().chatConversation.findUniqueOrThrow({ ...query, where: { id: e.conversationId } }),
      }),
      chatUnreadCount: t.int({ description: 'The viewer’s unread total now.', resolve: (_e, _a, ctx) => chatUnreadTotal(ctx.viewer!.id) }),
    }),
  });
}
