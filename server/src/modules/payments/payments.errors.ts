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
