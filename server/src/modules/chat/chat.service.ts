// Private chat between a fan and a club's owner: one conversation per fan and club. Who may write is decided
// in one place (canWrite); unread counts are counters kept in the same transaction as the messages (per
// conversation side, and a per-user total for the tab bar), so reading them costs no COUNT. Events are
// published after commit and carry ids only.
import type { ChatAudience, ChatConversation, ChatMessage, ChatSettings, Prisma } from '../../generated/prisma/client.ts';
import { isDeletedAccount } from '../accounts/profile.service.ts';
import { visibleText } from '../../platform/visible-text.ts';
import { db, unlessGone } from '../../platform/database.ts';
import { InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { keysetPage, type PageQuery } from '../../platform/keyset.ts';
import type { PubSub } from '../../platform/pubsub.ts';
import { countAttempt, UnusualAccessError } from '../../platform/rate-limit.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { MembershipRequiredError } from '../clubs/clubs.errors.ts';
import { clubRoleOf, ownedClubs, visibleClub } from '../clubs/clubs.service.ts';
import { blockersBetween, isBannedFromClub } from '../blocks/blocks.service.ts';
import { ClubBannedError } from '../blocks/blocks.errors.ts';
import { markChatNoticesRead, notifyChatMessage, pushNotification, removeChatNotices } from '../notifications/notifications.service.ts';
import type { ReportTarget } from '../moderation/moderation.service.ts';
import { findUsableFiles, releaseFiles } from '../files/files.service.ts';
import { activeSubscriptionLevel, liveSubscriptionWhere } from '../memberships/memberships.service.ts';
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

/** A message can be edited or deleted by its sender for this long after sending. */
export const CHAT_EDIT_WINDOW_MS = 5 * 60_000;
/** Messages one fan may send per minute (over all their conversations); the limiter is `chatMessageByUser`. */
export const CHAT_RATE_LIMIT = { messages: 20, perSeconds: 60 } as const;
/** Edits one fan may make per minute (over all their messages); the limiter is `chatEditByUser`. */
export const CHAT_EDIT_RATE_LIMIT = { edits: 20, perSeconds: 60 } as const;
/** Longest message body, in characters. */
export const CHAT_MESSAGE_MAX = 2000;
/** Words an owner may filter per club, and the longest word. */
export const CHAT_BLOCKED_WORDS_MAX = 100;
export const CHAT_BLOCKED_WORD_MAX_LENGTH = 40;
/** Highest plan level an owner can require. */
export const CHAT_PLAN_LEVEL_MAX = 100;

export const DEFAULT_CHAT_SETTINGS = { audience: 'MEMBERS' as ChatAudience, minPlanLevel: 1, inboxPaused: false, blockedWords: [] as string[] };
export type ChatRule = Pick<ChatSettings, 'audience' | 'minPlanLevel' | 'inboxPaused' | 'blockedWords'>;

/** Why a viewer may not write, or null when they may. */
export type ChatRefusal =
  | 'SIGN_IN'
  | 'MEMBERSHIP_REQUIRED'
  | 'CLUB_BANNED'
  | 'CHAT_PLAN_REQUIRED'
  | 'CHAT_BLOCKED'
  | 'CHAT_VIEWER_BLOCKED'
  | 'CHAT_INBOX_PAUSED'
  | 'CHAT_OWNER_CANNOT_CHAT';

export type ChatDecision = { allowed: boolean; refusal: ChatRefusal | null; minPlanLevel: number | null };

export async function chatSettingsOf(clubId: string): Promise<ChatRule> {
  return (await db().chatSettings.findUnique({ where: { clubId } })) ?? DEFAULT_CHAT_SETTINGS;
}

/**
 * THE rule of who may write in a club's chat (fan side and owner side). `conversation` is the fan's
 * conversation when it exists (its owner-side block applies). The owner may write in any conversation of
 * their club; a fan must be a member, a subscriber of the required level when the owner asks for one, not
 * blocked by the owner, and the inbox must not be paused.
 */
export async function canWrite(
  viewer: Viewer | null,
  club: { id: string; ownerId: string },
  conversation: Pick<ChatConversation, 'fanId' | 'blocked'> | null,
  settings?: ChatRule,
): Promise<ChatDecision> {
  const refuse = (refusal: ChatRefusal, minPlanLevel: number | null = null): ChatDecision => ({ allowed: false, refusal, minPlanLevel });
  if (!viewer) return refuse('SIGN_IN');
  // Suspended accounts never get here (their sessions are refused with 403), so only blocks are checked:
  // whoever blocked the other, neither writes to them. A viewer who blocked the other side is told so (they
  // can unblock); one blocked by the other side is not told who did what.
  const other = viewer.id === club.ownerId ? conversation?.fanId : club.ownerId;
  if (!other) return refuse('CHAT_OWNER_CANNOT_CHAT');
  const blockers = await blockersBetween(viewer.id, other);
  if (blockers.includes(viewer.id)) return refuse('CHAT_VIEWER_BLOCKED');
  if (blockers.length > 0) return refuse('CHAT_BLOCKED');
  // A deleted account reads nothing: nobody writes to it (a fan who left, a creator whose club closed).
  if (await isDeletedAccount(other)) return refuse('CHAT_BLOCKED');
  if (viewer.id === club.ownerId) return { allowed: true, refusal: null, minPlanLevel: null };
  const rule = settings ?? (await chatSettingsOf(club.id));
  // A ban ends the membership: the banned fan is told so (joining again is refused), not "join the club".
  if ((await clubRoleOf(viewer.id, club.id)) !== 'MEMBER') return refuse((await isBannedFromClub(viewer.id, club.id)) ? 'CLUB_BANNED' : 'MEMBERSHIP_REQUIRED');
  if (rule.audience === 'SUBSCRIBERS') {
    const level = await activeSubscriptionLevel(viewer.id, club.id);
    if (level === null || level < rule.minPlanLevel) return refuse('CHAT_PLAN_REQUIRED', rule.minPlanLevel);
  }
  if (conversation?.blocked) return refuse('CHAT_BLOCKED');
  if (rule.inboxPaused) return refuse('CHAT_INBOX_PAUSED');
  return { allowed: true, refusal: null, minPlanLevel: null };
}

function refusalError(decision: ChatDecision, clubId: string): Error {
  switch (decision.refusal) {
    case 'CHAT_PLAN_REQUIRED':
      return new ChatPlanRequiredError(decision.minPlanLevel ?? 1);
    case 'CHAT_BLOCKED':
      return new ChatBlockedError();
    case 'CHAT_VIEWER_BLOCKED':
      return new ChatViewerBlockedError();
    case 'CHAT_INBOX_PAUSED':
      return new ChatInboxPausedError();
    case 'CHAT_OWNER_CANNOT_CHAT':
      return new ChatOwnerCannotChatError();
    case 'CLUB_BANNED':
      return new ClubBannedError(clubId);
    default:
      return new MembershipRequiredError(clubId);
  }
}

/** The conversation if the viewer takes part in it (its fan or its owner); NotFoundError otherwise. */
export async function findOwnConversation(viewer: Viewer | null, conversationId: string) {
  const found = viewer && isUuid(conversationId) ? await db().chatConversation.findUnique({ where: { id: conversationId } }) : null;
  if (!found || (found.fanId !== viewer!.id && found.ownerId !== viewer!.id)) throw new NotFoundError('No such conversation');
  return found;
}

/** The conversations a user has as a fan (the fan's list of chats; the first message opens one). */
export function fanConversationsWhere(fanId: string): Prisma.ChatConversationWhereInput {
  return { fanId, messageCount: { gt: 0 } };
}

/**
 * One page of conversations, newest message first, keyset-paged on (lastMessageAt, id): the cursor carries
 * its row's place (ChatConversation's `keyset` unique), so a conversation that moved up since does not shift
 * the pages. The indexes on (ownerId | fanId, lastMessageAt, id) serve both sides.
 */
export function findConversationsPage<Q extends PageQuery>(query: Q, where: Prisma.ChatConversationWhereInput) {
  return keysetPage(query, 'lastMessageAt', where, (args) => db().chatConversation.findMany(args as Prisma.ChatConversationFindManyArgs));
}

/** Where a participant may read: their conversations (fan or owner side). */
export function ownConversationsWhere(viewer: Viewer): Prisma.ChatConversationWhereInput {
  return { OR: [{ fanId: viewer.id }, { ownerId: viewer.id }] };
}

/** The viewer's side of a conversation. */
export const sideOf = (c: Pick<ChatConversation, 'fanId'>, userId: string) => (c.fanId === userId ? 'FAN' : 'OWNER');

/** The word of `text` the rule filters (a substring, compared as foldForFilter reads both). */
export function filteredWordIn(text: string, words: readonly string[]): string | null {
  const folded = foldForFilter(text);
  // A word that folds to nothing would be in every text: it filters nothing.
  return words.find((w) => {
    const word = foldForFilter(w);
    return word !== '' && folded.includes(word);
  }) ?? null;
}

/**
 * A text as the word filter compares it: compatibility forms folded (full-width letters, the long s), what
 * draws nothing dropped (a zero-width space inside a word), lower case without accents (so "İ" is "i").
 */
export function foldForFilter(text: string): string {
  return visibleText(text.normalize('NFKC'))
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

/** The body as stored: trimmed; one that shows nothing (only invisible characters) is empty; counted in code points. */
function cleanBody(body: string, hasImage: boolean): string {
  const text = visibleText(body) ? body.trim() : '';
  if (!text && !hasImage) throw new InvalidInputError('body', 'Write a message', 'REQUIRED');
  if ([...text].length > CHAT_MESSAGE_MAX) throw new InvalidInputError('body', `At most ${CHAT_MESSAGE_MAX} characters`);
  return text;
}

async function countMessage(userId: string, limit: 'chatMessageByUser' | 'chatEditByUser' = 'chatMessageByUser') {
  try {
    await countAttempt([[limit, userId]]);
  } catch (error) {
    if (error instanceof UnusualAccessError) throw new ChatRateLimitedError(error.retryAfterSeconds);
    throw error;
  }
}

/** Adds `delta` to a user's unread total (the tab bar badge), inside the caller's transaction. */
async function addToTotal(tx: Prisma.TransactionClient, userId: string, delta: number) {
  if (delta === 0) return;
  await tx.$executeRaw`
    INSERT INTO "ChatUnreadTotal" ("userId", "unread") VALUES (${userId}::uuid, GREATEST(${delta}, 0))
    ON CONFLICT ("userId") DO UPDATE SET "unread" = GREATEST("ChatUnreadTotal"."unread" + ${delta}, 0)`;
}

export type SendInput = { clubId?: string | null; conversationId?: string | null; body: string; imageFileId?: string | null };

/**
 * Sends a message: a fan by club (their conversation is opened on the first message), the owner (or the
 * fan) by conversation. Returns the message; publishes ADDED to the conversation and the recipients' inboxes.
 */
export async function sendMessage(viewer: Viewer, input: SendInput, pubsub: PubSub, now = new Date()): Promise<ChatMessage> {
  let club: { id: string; ownerId: string };
  let conversation: ChatConversation | null = null;
  if (input.conversationId) {
    conversation = await findOwnConversation(viewer, input.conversationId);
    club = { id: conversation.clubId, ownerId: conversation.ownerId };
  } else {
    const found = input.clubId && isUuid(input.clubId) ? await visibleClub(viewer, input.clubId) : null;
    if (!found) throw new NotFoundError('No such club');
    club = { id: found.id, ownerId: found.ownerId };
    conversation = await db().chatConversation.findUnique({ where: { clubId_fanId: { clubId: club.id, fanId: viewer.id } } });
  }
  const rule = await chatSettingsOf(club.id);
  const decision = await canWrite(viewer, club, conversation, rule);
  if (!decision.allowed) throw refusalError(decision, club.id);
  const fromOwner = viewer.id === club.ownerId;
  let imageFileId: string | null = null;
  if (input.imageFileId) {
    const [file] = isUuid(input.imageFileId) ? await findUsableFiles(viewer.id, [input.imageFileId], 'IMAGE') : [];
    if (!file) throw new InvalidInputError('imageFileId', 'Upload the image first', 'FILE_INVALID');
    imageFileId = file.id;
  }
  const body = cleanBody(input.body, imageFileId !== null);
  // Counted before the word filter: a fan probing it with refused messages uses up the limit too.
  if (!fromOwner) await countMessage(viewer.id);
  if (!fromOwner && filteredWordIn(body, rule.blockedWords)) throw new ChatWordFilteredError();

  const { message, conversationId, recipientId, notify, noticesRead } = await db().$transaction(async (tx) => {
    // The first message opens the conversation. Two first messages at once (a double tap, two tabs) both
    // get here: INSERT ... ON CONFLICT DO NOTHING (createMany's skipDuplicates) waits for the other's insert
    // and skips, and both then read the one row (which the lock below orders them on).
    if (!conversation) {
      await tx.chatConversation.createMany({ data: [{ clubId: club.id, fanId: viewer.id, ownerId: club.ownerId, lastMessageAt: now }], skipDuplicates: true });
    }
    const conv = conversation ?? (await tx.chatConversation.findUniqueOrThrow({ where: { clubId_fanId: { clubId: club.id, fanId: viewer.id } } }));
    // Lock the conversation row: its counters change together with the message.
    const [locked] = await tx.$queryRaw<{ muted: boolean; blocked: boolean; fanUnread: number; ownerUnread: number }[]>`
      SELECT "muted", "blocked", "fanUnread", "ownerUnread" FROM "ChatConversation" WHERE id = ${conv.id}::uuid FOR UPDATE`;
    const message = await tx.chatMessage.create({ data: { conversationId: conv.id, senderId: viewer.id, body, imageFileId, createdAt: now } });
    // Sending reads the conversation on the sender's side; the other side gets one more unread.
    await tx.chatConversation.update({
      where: { id: conv.id },
      data: {
        lastMessageAt: now,
        lastMessageId: message.id,
        messageCount: { increment: 1 },
        ...(fromOwner ? { ownerUnread: 0, ownerReadAt: now, fanUnread: { increment: 1 } } : { fanUnread: 0, fanReadAt: now, ownerUnread: { increment: 1 } }),
      },
    });
    const recipientId = fromOwner ? conv.fanId : conv.ownerId;
    const senderUnread = fromOwner ? locked.ownerUnread : locked.fanUnread;
    // A muted conversation is not counted on the owner's tab bar.
    const senderCounted = fromOwner ? !locked.muted : true;
    const recipientCounted = fromOwner ? true : !locked.muted;
    if (senderCounted) await addToTotal(tx, viewer.id, -senderUnread);
    if (recipientCounted) await addToTotal(tx, recipientId, 1);
    // ...and answers the sender's own notice of it, as reading would: one exists only while they had unread
    // messages there (a notice starts a streak; reading or answering ends it), so most sends skip the update.
    const noticesRead = senderUnread > 0 ? await markChatNoticesRead(tx, { recipientId: viewer.id, conversationId: conv.id, readAt: now }) : [];
    // One notice per unread streak: only the message that starts one (the recipient had nothing unread);
    // never to an owner who muted this fan, nor in a conversation the owner blocked.
    const recipientUnread = fromOwner ? locked.fanUnread : locked.ownerUnread;
    const notify = recipientUnread === 0 && !locked.blocked && recipientCounted;
    return { message, conversationId: conv.id, recipientId, notify, noticesRead };
  });
  pubsub.publish('chat:event', conversationId, { kind: 'ADDED', messageId: message.id, userId: viewer.id });
  pubsub.publish('user:chat', recipientId, { conversationId });
  pubsub.publish('user:chat', viewer.id, { conversationId });
  // Each notice read goes out as itself, so an open notification list shows it read.
  for (const id of noticesRead) pushNotification(pubsub, viewer.id, id);
  if (notify) await notifyChatMessage({ recipientId, actorId: viewer.id, clubId: club.id, conversationId, toOwner: !fromOwner });
  return message;
}

const noSuchMessage = () => new NotFoundError('No such message');

async function findOwnMessage(viewer: Viewer, messageId: string, now: Date) {
  const message = isUuid(messageId) ? await db().chatMessage.findUnique({ where: { id: messageId }, include: { conversation: true } }) : null;
  if (!message || message.deletedAt || message.senderId !== viewer.id) throw noSuchMessage();
  if (now.getTime() - message.createdAt.getTime() > CHAT_EDIT_WINDOW_MS) throw new ChatEditWindowPassedError();
  return message;
}

/**
 * Edits the viewer's own message within CHAT_EDIT_WINDOW_MS (fans' edits pass the word filter again, and
 * are limited as sends are: CHAT_EDIT_RATE_LIMIT, refused ones counted too).
 */
export async function editMessage(viewer: Viewer, messageId: string, body: string, pubsub: PubSub, now = new Date()): Promise<ChatMessage> {
  const message = await findOwnMessage(viewer, messageId, now);
  const text = cleanBody(body, message.imageFileId !== null);
  const { conversation } = message;
  // Editing writes as sending does: not once the fan was cut off (blocked, banned, plan ended, chat closed).
  const rule = await chatSettingsOf(conversation.clubId);
  const decision = await canWrite(viewer, { id: conversation.clubId, ownerId: conversation.ownerId }, conversation, rule);
  if (!decision.allowed) throw refusalError(decision, conversation.clubId);
  if (viewer.id !== conversation.ownerId) {
    await countMessage(viewer.id, 'chatEditByUser');
    if (filteredWordIn(text, rule.blockedWords)) throw new ChatWordFilteredError();
  }
  // Only while it is not deleted: a delete that committed since the read wins, and its text stays gone.
  const updated = await unlessGone(db().chatMessage.update({ where: { id: message.id, deletedAt: null }, data: { body: text, editedAt: now } }), noSuchMessage);
  pubsub.publish('chat:event', message.conversationId, { kind: 'EDITED', messageId: message.id, userId: viewer.id });
  return updated;
}

/** Deletes the viewer's own message within CHAT_EDIT_WINDOW_MS; an unread one leaves the recipient's counts. */
export async function deleteMessage(viewer: Viewer, messageId: string, pubsub: PubSub, now = new Date()): Promise<ChatMessage> {
  return eraseMessage(await findOwnMessage(viewer, messageId, now), viewer.id, pubsub, now);
}

type ErasableMessage = Pick<ChatMessage, 'id' | 'senderId' | 'createdAt'> & { conversation: Pick<ChatConversation, 'id' | 'fanId' | 'ownerId'> };

/**
 * Erases a message, leaving its placeholder, and takes it off the recipient's unread counts (and, when it
 * was the last one they had unread there, their notice of the conversation); `within` runs in the same
 * transaction (an administrator's audit entry). Its picture is no longer served, unless
 * something else of the sender's shows it.
 */
async function eraseMessage(message: ErasableMessage, actorId: string, pubsub: PubSub, now: Date, within?: (tx: Prisma.TransactionClient) => Promise<void>): Promise<ChatMessage> {
  const conv = message.conversation;
  const fromOwner = message.senderId === conv.ownerId;
  const recipientId = fromOwner ? conv.fanId : conv.ownerId;
  const [deleted, removeBytes, noticesRemoved] = await db().$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ muted: boolean; fanReadAt: Date | null; ownerReadAt: Date | null; fanUnread: number; ownerUnread: number }[]>`
      SELECT "muted", "fanReadAt", "ownerReadAt", "fanUnread", "ownerUnread" FROM "ChatConversation" WHERE id = ${conv.id}::uuid FOR UPDATE`;
    // Under the conversation's lock: a second erase of the same message finds it erased and takes nothing
    // off the unread counts again.
    const before = await tx.chatMessage.findUnique({ where: { id: message.id }, select: { imageFileId: true } });
    const deleted = await unlessGone(tx.chatMessage.update({ where: { id: message.id, deletedAt: null }, data: { deletedAt: now, body: '', imageFileId: null } }), noSuchMessage);
    const readAt = fromOwner ? locked.fanReadAt : locked.ownerReadAt;
    const unread = fromOwner ? locked.fanUnread : locked.ownerUnread;
    const wasUnread = unread > 0 && (!readAt || message.createdAt > readAt);
    if (wasUnread) await tx.chatConversation.update({ where: { id: conv.id }, data: fromOwner ? { fanUnread: { decrement: 1 } } : { ownerUnread: { decrement: 1 } } });
    if (wasUnread && (fromOwner || !locked.muted)) await addToTotal(tx, recipientId, -1);
    // The streak's notice told of messages now all gone: it goes too, so the bell counts only what is there.
    const noticesRemoved = wasUnread && unread === 1 ? await removeChatNotices(tx, { recipientId, conversationId: conv.id }) : 0;
    await within?.(tx);
    return [deleted, await releaseFiles(message.senderId, before?.imageFileId ? [before.imageFileId] : [], tx), noticesRemoved] as const;
  });
  pubsub.publish('chat:event', conv.id, { kind: 'DELETED', messageId: message.id, userId: actorId });
  pubsub.publish('user:chat', recipientId, { conversationId: conv.id });
  if (noticesRemoved > 0) pushNotification(pubsub, recipientId, null);
  await removeBytes();
  return deleted;
}

/**
 * Of `ids` (files of `senderId`), those a message of theirs not deleted shows (a files module use check,
 * wired in app.ts).
 */
export async function chatFilesInUse(senderId: string, ids: string[], tx: Prisma.TransactionClient): Promise<string[]> {
  const rows = await tx.chatMessage.findMany({ where: { senderId, imageFileId: { in: ids }, deletedAt: null }, select: { imageFileId: true }, distinct: ['imageFileId'] });
  return rows.flatMap((row) => (row.imageFileId ? [row.imageFileId] : []));
}

/** How a report's excerpt says the reported message carried a picture. */
export const CHAT_IMAGE_MARK = '[image]';

/** Of these chat message ids, the picture each one (not deleted) shows: for an administrator reviewing reports. */
export async function reportedChatImages(messageIds: readonly string[]): Promise<Map<string, string>> {
  const ids = messageIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db().chatMessage.findMany({ where: { id: { in: ids }, deletedAt: null, imageFileId: { not: null } }, select: { id: true, imageFileId: true } });
  return new Map(rows.map((r) => [r.id, r.imageFileId!]));
}

/**
 * Makes chat messages reportable (startApp calls it): only the two sides of a conversation may report one of
 * its messages (the other side's), and an administrator acting on the report may erase it.
 */
export function registerChatReports(options: { pubsub: PubSub; register: (kind: 'CHAT_MESSAGE', target: ReportTarget) => void }) {
  options.register('CHAT_MESSAGE', {
    typename: 'ChatMessage',
    resolve: async (viewer, id) => {
      if (!isUuid(id)) return null;
      const message = await db().chatMessage.findFirst({
        where: { id, deletedAt: null, conversation: { OR: [{ fanId: viewer.id }, { ownerId: viewer.id }] } },
        select: { senderId: true, body: true, imageFileId: true },
      });
      if (!message) return null;
      // Administrators do not read chats: a picture is marked in the excerpt and shown to them through
      // Report.imageUrl (reportedChatImages) while the report is open.
      const text = message.imageFileId ? (message.body ? `${CHAT_IMAGE_MARK} ${message.body}` : CHAT_IMAGE_MARK) : message.body;
      return { targetUserId: message.senderId, clubId: null, excerpt: [...text].length > 140 ? `${[...text].slice(0, 139).join('')}…` : text };
    },
    remove: async (admin, id, within) => {
      const message = isUuid(id) ? await db().chatMessage.findFirst({ where: { id, deletedAt: null }, include: { conversation: true } }) : null;
      if (!message) throw noSuchMessage();
      await eraseMessage(message, admin.id, options.pubsub, new Date(), within);
    },
  });
}


/**
 * Marks the conversation read on the viewer's side (their unread there goes to zero), and with it the
 * viewer's notices of this conversation (the bell badge goes down with the tab bar).
 */
export async function markRead(viewer: Viewer, conversationId: string, pubsub: PubSub, now = new Date()): Promise<string> {
  const conv = await findOwnConversation(viewer, conversationId);
  const asFan = conv.fanId === viewer.id;
  const { changed, noticesRead } = await db().$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ muted: boolean; fanUnread: number; ownerUnread: number }[]>`
      SELECT "muted", "fanUnread", "ownerUnread" FROM "ChatConversation" WHERE id = ${conv.id}::uuid FOR UPDATE`;
    const unread = asFan ? locked.fanUnread : locked.ownerUnread;
    await tx.chatConversation.update({ where: { id: conv.id }, data: asFan ? { fanUnread: 0, fanReadAt: now } : { ownerUnread: 0, ownerReadAt: now } });
    if (asFan || !locked.muted) await addToTotal(tx, viewer.id, -unread);
    const noticesRead = await markChatNoticesRead(tx, { recipientId: viewer.id, conversationId: conv.id, readAt: now });
    return { changed: unread > 0, noticesRead };
  });
  pubsub.publish('chat:event', conv.id, { kind: 'READ', messageId: null, userId: viewer.id });
  if (changed) pubsub.publish('user:chat', viewer.id, { conversationId: conv.id });
  for (const id of noticesRead) pushNotification(pubsub, viewer.id, id);
  return conv.id;
}

/** At most one typing event per user and conversation in this many milliseconds; more are dropped. */
export const CHAT_TYPING_INTERVAL_MS = 2000;
const lastTyping = new Map<string, number>();

/** Whether `key` may send a typing event at `now` (and records it); old entries are pruned as it grows. */
function typingAllowed(key: string, now: number): boolean {
  const last = lastTyping.get(key);
  if (last !== undefined && now - last < CHAT_TYPING_INTERVAL_MS) return false;
  if (lastTyping.size >= 10_000) {
    for (const [k, at] of lastTyping) if (now - at >= CHAT_TYPING_INTERVAL_MS) lastTyping.delete(k);
  }
  lastTyping.set(key, now);
  return true;
}

/**
 * Tells the other side the viewer is typing (nothing is stored). Only who may write may say they are typing
 * (canWrite: blocks either way, bans, the plan rule, a paused inbox); otherwise, and beyond one event per
 * CHAT_TYPING_INTERVAL_MS, the event is dropped without a word (the viewer is told why when they send).
 */
export async function sendTyping(viewer: Viewer, conversationId: string, pubsub: PubSub, now = Date.now()): Promise<string> {
  const conv = await findOwnConversation(viewer, conversationId);
  if (!typingAllowed(`${viewer.id}:${conv.id}`, now)) return conv.id;
  const decision = await canWrite(viewer, { id: conv.clubId, ownerId: conv.ownerId }, conv);
  if (decision.allowed) pubsub.publish('chat:event', conv.id, { kind: 'TYPING', messageId: null, userId: viewer.id });
  return conv.id;
}

/** The owner stars, mutes or blocks (conversation-level, owner side) one fan's conversation. */
export async function updateConversation(
  viewer: Viewer,
  conversationId: string,
  changes: { starred?: boolean | null; muted?: boolean | null; blocked?: boolean | null },
  pubsub: PubSub,
): Promise<string> {
  const conv = await findOwnConversation(viewer, conversationId);
  if (conv.ownerId !== viewer.id) throw new NotFoundError('No such conversation');
  await db().$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ muted: boolean; ownerUnread: number }[]>`
      SELECT "muted", "ownerUnread" FROM "ChatConversation" WHERE id = ${conv.id}::uuid FOR UPDATE`;
    const data: Prisma.ChatConversationUpdateInput = {};
    if (typeof changes.starred === 'boolean') data.starred = changes.starred;
    if (typeof changes.blocked === 'boolean') data.blocked = changes.blocked;
    if (typeof changes.muted === 'boolean' && changes.muted !== locked.muted) {
      data.muted = changes.muted;
      // Muting takes the conversation's unread off the tab bar; unmuting puts it back.
      await addToTotal(tx, viewer.id, changes.muted ? -locked.ownerUnread : locked.ownerUnread);
    }
    await tx.chatConversation.update({ where: { id: conv.id }, data });
  });
  pubsub.publish('user:chat', viewer.id, { conversationId: conv.id });
  return conv.id;
}

export type ChatSettingsInput = {
  clubId: string;
  audience?: ChatAudience | null;
  minPlanLevel?: number | null;
  inboxPaused?: boolean | null;
  blockedWords?: readonly string[] | null;
};

/** The owner changes who may write, pauses the inbox, or sets the filtered words. */
export async function updateChatSettings(viewer: Viewer, input: ChatSettingsInput): Promise<string> {
  const club = isUuid(input.clubId) ? await db().club.findUnique({ where: { id: input.clubId }, select: { id: true, ownerId: true } }) : null;
  if (!club || club.ownerId !== viewer.id) throw new NotFoundError('No such club');
  const data: Prisma.ChatSettingsUncheckedUpdateInput = {};
  if (input.audience) data.audience = input.audience;
  if (input.minPlanLevel !== undefined && input.minPlanLevel !== null) {
    if (!Number.isInteger(input.minPlanLevel) || input.minPlanLevel < 1 || input.minPlanLevel > CHAT_PLAN_LEVEL_MAX) {
      throw new InvalidInputError('minPlanLevel', `A plan level from 1 to ${CHAT_PLAN_LEVEL_MAX}`);
    }
    data.minPlanLevel = input.minPlanLevel;
  }
  if (typeof input.inboxPaused === 'boolean') data.inboxPaused = input.inboxPaused;
  if (input.blockedWords) {
    const words = [...new Set(input.blockedWords.map((w) => w.trim().toLowerCase()).filter(Boolean))];
    // A word that shows nothing once folded (only invisible characters or marks) would match no text.
    if (words.some((w) => foldForFilter(w) === '')) throw new InvalidInputError('blockedWords', 'Each word needs a visible letter');
    if (words.length > CHAT_BLOCKED_WORDS_MAX) throw new InvalidInputError('blockedWords', `At most ${CHAT_BLOCKED_WORDS_MAX} words`);
    if (words.some((w) => w.length > CHAT_BLOCKED_WORD_MAX_LENGTH)) {
      throw new InvalidInputError('blockedWords', `Words of at most ${CHAT_BLOCKED_WORD_MAX_LENGTH} characters`);
    }
    data.blockedWords = words;
  }
  await db().chatSettings.upsert({
    where: { clubId: club.id },
    create: { ...DEFAULT_CHAT_SETTINGS, ...(data as object), clubId: club.id } as Prisma.ChatSettingsUncheckedCreateInput,
    update: data,
  });
  return club.id;
}

/** The viewer's unread chat messages over all conversations (one row read). */
export async function chatUnreadTotal(userId: string): Promise<number> {
  return (await db().chatUnreadTotal.findUnique({ where: { userId } }))?.unread ?? 0;
}

export type InboxFilter = 'ALL' | 'UNREAD' | 'STARRED' | 'SUBSCRIBERS';

/**
 * The owner's inbox: conversations of their clubs (or one club), by filter. SUBSCRIBERS keeps the fans with a
 * live subscription (of the given level or higher) to the conversation's own club: a fan who subscribes to
 * another club of the same owner is not a subscriber here.
 */
export async function inboxWhere(ownerId: string, filter: InboxFilter, clubId?: string | null, minPlanLevel?: number | null, now = new Date()): Promise<Prisma.ChatConversationWhereInput> {
  const where: Prisma.ChatConversationWhereInput = { ownerId, ...(clubId ? { clubId } : {}), messageCount: { gt: 0 } };
  if (filter === 'UNREAD') where.ownerUnread = { gt: 0 };
  if (filter === 'STARRED') where.starred = true;
  if (filter === 'SUBSCRIBERS') {
    const subscribedIn = (id: string): Prisma.ChatConversationWhereInput => ({
      clubId: id,
      fan: { subscriptions: { some: { clubId: id, AND: [liveSubscriptionWhere(now), { plan: { level: { gte: minPlanLevel ?? 1 } } }] } } },
    });
    // A where cannot compare the subscription's club with the conversation's, so over all clubs it is one
    // condition per club the owner has (one statement reads them; an owner with none matches nothing).
    const clubIds = clubId ? [clubId] : (await ownedClubs(ownerId)).map((club) => club.id);
    where.OR = clubIds.map(subscribedIn);
  }
  return where;
}

export type FanSubscription = { clubId: string; userId: string; startedAt: Date; status: string; expiredAt: Date | null; currentPeriodEnd: Date; planName: string; level: number };

/** Each (club, fan) pair's latest subscription (one query for a page of conversations). */
export async function latestSubscriptionsOf(pairs: readonly { clubId: string; userId: string }[]): Promise<Map<string, FanSubscription>> {
  const out = new Map<string, FanSubscription>();
  if (pairs.length === 0) return out;
  const rows = await db().subscription.findMany({
    where: { OR: pairs.map((p) => ({ clubId: p.clubId, userId: p.userId })) },
    orderBy: [{ startedAt: 'desc' }],
    select: { clubId: true, userId: true, startedAt: true, status: true, expiredAt: true, currentPeriodEnd: true, plan: { select: { name: true, level: true } } },
  });
  for (const r of rows) {
    const key = `${r.clubId}:${r.userId}`;
    if (!out.has(key)) out.set(key, { ...r, planName: r.plan.name, level: r.plan.level });
  }
  return out;
}
