// Signing in with a verified identity from Google or Apple: an identity already linked signs in; else
// an account with the same e-mail — verified on both sides — gets the identity linked; else a new
// account is created. Anything else is refused with a code the /bridge page explains. Each link records
// whether the provider verified its e-mail: a link that did not is dropped when the mailbox's owner later
// proves the address by code (auth.service claimMailbox), so a stranger's claim cannot outlive that proof.
import { newUid } from './uid.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import { isSuspended } from '../moderation/moderation.service.ts';
import type { IdentityClaims, ProviderName } from './oauth.providers.ts';

/** Codes for /bridge?error=<code>. */
export const OAUTH_ERROR_CODES = [
  'provider_unavailable', // neither configured nor stood in for
  'cancelled', // the person declined at the provider
  'provider_error', // the provider answered with another error
  'state_mismatch', // missing or wrong state (expired, replayed or forged)
  'exchange_failed', // the code could not be exchanged
  'invalid_token', // the ID token failed verification
  'email_in_use', // an account has this e-mail but it cannot be linked safely (unverified on one side)
  'account_disabled', // the linked account is suspended or deleted
  'server_error',
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

export class OAuthSignInError extends Error {
  constructor(readonly code: OAuthErrorCode) {
    super(code);
  }
}

/** The account found is suspended: asked again outside the transaction, which lifts a suspension whose time is up. */
class SuspendedAccount extends Error {
  constructor(readonly userId: string) {
    super('suspended');
  }
}

/** Refuses anything but an active account; a suspended one is told apart, to be asked again. */
function mustBeActive(user: { id: string; status: string }) {
  if (user.status === 'SUSPENDED') throw new SuspendedAccount(user.id);
  if (user.status !== 'ACTIVE') throw new OAuthSignInError('account_disabled');
}

const NICKNAME_MIN = 2;
const NICKNAME_MAX = 20;

/** A nickname (2–20 characters) from the provider's name or the e-mail's local part. */
export function nicknameFrom(name: string | null, email: string | null): string {
  const candidates = [name, email?.split('@')[0]];
  for (const raw of candidates) {
    const clean = (raw ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').replace(/\s+/g, ' ').trim();
    const cut = [...clean].slice(0, NICKNAME_MAX).join('').trim();
    if ([...cut].length >= NICKNAME_MIN) return cut;
  }
  return 'Oshi fan';
}

export type OAuthSignIn = { userId: string; outcome: 'signed-in' | 'linked' | 'created' };

export async function signInWithIdentity(provider: ProviderName, claims: IdentityClaims, now = new Date()): Promise<OAuthSignIn> {
  const providerEnum = provider === 'google' ? 'GOOGLE' : 'APPLE';
  const attempt = () =>
    db().$transaction(async (tx) => {
      const linked = await tx.oAuthAccount.findUnique({
        where: { provider_providerUserId: { provider: providerEnum, providerUserId: claims.sub } },
        select: { id: true, email: true, emailVerified: true, user: { select: { id: true, status: true } } },
      });
      if (linked) {
        mustBeActive(linked.user);
        if (claims.email && (claims.email !== linked.email || claims.emailVerified !== linked.emailVerified)) {
          await tx.oAuthAccount.update({ where: { id: linked.id }, data: { email: claims.email, emailVerified: claims.emailVerified } });
        }
        return { userId: linked.user.id, outcome: 'signed-in' as const };
      }
      const existing = claims.email
        ? await tx.user.findUnique({ where: { email: claims.email }, select: { id: true, status: true, emailVerifiedAt: true } })
        : null;
      if (existing) {
        mustBeActive(existing);
        // Both must vouch for the address: linking on an unverified one would hand the account to whoever
        // registered that address first (pre-hijacking), or to whoever claims it at the provider.
        if (!claims.emailVerified || !existing.emailVerifiedAt) throw new OAuthSignInError('email_in_use');
        await tx.oAuthAccount.create({
          data: { provider: providerEnum, providerUserId: claims.sub, userId: existing.id, email: claims.email, emailVerified: true },
        });
        return { userId: existing.id, outcome: 'linked' as const };
      }
      const user = await tx.user.create({
        data: {
          uid: newUid(),
          email: claims.email,
          emailVerifiedAt: claims.email && claims.emailVerified ? now : null,
          nickname: nicknameFrom(claims.name, claims.email),
          oauthAccounts: {
            create: { provider: providerEnum, providerUserId: claims.sub, email: claims.email, emailVerified: Boolean(claims.email) && claims.emailVerified },
          },
        },
        select: { id: true },
      });
      return { userId: user.id, outcome: 'created' as const };
    });
  try {
    return await attempt();
  } catch (error) {
    // Two first sign-ins racing: the loser finds what the winner created.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return attempt();
    // A suspension whose time is up is lifted by asking (as e-mail sign-in does); one in force refuses.
    if (error instanceof SuspendedAccount) {
      if (await isSuspended(error.userId, now)) throw new OAuthSignInError('account_disabled');
      return attempt();
    }
    throw error;
  }
}
