// Expected failures of payments (DESIGN 4: typed errors with stable codes).
import { AppError } from '../../platform/errors.ts';

/** The gateway declined the payment; `reason` is its explanation, shown to the buyer. */
export class PaymentFailedError extends AppError {
  constructor(
    readonly paymentId: string,
    readonly reason: string,
  ) {
    super('PAYMENT_FAILED', reason);
  }
}

/**
 * A payment with this idempotency key exists already (another run or request is making, or made, the same
 * payment): nothing was written or charged. Not shown to users; callers that race on purpose catch it.
 */
export class DuplicatePaymentError extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`A payment with idempotency key ${idempotencyKey} exists already`);
  }
}

/**
 * Only a completed payment can be refunded (PAYMENT_NOT_REFUNDABLE): `status` says where it stands (not
 * paid, or REFUNDED already); `refundPending` when its refund is decided and waits for the buyer's account.
 */
export class PaymentNotRefundableError extends AppError {
  constructor(
    readonly status: string,
    readonly refundPending: boolean,
  ) {
    super('PAYMENT_NOT_REFUNDABLE', refundPending ? 'This payment’s refund is already decided; it waits for the buyer’s bank account' : status === 'REFUNDED' ? 'This payment was already refunded' : 'Only a completed payment can be refunded');
  }
}
