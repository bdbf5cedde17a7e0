// Ticket products and paid ticket orders for the tickets tests (through the real checkout and test gateway).
import { db } from '../../../platform/database.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { BUYER, testGateway } from '../../payments/__tests__/payment-helpers.ts';
import { applyGatewayPayment } from '../../payments/payments.service.ts';
import { checkoutStore } from '../../store/store-orders.ts';
import { createProduct } from '../../store/__tests__/store-helpers.ts';

export const HOUR = 3600_000;

/** A ticket product of a club: an offline fan meeting starting `startsInMs` from now (30 days by default). */
export async function ticketProduct(clubId: string, data: { startsInMs?: number; validFromMinute?: number; validUntilMinute?: number; format?: 'ONLINE' | 'OFFLINE'; onlineAccessUrl?: string } = {}) {
  const eventStartsAt = new Date(Date.now() + (data.startsInMs ?? 30 * 24 * HOUR));
  return createProduct({
    clubId,
    kind: 'TICKET',
    name: 'Fan meeting',
    price: 40_000,
    stock: 50,
    ticketFormat: data.format ?? 'OFFLINE',
    eventStartsAt,
    salesCloseAt: eventStartsAt,
    seating: 'GENERAL',
    venueName: 'Blue Square Hall',
    venueAddress: '294 Itaewon-ro, Yongsan-gu, Seoul',
    venueMapUrl: 'https://map.example.com/blue-square',
    validFromMinute: data.validFromMinute ?? null,
    validUntilMinute: data.validUntilMinute ?? null,
    onlineAccessUrl: data.onlineAccessUrl ?? null,
  });
}

/**
 * Buys `quantity` tickets by deposit and pays it at once; returns the order and payment ids. An event
 * starting within two hours is bought as if two hours before it (a deposit is refused within the hour).
 */
export async function buyTickets(buyer: Viewer, productId: string, quantity = 1) {
  const { eventStartsAt } = await db().product.findUniqueOrThrow({ where: { id: productId }, select: { eventStartsAt: true } });
  const at = new Date(Math.min(Date.now(), (eventStartsAt?.getTime() ?? Date.now()) - 2 * HOUR));
  const payment = await checkoutStore(buyer, { lines: [{ productId, quantity }], method: 'VIRTUAL_ACCOUNT', buyer: BUYER, agreed: true }, at);
  const remote = await testGateway().deposit(payment.accountNumber!);
  await applyGatewayPayment(remote!, null);
  return { orderId: payment.orderId, paymentId: payment.id };
}

export const ticketsOf = (orderId: string) => db().ticket.findMany({ where: { orderId }, orderBy: [{ orderLineId: 'asc' }, { unit: 'asc' }] });
