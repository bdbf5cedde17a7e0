// Tickets against refunds and late payments (audit 2: M3, L2, L3), on the real schema and the test gateway:
// a refund of an order whose tickets were checked in puts no used place back on sale and leaves those tickets
// CHECKED_IN (the door keeps saying when they were used), for the owner's and an administrator's refund
// alike; a ticket-number collision never drops a paid unit; a payment completed after the event started
// issues nothing and is refunded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { communityWorld } from '../../clubs/__tests__/community-helpers.ts';
import { BUYER, rawId, registerCard, testGateway } from '../../payments/__tests__/payment-helpers.ts';
import { applyGatewayPayment, refundLateDeposit } from '../../payments/payments.service.ts';
import { TEST_CARDS } from '../../payments/test-gateway.ts';
import { refundStoreOrder } from '../../store/store-fulfilment.ts';
import { checkoutStore } from '../../store/store-orders.ts';
import { checkInTicket, issueTickets, newTicketNumber, ticketToken } from '../tickets.service.ts';
import { buyTickets, HOUR, ticketProduct, ticketsOf } from './ticket-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 'OK';
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
}

const stockOf = async (productId: string) => (await db().product.findUniqueOrThrow({ where: { id: productId } })).stock;

describe('refunding an order whose tickets were used', () => {
  it('by card (the owner): the used place stays sold, the used ticket stays CHECKED_IN, the unused one is voided', async () => {
    const w = await communityWorld();
    const product = await ticketProduct(w.club.id, { startsInMs: 2 * HOUR });
    const card = await registerCard(app, { id: w.member.user.id, headers: w.member.headers, cookie: null });
    const payment = await checkoutStore(w.member.user, { lines: [{ productId: product.id, quantity: 2 }], method: 'CARD', cardId: rawId(card.id), buyer: BUYER, agreed: true });
    expect(await stockOf(product.id)).toBe(48);
    const [used, unused] = await ticketsOf(payment.orderId);
    // Doors are open on the event's day: one of the two is admitted.
    const at = product.eventStartsAt!;
    expect(await codeOf(checkInTicket(w.owner.user, w.club.id, ticketToken(used), at))).toBe('OK');

    const order = await refundStoreOrder(w.owner.user, { orderId: payment.orderId, reason: 'Goodwill' });
    expect(order).toMatchObject({ fulfilment: 'REFUNDED', stockState: 'RELEASED' });
    expect((await db().payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('REFUNDED');
    // One place back on sale (the unused ticket), not the admitted holder's.
    expect(await stockOf(product.id)).toBe(49);
    const after = await ticketsOf(payment.orderId);
    expect(after.map((t) => t.state)).toEqual(['CHECKED_IN', 'VOIDED']);
    expect(after[0]).toMatchObject({ checkedInAt: at, voidedAt: null });
    // The door still says when it was used; the unused one is refused as voided.
    const again = await checkInTicket(w.owner.user, w.club.id, ticketToken(used), at).catch((e: unknown) => e);
    expect(again).toMatchObject({ code: 'TICKET_ALREADY_USED' });
    expect(await codeOf(checkInTicket(w.owner.user, w.club.id, ticketToken(unused), at))).toBe('TICKET_VOIDED');
  });

  it('by deposit (an administrator): nothing used goes back on sale once the transfer completes', async () => {
    const w = await communityWorld();
    const product = await ticketProduct(w.club.id, { startsInMs: 2 * HOUR });
    await db().product.update({ where: { id: product.id }, data: { stock: 1 } });
    const { orderId, paymentId } = await buyTickets(w.member.user, product.id, 1);
    expect(await stockOf(product.id)).toBe(0);
    const [ticket] = await ticketsOf(orderId);
    const at = product.eventStartsAt!;
    expect(await codeOf(checkInTicket(w.owner.user, w.club.id, ticketToken(ticket), at))).toBe('OK');

    await refundStoreOrder(w.admin.user, { orderId, reason: 'Goodwill' });
    // Decided: the ticket is not voided, it was used.
    expect((await db().ticket.findUniqueOrThrow({ where: { id: ticket.id } })).state).toBe('CHECKED_IN');
    await refundLateDeposit(w.member.user, { paymentId, bank: 'KAKAO', accountNumber: '3333012345678', holderName: 'Kim Minji' });
    expect(await db().storeOrder.findUniqueOrThrow({ where: { orderId } })).toMatchObject({ fulfilment: 'REFUNDED', stockState: 'RELEASED' });
    // Capacity 1, one holder inside: still sold out.
    expect(await stockOf(product.id)).toBe(0);
    expect((await db().ticket.findUniqueOrThrow({ where: { id: ticket.id } })).state).toBe('CHECKED_IN');
    const again = await checkInTicket(w.owner.user, w.club.id, ticketToken(ticket), at).catch((e: unknown) => e);
    expect(again).toMatchObject({ code: 'TICKET_ALREADY_USED' });
  });
});

describe('ticket numbers', () => {
  it('issues every paid unit even when a random ticket number collides with an existing one', async () => {
    const w = await communityWorld();
    const product = await ticketProduct(w.club.id);
    const [existing] = await ticketsOf((await buyTickets(w.member.user, product.id, 1)).orderId);
    // A second order of two, not paid yet: its tickets are issued here with a draw whose first number repeats
    // the existing ticket's.
    const payment = await checkoutStore(w.subscriber.user, { lines: [{ productId: product.id, quantity: 2 }], method: 'VIRTUAL_ACCOUNT', buyer: BUYER, agreed: true });
    const [line] = await db().storeOrderLine.findMany({ where: { orderId: payment.orderId } });
    const draws = [existing.ticketNumber];
    const nextNumber = () => draws.shift() ?? newTicketNumber();
    const order = { orderId: payment.orderId, holderId: w.subscriber.user.id, clubId: w.club.id, lines: [{ lineId: line.id, productId: product.id, quantity: 2 }] };
    expect(await db().$transaction((tx) => issueTickets(tx, order, new Date(), nextNumber))).toBe(2);
    const tickets = await ticketsOf(payment.orderId);
    expect(tickets.map((t) => t.unit)).toEqual([0, 1]);
    expect(tickets.map((t) => t.ticketNumber)).not.toContain(existing.ticketNumber);
    // Issuing again (the handler running twice) adds nothing and keeps the numbers.
    expect(await db().$transaction((tx) => issueTickets(tx, order, new Date()))).toBe(0);
    expect((await ticketsOf(payment.orderId)).map((t) => t.ticketNumber)).toEqual(tickets.map((t) => t.ticketNumber));
  });
});

describe('a payment completed after the event started', () => {
  it('a declined card reported paid after the start issues no ticket and is refunded', async () => {
    const w = await communityWorld();
    const product = await ticketProduct(w.club.id, { startsInMs: 2 * HOUR });
    const card = await registerCard(app, { id: w.member.user.id, headers: w.member.headers, cookie: null }, TEST_CARDS.FAILS_LATER);
    const failed = await checkoutStore(w.member.user, { lines: [{ productId: product.id, quantity: 1 }], method: 'CARD', cardId: rawId(card.id), buyer: BUYER, agreed: true }).catch(
      (e: { paymentId?: string }) => e,
    );
    const paymentId = (failed as { paymentId: string }).paymentId;
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('FAILED');
    // Three hours later (the event started an hour ago) the gateway reports the charge paid after all.
    const later = new Date(Date.now() + 3 * HOUR);
    await db().testGatewayPayment.update({ where: { id: paymentId }, data: { status: 'PAID', paidAt: later, failureReason: null } });
    await applyGatewayPayment((await testGateway().getPayment(paymentId))!, null, later);
    const payment = await db().payment.findUniqueOrThrow({ where: { id: paymentId } });
    expect({ status: payment.status, tickets: (await ticketsOf(payment.orderId)).length }).toEqual({ status: 'REFUNDED', tickets: 0 });
    expect(await db().storeOrder.findUniqueOrThrow({ where: { orderId: payment.orderId } })).toMatchObject({ stockState: 'RELEASED', fulfilment: 'REFUNDED' });
    expect(await stockOf(product.id)).toBe(50);
  });

  it('held stock paid after the start (a charge settled late) is not sold and no ticket is issued', async () => {
    const w = await communityWorld();
    const product = await ticketProduct(w.club.id, { startsInMs: 3 * HOUR });
    const payment = await checkoutStore(w.member.user, { lines: [{ productId: product.id, quantity: 1 }], method: 'VIRTUAL_ACCOUNT', buyer: BUYER, agreed: true });
    const order = await db().order.findUniqueOrThrow({ where: { id: payment.orderId } });
    const handler = app.orderKinds.handlerOf('STORE');
    const kindPayment = { id: payment.id, method: 'CARD' as const, cardId: null, amount: order.amount };
    const late = await db().$transaction((tx) => handler.paid(tx, order, kindPayment, new Date(product.eventStartsAt!.getTime() + 60_000)));
    expect(late.fulfilled).toBe(false);
    expect(await db().storeOrder.findUniqueOrThrow({ where: { orderId: order.id } })).toMatchObject({ stockState: 'HELD', fulfilment: 'AWAITING_PAYMENT' });
    expect(await ticketsOf(order.id)).toEqual([]);
    // In time, the same order sells.
    const inTime = await db().$transaction((tx) => handler.paid(tx, order, kindPayment, new Date()));
    expect(inTime.fulfilled).toBe(true);
    expect(await ticketsOf(order.id)).toHaveLength(1);
  });
});
