// Database sessions after the Lucia guide: the browser holds a random token in an httpOnly cookie,
// the database holds only its SHA-256. Sessions slide: using one in its second half renews it.
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import crypto from 'node:crypto';
import { Prisma } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import type { SubscriptionLevels, Viewer } from '../../platform/viewer.ts';
import { liveLevelsSql, readLiveLevels } from '../memberships/memberships.service.ts';
import { pickLocale } from './account-mail.ts';
import { RecentSignInRequiredError } from './accounts.errors.ts';

export const SESSION_DURATION_MS = 30 * 24 * 3600_000;
/** Renew when less than this remains (half the lifetime). */
const RENEW_WITHIN_MS = SESSION_DURATION_MS / 2;
/** lastUsedAt is written at most this often per session. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** Where a sign-in comes from; `locales` (accept-language, best first) also sets the account's e-mail language. */
export type SessionMeta = { userAgent?: string | null; ip?: string | null; locales?: readonly string[] };
export type ValidSession = { id: string; expiresAt: Date; viewer: Viewer; subscriptionLevels: SubscriptionLevels };
/** A session's row with its user's standing, read on every request in one raw statement. */
type CredentialRow = { expiresAt: Date; lastUsedAt: Date; userId: string; role: Viewer['role']; status: string; levels: string | null };

export function generateSessionToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

export function sessionIdOf(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

function newSessionRow(userId: string, meta: SessionMeta, now: Date) {
  const token = generateSessionToken();
  const data = {
    id: sessionIdOf(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_DURATION_MS),
    userAgent: meta.userAgent?.slice(0, 255) ?? null,
    ip: meta.ip ?? null,
  };
  return { token, data };
}

/** E-mails sent later without a request (renewals, reminders) are written in the language of the last sign-in. */
async function rememberLocale(userId: string, meta: SessionMeta) {
  if (meta.locales?.length) await db().user.update({ where: { id: userId }, data: { locale: pickLocale(meta.locales) } });
}

export async function createSession(userId: string, meta: SessionMeta = {}, now = new Date()) {
  const { token, data } = newSessionRow(userId, meta, now);
  const session = await db().session.create({ data });
  await rememberLocale(userId, meta);
  return { token, expiresAt: session.expiresAt, id: session.id };
}

/**
 * A new session for a password sign-in, only while the account's password is still `passwordHash`, the one
 * that was verified; null when it changed meanwhile. Verifying takes long: a reset or change may commit and end
 * every session in between. The user's row is held (FOR SHARE) from the check to the insert, and a reset or
 * change takes it FOR UPDATE before it ends the sessions, so the sign-in either comes first (and its session is
 * ended with the others) or sees the new password.
 */
export async function createSessionWithPassword(userId: string, passwordHash: string, meta: SessionMeta = {}, now = new Date()) {
  const { token, data } = newSessionRow(userId, meta, now);
  const session = await db().$transaction(async (tx) => {
    const [user] = await tx.$queryRaw<{ passwordHash: string | null }[]>`
      SELECT "passwordHash" FROM "User" WHERE id = ${userId}::uuid FOR SHARE`;
    if (user?.passwordHash !== passwordHash) return null;
    return tx.session.create({ data });
  });
  if (!session) return null;
  // After the commit: two sign-ins at once would otherwise both hold the row shared and wait on each other to update it.
  await rememberLocale(userId, meta);
  return { token, expiresAt: session.expiresAt, id: session.id };
}

/**
 * Takes the user's row FOR UPDATE in the caller's transaction: password resets and changes, and API token
 * creation, hold it while they check and end credentials (see createSessionWithPassword). Returns the current
 * password hash (undefined when there is no such user).
 */
export async function lockUserCredentials(tx: Prisma.TransactionClient, userId: string): Promise<{ passwordHash: string | null } | undefined> {
  const [user] = await tx.$queryRaw<{ passwordHash: string | null }[]>`
    SELECT "passwordHash" FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
  return user;
}

/**
 * The session for a token, renewed when due; null when unknown, expired or the account is not active.
 * The user's live subscription levels come in the same statement: most requests need them for visibility.
 */
export async function validateSessionToken(token: string, now = new Date()): Promise<ValidSession | null> {
  const id = sessionIdOf(token);
  const [session] = await db().$queryRaw<CredentialRow[]>`
    SELECT s."expiresAt", s."lastUsedAt", u.id::text AS "userId", u.role::text AS role, u.status::text AS status,
           ${liveLevelsSql(Prisma.sql`u.id`, now)} AS levels
      FROM "Session" s JOIN "User" u ON u.id = s."userId"
     WHERE s.id = ${id}`;
  if (!session) return null;
  if (session.expiresAt <= now || session.status !== 'ACTIVE') {
    // A suspended account's sessions stay (refused) so their next request can say why; lifting ends them.
    if (session.expiresAt <= now || session.status !== 'SUSPENDED') await db().session.deleteMany({ where: { id } });
    return null;
  }
  let expiresAt = session.expiresAt;
  const renew = expiresAt.getTime() - now.getTime() < RENEW_WITHIN_MS;
  if (renew || now.getTime() - session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    if (renew) expiresAt = new Date(now.getTime() + SESSION_DURATION_MS);
    if (!(await touchSession(id, expiresAt, now))) return null;
  }
  return {
    id,
    expiresAt,
    viewer: { id: session.userId, role: session.role },
    subscriptionLevels: { levels: readLiveLevels(session.levels) },
  };
}

/** The owner of an unexpired session whose account is suspended (the session is refused, saying why); else null. */
export async function suspendedOwnerOfSession(token: string, now = new Date()): Promise<string | null> {
  const row = await db().session.findFirst({
    where: { id: sessionIdOf(token), expiresAt: { gt: now }, user: { status: 'SUSPENDED' } },
    select: { userId: true },
  });
  return row?.userId ?? null;
}

/**
 * Of these session ids, those unexpired whose account is active or suspended, with that status: one query for
 * many long-lived sockets (a suspended one closes saying why).
 */
export async function sessionStatuses(ids: readonly string[], now = new Date()): Promise<Map<string, 'ACTIVE' | 'SUSPENDED'>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  // Thousands of ids per live event: one parameter, not a statement text per list length; comma-separated
  // (session ids are hex), which node-postgres sends as it is (an array is quoted element by element).
  // Unnested once and joined, so that a generic plan does not parse the list again for every row. Only
  // the exceptions come back (a session gone, expired or of an account not active): usually none, where
  // a row per socket cost the event thousands of rows to read and map.
  const exceptions = await db().$queryRaw<{ id: string; status: string | null }[]>`
    SELECT socket.id, u.status::text AS status
      FROM unnest(string_to_array(${unique.join(',')}, ',')) AS socket(id)
      LEFT JOIN "Session" s ON s.id = socket.id AND s."expiresAt" > ${now}
      LEFT JOIN "User" u ON u.id = s."userId"
     WHERE u.status IS DISTINCT FROM 'ACTIVE'`;
  return statusesAfterExceptions(unique, exceptions);
}

/**
 * The statuses of many credentials (session ids, API token hashes) from the few that are not plainly active:
 * those missing from `exceptions` are ACTIVE, SUSPENDED ones are SUSPENDED, and any other (gone, expired,
 * revoked, an account not active or suspended) is left out.
 */
export function statusesAfterExceptions(ids: readonly string[], exceptions: readonly { id: string; status: string | null }[]) {
  const suspended = new Set(exceptions.filter((r) => r.status === 'SUSPENDED').map((r) => r.id));
  const ended = new Set(exceptions.filter((r) => r.status !== 'SUSPENDED').map((r) => r.id));
  const statuses = new Map<string, 'ACTIVE' | 'SUSPENDED'>();
  for (const id of ids) {
    if (suspended.has(id)) statuses.set(id, 'SUSPENDED');
    else if (!ended.has(id)) statuses.set(id, 'ACTIVE');
  }
  return statuses;
}

/** How recently an account without a password must have signed in to set one or delete itself. */
export const RECENT_SIGN_IN_MINUTES = 10;

/** RECENT_SIGN_IN_REQUIRED unless this browser session began within RECENT_SIGN_IN_MINUTES (a sign-in, not a refresh). */
export async function assertRecentSignIn(sessionId: string | null, now = new Date()): Promise<void> {
  const session = sessionId ? await db().session.findUnique({ where: { id: sessionId }, select: { createdAt: true } }) : null;
  if (!session || now.getTime() - session.createdAt.getTime() > RECENT_SIGN_IN_MINUTES * 60_000) {
    throw new RecentSignInRequiredError(RECENT_SIGN_IN_MINUTES);
  }
}

/** Extends a valid session to a full lifetime (POST auth/refresh-token). */
export async function refreshSession(token: string, now = new Date()): Promise<ValidSession | null> {
  const valid = await validateSessionToken(token, now);
  if (!valid) return null;
  const expiresAt = new Date(now.getTime() + SESSION_DURATION_MS);
  if (!(await touchSession(valid.id, expiresAt, now))) return null;
  return { ...valid, expiresAt };
}

/**
 * Sets a session's expiry and last use; false when it ended meanwhile. A sign-out in another tab, or a
 * password reset, may delete it between reading and writing: that request then counts as signed out.
 */
async function touchSession(id: string, expiresAt: Date, now: Date): Promise<boolean> {
  const { count } = await db().session.updateMany({ where: { id, expiresAt: { gt: now } }, data: { expiresAt, lastUsedAt: now } });
  return count === 1;
}

export async function invalidateSession(sessionId: string): Promise<void> {
  await db().session.deleteMany({ where: { id: sessionId } });
}

/** Ends every session of these users inside the caller's transaction (a suspension lifted). */
export async function endSessionsOf(tx: Prisma.TransactionClient, userIds: readonly string[]): Promise<void> {
  await tx.session.deleteMany({ where: { userId: { in: [...userIds] } } });
}

/** Ends every session of a user, except one (the one changing the password keeps going). */
export async function invalidateUserSessions(userId: string, exceptSessionId?: string): Promise<number> {
  const { count } = await db().session.deleteMany({
    where: { userId, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
  });
  return count;
}
