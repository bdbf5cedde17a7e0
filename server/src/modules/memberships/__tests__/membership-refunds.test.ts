// A refunded subscription payment takes back what it bought while that is current (DESIGN 9: payments call
// the order kind's handler in the refund's transaction): a refunded start ends the subscription, a refunded
// upgrade returns it to the plan and price it was priced from, a refunded period that a later renewal
// has replaced changes nothing, and a refunded deposit term takes its months off the end. Through the
// gateway's signed webhook and through payments' own refund.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { addMinutes, addMonths } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { PAYMENT_WEBHOOK_PATH } from '../../../http/payments-routes.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { until } from '../../../testing/waiting.ts';
import { community, gql, type Person } from '../../comments/__tests__/community-helpers.ts';
import { tokenHeaders } from '../../clubs/__tests__/community-helpers.ts';
import { BUYER, expectBalancedLedger, rawId, registerCard, testGateway } from '../../payments/__tests__/payment-helpers.ts';
import { applyGatewayPayment, refundPayment } from '../../payments/payments.service.ts';
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

// DESIGN 5.9: administrators refund payments, a subscription's charge or renewal included (audit 6, finding 2):
// refundPayment, an administrator's session only, through payments' refund (the memberships handler takes
// back what it bought, the ledger is reversed), audited as payment.refund in the refund's transaction.
describe('an administrator refunding a subscription payment (refundPayment)', () => {
  const REFUND = `mutation ($input: RefundPaymentInput!) { refundPayment(input: $input) { __typename
    ... on RefundPaymentSuccess { payment { status refundAccountNeeded } }
    ... on PaymentNotRefundableError { status refundPending }
    ... on InvalidInputError { field }
    ... on Error { code } } }`;
  const refund = (who: Person, paymentId: string, reason = 'Charged twice, confirmed with the fan') =>
    gql(app, who, REFUND, { input: { paymentId: encodeGlobalID('Payment', paymentId), reason } });
  const auditOf = (paymentId: string) => db().auditLog.findMany({ where: { action: 'payment.refund', targetId: paymentId }, select: { actorId: true, targetType: true, details: true } });
  /** What the payment's ledger transactions leave in each account: nothing once it is refunded. */
  const ledgerLeft = (paymentId: string) => db().$queryRaw<{ account: string; amount: bigint }[]>`
    SELECT e.account, sum(e.amount) AS amount FROM "LedgerEntry" e JOIN "LedgerTransaction" t ON t.id = e."transactionId"
    WHERE t."paymentId" = ${paymentId}::uuid GROUP BY e.account HAVING sum(e.amount) <> 0`;

  it('is refused to guests, the buyer, the owner and an administrator’s API token; an administrator’s session refunds it, ending the benefits, reversing the ledger, audited once', async () => {
    const { w, payment, sub } = await goldSubscriber();
    const buyer: Person = { id: w.user.id, headers: w.user.headers, cookie: w.user.cookie };
    const adminToken: Person = { id: w.admin.id, headers: await tokenHeaders(w.admin.id, ['PAYMENTS_READ', 'MEMBERSHIPS_READ', 'MEMBERSHIPS_WRITE']), cookie: null };
    const refused = await Promise.all([w.guest, buyer, w.owner, w.member, adminToken].map((who) => refund(who, payment.id)));
    expect(refused.map((r) => [r.data?.refundPayment ?? null, r.errors?.[0]?.extensions?.code])).toEqual([
      [null, 'UNAUTHENTICATED'],
      [null, 'FORBIDDEN'],
      [null, 'FORBIDDEN'],
      [null, 'FORBIDDEN'],
      [null, 'FORBIDDEN'],
    ]);
    expect(await db().payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: 'PAID' });

    // Clear refusals first: no reason, too long a reason, no such payment.
    expect((await refund(w.admin, payment.id, '   ')).data!.refundPayment).toMatchObject({ __typename: 'InvalidInputError', code: 'REQUIRED', field: 'reason' });
    expect((await refund(w.admin, payment.id, 'x'.repeat(201))).data!.refundPayment).toMatchObject({ __typename: 'InvalidInputError', field: 'reason' });
    expect((await refund(w.admin, crypto.randomUUID())).data!.refundPayment).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect(await auditOf(payment.id)).toEqual([]);

    const done = await refund(w.admin, payment.id);
    expect(done.data!.refundPayment).toEqual({ __typename: 'RefundPaymentSuccess', payment: { status: 'REFUNDED', refundAccountNeeded: false } });
    // The period it paid for ends now, and the fan has no live plan.
    expect(await subscription(sub.id)).toMatchObject({ status: 'EXPIRED' });
    expect(await liveSubscriptionOf(w.user.id, w.club.id, new Date())).toBeNull();
    expect((await db().ledgerTransaction.findMany({ where: { paymentId: payment.id } })).map((t) => t.kind).sort()).toEqual(['PAYMENT', 'REFUND']);
    expect(await ledgerLeft(payment.id)).toEqual([]);
    await expectBalancedLedger();
    expect(await auditOf(payment.id)).toEqual([
      {
        actorId: w.admin.id,
        targetType: 'Payment',
        details: { orderId: payment.orderId, orderKind: 'MEMBERSHIP', clubId: w.club.id, amount: 5000, method: 'CARD', reason: 'Charged twice, confirmed with the fan' },
      },
    ]);

    // Again: already refunded, nothing more happens.
    expect((await refund(w.admin, payment.id)).data!.refundPayment).toMatchObject({ __typename: 'PaymentNotRefundableError', code: 'PAYMENT_NOT_REFUNDABLE', status: 'REFUNDED', refundPending: false });
    expect(await db().ledgerTransaction.count({ where: { paymentId: payment.id, kind: 'REFUND' } })).toBe(1);
    expect(await auditOf(payment.id)).toHaveLength(1);
  });

  it('two concurrent refunds refund once: one REFUND, one audit entry', async () => {
    const { w, payment, sub } = await goldSubscriber();
    const results = await Promise.all([refund(w.admin, payment.id), refund(w.admin, payment.id)]);
    for (const r of results) expect(['RefundPaymentSuccess', 'PaymentNotRefundableError']).toContain(r.data!.refundPayment.__typename);
    expect(results.some((r) => r.data!.refundPayment.__typename === 'RefundPaymentSuccess')).toBe(true);
    expect(await db().ledgerTransaction.count({ where: { paymentId: payment.id, kind: 'REFUND' } })).toBe(1);
    expect(await auditOf(payment.id)).toHaveLength(1);
    expect(await ledgerLeft(payment.id)).toEqual([]);
    expect(await subscription(sub.id)).toMatchObject({ status: 'EXPIRED' });
    await expectBalancedLedger();
  });

  it('never an administrator’s own purchase (OWN_CASE), nor an unpaid payment', async () => {
    const w = await community();
    const gold = await db().plan.findFirstOrThrow({ where: { clubId: w.club.id, name: 'Gold' } });
    const card = await registerCard(app, w.admin);
    const own = await subscribeToPlan({ id: w.admin.id, role: 'ADMIN' }, { planId: gold.id, method: 'CARD', cardId: rawId(card.id), buyer: BUYER, agreed: true });
    expect((await refund(w.admin, own.id)).data!.refundPayment).toMatchObject({ __typename: 'ForbiddenError', code: 'OWN_CASE' });
    const unpaid = await subscribeToPlan({ id: w.user.id, role: 'USER' }, { planId: gold.id, method: 'VIRTUAL_ACCOUNT', months: 1, buyer: BUYER, agreed: true });
    expect((await refund(w.admin, unpaid.id)).data!.refundPayment).toMatchObject({ __typename: 'PaymentNotRefundableError', status: 'WAITING_FOR_DEPOSIT', refundPending: false });
  });

  it('a deposit term: its months end when the refund is decided, not when the fan’s account is named, and only once', async () => {
    const w = await community();
    const gold = await db().plan.findFirstOrThrow({ where: { clubId: w.club.id, name: 'Gold' } });
    const term = await subscribeToPlan({ id: w.user.id, role: 'USER' }, { planId: gold.id, method: 'VIRTUAL_ACCOUNT', months: 3, buyer: BUYER, agreed: true });
    await applyGatewayPayment((await testGateway().deposit(term.accountNumber!))!, null);
    const sub = await db().subscription.findFirst({ where: { userId: w.user.id, clubId: w.club.id } });
    const decided = await refund(w.admin, term.id);
    expect(decided.data!.refundPayment).toEqual({ __typename: 'RefundPaymentSuccess', payment: { status: 'PAID', refundAccountNeeded: true } });
    expect(await subscription(sub!.id)).toMatchObject({ status: 'EXPIRED' });
    expect(await liveSubscriptionOf(w.user.id, w.club.id, new Date())).toBeNull();
    expect(await auditOf(term.id)).toHaveLength(1);
    // Asked again while it waits for the account: refused, nothing written.
    expect((await refund(w.admin, term.id)).data!.refundPayment).toMatchObject({ __typename: 'PaymentNotRefundableError', status: 'PAID', refundPending: true });
    // The fan names an account: the money goes back and the ledger is reversed.
    await refundPayment(term.id, 'refund decided by an administrator', new Date(), { bank: 'KOOKMIN', number: '1234567890', holderName: 'Kim Minji' });
    expect(await db().payment.findUniqueOrThrow({ where: { id: term.id } })).toMatchObject({ status: 'REFUNDED' });
    expect(await subscription(sub!.id)).toMatchObject({ status: 'EXPIRED' });
    expect(await ledgerLeft(term.id)).toEqual([]);
    expect(await auditOf(term.id)).toHaveLength(1);
    await expectBalancedLedger();
  });
});
