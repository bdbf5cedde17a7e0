// Partner API tokens: shown once at creation, stored as SHA-256, scoped, revocable.
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import crypto from 'node:crypto';
import { Prisma } from '../../generated/prisma/client.ts';
import type { ApiToken } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import { InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import type { SubscriptionLevels, Viewer } from '../../platform/viewer.ts';
import { liveLevelsSql, readLiveLevels } from '../memberships/memberships.service.ts';
import { isUuid } from '../../platform/ids.ts';
import { lockUserCredentials, statusesAfterExceptions } from './sessions.service.ts';
import { checkNameCharacters, required } from './validation.ts';
import { visibleLengthWithin } from '../../platform/visible-text.ts';

/** Every token starts with this, so leaked tokens are easy to recognise and scan for. */
export const API_TOKEN_PREFIX = 'oshi_';
/** lastUsedAt is written at most this often per token. */
const TOUCH_EVERY_MS = 60_000;

export type ApiTokenAuth = { tokenId: string; viewer: Viewer; scopes: string[]; subscriptionLevels: SubscriptionLevels };
/** A token's row with its user's standing, read on every API request in one raw statement. */
type TokenRow = { id: string; scopes: string[]; revokedAt: Date | null; lastUsedAt: Date | null; userId: string; role: Viewer['role']; status: string; levels: string | null };

export function generateApiToken(): string {
  return API_TOKEN_PREFIX + encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(25)));
}

export function apiTokenHash(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/**
 * The user and scopes behind a bearer token; null when unknown, revoked or the account is not active.
 * The user’s live subscription levels come in the same statement (see validateSessionToken).
 */
export async function authenticateApiToken(token: string, now = new Date()): Promise<ApiTokenAuth | null> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null;
  const [row] = await db().$queryRaw<TokenRow[]>`
    SELECT t.id::text AS id, t.scopes, t."revokedAt", t."lastUsedAt", u.id::text AS "userId", u.role::text AS role, u.status::text AS status,
           ${liveLevelsSql(Prisma.sql`u.id`, now)} AS levels
      FROM "ApiToken" t JOIN "User" u ON u.id = t."userId"
     WHERE t."tokenHash" = ${apiTokenHash(token)}`;
  if (!row || row.revokedAt || row.status !== 'ACTIVE') return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db().apiToken.update({ where: { id: row.id }, data: { lastUsedAt: now } });
  }
  return {
    tokenId: row.id,
    viewer: { id: row.userId, role: row.role },
    scopes: row.scopes,
    subscriptionLevels: { levels: readLiveLevels(row.levels) },
  };
}

/** The owner of a live (unrevoked) token whose account is suspended, so the refusal can say why; else null. */
export async function suspendedOwnerOfApiToken(token: string): Promise<string | null> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null;
  const row = await db().apiToken.findFirst({
    where: { tokenHash: apiTokenHash(token), revokedAt: null, user: { status: 'SUSPENDED' } },
    select: { userId: true },
  });
  return row?.userId ?? null;
}

/** Of these token hashes, those not revoked whose account is active or suspended, with that status (see sessionStatuses). */
export async function apiTokenStatuses(hashes: readonly string[]): Promise<Map<string, 'ACTIVE' | 'SUSPENDED'>> {
  if (hashes.length === 0) return new Map();
  const unique = [...new Set(hashes)];
  // As sessionStatuses: the hashes (hex) as one parameter, unnested once, and only the exceptions back.
  const exceptions = await db().$queryRaw<{ id: string; status: string | null }[]>`
    SELECT socket.id, u.status::text AS status
      FROM unnest(string_to_array(${unique.join(',')}, ',')) AS socket(id)
      LEFT JOIN "ApiToken" t ON t."tokenHash" = socket.id AND t."revokedAt" IS NULL
      LEFT JOIN "User" u ON u.id = t."userId"
     WHERE u.status IS DISTINCT FROM 'ACTIVE'`;
  return statusesAfterExceptions(unique, exceptions);
}

/** Characters of the token kept in clear (`oshi_` and 7 more) so owners can tell tokens apart. */
const SHOWN_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 7;
/** Active tokens one account may hold. */
export const MAX_ACTIVE_TOKENS = 20;
export const TOKEN_NAME_MAX = 40;

type TokenInput = { name: string; scopes: readonly string[] };
export type CreatedApiToken = { token: string; apiToken: ApiToken };

/**
 * Creates a token; the clear token is returned only here, once. Rules throw InvalidInputError. Given the
 * session asking (`fromSessionId`, as the GraphQL door does), the token is made only while that session still
 * exists: null when a password reset or a sign-out ended it meanwhile, so no token outlives the session that
 * made it.
 */
export async function createApiToken(userId: string, input: TokenInput, allowedScopes: readonly string[]): Promise<CreatedApiToken>;
export async function createApiToken(userId: string, input: TokenInput, allowedScopes: readonly string[], fromSessionId: string): Promise<CreatedApiToken | null>;
export async function createApiToken(userId: string, input: TokenInput, allowedScopes: readonly string[], fromSessionId?: string): Promise<CreatedApiToken | null> {
  // Named as other names are: something visible, no line breaks or text-direction controls, 1–40 as seen.
  const name = checkNameCharacters(required('name', input.name), 'name');
  if (!visibleLengthWithin(name, 1, TOKEN_NAME_MAX)) throw new InvalidInputError('name', `The name is at most ${TOKEN_NAME_MAX} characters`);
  const scopes = [...new Set(input.scopes)];
  if (!scopes.length) throw new InvalidInputError('scopes', 'Choose at least one scope', 'REQUIRED');
  if (scopes.some((s) => !allowedScopes.includes(s))) throw new InvalidInputError('scopes', 'Unknown scope');
  const token = generateApiToken();
  const apiToken = await db().$transaction(async (tx) => {
    // The user's row is the lock: of parallel creations, each counts after the one before committed; and a
    // password reset holds it while it ends the sessions and revokes the tokens.
    await lockUserCredentials(tx, userId);
    if (fromSessionId && !(await tx.session.findUnique({ where: { id: fromSessionId }, select: { id: true } }))) return null;
    const active = await tx.apiToken.count({ where: { userId, revokedAt: null } });
    if (active >= MAX_ACTIVE_TOKENS) throw new InvalidInputError('name', `At most ${MAX_ACTIVE_TOKENS} active tokens; revoke one first`);
    return tx.apiToken.create({ data: { userId, name, scopes, tokenHash: apiTokenHash(token), prefix: token.slice(0, SHOWN_PREFIX_LENGTH) } });
  });
  return apiToken ? { token, apiToken } : null;
}


/** Revokes one of the user's tokens (idempotent); someone else's token is NOT_FOUND. */
export async function revokeApiToken(userId: string, tokenId: string, now = new Date()) {
  const row = isUuid(tokenId) ? await db().apiToken.findFirst({ where: { id: tokenId, userId } }) : null;
  if (!row) throw new NotFoundError('No such API token');
  if (row.revokedAt) return row;
  return db().apiToken.update({ where: { id: row.id }, data: { revokedAt: now } });
}
