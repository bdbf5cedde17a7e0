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

/** Another checkout of this fan for this club is being charged; refused before any charge. */
export class CheckoutInProgressError extends AppError {
  constructor() {
    super('CHECKOUT_IN_PROGRESS', 'A payment for this club is already in progress');
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
