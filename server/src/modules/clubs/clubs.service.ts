// Clubs and membership: visibility, creating and editing clubs, joining, leaving and per-club profiles.
// A private club is seen only by its owner and administrators; making it public is irreversible.
import { reportClubActivity } from '../../platform/club-activity.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { COUNT_LIMIT } from '../../platform/counts.ts';
import { db, isRecordGone } from '../../platform/database.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { auditedClubWrite } from '../admin/admin.service.ts';
import { mainNicknameOf, userIdsWithNicknameLike } from '../accounts/profile.service.ts';
import { canCreateClub } from '../creators/creators.service.ts';
import { findUsableFiles, imageUrl, releaseImages } from '../files/files.service.ts';
import { canManage, liveSubscriptionWhere } from '../memberships/memberships.service.ts';
import { isUuid } from '../../platform/ids.ts';
import { cursorPlace, keysetAfter, keysetPage, type PageQuery } from '../../platform/keyset.ts';
import {
  AlreadyMemberError,
  ClubUriTakenError,
  CreatorRequiredError,
  LeaveBlockedBySubscriptionError,
  MembershipRequiredError,
  OwnerCannotJoinError,
} from './clubs.errors.ts';
import { nicknameKey } from './nickname-key.ts';
import { assertNotBanned, isBannedFromClub } from '../blocks/blocks.service.ts';
import { ClubBannedError } from '../blocks/blocks.errors.ts';
import { hasControlCharacters, visibleLengthWithin, visibleText } from '../../platform/visible-text.ts';
import { anniversarySpans, kstYearsAgo } from '../../platform/kst.ts';

export const CLUB_URI = /^[a-z][a-z0-9-]{2,29}$/;
export const CLUB_NAME_MAX = 40;
export const CLUB_INTRODUCTION_MAX = 1000;
export const FANDOM_NAME_MAX = 30;
export const CLUB_LINKS_MAX = 5;
export const CLUB_LINK_LABEL_MAX = 30;
export const CLUB_NICKNAME_MIN = 2;
export const CLUB_NICKNAME_MAX = 20;
const THEME_COLOR = /^#[0-9a-f]{6}$/i;

export function visibleClubsWhere(viewer: Viewer | null): Prisma.ClubWhereInput {
  if (viewer?.role === 'ADMIN') return {};
  if (viewer) return { OR: [{ isPublic: true }, { ownerId: viewer.id }] };
  return { isPublic: true };
}

/** Throws NotFoundError when the club does not exist or the viewer may not see it. */
export async function findVisibleClubByUri<T extends Omit<Prisma.ClubFindFirstArgs, 'where'>>(
  viewer: Viewer | null,
  uri: string,
  query: T,
) {
  const club = await db().club.findFirst({ ...query, where: { AND: [{ uri }, visibleClubsWhere(viewer)] } });
  if (!club) throw new NotFoundError(`No club at "${uri}"`);
  return club;
}

/** The club by id if the viewer may see it, else NotFoundError. */
export async function visibleClub(viewer: Viewer | null, clubId: string) {
  const club = isUuid(clubId)
    ? await db().club.findFirst({ where: { AND: [{ id: clubId }, visibleClubsWhere(viewer)] }, select: { id: true, ownerId: true, isPublic: true } })
    : null;
  if (!club) throw new NotFoundError('No such club');
  return club;
}

/**
 * The club by id if the viewer may join it (or subscribe in it), else NotFoundError: the clubs a
 * non-administrator with the same id sees. An administrator sees every club to moderate it, but seeing is no
 * right to join: a club that is not public is refused them as it is to anyone but its owner.
 */
export async function joinableClub(viewer: Viewer, clubId: string) {
  return visibleClub(viewer.role === 'ADMIN' ? { id: viewer.id, role: 'USER' } : viewer, clubId);
}

export type ClubRole = 'OWNER' | 'MEMBER' | 'NONE';

/** The viewer's relation to a club (administrators are NONE unless they joined; check the role separately). */
export async function clubRoleOf(userId: string | null | undefined, clubId: string): Promise<ClubRole> {
  if (!userId) return 'NONE';
  const club = await db().club.findUnique({
    where: { id: clubId },
    select: { ownerId: true, members: { where: { userId }, select: { id: true } } },
  });
  if (!club) return 'NONE';
  if (club.ownerId === userId) return 'OWNER';
  return club.members.length > 0 ? 'MEMBER' : 'NONE';
}

// ------------------------------------------------------------------ validation

export type ClubLink = { label: string; url: string };

function httpUrl(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    const ok = (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !url.username && !url.password;
    return ok && raw.length <= 500 ? url.href : null;
  } catch {
    return null;
  }
}

export function validateLinks(links: readonly ClubLink[]): ClubLink[] {
  if (links.length > CLUB_LINKS_MAX) throw new InvalidInputError('links', `At most ${CLUB_LINKS_MAX} links`);
  return links.map((link, i) => {
    const label = link.label.trim();
    if (!label) throw new InvalidInputError(`links.${i}`, 'Give the link a label', 'REQUIRED');
    if ([...label].length > CLUB_LINK_LABEL_MAX) throw new InvalidInputError(`links.${i}`, `Labels are at most ${CLUB_LINK_LABEL_MAX} characters`);
    const url = httpUrl(link.url);
    if (!url) throw new InvalidInputError(`links.${i}`, 'Enter a valid http(s) link', 'INVALID_URL');
    return { label, url };
  });
}

/** Stored links, tolerating anything odd in the JSON column. */
export function linksOf(raw: unknown): ClubLink[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((l): l is ClubLink => !!l && typeof l.label === 'string' && typeof l.url === 'string');
}

function text(field: string, value: string, max: number, required: boolean): string | null {
  const trimmed = value.trim();
  if (!trimmed) {
    if (required) throw new InvalidInputError(field, 'This field is required', 'REQUIRED');
    return null;
  }
  if ([...trimmed].length > max) throw new InvalidInputError(field, `At most ${max} characters`);
  return trimmed;
}

function themeColor(value: string): string {
  if (!THEME_COLOR.test(value.trim())) throw new InvalidInputError('themeColor', 'Use a colour like #8B5CF6');
  return value.trim().toUpperCase();
}

/** An IMAGE file of the viewer, as its public URL (FILE_INVALID otherwise). */
async function imageOf(viewer: Viewer, field: string, fileId: string): Promise<string> {
  const [file] = isUuid(fileId) ? await findUsableFiles(viewer.id, [fileId], 'IMAGE') : [];
  if (!file) throw new InvalidInputError(field, 'Choose an image you uploaded', 'FILE_INVALID');
  return imageUrl(file.id);
}

/**
 * A club nickname, trimmed, or null for none (blank, or only invisible characters); lengths and characters as
 * checkNickname judges them (no control or bidirectional control characters: "\u202Enimda" shows as "admin").
 */
export function validateClubNickname(nickname: string | null | undefined): string | null {
  const trimmed = nickname?.trim() ?? '';
  if (!visibleText(trimmed)) return null;
  if (hasControlCharacters(trimmed)) {
    throw new InvalidInputError('nickname', 'Line breaks, tabs and text-direction controls are not allowed', 'INVALID_CHARACTERS');
  }
  if (!visibleLengthWithin(trimmed, CLUB_NICKNAME_MIN, CLUB_NICKNAME_MAX)) {
    throw new InvalidInputError('nickname', `Nicknames are ${CLUB_NICKNAME_MIN}–${CLUB_NICKNAME_MAX} characters`, 'NICKNAME_LENGTH');
  }
  return trimmed;
}

// ------------------------------------------------------------------ clubs

export type CreateClubInput = {
  uri: string;
  name: string;
  introduction: string;
  fandomName?: string | null;
  themeColor?: string | null;
  iconFileId?: string | null;
  bannerFileId?: string | null;
  links?: readonly ClubLink[] | null;
};

export async function createClub(viewer: Viewer, input: CreateClubInput) {
  if (!canCreateClub(viewer)) throw new CreatorRequiredError();
  const uri = input.uri.trim();
  if (!uri) throw new InvalidInputError('uri', 'Choose the club address', 'REQUIRED');
  if (!CLUB_URI.test(uri)) throw new InvalidInputError('uri', '3–30 lowercase letters, digits or "-", starting with a letter');
  const data: Prisma.ClubUncheckedCreateInput = {
    uri,
    ownerId: viewer.id,
    name: text('name', input.name, CLUB_NAME_MAX, true)!,
    introduction: text('introduction', input.introduction, CLUB_INTRODUCTION_MAX, true)!,
    fandomName: input.fandomName != null ? text('fandomName', input.fandomName, FANDOM_NAME_MAX, false) : null,
    links: validateLinks(input.links ?? []),
    isPublic: false,
  };
  if (input.themeColor != null) data.themeColor = themeColor(input.themeColor);
  if (input.iconFileId) data.iconUrl = await imageOf(viewer, 'iconFileId', input.iconFileId);
  if (input.bannerFileId) data.bannerUrl = await imageOf(viewer, 'bannerFileId', input.bannerFileId);
  if (await db().club.findUnique({ where: { uri }, select: { id: true } })) throw new ClubUriTakenError();
  try {
    return await db().club.create({ data });
  } catch (e) {
    // Two creators racing for the same uri: the unique index decides.
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') throw new ClubUriTakenError();
    throw e;
  }
}

export type UpdateClubInput = {
  clubId: string;
  name?: string | null;
  introduction?: string | null;
  fandomName?: string | null;
  themeColor?: string | null;
  iconFileId?: string | null;
  bannerFileId?: string | null;
  removeIcon?: boolean | null;
  removeBanner?: boolean | null;
  links?: readonly ClubLink[] | null;
  anniversaryNotices?: boolean | null;
};

/** Owner or administrator; the club must be visible to the viewer. */
async function managedClub(viewer: Viewer, clubId: string) {
  const club = await visibleClub(viewer, clubId);
  if (!canManage(viewer, club)) throw new ForbiddenError('Only the club owner can change the club');
  return club;
}

export async function updateClub(viewer: Viewer, input: UpdateClubInput) {
  const club = await managedClub(viewer, input.clubId);
  const data: Prisma.ClubUpdateInput = {};
  if (input.name != null) data.name = text('name', input.name, CLUB_NAME_MAX, true)!;
  if (input.introduction != null) data.introduction = text('introduction', input.introduction, CLUB_INTRODUCTION_MAX, true)!;
  if (input.fandomName != null) data.fandomName = text('fandomName', input.fandomName, FANDOM_NAME_MAX, false);
  if (input.themeColor != null) data.themeColor = themeColor(input.themeColor);
  if (input.links != null) data.links = validateLinks(input.links);
  if (input.anniversaryNotices != null) data.anniversaryNotices = input.anniversaryNotices;
  if (input.removeIcon) data.iconUrl = null;
  else if (input.iconFileId) data.iconUrl = await imageOf(viewer, 'iconFileId', input.iconFileId);
  if (input.removeBanner) data.bannerUrl = null;
  else if (input.bannerFileId) data.bannerUrl = await imageOf(viewer, 'bannerFileId', input.bannerFileId);
  const { updated, removeBytes } = await auditedClubWrite(
    viewer,
    club,
    async (tx) => {
      // Locked: of two changes at once, each releases the picture the other left.
      const [before] = await tx.$queryRaw<{ iconUrl: string | null; bannerUrl: string | null }[]>`
        SELECT "iconUrl", "bannerUrl" FROM "Club" WHERE id = ${club.id}::uuid FOR UPDATE`;
      const updated = await tx.club.update({ where: { id: club.id }, data });
      // A replaced or removed icon or banner is no longer served when nothing else shows it.
      const replaced = [before.iconUrl !== updated.iconUrl ? before.iconUrl : null, before.bannerUrl !== updated.bannerUrl ? before.bannerUrl : null];
      return { updated, removeBytes: await releaseImages(replaced, tx) };
    },
    () => ({ action: 'club.update', targetType: 'Club', targetId: club.id, details: { fields: Object.keys(data) } }),
  );
  await removeBytes();
  return updated;
}

/** Irreversible; an already public club stays as it is. */
export async function makeClubPublic(viewer: Viewer, clubId: string, now = new Date()) {
  const club = await managedClub(viewer, clubId);
  await auditedClubWrite(
    viewer,
    club,
    (tx) => tx.club.updateMany({ where: { id: club.id, isPublic: false }, data: { isPublic: true, publishedAt: now } }),
    ({ count }) => (count ? { action: 'club.publish', targetType: 'Club', targetId: club.id } : null),
  );
  return club;
}

// ------------------------------------------------------------------ membership

/**
 * The nickname key for a member of `club` showing `shown`: refused when it reads like the owner's name
 * (NICKNAME_RESERVED), unless it is the member's `current` key (a name they held before the owner took a
 * lookalike stays theirs); uniqueness among members is the database's (clubId, nicknameKey) index.
 */
async function checkedNicknameKey(club: { id: string; ownerId: string }, shown: string, current: string | null = null): Promise<string> {
  const key = nicknameKey(shown);
  if (key !== current && key === nicknameKey(await mainNicknameOf(club.ownerId))) {
    throw new InvalidInputError('nickname', 'This name reads like the creator’s; choose another', 'NICKNAME_RESERVED');
  }
  return key;
}

const nicknameTaken = () => new InvalidInputError('nickname', 'A member of this club already goes by this name (or one that reads alike)', 'NICKNAME_TAKEN');

/** Which unique index a P2002 hit (Prisma names its fields), when it is the nickname key's. */
function isNicknameKeyClash(e: unknown): boolean {
  if (!(e instanceof Prisma.PrismaClientKnownRequestError) || e.code !== 'P2002') return false;
  return JSON.stringify(e.meta ?? {}).includes('nicknameKey');
}

/**
 * A member without a club nickname shows their main one, so renaming it renames them in each such club
 * (a rename step, registered by startClubs): refused, naming no club, when the new name reads like one of
 * those clubs' owners or is taken by another of their members, as joining with it would be. An owner's
 * main nickname is their name in the clubs they own: one a member there goes by is refused too (that
 * member would then read like the creator).
 */
export async function renameMemberships(userId: string, nickname: string, tx: Prisma.TransactionClient): Promise<void> {
  const key = nicknameKey(nickname);
  if (await tx.clubMember.count({ where: { nicknameKey: key, club: { ownerId: userId } }, take: 1 })) {
    throw new InvalidInputError('nickname', 'A member of a club you own already goes by this name (or one that reads alike)', 'NICKNAME_TAKEN');
  }
  const owners = await tx.$queryRaw<{ nickname: string }[]>`
    SELECT o.nickname FROM "ClubMember" m JOIN "Club" c ON c.id = m."clubId" JOIN "User" o ON o.id = c."ownerId"
    WHERE m."userId" = ${userId}::uuid AND m.nickname IS NULL`;
  if (owners.some((owner) => nicknameKey(owner.nickname) === key)) {
    throw new InvalidInputError('nickname', 'This name reads like the creator’s of a club you joined; choose another', 'NICKNAME_RESERVED');
  }
  try {
    await tx.clubMember.updateMany({ where: { userId, nickname: null }, data: { nicknameKey: key } });
  } catch (e) {
    if (isNicknameKeyClash(e)) throw new InvalidInputError('nickname', 'A member of a club you joined already goes by this name (or one that reads alike)', 'NICKNAME_TAKEN');
    throw e;
  }
}

export async function joinClub(viewer: Viewer, clubId: string, nickname: string | null | undefined) {
  const club = await joinableClub(viewer, clubId);
  if (club.ownerId === viewer.id) throw new OwnerCannotJoinError();
  await assertNotBanned(viewer.id, club.id);
  const clubNickname = validateClubNickname(nickname);
  const existing = await db().clubMember.findUnique({ where: { clubId_userId: { clubId: club.id, userId: viewer.id } }, select: { id: true } });
  if (existing) throw new AlreadyMemberError();
  const key = await checkedNicknameKey(club, clubNickname ?? (await mainNicknameOf(viewer.id)));
  try {
    const member = await db().$transaction(async (tx) => {
      // Asked again under the lock a ban takes: one committing meanwhile would leave a banned member.
      await lockMembershipOf(tx, club.id, viewer.id);
      if (await isBannedFromClub(viewer.id, club.id, tx)) throw new ClubBannedError(club.id);
      return tx.clubMember.create({ data: { clubId: club.id, userId: viewer.id, nickname: clubNickname, nicknameKey: key } });
    });
    await reportClubActivity({ kind: 'MEMBER_JOINED', clubId: club.id, userId: viewer.id });
    return member;
  } catch (e) {
    if (isNicknameKeyClash(e)) throw nicknameTaken();
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') throw new AlreadyMemberError();
    throw e;
  }
}

/**
 * Makes the user a member (with the main profile) if they are not one; for subscriptions, which require
 * membership. A paid subscription is never refused for a name: when the main nickname reads like a
 * member's already, the membership starts without a key (the fan is asked for a club nickname when they
 * next edit their club profile). ON CONFLICT DO NOTHING keeps a clash from aborting the payment. A main
 * nickname that reads like the owner's (checkout refuses it, but a resubscribe or a rename on the way
 * does not) is never shown: the member goes by their public user id until they choose a club nickname.
 */
export async function ensureMembership(tx: Prisma.TransactionClient, clubId: string, userId: string) {
  // Read in the transaction: a second connection per payment could starve the pool under load.
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { nickname: true, uid: true } });
  const { owner } = await tx.club.findUniqueOrThrow({ where: { id: clubId }, select: { owner: { select: { nickname: true } } } });
  const nickname = nicknameKey(user.nickname) === nicknameKey(owner.nickname) ? user.uid : null;
  const key = nicknameKey(nickname ?? user.nickname);
  const joined = await tx.clubMember.createMany({ data: [{ clubId, userId, nickname, nicknameKey: key }], skipDuplicates: true });
  if (joined.count === 0) await tx.clubMember.createMany({ data: [{ clubId, userId, nickname }], skipDuplicates: true });
}

/**
 * Before a checkout charges anything: a fan who is not a member yet joins by subscribing with their main
 * nickname, which may not read like the owner's (NICKNAME_RESERVED; joining with a club nickname first is
 * the way in). A clash with a member's name does not refuse it (see ensureMembership).
 */
export async function assertJoinableWithMainNickname(club: { id: string; ownerId: string }, userId: string): Promise<void> {
  if (await db().clubMember.count({ where: { clubId: club.id, userId } })) return;
  await checkedNicknameKey(club, await mainNicknameOf(userId));
}

/**
 * Gives members that joined before nicknames had keys (or whose key clashed, or whose key a migration
 * dropped when nicknameKey changed) their key, in batches; a clash leaves that member without one.
 * Idempotent, so any instance may run it at start.
 */
export async function backfillNicknameKeys(batch = 500): Promise<number> {
  let filled = 0;
  let after: { joinedAt: Date; id: string } | undefined;
  for (;;) {
    // The earliest member keeps a name two members share (keyset over joinedAt, id).
    const members = await db().clubMember.findMany({
      where: {
        nicknameKey: null,
        ...(after ? keysetAfter('joinedAt', after.joinedAt, after.id, 'gt') : {}),
      },
      orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }],
      take: batch,
      select: { id: true, clubId: true, joinedAt: true, nickname: true, user: { select: { nickname: true } } },
    });
    if (!members.length) return filled;
    after = members[members.length - 1];
    for (const m of members) {
      const key = nicknameKey(m.nickname ?? m.user.nickname);
      const updated = await db().$executeRaw`
        UPDATE "ClubMember" SET "nicknameKey" = ${key} WHERE id = ${m.id}::uuid AND "nicknameKey" IS NULL
          AND NOT EXISTS (SELECT 1 FROM "ClubMember" o WHERE o."clubId" = ${m.clubId}::uuid AND o."nicknameKey" = ${key})`;
      filled += updated;
    }
  }
}

async function membershipOf(viewer: Viewer, clubId: string) {
  const club = await visibleClub(viewer, clubId);
  const member = await db().clubMember.findUnique({ where: { clubId_userId: { clubId: club.id, userId: viewer.id } } });
  if (!member) throw new MembershipRequiredError(club.id);
  return member;
}

/**
 * Serialises, per club and user, the changes that must agree on membership and subscription: a
 * subscription starting or resuming (which makes the fan a member), leaving and a ban (which end it while
 * no subscription is live or renewing). Each takes it first in its transaction and checks its rule after.
 */
export async function lockMembershipOf(tx: Prisma.TransactionClient, clubId: string, userId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`membership:${clubId}:${userId}`}, 0))`;
}

/** Leaving is refused while a subscription renews (an ACTIVE card subscription); after cancelling it is allowed. */
export async function leaveClub(viewer: Viewer, clubId: string) {
  const member = await membershipOf(viewer, clubId);
  const count = await db().$transaction(async (tx) => {
    // Checked under the lock: a resubscribe or checkout committing meanwhile would renew without a membership.
    await lockMembershipOf(tx, member.clubId, viewer.id);
    const renewing = await tx.subscription.findFirst({
      where: { clubId: member.clubId, userId: viewer.id, status: 'ACTIVE', method: 'CARD' },
      select: { id: true },
    });
    if (renewing) throw new LeaveBlockedBySubscriptionError(renewing.id);
    return (await tx.clubMember.deleteMany({ where: { id: member.id } })).count;
  });
  if (count) await reportClubActivity({ kind: 'MEMBER_LEFT', clubId: member.clubId, userId: viewer.id });
  return member.clubId;
}

/** Ends a banned user's membership inside the ban's transaction (blocks module); whether there was one. */
export async function removeBannedMember(tx: Prisma.TransactionClient, clubId: string, userId: string): Promise<boolean> {
  const { count } = await tx.clubMember.deleteMany({ where: { clubId, userId } });
  return count > 0;
}

export async function updateClubProfile(
  viewer: Viewer,
  input: { clubId: string; nickname?: string | null; avatarFileId?: string | null; removeAvatar?: boolean | null },
) {
  const member = await membershipOf(viewer, input.clubId);
  const nickname = validateClubNickname(input.nickname);
  const club = await db().club.findUniqueOrThrow({ where: { id: member.clubId }, select: { id: true, ownerId: true } });
  const shown = nickname ?? (await mainNicknameOf(viewer.id));
  const data: Prisma.ClubMemberUpdateInput = { nickname, nicknameKey: await checkedNicknameKey(club, shown, member.nicknameKey) };
  if (input.removeAvatar) data.avatarUrl = null;
  else if (input.avatarFileId) data.avatarUrl = await imageOf(viewer, 'avatarFileId', input.avatarFileId);
  try {
    const { updated, removeBytes } = await db().$transaction(async (tx) => {
      // Locked: of two changes at once, each releases the avatar the other left.
      const [before] = await tx.$queryRaw<{ avatarUrl: string | null }[]>`
        SELECT "avatarUrl" FROM "ClubMember" WHERE id = ${member.id}::uuid FOR UPDATE`;
      const updated = await tx.clubMember.update({ where: { id: member.id }, data });
      // A replaced or removed club avatar is no longer served when nothing else shows it.
      return { updated, removeBytes: await releaseImages(before && before.avatarUrl !== updated.avatarUrl ? [before.avatarUrl] : [], tx) };
    });
    await removeBytes();
    return updated;
  } catch (e) {
    if (isNicknameKeyClash(e)) throw nicknameTaken();
    // The membership ended (left, banned) since it was read.
    if (isRecordGone(e)) throw new MembershipRequiredError(member.clubId);
    throw e;
  }
}

export async function updateClubNotificationSettings(
  viewer: Viewer,
  input: { clubId: string; notifyPosts: boolean; notifyNotices: boolean },
) {
  const member = await membershipOf(viewer, input.clubId);
  return db().clubMember.update({
    where: { id: member.id },
    data: { notifyPosts: input.notifyPosts, notifyNotices: input.notifyNotices },
  });
}

// ------------------------------------------------------------------ search

/** Escapes LIKE wildcards so a search for "100%" or "a_b" matches literally. */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The folded club text the trigram index "Club_search_trgm" is built on (keep the two identical). */
const CLUB_SEARCH_TEXT = Prisma.sql`search_fold(c.name || ' ' || coalesce(c."fandomName", '') || ' ' || c.introduction)`;

/**
 * What a club search matches: the club's name, fandom name or introduction, or its creator's nickname;
 * a substring, ignoring case and accents ("cafe" finds "Café"), in any script. Both sides go through
 * trigram indexes, so no request scans the clubs.
 */
async function clubSearch(viewer: Viewer | null, query: string) {
  const q = query.normalize('NFC').trim();
  if (!q) return null;
  const pattern = likePattern(q);
  const owners = await userIdsWithNicknameLike(pattern);
  const visible =
    viewer?.role === 'ADMIN'
      ? Prisma.sql`TRUE`
      : viewer
        ? Prisma.sql`(c."isPublic" OR c."ownerId" = ${viewer.id}::uuid)`
        : Prisma.sql`c."isPublic"`;
  const folded = Prisma.sql`search_fold(${pattern})`;
  const byOwner = owners.length ? Prisma.sql`c."ownerId" = ANY(${owners}::uuid[])` : Prisma.sql`FALSE`;
  const where = Prisma.sql`${visible} AND (${CLUB_SEARCH_TEXT} LIKE ${folded} ESCAPE '\\' OR ${byOwner})`;
  const rank = Prisma.sql`CASE WHEN search_fold(c.name) LIKE ${folded} ESCAPE '\\' THEN 0
    WHEN search_fold(coalesce(c."fandomName", '')) LIKE ${folded} ESCAPE '\\' THEN 1 WHEN ${byOwner} THEN 2 ELSE 3 END`;
  return { where, rank };
}

/**
 * Ids of clubs matching `query` (see clubSearch), best match first (name, fandom name, creator, then
 * introduction), then most recent activity. Keyset-paged after the club `afterId`.
 */
export async function searchClubIds(viewer: Viewer | null, query: string, take: number, afterId?: string): Promise<string[]> {
  const search = await clubSearch(viewer, query);
  if (!search) return [];
  const ranked = Prisma.sql`SELECT c.id, c."lastActivityAt", ${search.rank} AS rank FROM "Club" c WHERE ${search.where}`;
  const after = afterId && isUuid(afterId) ? afterId : null;
  const rows = after
    ? await db().$queryRaw<{ id: string }[]>`
        WITH ranked AS (${ranked}), cur AS (SELECT rank, "lastActivityAt", id FROM ranked WHERE id = ${after}::uuid)
        SELECT r.id FROM ranked r, cur
        WHERE r.rank > cur.rank OR (r.rank = cur.rank AND (r."lastActivityAt" < cur."lastActivityAt"
          OR (r."lastActivityAt" = cur."lastActivityAt" AND r.id < cur.id)))
        ORDER BY r.rank, r."lastActivityAt" DESC, r.id DESC LIMIT ${take}`
    : await db().$queryRaw<{ id: string }[]>`
        WITH ranked AS (${ranked}) SELECT id FROM ranked ORDER BY rank, "lastActivityAt" DESC, id DESC LIMIT ${take}`;
  return rows.map((r) => r.id);
}

export async function countSearchClubs(viewer: Viewer | null, query: string): Promise<number> {
  const search = await clubSearch(viewer, query);
  if (!search) return 0;
  // Bounded (see COUNT_LIMIT): a broad query over many clubs stops counting there.
  const [row] = await db().$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM (SELECT 1 FROM "Club" c WHERE ${search.where} LIMIT ${COUNT_LIMIT}) hits`;
  return Number(row?.n ?? 0);
}

// ------------------------------------------------------------------ members

export type ClubMemberFilter = 'ALL' | 'SUBSCRIBED' | 'EXPIRED';

/** A club's members for a filter; SUBSCRIBED and EXPIRED are for the owner and administrators only. */
export function clubMembersWhere(
  viewer: Viewer | null,
  club: { id: string; ownerId: string },
  filter: ClubMemberFilter,
  now = new Date(),
): Prisma.ClubMemberWhereInput {
  if (filter === 'ALL') return { clubId: club.id };
  if (!canManage(viewer, club)) return { id: { in: [] } };
  const live: Prisma.SubscriptionWhereInput = { clubId: club.id, AND: [liveSubscriptionWhere(now)] };
  if (filter === 'SUBSCRIBED') return { clubId: club.id, user: { subscriptions: { some: live } } };
  return { clubId: club.id, user: { subscriptions: { some: { clubId: club.id }, none: live } } };
}

/**
 * A page of the clubs directory the viewer can see, newest first or by recent activity, keyset-paged: from the
 * place its cursor carries (Club's `keyset` unique: creation time and id), or by activity from where the
 * cursor's club stands now, read by its id (activity moves, and no unique may hold it: see schema.prisma).
 */
export async function findClubsPage<Q extends PageQuery>(query: Q, viewer: Viewer | null, order: 'createdAt' | 'lastActivityAt') {
  const where = visibleClubsWhere(viewer);
  const findMany = (args: object) => db().club.findMany(args as Prisma.ClubFindManyArgs);
  if (order === 'createdAt' || !query.cursor) return keysetPage(query, order, where, findMany);
  const place = cursorPlace(query.cursor, 'createdAt');
  // Only a club the viewer can see places a page: a private one's activity stays its own.
  const club = place && (await db().club.findFirst({ where: { AND: [{ id: place.id }, where] }, select: { lastActivityAt: true } }));
  if (!place || !club) return [];
  return keysetPage({ ...query, cursor: { keyset: { lastActivityAt: club.lastActivityAt, id: place.id } } }, order, where, findMany);
}

/** Newest joiners first, keyset-paged on (joinedAt, id); the cursor carries its row's time (ClubMember's `keyset` unique). */
export function findMembersPage<Q extends PageQuery>(query: Q, where: Prisma.ClubMemberWhereInput) {
  return keysetPage(query, 'joinedAt', where, (args) => db().clubMember.findMany(args as Prisma.ClubMemberFindManyArgs));
}

// ------------------------------------------------------------------ the owner's dashboard

/** The clubs the user owns, oldest first; with `clubId`, that club alone (NotFoundError unless theirs). */
export async function ownedClubs(ownerId: string, clubId?: string | null) {
  if (clubId != null && !isUuid(clubId)) throw new NotFoundError('No such club');
  const clubs = await db().club.findMany({
    where: { ownerId, ...(clubId != null ? { id: clubId } : {}) },
    select: { id: true, name: true, memberCount: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  if (clubId != null && clubs.length === 0) throw new NotFoundError('No such club');
  return clubs;
}

/** Members who joined the clubs since `since` (still members), stopping at COUNT_LIMIT. */
export function countMembersJoinedSince(clubIds: readonly string[], since: Date): Promise<number> {
  return db().clubMember.count({ where: { clubId: { in: [...clubIds] }, joinedAt: { gte: since } }, take: COUNT_LIMIT });
}

/**
 * Members who joined and who left the clubs per KST day from `sinceDay` (YYYY-MM-DD) on, summed over the
 * clubs; days without either are left out. Reads the trigger-kept ClubMemberDay rows: a month is at most
 * 31 rows per club, whatever the club's size.
 */
export async function memberDaysSince(clubIds: readonly string[], sinceDay: string): Promise<{ day: string; joined: number; left: number }[]> {
  if (clubIds.length === 0) return [];
  const rows = await db().clubMemberDay.groupBy({
    by: ['day'],
    where: { clubId: { in: [...clubIds] }, day: { gte: new Date(`${sinceDay}T00:00:00Z`) } },
    _sum: { joined: true, left: true },
    orderBy: { day: 'asc' },
  });
  return rows.map((r) => ({ day: r.day.toISOString().slice(0, 10), joined: r._sum.joined ?? 0, left: r._sum.left ?? 0 }));
}

/** The owner of a club, or null when there is no such club. */
export async function clubOwnerId(clubId: string): Promise<string | null> {
  const club = await db().club.findUnique({ where: { id: clubId }, select: { ownerId: true } });
  return club?.ownerId ?? null;
}

/**
 * A club whose owner deleted their account, or is suspended (until the suspension is lifted): nobody could
 * ship, refund or withdraw for it, so it sells nothing, and what was paid for it on the way (a deposit
 * arriving later) is refunded. Read in the caller's transaction.
 */
export async function isClubClosed(clubId: string, tx: Prisma.TransactionClient = db()): Promise<boolean> {
  return (await tx.club.count({ where: { id: clubId, owner: { status: { in: ['DELETED', 'SUSPENDED'] } } } })) > 0;
}

/**
 * Of `ids` (files of `userId`), those a club shows as icon or banner (whoever set it), or one of the user's
 * club profiles as avatar (a files module use check, wired in app.ts).
 */
export async function clubFilesInUse(userId: string, ids: string[], tx: Prisma.TransactionClient): Promise<string[]> {
  const urls = ids.map(imageUrl);
  const clubs = await tx.club.findMany({ where: { OR: [{ iconUrl: { in: urls } }, { bannerUrl: { in: urls } }] }, select: { iconUrl: true, bannerUrl: true } });
  const profiles = await tx.clubMember.findMany({ where: { userId, avatarUrl: { in: urls } }, select: { avatarUrl: true } });
  const shown = new Set([...clubs.flatMap((c) => [c.iconUrl, c.bannerUrl]), ...profiles.map((m) => m.avatarUrl)]);
  return ids.filter((id) => shown.has(imageUrl(id)));
}

// ------------------------------------------------------------------ anniversaries

/** Members claimed per statement by the daily anniversary job. */
export const ANNIVERSARY_BATCH = 1_000;
/** Anniversaries looked for, in years: each is one probe of the joinedAt index (an empty one costs nothing). */
const ANNIVERSARY_YEARS_MAX = 100;

export type JoinAnniversary = { userId: string; clubId: string; years: number };

/**
 * Claims up to `limit` members whose join anniversary is today's Korean day (1 to N years; a 29 February
 * join is told on 1 March in common years), in clubs whose owner keeps anniversary notices on, not the
 * owner, accounts not deleted. A claim raises anniversaryYearsTold to the years, so a rerun or a second
 * instance (SKIP LOCKED) never claims a member twice for one anniversary. One statement per batch; call
 * again until it returns fewer than `limit`.
 */
export async function claimJoinAnniversaries(now = new Date(), limit = ANNIVERSARY_BATCH): Promise<JoinAnniversary[]> {
  const due = anniversarySpans(now, Array.from({ length: ANNIVERSARY_YEARS_MAX }, (_, i) => i + 1), kstYearsAgo);
  if (due.counts.length === 0) return [];
  return db().$queryRaw<JoinAnniversary[]>`
    WITH due AS (
      SELECT m.id, d.years
      FROM unnest(${due.counts}::int[], ${due.from}::timestamp(3)[], ${due.to}::timestamp(3)[]) AS d(years, "from", "to")
      JOIN "ClubMember" m ON m."joinedAt" >= d."from" AND m."joinedAt" < d."to"
      JOIN "Club" c ON c.id = m."clubId"
      JOIN "User" u ON u.id = m."userId"
      WHERE c."anniversaryNotices" AND m."userId" <> c."ownerId" AND u."deletedAt" IS NULL AND m."anniversaryYearsTold" < d.years
      ORDER BY m.id
      LIMIT ${limit}
      FOR UPDATE OF m SKIP LOCKED
    )
    UPDATE "ClubMember" m SET "anniversaryYearsTold" = due.years
    FROM due
    WHERE m.id = due.id AND m."anniversaryYearsTold" < due.years
    RETURNING m."userId" AS "userId", m."clubId" AS "clubId", due.years AS years`;
}
