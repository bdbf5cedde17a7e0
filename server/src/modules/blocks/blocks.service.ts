// User blocks and club bans.
//
// A block is private and one-way: the blocker no longer sees the blocked user's posts, comments and
// replies anywhere (feeds, the post page, node/nodes, comment lists, live comment events), and the blocked
// user cannot message the blocker (chat asks blockersBetween). The filter is a condition inside the
// statements that read posts and comments (blockedAuthorFilter), so reading costs no extra statement;
// guests and administrators get no condition at all.
//
// A club ban is the owner's moderation tool: the member is removed from the club and cannot rejoin,
// subscribe, post, comment (nor edit what they wrote) or react there. A member with a live paid
// subscription is not banned (they paid for the period): the owner is told when it ends and bans them
// then. Bans and lifts are written to the audit log in the same transaction.
import type { Prisma } from '../../generated/prisma/client.ts';
import { COUNT_LIMIT } from '../../platform/counts.ts';
import { db } from '../../platform/database.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { keysetPage, type PageQuery } from '../../platform/keyset.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { recordAudit } from '../admin/admin.service.ts';
import { lockMembershipOf, removeBannedMember } from '../clubs/clubs.service.ts';
import { liveSubscriptionOf } from '../memberships/memberships.service.ts';
import { BanBlockedBySubscriptionError, CannotBanOwnerError, CannotBlockSelfError, ClubBannedError } from './blocks.errors.ts';

export const BAN_REASON_MAX = 200;

// ------------------------------------------------------------------ reading with blocks applied

/**
 * The condition on an author (a User relation filter) that leaves out users the viewer blocked: one
 * NOT EXISTS inside the statement that reads posts or comments. Nothing for guests and administrators
 * (moderation sees everything).
 */
export function notBlockedByViewer(viewer: Viewer | null): Prisma.UserWhereInput | null {
  if (!blocksHideFrom(viewer)) return null;
  return { blocksReceived: { none: { blockerId: viewer.id } } };
}

/** Whether the viewer's blocks hide anything from them: not for guests and administrators. */
export function blocksHideFrom(viewer: Viewer | null): viewer is Viewer {
  return !!viewer && viewer.role !== 'ADMIN';
}

/** The inverse of notBlockedByViewer: users the viewer blocked (null when blocks hide nothing from them). */
export function blockedByViewer(viewer: Viewer | null): Prisma.UserWhereInput | null {
  if (!blocksHideFrom(viewer)) return null;
  return { blocksReceived: { some: { blockerId: viewer.id } } };
}

/** `{ author: notBlockedByViewer }` as a where fragment for posts or comments ({} when nothing applies). */
export function blockedAuthorFilter(viewer: Viewer | null): { author?: Prisma.UserWhereInput } {
  const author = notBlockedByViewer(viewer);
  return author ? { author } : {};
}

/** Whether either user blocked the other (chat refuses messages between them). */
export async function isBlockedBetween(a: string, b: string): Promise<boolean> {
  return (await blockersBetween(a, b)).length > 0;
}

/** Which of the two users blocked the other (none, one or both ids), in one statement. */
export async function blockersBetween(a: string, b: string): Promise<string[]> {
  if (!isUuid(a) || !isUuid(b) || a === b) return [];
  const rows = await db().userBlock.findMany({
    where: { OR: [{ blockerId: a, blockedId: b }, { blockerId: b, blockedId: a }] },
    select: { blockerId: true },
  });
  return rows.map((r) => r.blockerId);
}

/**
 * Everyone who blocked `authorId` (live events: one statement per event, shared by all its watchers). A
 * user blocked by very many would make this large; blocks are personal lists, so that stays rare.
 */
export async function blockersOf(authorId: string): Promise<Set<string>> {
  if (!isUuid(authorId)) return new Set();
  const rows = await db().userBlock.findMany({ where: { blockedId: authorId }, select: { blockerId: true } });
  return new Set(rows.map((r) => r.blockerId));
}

/** Whether `blockerId` blocked `blockedId`. */
export async function hasBlocked(blockerId: string, blockedId: string): Promise<boolean> {
  if (!isUuid(blockerId) || !isUuid(blockedId)) return false;
  return !!(await db().userBlock.findUnique({ where: { blockerId_blockedId: { blockerId, blockedId } }, select: { id: true } }));
}

// ------------------------------------------------------------------ blocking

async function existingUser(userId: string) {
  const user = isUuid(userId) ? await db().user.findFirst({ where: { id: userId, deletedAt: null }, select: { id: true } }) : null;
  if (!user) throw new NotFoundError('No such user');
  return user;
}

/** Blocks a user (idempotent); the blocked user is not told. Returns the block's id. */
export async function blockUser(viewer: Viewer, userId: string): Promise<string> {
  if (userId === viewer.id) throw new CannotBlockSelfError();
  const user = await existingUser(userId);
  const block = await db().userBlock.upsert({
    where: { blockerId_blockedId: { blockerId: viewer.id, blockedId: user.id } },
    create: { blockerId: viewer.id, blockedId: user.id },
    update: {},
    select: { id: true },
  });
  return block.id;
}

/** Lifts a block (idempotent); returns the id of the block removed, null when there was none. */
export async function unblockUser(viewer: Viewer, userId: string): Promise<string | null> {
  if (!isUuid(userId)) throw new NotFoundError('No such user');
  const block = await db().userBlock.findUnique({ where: { blockerId_blockedId: { blockerId: viewer.id, blockedId: userId } }, select: { id: true } });
  if (!block) return null;
  await db().userBlock.deleteMany({ where: { id: block.id } });
  return block.id;
}

/** The viewer's blocks (their own list only). */
export function blocksOfViewerWhere(viewer: Viewer): Prisma.UserBlockWhereInput {
  return { blockerId: viewer.id };
}

export function countBlocks(viewer: Viewer): Promise<number> {
  // A bounded count: a user's block list is small, and never counted past COUNT_LIMIT.
  return db().userBlock.count({ where: blocksOfViewerWhere(viewer), take: COUNT_LIMIT });
}

export function findBlocksPage<Q extends PageQuery>(query: Q, where: Prisma.UserBlockWhereInput) {
  return keysetPage(query, 'createdAt', where, (args) => db().userBlock.findMany(args as Prisma.UserBlockFindManyArgs));
}

// ------------------------------------------------------------------ club bans

/** Whether the user is banned from the club (read in `tx` when asked inside a transaction). */
export async function isBannedFromClub(userId: string, clubId: string, tx: Prisma.TransactionClient = db()): Promise<boolean> {
  if (!isUuid(userId) || !isUuid(clubId)) return false;
  return !!(await tx.clubBan.findUnique({ where: { clubId_userId: { clubId, userId } }, select: { id: true } }));
}

/** ClubBannedError when the user is banned from the club (join, subscribe, post, comment, edit either, react). */
export async function assertNotBanned(userId: string, clubId: string): Promise<void> {
  if (await isBannedFromClub(userId, clubId)) throw new ClubBannedError(clubId);
}

/** The club if the viewer runs it (or is an administrator); NotFoundError when they cannot see it, ForbiddenError otherwise. */
async function managedClub(viewer: Viewer, clubId: string) {
  const club = isUuid(clubId) ? await db().club.findUnique({ where: { id: clubId }, select: { id: true, ownerId: true, isPublic: true } }) : null;
  const admin = viewer.role === 'ADMIN';
  if (!club || (!club.isPublic && club.ownerId !== viewer.id && !admin)) throw new NotFoundError('No such club');
  if (club.ownerId !== viewer.id && !admin) throw new ForbiddenError('Only the club owner bans members');
  return club;
}

function checkedReason(raw: string | null | undefined): string {
  const reason = (raw ?? '').trim();
  if ([...reason].length > BAN_REASON_MAX) throw new InvalidInputError('reason', `At most ${BAN_REASON_MAX} characters`);
  return reason;
}

/**
 * Bans a user from a club (its owner or an administrator): removes their membership and keeps them out.
 * Refused for the owner themselves and for a member whose paid subscription is still live. Idempotent.
 * Returns the ban's id.
 */
export async function banFromClub(viewer: Viewer, input: { clubId: string; userId: string; reason?: string | null }, now = new Date()): Promise<string> {
  const club = await managedClub(viewer, input.clubId);
  if (input.userId === club.ownerId) throw new CannotBanOwnerError();
  if (input.userId === viewer.id) throw new CannotBlockSelfError();
  const user = await existingUser(input.userId);
  const reason = checkedReason(input.reason);
  return db().$transaction(async (tx) => {
    // Checked under the lock a checkout's fulfilment takes: one committing meanwhile would leave a banned fan paying.
    await lockMembershipOf(tx, club.id, user.id);
    const live = await liveSubscriptionOf(user.id, club.id, now, tx);
    if (live) throw new BanBlockedBySubscriptionError(live.currentPeriodEnd);
    const existing = await tx.clubBan.findUnique({ where: { clubId_userId: { clubId: club.id, userId: user.id } }, select: { id: true } });
    if (existing) return existing.id;
    const ban = await tx.clubBan.create({ data: { clubId: club.id, userId: user.id, bannedById: viewer.id, reason }, select: { id: true } });
    const removed = await removeBannedMember(tx, club.id, user.id);
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'club_ban.ban',
      targetType: 'ClubBan',
      targetId: ban.id,
      details: { clubId: club.id, userId: user.id, reason, membershipRemoved: removed },
    });
    return ban.id;
  });
}

/** Lifts a ban (its club's owner or an administrator); the user may join again. Returns the lifted ban's id, null when there was none. */
export async function liftClubBan(viewer: Viewer, input: { clubId: string; userId: string }): Promise<string | null> {
  const club = await managedClub(viewer, input.clubId);
  if (!isUuid(input.userId)) throw new NotFoundError('No such user');
  return db().$transaction(async (tx) => {
    const ban = await tx.clubBan.findUnique({ where: { clubId_userId: { clubId: club.id, userId: input.userId } }, select: { id: true } });
    if (!ban) return null;
    await tx.clubBan.delete({ where: { id: ban.id } });
    await recordAudit(tx, { actorId: viewer.id, action: 'club_ban.lift', targetType: 'ClubBan', targetId: ban.id, details: { clubId: club.id, userId: input.userId } });
    return ban.id;
  });
}

/** A club's bans, for its owner and administrators only (nothing for anyone else). */
export function clubBansWhere(viewer: Viewer | null, club: { id: string; ownerId: string }): Prisma.ClubBanWhereInput {
  const manager = !!viewer && (viewer.role === 'ADMIN' || viewer.id === club.ownerId);
  return manager ? { clubId: club.id } : { id: { in: [] } };
}

export function countClubBans(where: Prisma.ClubBanWhereInput): Promise<number> {
  return db().clubBan.count({ where, take: COUNT_LIMIT });
}

export function findClubBansPage<Q extends PageQuery>(query: Q, where: Prisma.ClubBanWhereInput) {
  return keysetPage(query, 'createdAt', where, (args) => db().clubBan.findMany(args as Prisma.ClubBanFindManyArgs));
}
