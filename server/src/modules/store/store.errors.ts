// Expected failures of the store. Price rules are input errors with their own code so the client can
// say "whole won only" in the viewer's language.
import { AppError, InvalidInputError } from '../../platform/errors.ts';

/** A price field was not whole won within its range. */
export class PriceInvalidError extends InvalidInputError {
  constructor(field: string, min: number, max: number) {
    super(field, `Prices are whole won from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`, 'PRICE_INVALID');
  }
}

/**
 * A product in the cart cannot be bought now (spec 8: "not open yet", "sold out"; or its sales ended), or
 * not in the quantity asked (NOT_ENOUGH_STOCK, `short`). How many are left is not said: the stock count is
 * the owner's only, buyers see no more than the product page shows ("sold out" or not). Raised before
 * anything is charged; `field` names the cart line ("lines.0").
 */
export class ProductUnavailableError extends AppError {
  constructor(
    readonly productId: string,
    readonly availability: 'SOLD_OUT' | 'NOT_OPEN' | 'SALES_ENDED',
    field: string,
    readonly short = false,
  ) {
    const notEnough = availability === 'SOLD_OUT' && short;
    const code = notEnough ? 'NOT_ENOUGH_STOCK' : availability === 'SOLD_OUT' ? 'SOLD_OUT' : availability === 'NOT_OPEN' ? 'SALES_NOT_OPEN' : 'SALES_ENDED';
    const message = notEnough ? 'Not as many left as asked' : availability === 'SOLD_OUT' ? 'Sold out' : availability === 'NOT_OPEN' ? 'Not open yet' : 'Sales have ended';
    super(code, message, field);
  }
}

/**
 * The cart's total is not the one the buyer was shown (expectedAmount): a price, a member price or a
 * shipping fee changed since the page loaded. Nothing was charged or held; `amount` is the total now.
 */
export class PriceChangedError extends AppError {
  constructor(readonly amount: number) {
    super('PRICE_CHANGED', 'The price changed since you loaded it; review the new total and try again', 'expectedAmount');
  }
}

/** The buyer would go over the product's per-buyer limit, counting what they already ordered and did not release. */
export class PurchaseLimitError extends AppError {
  constructor(
    readonly productId: string,
    readonly limit: number,
    readonly alreadyBought: number,
    field: string,
  ) {
    super('PURCHASE_LIMIT', `At most ${limit} per buyer`, field);
  }
}

/**
 * An owner's stock edit no longer fits: items were sold since the owner loaded the stock, and applying their
 * change would go below zero (or over the maximum). Nothing was written; reload and edit again.
 */
export class StockChangedError extends InvalidInputError {
  constructor(field: string) {
    super(field, 'The stock changed while you edited it; reload and try again', 'STOCK_CHANGED');
  }
}

/**
 * The buyer already has `limit` of this club's store orders waiting for a bank deposit
 * (TOO_MANY_UNPAID_ORDERS, field method): each holds its stock for days, so another is refused until one
 * of them is paid or its deadline passes. A card still pays at once. Nothing was held.
 */
export class UnpaidOrdersLimitError extends AppError {
  constructor(readonly limit: number) {
    super('TOO_MANY_UNPAID_ORDERS', `You already have ${limit} orders in this club waiting for a deposit; pay for one of them first, or pay by card`, 'method');
  }
}

/** A checkout's idempotency key is not a UUID (IDEMPOTENCY_KEY_INVALID, field idempotencyKey). */
export class CheckoutKeyInvalidError extends InvalidInputError {
  constructor() {
    super('idempotencyKey', 'The checkout key must be a UUID', 'IDEMPOTENCY_KEY_INVALID');
  }
}

/**
 * The buyer's checkout key already placed an order for another cart (IDEMPOTENCY_KEY_REUSED, field
 * idempotencyKey): nothing new was placed or charged. A new checkout needs a new key.
 */
export class CheckoutKeyReusedError extends InvalidInputError {
  constructor() {
    super('idempotencyKey', 'This checkout was already placed with another cart; check your orders before buying again', 'IDEMPOTENCY_KEY_REUSED');
  }
}

/** A club owner cannot buy from their own club's store. */
export class OwnerCannotBuyError extends AppError {
  constructor() {
    super('OWNER_CANNOT_BUY', 'You cannot buy from your own club’s store');
  }
}

/** The order is not in a state this step may leave (e.g. shipping a refunded order): ORDER_STATE_CONFLICT. */
export class OrderStateError extends AppError {
  constructor(
    readonly fulfilment: string,
    message: string,
  ) {
    super('ORDER_STATE_CONFLICT', message);
  }
}

/** A tracking number is 8 to 20 letters and digits (TRACKING_NUMBER_INVALID, field trackingNumber). */
export class TrackingNumberInvalidError extends InvalidInputError {
  constructor() {
    super('trackingNumber', 'A tracking number is 8 to 20 letters and digits', 'TRACKING_NUMBER_INVALID');
  }
}
