// Orders of kind MEMBERSHIP (DESIGN 5.4, 9): what they buy (MembershipOrder: a plan for some months, the
// subscription started, renewed or changed), the checkout of a plan, and the handler payments call in the
// payment's transaction: paid starts, extends or changes a subscription; a failed card renewal enters
// dunning (retried 1, 3 and 7 days after the first failure, then the subscription expires). Subscription
// events (started, renewed, renewal failed, expired) are announced after commit to the listeners that
// startMemberships registers (the lifecycle e-mails). Registered from startApp: registerMembershipOrders.
import { assertNotBanned, isBannedFromClub } from '../blocks/blocks.service.ts';
import { addMonths, subMinutes } from 'date-fns';
import type { MembershipOrder, Prisma } from '../../generated/prisma/client.ts';
import type { PaymentMethod } from '../../generated/prisma/enums.ts';
import { db } from '../../platform/database.ts';
import { InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { isDeletedAccountLocked, type AccountDeletionCheck, type AccountDeletionStep } from '../accounts/profile.service.ts';
import { assertJoinableWithMainNickname, ensureMembership, isClubClosed, lockMembershipOf } from '../clubs/clubs.service.ts';
import type { KindOrder, KindPayment, OrderKinds } from '../payments/order-kinds.ts';
import { PaymentFailedError } from '../payments/payments.errors.ts';
import { AlreadySubscribedError, CheckoutInProgressError, DepositPendingError, OwnerCannotSubscribeError, PlanUnavailableError } from './memberships.errors.ts';
import { ACCOUNT_ISSUE_MINUTES, chargeableCard, checkBuyer, payByCard, payByDeposit, waitingDepositPayment, type Buyer, type OrderDraft } from '../payments/payments.service.ts';
import { isLive, liveSubscriptionOf, liveSubscriptionWhere, nextRenewalAttemptAfter, periodEndAfter } from './memberships.service.ts';

/** The order kind of plans bought and renewed. */
export const MEMBERSHIP_ORDER = 'MEMBERSHIP';

/** Prepaid deposit terms in months (DESIGN 5.4). */
export const DEPOSIT_TERMS = [1, 3, 6, 12] as const;

// ------------------------------------------------------------------ subscription events

/** What happened to a subscription through a payment or a lifecycle step; announced after commit. */
export type SubscriptionEvent =
  | { kind: 'STARTED'; subscriptionId: string; paymentId: string }
  | { kind: 'RENEWED'; subscriptionId: string; paymentId: string }
  | { kind: 'RENEWAL_FAILED'; subscriptionId: string; paymentId: string | null; reason: string; nextAttemptAt: Date }
  | { kind: 'EXPIRED'; subscriptionId: string; cause: 'RENEWAL_FAILED' | 'ENDED' };

type SubscriptionListener = (events: SubscriptionEvent[]) => Promise<void>;
const subscriptionListeners = new Set<SubscriptionListener>();
let eventsLogger: Logger | null = null;

/** Registers a listener for subscription events (startMemberships: the lifecycle e-mails). */
export function addSubscriptionListener(listener: SubscriptionListener, logger?: Logger) {
  subscriptionListeners.add(listener);
  if (logger) eventsLogger = logger;
}

/** Announces committed subscription events; a failing listener is logged, never rethrown. */
export async function emitSubscriptionEvents(events: SubscriptionEvent[]) {
  if (events.length === 0) return;
  for (const listener of subscriptionListeners) {
    try {
      await listener(events);
    } catch (err) {
      eventsLogger?.error({ err, events }, 'subscription event listener failed');
    }
  }
}

// ------------------------------------------------------------------ orders

/** A membership order to create with its payment: a checkout, a card renewal, a deposit term's renewal or an upgrade. */
export type MembershipOrderDraft = {
  userId: string;
  clubId: string;
  planId: string;
  months: number;
  amount: number;
  buyer: { name: string; phone: string; email: string };
  title: string;
  /** Renewals: the subscription the order extends. */
  subscriptionId?: string | null;
  /** Card renewals: the period end being renewed. */
  renewsPeriodEnd?: Date | null;
  /** Plan changes (upgrades): the plan `subscriptionId` switches to once paid, without moving its period. */
  changesToPlanId?: string | null;
  /** Plan changes: that plan's price the difference was charged at, which the subscription then pays. */
  changesToPrice?: number | null;
  /** Plan changes: what the difference was priced from (the subscription's plan, price and period end). */
  changesFrom?: { planId: string; monthlyPrice: number; periodEnd: Date } | null;
  /** Defaults to "order:<order id>:1". A duplicate key throws DuplicatePaymentError with nothing written. */
  idempotencyKey?: string;
  /**
   * A fan's new subscription, paid by this method: refused (before any charge) while another one for the club
   * is live or being charged; by deposit, also while the fan's deposit for the club waits (see refuseSecondCheckout).
   */
  newCheckout?: PaymentMethod;
  /**
   * A deposit term's renewal (`subscriptionId`): like a deposit checkout, no second account while a deposit of
   * the fan's for the club waits (see refuseSecondDeposit).
   */
  depositRenewal?: boolean;
};

/** The order title the buyer and the gateway see, e.g. "Club · Plan × 3". */
export function orderNameOf(clubName: string, planName: string, months: number) {
  return `${clubName} · ${planName}${months > 1 ? ` × ${months}` : ''}`;
}

/** The payments draft of a membership order: its MembershipOrder row is written in the order's transaction. */
export function membershipOrder(draft: MembershipOrderDraft): OrderDraft {
  return {
    kind: MEMBERSHIP_ORDER,
    userId: draft.userId,
    clubId: draft.clubId,
    amount: draft.amount,
    buyer: draft.buyer,
    title: draft.title,
    idempotencyKey: draft.idempotencyKey,
    prepare: async (tx, order, now) => {
      if (draft.newCheckout) await refuseSecondCheckout(tx, draft, draft.newCheckout, now);
      else if (draft.depositRenewal) {
        await lockCheckouts(tx, draft);
        await refuseSecondDeposit(tx, draft, now);
      }
      await tx.membershipOrder.create({
        data: {
          orderId: order.id,
          planId: draft.planId,
          months: draft.months,
          subscriptionId: draft.subscriptionId ?? null,
          renewsPeriodEnd: draft.renewsPeriodEnd ?? null,
          changesToPlanId: draft.changesToPlanId ?? null,
          changesToPrice: draft.changesToPrice ?? null,
          changesFromPlanId: draft.changesFrom?.planId ?? null,
          changesFromPrice: draft.changesFrom?.monthlyPrice ?? null,
          changesInPeriodEnd: draft.changesFrom?.periodEnd ?? null,
        },
      });
    },
  };
}

/**
 * A deposit checkout's payment still waiting for the fan's deposit, answered instead of issuing a second
 * account (thrown from the order's transaction, which then writes nothing; subscribeToPlan answers it).
 */
class WaitingDepositCheckout extends Error {
  constructor(readonly paymentId: string) {
    super('The same deposit checkout is waiting for its deposit');
  }
}

/** Orders a fan's checkouts and deposit renewals for a club one after the other, to the transaction's end. */
async function lockCheckouts(tx: Prisma.TransactionClient, { userId, clubId }: { userId: string; clubId: string }) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`checkout:${userId}:${clubId}`}, 0))`;
}

/**
 * One checkout per fan and club at a time: the lock orders concurrent checkouts, so each sees the card
 * payment (PROCESSING), the subscription or the deposit account that an earlier one left behind. A deposit
 * checkout also meets refuseSecondDeposit. A card checkout is the fan's choice of another way to pay, and
 * goes on past a waiting deposit (the deposit, if paid too, is refunded as unfulfillable).
 */
async function refuseSecondCheckout(tx: Prisma.TransactionClient, draft: DepositDraft, method: PaymentMethod, now: Date) {
  const { userId, clubId } = draft;
  await lockCheckouts(tx, draft);
  // The charge first: a payment that leaves PROCESSING commits its subscription at the same moment,
  // so checking in this order never misses both (the other order could, between the two reads).
  const charging = await tx.payment.findFirst({
    where: { method: 'CARD', status: 'PROCESSING', order: { kind: MEMBERSHIP_ORDER, userId, clubId } },
    select: { id: true },
  });
  if (charging) throw new CheckoutInProgressError();
  const live = await liveSubscriptionOf(userId, clubId, now);
  if (live) throw new AlreadySubscribedError(live.id);
  if (method === 'VIRTUAL_ACCOUNT') await refuseSecondDeposit(tx, draft, now);
}

type DepositDraft = Pick<MembershipOrderDraft, 'userId' | 'clubId' | 'planId' | 'months' | 'amount' | 'subscriptionId'>;

/**
 * No second account while the fan's deposit for the club waits (its account open, or being issued), so a
 * checkout or a renewal submitted twice is not paid twice: the same order again (plan, term, amount and
 * subscription renewed) answers that payment (WaitingDepositCheckout), any other DEPOSIT_PENDING names it.
 * Under lockCheckouts.
 */
async function refuseSecondDeposit(tx: Prisma.TransactionClient, draft: DepositDraft, now: Date) {
  const waiting = await tx.payment.findFirst({
    where: {
      method: 'VIRTUAL_ACCOUNT',
      status: 'WAITING_FOR_DEPOSIT',
      order: { kind: MEMBERSHIP_ORDER, userId: draft.userId, clubId: draft.clubId },
      // Its account open; or none yet, while the checkout that created it may still be getting it.
      OR: [{ depositDeadline: { gt: now } }, { depositDeadline: null, createdAt: { gt: subMinutes(now, ACCOUNT_ISSUE_MINUTES) } }],
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, amount: true, order: { select: { membership: { select: { planId: true, months: true, subscriptionId: true } } } } },
  });
  if (!waiting) return;
  const bought = waiting.order.membership;
  const same =
    bought?.planId === draft.planId && bought.months === draft.months && waiting.amount === draft.amount && bought.subscriptionId === (draft.subscriptionId ?? null);
  throw same ? new WaitingDepositCheckout(waiting.id) : new DepositPendingError(waiting.id);
}

/**
 * Pays a membership order by deposit. Submitted again (a double click, a retry) while the first one's account
 * waits, it answers that payment and its account.
 */
export async function payMembershipByDeposit(draft: OrderDraft, now: Date) {
  try {
    return await payByDeposit(draft, now);
  } catch (error) {
    if (error instanceof WaitingDepositCheckout) return waitingDepositPayment(error.paymentId);
    throw error;
  }
}

// ------------------------------------------------------------------ checkout

export type SubscribeInput = {
  planId: string;
  method: PaymentMethod;
  cardId?: string | null;
  /** Deposit terms only: 1, 3, 6 or 12 (card subscriptions renew monthly). */
  months?: number | null;
  buyer: Buyer;
  /** The order-confirmation agreement (spec 5). */
  agreed: boolean;
};

/**
 * Subscribes the viewer to a plan: by card (charged at once with a registered card, then renewed monthly)
 * or by deposit (a virtual account for a prepaid term). Returns the payment; a declined card throws
 * PaymentFailedError after the failed attempt is recorded. A deposit checkout again while the viewer's
 * deposit for the club waits returns that payment and its account (same plan, term and amount) or throws
 * DepositPendingError. A club that is not public takes nobody's subscription (its owner does not subscribe
 * to their own): an administrator sees it to moderate it, but seeing is no right to pay, so NOT_FOUND, as
 * for anyone else.
 */
export async function subscribeToPlan(viewer: Viewer, input: SubscribeInput, now = new Date()) {
  const buyer = checkBuyer(input.buyer);
  if (!input.agreed) throw new InvalidInputError('agreement', 'Agree to the order terms', 'CONSENT_REQUIRED');
  const plan = isUuid(input.planId)
    ? await db().plan.findUnique({ where: { id: input.planId }, include: { club: { select: { id: true, name: true, ownerId: true, isPublic: true } } } })
    : null;
  if (!plan || (!plan.club.isPublic && plan.club.ownerId !== viewer.id)) throw new NotFoundError('No such plan');
  if (plan.club.ownerId === viewer.id) throw new OwnerCannotSubscribeError();
  if (plan.archivedAt || (await isClubClosed(plan.clubId))) throw new PlanUnavailableError();
  // A subscription makes its buyer a member: not for someone the owner banned, nor under a main nickname
  // that reads like the owner's.
  await assertNotBanned(viewer.id, plan.clubId);
  await assertJoinableWithMainNickname(plan.club, viewer.id);
  const live = await liveSubscriptionOf(viewer.id, plan.clubId, now);
  if (live) throw new AlreadySubscribedError(live.id);

  let months = 1;
  let card: { id: string; billingKey: string } | null = null;
  if (input.method === 'CARD') {
    card = await chargeableCard(viewer.id, input.cardId);
  } else {
    months = input.months ?? 0;
    if (!(DEPOSIT_TERMS as readonly number[]).includes(months)) {
      throw new InvalidInputError('months', `A deposit term is ${DEPOSIT_TERMS.join(', ')} months`);
    }
  }

  const draft = membershipOrder({
    userId: viewer.id,
    clubId: plan.clubId,
    planId: plan.id,
    months,
    amount: plan.monthlyPrice * months,
    buyer,
    title: orderNameOf(plan.club.name, plan.name, months),
    newCheckout: input.method,
  });
  if (card) {
    const { payment, result } = await payByCard(draft, card, now);
    if (result.status === 'FAILED') throw new PaymentFailedError(payment.id, result.failureReason ?? 'The payment failed');
    return payment;
  }
  return payMembershipByDeposit(draft, now);
}

// ------------------------------------------------------------------ fulfilment (in the payment's transaction)

type MembershipOrderRow = MembershipOrder;

/** The dunning state of a subscription that is not failing. */
const NOT_FAILING = { renewalFailures: 0, renewalFailingSince: null, nextRenewalAttemptAt: null, renewalFailureReason: null } as const;

async function lockSubscription(tx: Prisma.TransactionClient, id: string) {
  await tx.$queryRaw`SELECT id FROM "Subscription" WHERE id = ${id}::uuid FOR UPDATE`;
  return tx.subscription.findUnique({ where: { id } });
}

/**
 * Fulfils a paid order: a plan change (upgrade) switches its subscription's plan, a renewal extends its
 * subscription, anything else starts one. False when it cannot be fulfilled (the fan already has a live
 * subscription to the club, from a checkout in another tab; a card renewal for a period already renewed,
 * or of a subscription cancelled meanwhile; an upgrade of a subscription no longer renewing or already on
 * that plan): payments then refund the payment.
 */
async function fulfilOrder(tx: Prisma.TransactionClient, order: KindOrder, bought: MembershipOrderRow, payment: KindPayment, now: Date, events: SubscriptionEvent[]): Promise<boolean> {
  // A deleted account buys nothing. First, under the row lock deleteAccount takes before its checks.
  if (await isDeletedAccountLocked(tx, order.userId)) return refuseForGood(tx, bought, now);
  if (bought.subscriptionId && bought.changesToPlanId) {
    return fulfilPlanChange(tx, { ...bought, subscriptionId: bought.subscriptionId, changesToPlanId: bought.changesToPlanId });
  }
  // Banned while the payment was on its way (a deposit arrives days later): it buys nothing, and is refunded.
  // In the payment's transaction: a read on another connection could wait for the pool its callers hold.
  // Under the lock a ban and leaving take, so neither ends the membership this starts as it commits.
  await lockMembershipOf(tx, order.clubId, order.userId);
  if (await isBannedFromClub(order.userId, order.clubId, tx)) return refuseForGood(tx, bought, now);
  if (bought.subscriptionId) {
    const renewed = await fulfilRenewal(tx, order, { ...bought, subscriptionId: bought.subscriptionId }, payment, now, events);
    if (renewed !== 'START_ANEW') return renewed;
  }
  const open = await tx.subscription.findFirst({ where: { userId: order.userId, clubId: order.clubId, status: { not: 'EXPIRED' } } });
  if (open && isLive(open, now)) return false;
  if (open) await tx.subscription.update({ where: { id: open.id }, data: { status: 'EXPIRED', expiredAt: now, ...NOT_FAILING } });
  const subscription = await tx.subscription.create({
    data: {
      userId: order.userId,
      clubId: order.clubId,
      planId: bought.planId,
      // The price paid now is the one renewals keep charging (DESIGN 9).
      monthlyPrice: order.amount / bought.months,
      method: payment.method,
      cardId: payment.method === 'CARD' ? payment.cardId : null,
      startedAt: now,
      currentPeriodStart: now,
      currentPeriodEnd: addMonths(now, bought.months),
    },
  });
  await tx.membershipOrder.update({ where: { orderId: order.id }, data: { subscriptionId: subscription.id } });
  // Subscribing makes the fan a member (with their main profile) if they were not one yet.
  await ensureMembership(tx, order.clubId, order.userId);
  events.push({ kind: 'STARTED', subscriptionId: subscription.id, paymentId: payment.id });
  return true;
}

/**
 * A paid order refused for a reason that will not go away (a deleted account, a ban): it is refunded, and a
 * card subscription whose renewal it was stops renewing; left ACTIVE, that renewal would stay due, charged
 * and refunded at every run of the job, and the benefits would last for good. The job expires it.
 */
async function refuseForGood(tx: Prisma.TransactionClient, bought: MembershipOrderRow, now: Date): Promise<false> {
  if (bought.subscriptionId && bought.renewsPeriodEnd) {
    await tx.subscription.updateMany({
      where: { id: bought.subscriptionId, status: 'ACTIVE', method: 'CARD', currentPeriodEnd: bought.renewsPeriodEnd },
      data: { status: 'CANCELED', canceledAt: now, pendingPlanId: null, ...NOT_FAILING },
    });
  }
  return false;
}

/**
 * A paid upgrade: the subscription switches to the new plan at once, its period unchanged; a downgrade
 * scheduled meanwhile is dropped. Only while it still renews (ACTIVE card subscription) on the plan, price
 * and period its difference was priced from: of two upgrades paid at once, the second is refunded.
 */
async function fulfilPlanChange(
  tx: Prisma.TransactionClient,
  bought: Pick<MembershipOrderRow, 'changesToPrice' | 'changesFromPlanId' | 'changesFromPrice' | 'changesInPeriodEnd'> & { subscriptionId: string; changesToPlanId: string },
): Promise<boolean> {
  const sub = await lockSubscription(tx, bought.subscriptionId);
  if (!sub || sub.status !== 'ACTIVE' || sub.method !== 'CARD' || sub.planId === bought.changesToPlanId) return false;
  // Orders from before these were recorded carry none of them.
  const pricedFrom =
    bought.changesFromPlanId === null ||
    (sub.planId === bought.changesFromPlanId && sub.monthlyPrice === bought.changesFromPrice && sub.currentPeriodEnd.getTime() === bought.changesInPeriodEnd?.getTime());
  if (!pricedFrom) return false;
  // The price the difference was charged at, even if the owner changed it since (older orders: the plan's).
  const monthlyPrice =
    bought.changesToPrice ?? (await tx.plan.findUniqueOrThrow({ where: { id: bought.changesToPlanId }, select: { monthlyPrice: true } })).monthlyPrice;
  await tx.subscription.update({ where: { id: sub.id }, data: { planId: bought.changesToPlanId, monthlyPrice, pendingPlanId: null } });
  return true;
}

/**
 * What a card subscription's renewal charges and switches to: a scheduled downgrade at the price it was
 * scheduled at, else its own plan at the price it pays (DESIGN 9: never the plan's price of the day).
 */
export function renewalOf(sub: { planId: string; monthlyPrice: number; pendingPlanId: string | null; pendingPrice: number | null }) {
  return sub.pendingPlanId ? { planId: sub.pendingPlanId, monthlyPrice: sub.pendingPrice ?? sub.monthlyPrice } : { planId: sub.planId, monthlyPrice: sub.monthlyPrice };
}

/**
 * A paid renewal. By card: the next month from the current end (periods keep the day of startedAt,
 * clamped to the month's end), only while the period it was charged for is still the current one, the
 * subscription still renews and it still renews into the plan and price charged (renewalOf): a plan
 * change applied while the charge was on its way (an upgrade, a downgrade scheduled or dropped) wins, and
 * this renewal is refunded for the next run to price anew. The retry state is reset; a scheduled
 * downgrade becomes the plan. By deposit: the term is extended from its current end, or, when it ended
 * meanwhile, START_ANEW (a new subscription).
 */
async function fulfilRenewal(
  tx: Prisma.TransactionClient,
  order: KindOrder,
  bought: MembershipOrderRow & { subscriptionId: string },
  payment: KindPayment,
  now: Date,
  events: SubscriptionEvent[],
): Promise<boolean | 'START_ANEW'> {
  const sub = await lockSubscription(tx, bought.subscriptionId);
  if (payment.method === 'CARD') {
    const current =
      sub?.status === 'ACTIVE' && sub.method === 'CARD' && bought.renewsPeriodEnd?.getTime() === sub.currentPeriodEnd.getTime();
    if (!sub || !current) return false;
    const renewal = renewalOf(sub);
    if (renewal.planId !== bought.planId || renewal.monthlyPrice * bought.months !== order.amount) return false;
    await tx.subscription.update({
      where: { id: sub.id },
      data: {
        currentPeriodStart: sub.currentPeriodEnd,
        currentPeriodEnd: periodEndAfter(sub.startedAt, sub.currentPeriodEnd, bought.months),
        cardId: payment.cardId ?? sub.cardId,
        ...renewal,
        pendingPlanId: null,
        ...NOT_FAILING,
      },
    });
  } else {
    if (!sub || sub.method !== 'VIRTUAL_ACCOUNT' || sub.status === 'EXPIRED' || !isLive(sub, now)) return 'START_ANEW';
    await tx.subscription.update({
      where: { id: sub.id },
      data: { currentPeriodEnd: periodEndAfter(sub.startedAt, sub.currentPeriodEnd, bought.months), renewalReminderSentAt: null },
    });
  }
  events.push({ kind: 'RENEWED', subscriptionId: sub.id, paymentId: payment.id });
  return true;
}

/**
 * Records a failed attempt to renew a card subscription's period (in the caller's transaction). Benefits
 * continue; the next attempt is the first of 1, 3 and 7 days after the first failure still ahead, and when
 * none is left the subscription expires. Nothing happens when the attempt is stale (the period was
 * renewed meanwhile, or the subscription no longer renews).
 */
export async function recordRenewalFailure(
  tx: Prisma.TransactionClient,
  attempt: {
    subscriptionId: string;
    periodEnd: Date;
    paymentId: string | null;
    reason: string;
    /** Without a payment to fail only once: record it only if this many failures are recorded so far. */
    expectedFailures?: number;
  },
  now: Date,
): Promise<SubscriptionEvent[]> {
  const sub = await lockSubscription(tx, attempt.subscriptionId);
  if (!sub || sub.status !== 'ACTIVE' || sub.method !== 'CARD' || sub.currentPeriodEnd.getTime() !== attempt.periodEnd.getTime()) return [];
  if (attempt.expectedFailures !== undefined && sub.renewalFailures !== attempt.expectedFailures) return [];
  const failingSince = sub.renewalFailingSince ?? now;
  const nextAttemptAt = nextRenewalAttemptAfter(failingSince, now);
  if (!nextAttemptAt) {
    await tx.subscription.update({
      where: { id: sub.id },
      data: { status: 'EXPIRED', expiredAt: now, ...NOT_FAILING, renewalFailures: sub.renewalFailures + 1, renewalFailureReason: attempt.reason },
    });
    return [{ kind: 'EXPIRED', subscriptionId: sub.id, cause: 'RENEWAL_FAILED' }];
  }
  await tx.subscription.update({
    where: { id: sub.id },
    data: { renewalFailures: sub.renewalFailures + 1, renewalFailingSince: failingSince, nextRenewalAttemptAt: nextAttemptAt, renewalFailureReason: attempt.reason },
  });
  return [{ kind: 'RENEWAL_FAILED', subscriptionId: sub.id, paymentId: attempt.paymentId, reason: attempt.reason, nextAttemptAt }];
}

/**
 * A refunded payment (at the gateway, or a chargeback) takes back what it bought while that is still
 * current: a refunded upgrade returns the subscription to the plan and price it was priced from, within
 * that period; a refunded card start or renewal ends the subscription now, unless a later paid order of it
 * (a renewal) shows the refunded period is over. A deposit term adds its months at the end of the
 * subscription's (fulfilRenewal, even when renewed early), so its refund takes exactly those months off
 * the end, ending the subscription now when that leaves nothing ahead. A deposit refunded by transfer has
 * them taken off when its refund is decided (`decided`: refundRequested), not again when the money goes back.
 */
async function takeBackRefunded(tx: Prisma.TransactionClient, orderId: string, payment: KindPayment, now: Date, decided = false) {
  const bought = await tx.membershipOrder.findUniqueOrThrow({ where: { orderId }, include: { order: { select: { createdAt: true } } } });
  if (!bought.subscriptionId) return;
  const sub = await lockSubscription(tx, bought.subscriptionId);
  if (!sub || sub.status === 'EXPIRED') return;
  if (bought.changesToPlanId) {
    const current = sub.planId === bought.changesToPlanId && sub.currentPeriodEnd.getTime() === bought.changesInPeriodEnd?.getTime();
    if (current && bought.changesFromPlanId && bought.changesFromPrice !== null) {
      await tx.subscription.update({ where: { id: sub.id }, data: { planId: bought.changesFromPlanId, monthlyPrice: bought.changesFromPrice } });
    }
    return;
  }
  if (payment.method === 'VIRTUAL_ACCOUNT') {
    // Its refund waited for the fan's bank account: what it added was taken back when that refund was
    // decided (refundRequested), or it added nothing (it could not be fulfilled).
    if (!decided) {
      const { refundAccountRequestedAt } = await tx.payment.findUniqueOrThrow({ where: { id: payment.id }, select: { refundAccountRequestedAt: true } });
      if (refundAccountRequestedAt) return;
    }
    const end = periodEndAfter(sub.startedAt, sub.currentPeriodEnd, -bought.months);
    if (end > now) {
      await tx.subscription.update({ where: { id: sub.id }, data: { currentPeriodEnd: end } });
      return;
    }
  } else {
    // A renewal renewed the period starting at its renewsPeriodEnd, or nothing (a stale attempt, refunded unused).
    if (bought.renewsPeriodEnd && sub.currentPeriodStart.getTime() !== bought.renewsPeriodEnd.getTime()) return;
    const others = await tx.membershipOrder.findMany({
      where: { subscriptionId: sub.id, changesToPlanId: null, orderId: { not: orderId }, order: { payments: { some: { status: 'PAID' } } } },
      select: { renewsPeriodEnd: true, order: { select: { createdAt: true } } },
    });
    // Paid for by another order: a later one (the refunded period is over) or another attempt at the same renewal.
    const paidByAnother = others.some(
      (o) => o.order.createdAt > bought.order.createdAt || (bought.renewsPeriodEnd !== null && o.renewsPeriodEnd?.getTime() === bought.renewsPeriodEnd.getTime()),
    );
    if (paidByAnother) return;
  }
  await tx.subscription.update({ where: { id: sub.id }, data: { status: 'EXPIRED', expiredAt: now, currentPeriodEnd: now, pendingPlanId: null, ...NOT_FAILING } });
}

// ------------------------------------------------------------------ wiring

const afterCommitOf = (events: SubscriptionEvent[]) => (events.length ? () => emitSubscriptionEvents(events) : undefined);

/**
 * The clubs of an account being deleted sell no more memberships (an account deletion step): their plans
 * are archived and their subscriptions stop renewing; fans keep what they paid for until the period end,
 * as after a cancellation.
 */
export const closeOwnedClubsMemberships: AccountDeletionStep = async (ownerId, tx) => {
  const now = new Date();
  await tx.plan.updateMany({ where: { club: { ownerId }, archivedAt: null }, data: { archivedAt: now } });
  await tx.subscription.updateMany({ where: { club: { ownerId }, status: 'ACTIVE' }, data: { status: 'CANCELED', canceledAt: now, pendingPlanId: null, ...NOT_FAILING } });
};

/**
 * A suspension charges nobody for what cannot be used or sold while it lasts (called by suspendUser, in its
 * transaction): the card subscriptions that would renew before it ends (every one, for a suspension for
 * good), the account's own and those of the clubs it owns, are cancelled at their period end, as by the
 * fan (a scheduled downgrade is kept for a resubscribe after it). Those renewing after it renew as usual;
 * the renewal job never charges while it holds (dueWhere).
 */
export async function cancelRenewalsDuringSuspension(tx: Prisma.TransactionClient, userId: string, until: Date | null, now: Date) {
  await tx.subscription.updateMany({
    where: { OR: [{ userId }, { club: { ownerId: userId } }], status: 'ACTIVE', method: 'CARD', ...(until ? { currentPeriodEnd: { lt: until } } : {}) },
    data: { status: 'CANCELED', canceledAt: now, ...NOT_FAILING },
  });
}

/** A paid subscription keeps its account from being deleted (DESIGN 5.1). */
export const paidPlanDeletionCheck: AccountDeletionCheck = async (userId, tx) =>
  (await tx.subscription.count({ where: { userId, AND: [liveSubscriptionWhere()] } })) ? ['PAID_PLAN'] : [];

/**
 * Registers the MEMBERSHIP order kind with payments (called by startApp): paid orders start, extend or
 * change subscriptions; failed card renewals enter dunning; refunded ones take back what they bought. A
 * deleted card stops the subscriptions renewing
 * with it at their next payment date (DESIGN 5.4): benefits last to the period end, then they expire.
 */
export function registerMembershipOrders(orderKinds: OrderKinds) {
  orderKinds.register(MEMBERSHIP_ORDER, {
    revenueSource: async () => 'SUBSCRIPTION',
    async paid(tx, order, payment, now) {
      const bought = await tx.membershipOrder.findUniqueOrThrow({ where: { orderId: order.id } });
      const events: SubscriptionEvent[] = [];
      const fulfilled = await fulfilOrder(tx, order, bought, payment, now, events);
      return { fulfilled, afterCommit: afterCommitOf(events) };
    },
    async refunded(tx, order, payment, now) {
      await takeBackRefunded(tx, order.id, payment, now);
    },
    // A deposit's refund (an administrator's) decided while it waits for the fan's bank account: the months
    // it bought end now, not once the money goes back. One refunded as unfulfillable bought nothing.
    async refundRequested(tx, order, payment, now, { fulfilled }) {
      if (fulfilled) await takeBackRefunded(tx, order.id, payment, now, true);
    },
    async failed(tx, order, payment, reason, now) {
      // A failed card renewal enters (or continues) dunning: retried later, benefits kept meanwhile.
      const bought = await tx.membershipOrder.findUniqueOrThrow({ where: { orderId: order.id } });
      if (payment.method !== 'CARD' || !bought.subscriptionId || !bought.renewsPeriodEnd) return;
      const events = await recordRenewalFailure(tx, { subscriptionId: bought.subscriptionId, periodEnd: bought.renewsPeriodEnd, paymentId: payment.id, reason }, now);
      return afterCommitOf(events);
    },
  });
  orderKinds.onCardDeleted(async (tx, card, now) => {
    await tx.subscription.updateMany({
      where: { cardId: card.id, userId: card.userId, status: 'ACTIVE', method: 'CARD' },
      data: { status: 'CANCELED', canceledAt: now, pendingPlanId: null },
    });
  });
}
