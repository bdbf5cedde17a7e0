// What a card renewal and a plan change charge, and what the subscription pays after (DESIGN 5.4, 9), on
// an injected clock against a real app, PostgreSQL and the test gateway. A renewal is priced from the
// subscription read before its charge: it applies only while the subscription still renews into that
// plan at that price, so a plan change paid while the renewal is charged (an upgrade in the last minute
// of the period) is never undone; the stale renewal is refunded and the next run charges anew. A
// scheduled downgrade charges the price the fan was shown when scheduling it, even if the owner raised
// it since; one to a plan archived since is dropped. An upgrade leaves the subscription paying the new
// plan's price the difference was charged from. Races are made certain by running a step inside the
// test gateway's charge (as the audit-1 probes did).
import { addDays, addMinutes } from 'date-fns';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { community } from '../../comments/__tests__/community-helpers.ts';
import { BUYER, expectBalancedLedger, rawId, registerCard, testGateway } from '../../payments/__tests__/payment-helpers.ts';
import { changeSubscriptionPlan, renewDueSubscriptions } from '../lifecycle.service.ts';
import { subscribeToPlan } from '../membership-orders.ts';
import { archivePlan, updatePlan } from '../memberships.service.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

type Charge = Parameters<ReturnType<typeof testGateway>['chargeBillingKey']>[0];
let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

/** Runs `step` once, inside the gateway's charge of the first payment whose idempotency key starts with `prefix`. */
function whileCharging(prefix: string, step: () => Promise<void>) {
  const gateway = testGateway();
  const original = gateway.chargeBillingKey;
  let done = false;
  gateway.chargeBillingKey = async function (input: Charge) {
    if (!done) {
      const payment = await db().payment.findUnique({ where: { id: input.paymentId }, select: { idempotencyKey: true } });
      if (payment?.idempotencyKey.startsWith(prefix)) {
        done = true;
        await step();
      }
    }
    return original.call(gateway, input);
  };
  restore = () => {
    gateway.chargeBillingKey = original;
  };
}

/** A fan on Platinum (9,900) in a club that also has Gold (5,000) and Diamond (19,900). */
async function platinumSubscriber(at: Date) {
  const w = await community();
  const gold = await db().plan.findFirstOrThrow({ where: { clubId: w.club.id, name: 'Gold' } });
  const platinum = await db().plan.create({ data: { clubId: w.club.id, name: 'Platinum', monthlyPrice: 9900, benefits: [], level: 2 } });
  const diamond = await db().plan.create({ data: { clubId: w.club.id, name: 'Diamond', monthlyPrice: 19900, benefits: [], level: 3 } });
  const card = await registerCard(app, w.user);
  const viewer = { id: w.user.id, role: 'USER' as const };
  const owner = { id: w.owner.id, role: 'CREATOR' as const };
  await subscribeToPlan(viewer, { planId: platinum.id, method: 'CARD', cardId: rawId(card.id), buyer: BUYER, agreed: true }, at);
  const sub = await db().subscription.findFirstOrThrow({ where: { userId: w.user.id, clubId: w.club.id } });
  return { gold, platinum, diamond, viewer, owner, sub };
}

const subscription = (id: string) => db().subscription.findUniqueOrThrow({ where: { id } });
const renewals = (subscriptionId: string) =>
  db().payment.findMany({
    where: { idempotencyKey: { startsWith: `renewal:${subscriptionId}:` } },
    include: { order: { include: { membership: true } } },
    orderBy: { createdAt: 'asc' },
  });

describe('a renewal priced before a plan change applied during its charge', () => {
  it('does not undo an upgrade paid in the last minute: it is refunded, and the next run renews the upgraded plan', async () => {
    const start = new Date('2031-03-01T00:00:00.000Z');
    const { platinum, diamond, viewer, sub } = await platinumSubscriber(start);
    const end = sub.currentPeriodEnd;

    // The job has read the subscription on Platinum; while it charges, the fan's upgrade is paid and applied.
    let upgradeId: string | null = null;
    whileCharging(`renewal:${sub.id}:`, async () => {
      const upgraded = await changeSubscriptionPlan(viewer, { subscriptionId: sub.id, planId: diamond.id }, addMinutes(end, -1));
      expect(upgraded.outcome).toBe('UPGRADED');
      upgradeId = upgraded.paymentId;
    });
    await renewDueSubscriptions(addMinutes(end, 1));

    expect(await subscription(sub.id)).toMatchObject({ planId: diamond.id, monthlyPrice: 19900, currentPeriodEnd: end });
    expect((await db().payment.findUniqueOrThrow({ where: { id: upgradeId! } })).status).toBe('PAID');
    expect((await renewals(sub.id)).map((p) => [p.status, p.amount, p.order.membership!.planId])).toEqual([['REFUNDED', 9900, platinum.id]]);

    // The next run prices the renewal anew, under a key of its own.
    await renewDueSubscriptions(addMinutes(end, 2));
    const renewed = await subscription(sub.id);
    expect(renewed).toMatchObject({ planId: diamond.id, monthlyPrice: 19900, currentPeriodStart: end });
    expect((await renewals(sub.id)).map((p) => [p.status, p.amount, p.order.membership!.planId])).toEqual([
      ['REFUNDED', 9900, platinum.id],
      ['PAID', 19900, diamond.id],
    ]);
    await expectBalancedLedger();
  });

  it('does not apply a scheduled downgrade that an upgrade replaced during its charge', async () => {
    const start = new Date('2031-05-01T00:00:00.000Z');
    const { gold, diamond, viewer, sub } = await platinumSubscriber(start);
    const end = sub.currentPeriodEnd;
    await changeSubscriptionPlan(viewer, { subscriptionId: sub.id, planId: gold.id }, addDays(start, 3));
    whileCharging(`renewal:${sub.id}:`, async () => {
      await changeSubscriptionPlan(viewer, { subscriptionId: sub.id, planId: diamond.id }, addMinutes(end, -1));
    });
    await renewDueSubscriptions(addMinutes(end, 1));

    expect(await subscription(sub.id)).toMatchObject({ planId: diamond.id, pendingPlanId: null, currentPeriodEnd: end });
    expect((await renewals(sub.id)).map((p) => [p.status, p.order.membership!.planId])).toEqual([['REFUNDED', gold.id]]);
    await renewDueSubscriptions(addMinutes(end, 2));
    expect(await subscription(sub.id)).toMatchObject({ planId: diamond.id, monthlyPrice: 19900, currentPeriodStart: end });
  });
});

describe('a scheduled downgrade', () => {
  it('charges the price the fan was shown when scheduling it, though the owner raised it since, and keeps it', async () => {
    const start = new Date('2031-07-01T00:00:00.000Z');
    const { gold, owner, viewer, sub } = await platinumSubscriber(start);
    expect((await changeSubscriptionPlan(viewer, { subscriptionId: sub.id, planId: gold.id }, addDays(start, 2))).outcome).toBe('SCHEDULED');
    await updatePlan(owner, gold.id, { monthlyPrice: 500_000 });

    await renewDueSubscriptions(addMinutes(sub.currentPeriodEnd, 1));
    const renewed = await subscription(sub.id);
    expect(renewed).toMatchObject({ planId: gold.id, monthlyPrice: 5000, pendingPlanId: null });
    await renewDueSubscriptions(addMinutes(renewed.currentPeriodEnd, 1));
    expect((await renewals(sub.id)).map((p) => [p.status, p.amount])).toEqual([
      ['PAID', 5000],
      ['PAID', 5000],
    ]);
  });

  it('to a plan archived since is dropped: the fan renews their own plan at their price', async () => {
    const start = new Date('2031-09-01T00:00:00.000Z');
    const { gold, platinum, owner, viewer, sub } = await platinumSubscriber(start);
    expect((await changeSubscriptionPlan(viewer, { subscriptionId: sub.id, planId: gold.id }, addDays(start, 2))).outcome).toBe('SCHEDULED');
    await archivePlan(owner, gold.id, addDays(start, 3));

    await renewDueSubscriptions(addMinutes(sub.currentPeriodEnd, 1));
    expect(await subscription(sub.id)).toMatchObject({ planId: platinum.id, monthlyPrice: 9900, pendingPlanId: null, currentPeriodStart: sub.currentPeriodEnd });
    expect((await renewals(sub.id)).map((p) => [p.status, p.amount, p.order.membership!.planId])).toEqual([['PAID', 9900, platinum.id]]);
  });
});

describe('an upgrade', () => {
  it('leaves the subscription paying the price the difference was charged from, though the owner changed it during the charge', async () => {
    const start = new Date('2031-11-01T00:00:00.000Z');
    const { diamond, owner, viewer, sub } = await platinumSubscriber(start);
    whileCharging(`upgrade:${sub.id}:`, async () => {
      await updatePlan(owner, diamond.id, { monthlyPrice: 29_900 });
    });
    expect((await changeSubscriptionPlan(viewer, { subscriptionId: sub.id, planId: diamond.id }, addDays(start, 10))).outcome).toBe('UPGRADED');
    expect(await subscription(sub.id)).toMatchObject({ planId: diamond.id, monthlyPrice: 19900 });

    await renewDueSubscriptions(addMinutes(sub.currentPeriodEnd, 1));
    expect((await renewals(sub.id)).map((p) => [p.status, p.amount])).toEqual([['PAID', 19900]]);
  });
});
