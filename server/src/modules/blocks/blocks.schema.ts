// Blocks and club bans in GraphQL: the viewer's blocked users (blockUser, unblockUser, blockedUsers) and a
// club's bans for its owner (banFromClub, liftClubBan, Club.bans). The block filter itself lives in the
// posts' and comments' where conditions (blocks.service blockedAuthorFilter); live events ask authorShownTo.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder, ErrorInterface } from '../../graphql/builder.ts';
import { actingViewer, idOf } from '../../graphql/acting-viewer.ts';
import { signedInWith, typeNeeds } from '../../graphql/auth-guards.ts';
import { perEventLoad } from '../../graphql/live-events.ts';
import { db } from '../../platform/database.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { COUNT_LIMIT } from '../../platform/counts.ts';
import { UserNode } from '../accounts/accounts.schema.ts';
import { BanBlockedBySubscriptionError, CannotBanOwnerError, CannotBlockSelfError, ClubBannedError } from './blocks.errors.ts';
import {
  BAN_REASON_MAX,
  banFromClub,
  blockersOf,
  blocksHideFrom,
  blocksOfViewerWhere,
  blockUser,
  clubBansWhere,
  countBlocks,
  countClubBans,
  findBlocksPage,
  findClubBansPage,
  liftClubBan,
  unblockUser,
} from './blocks.service.ts';

// ------------------------------------------------------------------ live events

/**
 * Whether a live event about the author's content may reach the viewer: not when the viewer blocked them.
 * The author's blockers are read once per event (one statement, however many watch), and only when a
 * signed-in viewer watches; once read, each watcher is answered without a promise.
 */
export function authorShownTo(event: object, viewer: Viewer | null, authorId: string | null | undefined): boolean | Promise<boolean> {
  if (!authorId || !blocksHideFrom(viewer) || authorId === viewer.id) return true;
  const blockers = perEventLoad(event, `blockers:${authorId}`, blockersOf, authorId);
  return blockers instanceof Promise ? blockers.then((loaded) => !loaded.has(viewer.id)) : !blockers.has(viewer.id);
}

/**
 * A live event about a comment passes `accept` only when its author and, for a reply, the author of its thread
 * are shown to the viewer (comment and reaction events alike); answered at once when the blockers are loaded.
 */
export function commentEventShownTo(
  event: object,
  viewer: Viewer | null,
  accepted: boolean | Promise<boolean>,
): boolean | Promise<boolean> {
  const { authorId, threadAuthorId } = event as { authorId?: string | null; threadAuthorId?: string | null };
  const shown = (ok: boolean): boolean | Promise<boolean> => {
    if (!ok) return false;
    const byAuthor = authorShownTo(event, viewer, authorId);
    const byThread = authorShownTo(event, viewer, threadAuthorId);
    if (typeof byAuthor === 'boolean' && typeof byThread === 'boolean') return byAuthor && byThread;
    return Promise.all([byAuthor, byThread]).then(([a, b]) => a && b);
  };
  return typeof accepted === 'boolean' ? shown(accepted) : accepted.then(shown);
}

// ------------------------------------------------------------------ errors

builder.objectType(CannotBlockSelfError, {
  name: 'CannotBlockSelfError',
  description: 'Nobody blocks or bans themselves (CANNOT_BLOCK_SELF).',
  interfaces: [ErrorInterface],
  fields: (t) => ({ field: t.exposeString('field', { nullable: true, description: 'The input field at fault.' }) }),
});

builder.objectType(ClubBannedError, {
  name: 'ClubBannedError',
  description: 'The club’s owner banned the viewer from it: they cannot join, subscribe, post, comment (nor edit what they wrote) or react there (CLUB_BANNED).',
  interfaces: [ErrorInterface],
});

builder.objectType(BanBlockedBySubscriptionError, {
  name: 'BanBlockedBySubscriptionError',
  description:
    'The member has a paid subscription that is still running; they keep what they paid for, and can be banned once it ends (BAN_BLOCKED_BY_SUBSCRIPTION).',
  interfaces: [ErrorInterface],
  fields: (t) => ({ endsAt: t.expose('endsAt', { type: 'DateTime', description: 'When the subscription’s current period ends.' }) }),
});

builder.objectType(CannotBanOwnerError, {
  name: 'CannotBanOwnerError',
  description: 'The club owner cannot be banned from their own club (CANNOT_BAN_OWNER).',
  interfaces: [ErrorInterface],
});

// ------------------------------------------------------------------ types

export const UserBlockNode = builder.prismaNode('UserBlock', {
  id: { field: 'id' },
  ...typeNeeds('ACCOUNTS_READ'),
  nullable: true,
  // Only the blocker ever sees a block (blocking is private): node/nodes give null to everyone else.
  findUnique: (id, ctx) => ({ id, blockerId: actingViewer(ctx)?.id ?? '00000000-0000-0000-0000-000000000000' }),
  description: 'A user the viewer blocked: their posts, comments and replies are hidden from the viewer, and they cannot message the viewer. Only the viewer sees it.',
  fields: (t) => ({
    user: t.relation('blocked', { type: UserNode, description: 'The blocked user.' }),
    blockedAt: t.expose('createdAt', { type: 'DateTime', description: 'When the viewer blocked them.' }),
  }),
});

export const ClubBanNode = builder.prismaNode('ClubBan', {
  id: { field: 'id' },
  ...typeNeeds('CLUBS_READ'),
  nullable: true,
  // Only the club's owner and administrators see its bans (the banned user learns of it when they try to take part).
  findUnique: (id, ctx) => {
    const viewer = actingViewer(ctx);
    if (viewer?.role === 'ADMIN') return { id };
    return { id, club: { ownerId: viewer?.id ?? '00000000-0000-0000-0000-000000000000' } };
  },
  description: 'A user the club’s owner banned from the club. Only the owner and administrators see it.',
  fields: (t) => ({
    user: t.relation('user', { type: UserNode, description: 'The banned user.' }),
    club: t.relation('club', { description: 'The club they are banned from.' }),
    reason: t.exposeString('reason', { description: 'The owner’s note (empty when none was given); never shown to the banned user.' }),
    bannedAt: t.expose('createdAt', { type: 'DateTime', description: 'When they were banned.' }),
  }),
});

builder.queryField('blockedUsers', (t) =>
  t.prismaConnection({
    type: 'UserBlock',
    cursor: 'keyset',
    description: `The users the viewer blocked, most recent first (API tokens need ACCOUNTS_READ). totalCount stops at ${COUNT_LIMIT}.`,
    ...signedInWith('ACCOUNTS_READ'),
    totalCount: (_p, _a, ctx) => countBlocks(actingViewer(ctx)!),
    resolve: (query, _root, _args, ctx) => findBlocksPage(query, blocksOfViewerWhere(actingViewer(ctx)!)),
  }),
);

builder.prismaObjectField('Club', 'bans', (t) =>
  t.prismaConnection({
    type: 'ClubBan',
    cursor: 'keyset',
    description: `Users banned from the club, most recent first: for its owner and administrators (empty for everyone else; API tokens need CLUBS_READ). totalCount stops at ${COUNT_LIMIT}.`,
    ...signedInWith('CLUBS_READ'),
    totalCount: (club, _a, ctx) => countClubBans(clubBansWhere(actingViewer(ctx), club)),
    resolve: (query, club, _args, ctx) => findClubBansPage(query, clubBansWhere(actingViewer(ctx), club)),
  }),
);

// ------------------------------------------------------------------ mutations

const BlockUserInput = builder.inputType('BlockUserInput', {
  description: 'The user to block or unblock.',
  fields: (t) => ({ userId: t.globalID({ required: true, for: [UserNode], description: 'The User.' }) }),
});

const BlockUserSuccess = builder.objectRef<{ blockId: string; userId: string }>('BlockUserSuccess').implement({
  description: 'The user is blocked (blocking twice changes nothing). They are not told.',
  fields: (t) => ({
    block: t.prismaField({
      type: 'UserBlock',
      description: 'The block, to prepend to the blocked-users list.',
      resolve: (query, p) => db().userBlock.findUniqueOrThrow({ ...query, where: { id: p.blockId } }),
    }),
    blockedUserId: t.id({ description: 'The blocked User’s id: their posts and comments can be dropped from the screen.', resolve: (p) => encodeUser(p.userId) }),
  }),
});

const UnblockUserSuccess = builder.objectRef<{ blockId: string | null; userId: string }>('UnblockUserSuccess').implement({
  description: 'The user is no longer blocked (unblocking someone not blocked changes nothing).',
  fields: (t) => ({
    unblockedUserId: t.id({ description: 'The User’s id.', resolve: (p) => encodeUser(p.userId) }),
    removedBlockId: t.id({
      nullable: true,
      description: 'The UserBlock removed from the blocked-users list; null when there was none.',
      resolve: (p) => (p.blockId ? encodeGlobalID('UserBlock', p.blockId) : null),
    }),
  }),
});

const BanFromClubInput = builder.inputType('BanFromClubInput', {
  description: 'Who to ban from which club.',
  fields: (t) => ({
    clubId: t.globalID({ required: true, description: 'The Club.' }),
    userId: t.globalID({ required: true, for: [UserNode], description: 'The User to ban.' }),
    reason: t.string({ required: false, description: `A note for the owner’s list, at most ${BAN_REASON_MAX} characters; never shown to the banned user.` }),
  }),
});

const LiftClubBanInput = builder.inputType('LiftClubBanInput', {
  description: 'Whose ban to lift in which club.',
  fields: (t) => ({
    clubId: t.globalID({ required: true, description: 'The Club.' }),
    userId: t.globalID({ required: true, for: [UserNode], description: 'The banned User.' }),
  }),
});

const BanFromClubSuccess = builder.objectRef<{ banId: string; userId: string }>('BanFromClubSuccess').implement({
  description: 'The user is banned: their membership ended and they cannot rejoin. Banning twice changes nothing.',
  fields: (t) => ({
    ban: t.prismaField({
      type: 'ClubBan',
      description: 'The ban, to prepend to the club’s ban list.',
      resolve: (query, p) => db().clubBan.findUniqueOrThrow({ ...query, where: { id: p.banId } }),
    }),
    bannedUserId: t.id({ description: 'The banned User’s id.', resolve: (p) => encodeUser(p.userId) }),
  }),
});

const LiftClubBanSuccess = builder.objectRef<{ banId: string | null }>('LiftClubBanSuccess').implement({
  description: 'The ban is lifted; the user may join again (lifting a ban that is not there changes nothing).',
  fields: (t) => ({
    liftedBanId: t.id({
      nullable: true,
      description: 'The ClubBan removed from the list; null when there was none.',
      resolve: (p) => (p.banId ? encodeGlobalID('ClubBan', p.banId) : null),
    }),
  }),
});

const encodeUser = (id: string) => encodeGlobalID('User', id);

builder.mutationFields((t) => ({
  blockUser: t.field({
    type: BlockUserSuccess,
    description:
      'Blocks a user: their posts, comments and replies disappear for the viewer everywhere, and they cannot message the viewer. Private (they are not told). Blocking a club owner hides their posts but keeps the viewer’s membership. API tokens need ACCOUNTS_WRITE.',
    ...signedInWith('ACCOUNTS_WRITE'),
    errors: { types: [NotFoundError, CannotBlockSelfError], union: { name: 'BlockUserResult', description: 'The outcome of blockUser: success or a typed error.' } },
    args: { input: t.arg({ type: BlockUserInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const userId = idOf(input.userId, 'User');
      return { blockId: await blockUser(actingViewer(ctx)!, userId), userId };
    },
  }),
  unblockUser: t.field({
    type: UnblockUserSuccess,
    description: 'Unblocks a user: their posts and comments show again. API tokens need ACCOUNTS_WRITE.',
    ...signedInWith('ACCOUNTS_WRITE'),
    errors: { types: [NotFoundError], union: { name: 'UnblockUserResult', description: 'The outcome of unblockUser: success or a typed error.' } },
    args: { input: t.arg({ type: BlockUserInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const userId = idOf(input.userId, 'User');
      return { blockId: await unblockUser(actingViewer(ctx)!, userId), userId };
    },
  }),
  banFromClub: t.field({
    type: BanFromClubSuccess,
    description:
      'Bans a user from a club (its owner or an administrator; an owner’s API token with CLUBS_WRITE too): their membership ends and they cannot rejoin, subscribe, post, comment or react there. Refused while they have a running paid subscription (BAN_BLOCKED_BY_SUBSCRIPTION). Written to the audit log.',
    ...signedInWith('CLUBS_WRITE'),
    errors: {
      types: [InvalidInputError, NotFoundError, ForbiddenError, CannotBlockSelfError, CannotBanOwnerError, BanBlockedBySubscriptionError],
      union: { name: 'BanFromClubResult', description: 'The outcome of banFromClub: success or a typed error.' },
    },
    args: { input: t.arg({ type: BanFromClubInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const userId = idOf(input.userId, 'User');
      const banId = await banFromClub(actingViewer(ctx)!, { clubId: idOf(input.clubId, 'Club'), userId, reason: input.reason });
      return { banId, userId };
    },
  }),
  liftClubBan: t.field({
    type: LiftClubBanSuccess,
    description: 'Lifts a ban (the club’s owner or an administrator; API tokens need CLUBS_WRITE). Written to the audit log.',
    ...signedInWith('CLUBS_WRITE'),
    errors: { types: [NotFoundError, ForbiddenError], union: { name: 'LiftClubBanResult', description: 'The outcome of liftClubBan: success or a typed error.' } },
    args: { input: t.arg({ type: LiftClubBanInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      banId: await liftClubBan(actingViewer(ctx)!, { clubId: idOf(input.clubId, 'Club'), userId: idOf(input.userId, 'User') }),
    }),
  }),
}));
