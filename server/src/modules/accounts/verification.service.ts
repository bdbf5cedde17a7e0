// 6-digit codes sent by e-mail (sign-up verification, password reset) and, for reset, a link
// token. Only hashes are stored: the code as an HMAC with a server secret (six digits alone would be
// trivial to reverse from a plain hash), the link token as its SHA-256. A code lives 10 minutes and
// allows 5 attempts; a new one can be requested once a minute and replaces the previous one.
// Sign-up is the exception: each sign-up attempt keeps its own code together with the password, nickname
// and consents it chose, so one attempt (perhaps a stranger's) can never change what another's code activates.
import crypto from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { ConsentKind, VerificationPurpose } from '../../generated/prisma/enums.ts';
import { db } from '../../platform/database.ts';
import { ResendTooSoonError, VerificationCodeError } from './accounts.errors.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_AFTER_MS = 60_000;
/** Sign-up attempts kept per address; a newer one pushes out the oldest (bounds guesses and password checks). */
export const MAX_SIGN_UP_ATTEMPTS = 3;

type Tx = Prisma.TransactionClient;

// Set at start from SECRET_KEY (see app.ts); the fallback serves dev and tests only.
let codeSecret = 'oshi-local-verification-code-secret';

/**
 * Sets the secret codes are hashed with. Production should pass a long random value from
 * configuration, the same on every instance (codes issued by one are checked by another).
 */
export function configureVerificationCodes(options: { secret: string }): void {
  codeSecret = options.secret;
}

function codeHash(userId: string, purpose: VerificationPurpose, code: string): string {
  return crypto.createHmac('sha256', codeSecret).update(`${purpose}:${userId}:${code}`).digest('hex');
}

export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

export type IssuedCode = { id: string; code: string; token: string | null; expiresAt: Date };

/** Seconds until a new code may be sent; 0 when it may be sent now. */
export async function resendWaitSeconds(
  userId: string,
  purpose: VerificationPurpose,
  now = new Date(),
  tx: Tx = db(),
): Promise<number> {
  const latest = await tx.verificationCode.findFirst({
    where: { userId, purpose },
    orderBy: { createdAt: 'desc' },
    select: { createdAt: true },
  });
  if (!latest) return 0;
  const waitMs = latest.createdAt.getTime() + RESEND_AFTER_MS - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/** What one sign-up attempt chose; the account takes it when this attempt's code is typed. */
export type SignUpAttempt = { passwordHash: string; nickname: string; consents: readonly ConsentKind[] };

async function createCode(
  tx: Tx,
  userId: string,
  purpose: VerificationPurpose,
  now: Date,
  attempt: SignUpAttempt | null,
): Promise<IssuedCode> {
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  const token = purpose === 'PASSWORD_RESET' ? crypto.randomBytes(32).toString('base64url') : null;
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  const row = await tx.verificationCode.create({
    data: {
      userId,
      purpose,
      codeHash: codeHash(userId, purpose, code),
      tokenHash: token ? tokenHash(token) : null,
      expiresAt,
      createdAt: now,
      ...(attempt ? { passwordHash: attempt.passwordHash, nickname: attempt.nickname, consents: [...attempt.consents] } : {}),
    },
    select: { id: true },
  });
  return { id: row.id, code, token, expiresAt };
}

/**
 * A new code (and, for password reset, a link token) replacing earlier ones; RESEND_TOO_SOON
 * within a minute of the previous one. The caller e-mails it after the transaction commits.
 */
export async function issueCode(
  userId: string,
  purpose: Exclude<VerificationPurpose, 'SIGN_UP'>,
  now = new Date(),
  tx: Tx = db(),
): Promise<IssuedCode> {
  const wait = await resendWaitSeconds(userId, purpose, now, tx);
  if (wait > 0) throw new ResendTooSoonError(wait);
  await tx.verificationCode.deleteMany({ where: { userId, purpose } });
  return createCode(tx, userId, purpose, now, null);
}

/** The sign-up attempts of an account, newest first (expired ones too: their password still asks for a fresh code). */
export async function signUpAttempts(userId: string, tx: Tx = db()) {
  return tx.verificationCode.findMany({
    where: { userId, purpose: 'SIGN_UP', consumedAt: null },
    orderBy: { createdAt: 'desc' },
    select: { id: true, passwordHash: true, nickname: true, consents: true, createdAt: true },
  });
}

/**
 * A code for one sign-up attempt, carrying what it chose (null: the account as it stands). `replaces` is the code of the same attempt
 * sent before (a resend), which dies; other attempts keep theirs, up to MAX_SIGN_UP_ATTEMPTS in all.
 * RESEND_TOO_SOON within a minute of any sign-up code of the account.
 */
export async function issueSignUpCode(
  userId: string,
  attempt: SignUpAttempt | null,
  now = new Date(),
  tx: Tx = db(),
  replaces: string | null = null,
): Promise<IssuedCode> {
  const wait = await resendWaitSeconds(userId, 'SIGN_UP', now, tx);
  if (wait > 0) throw new ResendTooSoonError(wait);
  const others = (await signUpAttempts(userId, tx)).filter((a) => a.id !== replaces);
  const dropped = [...(replaces ? [replaces] : []), ...others.slice(MAX_SIGN_UP_ATTEMPTS - 1).map((a) => a.id)];
  await tx.verificationCode.deleteMany({ where: { userId, purpose: 'SIGN_UP', OR: [{ id: { in: dropped } }, { consumedAt: { not: null } }] } });
  return createCode(tx, userId, 'SIGN_UP', now, attempt);
}

/**
 * Checks a typed code against the user's current one, counting the attempt. Returns the code's id
 * for `consumeCode` (inside the caller's transaction); throws CODE_INVALID (with attempts left),
 * CODE_EXPIRED, or TOO_MANY_ATTEMPTS once five wrong attempts have killed it.
 */
export async function checkCode(userId: string, purpose: Exclude<VerificationPurpose, 'SIGN_UP'>, code: string, now = new Date()): Promise<string> {
  const current = await db().verificationCode.findFirst({
    where: { userId, purpose, consumedAt: null },
    orderBy: { createdAt: 'desc' },
  });
  if (!current) throw new VerificationCodeError('CODE_INVALID', 0);
  if (current.attempts >= CODE_MAX_ATTEMPTS) throw new VerificationCodeError('TOO_MANY_ATTEMPTS', 0);
  if (current.expiresAt <= now) throw new VerificationCodeError('CODE_EXPIRED', 0);
  // Counted atomically first, so parallel guesses cannot exceed the limit.
  const { count } = await db().verificationCode.updateMany({
    where: { id: current.id, consumedAt: null, attempts: { lt: CODE_MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  if (count === 0) throw new VerificationCodeError('TOO_MANY_ATTEMPTS', 0);
  if (/^\d{6}$/.test(code) && sameHash(codeHash(userId, purpose, code), current.codeHash)) return current.id;
  const left = CODE_MAX_ATTEMPTS - (current.attempts + 1);
  throw left > 0 ? new VerificationCodeError('CODE_INVALID', left) : new VerificationCodeError('TOO_MANY_ATTEMPTS', 0);
}

/**
 * Checks a typed sign-up code against every live attempt of the account and returns the attempt it
 * belongs to. A wrong code counts against every live attempt alike, as it did against the single code
 * before: five wrong codes end them all, however many attempts (a stranger's among them) there are.
 * Throws CODE_INVALID (with attempts left), CODE_EXPIRED or TOO_MANY_ATTEMPTS.
 */
export async function checkSignUpCode(userId: string, code: string, now = new Date()) {
  // Counted atomically first, so parallel guesses cannot exceed the limit.
  const live = await db().verificationCode.updateManyAndReturn({
    where: { userId, purpose: 'SIGN_UP', consumedAt: null, expiresAt: { gt: now }, attempts: { lt: CODE_MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
    select: { id: true, codeHash: true, attempts: true, passwordHash: true, nickname: true, consents: true, createdAt: true },
  });
  if (live.length === 0) {
    const latest = await db().verificationCode.findFirst({
      where: { userId, purpose: 'SIGN_UP', consumedAt: null },
      orderBy: { createdAt: 'desc' },
      select: { attempts: true, expiresAt: true },
    });
    if (!latest) throw new VerificationCodeError('CODE_INVALID', 0);
    if (latest.attempts >= CODE_MAX_ATTEMPTS) throw new VerificationCodeError('TOO_MANY_ATTEMPTS', 0);
    throw new VerificationCodeError('CODE_EXPIRED', 0);
  }
  const typed = /^\d{6}$/.test(code) ? codeHash(userId, 'SIGN_UP', code) : null;
  const match = typed ? live.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).find((a) => sameHash(typed, a.codeHash)) : undefined;
  if (match) return { id: match.id, passwordHash: match.passwordHash, nickname: match.nickname, consents: match.consents };
  const left = Math.max(...live.map((a) => CODE_MAX_ATTEMPTS - a.attempts));
  throw left > 0 ? new VerificationCodeError('CODE_INVALID', left) : new VerificationCodeError('TOO_MANY_ATTEMPTS', 0);
}

/** The user and code id behind a reset link token; CODE_INVALID, CODE_EXPIRED or TOO_MANY_ATTEMPTS on `token`. */
export async function checkToken(token: string, purpose: VerificationPurpose, now = new Date()) {
  const row = token
    ? await db().verificationCode.findUnique({
        where: { tokenHash: tokenHash(token) },
        select: { id: true, userId: true, purpose: true, attempts: true, expiresAt: true, consumedAt: true },
      })
    : null;
  if (!row || row.purpose !== purpose || row.consumedAt) throw new VerificationCodeError('CODE_INVALID', 0, 'token');
  // Someone guessing the code of this reset also kills its link.
  if (row.attempts >= CODE_MAX_ATTEMPTS) throw new VerificationCodeError('TOO_MANY_ATTEMPTS', 0, 'token');
  if (row.expiresAt <= now) throw new VerificationCodeError('CODE_EXPIRED', 0, 'token');
  return { codeId: row.id, userId: row.userId };
}

/** Marks a checked code used (once: a second use in a race answers CODE_INVALID). */
export async function consumeCode(tx: Tx, codeId: string, now = new Date(), field = 'code'): Promise<void> {
  const { count } = await tx.verificationCode.updateMany({ where: { id: codeId, consumedAt: null }, data: { consumedAt: now } });
  if (count === 0) throw new VerificationCodeError('CODE_INVALID', 0, field);
}
