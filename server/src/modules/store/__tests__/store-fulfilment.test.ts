// After checkout (issue 12): goods orders are PREPARING once paid, the club's owner marks them SHIPPED with
// a Korean courier and a tracking number (checked, errors naming the field) and DELIVERED; orders without
// goods are COMPLETE on payment; the owner refunds a paid order through payments (ledger reversed and summing
// to zero, the creator's pending balance back to zero, stock back on the shelf; a deposit's share held, and
// its goods not shipped but back on sale, once, while the refund waits for the buyer's account). Transitions are
// conditional: double clicks and races do nothing twice, a refunded order cannot be shipped, nor refunded
// twice. The buyer is notified (in the app and by e-mail) on shipped and refunded; paymentStatusChanged
// serves store orders. Also: stock edits by the owner never undo concurrent checkouts, and an owner
// cannot buy from their own store.
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { community, type Data, gql, type Person, subscribe, warmUp, wsClient } from '../../comments/__tests__/community-helpers.ts';
import { until } from '../../../testing/waiting.ts';
import { BUYER, expectBalancedLedger, rawId, registerCard, testGateway } from '../../payments/__tests__/payment-helpers.ts';
import { applyGatewayPayment } from '../../payments/payments.service.ts';
import { splitPayment } from '../../revenue/ledger.service.ts';
import { revenueSummary } from '../../revenue/revenue.service.ts';
import { runEarningsRelease } from '../../revenue/revenue.setup.ts';
import { updateProduct } from '../store.service.ts';
import { createProduct } from './store-helpers.ts';

const database = setupTestDatabase();
let app: App;
const clients: Client[] = [];
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await app?.close();
});

const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const ADDRESS = { recipientName: 'Kim Minji', recipientPhone: '01012345678', postalCode: '04524', address1: '1 Sejong-daero, Jung-gu, Seoul' };

const CHECKOUT = `mutation ($input: CheckoutStoreInput!) { checkoutStore(input: $input) { __typename
  ... on CheckoutStoreSuccess { payment { id status storeOrder { id fulfilment needsShipping } } }
  ... on Error { code message } } }`;

const SHIP = `mutation ($input: MarkStoreOrderShippedInput!) { markStoreOrderShipped(input: $input) { __typename
  ... on MarkStoreOrderShippedSuccess { storeOrder { id fulfilment carrier carrierName trackingNumber shippedAt } }
  ... on Error { code message } ... on InvalidInputError { field } ... on TrackingNumberInvalidError { field } ... on OrderStateError { fulfilment } } }`;
const DELIVER = `mutation ($input: MarkStoreOrderDeliveredInput!) { markStoreOrderDelivered(input: $input) { __typename
  ... on MarkStoreOrderDeliveredSuccess { storeOrder { id fulfilment deliveredAt } } ... on Error { code } } }`;
const REFUND = `mutation ($input: RefundStoreOrderInput!) { refundStoreOrder(input: $input) { __typename
  ... on RefundStoreOrderSuccess { storeOrder { id fulfilment refundReason refundedAt stockState refundRequested } }
  ... on Error { code } ... on InvalidInputError { field } ... on OrderStateError { fulfilment } } }`;

async function call(who: Person, query: string, input: Data) {
  const body = await gql(app, who, query, { input });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return Object.values(body.data!)[0] as Data;
}

async function world() {
  const w = await community();
  const hoodie = await createProduct({ clubId: w.club.id, name: 'Hoodie', price: 59_000, shippingFee: 3000, options: [{ name: 'M', stock: 5 }, { name: 'L', stock: 5 }] });
  const [m] = await db().productOption.findMany({ where: { productId: hoodie.id }, orderBy: { position: 'asc' } });
  const pack = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Voice pack', price: 8_000, stock: 10 });
  return { w, hoodie, m, pack };
}

async function buyHoodie(who: Person, hoodieId: string, optionId: string, quantity = 1) {
  const card = await registerCard(app, who);
  const result = await call(who, CHECKOUT, {
    buyer: BUYER,
    agreeToOrderTerms: true,
    lines: [{ productId: gid('Product', hoodieId), optionId, quantity }],
    method: 'CARD',
    cardId: card.id,
    shippingAddress: ADDRESS,
  });
  expect(result.__typename).toBe('CheckoutStoreSuccess');
  return result.payment as Data;
}

const optionStock = async (id: string) => (await db().productOption.findUniqueOrThrow({ where: { id } })).stock;

describe('fulfilment of store orders', () => {
  it('prepares paid goods, ships them once with a tracking number, notifies the buyer, then delivers', async () => {
    const { w, hoodie, m, pack } = await world();
    const payment = await buyHoodie(w.member, hoodie.id, m.id);
    expect(payment.storeOrder).toMatchObject({ fulfilment: 'PREPARING', needsShipping: true });
    const orderId = payment.storeOrder.id;

    // Without goods nothing ships: complete on payment.
    const card = await registerCard(app, w.user);
    const digital = await call(w.user, CHECKOUT, { buyer: BUYER, agreeToOrderTerms: true, lines: [{ productId: gid('Product', pack.id), quantity: 1 }], method: 'CARD', cardId: card.id });
    expect(digital.payment.storeOrder).toMatchObject({ fulfilment: 'COMPLETE', needsShipping: false });
    expect(await call(w.owner, SHIP, { orderId: digital.payment.storeOrder.id, carrier: 'CJ_LOGISTICS', trackingNumber: '123456789012' })).toMatchObject({
      __typename: 'OrderStateError',
      code: 'ORDER_STATE_CONFLICT',
      fulfilment: 'COMPLETE',
    });

    // Input rules name their field.
    expect(await call(w.owner, SHIP, { orderId, carrier: 'CJ_LOGISTICS', trackingNumber: '12-34' })).toMatchObject({ code: 'TRACKING_NUMBER_INVALID', field: 'trackingNumber' });
    expect(await call(w.owner, SHIP, { orderId, carrier: 'CJ_LOGISTICS', trackingNumber: '1234567890123456789012' })).toMatchObject({ code: 'TRACKING_NUMBER_INVALID' });
    expect(await call(w.owner, SHIP, { orderId, carrier: 'CJ_LOGISTICS', trackingNumber: '' })).toMatchObject({ code: 'REQUIRED', field: 'trackingNumber' });
    expect(await call(w.owner, SHIP, { orderId, carrier: 'OTHER', trackingNumber: '123456789012' })).toMatchObject({ code: 'REQUIRED', field: 'carrierName' });
    // The buyer cannot ship their own order.
    expect(await call(w.member, SHIP, { orderId, carrier: 'HANJIN', trackingNumber: '123456789012' })).toMatchObject({ code: 'FORBIDDEN' });

    // A double click: two at once, one shipment and one notification.
    const [a, b] = await Promise.all([
      call(w.owner, SHIP, { orderId, carrier: 'CJ_LOGISTICS', trackingNumber: '6012-3456-7890' }),
      call(w.owner, SHIP, { orderId, carrier: 'CJ_LOGISTICS', trackingNumber: '601234567890' }),
    ]);
    for (const r of [a, b]) expect(r).toMatchObject({ __typename: 'MarkStoreOrderShippedSuccess', storeOrder: { fulfilment: 'SHIPPED', carrier: 'CJ_LOGISTICS', carrierName: 'CJ대한통운', trackingNumber: '601234567890' } });
    const notices = await db().notification.findMany({ where: { recipientId: w.member.id, kind: 'ORDER_SHIPPED' } });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ orderId: rawId(orderId), carrierName: 'CJ대한통운', trackingNumber: '601234567890' });
    await until(() => db().mailMessage.findMany({ where: { to: w.member.email } }), (mails) => mails.some((m) => m.text.includes('601234567890')));
    // Another tracking number now is a conflict, not a silent overwrite.
    expect(await call(w.owner, SHIP, { orderId, carrier: 'HANJIN', trackingNumber: '999999999999' })).toMatchObject({ code: 'ORDER_STATE_CONFLICT', fulfilment: 'SHIPPED' });

    // The buyer reads it on the order.
    const read = await gql(app, w.member, `query ($id: ID!) { node(id: $id) { ... on StoreOrder { fulfilment carrierName trackingNumber viewerCanManage } } }`, { id: orderId });
    expect(read.data!.node).toEqual({ fulfilment: 'SHIPPED', carrierName: 'CJ대한통운', trackingNumber: '601234567890', viewerCanManage: false });

    const delivered = await Promise.all([call(w.owner, DELIVER, { orderId }), call(w.admin, DELIVER, { orderId })]);
    for (const r of delivered) expect(r).toMatchObject({ __typename: 'MarkStoreOrderDeliveredSuccess', storeOrder: { fulfilment: 'DELIVERED' } });
  });

  it('refunds a paid order once: ledger reversed to zero, the creator’s pending balance reversed, stock back, buyer notified; no shipping after', async () => {
    const { w, hoodie, m } = await world();
    const payment = await buyHoodie(w.member, hoodie.id, m.id, 2);
    const orderId = payment.storeOrder.id;
    const paymentId = rawId(payment.id);
    expect(await optionStock(m.id)).toBe(3);
    const pending = () =>
      db().ledgerEntry.aggregate({ where: { clubId: w.club.id, account: 'CREATOR_PENDING', transaction: { paymentId } }, _sum: { amount: true } });
    expect((await pending())._sum.amount).toBeGreaterThan(0);

    expect(await call(w.owner, REFUND, { orderId, reason: ' ' })).toMatchObject({ code: 'REQUIRED', field: 'reason' });
    const results = await Promise.all([call(w.owner, REFUND, { orderId, reason: 'Out of print' }), call(w.owner, REFUND, { orderId, reason: 'Out of print' })]);
    for (const r of results) expect(r).toMatchObject({ __typename: 'RefundStoreOrderSuccess', storeOrder: { fulfilment: 'REFUNDED', refundReason: 'Out of print', stockState: 'RELEASED', refundRequested: false } });
    expect(await optionStock(m.id)).toBe(5);
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('REFUNDED');
    const kinds = (await db().ledgerTransaction.findMany({ where: { paymentId }, orderBy: { createdAt: 'asc' } })).map((t) => t.kind);
    expect(kinds).toEqual(['PAYMENT', 'REFUND']);
    const sum = await db().ledgerEntry.aggregate({ where: { transaction: { paymentId } }, _sum: { amount: true } });
    expect(sum._sum.amount).toBe(0);
    expect((await pending())._sum.amount).toBe(0);
    await expectBalancedLedger();
    const notices = await db().notification.findMany({ where: { recipientId: w.member.id, kind: 'ORDER_REFUNDED' } });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ amount: 2 * 59_000 + 3000, reason: 'Out of print', orderTitle: expect.stringContaining('Hoodie (M) × 2') });

    // Refunded: no shipping, and a refund again changes nothing.
    expect(await call(w.owner, SHIP, { orderId, carrier: 'LOTTE', trackingNumber: '123456789012' })).toMatchObject({ code: 'ORDER_STATE_CONFLICT', fulfilment: 'REFUNDED' });
    expect(await call(w.owner, REFUND, { orderId, reason: 'again' })).toMatchObject({ storeOrder: { fulfilment: 'REFUNDED', refundReason: 'Out of print' } });
    expect(await optionStock(m.id)).toBe(5);
    expect(await db().ledgerTransaction.count({ where: { paymentId } })).toBe(2);
  });

  it('does not refund an unpaid deposit order, and a deposit refund waits for the buyer’s account', async () => {
    const { w, hoodie, m } = await world();
    const result = await call(w.member, CHECKOUT, {
      buyer: BUYER,
      agreeToOrderTerms: true,
      lines: [{ productId: gid('Product', hoodie.id), optionId: m.id, quantity: 1 }],
      method: 'VIRTUAL_ACCOUNT',
      shippingAddress: ADDRESS,
    });
    const orderId = result.payment.storeOrder.id;
    expect(result.payment.storeOrder.fulfilment).toBe('AWAITING_PAYMENT');
    expect(await call(w.owner, REFUND, { orderId, reason: 'No' })).toMatchObject({ code: 'ORDER_STATE_CONFLICT', fulfilment: 'AWAITING_PAYMENT' });
    expect(await call(w.owner, SHIP, { orderId, carrier: 'LOGEN', trackingNumber: '123456789012' })).toMatchObject({ code: 'ORDER_STATE_CONFLICT' });
  });

  it('refunds a paid deposit order once the buyer names a bank account (refundRequested meanwhile)', async () => {
    const { w, hoodie, m } = await world();
    const result = await call(w.member, `mutation ($input: CheckoutStoreInput!) { checkoutStore(input: $input) { __typename
      ... on CheckoutStoreSuccess { payment { id virtualAccount { accountNumber } storeOrder { id } } } } }`, {
      buyer: BUYER,
      agreeToOrderTerms: true,
      lines: [{ productId: gid('Product', hoodie.id), optionId: m.id, quantity: 2 }],
      method: 'VIRTUAL_ACCOUNT',
      shippingAddress: ADDRESS,
    });
    const paymentId = rawId(result.payment.id);
    const orderId = result.payment.storeOrder.id;
    await testGateway().deposit(result.payment.virtualAccount.accountNumber);
    await until(() => db().storeOrder.findUniqueOrThrow({ where: { orderId: rawId(orderId) } }), (o) => o.fulfilment === 'PREPARING');
    expect(await optionStock(m.id)).toBe(3);

    const refunded = await call(w.owner, REFUND, { orderId, reason: 'Sold out at the printer' });
    expect(refunded.storeOrder).toMatchObject({ fulfilment: 'PREPARING', refundRequested: true, refundReason: 'Sold out at the printer' });
    // The buyer is told why (the club's reason), not that their deposit came too late.
    expect(await db().notification.findMany({ where: { recipientId: w.member.id, kind: 'DEPOSIT_REFUND_ACCOUNT_NEEDED' }, select: { reason: true } })).toEqual([
      { reason: 'Sold out at the printer' },
    ]);
    // The refund is decided: the two hoodies are back on sale now, however long the buyer takes to name an
    // account (asking again changes nothing).
    expect(refunded.storeOrder.stockState).toBe('RELEASED');
    expect(await optionStock(m.id)).toBe(5);
    await call(w.owner, REFUND, { orderId, reason: 'Sold out at the printer' });
    expect(await optionStock(m.id)).toBe(5);
    // The money has not moved yet: the gateway pays a deposit back by transfer only.
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('PAID');

    const body = await gql(app, w.member, `mutation ($input: RefundLateDepositInput!) { refundLateDeposit(input: $input) { __typename } }`, {
      input: { paymentId: result.payment.id, bank: 'KAKAO', accountNumber: '3333012345678', holderName: 'Kim Minji' },
    });
    expect(body.data!.refundLateDeposit.__typename).toBe('RefundLateDepositSuccess');
    const order = await db().storeOrder.findUniqueOrThrow({ where: { orderId: rawId(orderId) } });
    expect(order).toMatchObject({ fulfilment: 'REFUNDED', stockState: 'RELEASED' });
    // Restocked once: the refund completing puts nothing back again.
    expect(await optionStock(m.id)).toBe(5);
    await expectBalancedLedger();
  });

  it('holds the creator’s share of a deposit order the owner refunded, released or not, and ships none of it', async () => {
    const { w, hoodie, m } = await world();
    const DEPOSIT = `mutation ($input: CheckoutStoreInput!) { checkoutStore(input: $input) { __typename
      ... on CheckoutStoreSuccess { payment { id virtualAccount { accountNumber } storeOrder { id } } } } }`;
    const buy = async () => {
      const result = await call(w.member, DEPOSIT, {
        buyer: BUYER,
        agreeToOrderTerms: true,
        lines: [{ productId: gid('Product', hoodie.id), optionId: m.id, quantity: 1 }],
        method: 'VIRTUAL_ACCOUNT',
        shippingAddress: ADDRESS,
      });
      await applyGatewayPayment((await testGateway().deposit(result.payment.virtualAccount.accountNumber))!, null);
      return { paymentId: result.payment.id as string, orderId: result.payment.storeOrder.id as string };
    };
    const nameAccount = (paymentId: string) =>
      gql(app, w.member, `mutation ($input: RefundLateDepositInput!) { refundLateDeposit(input: $input) { __typename } }`, {
        input: { paymentId, bank: 'KAKAO', accountNumber: '3333012345678', holderName: 'Kim Minji' },
      });
    const share = splitPayment(59_000 + 3000, 'VIRTUAL_ACCOUNT').creator;
    const DAY = 86_400_000;

    // Refunded before the refund window passed: never released.
    const early = await buy();
    expect((await call(w.owner, REFUND, { orderId: early.orderId, reason: 'Out of stock' })).storeOrder).toMatchObject({ fulfilment: 'PREPARING', refundRequested: true });
    expect(await call(w.owner, SHIP, { orderId: early.orderId, carrier: 'LOGEN', trackingNumber: '123456789012' })).toMatchObject({ code: 'ORDER_STATE_CONFLICT' });
    await runEarningsRelease(new Date(Date.now() + 8 * DAY));
    expect(await revenueSummary(w.owner.id)).toMatchObject({ onHold: share, withdrawable: 0 });

    // Refunded after its share was released: taken back out of what is withdrawable.
    const late = await buy();
    await runEarningsRelease(new Date(Date.now() + 8 * DAY));
    expect(await revenueSummary(w.owner.id)).toMatchObject({ onHold: share, withdrawable: share });
    await call(w.owner, REFUND, { orderId: late.orderId, reason: 'Out of stock' });
    expect(await revenueSummary(w.owner.id)).toMatchObject({ onHold: 2 * share, withdrawable: 0 });
    await runEarningsRelease(new Date(Date.now() + 30 * DAY));
    expect(await revenueSummary(w.owner.id)).toMatchObject({ onHold: 2 * share, withdrawable: 0 });

    // The buyer names accounts: both refunds complete and the creator owes nothing.
    for (const { paymentId } of [early, late]) expect((await nameAccount(paymentId)).data!.refundLateDeposit.__typename).toBe('RefundLateDepositSuccess');
    expect(await revenueSummary(w.owner.id)).toMatchObject({ gross: 0, totalEarned: 0, pending: 0, onHold: 0, withdrawable: 0 });
    const balances = await db().ledgerBalance.findMany({ where: { clubId: w.club.id, account: { in: ['CREATOR_PENDING', 'CREATOR_AVAILABLE'] } } });
    expect(balances.map((b) => Number(b.amount))).toEqual([0, 0]);
    expect(await optionStock(m.id)).toBe(5);
    await expectBalancedLedger();
  });

  it('serves store orders on paymentStatusChanged (a refund by the owner turns up live)', async () => {
    const { w, hoodie, m } = await world();
    const payment = await buyHoodie(w.member, hoodie.id, m.id);
    const paymentId = rawId(payment.id);
    await until(() => db().paymentWebhookEvent.count({ where: { paymentId } }), (n) => n >= 1);
    const client = wsClient(app, w.member);
    clients.push(client);
    const sub = subscribe<{ paymentStatusChanged: Data }>(client, 'subscription ($id: ID!) { paymentStatusChanged(paymentId: $id) { status storeOrder { fulfilment stockState } } }', { id: payment.id });
    await warmUp(sub, () => app.pubsub.publish('payment:statusChanged', paymentId, { status: 'PAID' }), (e) => e.paymentStatusChanged.status === 'PAID');
    await call(w.owner, REFUND, { orderId: payment.storeOrder.id, reason: 'Damaged' });
    const [event] = await sub.next(1, 10_000);
    expect(event.paymentStatusChanged).toEqual({ status: 'REFUNDED', storeOrder: { fulfilment: 'REFUNDED', stockState: 'RELEASED' } });
  });

  it('lists the buyer’s orders of every kind with their state, and the owner’s orders by filter', async () => {
    const { w, hoodie, m, pack } = await world();
    const shipped = await buyHoodie(w.member, hoodie.id, m.id);
    await call(w.owner, SHIP, { orderId: shipped.storeOrder.id, carrier: 'EPOST', trackingNumber: '1234567890123' });
    await buyHoodie(w.member, hoodie.id, m.id);
    const card = await registerCard(app, w.member);
    await call(w.member, CHECKOUT, { buyer: BUYER, agreeToOrderTerms: true, lines: [{ productId: gid('Product', pack.id), quantity: 1 }], method: 'CARD', cardId: card.id });
    const mine = await gql(app, w.member, `{ myOrders(first: 10) { totalCount edges { node { kind title amount paymentStatus storeOrder { fulfilment trackingNumber } } } } }`);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.myOrders.totalCount).toBe(3);
    expect(mine.data!.myOrders.edges.map((e: Data) => e.node.storeOrder.fulfilment)).toEqual(['COMPLETE', 'PREPARING', 'SHIPPED']);
    const list = async (filter: string) => {
      const body = await gql(app, w.owner, `query ($uri: String!, $filter: StoreOrderFilter) { club(uri: $uri) { ... on Club { storeOrders(first: 10, filter: $filter) { totalCount edges { node { fulfilment } } } } } }`, {
        uri: w.club.uri,
        filter,
      });
      return body.data!.club.storeOrders.edges.map((e: Data) => e.node.fulfilment);
    };
    expect(await list('TO_SHIP')).toEqual(['PREPARING']);
    expect(await list('SHIPPED')).toEqual(['SHIPPED']);
    expect(await list('ALL')).toEqual(['COMPLETE', 'PREPARING', 'SHIPPED']);
  });
});

describe('owner stock edits and own-store purchases', () => {
  it('never undoes checkouts that ran while the owner edited the stock (real PostgreSQL, concurrent)', async () => {
    const { w, hoodie, m } = await world();
    const [, l] = await db().productOption.findMany({ where: { productId: hoodie.id }, orderBy: { position: 'asc' } });
    const owner = await db().user.findUniqueOrThrow({ where: { id: w.owner.id } });
    const input = (stock: number, stockSeen?: number) => ({
      name: 'Hoodie',
      description: '',
      imageFileIds: [],
      price: 59_000,
      shippingFee: 3000,
      options: [
        { id: m.id, name: 'M', stock, stockSeen },
        { id: l.id, name: 'L', stock: 5, stockSeen: 5 },
      ],
    });
    // The owner saw M at 5 and adds 10 (→ 15) while four buyers each take one.
    const buyers = await Promise.all([0, 1, 2, 3].map(() => community().then((c) => c.user)));
    const cards = await Promise.all(buyers.map((b) => registerCard(app, b)));
    await Promise.all([
      updateProduct(owner, hoodie.id, input(15, 5)),
      ...buyers.map((b, i) =>
        call(b, CHECKOUT, { buyer: BUYER, agreeToOrderTerms: true, lines: [{ productId: gid('Product', hoodie.id), optionId: m.id, quantity: 1 }], method: 'CARD', cardId: cards[i].id, shippingAddress: ADDRESS }),
      ),
    ]);
    expect(await optionStock(m.id)).toBe(15 - 4);
    const sold = await db().storeOrderLine.aggregate({ where: { optionId: m.id, order: { stockState: 'SOLD' } }, _sum: { quantity: true } });
    expect(sold._sum.quantity).toBe(4);

    // Setting to 0 what the owner saw as 11 while one more sells: 10 − 11 would go below zero → STOCK_CHANGED, nothing written.
    await buyHoodie(w.member, hoodie.id, m.id);
    await expect(updateProduct(owner, hoodie.id, input(0, 11))).rejects.toMatchObject({ code: 'STOCK_CHANGED', field: 'options.0.stock' });
    expect(await optionStock(m.id)).toBe(10);
    // Through GraphQL: the typed error names the field.
    const body = await gql(app, w.owner, `mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { __typename ... on Error { code } ... on StockChangedError { field } } }`, {
      input: { productId: gid('Product', hoodie.id), ...input(0, 11) },
    });
    expect(body.data!.updateProduct).toEqual({ __typename: 'StockChangedError', code: 'STOCK_CHANGED', field: 'options.0.stock' });
  });

  it('applies product-level stock edits as a difference too', async () => {
    const { w, pack } = await world();
    const owner = await db().user.findUniqueOrThrow({ where: { id: w.owner.id } });
    const file = await db().storedFile.create({ data: { ownerId: w.owner.id, kind: 'MEDIA', mimeType: 'audio/mpeg', byteSize: 3, originalName: 'a.mp3', storageKey: `k-${pack.id}` } });
    await db().product.update({ where: { id: pack.id }, data: { digitalFileIds: [file.id] } });
    await db().product.update({ where: { id: pack.id }, data: { stock: { decrement: 3 } } }); // sold meanwhile: 10 → 7
    await updateProduct(owner, pack.id, { name: 'Voice pack', description: '', imageFileIds: [], price: 8_000, stock: 20, stockSeen: 10, digitalFileIds: [file.id] });
    expect((await db().product.findUniqueOrThrow({ where: { id: pack.id } })).stock).toBe(17);
  });

  it('refuses a club owner buying from their own store, with nothing charged', async () => {
    const { w, pack } = await world();
    const card = await registerCard(app, w.owner);
    const result = await call(w.owner, CHECKOUT, { buyer: BUYER, agreeToOrderTerms: true, lines: [{ productId: gid('Product', pack.id), quantity: 1 }], method: 'CARD', cardId: card.id });
    expect(result).toMatchObject({ __typename: 'OwnerCannotBuyError', code: 'OWNER_CANNOT_BUY' });
    expect(await db().order.count({ where: { userId: w.owner.id } })).toBe(0);
    expect((await db().product.findUniqueOrThrow({ where: { id: pack.id } })).stock).toBe(10);
  });
});
