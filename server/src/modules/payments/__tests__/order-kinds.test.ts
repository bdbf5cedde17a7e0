// The seam between payments and what is bought (DESIGN 9), proved with an order kind that only this test
// registers: payments call its handler inside the payment's transaction (it sees the payment paid and the
// ledger written before anything is committed), run its after-commit step after the commit, and write
// nothing when it throws. Orders of a kind nobody registered are refused before anything is charged.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { community } from '../../comments/__tests__/community-helpers.ts';
import type { KindOrder, KindPayment, OrderKindHandler } from '../order-kinds.ts';
import { applyGatewayPayment, payByCard, paymentGateway, type OrderDraft } from '../payments.service.ts';
import { TEST_CARDS } from '../test-gateway.ts';
import { BUYER, expectBalancedLedger, rawId, registerCard } from './payment-helpers.ts';

const database = setupTestDatabase();
let app: App;

const FAKE_KIND = 'TEST_GOODS';
type Seen = { step: string; orderId: string; paymentId: string; statusInTx?: string; ledgerInTx?: number; statusOutside?: string; reason?: string };
let seen: Seen[] = [];
let behaviour: 'fulfil' | 'throw' | 'refuse' = 'fulfil';

async function look(tx: Prisma.TransactionClient, step: string, order: KindOrder, payment: KindPayment, reason?: string): Promise<Seen> {
  const inTx = await tx.payment.findUniqueOrThrow({ where: { id: payment.id } });
  const outside = await db().payment.findUniqueOrThrow({ where: { id: payment.id } });
  const ledgerInTx = await tx.ledgerTransaction.count({ where: { paymentId: payment.id } });
  return { step, orderId: order.id, paymentId: payment.id, statusInTx: inTx.status, ledgerInTx, statusOutside: outside.status, reason };
}

const fakeGoods: OrderKindHandler = {
  revenueSource: async () => 'PRODUCT',
  async paid(tx, order, payment) {
    const view = await look(tx, 'paid', order, payment);
    if (behaviour === 'throw') throw new Error('the goods could not be handed over');
    seen.push(view);
    return {
      fulfilled: behaviour === 'fulfil',
      afterCommit: async () => {
        const committed = await db().payment.findUniqueOrThrow({ where: { id: payment.id } });
        seen.push({ step: 'after commit', orderId: order.id, paymentId: payment.id, statusOutside: committed.status });
      },
    };
  },
  async failed(tx, order, payment, reason) {
    seen.push(await look(tx, 'failed', order, payment, reason));
  },
  async refunded(tx, order, payment) {
    seen.push(await look(tx, 'refunded', order, payment));
  },
};

beforeAll(async () => {
  app = await startTestApp(database.current.url);
  app.orderKinds.register(FAKE_KIND, fakeGoods);
});
afterAll(async () => app?.close());
beforeEach(() => {
  seen = [];
  behaviour = 'fulfil';
});

// Steps seen for one payment: a webhook of an earlier test's payment may still be applied while this one runs.
const stepsOf = (paymentId: string) => seen.filter((s) => s.paymentId === paymentId).map((s) => s.step);

async function buyer(cardNumber: string = TEST_CARDS.SUCCEEDS) {
  const w = await community();
  const card = await registerCard(app, w.user, cardNumber);
  const row = await db().paymentCard.findUniqueOrThrow({ where: { id: rawId(card.id) }, select: { id: true, billingKey: true } });
  const draft: OrderDraft = { kind: FAKE_KIND, userId: w.user.id, clubId: w.club.id, amount: 12000, buyer: BUYER, title: 'Club · Acrylic stand' };
  return { w, card: row, draft };
}

describe('order kinds', () => {
  it('calls the handler of the order kind inside the payment transaction, then its after-commit step', async () => {
    const { card, draft } = await buyer();
    const { payment, result } = await payByCard(draft, card);
    expect(result.status).toBe('PAID');
    expect(payment.status).toBe('PAID');
    const order = await db().order.findUniqueOrThrow({ where: { id: payment.orderId } });
    expect(order).toMatchObject({ kind: FAKE_KIND, title: 'Club · Acrylic stand', amount: 12000 });
    // Inside: already paid with its ledger written; outside, not yet (nothing committed).
    expect(seen).toEqual([
      { step: 'paid', orderId: order.id, paymentId: payment.id, statusInTx: 'PAID', ledgerInTx: 1, statusOutside: 'PROCESSING', reason: undefined },
      { step: 'after commit', orderId: order.id, paymentId: payment.id, statusOutside: 'PAID' },
    ]);
    await expectBalancedLedger();
  });

  it('writes nothing when the handler throws: the payment stays unpaid and no ledger rows exist', async () => {
    const { card, draft } = await buyer();
    behaviour = 'throw';
    await expect(payByCard(draft, card)).rejects.toThrow('the goods could not be handed over');
    const payment = await db().payment.findFirstOrThrow({ where: { order: { userId: draft.userId, kind: FAKE_KIND } } });
    expect(payment).toMatchObject({ status: 'PROCESSING', paidAt: null });
    expect(await db().ledgerTransaction.count({ where: { paymentId: payment.id } })).toBe(0);
    expect(await db().ledgerEntry.count({ where: { transaction: { paymentId: payment.id } } })).toBe(0);
    expect(seen).toEqual([]);

    // Once the handler works, the gateway's view applied again completes it. The test gateway's webhook,
    // retried after the failure, may apply it first; either way it is applied once, and the after-commit
    // step of whichever applied it runs after that commit.
    behaviour = 'fulfil';
    const remote = await paymentGateway().getPayment(payment.id);
    await applyGatewayPayment(remote!, null);
    expect((await db().payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('PAID');
    expect(await db().ledgerTransaction.count({ where: { paymentId: payment.id } })).toBe(1);
    await expect.poll(() => stepsOf(payment.id)).toEqual(['paid', 'after commit']);
    await expectBalancedLedger();
  });

  it('refunds an order its handler can no longer fulfil, telling the handler', async () => {
    const { card, draft } = await buyer();
    behaviour = 'refuse';
    const { payment } = await payByCard(draft, card);
    expect((await db().payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('REFUNDED');
    expect(seen.filter((s) => s.paymentId === payment.id).map((s) => [s.step, s.statusInTx ?? s.statusOutside])).toEqual([
      ['paid', 'PAID'],
      ['after commit', 'PAID'],
      ['refunded', 'REFUNDED'],
    ]);
    await expectBalancedLedger();
  });

  it('tells the handler of a declined charge with the reason, in the same transaction', async () => {
    const { card, draft } = await buyer(TEST_CARDS.FAILS_LATER);
    const { payment, result } = await payByCard(draft, card);
    expect(result.status).toBe('FAILED');
    expect(seen.filter((s) => s.paymentId === payment.id)).toEqual([
      expect.objectContaining({ step: 'failed', statusInTx: 'FAILED', statusOutside: 'PROCESSING', reason: result.failureReason }),
    ]);
  });

  it('refuses an order of a kind nobody registered, before anything is written or charged', async () => {
    const { card, draft } = await buyer();
    await expect(payByCard({ ...draft, kind: 'NOBODY_SELLS_THIS' }, card)).rejects.toThrow('No handler is registered for order kind NOBODY_SELLS_THIS');
    expect(await db().order.count({ where: { userId: draft.userId } })).toBe(0);
  });

  it('refuses to register a kind twice', () => {
    expect(() => app.orderKinds.register(FAKE_KIND, fakeGoods)).toThrow('registered twice');
  });
});
