// Demo orders, so My Page's order list, the tickets page and the owner's orders screen show every state on
// first start: Minji's hoodie was delivered and her voice pack is hers to download; Haruto's hoodie is on
// its way with a tracking number and his second one waits to be shipped; Sofía holds a fan-meeting ticket.
// Each is paid (by card or deposit) and in the ledger like a real payment, dated when it happened. The
// fans and products are ones the browser journeys do not count on (per-buyer limits, first rows).
import type { Prisma } from '../server/src/generated/prisma/client.ts';
import type { PaymentMethod, RevenueSource, StoreCarrier, StoreFulfilment } from '../server/src/generated/prisma/enums.ts';
import { DEFAULT_FEES, recordPayment, vatOf } from '../server/src/modules/revenue/ledger.service.ts';
import { issueTickets } from '../server/src/modules/tickets/tickets.service.ts';

type Tx = Prisma.TransactionClient;
type Fan = { id: string; nickname: string; email: string | null };
type Line = { productName: string; optionName?: string; quantity: number };
type DemoOrder = {
  fan: Fan;
  lines: Line[];
  method: PaymentMethod;
  daysAgo: number;
  fulfilment: StoreFulfilment;
  shipped?: { daysAgo: number; carrier: StoreCarrier; trackingNumber: string };
  deliveredDaysAgo?: number;
};

const DAY = 24 * 3600_000;
const ADDRESS = { postalCode: '04524', address1: '110 Sejong-daero, Jung-gu, Seoul', address2: '3F' };

/** Like a real order number, with a suffix real ones never have (theirs are random letters and digits). */
function orderNumber(at: Date, index: number) {
  return `OS-${at.toISOString().slice(0, 10).replaceAll('-', '')}-DEMO${String(index + 1).padStart(2, '0')}`;
}

async function seedOrder(tx: Tx, clubId: string, order: DemoOrder, index: number, now: number) {
  const at = new Date(now - order.daysAgo * DAY);
  const lines = [];
  for (const line of order.lines) {
    const product = await tx.product.findFirstOrThrow({ where: { clubId, name: line.productName }, include: { options: true } });
    const option = line.optionName ? product.options.find((o) => o.name === line.optionName) : undefined;
    lines.push({ product, option, quantity: line.quantity });
  }
  const hasGoods = lines.some((l) => l.product.kind === 'GOODS');
  const shippingFee = Math.max(0, ...lines.map((l) => (l.product.kind === 'GOODS' ? l.product.shippingFee : 0)));
  const amount = lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0) + shippingFee;
  const title = lines.map((l) => `${l.product.name}${l.option ? ` (${l.option.name})` : ''} × ${l.quantity}`).join(', ');
  const created = await tx.order.create({
    data: {
      orderNumber: orderNumber(at, index),
      kind: 'STORE',
      userId: order.fan.id,
      clubId,
      title,
      amount,
      vat: vatOf(amount),
      buyerName: order.fan.nickname,
      buyerPhone: '01012345678',
      buyerEmail: order.fan.email ?? 'fan@demo.oshi.local',
      createdAt: at,
      store: {
        create: {
          clubId,
          createdAt: at,
          stockState: 'SOLD',
          shippingFee,
          hasGoods,
          fulfilment: order.fulfilment,
          ...(hasGoods ? { recipientName: order.fan.nickname, recipientPhone: '01012345678', ...ADDRESS } : {}),
          ...(order.shipped
            ? { carrier: order.shipped.carrier, trackingNumber: order.shipped.trackingNumber, shippedAt: new Date(now - order.shipped.daysAgo * DAY) }
            : {}),
          deliveredAt: order.deliveredDaysAgo == null ? null : new Date(now - order.deliveredDaysAgo * DAY),
          lines: {
            create: lines.map((l, position) => ({
              position,
              productId: l.product.id,
              optionId: l.option?.id,
              kind: l.product.kind,
              productName: l.product.name,
              optionName: l.option?.name,
              unitPrice: l.product.price,
              quantity: l.quantity,
              stockTaken: l.product.stock != null || Boolean(l.option),
            })),
          },
        },
      },
    },
    include: { store: { include: { lines: true } } },
  });
  const payment = await tx.payment.create({
    data: {
      orderId: created.id,
      method: order.method,
      status: 'PAID',
      amount,
      gateway: 'test',
      idempotencyKey: `demo:${created.id}`,
      paidAt: at,
      createdAt: at,
      ...(order.method === 'VIRTUAL_ACCOUNT' ? { bankName: 'Shinhan Bank', accountNumber: '56211234567890', accountHolder: 'Oshi (demo)' } : {}),
    },
  });
  const source: RevenueSource = hasGoods || lines.some((l) => l.product.kind !== 'TICKET') ? 'PRODUCT' : 'TICKET';
  await recordPayment(tx, payment, clubId, DEFAULT_FEES, source, { paidAt: at, recordedAt: at });
  const ticketLines = created.store!.lines.filter((l) => l.kind === 'TICKET').map((l) => ({ lineId: l.id, productId: l.productId, quantity: l.quantity }));
  if (ticketLines.length) await issueTickets(tx, { orderId: created.id, holderId: order.fan.id, clubId, lines: ticketLines }, at);
  return created;
}

/** Seeds the demo orders in Mirei's club; returns how many. */
export async function seedDemoOrders(tx: Tx, mireiClubId: string, fans: readonly Fan[], now: number) {
  const [minji, haruto, sofia] = fans;
  const orders: DemoOrder[] = [
    {
      fan: minji,
      lines: [{ productName: 'Stargazer hoodie', optionName: 'M / Navy', quantity: 1 }],
      method: 'CARD',
      daysAgo: 4,
      fulfilment: 'DELIVERED',
      shipped: { daysAgo: 3, carrier: 'CJ_LOGISTICS', trackingNumber: '601234567890' },
      deliveredDaysAgo: 1,
    },
    { fan: minji, lines: [{ productName: 'Good-night voice pack vol. 1', quantity: 1 }], method: 'CARD', daysAgo: 2, fulfilment: 'COMPLETE' },
    {
      fan: haruto,
      lines: [{ productName: 'Stargazer hoodie', optionName: 'S / Navy', quantity: 1 }],
      method: 'VIRTUAL_ACCOUNT',
      daysAgo: 3,
      fulfilment: 'SHIPPED',
      shipped: { daysAgo: 1, carrier: 'HANJIN', trackingNumber: '420987654321' },
    },
    { fan: haruto, lines: [{ productName: 'Stargazer hoodie', optionName: 'XL / Navy', quantity: 1 }], method: 'CARD', daysAgo: 1, fulfilment: 'PREPARING' },
    { fan: sofia, lines: [{ productName: 'Starlight fan meeting 2027', quantity: 1 }], method: 'VIRTUAL_ACCOUNT', daysAgo: 1, fulfilment: 'COMPLETE' },
  ];
  for (const [index, order] of orders.entries()) await seedOrder(tx, mireiClubId, order, index, now);
  return orders.length;
}
