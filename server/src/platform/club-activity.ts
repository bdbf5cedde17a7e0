// What happened in a club that its owner watches (the live dashboard, creator notifications): payments,
// refunds, members joining and leaving, subscriptions starting and ending, orders to ship. The owning
// modules report their own events here after their transaction commits; startApp registers the
// listeners (the dashboard's pubsub publisher, creator notifications), so a module never imports another's
// reaction. In-process only: the listeners publish through the app's pubsub to reach other instances.

export type ClubActivity =
  | { kind: 'PAYMENT_PAID' | 'PAYMENT_REFUNDED'; clubId: string; paymentId: string; amount: number; orderTitle: string }
  | { kind: 'MEMBER_JOINED' | 'MEMBER_LEFT'; clubId: string; userId: string }
  | { kind: 'SUBSCRIPTION_STARTED' | 'SUBSCRIPTION_CANCELLED'; clubId: string; userId: string; subscriptionId: string; planName: string }
  | { kind: 'ORDER_TO_SHIP' | 'ORDER_SHIPPED'; clubId: string; orderId: string; orderTitle: string };

export type ClubActivityKind = ClubActivity['kind'];
export type ClubActivityListener = (activity: ClubActivity) => void | Promise<void>;

export type ClubActivityBus = {
  /**
   * Tells every listener and waits for them, so a request's after-commit work is done when it answers; a
   * failing listener is logged and never fails the caller (the change committed).
   */
  report: (activity: ClubActivity) => Promise<void>;
  /** Adds a listener until the returned function is called. */
  listen: (listener: ClubActivityListener) => () => void;
};

export function createClubActivityBus(onError: (err: unknown, activity: ClubActivity) => void): ClubActivityBus {
  const listeners = new Set<ClubActivityListener>();
  return {
    async report(activity) {
      await Promise.all(
        [...listeners].map(async (listener) => {
          try {
            await listener(activity);
          } catch (err) {
            onError(err, activity);
          }
        }),
      );
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The buses modules report to. startApp installs its own and removes it on close, so the modules' services
 * (plain functions) need no handle passed through every call; several apps in one process (multi-instance
 * tests) each hear every report, as they share the database.
 */
const installed = new Set<ClubActivityBus>();

export function installClubActivityBus(bus: ClubActivityBus): () => void {
  installed.add(bus);
  return () => installed.delete(bus);
}

/** Reports a club's activity after its change committed; nothing listens before startApp (scripts, seeds). */
export async function reportClubActivity(activity: ClubActivity): Promise<void> {
  await Promise.all([...installed].map((bus) => bus.report(activity)));
}
