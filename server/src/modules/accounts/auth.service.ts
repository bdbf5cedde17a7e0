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
import { createSession } from './sessions.service.ts';
import {
  checkConsents,
  checkNewPassword,
  checkNickname,
  CONSENT_VERSION,
  normalizeCode,
  normalizeEmail,
} from './validation.ts';
import { checkCode, checkToken, CODE_TTL_MS, consumeCode, issueCode, resendWaitSeconds } from './verification.service.ts';

/** What services need to know about the request. */
export type RequestMeta = { locales: readonly string[]; ip: string | null; userAgent: string | null };

export type SignedIn = { userId: string; token: string; expiresAt: Date };

const MINUTES = CODE_TTL_MS / 60_000;

function emailTaken(): InvalidInputError {
  return new InvalidInputError('email', 'An account with this e-mail already exists', 'EMAIL_TAKEN');
}

async function mailVerificationCode(email: string, code: string, meta: RequestMeta) {
  await sendMail(verificationMail(email, pickLocale(meta.locales), code, MINUTES));
}

/**
 * Creates an unverified account with the given consents and e-mails a 6-digit code. An earlier,
 * never verified sign-up with the same e-mail (no proof of ownership yet) is replaced.
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

  let issued;
  try {
    issued = await db().$transaction(async (tx) => {
      const data = { passwordHash, passwordChangedAt: now, nickname };
      const user = existing
        ? await tx.user.update({ where: { id: existing.id }, data, select: { id: true } })
        : await tx.user.create({ data: { ...data, uid: newUid(), email, createdAt: now }, select: { id: true } });
      await tx.userConsent.deleteMany({ where: { userId: user.id } });
      await tx.userConsent.createMany({
        data: consents.map((kind) => ({ userId: user.id, kind, version: CONSENT_VERSION, agreedAt: now })),
      });
      return issueCode(user.id, 'SIGN_UP', now, tx);
    });
  } catch (err) {
    // Two sign-ups racing for one e-mail: the loser hears it is taken.
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') throw emailTaken();
    throw err;
  }
  await mailVerificationCode(email, issued.code, meta);
  return { email, codeExpiresAt: issued.expiresAt };
}

const codeLimits = (email: string, meta: RequestMeta): [LimitName, string | null][] => [
  ['codeByAccount', email],
  ['codeByAddress', meta.ip],
];

/** Checks the sign-up code, marks the e-mail verified and signs in with a new session. */
export async function verifyEmail(input: { email: string; code: string }, meta: RequestMeta, now = new Date()): Promise<SignedIn> {
  const email = normalizeEmail(input.email);
  const code = normalizeCode(input.code);
  await countAttempt(codeLimits(email, meta));
  const user = await db().user.findUnique({ where: { email }, select: { id: true, status: true } });
  // Unknown e-mails answer like a wrong code: nothing tells whether the account exists.
  if (!user || user.status !== 'ACTIVE') throw new VerificationCodeError('CODE_INVALID', 0);
  const codeId = await checkCode(user.id, 'SIGN_UP', code, now);
  await forgive(codeLimits(email, meta));
  await db().$transaction(async (tx) => {
    await consumeCode(tx, codeId, now);
    await tx.user.update({ where: { id: user.id }, data: { emailVerifiedAt: now } });
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
  const issued = await db().$transaction((tx) => issueCode(user.id, 'SIGN_UP', now, tx));
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
  const ok = user?.passwordHash && user.status !== 'DELETED' ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !ok) throw new InvalidCredentialsError();
  await resetLimit('signInByAccountAndAddress', accountAtAddress(email, meta.ip));
  await forgive([['signInByAddress', meta.ip]]);
  // Says why and until when (an ended suspension is lifted here).
  if (user.status === 'SUSPENDED') await assertNotSuspended(user.id, now);
  if (!user.emailVerifiedAt) {
    let codeExpiresAt: Date | null = null;
    if ((await resendWaitSeconds(user.id, 'SIGN_UP', now)) === 0) {
      const issued = await db().$transaction((tx) => issueCode(user.id, 'SIGN_UP', now, tx));
      await mailVerificationCode(email, issued.code, meta);
      codeExpiresAt = issued.expiresAt;
    }
    throw new EmailNotVerifiedError(email, codeExpiresAt);
  }
  const session = await createSession(user.id, meta, now);
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
 * Sets a new password with the e-mailed code (email + code) or link (token), and ends every
 * session of the account. The e-mail counts as verified: the code proved it is the owner's.
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
    await consumeCode(tx, target.codeId, now, target.field);
    const current = await tx.user.findUniqueOrThrow({ where: { id: target.userId }, select: { email: true, emailVerifiedAt: true } });
    await tx.user.update({
      where: { id: target.userId },
      data: { passwordHash, passwordChangedAt: now, emailVerifiedAt: current.emailVerifiedAt ?? now },
    });
    await tx.session.deleteMany({ where: { userId: target.userId } });
    return current;
  });
  const account = email ?? user.email;
  if (email) await forgive(codeLimits(email, meta));
  // The owner proved control of the mailbox: let them sign in straight away.
  if (account) await resetLimit('signInByAccountAndAddress', accountAtAddress(account, meta.ip));
}

/**
 * Changes the password of the signed-in user and ends their other sessions (the current one goes
 * on). The current password is required when the account has one (social-only accounts set a first one).
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
    await tx.user.update({ where: { id: userId }, data: { passwordHash, passwordChangedAt: now } });
    await tx.session.deleteMany({ where: { userId, ...(currentSessionId ? { id: { not: currentSessionId } } : {}) } });
  });
}
