// A refunded subscription payment takes back what it bought while that is current (DESIGN 9: payments call
// the order kind's handler in the refund's transaction): a refunded start ends the subscription, a refunded
// upgrade returns it to the plan and price it was priced from, a refunded period that a later renewal
// has replaced changes nothing, and a refunded deposit term takes its months off the end. Through the
// gateway's signed webhook and through payments' own refund.
import { addMinutes, addMonths } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { PAYMENT_WEBHOOK_PATH } from '../../../http/payments-routes.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { until } from '../../../testing/waiting.ts';
import { community } from '../../comments/__tests__/community-helpers.ts';
import { BUYER, expectBalancedLedger, rawId, registerCard, testGateway } from '../../payments/__tests__/payment-helpers.ts';
import { refundPayment } from '../../payments/payments.service.ts';
import { DEFAULT_TEST_WEBHOOK_SECRET, postWebhook, webhookBody } from '../../payments/test-gateway.ts';
import { changeSubscriptionPlan, renewDepositSubscription, runLifecycle } from '../lifecycle.service.ts';
import { subscribeToPlan } from '../membership-orders.ts';
import { liveSubscriptionOf } from '../memberships.service.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

/** A fan with a card subscription to Gold (5,000 KRW), checked out at `at`. */
async function goldSubscriber(at = new Date()) {
  const w = await community();
  const gold = await db().plan.findFirstOrThrow({ where: { clubId: w.club.id, name: 'Gold' } });
  const card = await registerCard(app, w.user);
  const viewer = { id: w.user.id, role: 'USER' as const };
  const payment = await subscribeToPlan(viewer, { planId: gold.id, method: 'CARD', cardId: rawId(card.id), buyer: BUYER, agreed: true }, at);
  expect(payment.status).toBe('PAID');
  const sub = await db().subscription.findFirstOrThrow({ where: { userId: w.user.id, clubId: w.club.id } });
  return { w, gold, viewer, payment, sub };
}

const subscription = (id: string) => db().subscription.findUniqueOrThrow({ where: { id } });

describe('a refunded subscription payment', () => {
  it('refunded at the gateway (its signed webhook): the subscription it started ends, and the ledger is reversed', async () => {
    const { w, payment, sub } = await goldSubscriber();
    await testGateway().cancel({ paymentId: payment.id, reason: 'chargeback' });
    const status = await postWebhook(`${app.url}${PAYMENT_WEBHOOK_PATH}`, DEFAULT_TEST_WEBHOOK_SECRET, { id: `msg_refund_${payment.id}`, body: webhookBody('Transaction.Cancelled', payment.id) });
    expect(status).toBe(200);
    await until(() => db().payment.findUniqueOrThrow({ where: { id: payment.id } }), (p) => p.status === 'REFUNDED');
    expect(await subscription(sub.id)).toMatchObject({ status: 'EXPIRED' });
    expect(await liveSubscriptionOf(w.user.id, w.club.id, new Date())).toBeNull();
    expect((await db().ledgerTransaction.findMany({ where: { paymentId: payment.id } })).map((t) => t.kind).sort()).toEqual(['PAYMENT', 'REFUND']);
    await expectBalancedLedger();
  });

  it('a refunded upgrade returns the subscription to the plan and price it was priced from', async () => {
    const { w, viewer, sub } = await goldSubscriber();
    const diamond = await db().plan.create({ data: { clubId: w.club.id, name: 'Diamond', monthlyPrice: 19900, benefits: [], level: 3 } });
    const upgrade = await changeSubscriptionPlan(viewer, { subscriptionId: sub.id, planId: diamond.id });
    expect(await subscription(sub.id)).toMatchObject({ planId: diamond.id, monthlyPrice: 19900 });
    await refundPayment(upgrade.paymentId!, 'chargeback');
    expect(await subscription(sub.id)).toMatchObject({ planId: sub.planId, monthlyPrice: 5000, status: 'ACTIVE', currentPeriodEnd: sub.currentPeriodEnd });
    await expectBalancedLedger();
  });

  it('a refunded period a renewal has replaced changes nothing; refunding that renewal ends the subscription', async () => {
    const start = new Date('2031-07-01T09:00:00.000Z');
    const { payment, sub } = await goldSubscriber(start);
    await runLifecycle(addMinutes(sub.currentPeriodEnd, 2));
    const renewed = await subscription(sub.id);
    expect(renewed.currentPeriodStart).toEqual(sub.currentPeriodEnd);
    await refundPayment(payment.id, 'refund of the first month', addMinutes(sub.currentPeriodEnd, 10));
    expect(await subscription(sub.id)).toMatchObject({ status: 'ACTIVE', currentPeriodEnd: renewed.currentPeriodEnd });
    const renewal = await db().payment.findFirstOrThrow({ where: { idempotencyKey: { startsWith: `renewal:${sub.id}:` }, status: 'PAID' } });
    await refundPayment(renewal.id, 'refund of the second month', addMinutes(sub.currentPeriodEnd, 20));
    expect(await subscription(sub.id)).toMatchObject({ status: 'EXPIRED' });
    await expectBalancedLedger();
  });
});

// A deposit term renewed early is added at the END of the term (it never moves currentPeriodStart), so a
// later paid term does not show that an earlier one is over: a refund takes exactly the refunded term's
// months off the end (audit 1, H2: refunding the 12 months left all 13; refunding the 1 month took all 13).
describe('a refunded deposit term of a subscription renewed early', () => {
  const REFUND_TO = { bank: 'KOOKMIN' as const, number: '1234567890', holderName: 'Kim Minji' };

  /** A fan's 12-month deposit term, renewed early by one more month (both paid): 13 months ahead. */
  async function renewedDepositTerm() {
    const w = await community();
    const gold = await db().plan.findFirstOrThrow({ where: { clubId: w.club.id, name: 'Gold' } });
    const viewer = { id: w.user.id, role: 'USER' as const };
    const term = await subscribeToPlan(viewer, { planId: gold.id, method: 'VIRTUAL_ACCOUNT', months: 12, buyer: BUYER, agreed: true });
    await testGateway().deposit(term.accountNumber!);
    const sub = await until(() => db().subscription.findFirst({ where: { userId: w.user.id, clubId: w.club.id } }), (s) => s !== null);
    const renewal = await renewDepositSubscription(viewer, { subscriptionId: sub!.id, months: 1 });
    await testGateway().deposit(renewal.accountNumber!);
    await until(() => subscription(sub!.id), (s) => s.currentPeriodEnd.getTime() === addMonths(sub!.startedAt, 13).getTime());
    return { sub: sub!, term, renewal };
  }

  it('refunding the 12-month term leaves only the one month renewed', async () => {
    const { sub, term } = await renewedDepositTerm();
    await refundPayment(term.id, 'refund of the 12-month term', new Date(), REFUND_TO);
    expect(await subscription(sub.id)).toMatchObject({ status: 'ACTIVE', currentPeriodEnd: addMonths(sub.startedAt, 1) });
    await expectBalancedLedger();
  });

  it('refunding the one month renewed keeps the 12-month term', async () => {
    const { sub, renewal } = await renewedDepositTerm();
    await refundPayment(renewal.id, 'refund of the extra month', new Date(), REFUND_TO);
    expect(await subscription(sub.id)).toMatchObject({ status: 'ACTIVE', currentPeriodEnd: addMonths(sub.startedAt, 12) });
  });

  it('refunding both ends the subscription now', async () => {
    const { sub, term, renewal } = await renewedDepositTerm();
    await refundPayment(renewal.id, 'refund of the extra month', new Date(), REFUND_TO);
    await refundPayment(term.id, 'refund of the 12-month term', new Date(), REFUND_TO);
    const after = await subscription(sub.id);
    expect(after.status).toBe('EXPIRED');
    expect(after.currentPeriodEnd.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
