// Server error codes (the ErrorCode enum) and client validation codes → localized message ids.
// One map per domain (DESIGN 4 and 6); each domain map falls back to the common account map.

/** Codes every account-related form may receive. */
export const ACCOUNT_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  REQUIRED: 'account.error.REQUIRED',
  EMAIL_INVALID: 'account.error.EMAIL_INVALID',
  PASSWORD_TOO_SHORT: 'account.error.PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'account.error.PASSWORD_TOO_LONG',
  PASSWORD_NON_ASCII: 'account.error.PASSWORD_NON_ASCII',
  PASSWORD_HAS_SPACE: 'account.error.PASSWORD_HAS_SPACE',
  PASSWORD_NO_LETTER: 'account.error.PASSWORD_NO_LETTER',
  PASSWORD_NO_DIGIT: 'account.error.PASSWORD_NO_DIGIT',
  PASSWORD_MISMATCH: 'account.error.PASSWORD_MISMATCH',
  NICKNAME_LENGTH: 'account.error.NICKNAME_LENGTH',
  INVALID_CHARACTERS: 'account.error.INVALID_CHARACTERS',
  NICKNAME_TAKEN: 'account.error.NICKNAME_TAKEN',
  NICKNAME_RESERVED: 'account.error.NICKNAME_RESERVED',
  PHONE_INVALID: 'account.error.PHONE_INVALID',
  BIRTH_DATE_INVALID: 'account.error.BIRTH_DATE_INVALID',
  CODE_INVALID: 'account.error.CODE_INVALID',
  CODE_EXPIRED: 'account.error.CODE_EXPIRED',
  CONSENT_REQUIRED: 'account.error.CONSENT_REQUIRED',
  EMAIL_TAKEN: 'account.error.EMAIL_TAKEN',
  INVALID_CREDENTIALS: 'account.error.INVALID_CREDENTIALS',
  EMAIL_NOT_VERIFIED: 'account.error.EMAIL_NOT_VERIFIED',
  TOO_MANY_ATTEMPTS: 'account.error.TOO_MANY_ATTEMPTS',
  RESEND_TOO_SOON: 'account.error.RESEND_TOO_SOON',
  UNUSUAL_ACCESS: 'account.error.UNUSUAL_ACCESS',
  RECENT_SIGN_IN_REQUIRED: 'account.error.RECENT_SIGN_IN_REQUIRED',
  RATE_LIMITED: 'account.error.RATE_LIMITED',
  UNAUTHENTICATED: 'account.error.UNAUTHENTICATED',
  FORBIDDEN: 'account.error.FORBIDDEN',
  NOT_FOUND: 'account.error.NOT_FOUND',
  INVALID_INPUT: 'account.error.INVALID_INPUT',
  INVALID_URL: 'account.error.INVALID_URL',
  ACCOUNT_DELETION_BLOCKED: 'account.error.ACCOUNT_DELETION_BLOCKED',
};

/** Social sign-in failures arriving as /bridge?error=<code>. */
export const OAUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ...ACCOUNT_ERROR_MESSAGES,
  access_denied: 'account.bridge.error.cancelled',
  ACCESS_DENIED: 'account.bridge.error.cancelled',
  OAUTH_CANCELLED: 'account.bridge.error.cancelled',
  EMAIL_NOT_VERIFIED: 'account.bridge.error.emailNotVerified',
};

export const CREATOR_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ...ACCOUNT_ERROR_MESSAGES,
  ALREADY_CREATOR: 'creator.error.ALREADY_CREATOR',
  APPLICATION_PENDING: 'creator.error.APPLICATION_PENDING',
  INVALID_URL: 'creator.error.INVALID_URL',
};

export const API_TOKEN_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ...ACCOUNT_ERROR_MESSAGES,
  SCOPE_REQUIRED: 'mypage.developer.error.SCOPE_REQUIRED',
};

export const ADMIN_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ...ACCOUNT_ERROR_MESSAGES,
  NOT_FOUND: 'admin.error.NOT_FOUND',
  FORBIDDEN: 'admin.error.FORBIDDEN',
  PAYMENT_NOT_REFUNDABLE: 'admin.error.PAYMENT_NOT_REFUNDABLE',
};

export const GENERIC_ERROR_MESSAGE = 'account.error.generic';

/** The message id for a code in a domain; unknown codes get the generic "try again later". */
export function errorMessageId(code: string | null | undefined, messages: Readonly<Record<string, string>> = ACCOUNT_ERROR_MESSAGES): string {
  return (code && messages[code]) || GENERIC_ERROR_MESSAGE;
}

/** A typed error member of a mutation's result union, as selected by the operations. */
export interface ResultError {
  readonly __typename: string;
  readonly code?: string | null;
  readonly field?: string | null;
  readonly message?: string | null;
  /** ResendTooSoonError, RateLimitedError, UnusualAccessError. */
  readonly retryAfterSeconds?: number | null;
  /** AccountDeletionBlockedError. */
  readonly reasons?: readonly string[] | null;
  /** EmailNotVerifiedError: the address the fresh code went to. */
  readonly email?: string | null;
}

/** The error of a result union member, or null for the success member. */
export function resultError(result: { readonly __typename: string; readonly code?: unknown } | null | undefined): ResultError | null {
  if (!result) return { __typename: 'UnknownError', code: null };
  return typeof result.code === 'string' ? (result as ResultError) : null;
}
