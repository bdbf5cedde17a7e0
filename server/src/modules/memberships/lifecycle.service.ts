// Subscriptions over time (DESIGN 5.4). Card subscriptions renew monthly on the day they started (clamped
// to the month's end) with their card; a failed renewal keeps the benefits and is retried 1, 3 and 7 days
// after the first failure, then the subscription expires. Cancelled subscriptions and prepaid deposit
// terms expire at their period end; a deposit term's fan is reminded 7 days before and renews with a new
// virtual account. The fan cancels, resubscribes, changes the card (retrying at once when in dunning) and
// renews a deposit term, and changes plans: an upgrade is charged at once for the prorated difference and
// switches the plan; a downgrade is scheduled for the period end, whose renewal charges and switches to
// the lower plan (DESIGN 5.4). Payments go through payments.service (one state machine) as MEMBERSHIP orders
// (membership-orders.ts); every rule takes `now`.
import { reportClubActivity } from '../../platform/club-activity.ts';
import { addDays, differenceInMonths } from 'date-fns';
import type { Prisma } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import { InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import { sendMail } from '../../platform/mail.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { ensureMembership, isClubClosed, lockMembershipOf } from '../clubs/clubs.service.ts';
import { payByCard } from '../payments/payments.service.ts';
import {
  DEPOSIT_TERMS,
  emitSubscriptionEvents,
  membershipOrder,
  orderNameOf,
  payMembershipByDeposit,
  recordRenewalFailure,
  renewalOf,
  type MembershipOrderDraft,
  type SubscriptionEvent,
} from './membership-orders.ts';
import { storedLocale } from '../accounts/account-mail.ts';
import { notifyPaymentEvents } from '../notifications/notifications.service.ts';
import { depositReminderMail, expiredMail, renewalFailedMail, renewedMail } from './lifecycle-mail.ts';
import { DuplicatePaymentError, PaymentFailedError } from '../payments/payments.errors.ts';
import { PlanUnavailableError, SubscriptionChangedError, SubscriptionEndedError } from './memberships.errors.ts';
import { isLive, renews } from './memberships.service.ts';
import { isUuid } from '../../platform/ids.ts';

/** Subscriptions each step of the periodic job handles per run. */
export const LIFECYCLE_BATCH = 50;
/** A deposit term's fan is reminded this many days before its end; "expires soon" uses the same window. */
export const REMINDER_DAYS = 7;
export const EXPIRES_SOON_DAYS = 7;
/** The failure recorded when a renewing subscription has no usable card (its card row is gone). */
export const NO_CARD_REASON = 'No card is registered for this subscription.';
/** The failure recorded when a renewal's charge was settled without renewing the period (e.g. refunded). */
export const UNRENEWED_REASON = 'The renewal payment did not go through.';

let logger: Logger | null = null;

/** Sets where lifecycle errors are logged (the app's logger). */
export function configureLifecycle(options: { logger: Logger }) {
  logger = options.logger;
}

// ------------------------------------------------------------------ how a subscription reads

export const DISPLAY_STATES = ['SUBSCRIBED', 'RENEWAL_SCHEDULED', 'EXPIRES_SOON', 'EXPIRED', 'CANCELLED', 'RESUBSCRIBED'] as const;
export type DisplayState = (typeof DISPLAY_STATES)[number];

type SubscriptionView = {
  status: string;
  method: string;
  startedAt: Date;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  expiredAt: Date | null;
  resubscribedAt: Date | null;
  nextRenewalAttemptAt: Date | null;
};

/**
 * What My Page shows, in this order: EXPIRED (benefits over), RESUBSCRIBED (renewing, and its cancellation
 * was undone during the current period), RENEWAL_SCHEDULED (renewing; a failed renewal being retried
 * included), EXPIRES_SOON (not renewing and ending within 7 days: a cancelled subscription or a deposit
 * term), CANCELLED (cancelled, benefits until the period end), SUBSCRIBED (a deposit term ending later).
 */
export function displayStateOf(sub: SubscriptionView, now = new Date()): DisplayState {
  if (!isLive(sub, now)) return 'EXPIRED';
  if (renews(sub)) return sub.resubscribedAt && sub.resubscribedAt >= sub.currentPeriodStart ? 'RESUBSCRIBED' : 'RENEWAL_SCHEDULED';
  if (sub.currentPeriodEnd <= addDays(now, EXPIRES_SOON_DAYS)) return 'EXPIRES_SOON';
  return sub.status === 'CANCELED' ? 'CANCELLED' : 'SUBSCRIBED';
}

/** The next charge of a renewing subscription: the next retry when one failed, else the period end. Null when it does not renew. */
export function nextPaymentAt(sub: SubscriptionView): Date | null {
  if (!renews(sub)) return null;
  return sub.nextRenewalAttemptAt ?? sub.currentPeriodEnd;
}

/** When benefits end (or ended) for a subscription that does not renew; null while it renews. */
export function expiresAt(sub: SubscriptionView): Date | null {
  if (renews(sub)) return null;
  return sub.status === 'EXPIRED' ? (sub.expiredAt ?? sub.currentPeriodEnd) : sub.currentPeriodEnd;
}

/** Whole months from startedAt to now (to when it ended, once expired), at least 1. */
export function monthsSubscribed(sub: SubscriptionView, now = new Date()): number {
  const until = sub.status === 'EXPIRED' ? (sub.expiredAt ?? sub.currentPeriodEnd) : now;
  return Math.max(1, differenceInMonths(until, sub.startedAt));
}

// ------------------------------------------------------------------ renewals and dunning

/** The payment idempotency key of one attempt at renewing a period: the first attempt has no suffix. */
export function renewalKey(subscriptionId: string, periodEnd: Date, attempt: number): string {
  const key = `renewal:${subscriptionId}:${periodEnd.toISOString()}`;
  return attempt > 1 ? `${key}:${attempt}` : key;
}

const RENEWAL_INCLUDE = {
  plan: { select: { name: true, monthlyPrice: true } },
  pendingPlan: { select: { id: true, name: true, archivedAt: true } },
  club: { select: { name: true } },
  card: { select: { id: true, billingKey: true, deletedAt: true } },
  user: { select: { name: true, nickname: true, phone: true, email: true } },
  orders: { orderBy: [{ order: { createdAt: 'desc' } }, { orderId: 'desc' }], take: 1, select: { order: { select: { buyerName: true, buyerPhone: true, buyerEmail: true } } } },
} satisfies Prisma.SubscriptionInclude;

type RenewingSubscription = Prisma.SubscriptionGetPayload<{ include: typeof RENEWAL_INCLUDE }>;

/**
 * Card subscriptions whose period is over and whose next attempt (the first, or a retry) is due. Never of a
 * suspended fan or a suspended owner's club: the suspension cancelled those it would meet (suspendUser), and
 * the rest wait for it to be lifted.
 */
function dueWhere(now: Date): Prisma.SubscriptionWhereInput {
  return {
    status: 'ACTIVE',
    method: 'CARD',
    user: { status: 'ACTIVE' },
    club: { owner: { status: 'ACTIVE' } },
    currentPeriodEnd: { lte: now },
    OR: [{ nextRenewalAttemptAt: null }, { nextRenewalAttemptAt: { lte: now } }],
  };
}

/** The buyer of a renewal: as on the subscription's last order (the account's details for older data). */
function buyerOf(sub: { orders: { order: { buyerName: string; buyerPhone: string; buyerEmail: string } }[]; user: RenewingSubscription['user'] }) {
  const last = sub.orders[0]?.order;
  if (last) return { name: last.buyerName, phone: last.buyerPhone, email: last.buyerEmail };
  return { name: sub.user.name ?? sub.user.nickname, phone: sub.user.phone ?? '', email: sub.user.email ?? '' };
}

type Attempt = { outcome: 'RENEWED' | 'FAILED' | 'SKIPPED'; paymentId: string | null };

/**
 * Charges one month of the plan for the subscription's current period with its card, at the price it pays
 * (of the scheduled lower plan when a downgrade is pending, at the price shown when it was scheduled: the
 * paid renewal switches to it). The payment's idempotency key names the subscription, the period end and
 * the attempt, so a second run for the same attempt fails to insert it (skipped) and nothing is charged
 * twice. The outcome reaches the subscription through the payment state machine (renewed, or a failure
 * recorded for dunning; refunded when the subscription changed plan meanwhile, see fulfilRenewal).
 */
async function attemptRenewal(sub: RenewingSubscription, now: Date): Promise<Attempt> {
  const periodEnd = sub.currentPeriodEnd;
  const card = sub.card && !sub.card.deletedAt ? sub.card : null;
  if (!card) {
    const events = await db().$transaction((tx) =>
      recordRenewalFailure(tx, { subscriptionId: sub.id, periodEnd, paymentId: null, reason: NO_CARD_REASON, expectedFailures: sub.renewalFailures }, now),
    );
    await emitSubscriptionEvents(events);
    return { outcome: events.length ? 'FAILED' : 'SKIPPED', paymentId: null };
  }
  // A downgrade to a plan archived since (no new subscribers) is dropped: the fan renews their own plan,
  // which the renewal's notice names.
  const pending = sub.pendingPlan && !sub.pendingPlan.archivedAt ? sub.pendingPlan : null;
  if (sub.pendingPlan && !pending) {
    await db().subscription.updateMany({ where: { id: sub.id, pendingPlanId: sub.pendingPlan.id }, data: { pendingPlanId: null } });
  }
  const renewal = renewalOf({ ...sub, pendingPlanId: pending?.id ?? null });
  // An attempt refunded unused because the subscription changed plan or price while it was charged
  // (fulfilRenewal) takes a number too, so the attempt priced anew has a key of its own.
  const repriced = await db().payment.count({
    where: {
      status: 'REFUNDED',
      order: { membership: { subscriptionId: sub.id, renewsPeriodEnd: periodEnd } },
      NOT: { amount: renewal.monthlyPrice, order: { membership: { planId: renewal.planId } } },
    },
  });
  const idempotencyKey = renewalKey(sub.id, periodEnd, sub.renewalFailures + 1 + repriced);
  const draft: MembershipOrderDraft = {
    userId: sub.userId,
    clubId: sub.clubId,
    planId: renewal.planId,
    months: 1,
    amount: renewal.monthlyPrice,
    buyer: buyerOf(sub),
    title: orderNameOf(sub.club.name, pending?.name ?? sub.plan.name, 1),
    subscriptionId: sub.id,
    renewsPeriodEnd: periodEnd,
    idempotencyKey,
  };
  try {
    const { payment, result } = await payByCard(membershipOrder(draft), card, now);
    return { outcome: result.status === 'PAID' ? 'RENEWED' : 'FAILED', paymentId: payment.id };
  } catch (error) {
    // Another run is making (or made) this very attempt. A unique violation after the charge is a fault.
    if (!(error instanceof DuplicatePaymentError)) throw error;
    const existing = await db().payment.findUnique({ where: { idempotencyKey }, select: { id: true, status: true, failureReason: true } });
    // An attempt that is over yet left this period unrenewed (paid, then refunded as it could not be
    // fulfilled) counts as failed: the next run charges the next attempt, or the subscription expires,
    // instead of meeting this key at every run with the row at the head of every batch.
    if (existing && existing.status !== 'PROCESSING') {
      const failure = { subscriptionId: sub.id, periodEnd, paymentId: existing.id, reason: existing.failureReason ?? UNRENEWED_REASON, expectedFailures: sub.renewalFailures };
      const events = await db().$transaction((tx) => recordRenewalFailure(tx, failure, now));
      await emitSubscriptionEvents(events);
      if (events.length) return { outcome: 'FAILED', paymentId: existing.id };
    }
    return { outcome: 'SKIPPED', paymentId: existing?.id ?? null };
  }
}

/** Renews (or retries) a bounded batch of due card subscriptions. */
export async function renewDueSubscriptions(now = new Date()) {
  const due = await db().subscription.findMany({
    where: dueWhere(now),
    include: RENEWAL_INCLUDE,
    orderBy: [{ currentPeriodEnd: 'asc' }, { id: 'asc' }],
    take: LIFECYCLE_BATCH,
  });
  const counts = { renewed: 0, failed: 0, skipped: 0, errors: 0 };
  for (const sub of due) {
    try {
      const { outcome } = await attemptRenewal(sub, now);
      if (outcome === 'RENEWED') counts.renewed++;
      else if (outcome === 'FAILED') counts.failed++;
      else counts.skipped++;
    } catch (err) {
      // A gateway outage: the payment stays PROCESSING until the payments sweep settles it.
      counts.errors++;
      logger?.error({ err, subscriptionId: sub.id }, 'subscription renewal failed unexpectedly');
    }
  }
  return counts;
}

// ------------------------------------------------------------------ expiry and reminders

/** Cancelled subscriptions and deposit terms whose paid period is over. */
function endedWhere(now: Date): Prisma.SubscriptionWhereInput {
  return { currentPeriodEnd: { lte: now }, OR: [{ status: 'CANCELED' }, { status: 'ACTIVE', method: 'VIRTUAL_ACCOUNT' }] };
}

/** Expires a bounded batch of subscriptions whose benefits are over. */
export async function expireEndedSubscriptions(now = new Date()) {
  const ended = await db().subscription.findMany({
    where: endedWhere(now),
    select: { id: true },
    orderBy: [{ currentPeriodEnd: 'asc' }, { id: 'asc' }],
    take: LIFECYCLE_BATCH,
  });
  const events: SubscriptionEvent[] = [];
  for (const { id } of ended) {
    // Conditional, so a resubscribe or a renewal that won the race is left alone.
    const { count } = await db().subscription.updateMany({
      where: { id, AND: [endedWhere(now)] },
      data: { status: 'EXPIRED', expiredAt: now, nextRenewalAttemptAt: null },
    });
    if (count) events.push({ kind: 'EXPIRED', subscriptionId: id, cause: 'ENDED' });
  }
  await emitSubscriptionEvents(events);
  return { expired: events.length };
}

/** Reminds, once per term, the fans whose deposit term ends within REMINDER_DAYS, in the app and by e-mail (a bounded batch). */
export async function sendDepositReminders(now = new Date()) {
  const ending = await db().subscription.findMany({
    where: {
      status: 'ACTIVE',
      method: 'VIRTUAL_ACCOUNT',
      renewalReminderSentAt: null,
      currentPeriodEnd: { gt: now, lte: addDays(now, REMINDER_DAYS) },
    },
    include: MAIL_INCLUDE,
    orderBy: [{ currentPeriodEnd: 'asc' }, { id: 'asc' }],
    take: LIFECYCLE_BATCH,
  });
  let reminded = 0;
  for (const sub of ending) {
    const { count } = await db().subscription.updateMany({ where: { id: sub.id, renewalReminderSentAt: null }, data: { renewalReminderSentAt: now } });
    if (!count) continue;
    await notifyPaymentEvents([{ recipientId: sub.userId, kind: 'SUBSCRIPTION_ENDING', clubId: sub.clubId, subscriptionId: sub.id, planName: sub.plan.name, dueAt: sub.currentPeriodEnd }]);
    const to = recipientOf(sub);
    if (to) await sendMail(depositReminderMail(to, storedLocale(sub.user.locale), { clubName: sub.club.name, planName: sub.plan.name, endsAt: sub.currentPeriodEnd, clubUri: sub.club.uri }));
    reminded++;
  }
  return { reminded };
}

/** One run of the periodic job: renewals and retries, expiries, then reminders. */
export async function runLifecycle(now = new Date()) {
  const renewals = await renewDueSubscriptions(now);
  const { expired } = await expireEndedSubscriptions(now);
  const { reminded } = await sendDepositReminders(now);
  return { ...renewals, expired, reminded };
}

// ------------------------------------------------------------------ the fan's actions

async function ownSubscription(viewer: Viewer, subscriptionId: string) {
  const sub = isUuid(subscriptionId) ? await db().subscription.findFirst({ where: { id: subscriptionId, userId: viewer.id } }) : null;
  if (!sub) throw new NotFoundError('No such subscription');
  return sub;
}

async function usableCard(viewer: Viewer, cardId: string | null | undefined) {
  const card = cardId && isUuid(cardId) ? await db().paymentCard.findFirst({ where: { id: cardId, userId: viewer.id, deletedAt: null }, select: { id: true } }) : null;
  if (!card) throw new InvalidInputError('cardId', 'Choose a registered card', 'CARD_REQUIRED');
  return card;
}

/**
 * Cancels a card subscription: it stops renewing (and retrying), benefits last to the period end, then it
 * expires. A scheduled downgrade is kept, so resubscribing before the end renews into it as planned. Cancelling a cancelled one changes nothing; a deposit term
 * does not renew, so it cannot be.
 */
export async function cancelSubscription(viewer: Viewer, subscriptionId: string, now = new Date()) {
  const sub = await ownSubscription(viewer, subscriptionId);
  if (sub.status === 'EXPIRED') throw new SubscriptionEndedError(sub.id);
  if (sub.method !== 'CARD') throw new InvalidInputError('subscriptionId', 'A prepaid deposit term does not renew: there is nothing to cancel');
  const { count } = await db().subscription.updateMany({
    where: { id: sub.id, status: 'ACTIVE' },
    data: { status: 'CANCELED', canceledAt: now, renewalFailures: 0, renewalFailingSince: null, nextRenewalAttemptAt: null, renewalFailureReason: null },
  });
  const { plan, ...cancelled } = await db().subscription.findUniqueOrThrow({ where: { id: sub.id }, include: { plan: { select: { name: true } } } });
  if (count) await reportClubActivity({ kind: 'SUBSCRIPTION_CANCELLED', clubId: cancelled.clubId, userId: cancelled.userId, subscriptionId: cancelled.id, planName: plan.name });
  return cancelled;
}

/**
 * Undoes a cancellation before the period end: the subscription renews again (with `cardId`, or its own
 * card if still registered; a card subscription needs one), into a downgrade scheduled before cancelling.
 * A fan who left the club meanwhile re-joins it (with the main profile, as a checkout does), since a
 * renewing subscription requires membership. After the end it is refused with SubscriptionEndedError: the
 * fan checks out anew. An active subscription is returned unchanged.
 */
export async function resubscribe(viewer: Viewer, input: { subscriptionId: string; cardId?: string | null }, now = new Date()) {
  const sub = await ownSubscription(viewer, input.subscriptionId);
  if (sub.status === 'ACTIVE') return sub;
  if (sub.status === 'EXPIRED' || sub.currentPeriodEnd <= now) throw new SubscriptionEndedError(sub.id);
  if (await isClubClosed(sub.clubId)) throw new PlanUnavailableError();
  const cardId = sub.method === 'CARD' ? (await usableCard(viewer, input.cardId ?? sub.cardId)).id : sub.cardId;
  const count = await db().$transaction(async (tx) => {
    // Under the lock leaving takes: a leave committing meanwhile would take the membership this renews with.
    await lockMembershipOf(tx, sub.clubId, sub.userId);
    const { count: resumed } = await tx.subscription.updateMany({
      where: { id: sub.id, status: 'CANCELED', currentPeriodEnd: { gt: now } },
      data: { status: 'ACTIVE', canceledAt: null, resubscribedAt: now, cardId },
    });
    if (resumed) await ensureMembership(tx, sub.clubId, sub.userId);
    return resumed;
  });
  const after = await db().subscription.findUniqueOrThrow({ where: { id: sub.id } });
  if (!count && after.status !== 'ACTIVE') throw new SubscriptionEndedError(sub.id);
  return after;
}

/**
 * Changes the card a subscription renews with. When a renewal is failing (dunning), it is retried at once
 * with the new card; the attempt is returned (PAID renews the subscription, FAILED keeps the retry schedule).
 */
export async function updateSubscriptionCard(viewer: Viewer, input: { subscriptionId: string; cardId: string }, now = new Date()) {
  const sub = await ownSubscription(viewer, input.subscriptionId);
  if (sub.method !== 'CARD') throw new InvalidInputError('subscriptionId', 'A deposit term is not paid with a card');
  if (sub.status === 'EXPIRED') throw new SubscriptionEndedError(sub.id);
  const card = await usableCard(viewer, input.cardId);
  const { count } = await db().subscription.updateMany({ where: { id: sub.id, status: { not: 'EXPIRED' } }, data: { cardId: card.id } });
  if (!count) throw new SubscriptionEndedError(sub.id);
  let retryPaymentId: string | null = null;
  const failing = await db().subscription.findFirst({ where: { id: sub.id, status: 'ACTIVE', renewalFailures: { gt: 0 } }, include: RENEWAL_INCLUDE });
  if (failing) retryPaymentId = (await attemptRenewal(failing, now)).paymentId;
  return { subscription: await db().subscription.findUniqueOrThrow({ where: { id: sub.id } }), retryPaymentId };
}

/**
 * Renews a deposit term: a new virtual account for `months` (1, 3, 6 or 12) of the plan, through the same
 * path as a deposit checkout. Paid, it extends the subscription from its current end (or, if it ended
 * meanwhile, starts a new one). A term already over is refused: the fan checks out anew.
 */
export async function renewDepositSubscription(viewer: Viewer, input: { subscriptionId: string; months: number }, now = new Date()) {
  const own = await ownSubscription(viewer, input.subscriptionId);
  if (own.method !== 'VIRTUAL_ACCOUNT') throw new InvalidInputError('subscriptionId', 'A card subscription renews by itself');
  if (!isLive(own, now)) throw new SubscriptionEndedError(own.id);
  if (await isClubClosed(own.clubId)) throw new PlanUnavailableError();
  if (!(DEPOSIT_TERMS as readonly number[]).includes(input.months)) {
    throw new InvalidInputError('months', `A deposit term is ${DEPOSIT_TERMS.join(', ')} months`);
  }
  const sub = await db().subscription.findUniqueOrThrow({ where: { id: own.id }, include: RENEWAL_INCLUDE });
  return payMembershipByDeposit(
    membershipOrder({
      userId: sub.userId,
      clubId: sub.clubId,
      planId: sub.planId,
      months: input.months,
      amount: sub.monthlyPrice * input.months,
      buyer: buyerOf(sub),
      title: orderNameOf(sub.club.name, sub.plan.name, input.months),
      subscriptionId: sub.id,
      depositRenewal: true,
    }),
    now,
  );
}

// ------------------------------------------------------------------ plan changes

/** The payment idempotency key of upgrading a subscription to a plan during the period ending at `periodEnd`. */
export function upgradeKey(subscriptionId: string, planId: string, periodEnd: Date): string {
  return `upgrade:${subscriptionId}:${planId}:${periodEnd.toISOString()}`;
}

/** The smallest upgrade charge in KRW. */
export const MIN_UPGRADE_CHARGE = 100;

/**
 * What upgrading costs for the rest of the current period: the price difference times the share of the
 * period still ahead, rounded to the won, at least MIN_UPGRADE_CHARGE (0 when the new plan is not dearer).
 */
export function proratedUpgradeAmount(
  oldPrice: number,
  newPrice: number,
  period: { currentPeriodStart: Date; currentPeriodEnd: Date },
  now: Date,
): number {
  if (newPrice <= oldPrice) return 0;
  const length = period.currentPeriodEnd.getTime() - period.currentPeriodStart.getTime();
  const remaining = Math.min(Math.max(period.currentPeriodEnd.getTime() - now.getTime(), 0), length);
  const amount = length > 0 ? Math.round(((newPrice - oldPrice) * remaining) / length) : 0;
  return Math.max(MIN_UPGRADE_CHARGE, amount);
}

/** A plan an ACTIVE card subscription can change to now, and what the change would do. */
export type PlanChangeOption<P> = {
  plan: P;
  /** UPGRADE: applies at once for `chargeNow`; DOWNGRADE: applies at `appliesAt`, the period end. */
  kind: 'UPGRADE' | 'DOWNGRADE';
  chargeNow: number;
  appliesAt: Date;
};

/**
 * The club's other active plans the subscription can change to, each as changeSubscriptionPlan would
 * treat it (a dearer plan is an upgrade charged the prorated difference now; any other, a downgrade at
 * the period end). Empty when the subscription cannot change plans: a deposit term, a cancelled or ended
 * subscription, or a renewal being retried.
 */
export function planChangeOptions<P extends { id: string; monthlyPrice: number; archivedAt: Date | null }>(
  sub: { status: string; method: string; planId: string; currentPeriodStart: Date; currentPeriodEnd: Date; monthlyPrice: number },
  plans: readonly P[],
  now: Date,
): PlanChangeOption<P>[] {
  if (sub.method !== 'CARD' || sub.status !== 'ACTIVE' || sub.currentPeriodEnd <= now) return [];
  return plans
    .filter((plan) => plan.id !== sub.planId && !plan.archivedAt)
    .map((plan) =>
      plan.monthlyPrice > sub.monthlyPrice
        ? { plan, kind: 'UPGRADE', chargeNow: proratedUpgradeAmount(sub.monthlyPrice, plan.monthlyPrice, sub, now), appliesAt: now }
        : { plan, kind: 'DOWNGRADE', chargeNow: 0, appliesAt: sub.currentPeriodEnd },
    );
}

export type PlanChange = {
  subscriptionId: string;
  /** UPGRADED: switched now (paymentId is the charge); SCHEDULED: a downgrade at the period end; UNSCHEDULED: a pending downgrade was dropped. */
  outcome: 'UPGRADED' | 'SCHEDULED' | 'UNSCHEDULED';
  paymentId: string | null;
};

/**
 * Changes the plan of an ACTIVE card subscription to another active plan of its club (DESIGN 5.4).
 * A dearer plan applies at once: the subscription's card is charged the prorated difference for the rest
 * of the current period (idempotency key per subscription, plan and period, so a repeated call never
 * charges twice) and, once paid, the plan switches with the period unchanged, at the new plan's price
 * the difference was charged from; a declined charge changes nothing and throws PaymentFailedError. Any
 * other plan is scheduled for the period end at its price of now (pendingPrice), which that renewal
 * charges as it switches to it. Choosing the current plan drops a scheduled change. Refused: deposit
 * terms, cancelled or ended subscriptions, a renewal being retried, archived or foreign plans.
 */
export async function changeSubscriptionPlan(viewer: Viewer, input: { subscriptionId: string; planId: string }, now = new Date()): Promise<PlanChange> {
  const own = await ownSubscription(viewer, input.subscriptionId);
  if (own.method !== 'CARD') throw new InvalidInputError('subscriptionId', 'A prepaid deposit term cannot change plans; renew it or subscribe anew');
  if (!isLive(own, now)) throw new SubscriptionEndedError(own.id);
  if (own.status !== 'ACTIVE') throw new InvalidInputError('subscriptionId', 'A cancelled subscription cannot change plans; resubscribe first');
  if (own.currentPeriodEnd <= now) throw new InvalidInputError('subscriptionId', 'The renewal of this subscription is being retried; update its card first');
  const plan = isUuid(input.planId) ? await db().plan.findUnique({ where: { id: input.planId } }) : null;
  if (!plan || plan.clubId !== own.clubId) throw new NotFoundError('No such plan in this club');
  const sub = await db().subscription.findUniqueOrThrow({ where: { id: own.id }, include: RENEWAL_INCLUDE });

  if (plan.id === sub.planId) {
    if (sub.pendingPlanId) {
      await db().subscription.updateMany({ where: { id: sub.id, pendingPlanId: sub.pendingPlanId }, data: { pendingPlanId: null } });
      return { subscriptionId: sub.id, outcome: 'UNSCHEDULED', paymentId: null };
    }
    // A repeated upgrade request (already applied) answers with the charge that applied it.
    const paid = await db().payment.findFirst({
      where: { idempotencyKey: { startsWith: upgradeKey(sub.id, plan.id, sub.currentPeriodEnd) }, status: 'PAID' },
      select: { id: true },
    });
    if (paid) return { subscriptionId: sub.id, outcome: 'UPGRADED', paymentId: paid.id };
    throw new InvalidInputError('planId', 'This is already the subscription’s plan');
  }
  if (plan.archivedAt || (await isClubClosed(plan.clubId))) throw new PlanUnavailableError();

  // Compared with what this subscriber pays, which may be below the plan's current price.
  if (plan.monthlyPrice <= sub.monthlyPrice) {
    // At the price shown now: the renewal charges it whatever the owner sets the plan's price to by then (DESIGN 9).
    const { count } = await db().subscription.updateMany({ where: { id: sub.id, status: 'ACTIVE' }, data: { pendingPlanId: plan.id, pendingPrice: plan.monthlyPrice } });
    if (!count) throw new SubscriptionEndedError(sub.id);
    return { subscriptionId: sub.id, outcome: 'SCHEDULED', paymentId: null };
  }

  const card = sub.card && !sub.card.deletedAt ? sub.card : null;
  if (!card) throw new InvalidInputError('subscriptionId', 'No card is registered for this subscription; update its card first', 'CARD_REQUIRED');
  const baseKey = upgradeKey(sub.id, plan.id, sub.currentPeriodEnd);
  // Earlier attempts this period: one paid (or still processing) is the answer; declined ones number the next.
  const earlier = await db().payment.findMany({ where: { idempotencyKey: { startsWith: baseKey } }, select: { id: true, status: true } });
  const settled = earlier.find((p) => p.status === 'PAID' || p.status === 'PROCESSING');
  if (settled) return { subscriptionId: sub.id, outcome: 'UPGRADED', paymentId: settled.id };
  const idempotencyKey = earlier.length ? `${baseKey}:${earlier.length + 1}` : baseKey;
  const amount = proratedUpgradeAmount(sub.monthlyPrice, plan.monthlyPrice, sub, now);
  const draft: MembershipOrderDraft = {
    userId: sub.userId,
    clubId: sub.clubId,
    planId: plan.id,
    months: 1,
    amount,
    buyer: buyerOf(sub),
    title: orderNameOf(sub.club.name, plan.name, 1),
    subscriptionId: sub.id,
    changesToPlanId: plan.id,
    changesToPrice: plan.monthlyPrice,
    changesFrom: { planId: sub.planId, monthlyPrice: sub.monthlyPrice, periodEnd: sub.currentPeriodEnd },
    idempotencyKey,
  };
  try {
    const { payment, result } = await payByCard(membershipOrder(draft), card, now);
    if (result.status === 'FAILED') throw new PaymentFailedError(payment.id, result.failureReason ?? 'The payment failed');
    // Paid but not applied: the subscription changed meanwhile (another upgrade went first), so it was refunded.
    if (payment.status !== 'PAID') throw new SubscriptionChangedError(sub.id);
    return { subscriptionId: sub.id, outcome: 'UPGRADED', paymentId: payment.id };
  } catch (error) {
    if (!(error instanceof DuplicatePaymentError)) throw error;
    // The same upgrade requested concurrently: that request charges.
    const existing = await db().payment.findUniqueOrThrow({ where: { idempotencyKey }, select: { id: true } });
    return { subscriptionId: sub.id, outcome: 'UPGRADED', paymentId: existing.id };
  }
}

// ------------------------------------------------------------------ e-mails

const MAIL_INCLUDE = {
  plan: { select: { name: true } },
  club: { select: { name: true, uri: true } },
  user: { select: { email: true, locale: true, notifyByEmail: true, deletedAt: true } },
  orders: { orderBy: [{ order: { createdAt: 'desc' } }, { orderId: 'desc' }], take: 1, select: { order: { select: { buyerEmail: true } } } },
} satisfies Prisma.SubscriptionInclude;

/**
 * Lifecycle e-mail goes to the account's address (the last order's, for an account without one), when the
 * fan wants e-mail, as every other notice does; a deleted account gets none.
 */
function recipientOf(sub: {
  user: { email: string | null; notifyByEmail: boolean; deletedAt: Date | null };
  orders: { order: { buyerEmail: string } }[];
}): string | null {
  if (!sub.user.notifyByEmail || sub.user.deletedAt) return null;
  return sub.user.email ?? sub.orders[0]?.order.buyerEmail ?? null;
}

/**
 * Tells the fan, in the app, about each committed start, renewal, failed attempt and expiry, and e-mails
 * them the renewals, failures and expiries (a start is answered by the checkout's own result page).
 */
export async function tellFans(events: SubscriptionEvent[]) {
  for (const event of events) {
    const sub = await db().subscription.findUnique({ where: { id: event.subscriptionId }, include: MAIL_INCLUDE });
    if (!sub) continue;
    const to = recipientOf(sub);
    const locale = storedLocale(sub.user.locale);
    const names = { clubName: sub.club.name, planName: sub.plan.name };
    const notice = { recipientId: sub.userId, clubId: sub.clubId, subscriptionId: sub.id, planName: sub.plan.name };
    if (event.kind === 'STARTED' || event.kind === 'RENEWED') {
      const payment = await db().payment.findUniqueOrThrow({ where: { id: event.paymentId }, select: { amount: true, method: true } });
      const kind = event.kind === 'STARTED' ? 'SUBSCRIPTION_STARTED' : 'SUBSCRIPTION_RENEWED';
      await notifyPaymentEvents([{ ...notice, kind, amount: payment.amount, dueAt: sub.currentPeriodEnd }]);
      if (event.kind === 'RENEWED' && to) {
        await sendMail(renewedMail(to, locale, { ...names, amount: payment.amount, method: payment.method, periodEnd: sub.currentPeriodEnd }));
      }
    } else if (event.kind === 'RENEWAL_FAILED') {
      const payment = event.paymentId ? await db().payment.findUnique({ where: { id: event.paymentId }, select: { amount: true } }) : null;
      const amount = payment?.amount ?? sub.monthlyPrice;
      await notifyPaymentEvents([{ ...notice, kind: 'SUBSCRIPTION_RENEWAL_FAILED', amount, reason: event.reason, dueAt: event.nextAttemptAt }]);
      if (to) await sendMail(renewalFailedMail(to, locale, { ...names, amount, reason: event.reason, nextAttemptAt: event.nextAttemptAt }));
    } else {
      const reason = event.cause === 'RENEWAL_FAILED' ? sub.renewalFailureReason : null;
      await notifyPaymentEvents([{ ...notice, kind: 'SUBSCRIPTION_EXPIRED', reason }]);
      if (to) await sendMail(expiredMail(to, locale, { ...names, cause: event.cause, clubUri: sub.club.uri, reason }));
    }
  }
}

