// What happens to a store order after checkout (DESIGN 5.5, issue 12): goods are PREPARING once paid, the
// club's owner marks them SHIPPED (courier and tracking number) and DELIVERED; orders without goods are
// COMPLETE on payment. The owner may refund a paid order: the payment is refunded through payments (which
// reverse the ledger and call the store's refunded handler in the same transaction: stock back on the
// shelf, fulfilment REFUNDED). Every transition is a conditional UPDATE from the states it may leave, so a
// double click or two owners racing change nothing twice, and a refunded order cannot be shipped.
import { reportClubActivity } from '../../platform/club-activity.ts';
import type { Prisma, StoreCarrier, StoreFulfilment } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { auditedClubWrite, type AuditEntry } from '../admin/admin.service.ts';
import { notifyOrderEvents } from '../notifications/notifications.service.ts';
import { refundPayment } from '../payments/payments.service.ts';
import { OrderStateError, TrackingNumberInvalidError } from './store.errors.ts';

/** Korean couriers by their names as buyers know them (OTHER: the owner names it). */
export const CARRIER_NAMES: Record<Exclude<StoreCarrier, 'OTHER'>, string> = {
  CJ_LOGISTICS: 'CJ대한통운',
  HANJIN: '한진택배',
  LOTTE: '롯데택배',
  EPOST: '우체국택배',
  LOGEN: '로젠택배',
};
export const CARRIER_NAME_MAX = 30;
/** Tracking numbers: 8 to 20 letters and digits (hyphens and spaces as printed on labels are dropped). */
const TRACKING_NUMBER = /^[0-9A-Z]{8,20}$/;
export const REFUND_REASON_MAX = 200;

/** States a paid order can be refunded from. */
const REFUNDABLE: StoreFulfilment[] = ['PREPARING', 'SHIPPED', 'DELIVERED', 'COMPLETE'];

export function carrierNameOf(carrier: StoreCarrier | null, carrierName: string | null): string | null {
  if (!carrier) return null;
  return carrier === 'OTHER' ? carrierName : CARRIER_NAMES[carrier];
}

/** What a viewer of a store order is shown of its buyer's details (see buyerDisclosure). */
export type BuyerDisclosure = { name: boolean; contact: boolean; address: boolean };

/** Paid goods still to be sent: what markStoreOrderShipped accepts (and TO_SHIP lists). */
export function awaitsShipping(order: { hasGoods: boolean; fulfilment: StoreFulfilment; refundRequestedAt: Date | null }): boolean {
  return order.hasGoods && order.fulfilment === 'PREPARING' && order.refundRequestedAt === null;
}

/**
 * Which of a store order's buyer details a viewer who may read the order sees (audit 1, F8: data
 * minimisation). The buyer reads what they entered; an administrator's session reads everything (support,
 * disputes, refunds; a token never acts as one). The club's owner, in a session or through an ORDERS_READ
 * token alike, sees:
 * - the buyer's name on every order: it says who bought a pack, and at a ticketed event the door staff may
 *   check it against the guest list;
 * - the buyer's phone and e-mail and the shipping address (with the recipient's phone) only on orders with
 *   goods, which the owner ships and may have to ask about; a digital pack or a ticket the platform delivers
 *   and mails about itself, so the owner needs no way to reach its buyer;
 * - once the buyer deleted their account, none of it but the shipping address while the goods still wait
 *   to be shipped: the parcel they paid for must still reach them (their name then reads "Deleted user").
 */
export function buyerDisclosure(
  viewer: Viewer | null,
  order: { buyerId: string; buyerDeleted: boolean; hasGoods: boolean; fulfilment: StoreFulfilment; refundRequestedAt: Date | null },
): BuyerDisclosure {
  if (viewer && (viewer.role === 'ADMIN' || viewer.id === order.buyerId)) return { name: true, contact: true, address: true };
  if (order.buyerDeleted) return { name: false, contact: false, address: awaitsShipping(order) };
  return { name: true, contact: order.hasGoods, address: order.hasGoods };
}

/** The order, if the viewer manages its club (owner or administrator); NOT_FOUND for everyone else. */
async function managedOrder(viewer: Viewer, orderId: string) {
  const order = isUuid(orderId)
    ? await db().storeOrder.findUnique({
        where: { orderId },
        include: { order: { select: { userId: true, clubId: true, title: true, amount: true, club: { select: { ownerId: true } } } } },
      })
    : null;
  if (!order) throw new NotFoundError('No such order');
  if (viewer.role !== 'ADMIN' && viewer.id !== order.order.club.ownerId) {
    // The buyer sees their order but may not run it; everyone else does not see it at all.
    if (viewer.id === order.order.userId) throw new ForbiddenError('Only the club owner can do this');
    throw new NotFoundError('No such order');
  }
  return order;
}

export type ShipInput = { orderId: string; carrier: StoreCarrier; carrierName?: string | null; trackingNumber: string };

/** Checks a shipment's courier and tracking number; returns what to store. */
export function checkShipment(input: Omit<ShipInput, 'orderId'>) {
  let carrierName: string | null = null;
  if (input.carrier === 'OTHER') {
    carrierName = (input.carrierName ?? '').trim();
    if (!carrierName) throw new InvalidInputError('carrierName', 'Name the courier', 'REQUIRED');
    if ([...carrierName].length > CARRIER_NAME_MAX) throw new InvalidInputError('carrierName', `At most ${CARRIER_NAME_MAX} characters`);
  } else if (!(input.carrier in CARRIER_NAMES)) {
    throw new InvalidInputError('carrier', 'Choose a courier', 'REQUIRED');
  }
  const trackingNumber = input.trackingNumber.replace(/[\s-]/g, '').toUpperCase();
  if (!trackingNumber) throw new InvalidInputError('trackingNumber', 'Enter the tracking number', 'REQUIRED');
  if (!TRACKING_NUMBER.test(trackingNumber)) throw new TrackingNumberInvalidError();
  return { carrier: input.carrier, carrierName, trackingNumber };
}

/**
 * PREPARING → SHIPPED with the courier and tracking number; the buyer is notified once. The same shipment
 * again (a double click) returns the order as it is; anything else outside PREPARING is ORDER_STATE_CONFLICT.
 */
export async function markStoreOrderShipped(viewer: Viewer, input: ShipInput, now = new Date()) {
  const order = await managedOrder(viewer, input.orderId);
  const shipment = checkShipment(input);
  const { count } = await auditedClubWrite(
    viewer,
    order.order.club,
    // Goods whose refund is decided (waiting for the buyer's account) are not sent.
    (tx) =>
      tx.storeOrder.updateMany({ where: { orderId: order.orderId, fulfilment: 'PREPARING', refundRequestedAt: null }, data: { fulfilment: 'SHIPPED', ...shipment, shippedAt: now } }),
    ({ count }) => (count ? { action: 'store_order.ship', targetType: 'StoreOrder', targetId: order.orderId, details: { clubId: order.order.clubId, ...shipment } } : null),
  );
  const current = await db().storeOrder.findUniqueOrThrow({ where: { orderId: order.orderId } });
  if (count === 0) {
    const same = current.fulfilment === 'SHIPPED' && current.carrier === shipment.carrier && current.trackingNumber === shipment.trackingNumber;
    if (!same) throw new OrderStateError(current.fulfilment, current.refundRequestedAt ? 'A refunded order cannot be shipped' : 'Only an order being prepared can be shipped');
    return current;
  }
  await notifyOrderEvents([
    {
      recipientId: order.order.userId,
      kind: 'ORDER_SHIPPED',
      clubId: order.order.clubId,
      orderId: order.orderId,
      orderTitle: order.order.title,
      carrierName: carrierNameOf(shipment.carrier, shipment.carrierName),
      trackingNumber: shipment.trackingNumber,
    },
  ]);
  await reportClubActivity({ kind: 'ORDER_SHIPPED', clubId: order.order.clubId, orderId: order.orderId, orderTitle: order.order.title });
  return current;
}

/** SHIPPED → DELIVERED; already delivered returns it as it is; other states are ORDER_STATE_CONFLICT. */
export async function markStoreOrderDelivered(viewer: Viewer, orderId: string, now = new Date()) {
  const order = await managedOrder(viewer, orderId);
  const { count } = await auditedClubWrite(
    viewer,
    order.order.club,
    (tx) => tx.storeOrder.updateMany({ where: { orderId: order.orderId, fulfilment: 'SHIPPED' }, data: { fulfilment: 'DELIVERED', deliveredAt: now } }),
    ({ count }) => (count ? { action: 'store_order.deliver', targetType: 'StoreOrder', targetId: order.orderId, details: { clubId: order.order.clubId } } : null),
  );
  const current = await db().storeOrder.findUniqueOrThrow({ where: { orderId: order.orderId } });
  if (count === 0 && current.fulfilment !== 'DELIVERED') throw new OrderStateError(current.fulfilment, 'Only a shipped order can be delivered');
  return current;
}

/**
 * Refunds a paid order through payments: the gateway pays the buyer back, the ledger is reversed and the
 * store's refunded handler restocks and marks the order REFUNDED, all in payments' transaction (so it
 * happens once however often this is called). Tickets already checked in may be refunded too (goodwill),
 * but they stay CHECKED_IN and their places are not put back on sale. A deposit is refunded by transfer
 * once the buyer names an account (payments ask them); until then the order shows refundRequested. A refunded order is returned
 * as it is; an unpaid or cancelled one is ORDER_STATE_CONFLICT.
 */
export async function refundStoreOrder(viewer: Viewer, input: { orderId: string; reason: string }, now = new Date()) {
  const order = await managedOrder(viewer, input.orderId);
  const reason = input.reason.trim();
  if (!reason) throw new InvalidInputError('reason', 'Say why the order is refunded', 'REQUIRED');
  if ([...reason].length > REFUND_REASON_MAX) throw new InvalidInputError('reason', `At most ${REFUND_REASON_MAX} characters`);
  if (order.fulfilment === 'REFUNDED') return order;
  const { count } = await db().storeOrder.updateMany({ where: { orderId: order.orderId, fulfilment: { in: REFUNDABLE } }, data: { refundReason: reason } });
  if (count === 0) {
    const current = await db().storeOrder.findUniqueOrThrow({ where: { orderId: order.orderId } });
    if (current.fulfilment === 'REFUNDED') return current;
    throw new OrderStateError(current.fulfilment, 'Only a paid order can be refunded');
  }
  // Every administrator's refund is audited, in their own club too (money goes back to a buyer): in the
  // transaction that decides it, once the gateway answered (payments' refund; once however often asked).
  const audit: AuditEntry | undefined =
    viewer.role === 'ADMIN'
      ? { actorId: viewer.id, action: 'store_order.refund', targetType: 'StoreOrder', targetId: order.orderId, details: { clubId: order.order.clubId, amount: order.order.amount, reason } }
      : undefined;
  const payment = await db().payment.findFirst({ where: { orderId: order.orderId, status: { in: ['PAID', 'REFUNDED'] } }, select: { id: true, status: true } });
  if (payment?.status === 'PAID') await refundPayment(payment.id, reason, now, undefined, { audit });
  return db().storeOrder.findUniqueOrThrow({ where: { orderId: order.orderId } });
}

// ------------------------------------------------------------------ payments' handler steps

/** Paid: goods are prepared, anything else is complete (from AWAITING_PAYMENT, or CANCELLED when stock was taken again). */
export async function fulfilmentPaid(tx: Prisma.TransactionClient, orderId: string): Promise<boolean> {
  const { hasGoods } = await tx.storeOrder.findUniqueOrThrow({ where: { orderId }, select: { hasGoods: true } });
  const { count } = await tx.storeOrder.updateMany({
    where: { orderId, fulfilment: { in: ['AWAITING_PAYMENT', 'CANCELLED'] } },
    data: { fulfilment: hasGoods ? 'PREPARING' : 'COMPLETE' },
  });
  // True when goods now wait for the owner to ship them.
  return hasGoods && count > 0;
}

/** Never paid: a declined card or a deposit deadline passed. */
export async function fulfilmentCancelled(tx: Prisma.TransactionClient, orderId: string) {
  await tx.storeOrder.updateMany({ where: { orderId, fulfilment: 'AWAITING_PAYMENT' }, data: { fulfilment: 'CANCELLED' } });
}

/**
 * A refund decided but waiting for the buyer's bank account (a deposit): the order's goods are taken back
 * now (no downloads, no shipping; the handler voids its tickets and restocks). Fulfilment moves when it completes.
 */
export async function fulfilmentRefundRequested(tx: Prisma.TransactionClient, orderId: string, now: Date) {
  await tx.storeOrder.updateMany({ where: { orderId, refundRequestedAt: null }, data: { refundRequestedAt: now } });
}

/**
 * Refunded (by the owner, or by payments when a late payment could not be fulfilled): REFUNDED once, and
 * the buyer is told after the commit.
 */
export async function fulfilmentRefunded(tx: Prisma.TransactionClient, order: { id: string; userId: string; clubId: string; title: string }, amount: number, now: Date) {
  const { count } = await tx.storeOrder.updateMany({ where: { orderId: order.id, fulfilment: { not: 'REFUNDED' } }, data: { fulfilment: 'REFUNDED', refundedAt: now } });
  if (count === 0) return undefined;
  const { refundReason } = await tx.storeOrder.findUniqueOrThrow({ where: { orderId: order.id }, select: { refundReason: true } });
  return () =>
    notifyOrderEvents([{ recipientId: order.userId, kind: 'ORDER_REFUNDED', clubId: order.clubId, orderId: order.id, orderTitle: order.title, amount, reason: refundReason }]);
}
