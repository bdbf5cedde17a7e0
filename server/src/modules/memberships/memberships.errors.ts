// Expected failures of plan checkout and the subscription lifecycle (DESIGN 4: typed errors with stable codes).
import { AppError } from '../../platform/errors.ts';

/**
 * The subscription's paid period is over (or it expired): it can no longer be resumed, changed or
 * renewed. The client offers a new checkout of the club's plans instead.
 */
export class SubscriptionEndedError extends AppError {
  constructor(readonly subscriptionId: string) {
    super('SUBSCRIPTION_ENDED', 'This subscription has ended; subscribe again from the club’s plans');
  }
}

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

/**
 * A bank deposit of this fan for this club (another plan, term or price than the one asked for, or another
 * renewal) waits for its deposit: a second account is not issued, so nobody pays twice. The fan pays into that
 * one (`paymentId`), or asks again once its deadline has passed. (The same order is answered with that payment.)
 */
export class DepositPendingError extends AppError {
  constructor(readonly paymentId: string) {
    super('DEPOSIT_PENDING', 'A bank deposit for this club is already waiting: pay into its account, or check out again after its deadline');
  }
}

/**
 * The subscription changed (another plan change or a renewal went through first) while an upgrade was being
 * paid: its charge, priced from what the subscription was, is refunded and nothing changed.
 */
export class SubscriptionChangedError extends AppError {
  constructor(readonly subscriptionId: string) {
    super('SUBSCRIPTION_CHANGED', 'The subscription changed while this upgrade was being paid; its charge is refunded. Look at the subscription again and choose again');
  }
}

/** The plan was archived and takes no new subscribers. */
export class PlanUnavailableError extends AppError {
  constructor() {
    super('PLAN_UNAVAILABLE', 'This plan no longer takes new subscribers', 'planId');
  }
}
