// Expected failures of the subscription lifecycle (DESIGN 4: typed errors with stable codes).
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
