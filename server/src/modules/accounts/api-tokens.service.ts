// Partner API tokens: shown once at creation, stored as SHA-256, scoped, revocable.
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import crypto from 'node:crypto';
import { db } from '../../platform/database.ts';
import type { Viewer } from '../../platform/viewer.ts';

/** Every token starts with this, so leaked tokens are easy to recognise and scan for. */
export const API_TOKEN_PREFIX = 'oshi_';
/** lastUsedAt is written at most this often per token. */
const TOUCH_EVERY_MS = 60_000;

export type ApiTokenAuth = { tokenId: string; viewer: Viewer; scopes: string[] };

export function generateApiToken(): string {
  return API_TOKEN_PREFIX + encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(25)));
}

export function apiTokenHash(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** The user and scopes behind a bearer token; null when unknown, revoked or the account is not active. */
export async function authenticateApiToken(token: string, now = new Date()): Promise<ApiTokenAuth | null> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null;
  const row = await db().apiToken.findUnique({
    where: { tokenHash: apiTokenHash(token) },
    select: { id: true, scopes: true, revokedAt: true, lastUsedAt: true, user: { select: { id: true, role: true, status: true } } },
  });
  if (!row || row.revokedAt || row.user.status !== 'ACTIVE') return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db().apiToken.update({ where: { id: row.id }, data: { lastUsedAt: now } });
  }
  return { tokenId: row.id, viewer: { id: row.user.id, role: row.user.role }, scopes: row.scopes };
}
