// Expected failures are typed: each has a stable `code` that clients map to localized messages.
// Services throw these; the GraphQL layer exposes them as members of result unions.

export const ERROR_CODES = [
  'NOT_FOUND',
  'INVALID_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'OWN_CASE',
  'RATE_LIMITED',
  // Input rules of spec section 5
  'REQUIRED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_NON_ASCII',
  'PASSWORD_HAS_SPACE',
  'PASSWORD_NO_LETTER',
  'PASSWORD_NO_DIGIT',
  'PASSWORD_MISMATCH',
  'NICKNAME_LENGTH',
  'INVALID_CHARACTERS',
  'EMAIL_INVALID',
  'PHONE_INVALID',
  'BIRTH_DATE_INVALID',
  'INVALID_URL',
  'CONSENT_REQUIRED',
  // Accounts
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'TOO_MANY_ATTEMPTS',
  'RESEND_TOO_SOON',
  'UNUSUAL_ACCESS',
  'RECENT_SIGN_IN_REQUIRED',
  'ACCOUNT_DELETION_BLOCKED',
  'ALREADY_CREATOR',
  'APPLICATION_PENDING',
  'SCOPE_REQUIRED',
  // Clubs and membership
  'CLUB_URI_TAKEN',
  'CREATOR_REQUIRED',
  'OWNER_CANNOT_JOIN',
  'ALREADY_MEMBER',
  'MEMBERSHIP_REQUIRED',
  'LEAVE_BLOCKED_BY_SUBSCRIPTION',
  'NICKNAME_TAKEN',
  'NICKNAME_RESERVED',
  // Posts and comments
  'POST_LINK_LIMIT',
  'EMBED_UNSUPPORTED',
  'FILE_INVALID',
  'PLAN_REQUIRED',
  // Files
  'FILE_TOO_LARGE',
  'FILE_TYPE_NOT_ALLOWED',
  // Memberships and payments
  'OWNER_CANNOT_SUBSCRIBE',
  'ALREADY_SUBSCRIBED',
  'CHECKOUT_IN_PROGRESS',
  'DEPOSIT_PENDING',
  'PLAN_UNAVAILABLE',
  'CARD_REQUIRED',
  'CARD_INVALID',
  'PAYMENT_FAILED',
  'SUBSCRIPTION_ENDED',
  'SUBSCRIPTION_CHANGED',
  'ACCOUNT_NUMBER_INVALID',
  'PAYMENT_NOT_REFUNDABLE',
  // Store
  'PRICE_INVALID',
  'SOLD_OUT',
  'NOT_ENOUGH_STOCK',
  'SALES_NOT_OPEN',
  'SALES_ENDED',
  'PURCHASE_LIMIT',
  'DEPOSIT_TOO_LATE',
  'TOO_MANY_UNPAID_ORDERS',
  'PRICE_CHANGED',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  // Tickets
  'TICKET_INVALID',
  'TICKET_ALREADY_USED',
  'TICKET_VOIDED',
  'TICKET_TOO_EARLY',
  'TICKET_ENDED',
  'TICKET_OTHER_EVENT',
  'STOCK_CHANGED',
  'OWNER_CANNOT_BUY',
  'ORDER_STATE_CONFLICT',
  'TRACKING_NUMBER_INVALID',
  // Revenue, settlement and withdrawals
  'REGISTRATION_NUMBER_INVALID',
  'ACCOUNT_NUMBER_MISMATCH',
  'SETTLEMENT_REQUIRED',
  'WITHDRAWAL_TOO_SMALL',
  'WITHDRAWAL_TOO_LARGE',
  'WITHDRAWAL_OVER_BALANCE',
  'WITHDRAWAL_STATE_CONFLICT',
  'ACCOUNT_NUMBER_UNAVAILABLE',
  // Blocks and club bans
  'CANNOT_BLOCK_SELF',
  'CLUB_BANNED',
  'BAN_BLOCKED_BY_SUBSCRIPTION',
  'CANNOT_BAN_OWNER',
  // Moderation
  'ACCOUNT_SUSPENDED',
  'REPORT_RESOLVED',
  'REPORT_ACTION_INVALID',
  'REPORT_DETAILS_TOO_LONG',
  'CANNOT_REPORT_SELF',
  // Chat
  'CHAT_PLAN_REQUIRED',
  'CHAT_BLOCKED',
  'CHAT_VIEWER_BLOCKED',
  'CHAT_INBOX_PAUSED',
  'CHAT_WORD_FILTERED',
  'CHAT_EDIT_WINDOW_PASSED',
  'CHAT_OWNER_CANNOT_CHAT',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super('NOT_FOUND', message);
  }
}

/** An input field broke a rule; `code` names the rule (REQUIRED, EMAIL_INVALID...), INVALID_INPUT by default. */
export class InvalidInputError extends AppError {
  constructor(field: string, message: string, code: ErrorCode = 'INVALID_INPUT') {
    super(code, message, field);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this', code: Extract<ErrorCode, 'FORBIDDEN' | 'OWN_CASE'> = 'FORBIDDEN') {
    super(code, message);
  }
}

/** An administrator acting on their own case (their own payout, a report about them or their content). */
export class OwnCaseError extends ForbiddenError {
  constructor() {
    super('Another administrator has to do this: it concerns you', 'OWN_CASE');
  }
}

/** The server is busy with this kind of work; try again shortly. */
export class RateLimitedError extends AppError {
  constructor(
    message = 'Too many requests; try again shortly',
    readonly retryAfterSeconds = 1,
  ) {
    super('RATE_LIMITED', message);
  }
}
