// Checkout and card error codes → localized messages (DESIGN 6). PAYMENT_FAILED carries the gateway's
// reason, shown with the message as {reason}.
import { ACCOUNT_ERROR_MESSAGES } from '../account/errors';

export const PAYMENT_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ...ACCOUNT_ERROR_MESSAGES,
  CLUB_BANNED: 'blocks.error.CLUB_BANNED',
  OWNER_CANNOT_SUBSCRIBE: 'payments.error.OWNER_CANNOT_SUBSCRIBE',
  ALREADY_SUBSCRIBED: 'payments.error.ALREADY_SUBSCRIBED',
  CHECKOUT_IN_PROGRESS: 'payments.error.CHECKOUT_IN_PROGRESS',
  DEPOSIT_PENDING: 'payments.error.DEPOSIT_PENDING',
  PLAN_UNAVAILABLE: 'payments.error.PLAN_UNAVAILABLE',
  CARD_REQUIRED: 'payments.error.CARD_REQUIRED',
  CARD_INVALID: 'payments.error.CARD_INVALID',
  PAYMENT_FAILED: 'payments.error.PAYMENT_FAILED',
  SUBSCRIPTION_ENDED: 'payments.error.SUBSCRIPTION_ENDED',
  SUBSCRIPTION_CHANGED: 'payments.error.SUBSCRIPTION_CHANGED',
  ACCOUNT_NUMBER_INVALID: 'payments.error.ACCOUNT_NUMBER_INVALID',
  NICKNAME_RESERVED: 'payments.error.NICKNAME_RESERVED',
};
