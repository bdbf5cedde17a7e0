// Expected failures of checkout and cards (DESIGN 4: typed errors with stable codes).
import { AppError } from '../../platform/errors.ts';

/** Spec 5: club owners cannot subscribe (to their own club). */
export class OwnerCannotSubscribeError extends AppError {
  constructor() {
    super('OWNER_CANNOT_SUBSCRIBE', 'Club owners cannot subscribe to their own club');
  }
}

/** One live subscription per fan and club. */
export class AlreadySubscribedError extends AppError {
  constructor(readonly subscriptionId: string) {
    super('ALREADY_SUBSCRIBED', 'You already subscribe to this club');
  }
}

/** The plan was archived and takes no new subscribers. */
export class PlanUnavailableError extends AppError {
  constructor() {
    super('PLAN_UNAVAILABLE', 'This plan no longer takes new subscribers', 'planId');
  }
}

/** The gateway declined the payment; `reason` is its explanation, shown to the buyer. */
export class PaymentFailedError extends AppError {
  constructor(
    readonly paymentId: string,
    readonly reason: string,
  ) {
    super('PAYMENT_FAILED', reason);
  }
}
