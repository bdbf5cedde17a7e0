// Store error codes → localized messages; unknown codes fall back to the club and account maps.
import { CLUB_ERROR_MESSAGES } from '../clubs/errors';

export const STORE_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ...CLUB_ERROR_MESSAGES,
  PRICE_INVALID: 'store.error.PRICE_INVALID',
  PRICE_WHOLE_WON: 'store.error.PRICE_WHOLE_WON',
  MEMBER_PRICE_INVALID: 'store.error.MEMBER_PRICE_INVALID',
  REQUIRED: 'store.error.REQUIRED',
  INVALID_INPUT: 'store.error.INVALID_INPUT',
  INVALID_URL: 'store.error.INVALID_URL',
  FILE_INVALID: 'store.error.FILE_INVALID',
  NOT_FOUND: 'store.error.NOT_FOUND',
  FORBIDDEN: 'store.error.FORBIDDEN',
  SOLD_OUT: 'store.error.SOLD_OUT',
  NOT_ENOUGH_STOCK: 'store.error.NOT_ENOUGH_STOCK',
  PRICE_CHANGED: 'store.error.PRICE_CHANGED',
  SALES_NOT_OPEN: 'store.error.SALES_NOT_OPEN',
  SALES_ENDED: 'store.error.SALES_ENDED',
  PURCHASE_LIMIT: 'store.error.PURCHASE_LIMIT',
  DEPOSIT_TOO_LATE: 'store.error.DEPOSIT_TOO_LATE',
  IDEMPOTENCY_KEY_INVALID: 'store.error.IDEMPOTENCY_KEY_INVALID',
  IDEMPOTENCY_KEY_REUSED: 'store.error.IDEMPOTENCY_KEY_REUSED',
  TOO_MANY_UNPAID_ORDERS: 'store.error.TOO_MANY_UNPAID_ORDERS',
  OWNER_CANNOT_BUY: 'orders.error.OWNER_CANNOT_BUY',
  STOCK_CHANGED: 'orders.error.STOCK_CHANGED',
  ORDER_STATE_CONFLICT: 'orders.error.ORDER_STATE_CONFLICT',
  TRACKING_NUMBER_INVALID: 'orders.error.TRACKING_NUMBER_INVALID',
};
