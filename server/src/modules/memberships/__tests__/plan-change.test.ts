// Changing a card subscription's plan (DESIGN 5.4) on an injected clock, against a real app, PostgreSQL
// and the built-in test gateway: an upgrade is charged the prorated difference once and switches the plan
// without moving the period; a declined upgrade changes nothing; a downgrade is scheduled and applied by
// the next renewal at the lower price; choosing the current plan again drops it (cancelling keeps it for a
// resubscribe); and the
// invalid changes are refused with typed errors.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { addDays, addMinutes, addMonths } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { community, type Data, gql, type Person } from '../../comments/__tests__/community-helpers.ts';
import { PaymentFailedError } from '../../payments/payments.errors.ts';
import { subscribeToPlan } from '../membership-orders.ts';
import { TEST_CARDS } from '../../payments/test-gateway.ts';
import { BUYER, expectBalancedLedger, rawId, registerCard as registerCardFor } from '../../payments/__tests__/payment-helpers.ts';
import { changeSubscriptionPlan, planChangeOptions, proratedUpgradeAmount, renewalKey, runLifecycle, upgradeKey } from '../lifecycle.service.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const gid = encodeGlobalID;

const SUB_FIELDS = `id status currentPeriodEnd plan { id name } pendingPlan { id name monthlyPrice }`;
const CHANGE = `mutation ($input: ChangeSubscriptionPlanInput!) { changeSubscriptionPlan(input: $input) { __typename
  ... on ChangeSubscriptionPlanSuccess { outcome subscription { ${SUB_FIELDS} } payment { id status amount } }
  ... on Error { code message } ... on InvalidInputError { field } ... on PaymentFailedError { failedPayment: payment { id status } } } }`;
const UPDATE_CARD = `mutation ($input: UpdateSubscriptionCardInput!) { updateSubscriptionCard(input: $input) { __typename ... on Error { code } } }`;
const CANCEL = `mutation ($id: ID!) { cancelSubscription(input: { subscriptionId: $id }) { __typename
  ... on CancelSubscriptionSuccess { subscription { ${SUB_FIELDS} } } ... on Error { code } } }`;
const NODE = `query ($id: ID!) { node(id: $id) { ... on PlanSubscription { ${SUB_FIELDS} } } }`;

const registerCard = (who: Person, cardNumber?: string) => registerCardFor(app, who, cardNumber);

/** A club with Gold (5,000), Platinum (9,900) and Diamond (19,900) plans. */
async function world() {
  const w = await community();
  const gold = await db().plan.findFirstOrThrow({ where: { clubId: w.club.id, name: 'Gold' } });
  const platinum = await db().plan.create({ data: { clubId: w.club.id, name: 'Platinum', monthlyPrice: 9900, benefits: ['Voice diary'], level: 2 } });
  const diamond = await db().plan.create({ data: { clubId: w.club.id, name: 'Diamond', monthlyPrice: 19900, benefits: ['Calls'], level: 3 } });
  return { ...w, gold, platinum, diamond };
}


async function run(who: Person, query: string, variables: Data = {}) {
  const body = await gql(app, who, query, variables);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/** A fan with a card subscription to Platinum (9,900 KRW), checked out at `at`. */
async function platinumSubscriber(at = new Date()) {
  const w = await world();
  const card = await registerCard(w.user);
  const viewer = { id: w.user.id, role: 'USER' as const };
  await subscribeToPlan(viewer, { planId: w.platinum.id, method: 'CARD', cardId: rawId(card.id), buyer: BUYER, agreed: true }, at);
  const sub = await db().subscription.findFirstOrThrow({ where: { userId: w.user.id, clubId: w.club.id } });
  return { w, card, viewer, sub, subGid: gid('PlanSubscription', sub.id) };
}

const subscription = (id: string) => db().subscription.findUniqueOrThrow({ where: { id } });
const upgradePayments = (subscriptionId: string) =>
  db().payment.findMany({ where: { idempotencyKey: { startsWith: `upgrade:${subscriptionId}:` } }, include: { order: { include: { membership: true } } }, orderBy: { createdAt: 'asc' } });
const renewalPayments = (subscriptionId: string) =>
  db().payment.findMany({ where: { idempotencyKey: { startsWith: `renewal:${subscriptionId}:` } }, include: { order: { include: { membership: true } } }, orderBy: { createdAt: 'asc' } });
const change = (who: Person, subscriptionId: string, planId: string) =>
  run(who, CHANGE, { input: { subscriptionId, planId: gid('Plan', planId) } }).then((d) => d.changeSubscriptionPlan as Data);


describe('proration', () => {
  it('charges the difference for the share of the period still ahead, rounded, at least 100 KRW', () => {
    const period = { currentPeriodStart: new Date('2031-03-01T00:00:00Z'), currentPeriodEnd: new Date('2031-04-01T00:00:00Z') };
    expect(proratedUpgradeAmount(9900, 19900, period, new Date('2031-03-11T00:00:00Z'))).toBe(Math.round((10000 * 21) / 31));
    expect(proratedUpgradeAmount(9900, 19900, period, period.currentPeriodStart)).toBe(10000);
    expect(proratedUpgradeAmount(9900, 19900, period, addMinutes(period.currentPeriodEnd, -1))).toBe(100);
    expect(proratedUpgradeAmount(9900, 5000, period, period.currentPeriodStart)).toBe(0);
  });
});

describe('change options', () => {
  const OPTIONS = `query ($id: ID!) { node(id: $id) { ... on PlanSubscription { planChangeOptions { plan { id name } kind chargeNow appliesAt } } } }`;
  const optionsOf = async (who: Person, id: string) => (await run(who, OPTIONS, { id })).node.planChangeOptions as Data[];

  it('lists each other active plan as the mutation treats it, with the upgrade’s charge; the fan only', async () => {
    const start = new Date('2031-03-01T00:00:00.000Z');
    const { w, sub, subGid } = await platinumSubscriber(start);
    const now = addDays(start, 10);
    const plans = await db().plan.findMany({ where: { clubId: w.club.id }, orderBy: [{ position: 'asc' }, { createdAt: 'asc' }] });
    expect(planChangeOptions(sub, plans, now)).toEqual([
      { plan: expect.objectContaining({ id: w.gold.id }), kind: 'DOWNGRADE', chargeNow: 0, appliesAt: sub.currentPeriodEnd },
      { plan: expect.objectContaining({ id: w.diamond.id }), kind: 'UPGRADE', chargeNow: 6774, appliesAt: now },
    ]);
    // The quoted charge is what the upgrade then charges.
    const viewer = { id: w.user.id, role: 'USER' as const };
    const upgraded = await changeSubscriptionPlan(viewer, { subscriptionId: sub.id, planId: w.diamond.id }, now);
    expect((await db().payment.findUniqueOrThrow({ where: { id: upgraded.paymentId! } })).amount).toBe(6774);

    // Through GraphQL on the real clock: Diamond now, so Gold and Platinum are downgrades at the period end.
    const options = await optionsOf(w.user, subGid);
    expect(options.map((o) => [o.plan.name, o.kind, o.chargeNow, o.appliesAt])).toEqual([
      ['Gold', 'DOWNGRADE', 0, sub.currentPeriodEnd.toISOString()],
      ['Platinum', 'DOWNGRADE', 0, sub.currentPeriodEnd.toISOString()],
    ]);
    // An archived plan is no option; the club owner sees the subscription but no options.
    await db().plan.update({ where: { id: w.gold.id }, data: { archivedAt: new Date() } });
    expect((await optionsOf(w.user, subGid)).map((o) => o.plan.name)).toEqual(['Platinum']);
    expect(await optionsOf(w.owner, subGid)).toEqual([]);
  });

  it('offers nothing to a cancelled subscription, a deposit term or a renewal being retried', async () => {
    const { w, sub, subGid } = await platinumSubscriber();
    const plans = await db().plan.findMany({ where: { clubId: w.club.id } });
    const base = { ...sub, plan: { monthlyPrice: 9900 } };
    expect(planChangeOptions(base, plans, new Date())).toHaveLength(2);
    expect(planChangeOptions({ ...base, method: 'VIRTUAL_ACCOUNT' }, plans, new Date())).toEqual([]);
    expect(planChangeOptions(base, plans, addMinutes(sub.currentPeriodEnd, 1))).toEqual([]);
    await run(w.user, CANCEL, { id: subGid });
    expect(await optionsOf(w.user, subGid)).toEqual([]);
  });
});

describe('upgrading', () => {
  it('charges the prorated difference once with the subscription’s card and switches the plan at once, keeping the period', async () => {
    const start = new Date('2031-03-01T00:00:00.000Z');
    const { w, viewer, sub, subGid } = await platinumSubscriber(start);
    expect(sub.currentPeriodEnd.toISOString()).toBe('2031-04-01T00:00:00.000Z');
    const now = addDays(start, 10);

    const result = await changeSubscriptionPlan(viewer, { subscriptionId: sub.id, planId: w.diamond.id }, now);
    expect(result.outcome).toBe('UPGRADED');
    const payments = await upgradePayments(sub.id);
    expect(payments).toHaveLength(1);
    const [payment] = payments;
    expect(payment).toMatchObject({ id: result.paymentId, status: 'PAID', amount: 6774, method: 'CARD', cardId: sub.cardId });
    expect(payment.idempotencyKey).toBe(upgradeKey(sub.id, w.diamond.id, sub.currentPeriodEnd));
    expect(payment.idempotencyKey).toBe(`upgrade:${sub.id}:${w.diamond.id}:2031-04-01T00:00:00.000Z`);
    expect({ ...payment.order, ...payment.order.membership }).toMatchObject({ subscriptionId: sub.id, planId: w.diamond.id, changesToPlanId: w.diamond.id, amount: 6774, renewsPeriodEnd: null });
    expect(await db().ledgerTransaction.count({ where: { paymentId: payment.id } })).toBe(1);

    const after = await subscription(sub.id);
    expect(after).toMatchObject({ planId: w.diamond.id, pendingPlanId: null, status: 'ACTIVE', renewalFailures: 0, startedAt: sub.startedAt });
    expect(after.currentPeriodStart).toEqual(sub.currentPeriodStart);
    expect(after.currentPeriodEnd).toEqual(sub.currentPeriodEnd);
    expect((await run(w.user, NODE, { id: subGid })).node).toMatchObject({ plan: { name: 'Diamond' }, pendingPlan: null });

    // The same request again (a retry, or a double click) answers with the same charge and charges nothing.
    const again = await changeSubscriptionPlan(viewer, { subscriptionId: sub.id, planId: w.diamond.id }, addMinutes(now, 1));
    expect(again).toEqual({ subscriptionId: sub.id, outcome: 'UPGRADED', paymentId: payment.id });
    const [concurrentA, concurrentB] = await Promise.all([
      changeSubscriptionPlan(viewer, { subscriptionId: sub.id, planId: w.diamond.id }, addMinutes(now, 2)),
      changeSubscriptionPlan(viewer, { subscriptionId: sub.id, planId: w.diamond.id }, addMinutes(now, 2)),
    ]);
    expect([concurrentA.paymentId, concurrentB.paymentId]).toEqual([payment.id, payment.id]);
    expect(await upgradePayments(sub.id)).toHaveLength(1);

    // The next renewal charges the new plan's full price.
    await runLifecycle(addMinutes(sub.currentPeriodEnd, 2));
    const renewals = await renewalPayments(sub.id);
    expect(renewals.map((p) => [p.status, p.amount, p.order.membership!.planId])).toEqual([['PAID', 19900, w.diamond.id]]);
    expect((await subscription(sub.id)).planId).toBe(w.diamond.id);
    await expectBalancedLedger();
  });

  it('through GraphQL: the upgrade is paid and a repeated mutation does not charge again', async () => {
    const { w, sub, subGid } = await platinumSubscriber();
    const result = await change(w.user, subGid, w.diamond.id);
    expect(result).toMatchObject({
      __typename: 'ChangeSubscriptionPlanSuccess',
      outcome: 'UPGRADED',
      subscription: { plan: { name: 'Diamond' }, pendingPlan: null, currentPeriodEnd: sub.currentPeriodEnd.toISOString() },
      payment: { status: 'PAID' },
    });
    // Checked out moments ago: nearly the whole period is ahead.
    expect(result.payment.amount).toBeGreaterThan(9900);
    expect(result.payment.amount).toBeLessThanOrEqual(10000);
    const again = await change(w.user, subGid, w.diamond.id);
    expect(again).toMatchObject({ __typename: 'ChangeSubscriptionPlanSuccess', outcome: 'UPGRADED', payment: { id: result.payment.id } });
    expect(await upgradePayments(sub.id)).toHaveLength(1);
    await expectBalancedLedger();
  });

  it('a declined upgrade changes nothing and reports PaymentFailedError; with a good card it goes through', async () => {
    const { w, sub, subGid } = await platinumSubscriber();
    // A downgrade scheduled before is kept when the upgrade fails.
    expect((await change(w.user, subGid, w.gold.id)).outcome).toBe('SCHEDULED');
    const declining = await registerCard(w.user, TEST_CARDS.FAILS_LATER);
    await run(w.user, UPDATE_CARD, { input: { subscriptionId: subGid, cardId: declining.id } });
    const before = await subscription(sub.id);

    const failed = await change(w.user, subGid, w.diamond.id);
    expect(failed).toMatchObject({ __typename: 'PaymentFailedError', code: 'PAYMENT_FAILED', message: 'The card was declined.', failedPayment: { status: 'FAILED' } });
    const after = await subscription(sub.id);
    expect(after).toMatchObject({ planId: w.platinum.id, pendingPlanId: w.gold.id, status: 'ACTIVE', renewalFailures: 0, nextRenewalAttemptAt: null });
    expect(after.currentPeriodEnd).toEqual(before.currentPeriodEnd);
    const attempts = await upgradePayments(sub.id);
    expect(await db().ledgerTransaction.count({ where: { paymentId: { in: attempts.map((p) => p.id) } } })).toBe(0);

    // The service throws the same typed error.
    await expect(changeSubscriptionPlan({ id: w.user.id, role: 'USER' }, { subscriptionId: sub.id, planId: w.diamond.id })).rejects.toBeInstanceOf(PaymentFailedError);

    const good = await registerCard(w.user);
    await run(w.user, UPDATE_CARD, { input: { subscriptionId: subGid, cardId: good.id } });
    const paid = await change(w.user, subGid, w.diamond.id);
    expect(paid).toMatchObject({ outcome: 'UPGRADED', payment: { status: 'PAID' }, subscription: { plan: { name: 'Diamond' }, pendingPlan: null } });
    const key = upgradeKey(sub.id, w.diamond.id, sub.currentPeriodEnd);
    expect((await upgradePayments(sub.id)).map((p) => [p.idempotencyKey, p.status])).toEqual([
      [key, 'FAILED'],
      [`${key}:2`, 'FAILED'],
      [`${key}:3`, 'PAID'],
    ]);
    await expectBalancedLedger();
  });
});

describe('two upgrades at once', () => {
  it('apply one: the other, priced from a plan the subscription has left, is refunded and told SUBSCRIPTION_CHANGED', async () => {
    for (let round = 0; round < 4; round++) {
      const w = await world();
      const card = await registerCard(w.user);
      await subscribeToPlan({ id: w.user.id, role: 'USER' }, { planId: w.gold.id, method: 'CARD', cardId: rawId(card.id), buyer: BUYER, agreed: true });
      const sub = await db().subscription.findFirstOrThrow({ where: { userId: w.user.id, clubId: w.club.id } });
      const subGid = gid('PlanSubscription', sub.id);
      // From two tabs: Gold → Platinum and Gold → Diamond, each priced from Gold.
      const answers = await Promise.all([w.platinum, w.diamond].map((plan) => gql(app, w.user, CHANGE, { input: { subscriptionId: subGid, planId: gid('Plan', plan.id) } })));
      const outcomes = answers.map((a) => a.data!.changeSubscriptionPlan.outcome ?? a.data!.changeSubscriptionPlan.code).sort();
      expect(outcomes, `round ${round}`).toEqual(['SUBSCRIPTION_CHANGED', 'UPGRADED']);
      // Exactly one charge kept, and it is the one for the plan the fan is on.
      const payments = await upgradePayments(sub.id);
      const kept = payments.filter((p) => p.status === 'PAID');
      expect(kept, `round ${round}`).toHaveLength(1);
      expect(payments.filter((p) => p.status === 'REFUNDED'), `round ${round}`).toHaveLength(1);
      const now = await subscription(sub.id);
      expect(now.planId, `round ${round}`).toBe(kept[0].order.membership!.changesToPlanId);
      expect(now.currentPeriodEnd).toEqual(sub.currentPeriodEnd);
    }
    await expectBalancedLedger();
  });
});

describe('downgrading', () => {
  it('is scheduled for the period end, whose renewal charges the lower price and switches the plan', async () => {
    const start = new Date('2031-05-10T09:00:00.000Z');
    const { w, viewer, sub, subGid } = await platinumSubscriber(start);
    const result = await changeSubscriptionPlan(viewer, { subscriptionId: sub.id, planId: w.gold.id }, addDays(start, 5));
    expect(result).toEqual({ subscriptionId: sub.id, outcome: 'SCHEDULED', paymentId: null });
    expect(await subscription(sub.id)).toMatchObject({ planId: w.platinum.id, pendingPlanId: w.gold.id });
    expect(await db().payment.count({ where: { order: { membership: { subscriptionId: sub.id } } } })).toBe(1); // the checkout only
    expect((await run(w.user, NODE, { id: subGid })).node).toMatchObject({ plan: { name: 'Platinum' }, pendingPlan: { name: 'Gold', monthlyPrice: 5000 } });

    // Benefits of the current plan last until the period end.
    await runLifecycle(addMinutes(sub.currentPeriodEnd, -1));
    expect(await subscription(sub.id)).toMatchObject({ planId: w.platinum.id, pendingPlanId: w.gold.id });

    await runLifecycle(addMinutes(sub.currentPeriodEnd, 2));
    const renewed = await subscription(sub.id);
    expect(renewed).toMatchObject({ planId: w.gold.id, pendingPlanId: null, status: 'ACTIVE' });
    expect(renewed.currentPeriodStart).toEqual(sub.currentPeriodEnd);
    expect(renewed.currentPeriodEnd).toEqual(addMonths(start, 2));
    let renewals = await renewalPayments(sub.id);
    expect(renewals.map((p) => [p.idempotencyKey, p.status, p.amount, p.order.membership!.planId])).toEqual([
      [renewalKey(sub.id, sub.currentPeriodEnd, 1), 'PAID', 5000, w.gold.id],
    ]);

    // And the month after, Gold's price again.
    await runLifecycle(addMinutes(renewed.currentPeriodEnd, 2));
    renewals = await renewalPayments(sub.id);
    expect(renewals.map((p) => [p.amount, p.order.membership!.planId])).toEqual([
      [5000, w.gold.id],
      [5000, w.gold.id],
    ]);
    await expectBalancedLedger();
  });

  it('choosing the current plan again drops the scheduled downgrade; cancelling keeps it for a resubscribe', async () => {
    const { w, sub, subGid } = await platinumSubscriber();
    expect((await change(w.user, subGid, w.gold.id)).subscription.pendingPlan).toMatchObject({ name: 'Gold' });
    const back = await change(w.user, subGid, w.platinum.id);
    expect(back).toMatchObject({ outcome: 'UNSCHEDULED', payment: null, subscription: { plan: { name: 'Platinum' }, pendingPlan: null } });
    expect((await subscription(sub.id)).pendingPlanId).toBeNull();

    // The renewal then charges the current plan.
    await runLifecycle(addMinutes(sub.currentPeriodEnd, 2));
    expect((await renewalPayments(sub.id)).map((p) => [p.amount, p.order.membership!.planId])).toEqual([[9900, w.platinum.id]]);
    expect((await subscription(sub.id)).planId).toBe(w.platinum.id);

    // Scheduled again, then cancelled: the downgrade stays, inert until a resubscribe renews into it.
    expect((await change(w.user, subGid, w.gold.id)).outcome).toBe('SCHEDULED');
    const cancelled = (await run(w.user, CANCEL, { id: subGid })).cancelSubscription;
    expect(cancelled).toMatchObject({ subscription: { status: 'CANCELED', pendingPlan: { name: 'Gold' } } });
    expect((await subscription(sub.id)).pendingPlanId).toBe(w.gold.id);
  });

  it('an upgrade after a scheduled downgrade replaces it', async () => {
    const { w, sub, subGid } = await platinumSubscriber();
    await change(w.user, subGid, w.gold.id);
    const up = await change(w.user, subGid, w.diamond.id);
    expect(up).toMatchObject({ outcome: 'UPGRADED', subscription: { plan: { name: 'Diamond' }, pendingPlan: null } });
    expect(await subscription(sub.id)).toMatchObject({ planId: w.diamond.id, pendingPlanId: null });
  });
});

describe('refusals', () => {
  it('refuses the same plan, another club’s plan, an archived plan, someone else’s subscription, with nothing charged', async () => {
    const { w, sub, subGid } = await platinumSubscriber();
    expect(await change(w.user, subGid, w.platinum.id)).toMatchObject({ __typename: 'InvalidInputError', code: 'INVALID_INPUT', field: 'planId' });

    const other = await community();
    const otherPlan = await db().plan.findFirstOrThrow({ where: { clubId: other.club.id } });
    expect(await change(w.user, subGid, otherPlan.id)).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });

    const archived = await db().plan.create({
      data: { clubId: w.club.id, name: 'Legacy', monthlyPrice: 30000, benefits: [], level: 4, archivedAt: new Date() },
    });
    expect(await change(w.user, subGid, archived.id)).toMatchObject({ __typename: 'PlanUnavailableError', code: 'PLAN_UNAVAILABLE' });
    const archivedCheap = await db().plan.create({
      data: { clubId: w.club.id, name: 'Old', monthlyPrice: 1000, benefits: [], level: 1, archivedAt: new Date() },
    });
    expect(await change(w.user, subGid, archivedCheap.id)).toMatchObject({ code: 'PLAN_UNAVAILABLE' });

    expect(await change(w.member, subGid, w.diamond.id)).toMatchObject({ __typename: 'NotFoundError' });

    expect(await subscription(sub.id)).toMatchObject({ planId: w.platinum.id, pendingPlanId: null });
    expect(await upgradePayments(sub.id)).toHaveLength(0);
  });

  it('refuses deposit terms, cancelled and ended subscriptions', async () => {
    const { w, sub, subGid } = await platinumSubscriber();
    await run(w.user, CANCEL, { id: subGid });
    expect(await change(w.user, subGid, w.diamond.id)).toMatchObject({ __typename: 'InvalidInputError', field: 'subscriptionId' });
    expect(await change(w.user, subGid, w.gold.id)).toMatchObject({ __typename: 'InvalidInputError', field: 'subscriptionId' });

    await db().subscription.update({ where: { id: sub.id }, data: { status: 'EXPIRED', expiredAt: new Date() } });
    expect(await change(w.user, subGid, w.diamond.id)).toMatchObject({ __typename: 'SubscriptionEndedError', code: 'SUBSCRIPTION_ENDED' });

    const deposit = await db().subscription.create({
      data: { clubId: w.club.id, planId: w.platinum.id, userId: w.user.id, method: 'VIRTUAL_ACCOUNT', currentPeriodEnd: addDays(new Date(), 20) },
    });
    const depositGid = gid('PlanSubscription', deposit.id);
    expect(await change(w.user, depositGid, w.diamond.id)).toMatchObject({ __typename: 'InvalidInputError', field: 'subscriptionId' });
    expect(await change(w.user, depositGid, w.gold.id)).toMatchObject({ __typename: 'InvalidInputError', field: 'subscriptionId' });
    expect(await db().payment.count({ where: { order: { membership: { subscriptionId: { in: [sub.id, deposit.id] }, changesToPlanId: { not: null } } } } })).toBe(0);
    expect((await db().subscription.findMany({ where: { id: { in: [sub.id, deposit.id] } } })).map((s) => s.pendingPlanId)).toEqual([null, null]);
  });
});
