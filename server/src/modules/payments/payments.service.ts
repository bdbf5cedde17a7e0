// Checkout, cards and the payment state machine (DESIGN 5.4, 5.6). Every outcome from the gateway, whether
// answered to a charge or delivered by webhook, goes through applyGatewayPayment: one transaction that
// locks the payment, moves it forward only, writes the ledger and fulfils the order (a new subscription,
// or a renewal extending one; a failed card renewal enters dunning), so duplicates and out-of-order
// deliveries change nothing. Events are published after commit. Renewals are started by
// memberships/lifecycle.service.ts through the same order-and-payment helpers as checkout.
import { addHours, addMonths, format } from 'date-fns';
import crypto from 'node:crypto';
import { Prisma } from '../../generated/prisma/client.ts';
import type { PaymentMethod } from '../../generated/prisma/enums.ts';
import { db } from '../../platform/database.ts';
import { InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import type { PubSub } from '../../platform/pubsub.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { addAccountDeletionCheck } from '../accounts/profile.service.ts';
import { ensureMembership } from '../clubs/clubs.service.ts';
import { checkName, checkPhone, normalizeEmail } from '../accounts/validation.ts';
import { isUuid } from '../../platform/ids.ts';
import {
  isLive,
  liveSubscriptionOf,
  liveSubscriptionWhere,
  nextRenewalAttemptAfter,
  periodEndAfter,
} from '../memberships/memberships.service.ts';
import { notifyPaymentEvents } from '../notifications/notifications.service.ts';
import { DEFAULT_FEES, recordPayment, recordRefund, vatOf, type Fees } from '../revenue/ledger.service.ts';
import {
  REFUND_BANKS,
  RefundAccountRequiredError,
  WebhookRejectedError,
  type GatewayPayment,
  type GatewayWebhookEvent,
  type PaymentGateway,
  type RefundAccount,
} from './gateway.ts';
import { AlreadySubscribedError, CheckoutInProgressError, OwnerCannotSubscribeError, PaymentFailedError, PlanUnavailableError } from './payments.errors.ts';

/** Prepaid deposit terms in months (DESIGN 5.4). */
export const DEPOSIT_TERMS = [1, 3, 6, 12] as const;
/** How long a virtual account waits for the deposit. */
export const DEPOSIT_WINDOW_HOURS = 72;

type Runtime = { gateway: PaymentGateway; fees: Fees; pubsub: PubSub | null; logger: Logger | null };
let runtime: Runtime | null = null;

export function configurePayments(options: { gateway: PaymentGateway; fees?: Fees; pubsub?: PubSub; logger?: Logger }) {
  runtime = { gateway: options.gateway, fees: options.fees ?? DEFAULT_FEES, pubsub: options.pubsub ?? null, logger: options.logger ?? null };
}

export function paymentGateway(): PaymentGateway {
  if (!runtime) throw new Error('Payments are not configured (configurePayments)');
  return runtime.gateway;
}

function config(): Runtime {
  paymentGateway();
  return runtime!;
}

// ------------------------------------------------------------------ subscription events

/** What happened to a subscription through a payment or a lifecycle step; announced after commit. */
export type SubscriptionEvent =
  | { kind: 'STARTED'; subscriptionId: string; paymentId: string }
  | { kind: 'RENEWED'; subscriptionId: string; paymentId: string }
  | { kind: 'RENEWAL_FAILED'; subscriptionId: string; paymentId: string | null; reason: string; nextAttemptAt: Date }
  | { kind: 'EXPIRED'; subscriptionId: string; cause: 'RENEWAL_FAILED' | 'ENDED' };

type SubscriptionListener = (events: SubscriptionEvent[]) => Promise<void>;
const subscriptionListeners = new Set<SubscriptionListener>();

/** Registers a listener for subscription events (the lifecycle e-mails). */
export function addSubscriptionListener(listener: SubscriptionListener) {
  subscriptionListeners.add(listener);
}

/** Announces committed subscription events; a failing listener is logged, never rethrown. */
export async function emitSubscriptionEvents(events: SubscriptionEvent[]) {
  if (events.length === 0) return;
  for (const listener of subscriptionListeners) {
    try {
      await listener(events);
    } catch (err) {
      runtime?.logger?.error({ err, events }, 'subscription event listener failed');
    }
  }
}

// An account is not deleted while it has paid benefits running or a deposit awaited (DESIGN 5.1).
addAccountDeletionCheck(async (userId, tx) => {
  const [plans, unpaid, refunds] = await Promise.all([
    tx.subscription.count({ where: { userId, AND: [liveSubscriptionWhere()] } }),
    tx.payment.count({ where: { status: 'WAITING_FOR_DEPOSIT', order: { userId } } }),
    tx.payment.count({ where: { status: 'PAID', refundAccountRequestedAt: { not: null }, order: { userId } } }),
  ]);
  return [
    ...(plans ? (['PAID_PLAN'] as const) : []),
    ...(unpaid ? (['UNPAID_BALANCE'] as const) : []),
    ...(refunds ? (['REFUND_PENDING'] as const) : []),
  ];
});

// ------------------------------------------------------------------ cards

/** Registers the billing key the gateway's card page issued to this buyer. */
export async function registerPaymentCard(viewer: Viewer, billingKeyInput: string) {
  const billingKey = billingKeyInput.trim();
  const gateway = paymentGateway();
  const info = billingKey ? await gateway.billingKeyInfo(billingKey) : null;
  if (!info) throw new InvalidInputError('billingKey', 'The card could not be registered', 'CARD_INVALID');
  const existing = await db().paymentCard.findUnique({ where: { billingKey } });
  if (existing && (existing.userId !== viewer.id || existing.deletedAt)) {
    throw new InvalidInputError('billingKey', 'The card could not be registered', 'CARD_INVALID');
  }
  return (
    existing ??
    db().paymentCard.create({ data: { userId: viewer.id, gateway: gateway.name, billingKey, brand: info.brand, last4: info.last4 } })
  );
}

/**
 * Deletes a card. Subscriptions renewing with it are cancelled at their next payment date (DESIGN 5.4):
 * benefits last to the period end, then they expire.
 */
export async function deletePaymentCard(viewer: Viewer, cardId: string, now = new Date()) {
  const card = isUuid(cardId) ? await db().paymentCard.findFirst({ where: { id: cardId, userId: viewer.id, deletedAt: null } }) : null;
  if (!card) throw new NotFoundError('No such card');
  const cancelled = await db().$transaction(async (tx) => {
    await tx.paymentCard.update({ where: { id: card.id }, data: { deletedAt: now } });
    const renewing = await tx.subscription.findMany({ where: { cardId: card.id, status: 'ACTIVE', method: 'CARD' }, select: { id: true } });
    await tx.subscription.updateMany({ where: { id: { in: renewing.map((s) => s.id) } }, data: { status: 'CANCELED', canceledAt: now, pendingPlanId: null } });
    return renewing.map((s) => s.id);
  });
  await paymentGateway().deleteBillingKey(card.billingKey);
  return { card, cancelledSubscriptionIds: cancelled };
}

// ------------------------------------------------------------------ checkout

export type Buyer = { name?: string | null; phone?: string | null; email?: string | null };

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

function newOrderNumber(now: Date): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const suffix = Array.from(crypto.randomBytes(6), (b) => alphabet[b % alphabet.length]).join('');
  return `OS-${format(now, 'yyyyMMdd')}-${suffix}`;
}

/** The buyer information an order needs (spec 5: required, phone digits only, valid e-mail). */
export function checkBuyer(buyer: Buyer) {
  return { name: checkName(buyer.name, 'buyer.name'), phone: checkPhone(buyer.phone, 'buyer.phone'), email: normalizeEmail(buyer.email, 'buyer.email') };
}

/**
 * Subscribes the viewer to a plan: by card (charged at once with a registered card, then renewed monthly)
 * or by deposit (a virtual account for a prepaid term). Returns the payment; a declined card throws
 * PaymentFailedError after the failed attempt is recorded.
 */
export async function subscribeToPlan(viewer: Viewer, input: SubscribeInput, now = new Date()) {
  const buyer = checkBuyer(input.buyer);
  if (!input.agreed) throw new InvalidInputError('agreement', 'Agree to the order terms', 'CONSENT_REQUIRED');
  const plan = isUuid(input.planId)
    ? await db().plan.findUnique({ where: { id: input.planId }, include: { club: { select: { id: true, name: true, ownerId: true, isPublic: true } } } })
    : null;
  if (!plan || (!plan.club.isPublic && plan.club.ownerId !== viewer.id && viewer.role !== 'ADMIN')) throw new NotFoundError('No such plan');
  if (plan.club.ownerId === viewer.id) throw new OwnerCannotSubscribeError();
  if (plan.archivedAt) throw new PlanUnavailableError();
  const live = await liveSubscriptionOf(viewer.id, plan.clubId, now);
  if (live) throw new AlreadySubscribedError(live.id);

  let months = 1;
  let card: { id: string; billingKey: string } | null = null;
  if (input.method === 'CARD') {
    card = input.cardId && isUuid(input.cardId)
      ? await db().paymentCard.findFirst({ where: { id: input.cardId, userId: viewer.id, deletedAt: null }, select: { id: true, billingKey: true } })
      : null;
    if (!card) throw new InvalidInputError('cardId', 'Choose a registered card', 'CARD_REQUIRED');
  } else {
    months = input.months ?? 0;
    if (!(DEPOSIT_TERMS as readonly number[]).includes(months)) {
      throw new InvalidInputError('months', `A deposit term is ${DEPOSIT_TERMS.join(', ')} months`);
    }
  }

  const draft: OrderDraft = {
    userId: viewer.id,
    clubId: plan.clubId,
    planId: plan.id,
    months,
    amount: plan.monthlyPrice * months,
    buyer,
    orderName: orderNameOf(plan.club.name, plan.name, months),
    newCheckout: true,
  };
  if (card) {
    const { payment, result } = await payByCard(draft, card, now);
    if (result.status === 'FAILED') throw new PaymentFailedError(payment.id, result.failureReason ?? 'The payment failed');
    return payment;
  }
  return payByDeposit(draft, now);
}

/** The order name the gateway shows, e.g. "Club · Plan × 3". */
export function orderNameOf(clubName: string, planName: string, months: number) {
  return `${clubName} · ${planName}${months > 1 ? ` × ${months}` : ''}`;
}

/** An order to create with its payment: a checkout, a card renewal or a deposit term's renewal. */
export type OrderDraft = {
  userId: string;
  clubId: string;
  planId: string;
  months: number;
  amount: number;
  buyer: { name: string; phone: string; email: string };
  orderName: string;
  /** Renewals: the subscription the order extends. */
  subscriptionId?: string | null;
  /** Card renewals: the period end being renewed. */
  renewsPeriodEnd?: Date | null;
  /** Plan changes (upgrades): the plan `subscriptionId` switches to once paid, without moving its period. */
  changesToPlanId?: string | null;
  /** Defaults to "order:<order id>:1". A duplicate key fails the insert (P2002) with nothing written. */
  idempotencyKey?: string;
  /** A fan's new subscription: refused (before any charge) while another one for the club is live or being charged. */
  newCheckout?: boolean;
};

async function createOrderPayment(draft: OrderDraft, method: PaymentMethod, cardId: string | null, now: Date) {
  const gateway = paymentGateway();
  return db().$transaction(async (tx) => {
    if (draft.newCheckout) {
      // One checkout per fan and club at a time: the lock orders concurrent checkouts, so each sees the
      // card payment (PROCESSING) or the subscription that an earlier one left behind.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`checkout:${draft.userId}:${draft.clubId}`}, 0))`;
      // The charge first: a payment that leaves PROCESSING commits its subscription at the same moment,
      // so checking in this order never misses both (the other order could, between the two reads).
      const charging = await tx.payment.findFirst({
        where: { method: 'CARD', status: 'PROCESSING', order: { userId: draft.userId, clubId: draft.clubId } },
        select: { id: true },
      });
      if (charging) throw new CheckoutInProgressError();
      const live = await liveSubscriptionOf(draft.userId, draft.clubId, now);
      if (live) throw new AlreadySubscribedError(live.id);
    }
    const order = await tx.order.create({
      data: {
        orderNumber: newOrderNumber(now),
        userId: draft.userId,
        clubId: draft.clubId,
        planId: draft.planId,
        subscriptionId: draft.subscriptionId ?? null,
        renewsPeriodEnd: draft.renewsPeriodEnd ?? null,
        changesToPlanId: draft.changesToPlanId ?? null,
        months: draft.months,
        amount: draft.amount,
        vat: vatOf(draft.amount),
        buyerName: draft.buyer.name,
        buyerPhone: draft.buyer.phone,
        buyerEmail: draft.buyer.email,
      },
    });
    return tx.payment.create({
      data: {
        orderId: order.id,
        method,
        status: method === 'CARD' ? 'PROCESSING' : 'WAITING_FOR_DEPOSIT',
        amount: draft.amount,
        gateway: gateway.name,
        idempotencyKey: draft.idempotencyKey ?? `order:${order.id}:1`,
        cardId,
      },
    });
  });
}

/**
 * Creates the order and its card payment, charges the card and applies the outcome through the state
 * machine. Returns the payment as it stands afterwards and the gateway's answer.
 */
export async function payByCard(draft: OrderDraft, card: { id: string; billingKey: string }, now = new Date()) {
  const payment = await createOrderPayment(draft, 'CARD', card.id, now);
  const result = await paymentGateway().chargeBillingKey({ paymentId: payment.id, billingKey: card.billingKey, amount: draft.amount, orderName: draft.orderName });
  await applyGatewayPayment(result, null, now);
  return { payment: await db().payment.findUniqueOrThrow({ where: { id: payment.id } }), result };
}

/** Creates the order and its deposit payment and issues the virtual account to pay it into. */
export async function payByDeposit(draft: OrderDraft, now = new Date()) {
  const payment = await createOrderPayment(draft, 'VIRTUAL_ACCOUNT', null, now);
  const result = await paymentGateway().issueVirtualAccount({
    paymentId: payment.id,
    amount: draft.amount,
    orderName: draft.orderName,
    deadline: addHours(now, DEPOSIT_WINDOW_HOURS),
    depositorName: draft.buyer.name,
  });
  const account = result.virtualAccount;
  if (!account) throw new Error(`The gateway issued no virtual account for payment ${payment.id}`);
  return db().payment.update({
    where: { id: payment.id },
    data: { bankName: account.bankName, accountNumber: account.accountNumber, accountHolder: account.accountHolder, depositDeadline: account.deadline },
  });
}

// ------------------------------------------------------------------ the state machine

type Outcome = { paymentId: string; changed: boolean; refund: boolean; userId: string | null; events: SubscriptionEvent[] };

/**
 * Applies the gateway's view of a payment. With a webhook event, the event id is recorded in the same
 * transaction (a redelivery is a no-op); an amount that differs from ours rejects it with nothing written.
 */
export async function applyGatewayPayment(remote: GatewayPayment, event: GatewayWebhookEvent | null, now = new Date()): Promise<Outcome> {
  const { fees } = config();
  let outcome: Outcome;
  try {
    outcome = await db().$transaction(async (tx) => {
      const noop: Outcome = { paymentId: remote.paymentId, changed: false, refund: false, userId: null, events: [] };
      if (event) await tx.paymentWebhookEvent.create({ data: { id: event.id, type: event.type, paymentId: remote.paymentId } });
      if (!isUuid(remote.paymentId)) return noop;
      // Serialize every change to this payment (webhooks, the charge answer, jobs).
      const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Payment" WHERE id = ${remote.paymentId}::uuid FOR UPDATE`;
      if (locked.length === 0) return noop;
      const payment = await tx.payment.findUniqueOrThrow({ where: { id: remote.paymentId }, include: { order: true } });
      if (remote.amount !== payment.amount) throw new WebhookRejectedError('AMOUNT_MISMATCH');
      const events: SubscriptionEvent[] = [];
      const done = { ...noop, changed: true, userId: payment.order.userId, events };

      switch (remote.status) {
        case 'PAID': {
          if (payment.status === 'PAID' || payment.status === 'REFUNDED') return noop;
          await tx.payment.update({ where: { id: payment.id }, data: { status: 'PAID', paidAt: remote.paidAt ?? now, failureReason: null } });
          await recordPayment(tx, payment, payment.order.clubId, fees);
          // A deposit that arrives after its account expired is refunded, not fulfilled.
          if (payment.status === 'CANCELLED') return { ...done, refund: true };
          const fulfilled = await fulfilOrder(tx, payment.order, payment, now, events);
          return { ...done, refund: !fulfilled };
        }
        case 'FAILED': {
          if (payment.status !== 'PROCESSING') return noop;
          await tx.payment.update({ where: { id: payment.id }, data: { status: 'FAILED', failedAt: now, failureReason: remote.failureReason } });
          // A failed card renewal enters (or continues) dunning: retried later, benefits kept meanwhile.
          const { subscriptionId, renewsPeriodEnd } = payment.order;
          if (payment.method === 'CARD' && subscriptionId && renewsPeriodEnd) {
            const reason = remote.failureReason ?? 'The payment failed';
            events.push(...(await recordRenewalFailure(tx, { subscriptionId, periodEnd: renewsPeriodEnd, paymentId: payment.id, reason }, now)));
          }
          return done;
        }
        case 'CANCELLED': {
          if (payment.status !== 'WAITING_FOR_DEPOSIT' && payment.status !== 'PROCESSING') return noop;
          await tx.payment.update({ where: { id: payment.id }, data: { status: 'CANCELLED', cancelledAt: now } });
          return done;
        }
        case 'REFUNDED': {
          if (payment.status !== 'PAID') return noop;
          await tx.payment.update({ where: { id: payment.id }, data: { status: 'REFUNDED', cancelledAt: now } });
          await recordRefund(tx, payment.id);
          return done;
        }
        default:
          return noop;
      }
    });
  } catch (error) {
    // A redelivered webhook: its id is already recorded.
    if (event && error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      return { paymentId: remote.paymentId, changed: false, refund: false, userId: null, events: [] };
    }
    throw error;
  }
  if (outcome.changed) await publishStatus(outcome.paymentId);
  await emitSubscriptionEvents(outcome.events);
  if (outcome.refund) await refundPayment(outcome.paymentId, 'Paid after the order could no longer be fulfilled', now);
  return outcome;
}

type PaidOrder = {
  id: string;
  userId: string;
  clubId: string;
  planId: string;
  months: number;
  amount: number;
  subscriptionId: string | null;
  renewsPeriodEnd: Date | null;
  changesToPlanId: string | null;
};

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
 * that plan): the payment is then refunded.
 */
async function fulfilOrder(
  tx: Prisma.TransactionClient,
  order: PaidOrder,
  payment: { id: string; method: PaymentMethod; cardId: string | null },
  now: Date,
  events: SubscriptionEvent[],
): Promise<boolean> {
  if (order.subscriptionId && order.changesToPlanId) {
    return fulfilPlanChange(tx, { subscriptionId: order.subscriptionId, changesToPlanId: order.changesToPlanId });
  }
  if (order.subscriptionId) {
    const renewed = await fulfilRenewal(tx, { ...order, subscriptionId: order.subscriptionId }, payment, now, events);
    if (renewed !== 'START_ANEW') return renewed;
  }
  const open = await tx.subscription.findFirst({ where: { userId: order.userId, clubId: order.clubId, status: { not: 'EXPIRED' } } });
  if (open && isLive(open, now)) return false;
  if (open) await tx.subscription.update({ where: { id: open.id }, data: { status: 'EXPIRED', expiredAt: now, ...NOT_FAILING } });
  const subscription = await tx.subscription.create({
    data: {
      userId: order.userId,
      clubId: order.clubId,
      planId: order.planId,
      // The price paid now is the one renewals keep charging (DESIGN 9).
      monthlyPrice: order.amount / order.months,
      method: payment.method,
      cardId: payment.method === 'CARD' ? payment.cardId : null,
      startedAt: now,
      currentPeriodStart: now,
      currentPeriodEnd: addMonths(now, order.months),
    },
  });
  await tx.order.update({ where: { id: order.id }, data: { subscriptionId: subscription.id } });
  // Subscribing makes the fan a member (with their main profile) if they were not one yet.
  await ensureMembership(tx, order.clubId, order.userId);
  events.push({ kind: 'STARTED', subscriptionId: subscription.id, paymentId: payment.id });
  return true;
}

/**
 * A paid upgrade: the subscription switches to the new plan at once, its period unchanged; a downgrade
 * scheduled meanwhile is dropped. Only while it still renews (ACTIVE card subscription) on another plan.
 */
async function fulfilPlanChange(tx: Prisma.TransactionClient, order: { subscriptionId: string; changesToPlanId: string }): Promise<boolean> {
  const sub = await lockSubscription(tx, order.subscriptionId);
  if (!sub || sub.status !== 'ACTIVE' || sub.method !== 'CARD' || sub.planId === order.changesToPlanId) return false;
  const plan = await tx.plan.findUniqueOrThrow({ where: { id: order.changesToPlanId }, select: { monthlyPrice: true } });
  await tx.subscription.update({ where: { id: sub.id }, data: { planId: order.changesToPlanId, monthlyPrice: plan.monthlyPrice, pendingPlanId: null } });
  return true;
}

/**
 * A paid renewal. By card: the next month from the current end (periods keep the day of startedAt,
 * clamped to the month's end), only while the period it was charged for is still the current one and the
 * subscription still renews; the retry state is reset. A renewal charged for another plan (a scheduled
 * downgrade) switches the subscription to that plan and clears the schedule. By deposit: the term is extended from its current
 * end, or, when it ended meanwhile, START_ANEW (a new subscription).
 */
async function fulfilRenewal(
  tx: Prisma.TransactionClient,
  order: PaidOrder & { subscriptionId: string },
  payment: { id: string; method: PaymentMethod; cardId: string | null },
  now: Date,
  events: SubscriptionEvent[],
): Promise<boolean | 'START_ANEW'> {
  const sub = await lockSubscription(tx, order.subscriptionId);
  if (payment.method === 'CARD') {
    const current =
      sub?.status === 'ACTIVE' && sub.method === 'CARD' && order.renewsPeriodEnd?.getTime() === sub.currentPeriodEnd.getTime();
    if (!sub || !current) return false;
    await tx.subscription.update({
      where: { id: sub.id },
      data: {
        currentPeriodStart: sub.currentPeriodEnd,
        currentPeriodEnd: periodEndAfter(sub.startedAt, sub.currentPeriodEnd, order.months),
        cardId: payment.cardId ?? sub.cardId,
        planId: order.planId,
        monthlyPrice: order.amount / order.months,
        ...(sub.pendingPlanId === order.planId ? { pendingPlanId: null } : {}),
        ...NOT_FAILING,
      },
    });
  } else {
    if (!sub || sub.method !== 'VIRTUAL_ACCOUNT' || sub.status === 'EXPIRED' || !isLive(sub, now)) return 'START_ANEW';
    await tx.subscription.update({
      where: { id: sub.id },
      data: { currentPeriodEnd: periodEndAfter(sub.startedAt, sub.currentPeriodEnd, order.months), renewalReminderSentAt: null },
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
 * Refunds a paid payment at the gateway and reverses its ledger entries. Idempotent. A paid deposit is
 * paid back by transfer: without `refundAccount` it waits for the buyer to name one (refundAccountRequestedAt),
 * and the buyer is told so in the app, once.
 */
export async function refundPayment(paymentId: string, reason: string, now = new Date(), refundAccount?: RefundAccount) {
  let remote: GatewayPayment;
  try {
    remote = await paymentGateway().cancel({ paymentId, reason, refundAccount });
  } catch (error) {
    if (!(error instanceof RefundAccountRequiredError)) throw error;
    const { count } = await db().payment.updateMany({ where: { id: paymentId, status: 'PAID', refundAccountRequestedAt: null }, data: { refundAccountRequestedAt: now } });
    if (count) {
      const payment = await db().payment.findUniqueOrThrow({ where: { id: paymentId }, select: { amount: true, order: { select: { userId: true, clubId: true } } } });
      await notifyPaymentEvents([{ recipientId: payment.order.userId, clubId: payment.order.clubId, kind: 'DEPOSIT_REFUND_ACCOUNT_NEEDED', amount: payment.amount }]);
    }
    return;
  }
  if (remote.status === 'REFUNDED') await applyGatewayPayment(remote, null, now);
}

/** Account numbers are 10 to 16 digits; hyphens and spaces as printed on bankbooks are dropped. */
const ACCOUNT_NUMBER = /^\d{10,16}$/;
const HOLDER_NAME_MAX = 30;
const REFUND_STATE = { id: true, status: true, refundAccountRequestedAt: true } as const;

/**
 * The buyer names the bank account for refunding a deposit that arrived too late (its payment waits for
 * one: refundAccountRequestedAt). The account goes to the gateway with the refund and is not stored.
 * Returns the payment, REFUNDED once the gateway paid it back; a refunded payment is returned as it is.
 */
export async function refundLateDeposit(
  viewer: Viewer,
  input: { paymentId: string; bank: string; accountNumber: string; holderName: string },
  now = new Date(),
) {
  const payment = isUuid(input.paymentId)
    ? await db().payment.findFirst({ where: { id: input.paymentId, order: { userId: viewer.id } }, select: REFUND_STATE })
    : null;
  if (!payment) throw new NotFoundError('No such payment');
  if (payment.status === 'REFUNDED') return payment;
  if (payment.status !== 'PAID' || !payment.refundAccountRequestedAt) {
    throw new InvalidInputError('paymentId', 'This payment is not waiting for a refund account');
  }
  const bank = REFUND_BANKS.find((b) => b === input.bank);
  if (!bank) throw new InvalidInputError('bank', 'Choose the bank of the account', 'REQUIRED');
  const number = input.accountNumber.replace(/[\s-]/g, '');
  if (!ACCOUNT_NUMBER.test(number)) throw new InvalidInputError('accountNumber', 'An account number is 10 to 16 digits', 'ACCOUNT_NUMBER_INVALID');
  const holderName = input.holderName.trim();
  if (!holderName) throw new InvalidInputError('holderName', 'Enter the account holder’s name', 'REQUIRED');
  if ([...holderName].length > HOLDER_NAME_MAX) throw new InvalidInputError('holderName', `At most ${HOLDER_NAME_MAX} characters`);
  await refundPayment(payment.id, 'Deposit arrived after the order could no longer be fulfilled', now, { bank, number, holderName });
  return db().payment.findUniqueOrThrow({ where: { id: payment.id }, select: REFUND_STATE });
}

async function publishStatus(paymentId: string) {
  const payment = await db().payment.findUnique({ where: { id: paymentId }, select: { status: true } });
  if (payment) await runtime?.pubsub?.publish('payment:statusChanged', paymentId, { status: payment.status });
}

// ------------------------------------------------------------------ webhooks and sweeps

/**
 * Handles one webhook delivery: verified (signature, 5-minute timestamp), then the payment's state is read
 * back from the gateway rather than trusted from the body. Throws WebhookRejectedError when it must be refused.
 */
export async function handlePaymentWebhook(body: string, headers: Record<string, string | string[] | undefined>, now = new Date()) {
  const gateway = paymentGateway();
  const event = await gateway.verifyWebhook(body, headers);
  if (!event.type.startsWith('Transaction.') || !event.paymentId) return { handled: false };
  const remote = await gateway.getPayment(event.paymentId);
  if (!remote) throw new WebhookRejectedError('UNKNOWN_PAYMENT');
  const outcome = await applyGatewayPayment(remote, event, now);
  return { handled: outcome.changed };
}

/**
 * Reconciles payments the gateway may have settled without a webhook reaching us (stuck in processing),
 * and closes virtual accounts past their deadline. Run periodically.
 */
export async function sweepPayments(now = new Date()) {
  const gateway = paymentGateway();
  const stale = await db().payment.findMany({
    where: { status: 'PROCESSING', updatedAt: { lt: new Date(now.getTime() - 10 * 60_000) } },
    select: { id: true, amount: true },
    take: 100,
  });
  for (const { id, amount } of stale) {
    const remote = await gateway.getPayment(id);
    // A charge that never reached the gateway (the process stopped before asking): it failed, so a
    // renewal is retried later instead of waiting forever.
    const failed = { paymentId: id, status: 'FAILED', amount, failureReason: 'The payment did not reach the gateway', paidAt: null, virtualAccount: null } as const;
    await applyGatewayPayment(remote ?? failed, null, now);
  }
  const expired = await db().payment.findMany({
    where: { status: 'WAITING_FOR_DEPOSIT', depositDeadline: { lt: now } },
    select: { id: true },
    take: 100,
  });
  for (const { id } of expired) {
    const remote = await gateway.getPayment(id);
    // Paid meanwhile: apply that instead of closing the account.
    const next = remote && remote.status !== 'WAITING_FOR_DEPOSIT' ? remote : await gateway.cancel({ paymentId: id, reason: 'Deposit deadline passed' });
    await applyGatewayPayment(next, null, now);
  }
  return { reconciled: stale.length, expired: expired.length };
}
