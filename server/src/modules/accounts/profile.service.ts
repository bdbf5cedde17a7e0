// My Page: main profile, account details, notification settings, consents, and account deletion.
import { newUid } from './uid.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { ConsentKind } from '../../generated/prisma/enums.ts';
import { db } from '../../platform/database.ts';
import { InvalidInputError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { countAttempt, forgive } from '../../platform/rate-limit.ts';
import { type AccountDeletionBlocker, AccountDeletionBlockedError, InvalidCredentialsError } from './accounts.errors.ts';
import { assertRecentSignIn } from './sessions.service.ts';
import { DELETED_USER_NAME } from './account-mail.ts';
import { type RequestMeta, signInLimits } from './auth.service.ts';
import { findUsableFiles, imageUrl, releaseFilesOf, releaseImages, type FilesInUse } from '../files/files.service.ts';
import { checkBirthDate, checkConsents, checkName, checkNickname, checkPhone, CONSENT_VERSION, required } from './validation.ts';

type Tx = Prisma.TransactionClient;

/**
 * Main profile (shared across clubs): nickname 2–20 and, optionally, the avatar: an uploaded image of the
 * user (avatarFileId, a raw uuid), a URL (avatarUrl: undefined keeps it, null or "" removes it), or
 * removeAvatar.
 */
export async function updateProfile(
  userId: string,
  input: { nickname: string; avatarUrl?: string | null; avatarFileId?: string | null; removeAvatar?: boolean | null },
) {
  const nickname = checkNickname(input.nickname);
  let avatarUrl: string | null | undefined = undefined;
  if (input.avatarUrl !== undefined) {
    const given = input.avatarUrl?.trim() || null;
    avatarUrl = given && avatarUrlOf(given);
    if (given && !avatarUrl) throw new InvalidInputError('avatarUrl', 'Avatar must be an http(s) URL or an uploaded image', 'INVALID_URL');
  }
  if (input.avatarFileId != null) {
    if (input.removeAvatar) throw new InvalidInputError('removeAvatar', 'Choose a new avatar or remove it, not both');
    const [file] = await findUsableFiles(userId, [input.avatarFileId], 'IMAGE');
    if (!file) throw new InvalidInputError('avatarFileId', 'Choose an image you uploaded', 'FILE_INVALID');
    avatarUrl = imageUrl(file.id);
  } else if (input.removeAvatar) {
    avatarUrl = null;
  }
  const removeBytes = await db().$transaction(async (tx) => {
    // Locked: of two changes at once, each releases the avatar the other left.
    const [before] = await tx.$queryRaw<{ nickname: string; avatarUrl: string | null }[]>`
      SELECT nickname, "avatarUrl" FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
    await tx.user.update({ where: { id: userId }, data: { nickname, ...(avatarUrl !== undefined ? { avatarUrl } : {}) } });
    if (before.nickname !== nickname) for (const step of renameSteps) await step(userId, nickname, tx);
    // A replaced or removed avatar of ours is no longer served when nothing else shows it.
    return avatarUrl !== undefined && avatarUrl !== before.avatarUrl ? releaseImages([before.avatarUrl], tx) : null;
  });
  await removeBytes?.();
}

/** What another module checks or changes when a user's main nickname changes (in its transaction; it may refuse). */
export type RenameStep = (userId: string, nickname: string, tx: Tx) => Promise<void>;
const renameSteps = new Set<RenameStep>();

/** Registers a rename step (startClubs: clubs show the main nickname of members without a club one). */
export function addRenameStep(step: RenameStep): () => void {
  renameSteps.add(step);
  return () => renameSteps.delete(step);
}

/** Of `ids`, the file the user's main profile shows as avatar (a files module use check, wired in app.ts). */
export const profileFilesInUse: FilesInUse = async (userId, ids, tx) => {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { avatarUrl: true } });
  return ids.filter((id) => user?.avatarUrl === imageUrl(id));
};

/** One of our uploaded images (imageUrl), the only path an avatar may be. */
const OWN_IMAGE = /^\/files\/[0-9a-f-]{36}\.webp$/;

/** The avatar URL as stored: one of our images, or an http(s) URL as the browser will read it; else null. */
function avatarUrlOf(value: string): string | null {
  if (value.length > 2048) return null;
  if (OWN_IMAGE.test(value)) return value;
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Legal name, phone (digits only) and date of birth (YYYYMMDD): all required. */
export async function updateAccount(userId: string, input: { name: string; phone: string; birthDate: string }, now = new Date()) {
  const name = checkName(input.name);
  const phone = checkPhone(input.phone);
  const birthDate = checkBirthDate(input.birthDate, now);
  await db().user.update({ where: { id: userId }, data: { name, phone, birthDate } });
}

export async function updateNotificationSettings(
  userId: string,
  input: { byEmail: boolean; clubPosts: boolean; commentReplies: boolean; chatMessages?: boolean | null },
) {
  await db().user.update({
    where: { id: userId },
    data: {
      notifyByEmail: input.byEmail,
      notifyClubPosts: input.clubPosts,
      notifyCommentReplies: input.commentReplies,
      ...(typeof input.chatMessages === 'boolean' ? { notifyChatMessages: input.chatMessages } : {}),
    },
  });
}

/** The consents in force: the latest agreement per kind that was not withdrawn. */
export function currentConsents<T extends { kind: ConsentKind; agreedAt: Date; withdrawnAt: Date | null }>(rows: T[]): T[] {
  const latest = new Map<ConsentKind, T>();
  for (const row of rows) {
    if (row.withdrawnAt) continue;
    const seen = latest.get(row.kind);
    if (!seen || seen.agreedAt < row.agreedAt) latest.set(row.kind, row);
  }
  return [...latest.values()].sort((a, b) => a.kind.localeCompare(b.kind));
}

/** Records the required consents (and marketing, if given) a social sign-up has not given yet. */
export async function acceptConsents(userId: string, input: { consents: readonly ConsentKind[] }, now = new Date()) {
  const kinds = checkConsents(input.consents);
  await db().$transaction(async (tx) => {
    const active = await tx.userConsent.findMany({ where: { userId, withdrawnAt: null }, select: { kind: true } });
    const missing = kinds.filter((kind) => !active.some((a) => a.kind === kind));
    if (missing.length) {
      await tx.userConsent.createMany({ data: missing.map((kind) => ({ userId, kind, version: CONSENT_VERSION, agreedAt: now })) });
    }
  });
}

/** Marketing consent on (a new agreement) or off (withdrawn, kept for the record). */
export async function updateMarketingConsent(userId: string, input: { agreed: boolean }, now = new Date()) {
  await db().$transaction(async (tx) => {
    const active = await tx.userConsent.count({ where: { userId, kind: 'MARKETING', withdrawnAt: null } });
    if (input.agreed && active === 0) {
      await tx.userConsent.create({ data: { userId, kind: 'MARKETING', version: CONSENT_VERSION, agreedAt: now } });
    } else if (!input.agreed && active > 0) {
      await tx.userConsent.updateMany({ where: { userId, kind: 'MARKETING', withdrawnAt: null }, data: { withdrawnAt: now } });
    }
  });
}

/** A rule that may refuse account deletion; it runs inside the deletion transaction. */
export type AccountDeletionCheck = (userId: string, tx: Tx) => Promise<AccountDeletionBlocker[]>;
/**
 * Personal data another module keeps, erased inside the deletion transaction once no check refused it; it
 * may return what must wait for the commit (e.g. removing billing keys at the gateway), run after it.
 */
export type AccountDeletionStep = (userId: string, tx: Tx) => Promise<void | (() => Promise<void>)>;

const deletionChecks = new Set<AccountDeletionCheck>();
const deletionSteps = new Set<AccountDeletionStep>();

/**
 * Other modules' rules, registered when they start (startMemberships, startPayments, startRevenue): a check
 * returns 'PAID_PLAN' while a paid subscription is active (renewing, or cancelled but still in its paid
 * period), 'UNPAID_BALANCE' while an order or renewal is unpaid (e.g. a deposit awaited), 'REFUND_PENDING'
 * while a late deposit waits for the bank account of its refund, and for creators 'UNSETTLED_EARNINGS'
 * while revenue is pending or withdrawable. New reasons go into ACCOUNT_DELETION_BLOCKERS
 * (accounts.errors.ts) and the GraphQL enum. Returns an unregister function.
 */
export function addAccountDeletionCheck(check: AccountDeletionCheck): () => void {
  deletionChecks.add(check);
  return () => deletionChecks.delete(check);
}

/** Registers what another module erases of a deleted account (startCreators, startRevenue, startPayments). */
export function addAccountDeletionStep(step: AccountDeletionStep): () => void {
  deletionSteps.add(step);
  return () => deletionSteps.delete(step);
}

/**
 * Why this account may not be deleted right now; [] when it may (none are registered yet). Runs
 * inside the deletion transaction so a purchase cannot slip in between the check and the deletion.
 */
export async function accountDeletionBlockers(userId: string, tx: Tx = db()): Promise<AccountDeletionBlocker[]> {
  const reasons: AccountDeletionBlocker[] = [];
  for (const check of deletionChecks) reasons.push(...(await check(userId, tx)));
  return [...new Set(reasons)];
}

/**
 * Deletes the account: refused with the reasons while blockers exist; otherwise, in one
 * transaction, ends every session, removes sign-in methods, API tokens, codes and club
 * memberships, clears personal data (with what other modules keep: deletion steps) and renames the
 * account to the neutral "Deleted user"; then its uploads that nothing left shows (the avatar, unused ones)
 * are forgotten. Posts and comments stay, shown under that name, with their pictures. Accounts with a password must confirm with it;
 * social-only accounts type "DELETE".
 */
export async function deleteAccount(
  userId: string,
  currentSessionId: string | null,
  input: { confirmation?: string | null; password?: string | null },
  meta: RequestMeta,
  now = new Date(),
) {
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, passwordHash: true } });
  if (user.passwordHash) {
    const password = input.password ?? '';
    if (!password) throw new InvalidInputError('password', 'Enter your password to confirm', 'REQUIRED');
    const limits = signInLimits(user.email ?? userId, meta);
    await countAttempt(limits);
    if (!(await verifyPassword(user.passwordHash, password))) throw new InvalidCredentialsError('The password is incorrect');
    await forgive(limits);
  } else {
    if (required('confirmation', input.confirmation) !== 'DELETE') throw new InvalidInputError('confirmation', 'Type DELETE to confirm');
    // No password to confirm with: only a fresh sign-in deletes the account (RECENT_SIGN_IN_REQUIRED).
    await assertRecentSignIn(currentSessionId, now);
  }
  const afterCommit: (() => Promise<void>)[] = [];
  const removeBytes = await db().$transaction(async (tx) => {
    // Before the checks: a purchase being fulfilled for this account commits first and is seen by them, or
    // waits for the deletion and is refused (isDeletedAccountLocked).
    await tx.$executeRaw`SELECT id FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
    const blockers = await accountDeletionBlockers(userId, tx);
    if (blockers.length) throw new AccountDeletionBlockedError(blockers);
    for (const step of deletionSteps) {
      const later = await step(userId, tx);
      if (later) afterCommit.push(later);
    }
    await tx.session.deleteMany({ where: { userId } });
    await tx.oAuthAccount.deleteMany({ where: { userId } });
    await tx.apiToken.deleteMany({ where: { userId } });
    await tx.verificationCode.deleteMany({ where: { userId } });
    await tx.clubMember.deleteMany({ where: { userId } });
    await tx.userConsent.updateMany({ where: { userId, kind: 'MARKETING', withdrawnAt: null }, data: { withdrawnAt: now } });
    await tx.user.update({
      where: { id: userId },
      data: {
        status: 'DELETED',
        deletedAt: now,
        uid: newUid(),
        email: null,
        emailVerifiedAt: null,
        passwordHash: null,
        passwordChangedAt: null,
        name: null,
        phone: null,
        birthDate: null,
        handle: null,
        avatarUrl: null,
        nickname: DELETED_USER_NAME.en,
        notifyByEmail: false,
        notifyClubPosts: false,
        notifyCommentReplies: false,
        notifyChatMessages: false,
      },
    });
    // Last, once the avatar and the club profiles are cleared: what stays (posts, clubs, products) keeps its files.
    return releaseFilesOf(userId, tx);
  });
  await removeBytes();
  for (const step of afterCommit) await step();
}

/** How many users a nickname search hands on (club search looks for their clubs). */
export const NICKNAME_SEARCH_LIMIT = 500;

/**
 * Active users whose main nickname contains `pattern` (a LIKE pattern, wildcards escaped), ignoring case
 * and accents through the trigram index on search_fold(nickname).
 */
export async function userIdsWithNicknameLike(pattern: string): Promise<string[]> {
  const rows = await db().$queryRaw<{ id: string }[]>`
    SELECT id FROM "User" WHERE search_fold(nickname) LIKE search_fold(${pattern}) ESCAPE '\\' AND status = 'ACTIVE'
    LIMIT ${NICKNAME_SEARCH_LIMIT}`;
  return rows.map((r) => r.id);
}

/** The user's main nickname (what a club shows when they set no club nickname). */
export async function mainNicknameOf(userId: string): Promise<string> {
  return (await db().user.findUniqueOrThrow({ where: { id: userId }, select: { nickname: true } })).nickname;
}

/** Whether the account was deleted (its id lives on, shown as "Deleted user"). */
export async function isDeletedAccount(userId: string): Promise<boolean> {
  return (await db().user.count({ where: { id: userId, status: 'DELETED' } })) > 0;
}

/**
 * Whether the account was deleted, read in the caller's transaction under a key-share lock on its row, which
 * deleteAccount locks before its checks: a purchase fulfilled with this either commits before those checks
 * (which then see it) or waits for the deletion and sees the account deleted.
 */
export async function isDeletedAccountLocked(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ status: string }[]>`SELECT status::text FROM "User" WHERE id = ${userId}::uuid FOR KEY SHARE`;
  return rows[0]?.status === 'DELETED';
}
