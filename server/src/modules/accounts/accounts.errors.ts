// Expected failures of the accounts domain. Input rules (REQUIRED, PASSWORD_*, EMAIL_INVALID...)
// are InvalidInputError with a code and the field; the classes here carry what else a client needs.
import { AppError, type ErrorCode } from '../../platform/errors.ts';

export { UnusualAccessError } from '../../platform/rate-limit.ts';

/** E-mail and password do not match an account that can sign in with a password. */
export class InvalidCredentialsError extends AppError {
  constructor(
    message = 'The e-mail or password is incorrect',
    /** The input field to highlight (`password`, or `currentPassword` when changing it). */
    readonly field = 'password',
  ) {
    super('INVALID_CREDENTIALS', message, field);
  }
}

/**
 * A change that an account without a password cannot confirm with one (setting a first password, deleting
 * the account) needs a sign-in within the last few minutes: a session left open on a shared computer must
 * not take the account over. Signing in again with Google or Apple starts a new session.
 */
export class RecentSignInRequiredError extends AppError {
  constructor(readonly minutes: number) {
    super('RECENT_SIGN_IN_REQUIRED', `Sign in again (within the last ${minutes} minutes) to do this`);
  }
}

/** The account exists but its e-mail is not verified yet; a fresh code was sent when possible. */
export class EmailNotVerifiedError extends AppError {
  constructor(
    readonly email: string,
    /** When the code just sent expires; null when one was sent moments ago and is still valid. */
    readonly codeExpiresAt: Date | null,
  ) {
    super('EMAIL_NOT_VERIFIED', 'Verify your e-mail address first; a code was sent to it');
  }
}

/** A verification or reset code (or link) was wrong, expired, or used up its attempts. */
export class VerificationCodeError extends AppError {
  constructor(
    code: Extract<ErrorCode, 'CODE_INVALID' | 'CODE_EXPIRED' | 'TOO_MANY_ATTEMPTS'>,
    /** Attempts left on the current code (0 when it is dead: request a new one). */
    readonly attemptsLeft: number,
    /** The input field at fault: `code` or `token`. */
    readonly field = 'code',
  ) {
    const messages = {
      CODE_INVALID: 'The code is not correct',
      CODE_EXPIRED: 'The code has expired; request a new one',
      TOO_MANY_ATTEMPTS: 'Too many wrong attempts; request a new code',
    };
    super(code, messages[code], field);
  }
}

/** A new code was requested too soon after the previous one. */
export class ResendTooSoonError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RESEND_TOO_SOON', `Wait ${retryAfterSeconds} s before requesting another code`);
  }
}

/** Reasons account deletion is refused; the memberships, payments, revenue and store modules add to these. */
export const ACCOUNT_DELETION_BLOCKERS = ['PAID_PLAN', 'UNPAID_BALANCE', 'REFUND_PENDING', 'UNSETTLED_EARNINGS', 'ORDERS_TO_FULFIL'] as const;
export type AccountDeletionBlocker = (typeof ACCOUNT_DELETION_BLOCKERS)[number];

/** The account cannot be deleted yet; `reasons` say why. */
export class AccountDeletionBlockedError extends AppError {
  constructor(readonly reasons: AccountDeletionBlocker[]) {
    super('ACCOUNT_DELETION_BLOCKED', `The account cannot be deleted yet: ${reasons.join(', ')}`);
  }
}
