// The subscription lifecycle on an injected clock, against a real app, PostgreSQL and the built-in test
// gateway: monthly card renewals on the same day (clamped to the month's end), retries 1, 3 and 7 days
// after a failure with benefits kept, then expiry; a card change retrying at once; one charge per period
// under concurrent runs; cancel, resubscribe and expiry; a deleted card; deposit terms with their
// reminder and renewal; and a ledger whose every transaction sums to zero.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { addDays, addMinutes, addMonths } from 'date-fns';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { until, withRowLock } from '../../../testing/waiting.ts';
import { community, type Data, gql, type Person, sleep } from '../../comments/__tests__/community-helpers.ts';
import { subscribeToPlan } from '../membership-orders.ts';
import { TEST_CARDS } from '../../payments/test-gateway.ts';
import { BUYER, checkoutWith, expectBalancedLedger, rawId, registerCard as registerCardFor, testGateway } from '../../payments/__tests__/payment-helpers.ts';
import {
  changeSubscriptionPlan,
  displayStateOf,
  expireEndedSubscriptions,
  renewalKey,
  renewDueSubscriptions,
  resubscribe,
  runLifecycle,
  sendDepositReminders,
  tellFans,
} from '../lifecycle.service.ts';
import { SubscriptionEndedError } from '../memberships.errors.ts';
import { activeSubscriptionLevel, updatePlan } from '../memberships.service.ts';

const database = setupTestDatabase();
let app: App;
/** What the app logs at level error: an unexpected renewal failure names its cause in the assertion. */
const loggedErrors: string[] = [];
beforeAll(async () => {
  const logger = pino({ level: 'error' }, { write: (line: string) => loggedErrors.push(line) });
  app = await startTestApp(database.current.url, {}, { logger });
});
afterAll(async () => app?.close());

const gateway = testGateway;
const gid = encodeGlobalID;
const DAY = 86_400_000;

const SUBSCRIBE = `mutation ($input: SubscribeToPlanInput!) { subscribeToPlan(input: $input) {
  __typename ... on SubscribeToPlanSuccess { payment { id status virtualAccount { accountNumber } } } ... on Error { code message } } }`;
const SUB_FIELDS = `id status method renews canceledAt resubscribedAt currentPeriodEnd monthsSubscribed nextPaymentAt expiresAt displayState
  renewalFailureReason card { id last4 }`;
const CANCEL = `mutation ($id: ID!) { cancelSubscription(input: { subscriptionId: $id }) { __typename
  ... on CancelSubscriptionSuccess { subscription { ${SUB_FIELDS} } } ... on Error { code } } }`;
const RESUBSCRIBE = `mutation ($input: ResubscribeInput!) { resubscribe(input: $input) { __typename
  ... on ResubscribeSuccess { subscription { ${SUB_FIELDS} } } ... on Error { code } ... on InvalidInputError { field } } }`;
const UPDATE_CARD = `mutation ($input: UpdateSubscriptionCardInput!) { updateSubscriptionCard(input: $input) { __typename
  ... on UpdateSubscriptionCardSuccess { subscription { ${SUB_FIELDS} } retryPayment { status failureReason amount } }
  ... on Error { code } ... on InvalidInputError { field } } }`;
const RENEW_DEPOSIT = `mutation ($input: RenewDepositSubscriptionInput!) { renewDepositSubscription(input: $input) { __typename
  ... on RenewDepositSubscriptionSuccess { payment { id status amount months virtualAccount { accountNumber } } }
  ... on Error { code } ... on InvalidInputError { field } ... on DepositPendingError { payment { id } } } }`;
const MINE = `{ mySubscriptions { ${SUB_FIELDS} } }`;
const NODE = `query ($id: ID!) { node(id: $id) { ... on PlanSubscription { ${SUB_FIELDS} } } }`;
const LEAVE = `mutation ($input: LeaveClubInput!) { leaveClub(input: $input) { __typename ... on Error { code } } }`;

const registerCard = (who: Person, cardNumber?: string) => registerCardFor(app, who, cardNumber);
const checkout = (who: Person, input: Data) => checkoutWith(app, SUBSCRIBE, who, input);

async function world() {
  const w = await community();
  const plan2 = await db().plan.create({ data: { clubId: w.club.id, name: 'Platinum', monthlyPrice: 9900, benefits: ['Voice diary'], level: 2 } });
  return { ...w, plan2 };
}



async function run(who: Person, query: string, variables: Data = {}) {
  const body = await gql(app, who, query, variables);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}


/** A fan with a card subscription to the Platinum plan (9,900 KRW), checked out now. */
async function cardSubscriber(cardNumber: string = TEST_CARDS.SUCCEEDS) {
  const w = await world();
  const card = await registerCard(w.user, cardNumber);
  await checkout(w.user, { planId: gid('Plan', w.plan2.id), method: 'CARD', cardId: card.id });
  const sub = await db().subscription.findFirstOrThrow({ where: { userId: w.user.id, clubId: w.club.id } });
  return { w, card, sub, subGid: gid('PlanSubscription', sub.id) };
}

const subscription = (id: string) => db().subscription.findUniqueOrThrow({ where: { id } });
const renewalPayments = (subscriptionId: string) =>
  db().payment.findMany({ where: { idempotencyKey: { startsWith: `renewal:${subscriptionId}:` } }, include: { order: { include: { membership: true } } }, orderBy: { createdAt: 'asc' } });

/** E-mails to `to` whose subject contains `subject`, once at least `n` arrived (the mail job stores them). */
const mails = (to: string, subject: string, n = 1) =>
  until(
    () => db().mailMessage.findMany({ where: { to, subject: { contains: subject } }, orderBy: { createdAt: 'asc' } }),
    (found) => found.length >= n,
  );


/** The period ending at `end` was renewed by exactly one paid charge, whatever raced for it. */
async function expectRenewedOnce(sub: { id: string; startedAt: Date }, card: Data, end: Date) {
  const payments = await renewalPayments(sub.id);
  expect(payments).toHaveLength(1);
  expect(payments[0]).toMatchObject({ status: 'PAID', idempotencyKey: renewalKey(sub.id, end, 1) });
  expect(await db().membershipOrder.count({ where: { subscriptionId: sub.id, renewsPeriodEnd: end } })).toBe(1);
  expect(await db().ledgerTransaction.count({ where: { paymentId: payments[0].id } })).toBe(1);
  // The gateway charged the card twice in all: the checkout and one renewal.
  const billingKey = (await db().paymentCard.findUniqueOrThrow({ where: { id: rawId(card.id) } })).billingKey;
  expect(await db().testGatewayPayment.count({ where: { billingKey, status: 'PAID' } })).toBe(2);
  expect((await subscription(sub.id)).currentPeriodEnd).toEqual(addMonths(sub.startedAt, 2));
  await expectBalancedLedger();
}

describe('card renewals', () => {
  it('renews monthly on the day it started, clamped to the month’s end (Jan 31 → Feb 28 → Mar 31), and e-mails the fan', async () => {
    const w = await world();
    const card = await registerCard(w.user);
    const jan31 = new Date('2031-01-31T03:00:00.000Z');
    const viewer = { id: w.user.id, role: 'USER' as const };
    await subscribeToPlan(viewer, { planId: w.plan2.id, method: 'CARD', cardId: rawId(card.id), buyer: BUYER, agreed: true }, jan31);
    const sub = await db().subscription.findFirstOrThrow({ where: { userId: w.user.id, clubId: w.club.id } });
    expect(sub.startedAt).toEqual(jan31);
    expect(sub.currentPeriodEnd.toISOString()).toBe('2031-02-28T03:00:00.000Z');

    // Not due a minute before the end.
    await runLifecycle(new Date('2031-02-28T02:59:00.000Z'));
    expect(await renewalPayments(sub.id)).toHaveLength(0);

    await runLifecycle(new Date('2031-02-28T03:02:00.000Z'));
    let renewed = await subscription(sub.id);
    expect(renewed).toMatchObject({ status: 'ACTIVE', renewalFailures: 0, nextRenewalAttemptAt: null });
    expect(renewed.currentPeriodStart.toISOString()).toBe('2031-02-28T03:00:00.000Z');
    expect(renewed.currentPeriodEnd.toISOString()).toBe('2031-03-31T03:00:00.000Z');
    const [first] = await renewalPayments(sub.id);
    expect(first).toMatchObject({ status: 'PAID', amount: 9900, method: 'CARD', idempotencyKey: renewalKey(sub.id, new Date('2031-02-28T03:00:00.000Z'), 1) });
    expect(first.idempotencyKey).toBe(`renewal:${sub.id}:2031-02-28T03:00:00.000Z`);
    expect({ ...first.order, ...first.order.membership }).toMatchObject({ subscriptionId: sub.id, months: 1, amount: 9900, vat: 900, buyerName: BUYER.name, buyerPhone: BUYER.phone, buyerEmail: BUYER.email });
    expect(await db().ledgerTransaction.count({ where: { paymentId: first.id } })).toBe(1);

    await runLifecycle(new Date('2031-03-31T03:00:00.000Z'));
    renewed = await subscription(sub.id);
    expect(renewed.currentPeriodEnd.toISOString()).toBe('2031-04-30T03:00:00.000Z');
    await runLifecycle(new Date('2031-04-30T03:00:00.000Z'));
    expect((await subscription(sub.id)).currentPeriodEnd.toISOString()).toBe('2031-05-31T03:00:00.000Z');
    expect((await renewalPayments(sub.id)).map((p) => p.status)).toEqual(['PAID', 'PAID', 'PAID']);

    const sent = await mails(w.user.email, 'was renewed', 3);
    expect(sent[0].text).toContain('₩9,900');
    expect(sent[0].text).toContain('/mypage/pay/subscription');

    // My Page: the subscriber sees the card and the next payment; the club owner sees no card.
    const mine = (await run(w.user, MINE)).mySubscriptions;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      method: 'CARD',
      renews: true,
      displayState: 'RENEWAL_SCHEDULED',
      nextPaymentAt: '2031-05-31T03:00:00.000Z',
      expiresAt: null,
      monthsSubscribed: 1,
      renewalFailureReason: null,
      card: { id: card.id, last4: '4242' },
    });
    const asOwner = (await run(w.owner, NODE, { id: mine[0].id })).node;
    expect(asOwner).toMatchObject({ method: 'CARD', card: null });
    await expectBalancedLedger();
  });

  it('tells a fan who turned e-mail off of a renewal in the app only', async () => {
    const w = await world();
    await db().user.update({ where: { id: w.user.id }, data: { notifyByEmail: false } });
    // Beside them, a fan who wants e-mail; each is told of a renewal (tellFans is what runs after it commits).
    const emails: string[] = [];
    for (const fan of [w.user, w.member]) {
      const card = await registerCard(fan);
      await subscribeToPlan({ id: fan.id, role: 'USER' }, { planId: w.plan2.id, method: 'CARD', cardId: rawId(card.id), buyer: BUYER, agreed: true });
      const sub = await db().subscription.findFirstOrThrow({ where: { userId: fan.id, clubId: w.club.id }, include: { orders: { select: { order: { select: { payments: { select: { id: true } } } } } } } });
      await tellFans([{ kind: 'RENEWED', subscriptionId: sub.id, paymentId: sub.orders[0].order.payments[0].id }]);
      emails.push((await db().user.findUniqueOrThrow({ where: { id: fan.id }, select: { email: true } })).email!);
    }
    // Mail goes out in order: once the second fan's arrived, the first fan's would have too.
    await mails(emails[1], 'was renewed');
    expect(await db().notification.count({ where: { recipientId: w.user.id, kind: 'SUBSCRIPTION_RENEWED' } })).toBe(1);
    expect(await db().mailMessage.count({ where: { to: { in: [emails[0], BUYER.email] } } })).toBe(0);
  });

  it('retries a failed renewal 1, 3 and 7 days after the first failure with benefits kept, then expires, e-mailing each step', async () => {
    const { w, sub, subGid } = await cardSubscriber();
    const end = sub.currentPeriodEnd;
    // The fan switches to a card with no funds (not failing yet: nothing is retried).
    const poor = await registerCard(w.user, TEST_CARDS.INSUFFICIENT_FUNDS);
    const switched = (await run(w.user, UPDATE_CARD, { input: { subscriptionId: subGid, cardId: poor.id } })).updateSubscriptionCard;
    expect(switched).toMatchObject({ __typename: 'UpdateSubscriptionCardSuccess', retryPayment: null, subscription: { card: { id: poor.id } } });

    await renewDueSubscriptions(end);
    let state = await subscription(sub.id);
    expect(state).toMatchObject({ status: 'ACTIVE', renewalFailures: 1, renewalFailureReason: 'Insufficient funds.' });
    expect(state.nextRenewalAttemptAt).toEqual(addDays(end, 1));
    expect(state.currentPeriodEnd).toEqual(end);
    // Benefits continue, and leaving is still refused while it renews.
    expect(await activeSubscriptionLevel(w.user.id, w.club.id, addDays(end, 0.5))).toBe(2);
    expect((await run(w.user, LEAVE, { input: { clubId: gid('Club', w.club.id) } })).leaveClub.code).toBe('LEAVE_BLOCKED_BY_SUBSCRIPTION');
    const node = (await run(w.user, NODE, { id: subGid })).node;
    expect(node).toMatchObject({ displayState: 'RENEWAL_SCHEDULED', nextPaymentAt: addDays(end, 1).toISOString(), renewalFailureReason: 'Insufficient funds.' });
    expect((await run(w.owner, NODE, { id: subGid })).node.renewalFailureReason).toBeNull();

    // Not retried before it is due.
    await renewDueSubscriptions(addDays(end, 0.9));
    expect(await renewalPayments(sub.id)).toHaveLength(1);

    await renewDueSubscriptions(addDays(end, 1));
    state = await subscription(sub.id);
    expect(state).toMatchObject({ status: 'ACTIVE', renewalFailures: 2 });
    expect(state.nextRenewalAttemptAt).toEqual(addDays(end, 3));

    await renewDueSubscriptions(addDays(end, 3));
    state = await subscription(sub.id);
    expect(state).toMatchObject({ status: 'ACTIVE', renewalFailures: 3 });
    expect(state.nextRenewalAttemptAt).toEqual(addDays(end, 7));
    expect(await activeSubscriptionLevel(w.user.id, w.club.id, addDays(end, 6.9))).toBe(2);

    await renewDueSubscriptions(addDays(end, 7));
    state = await subscription(sub.id);
    expect(state).toMatchObject({ status: 'EXPIRED', nextRenewalAttemptAt: null });
    expect(state.expiredAt).toEqual(addDays(end, 7));
    expect(await activeSubscriptionLevel(w.user.id, w.club.id, addDays(end, 7))).toBeNull();

    const attempts = await renewalPayments(sub.id);
    expect(attempts.map((p) => p.status)).toEqual(['FAILED', 'FAILED', 'FAILED', 'FAILED']);
    expect(attempts.map((p) => p.idempotencyKey)).toEqual([1, 2, 3, 4].map((n) => renewalKey(sub.id, end, n)));
    expect(await db().ledgerTransaction.count({ where: { paymentId: { in: attempts.map((p) => p.id) } } })).toBe(0);

    const failed = await mails(w.user.email, 'could not renew', 3);
    expect(failed).toHaveLength(3);
    expect(failed[0].text).toContain('Insufficient funds.');
    expect(failed[0].text).toContain('Your benefits continue');
    const ended = await mails(w.user.email, 'has ended');
    expect(ended[0].text).toContain('could not be completed (Insufficient funds.)');
    expect((await run(w.user, NODE, { id: subGid })).node).toMatchObject({ status: 'EXPIRED', displayState: 'EXPIRED', expiresAt: addDays(end, 7).toISOString() });
    // Nothing more happens to it.
    await runLifecycle(addDays(end, 30));
    expect(await renewalPayments(sub.id)).toHaveLength(4);
    await expectBalancedLedger();
  });

  it('retries at once when the fan changes the card of a failing renewal, and recovers', async () => {
    const { w, sub, subGid } = await cardSubscriber();
    const end = sub.currentPeriodEnd;
    const declining = await registerCard(w.user, TEST_CARDS.FAILS_LATER);
    await run(w.user, UPDATE_CARD, { input: { subscriptionId: subGid, cardId: declining.id } });
    await renewDueSubscriptions(end);
    expect(await subscription(sub.id)).toMatchObject({ renewalFailures: 1, renewalFailureReason: 'The card was declined.' });

    // Someone else's card, or a card that is not theirs, is refused.
    const foreign = await registerCard(w.member);
    expect((await run(w.user, UPDATE_CARD, { input: { subscriptionId: subGid, cardId: foreign.id } })).updateSubscriptionCard).toMatchObject({
      code: 'CARD_REQUIRED',
      field: 'cardId',
    });
    expect((await run(w.member, UPDATE_CARD, { input: { subscriptionId: subGid, cardId: foreign.id } })).updateSubscriptionCard.code).toBe('NOT_FOUND');

    const good = await registerCard(w.user);
    const result = (await run(w.user, UPDATE_CARD, { input: { subscriptionId: subGid, cardId: good.id } })).updateSubscriptionCard;
    expect(result.retryPayment).toEqual({ status: 'PAID', failureReason: null, amount: 9900 });
    expect(result.subscription).toMatchObject({ status: 'ACTIVE', displayState: 'RENEWAL_SCHEDULED', renewalFailureReason: null, card: { id: good.id } });
    const state = await subscription(sub.id);
    expect(state).toMatchObject({ renewalFailures: 0, nextRenewalAttemptAt: null, renewalFailingSince: null, cardId: rawId(good.id) });
    expect(state.currentPeriodStart).toEqual(end);
    expect(state.currentPeriodEnd).toEqual(addMonths(sub.startedAt, 2));
    expect((await renewalPayments(sub.id)).map((p) => [p.idempotencyKey, p.status])).toEqual([
      [renewalKey(sub.id, end, 1), 'FAILED'],
      [renewalKey(sub.id, end, 2), 'PAID'],
    ]);
    await mails(w.user.email, 'was renewed');

    // The retry that was scheduled does not charge again.
    await renewDueSubscriptions(addDays(end, 1));
    expect(await renewalPayments(sub.id)).toHaveLength(2);
    await expectBalancedLedger();
  });

  it('charges once when two renewal runs for the same period race', async () => {
    const { sub, card } = await cardSubscriber();
    const end = sub.currentPeriodEnd;
    const runs = await Promise.all([renewDueSubscriptions(end), renewDueSubscriptions(end), renewDueSubscriptions(end)]);
    // A run that lost the race skips; none fails unexpectedly (that would leave the payment PROCESSING).
    expect(runs.map((counts) => counts.errors), loggedErrors.join('\n')).toEqual([0, 0, 0]);
    // One run renews; the others that found it due hit the idempotency key's unique constraint (or give
    // up waiting for it) and charge nothing. On a loaded machine the others may read the due list only
    // after the renewal committed and not race at all, so what is asserted is the outcome: one charge.
    await expectRenewedOnce(sub, card, end);
  });

  it('gets through the deadlock of a losing run with the winner’s fulfilment: one charge, no error', async () => {
    // The interleaving the race above hits now and then, made certain. The winner has charged and, in its
    // fulfilment, updated its payment and waits to lock the subscription (held here by a key-share lock).
    // The loser, which read the due list meanwhile, inserts its order (a key-share lock on the
    // subscription too) and waits on the winner's payment row for the same idempotency key. Once the
    // lock here goes, each waits on the other: PostgreSQL aborts one, and that one is run again.
    const { sub, card } = await cardSubscriber();
    const end = sub.currentPeriodEnd;
    await withRowLock(database.current.url, 'SELECT id FROM "Subscription" WHERE id = $1 FOR KEY SHARE', [sub.id], async (lock) => {
      const winner = renewDueSubscriptions(end);
      await lock.untilWaiting(/FROM "Subscription" WHERE id = .* FOR UPDATE/);
      const loser = renewDueSubscriptions(end);
      await lock.untilWaiting(/INSERT INTO "public"."Payment"/);
      await lock.release();
      const runs = await Promise.all([winner, loser]);
      expect(runs.map((counts) => counts.errors), loggedErrors.join('\n')).toEqual([0, 0]);
      expect(runs.map((counts) => counts.renewed + counts.skipped)).toEqual([1, 1]);
    });
    await expectRenewedOnce(sub, card, end);
  });
});

describe('cancel, resubscribe and cards', () => {
  it('keeps benefits after a cancel until the period end, undoes it before the end, refuses it after, and expires', async () => {
    const { w, sub, subGid } = await cardSubscriber();
    const end = sub.currentPeriodEnd;

    const cancelled = (await run(w.user, CANCEL, { id: subGid })).cancelSubscription;
    expect(cancelled.subscription).toMatchObject({ status: 'CANCELED', renews: false, displayState: 'CANCELLED', nextPaymentAt: null, expiresAt: end.toISOString() });
    expect(await activeSubscriptionLevel(w.user.id, w.club.id, addMinutes(end, -1))).toBe(2);
    expect(displayStateOf(await subscription(sub.id), addDays(end, -3))).toBe('EXPIRES_SOON');
    expect((await run(w.member, CANCEL, { id: subGid })).cancelSubscription.code).toBe('NOT_FOUND');
    // Cancelled: never charged at the end.
    await renewDueSubscriptions(end);
    expect(await renewalPayments(sub.id)).toHaveLength(0);

    const resumed = (await run(w.user, RESUBSCRIBE, { input: { subscriptionId: subGid } })).resubscribe;
    expect(resumed.subscription).toMatchObject({ status: 'ACTIVE', renews: true, canceledAt: null, displayState: 'RESUBSCRIBED', nextPaymentAt: end.toISOString() });
    expect(resumed.subscription.resubscribedAt).not.toBeNull();

    await run(w.user, CANCEL, { id: subGid });
    // Leaving is allowed once it no longer renews.
    expect((await run(w.user, LEAVE, { input: { clubId: gid('Club', w.club.id) } })).leaveClub.__typename).toBe('LeaveClubSuccess');
    // After the end, resubscribing is refused: the fan checks out anew.
    await expect(resubscribe({ id: w.user.id, role: 'USER' }, { subscriptionId: sub.id }, addMinutes(end, 1))).rejects.toBeInstanceOf(SubscriptionEndedError);
    await expireEndedSubscriptions(addMinutes(end, -1));
    expect((await subscription(sub.id)).status).toBe('CANCELED');
    await expireEndedSubscriptions(end);
    const expired = await subscription(sub.id);
    expect(expired).toMatchObject({ status: 'EXPIRED' });
    expect(expired.expiredAt).toEqual(end);
    expect(await activeSubscriptionLevel(w.user.id, w.club.id, end)).toBeNull();
    await mails(w.user.email, 'has ended');

    const refused = (await run(w.user, RESUBSCRIBE, { input: { subscriptionId: subGid } })).resubscribe;
    expect(refused).toMatchObject({ __typename: 'SubscriptionEndedError', code: 'SUBSCRIPTION_ENDED' });
    expect((await run(w.user, CANCEL, { id: subGid })).cancelSubscription.code).toBe('SUBSCRIPTION_ENDED');
    expect(await renewalPayments(sub.id)).toHaveLength(0);
    await expectBalancedLedger();
  });

  it('keeps the subscriber’s price when the creator changes the plan’s: renewals charge what they joined at', async () => {
    const { w, sub } = await cardSubscriber();
    expect(sub.monthlyPrice).toBe(9900);
    await updatePlan({ id: w.owner.id, role: 'CREATOR' }, w.plan2.id, { monthlyPrice: 12900 });
    await renewDueSubscriptions(sub.currentPeriodEnd);
    const [renewal] = await until(() => renewalPayments(sub.id), (found) => found.length === 1 && found[0].status === 'PAID');
    expect(renewal.amount).toBe(9900);
    expect((await subscription(sub.id)).monthlyPrice).toBe(9900);
    // A new subscriber pays today's price, and keeps it.
    const card = await registerCard(w.member);
    await checkout(w.member, { planId: gid('Plan', w.plan2.id), method: 'CARD', cardId: card.id });
    const joined = await db().subscription.findFirstOrThrow({ where: { userId: w.member.id, clubId: w.club.id } });
    expect(joined.monthlyPrice).toBe(12900);
    await expectBalancedLedger();
  });

  it('re-joins a fan who left after cancelling when they resubscribe, and keeps a scheduled downgrade', async () => {
    const { w, sub, subGid } = await cardSubscriber();
    const lower = await db().plan.findFirstOrThrow({ where: { clubId: w.club.id, level: 1 } });
    const viewer = { id: w.user.id, role: 'USER' as const };
    expect((await changeSubscriptionPlan(viewer, { subscriptionId: sub.id, planId: lower.id })).outcome).toBe('SCHEDULED');
    await run(w.user, CANCEL, { id: subGid });
    expect((await run(w.user, LEAVE, { input: { clubId: gid('Club', w.club.id) } })).leaveClub.__typename).toBe('LeaveClubSuccess');
    expect(await db().clubMember.count({ where: { clubId: w.club.id, userId: w.user.id } })).toBe(0);

    const resumed = (await run(w.user, RESUBSCRIBE, { input: { subscriptionId: subGid } })).resubscribe;
    expect(resumed.subscription).toMatchObject({ status: 'ACTIVE', renews: true });
    // A renewing subscription comes with membership, and the downgrade still applies at the period end.
    expect(await db().clubMember.count({ where: { clubId: w.club.id, userId: w.user.id } })).toBe(1);
    expect((await subscription(sub.id)).pendingPlanId).toBe(lower.id);
    await renewDueSubscriptions(sub.currentPeriodEnd);
    const [renewal] = await until(() => renewalPayments(sub.id), (found) => found.length === 1 && found[0].status === 'PAID');
    expect(renewal.amount).toBe(lower.monthlyPrice);
    await until(() => subscription(sub.id), (after) => after.planId === lower.id);
  });

  it('asks for a card to resubscribe once the subscription’s card is deleted; the deleted card means expiry at the period end without a charge', async () => {
    const { w, card, sub, subGid } = await cardSubscriber();
    const end = sub.currentPeriodEnd;
    const DELETE = `mutation ($input: DeletePaymentCardInput!) { deletePaymentCard(input: $input) { __typename } }`;
    expect((await run(w.user, DELETE, { input: { cardId: card.id } })).deletePaymentCard.__typename).toBe('DeletePaymentCardSuccess');
    expect((await run(w.user, NODE, { id: subGid })).node).toMatchObject({ status: 'CANCELED', card: null, displayState: 'CANCELLED' });

    expect((await run(w.user, RESUBSCRIBE, { input: { subscriptionId: subGid } })).resubscribe).toMatchObject({ code: 'CARD_REQUIRED', field: 'cardId' });

    await runLifecycle(end);
    expect(await renewalPayments(sub.id)).toHaveLength(0);
    expect(await subscription(sub.id)).toMatchObject({ status: 'EXPIRED' });
    expect(await db().payment.count({ where: { order: { userId: w.user.id } } })).toBe(1);
    await expectBalancedLedger();
  });

  it('resumes a cancelled subscription with a newly registered card', async () => {
    const { w, card, sub, subGid } = await cardSubscriber();
    await run(w.user, `mutation ($input: DeletePaymentCardInput!) { deletePaymentCard(input: $input) { __typename } }`, { input: { cardId: card.id } });
    const fresh = await registerCard(w.user);
    const resumed = (await run(w.user, RESUBSCRIBE, { input: { subscriptionId: subGid, cardId: fresh.id } })).resubscribe;
    expect(resumed.subscription).toMatchObject({ status: 'ACTIVE', displayState: 'RESUBSCRIBED', card: { id: fresh.id } });
    await renewDueSubscriptions(sub.currentPeriodEnd);
    expect((await renewalPayments(sub.id)).map((p) => [p.status, p.cardId])).toEqual([['PAID', rawId(fresh.id)]]);
    // After the renewal, it is an ordinary renewing subscription again.
    expect((await run(w.user, NODE, { id: subGid })).node.displayState).toBe('RENEWAL_SCHEDULED');
    await expectBalancedLedger();
  });
});

describe('deposit terms', () => {
  async function depositSubscriber(months: number) {
    const w = await world();
    const result = await checkout(w.user, { planId: gid('Plan', w.plan2.id), method: 'VIRTUAL_ACCOUNT', months });
    await gateway().deposit(result.payment.virtualAccount.accountNumber);
    const sub = await until(
      () => db().subscription.findFirst({ where: { userId: w.user.id, clubId: w.club.id } }),
      (s) => s !== null,
    );
    return { w, sub: sub!, subGid: gid('PlanSubscription', sub!.id) };
  }

  it('reminds once 7 days before the end, renews with a new virtual account, and extends the term from its end when paid', async () => {
    const { w, sub, subGid } = await depositSubscriber(1);
    const end = sub.currentPeriodEnd;
    expect((await run(w.user, NODE, { id: subGid })).node).toMatchObject({
      method: 'VIRTUAL_ACCOUNT',
      renews: false,
      card: null,
      displayState: 'SUBSCRIBED',
      nextPaymentAt: null,
      expiresAt: end.toISOString(),
    });

    await sendDepositReminders(addDays(end, -8));
    expect((await subscription(sub.id)).renewalReminderSentAt).toBeNull();
    await sendDepositReminders(addDays(end, -7));
    expect((await subscription(sub.id)).renewalReminderSentAt).toEqual(addDays(end, -7));
    await sendDepositReminders(addDays(end, -6));
    await runLifecycle(addDays(end, -5));
    const [reminder] = await mails(w.user.email, 'ends on');
    expect(reminder.text).toContain(`/club/${w.club.uri}/subscription`);
    await sleep(1200);
    expect(await db().mailMessage.count({ where: { to: w.user.email, subject: { contains: 'ends on' } } })).toBe(1);
    expect(displayStateOf(await subscription(sub.id), addDays(end, -6))).toBe('EXPIRES_SOON');

    // A deposit term does not renew by itself or cancel; a card subscription has no deposit renewal.
    expect((await run(w.user, CANCEL, { id: subGid })).cancelSubscription).toMatchObject({ code: 'INVALID_INPUT' });
    expect((await run(w.user, RENEW_DEPOSIT, { input: { subscriptionId: subGid, months: 2 } })).renewDepositSubscription).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'months',
    });
    expect((await run(w.member, RENEW_DEPOSIT, { input: { subscriptionId: subGid, months: 3 } })).renewDepositSubscription.code).toBe('NOT_FOUND');

    const renewal = (await run(w.user, RENEW_DEPOSIT, { input: { subscriptionId: subGid, months: 3 } })).renewDepositSubscription;
    expect(renewal.payment).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', amount: 29700, months: 3 });
    const order = await db().order.findFirstOrThrow({ where: { payments: { some: { id: rawId(renewal.payment.id) } } }, include: { membership: true } });
    expect({ ...order, ...order.membership }).toMatchObject({ subscriptionId: sub.id, months: 3, buyerEmail: BUYER.email });
    // Still the same term until it is paid.
    expect((await subscription(sub.id)).currentPeriodEnd).toEqual(end);

    await gateway().deposit(renewal.payment.virtualAccount.accountNumber);
    const extended = await until(() => subscription(sub.id), (s) => s.currentPeriodEnd.getTime() !== end.getTime());
    expect(extended).toMatchObject({ status: 'ACTIVE', renewalReminderSentAt: null });
    expect(extended.currentPeriodEnd).toEqual(addMonths(sub.startedAt, 4));
    expect(await db().subscription.count({ where: { userId: w.user.id, clubId: w.club.id } })).toBe(1);
    const [renewedMail] = await mails(w.user.email, 'was renewed');
    expect(renewedMail.text).toContain('₩29,700');

    await expireEndedSubscriptions(addMinutes(extended.currentPeriodEnd, -1));
    expect((await subscription(sub.id)).status).toBe('ACTIVE');
    await expireEndedSubscriptions(extended.currentPeriodEnd);
    expect((await subscription(sub.id)).status).toBe('EXPIRED');
    await mails(w.user.email, 'has ended');
    expect((await run(w.user, RENEW_DEPOSIT, { input: { subscriptionId: subGid, months: 1 } })).renewDepositSubscription.code).toBe('SUBSCRIPTION_ENDED');
    await expectBalancedLedger();
  });

  it('starts a new subscription when a renewal deposit arrives after the term expired', async () => {
    const { w, sub, subGid } = await depositSubscriber(1);
    const renewal = (await run(w.user, RENEW_DEPOSIT, { input: { subscriptionId: subGid, months: 1 } })).renewDepositSubscription;
    // The term runs out (in the database: the app's clock is real here) before the deposit.
    await db().subscription.update({ where: { id: sub.id }, data: { currentPeriodEnd: new Date(Date.now() - DAY) } });
    await expireEndedSubscriptions(new Date());
    expect((await subscription(sub.id)).status).toBe('EXPIRED');

    await gateway().deposit(renewal.payment.virtualAccount.accountNumber);
    const fresh = await until(
      () => db().subscription.findFirst({ where: { userId: w.user.id, clubId: w.club.id, status: 'ACTIVE' } }),
      (s) => s !== null,
    );
    expect(fresh!.id).not.toBe(sub.id);
    expect(fresh!.method).toBe('VIRTUAL_ACCOUNT');
    expect((await db().membershipOrder.findFirstOrThrow({ where: { order: { payments: { some: { id: rawId(renewal.payment.id) } } } } })).subscriptionId).toBe(fresh!.id);
    expect((await db().payment.findUniqueOrThrow({ where: { id: rawId(renewal.payment.id) } })).status).toBe('PAID');
    const mine = (await run(w.user, MINE)).mySubscriptions;
    expect(mine.map((s: Data) => [rawId(s.id), s.displayState])).toEqual([
      [fresh!.id, 'SUBSCRIBED'],
      [sub.id, 'EXPIRED'],
    ]);
    await expectBalancedLedger();
  });

  it('issues one account for a renewal asked twice at once, and names it when another term is asked meanwhile', async () => {
    const { w, sub, subGid } = await depositSubscriber(1);
    const renew = (months: number) => run(w.user, RENEW_DEPOSIT, { input: { subscriptionId: subGid, months } }).then((d) => d.renewDepositSubscription);
    // A double click: both answer the same payment and account.
    const [first, second] = await Promise.all([renew(3), renew(3)]);
    expect(second.payment).toEqual(first.payment);
    expect(first.payment).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', amount: 29700, months: 3 });
    expect((await renew(3)).payment).toEqual(first.payment);
    // Another term while that account waits: no second account; the refusal names the waiting one.
    expect(await renew(6)).toEqual({ __typename: 'DepositPendingError', code: 'DEPOSIT_PENDING', payment: { id: first.payment.id } });
    // The checkout's payment and this renewal's.
    const deposits = { order: { userId: w.user.id, clubId: w.club.id } };
    expect(await db().payment.count({ where: deposits })).toBe(2);

    // Paid, the next renewal is a new account.
    await gateway().deposit(first.payment.virtualAccount.accountNumber);
    await until(() => subscription(sub.id), (s) => s.currentPeriodEnd.getTime() !== sub.currentPeriodEnd.getTime());
    const next = await renew(1);
    expect(next.payment).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', amount: 9900, months: 1 });
    expect(next.payment.id).not.toBe(first.payment.id);
    expect(await db().payment.count({ where: deposits })).toBe(3);
    await expectBalancedLedger();
  });
});
