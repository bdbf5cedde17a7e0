// Sign-up with e-mail verification, sign-in, password reset and change. Every input rule is checked
// here (not only in GraphQL) and each write happens in one transaction. Mail goes out after commit.
// `now` is injectable so tests can move the clock past expiries and throttles.
import { newUid } from './uid.ts';
import type { ConsentKind } from '../../generated/prisma/enums.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import { assertNotSuspended, isSuspended } from '../moderation/moderation.service.ts';
import { InvalidInputError } from '../../platform/errors.ts';
import { mailLink, sendMail } from '../../platform/mail.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts';
import { countAttempt, forgive, type LimitName, resetLimit } from '../../platform/rate-limit.ts';
import { EmailNotVerifiedError, InvalidCredentialsError, ResendTooSoonError, VerificationCodeError } from './accounts.errors.ts';
import { passwordResetMail, pickLocale, verificationMail } from './account-mail.ts';
import { assertRecentSignIn, createSession, createSessionWithPassword, lockUserCredentials } from './sessions.service.ts';
import {
  checkConsents,
  checkNewPassword,
  checkNickname,
  CONSENT_VERSION,
  normalizeCode,
  normalizeEmail,
} from './validation.ts';
import {
  checkCode,
  checkSignUpCode,
  checkToken,
  CODE_TTL_MS,
  consumeCode,
  issueCode,
  issueSignUpCode,
  resendWaitSeconds,
  type SignUpAttempt,
  signUpAttempts,
} from './verification.service.ts';

/** What services need to know about the request. */
export type RequestMeta = { locales: readonly string[]; ip: string | null; userAgent: string | null };

export type SignedIn = { userId: string; token: string; expiresAt: Date };

type Tx = Prisma.TransactionClient;

const MINUTES = CODE_TTL_MS / 60_000;

function emailTaken(): InvalidInputError {
  return new InvalidInputError('email', 'An account with this e-mail already exists', 'EMAIL_TAKEN');
}

async function mailVerificationCode(email: string, code: string, meta: RequestMeta) {
  await sendMail(verificationMail(email, pickLocale(meta.locales), code, MINUTES));
}

/**
 * Creates an unverified account with the given consents and e-mails a 6-digit code. An earlier,
 * never verified sign-up with the same e-mail (no proof of ownership yet) may be redone, but is not
 * overwritten: each attempt keeps its password, nickname and consents with its own code, and the
 * attempt whose code is typed is the one the account takes (DESIGN 5.1).
 */
export async function signUp(
  input: { email: string; password: string; passwordConfirmation: string; nickname: string; consents: readonly ConsentKind[] },
  meta: RequestMeta,
  now = new Date(),
): Promise<{ email: string; codeExpiresAt: Date }> {
  const email = normalizeEmail(input.email);
  const password = checkNewPassword(input.password, input.passwordConfirmation);
  const nickname = checkNickname(input.nickname);
  const consents = checkConsents(input.consents);

  const existing = await db().user.findUnique({
    where: { email },
    select: { id: true, emailVerifiedAt: true, status: true, _count: { select: { oauthAccounts: true } } },
  });
  const replaceable = existing && !existing.emailVerifiedAt && existing.status === 'ACTIVE' && existing._count.oauthAccounts === 0;
  if (existing && !replaceable) throw emailTaken();
  if (existing) {
    const wait = await resendWaitSeconds(existing.id, 'SIGN_UP', now);
    if (wait > 0) throw new ResendTooSoonError(wait);
  }
  await countAttempt([['mailByAddress', meta.ip]]);
  const passwordHash = await hashPassword(password);

  const attempt: SignUpAttempt = { passwordHash, nickname, consents };

  let issued;
  try {
    issued = await db().$transaction(async (tx) => {
      if (existing) return issueSignUpCode(existing.id, attempt, now, tx);
      const user = await tx.user.create({
        data: { passwordHash, passwordChangedAt: now, nickname, uid: newUid(), email, createdAt: now },
        select: { id: true },
      });
      await setConsents(tx, user.id, consents, now);
      return issueSignUpCode(user.id, attempt, now, tx);
    });
  } catch (err) {
    // Two sign-ups racing for one e-mail: the loser hears it is taken.
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') throw emailTaken();
    throw err;
  }
  await mailVerificationCode(email, issued.code, meta);
  return { email, codeExpiresAt: issued.expiresAt };
}

async function setConsents(tx: Tx, userId: string, consents: readonly ConsentKind[], now: Date) {
  await tx.userConsent.deleteMany({ where: { userId } });
  await tx.userConsent.createMany({
    data: consents.map((kind) => ({ userId, kind, version: CONSENT_VERSION, agreedAt: now })),
  });
}

/** A stored attempt as it is issued again (null: the code activates the account as it stands). */
function attemptOf(row: { passwordHash: string | null; nickname: string | null; consents: ConsentKind[] }): SignUpAttempt | null {
  return row.passwordHash && row.nickname ? { passwordHash: row.passwordHash, nickname: row.nickname, consents: row.consents } : null;
}

/**
 * Ends every session and revokes every API token there is: whoever held the account before loses it. The caller
 * has written or locked the user's row first, so a token being minted meanwhile (createApiToken locks that row)
 * is either here to be revoked or refused because its session is gone; a token made after its own `now`, while
 * a reset was hashing, is revoked too.
 */
async function endAccessBefore(tx: Tx, userId: string, now: Date) {
  await tx.session.deleteMany({ where: { userId } });
  await tx.apiToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
}

/**
 * The mailbox owner has just proved the address of an account whose e-mail was never verified. Whatever
 * got in before that proof may be a stranger's (pre-hijacking): social identities whose provider did not
 * verify this very address are unlinked, every session ends, API tokens made before are revoked and the
 * sign-up attempts left end (DESIGN 5.1).
 */
async function claimMailbox(tx: Tx, userId: string, email: string, now: Date) {
  await tx.oAuthAccount.deleteMany({
    where: { userId, OR: [{ emailVerified: false }, { email: null }, { email: { not: email } }] },
  });
  await endAccessBefore(tx, userId, now);
  await tx.verificationCode.deleteMany({ where: { userId, purpose: 'SIGN_UP' } });
}

const codeLimits = (email: string, meta: RequestMeta): [LimitName, string | null][] => [
  ['codeByAccount', email],
  ['codeByAddress', meta.ip],
];

/**
 * Checks the sign-up code, gives the account the password, nickname and consents of the attempt that
 * code was sent for, marks the e-mail verified and signs in with a new session.
 */
export async function verifyEmail(input: { email: string; code: string }, meta: RequestMeta, now = new Date()): Promise<SignedIn> {
  const email = normalizeEmail(input.email);
  const code = normalizeCode(input.code);
  await countAttempt(codeLimits(email, meta));
  const user = await db().user.findUnique({ where: { email }, select: { id: true, status: true, emailVerifiedAt: true } });
  // Unknown e-mails answer like a wrong code: nothing tells whether the account exists.
  if (!user || user.status !== 'ACTIVE' || user.emailVerifiedAt) throw new VerificationCodeError('CODE_INVALID', 0);
  const attempt = await checkSignUpCode(user.id, code, now);
  await forgive(codeLimits(email, meta));
  await db().$transaction(async (tx) => {
    await consumeCode(tx, attempt.id, now);
    const chosen = attemptOf(attempt);
    const data = chosen ? { passwordHash: chosen.passwordHash, passwordChangedAt: now, nickname: chosen.nickname } : {};
    // Only while still unverified: a password reset that claimed the account meanwhile stands.
    const { count } = await tx.user.updateMany({ where: { id: user.id, emailVerifiedAt: null }, data: { ...data, emailVerifiedAt: now } });
    if (count === 0) throw new VerificationCodeError('CODE_INVALID', 0);
    if (chosen) await setConsents(tx, user.id, chosen.consents, now);
    await claimMailbox(tx, user.id, email, now);
  });
  const session = await createSession(user.id, meta, now);
  return { userId: user.id, token: session.token, expiresAt: session.expiresAt };
}

/**
 * E-mails a fresh sign-up code (RESEND_TOO_SOON within a minute). Unknown or already verified
 * addresses get the same answer and no mail.
 */
export async function resendVerificationCode(input: { email: string }, meta: RequestMeta, now = new Date()) {
  const email = normalizeEmail(input.email);
  const user = await db().user.findUnique({ where: { email }, select: { id: true, emailVerifiedAt: true, status: true } });
  const codeExpiresAt = new Date(now.getTime() + CODE_TTL_MS);
  if (!user || user.emailVerifiedAt || user.status !== 'ACTIVE') return { codeExpiresAt };
  const wait = await resendWaitSeconds(user.id, 'SIGN_UP', now);
  if (wait > 0) throw new ResendTooSoonError(wait);
  await countAttempt([['mailByAddress', meta.ip]]);
  // Again for the newest attempt (other attempts keep their codes).
  const issued = await db().$transaction(async (tx) => {
    const [latest] = await signUpAttempts(user.id, tx);
    return issueSignUpCode(user.id, latest ? attemptOf(latest) : null, now, tx, latest?.id ?? null);
  });
  await mailVerificationCode(email, issued.code, meta);
  return { codeExpiresAt: issued.expiresAt };
}

const accountAtAddress = (account: string, ip: string | null) => `${account} ${ip ?? ''}`;

/** The limits of a password check: the account from this address, and this address whatever the account. */
export const signInLimits = (account: string, meta: Pick<RequestMeta, 'ip'>): [LimitName, string | null][] => [
  ['signInByAccountAndAddress', accountAtAddress(account, meta.ip)],
  ['signInByAddress', meta.ip],
];

/**
 * E-mail and password sign-in with a new session. Attempts count per account and per address
 * (UNUSUAL_ACCESS when exceeded); an unverified account gets EMAIL_NOT_VERIFIED and a fresh code.
 */
export async function signIn(input: { email: string; password: string }, meta: RequestMeta, now = new Date()): Promise<SignedIn> {
  const email = normalizeEmail(input.email);
  const password = input.password ?? '';
  if (!password) throw new InvalidInputError('password', 'Password is required', 'REQUIRED');
  await countAttempt(signInLimits(email, meta));
  const user = await db().user.findUnique({
    where: { email },
    select: { id: true, passwordHash: true, status: true, emailVerifiedAt: true },
  });
  let ok = user?.passwordHash && user.status !== 'DELETED' ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  let matchedHash = ok ? user!.passwordHash : null;
  // A pending sign-up: the password may be that of a later attempt (each keeps its own until verified).
  if (user && !ok && !user.emailVerifiedAt && user.status !== 'DELETED') {
    for (const attempt of await signUpAttempts(user.id)) {
      if (!attempt.passwordHash || attempt.passwordHash === user.passwordHash) continue;
      if (await verifyPassword(attempt.passwordHash, password)) {
        ok = true;
        matchedHash = attempt.passwordHash;
        break;
      }
    }
  }
  if (!user || !ok) throw new InvalidCredentialsError();
  await resetLimit('signInByAccountAndAddress', accountAtAddress(email, meta.ip));
  await forgive([['signInByAddress', meta.ip]]);
  // Says why and until when (an ended suspension is lifted here).
  if (user.status === 'SUSPENDED') await assertNotSuspended(user.id, now);
  if (!user.emailVerifiedAt) {
    let codeExpiresAt: Date | null = null;
    if ((await resendWaitSeconds(user.id, 'SIGN_UP', now)) === 0) {
      // A fresh code for the attempt whose password this is (else the account as it stands).
      const issued = await db().$transaction(async (tx) => {
        const same = (await signUpAttempts(user.id, tx)).find((a) => a.passwordHash === matchedHash);
        return issueSignUpCode(user.id, same ? attemptOf(same) : null, now, tx, same?.id ?? null);
      });
      await mailVerificationCode(email, issued.code, meta);
      codeExpiresAt = issued.expiresAt;
    }
    throw new EmailNotVerifiedError(email, codeExpiresAt);
  }
  // Only while the password verified is still the account's: a reset or change that committed meanwhile ended
  // every session, and this one must not outlive it.
  const session = await createSessionWithPassword(user.id, matchedHash!, meta, now);
  if (!session) throw new InvalidCredentialsError();
  return { userId: user.id, token: session.token, expiresAt: session.expiresAt };
}

/** Whether the account may act now: active, or suspended until a time now past (lifted here, as sign-in does). */
async function isActiveNow(user: { id: string; status: string }, now: Date): Promise<boolean> {
  if (user.status === 'ACTIVE') return true;
  return user.status === 'SUSPENDED' && !(await isSuspended(user.id, now));
}

/**
 * E-mails a reset code and link. Always answers the same (no account enumeration): unknown
 * addresses and repeated requests within a minute send nothing.
 */
export async function requestPasswordReset(input: { email: string }, meta: RequestMeta, now = new Date()) {
  const email = normalizeEmail(input.email);
  const codeExpiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await countAttempt([['mailByAddress', meta.ip]]);
  const user = await db().user.findUnique({ where: { email }, select: { id: true, status: true } });
  if (!user || !(await isActiveNow(user, now))) return { codeExpiresAt };
  if ((await resendWaitSeconds(user.id, 'PASSWORD_RESET', now)) > 0) return { codeExpiresAt };
  const issued = await db().$transaction((tx) => issueCode(user.id, 'PASSWORD_RESET', now, tx));
  const link = mailLink(`/account/reset-password?token=${encodeURIComponent(issued.token!)}`);
  await sendMail(passwordResetMail(email, pickLocale(meta.locales), issued.code, link, MINUTES));
  return { codeExpiresAt: issued.expiresAt };
}

/**
 * Sets a new password with the e-mailed code (email + code) or link (token), ends every session of the
 * account and revokes its API tokens. The e-mail counts as verified: the code proved it is the owner's.
 */
export async function resetPassword(
  input: { email?: string | null; code?: string | null; token?: string | null; password: string; passwordConfirmation: string },
  meta: RequestMeta,
  now = new Date(),
): Promise<void> {
  if (input.token) {
    const password = checkNewPassword(input.password, input.passwordConfirmation);
    await countAttempt([['codeByAddress', meta.ip]]);
    const target = await checkToken(input.token, 'PASSWORD_RESET', now);
    // A link mailed before a suspension (or a deletion) sets nothing while it lasts.
    const owner = await db().user.findUnique({ where: { id: target.userId }, select: { id: true, status: true } });
    if (!owner || !(await isActiveNow(owner, now))) throw new VerificationCodeError('CODE_INVALID', 0);
    return finishReset({ ...target, field: 'token' }, password, null, meta, now);
  }
  const email = normalizeEmail(input.email);
  const code = normalizeCode(input.code);
  const password = checkNewPassword(input.password, input.passwordConfirmation);
  await countAttempt(codeLimits(email, meta));
  const user = await db().user.findUnique({ where: { email }, select: { id: true, status: true } });
  if (!user || !(await isActiveNow(user, now))) throw new VerificationCodeError('CODE_INVALID', 0);
  const codeId = await checkCode(user.id, 'PASSWORD_RESET', code, now);
  return finishReset({ codeId, userId: user.id, field: 'code' }, password, email, meta, now);
}

async function finishReset(
  target: { codeId: string; userId: string; field: string },
  password: string,
  email: string | null,
  meta: RequestMeta,
  now: Date,
) {
  const passwordHash = await hashPassword(password);
  const user = await db().$transaction(async (tx) => {
    // Held until commit: a sign-in still verifying the old password cannot add a session past this reset.
    await lockUserCredentials(tx, target.userId);
    await consumeCode(tx, target.codeId, now, target.field);
    const current = await tx.user.findUniqueOrThrow({ where: { id: target.userId }, select: { email: true, emailVerifiedAt: true } });
    await tx.user.update({
      where: { id: target.userId },
      data: { passwordHash, passwordChangedAt: now, emailVerifiedAt: current.emailVerifiedAt ?? now },
    });
    // A reset is how an owner takes the account back: a token made from a stolen session must not outlive it.
    await endAccessBefore(tx, target.userId, now);
    if (!current.emailVerifiedAt && current.email) await claimMailbox(tx, target.userId, current.email, now);
    return current;
  });
  const account = email ?? user.email;
  if (email) await forgive(codeLimits(email, meta));
  // The owner proved control of the mailbox: let them sign in straight away.
  if (account) await resetLimit('signInByAccountAndAddress', accountAtAddress(account, meta.ip));
}

/**
 * Changes the password of the signed-in user, ends their other sessions (the current one goes on) and the
 * reset codes and links still open. The current password is required when the account has one; a
 * social-only account sets a first one within minutes of signing in (RECENT_SIGN_IN_MINUTES).
 * API tokens are kept: the owner is acting from a live session and revokes tokens by name on the developer
 * page; only a reset, the way back into a lost account, revokes them all (DESIGN 5.1).
 */
export async function changePassword(
  userId: string,
  currentSessionId: string | null,
  input: { currentPassword?: string | null; password: string; passwordConfirmation: string },
  meta: RequestMeta,
  now = new Date(),
): Promise<void> {
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, passwordHash: true } });
  if (user.passwordHash && !input.currentPassword) {
    throw new InvalidInputError('currentPassword', 'Enter the current password', 'REQUIRED');
  }
  const password = checkNewPassword(input.password, input.passwordConfirmation);
  // With no password to confirm, a first one is set only from a fresh sign-in (RECENT_SIGN_IN_REQUIRED).
  if (!user.passwordHash) await assertRecentSignIn(currentSessionId, now);
  if (user.passwordHash) {
    const limits = signInLimits(user.email ?? userId, meta);
    await countAttempt(limits);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword!))) {
      throw new InvalidCredentialsError('The current password is incorrect', 'currentPassword');
    }
    await forgive(limits);
  }
  const passwordHash = await hashPassword(password);
  await db().$transaction(async (tx) => {
    // Held until commit (see createSessionWithPassword); and the password checked above must still be the
    // account's: a reset or another change meanwhile wins.
    const locked = await lockUserCredentials(tx, userId);
    if (locked?.passwordHash !== user.passwordHash) {
      throw new InvalidCredentialsError('The current password is incorrect', 'currentPassword');
    }
    await tx.user.update({ where: { id: userId }, data: { passwordHash, passwordChangedAt: now } });
    await tx.session.deleteMany({ where: { userId, ...(currentSessionId ? { id: { not: currentSessionId } } : {}) } });
    // A reset code or link mailed before now would take the account back from its owner: it dies here.
    await tx.verificationCode.updateMany({ where: { userId, purpose: 'PASSWORD_RESET', consumedAt: null }, data: { consumedAt: now } });
  });
}
