// The STORE order kind on the payments seam (DESIGN 5.5, 5.6, 9), against the real schema, PostgreSQL and
// the built-in test gateway: checkout by card and by deposit with member prices and shipping; stock taken
// before any charge, so 200 concurrent buyers of the last 100 items end with exactly 100 paid and the
// rest told "sold out" with nothing charged; a deposit holds its stock until the deadline, then releases
// it (a deposit arriving after the deadline is refunded even before the sweep closed the account);
// webhooks delivered twice and refunds after a release change nothing twice; refunds and declined
// cards restock; every input rule answers a typed error naming its field.
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { App } from '../../../app.ts';
import { PAYMENT_WEBHOOK_PATH } from '../../../http/payments-routes.ts';
import { db } from '../../../platform/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { configureRateLimits } from '../../../platform/rate-limit.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub, createUser } from '../../../testing/fixtures.ts';
import { community, type Data, gql, join, type Person, subscribe, warmUp, wsClient } from '../../comments/__tests__/community-helpers.ts';
import { until, withRowLock } from '../../../testing/waiting.ts';
import { BUYER, expectBalancedLedger, rawId, registerCard, testGateway } from '../../payments/__tests__/payment-helpers.ts';
import { applyGatewayPayment, refundPayment, sweepPayments } from '../../payments/payments.service.ts';
import { DEFAULT_TEST_WEBHOOK_SECRET, postWebhook, TEST_CARDS, webhookBody } from '../../payments/test-gateway.ts';
import { checkoutStore } from '../store-orders.ts';
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
const ADDRESS = { recipientName: 'Kim Minji', recipientPhone: '01012345678', postalCode: '04524', address1: '1 Sejong-daero, Jung-gu, Seoul', address2: '3F' };

const CHECKOUT = `mutation ($input: CheckoutStoreInput!) { checkoutStore(input: $input) { __typename
  ... on CheckoutStoreSuccess { payment { id status amount method virtualAccount { accountNumber deadline }
    storeOrder { id orderNumber amount shippingFee paymentStatus stockState buyer { name phone email }
      shippingAddress { recipientName postalCode address1 address2 } lines { productName optionName unitPrice quantity kind } } } }
  ... on Error { code message } ... on InvalidInputError { field } ... on ProductUnavailableError { field left }
  ... on PurchaseLimitError { field limit alreadyBought } } }`;

async function checkout(who: Person, input: Data) {
  const body = await gql(app, who, CHECKOUT, { input: { buyer: BUYER, agreeToOrderTerms: true, ...input } });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.checkoutStore as Data;
}

/** A club with a hoodie (sizes, member price at level 1, shipping), a ticket (limit 2) and a voice pack. */
async function world() {
  const w = await community();
  const hoodie = await createProduct({ clubId: w.club.id, name: 'Hoodie', price: 59_000, shippingFee: 3000, options: [{ name: 'M', stock: 5 }, { name: 'L', stock: 5 }] });
  await db().productMemberPrice.create({ data: { productId: hoodie.id, planLevel: 1, price: 53_000 } });
  const [m, l] = await db().productOption.findMany({ where: { productId: hoodie.id }, orderBy: { position: 'asc' } });
  const ticket = await createProduct({
    clubId: w.club.id,
    kind: 'TICKET',
    name: 'Fan meeting',
    price: 40_000,
    stock: 10,
    perBuyerLimit: 2,
    ticketFormat: 'OFFLINE',
    eventStartsAt: new Date(Date.now() + 30 * 86_400_000),
    salesCloseAt: new Date(Date.now() + 30 * 86_400_000),
    seating: 'GENERAL',
    venueName: 'Hall',
    venueAddress: 'Seoul',
  });
  const pack = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Voice pack', price: 8_000, stock: 3 });
  return { w, hoodie, m, l, ticket, pack };
}

const optionStock = async (id: string) => (await db().productOption.findUniqueOrThrow({ where: { id } })).stock;
const productStock = async (id: string) => (await db().product.findUniqueOrThrow({ where: { id } })).stock;
const stockState = async (paymentGid: string) =>
  (await db().storeOrder.findFirstOrThrow({ where: { order: { payments: { some: { id: rawId(paymentGid) } } } } })).stockState;

describe('store checkout', () => {
  it('charges a card for goods at the member price plus shipping, takes the option’s stock, and keeps the lines, buyer and address', async () => {
    const { w, hoodie, l, pack } = await world();
    const card = await registerCard(app, w.subscriber);
    const result = await checkout(w.subscriber, {
      lines: [
        { productId: gid('Product', hoodie.id), optionId: l.id, quantity: 2 },
        { productId: gid('Product', pack.id), quantity: 1 },
      ],
      method: 'CARD',
      cardId: card.id,
      shippingAddress: ADDRESS,
    });
    expect(result.__typename).toBe('CheckoutStoreSuccess');
    const payment = result.payment;
    // Member price 53,000 × 2 + 8,000 + one shipping fee of 3,000.
    expect(payment).toMatchObject({ status: 'PAID', amount: 2 * 53_000 + 8_000 + 3000, method: 'CARD' });
    expect(payment.storeOrder).toMatchObject({
      amount: 117_000,
      shippingFee: 3000,
      paymentStatus: 'PAID',
      stockState: 'SOLD',
      buyer: BUYER,
      shippingAddress: { recipientName: 'Kim Minji', postalCode: '04524', address1: ADDRESS.address1, address2: '3F' },
      lines: [
        { productName: 'Hoodie', optionName: 'L', unitPrice: 53_000, quantity: 2, kind: 'GOODS' },
        { productName: 'Voice pack', optionName: null, unitPrice: 8_000, quantity: 1, kind: 'DIGITAL' },
      ],
    });
    expect(await optionStock(l.id)).toBe(3);
    expect(await productStock(pack.id)).toBe(2);
    // The charge's own webhook arrives over HTTP afterwards and changes nothing.
    const paymentId = rawId(payment.id);
    await until(() => db().paymentWebhookEvent.count({ where: { paymentId } }), (n) => n >= 1);
    expect(await optionStock(l.id)).toBe(3);
    // Goods in the cart make it product revenue.
    expect((await db().ledgerTransaction.findMany({ where: { paymentId } })).map((t) => t.source)).toEqual(['PRODUCT']);
    await expectBalancedLedger();

    // A fan without a plan pays the list price.
    const fanCard = await registerCard(app, w.user);
    const fan = await checkout(w.user, { lines: [{ productId: gid('Product', hoodie.id), optionId: l.id, quantity: 1 }], method: 'CARD', cardId: fanCard.id, shippingAddress: ADDRESS });
    expect(fan.payment).toMatchObject({ status: 'PAID', amount: 59_000 + 3000 });
  });

  it('holds a deposit order’s stock, sells it when the deposit arrives (live on paymentStatusChanged), and a webhook delivered twice changes nothing', async () => {
    const { w, ticket } = await world();
    const result = await checkout(w.member, { lines: [{ productId: gid('Product', ticket.id), quantity: 2 }], method: 'VIRTUAL_ACCOUNT' });
    expect(result.payment).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', amount: 80_000, method: 'VIRTUAL_ACCOUNT' });
    expect(result.payment.storeOrder).toMatchObject({ stockState: 'HELD', shippingAddress: null, shippingFee: 0 });
    expect(await productStock(ticket.id)).toBe(8);
    const paymentId = rawId(result.payment.id);

    const client = wsClient(app, w.member);
    clients.push(client);
    const sub = subscribe<{ paymentStatusChanged: Data }>(client, 'subscription ($id: ID!) { paymentStatusChanged(paymentId: $id) { status storeOrder { stockState } } }', { id: result.payment.id });
    await warmUp(sub, () => app.pubsub.publish('payment:statusChanged', paymentId, { status: 'WAITING_FOR_DEPOSIT' }), (e) => e.paymentStatusChanged.status === 'WAITING_FOR_DEPOSIT');
    // The "account issued" webhook is delivered first, so no queued delivery races the test's own below.
    await until(() => db().paymentWebhookEvent.count({ where: { paymentId } }), (n) => n === 1);
    await db().testGatewayPayment.update({ where: { id: paymentId }, data: { status: 'PAID', paidAt: new Date() } });
    const delivery = { id: `msg_paid_${paymentId}`, body: webhookBody('Transaction.Paid', paymentId) };
    const url = `${app.url}${PAYMENT_WEBHOOK_PATH}`;
    const statuses = await Promise.all([postWebhook(url, DEFAULT_TEST_WEBHOOK_SECRET, delivery), postWebhook(url, DEFAULT_TEST_WEBHOOK_SECRET, delivery)]);
    expect(statuses).toEqual([200, 200]);
    const [event] = await sub.next(1, 10_000);
    expect(event.paymentStatusChanged).toEqual({ status: 'PAID', storeOrder: { stockState: 'SOLD' } });
    // Again, later, under another delivery id: still one sale, one ledger transaction.
    expect(await postWebhook(url, DEFAULT_TEST_WEBHOOK_SECRET, { id: `msg_again_${paymentId}`, body: webhookBody('Transaction.Paid', paymentId) })).toBe(200);
    expect(await productStock(ticket.id)).toBe(8);
    expect(await stockState(result.payment.id)).toBe('SOLD');
    // Tickets alone are ticket revenue.
    expect((await db().ledgerTransaction.findMany({ where: { paymentId } })).map((t) => t.source)).toEqual(['TICKET']);
    await expectBalancedLedger();
  });

  it('releases a deposit order’s stock at the deadline, once; a deposit arriving after is refunded, not restocked again', async () => {
    const { w, pack } = await world();
    const result = await checkout(w.member, { lines: [{ productId: gid('Product', pack.id), quantity: 3 }], method: 'VIRTUAL_ACCOUNT' });
    expect(await productStock(pack.id)).toBe(0);
    // Meanwhile the pack is sold out for everyone else, before any payment exists.
    const other = await checkout(w.user, { lines: [{ productId: gid('Product', pack.id), quantity: 1 }], method: 'VIRTUAL_ACCOUNT' });
    expect(other).toMatchObject({ __typename: 'ProductUnavailableError', code: 'SOLD_OUT', field: 'lines.0' });
    const availability = await gql(app, w.user, `query ($id: ID!) { node(id: $id) { ... on Product { availability } } }`, { id: gid('Product', pack.id) });
    expect(availability.data!.node.availability).toBe('SOLD_OUT');

    const afterDeadline = new Date(Date.now() + 73 * 3600_000);
    expect((await sweepPayments(afterDeadline)).expired).toBeGreaterThanOrEqual(1);
    const paymentId = rawId(result.payment.id);
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('CANCELLED');
    expect(await productStock(pack.id)).toBe(3);
    expect(await stockState(result.payment.id)).toBe('RELEASED');
    await sweepPayments(afterDeadline);
    expect(await productStock(pack.id)).toBe(3);

    // The late deposit is paid, then refunded by transfer to the fan's account: the stock stays at 3.
    await testGateway().deposit(result.payment.virtualAccount.accountNumber);
    await until(() => db().payment.findUniqueOrThrow({ where: { id: paymentId } }), (p) => p.refundAccountRequestedAt !== null);
    await refundPayment(paymentId, 'late', new Date(), { bank: 'KAKAO', number: '3333012345678', holderName: 'Kim Minji' });
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('REFUNDED');
    expect(await productStock(pack.id)).toBe(3);
    await expectBalancedLedger();
  });

  it('releases the stock of a deposit order its buyer cancels, and of one whose account was never issued', async () => {
    const { w, pack } = await world();
    const CANCEL = `mutation ($input: CancelDepositPaymentInput!) { cancelDepositPayment(input: $input) { __typename
      ... on CancelDepositPaymentSuccess { payment { status } } ... on Error { code } } }`;
    const cancel = async (who: Person, paymentId: string) => (await gql(app, who, CANCEL, { input: { paymentId } })).data!.cancelDepositPayment;
    const first = await checkout(w.member, { lines: [{ productId: gid('Product', pack.id), quantity: 2 }], method: 'VIRTUAL_ACCOUNT' });
    expect(await productStock(pack.id)).toBe(1);
    // The club's owner sells it but did not buy it: to them the payment does not exist.
    expect(await cancel(w.owner, first.payment.id)).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect(await productStock(pack.id)).toBe(1);
    expect(await cancel(w.member, first.payment.id)).toEqual({ __typename: 'CancelDepositPaymentSuccess', payment: { status: 'CANCELLED' } });
    expect(await productStock(pack.id)).toBe(3);
    expect(await stockState(first.payment.id)).toBe('RELEASED');
    expect((await testGateway().getPayment(rawId(first.payment.id)))!.status).toBe('CANCELLED');
    // Again: the same answer, nothing released twice.
    expect(await cancel(w.member, first.payment.id)).toEqual({ __typename: 'CancelDepositPaymentSuccess', payment: { status: 'CANCELLED' } });
    expect(await productStock(pack.id)).toBe(3);

    // A checkout that stopped before the gateway issued its account holds its stock for the issue's time, then the sweep lets go.
    const second = await checkout(w.member, { lines: [{ productId: gid('Product', pack.id), quantity: 3 }], method: 'VIRTUAL_ACCOUNT' });
    const paymentId = rawId(second.payment.id);
    await db().payment.update({ where: { id: paymentId }, data: { bankName: null, accountNumber: null, accountHolder: null, depositDeadline: null } });
    await db().testGatewayPayment.delete({ where: { id: paymentId } });
    await sweepPayments(new Date(Date.now() + 5 * 60_000));
    expect(await productStock(pack.id)).toBe(0);
    expect((await sweepPayments(new Date(Date.now() + 11 * 60_000))).expired).toBeGreaterThanOrEqual(1);
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('CANCELLED');
    expect(await productStock(pack.id)).toBe(3);
    await expectBalancedLedger();
  });

  it('refunds a deposit arriving after its deadline before the sweep closed the account: no tickets after the event started', async () => {
    const { w } = await world();
    const startsAt = new Date(Date.now() + 3 * 3600_000);
    const event = await createProduct({
      clubId: w.club.id,
      kind: 'TICKET',
      name: 'Tonight',
      price: 20_000,
      stock: 5,
      ticketFormat: 'OFFLINE',
      eventStartsAt: startsAt,
      salesCloseAt: startsAt,
      seating: 'GENERAL',
      venueName: 'Hall',
      venueAddress: 'Seoul',
    });
    const payment = await checkoutStore({ id: w.member.id, role: 'USER' }, {
      lines: [{ productId: event.id, quantity: 1 }],
      method: 'VIRTUAL_ACCOUNT',
      buyer: BUYER,
      agreed: true,
    });
    expect(payment.depositDeadline!.getTime()).toBe(startsAt.getTime());
    // The transfer lands four minutes after the event started; the 5-minute sweep has not run yet.
    const late = new Date(startsAt.getTime() + 4 * 60_000);
    await applyGatewayPayment((await testGateway().deposit(payment.accountNumber!, late))!, null, late);
    const after = await db().payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(after).toMatchObject({ status: 'PAID' });
    expect(after.refundAccountRequestedAt).not.toBeNull();
    expect(await db().ticket.count({ where: { orderId: payment.orderId } })).toBe(0);
    // Its refund is decided: the held ticket goes back on the shelf now, not when the buyer names an account.
    expect(await db().storeOrder.findUniqueOrThrow({ where: { orderId: payment.orderId } })).toMatchObject({ fulfilment: 'AWAITING_PAYMENT', stockState: 'RELEASED' });
    expect(await productStock(event.id)).toBe(5);
    expect(await db().pendingEarning.findUniqueOrThrow({ where: { paymentId: payment.id } })).toMatchObject({ held: true });

    await refundPayment(payment.id, 'late', late, { bank: 'KAKAO', number: '3333012345678', holderName: 'Kim Minji' });
    expect((await db().payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('REFUNDED');
    expect(await db().storeOrder.findUniqueOrThrow({ where: { orderId: payment.orderId } })).toMatchObject({ fulfilment: 'REFUNDED', stockState: 'RELEASED' });
    expect(await productStock(event.id)).toBe(5);
    await expectBalancedLedger();
  });

  it('holds deposit stock no longer than sales last, and offers only the card when they end within the hour', async () => {
    const { w } = await world();
    const closesAt = new Date(Date.now() + 5 * 3600_000);
    const lastCall = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Last call pack', price: 5_000, stock: 4, salesCloseAt: closesAt });
    const result = await checkout(w.member, { lines: [{ productId: gid('Product', lastCall.id), quantity: 1 }], method: 'VIRTUAL_ACCOUNT' });
    expect(new Date(result.payment.virtualAccount.deadline).getTime()).toBe(closesAt.getTime());
    // The sweep after sales close releases the stock (not 72 hours later).
    await sweepPayments(new Date(closesAt.getTime() + 1000));
    expect(await productStock(lastCall.id)).toBe(4);

    const startsSoon = new Date(Date.now() + 30 * 60_000);
    const doors = await createProduct({
      clubId: w.club.id,
      kind: 'TICKET',
      name: 'Tonight',
      price: 20_000,
      stock: 5,
      ticketFormat: 'ONLINE',
      eventStartsAt: startsSoon,
      seating: 'GENERAL',
    });
    const orders = await db().order.count();
    const refused = await checkout(w.member, { lines: [{ productId: gid('Product', doors.id), quantity: 1 }], method: 'VIRTUAL_ACCOUNT' });
    expect(refused).toMatchObject({ __typename: 'InvalidInputError', code: 'DEPOSIT_TOO_LATE', field: 'method' });
    expect(await db().order.count()).toBe(orders);
    expect(await productStock(doors.id)).toBe(5);
    const card = await registerCard(app, w.member, TEST_CARDS.SUCCEEDS);
    const paid = await checkout(w.member, { lines: [{ productId: gid('Product', doors.id), quantity: 1 }], method: 'CARD', cardId: card.id });
    expect(paid.payment).toMatchObject({ status: 'PAID' });
  });

  it('restocks on a refund, once, and on a declined card', async () => {
    const { w, hoodie, m } = await world();
    const card = await registerCard(app, w.user);
    const result = await checkout(w.user, { lines: [{ productId: gid('Product', hoodie.id), optionId: m.id, quantity: 3 }], method: 'CARD', cardId: card.id, shippingAddress: ADDRESS });
    expect(result.payment.status).toBe('PAID');
    expect(await optionStock(m.id)).toBe(2);
    const paymentId = rawId(result.payment.id);
    await refundPayment(paymentId, 'The buyer changed their mind');
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('REFUNDED');
    expect(await optionStock(m.id)).toBe(5);
    expect(await stockState(result.payment.id)).toBe('RELEASED');
    await refundPayment(paymentId, 'again');
    expect(await optionStock(m.id)).toBe(5);
    const kinds = (await db().ledgerTransaction.findMany({ where: { paymentId }, orderBy: { createdAt: 'asc' } })).map((t) => t.kind);
    expect(kinds).toEqual(['PAYMENT', 'REFUND']);
    await expectBalancedLedger();

    const failing = await registerCard(app, w.member, TEST_CARDS.FAILS_LATER);
    const declined = await checkout(w.member, { lines: [{ productId: gid('Product', hoodie.id), optionId: m.id, quantity: 4 }], method: 'CARD', cardId: failing.id, shippingAddress: ADDRESS });
    expect(declined).toMatchObject({ __typename: 'PaymentFailedError', code: 'PAYMENT_FAILED' });
    expect(await optionStock(m.id)).toBe(5);
  });

  it('takes the stock again when a declined card is reported paid after all, and refunds when the stock is gone', async () => {
    const { w, pack } = await world();
    const failing = await registerCard(app, w.member, TEST_CARDS.FAILS_LATER);
    const declined = async (quantity: number) => {
      const result = await checkout(w.member, { lines: [{ productId: gid('Product', pack.id), quantity }], method: 'CARD', cardId: failing.id });
      expect(result.code).toBe('PAYMENT_FAILED');
      const payment = await db().payment.findFirstOrThrow({ where: { order: { userId: w.member.id }, status: 'FAILED' }, orderBy: { createdAt: 'desc' } });
      return payment.id;
    };
    // The gateway reports the charge paid after all (out of order): the released stock is taken again.
    const first = await declined(2);
    expect(await productStock(pack.id)).toBe(3);
    await db().testGatewayPayment.update({ where: { id: first }, data: { status: 'PAID', paidAt: new Date(), failureReason: null } });
    await applyGatewayPayment((await testGateway().getPayment(first))!, null);
    expect((await db().payment.findUniqueOrThrow({ where: { id: first } })).status).toBe('PAID');
    expect(await productStock(pack.id)).toBe(1);

    // Another declined one, reported paid after the last item went to someone else: refunded, nothing taken.
    const second = await declined(1);
    expect(await productStock(pack.id)).toBe(1);
    await db().testGatewayPayment.update({ where: { id: second }, data: { status: 'PAID', paidAt: new Date(), failureReason: null } });
    // Meanwhile a fan buys the last one.
    const card = await registerCard(app, w.user);
    expect((await checkout(w.user, { lines: [{ productId: gid('Product', pack.id), quantity: 1 }], method: 'CARD', cardId: card.id })).payment.status).toBe('PAID');
    expect(await productStock(pack.id)).toBe(0);
    await applyGatewayPayment((await testGateway().getPayment(second))!, null);
    expect((await db().payment.findUniqueOrThrow({ where: { id: second } })).status).toBe('REFUNDED');
    expect(await productStock(pack.id)).toBe(0);
    expect((await db().storeOrder.findUniqueOrThrow({ where: { orderId: (await db().payment.findUniqueOrThrow({ where: { id: second } })).orderId } })).stockState).toBe('RELEASED');
    await expectBalancedLedger();
  });

  it('refunds a declined card reported paid after all when the buyer has since bought up to the per-buyer limit', async () => {
    const w = await community();
    const limited = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Signed voice pack', price: 8_000, stock: 50, perBuyerLimit: 2 });
    const failing = await registerCard(app, w.member, TEST_CARDS.FAILS_LATER);
    const declined = await checkout(w.member, { lines: [{ productId: gid('Product', limited.id), quantity: 2 }], method: 'CARD', cardId: failing.id });
    expect(declined.code).toBe('PAYMENT_FAILED');
    const late = await db().payment.findFirstOrThrow({ where: { order: { userId: w.member.id }, status: 'FAILED' } });
    // With the stock released, the limit lets them buy two with another card.
    const card = await registerCard(app, w.member);
    expect((await checkout(w.member, { lines: [{ productId: gid('Product', limited.id), quantity: 2 }], method: 'CARD', cardId: card.id })).payment.status).toBe('PAID');
    await db().testGatewayPayment.update({ where: { id: late.id }, data: { status: 'PAID', paidAt: new Date(), failureReason: null } });
    await applyGatewayPayment((await testGateway().getPayment(late.id))!, null);
    expect((await db().payment.findUniqueOrThrow({ where: { id: late.id } })).status).toBe('REFUNDED');
    expect(await db().storeOrder.findUniqueOrThrow({ where: { orderId: late.orderId } })).toMatchObject({ stockState: 'RELEASED' });
    expect(await productStock(limited.id)).toBe(48);
    await expectBalancedLedger();
  });

  it('sells the last 100 items to exactly 100 of 200 concurrent buyers; the others hear "sold out" and are never charged', async () => {
    const w = await community();
    const product = await createProduct({ clubId: w.club.id, name: 'Last acrylic stands', price: 15_000, stock: 100 });
    const buyers = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const user = await createUser();
        const issued = await testGateway().issueBillingKey(TEST_CARDS.SUCCEEDS);
        if (!('billingKey' in issued)) throw new Error(issued.error);
        const card = await db().paymentCard.create({ data: { userId: user.id, gateway: 'test', billingKey: issued.billingKey, brand: 'VISA', last4: '4242' } });
        return { viewer: { id: user.id, role: 'USER' as const }, card };
      }),
    );
    const outcomes = await Promise.all(
      buyers.map(({ viewer, card }) =>
        checkoutStore(viewer, { lines: [{ productId: product.id, quantity: 1 }], method: 'CARD', cardId: card.id, buyer: BUYER, shippingAddress: ADDRESS, agreed: true }).then(
          (payment) => ({ status: payment.status as string, code: null as string | null }),
          (error: unknown) => {
            if (!(error instanceof AppError)) throw error;
            return { status: null, code: error.code as string };
          },
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'PAID')).toHaveLength(100);
    expect(outcomes.filter((o) => o.code === 'SOLD_OUT')).toHaveLength(100);
    expect(await productStock(product.id)).toBe(0);
    const orders = { order: { store: { lines: { some: { productId: product.id } } } } };
    expect(await db().payment.count({ where: orders })).toBe(100);
    expect(await db().payment.count({ where: { ...orders, status: 'PAID' } })).toBe(100);
    // The gateway was asked to charge exactly the 100 buyers who got an item.
    const charged = await db().testGatewayPayment.findMany({ where: { billingKey: { in: buyers.map((b) => b.card.billingKey) } }, select: { billingKey: true } });
    expect(charged).toHaveLength(100);
    expect(await db().storeOrder.count({ where: { lines: { some: { productId: product.id } }, stockState: 'SOLD' } })).toBe(100);
    await expectBalancedLedger();
  }, 120_000);
});

describe('store checkout idempotency', () => {
  const KEYED = `mutation ($input: CheckoutStoreInput!) { checkoutStore(input: $input) { __typename
    ... on CheckoutStoreSuccess { payment { id status } } ... on PaymentFailedError { payment { id } }
    ... on Error { code } ... on InvalidInputError { field } } }`;
  const keyed = async (who: Person, input: Data) => {
    const body = await gql(app, who, KEYED, { input: { buyer: BUYER, agreeToOrderTerms: true, ...input } });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!.checkoutStore as Data;
  };
  const KEY = '5f0c6f2e-8d1a-4c3b-9e7f-1a2b3c4d5e6f';
  /** What the test gateway was asked to charge to the card. */
  const charges = async (card: Data) =>
    db().testGatewayPayment.count({ where: { billingKey: (await db().paymentCard.findUniqueOrThrow({ where: { id: rawId(card.id) } })).billingKey } });

  it('answers a double submit with its key, even two at once, with one order and one charge; the key with another cart is refused', async () => {
    const { w, pack } = await world();
    const card = await registerCard(app, w.member);
    const input = { lines: [{ productId: gid('Product', pack.id), quantity: 1 }], method: 'CARD', cardId: card.id, idempotencyKey: KEY };
    // Both submits are held at their order's insert (the buyer's row is locked) until both passed every read,
    // so both reach the order's transaction: the second waits on the key, then answers the first's order.
    let both: Data[] = [];
    await withRowLock(database.current.url, 'SELECT id FROM "User" WHERE id = $1::uuid FOR UPDATE', [w.member.id], async (lock) => {
      const submits = [keyed(w.member, input), keyed(w.member, input)];
      await lock.untilWaiting(/INSERT INTO "public"\."Order"/i, 2);
      await lock.release();
      both = await Promise.all(submits);
    });
    expect(both.map((r) => r.__typename)).toEqual(['CheckoutStoreSuccess', 'CheckoutStoreSuccess']);
    expect(both[0].payment.id).toBe(both[1].payment.id);
    const paymentId = rawId(both[0].payment.id);
    expect(await db().order.count({ where: { userId: w.member.id } })).toBe(1);
    expect(await charges(card)).toBe(1);
    expect(await productStock(pack.id)).toBe(2);
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('PAID');

    // Retried later (a timeout), it still answers that order, though the last item is gone by now.
    await db().product.update({ where: { id: pack.id }, data: { stock: 0 } });
    expect(await keyed(w.member, input)).toEqual({ __typename: 'CheckoutStoreSuccess', payment: { id: both[0].payment.id, status: 'PAID' } });
    // The key with another cart places nothing; another buyer's key of the same value is their own.
    await db().product.update({ where: { id: pack.id }, data: { stock: 2 } });
    expect(await keyed(w.member, { ...input, lines: [{ productId: gid('Product', pack.id), quantity: 2 }] })).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' });
    expect(await keyed(w.member, { ...input, method: 'VIRTUAL_ACCOUNT', cardId: null })).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await db().order.count({ where: { userId: w.member.id } })).toBe(1);
    const other = await keyed(w.user, { ...input, cardId: (await registerCard(app, w.user)).id });
    expect(other.__typename).toBe('CheckoutStoreSuccess');
    expect(other.payment.id).not.toBe(both[0].payment.id);
    // A key is a UUID.
    expect(await keyed(w.member, { ...input, idempotencyKey: 'twice' })).toMatchObject({ __typename: 'InvalidInputError', code: 'IDEMPOTENCY_KEY_INVALID', field: 'idempotencyKey' });
    await expectBalancedLedger();
  }, 30_000);

  it('answers a declined card’s repeat with the same failed payment, charging nothing more; a new key tries again', async () => {
    const { w, pack } = await world();
    const failing = await registerCard(app, w.member, TEST_CARDS.FAILS_LATER);
    const input = { lines: [{ productId: gid('Product', pack.id), quantity: 1 }], method: 'CARD', cardId: failing.id, idempotencyKey: KEY };
    const declined = await keyed(w.member, input);
    expect(declined.__typename).toBe('PaymentFailedError');
    expect(await keyed(w.member, input)).toEqual(declined);
    expect(await charges(failing)).toBe(1);
    const card = await registerCard(app, w.member);
    const paid = await keyed(w.member, { ...input, cardId: card.id, idempotencyKey: 'e3b0c442-98fc-4c14-9afb-f4c8996fb924' });
    expect(paid.payment.status).toBe('PAID');
    expect(await productStock(pack.id)).toBe(2);
  });
});

describe('store checkout input', () => {
  it('refuses every broken rule with a typed error naming its field, writing nothing', async () => {
    // More checkouts by one account than a minute allows (CHECKOUT_RATE_LIMIT, tested in store-checkout-guards).
    configureRateLimits({ limits: { checkoutByUser: { points: 100 } } });
    onTestFinished(() => configureRateLimits());
    const { w, hoodie, m, ticket, pack } = await world();
    const card = await registerCard(app, w.member);
    const goods = { lines: [{ productId: gid('Product', hoodie.id), optionId: m.id, quantity: 1 }], method: 'CARD', cardId: card.id, shippingAddress: ADDRESS };
    const refused = async (input: Data, who: Person = w.member) => checkout(who, input);
    const before = await db().order.count();

    expect(await refused({ ...goods, agreeToOrderTerms: false })).toMatchObject({ code: 'CONSENT_REQUIRED', field: 'agreement' });
    expect(await refused({ ...goods, buyer: { ...BUYER, name: ' ' } })).toMatchObject({ code: 'REQUIRED', field: 'buyer.name' });
    expect(await refused({ ...goods, buyer: { ...BUYER, phone: '010-1234-5678' } })).toMatchObject({ code: 'PHONE_INVALID', field: 'buyer.phone' });
    expect(await refused({ ...goods, buyer: { ...BUYER, email: 'minji@' } })).toMatchObject({ code: 'EMAIL_INVALID', field: 'buyer.email' });
    expect(await refused({ ...goods, lines: [] })).toMatchObject({ code: 'REQUIRED', field: 'lines' });
    expect(await refused({ ...goods, lines: [{ ...goods.lines[0], quantity: 0 }] })).toMatchObject({ code: 'INVALID_INPUT', field: 'lines.0.quantity' });
    expect(await refused({ ...goods, lines: [{ ...goods.lines[0], quantity: 101 }] })).toMatchObject({ code: 'INVALID_INPUT', field: 'lines.0.quantity' });
    // Option selection is required (spec 5), and must be the product's own.
    expect(await refused({ ...goods, lines: [{ productId: gid('Product', hoodie.id), quantity: 1 }] })).toMatchObject({ code: 'REQUIRED', field: 'lines.0.optionId' });
    expect(await refused({ ...goods, lines: [{ productId: gid('Product', pack.id), optionId: m.id, quantity: 1 }] })).toMatchObject({ code: 'INVALID_INPUT', field: 'lines.0.optionId' });
    // Goods need a shipping address, each part checked.
    expect(await refused({ ...goods, shippingAddress: null })).toMatchObject({ code: 'REQUIRED', field: 'shippingAddress' });
    expect(await refused({ ...goods, shippingAddress: { ...ADDRESS, recipientPhone: '010 1234' } })).toMatchObject({ code: 'PHONE_INVALID', field: 'shippingAddress.recipientPhone' });
    expect(await refused({ ...goods, shippingAddress: { ...ADDRESS, postalCode: '1234' } })).toMatchObject({ code: 'INVALID_INPUT', field: 'shippingAddress.postalCode' });
    expect(await refused({ ...goods, shippingAddress: { ...ADDRESS, address1: '' } })).toMatchObject({ code: 'REQUIRED', field: 'shippingAddress.address1' });
    expect(await refused({ ...goods, shippingAddress: { ...ADDRESS, recipientName: '' } })).toMatchObject({ code: 'REQUIRED', field: 'shippingAddress.recipientName' });
    // A card is chosen for CARD, and it is the buyer's own.
    expect(await refused({ ...goods, cardId: null })).toMatchObject({ code: 'CARD_REQUIRED', field: 'cardId' });
    const othersCard = await registerCard(app, w.user);
    expect(await refused({ ...goods, cardId: othersCard.id })).toMatchObject({ code: 'CARD_REQUIRED', field: 'cardId' });
    // Unknown products, and one club per order.
    expect(await refused({ ...goods, lines: [{ productId: gid('Product', '00000000-0000-4000-8000-000000000000'), quantity: 1 }] })).toMatchObject({ __typename: 'NotFoundError' });
    const elsewhere = await community();
    const foreign = await createProduct({ clubId: elsewhere.club.id, kind: 'DIGITAL', name: 'Other pack', stock: null });
    expect(await refused({ ...goods, lines: [...goods.lines, { productId: gid('Product', foreign.id), quantity: 1 }] })).toMatchObject({ code: 'INVALID_INPUT', field: 'lines' });
    // Availability on the server clock: not open, sales ended, sold out (with the spec's messages).
    const later = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Soon', salesOpenAt: new Date(Date.now() + 86_400_000) });
    expect(await refused({ ...goods, lines: [{ productId: gid('Product', later.id), quantity: 1 }] })).toMatchObject({ __typename: 'ProductUnavailableError', code: 'SALES_NOT_OPEN', message: 'Not open yet' });
    const ended = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Over', salesCloseAt: new Date(Date.now() - 1000) });
    expect(await refused({ ...goods, lines: [{ productId: gid('Product', ended.id), quantity: 1 }] })).toMatchObject({ code: 'SALES_ENDED' });
    expect(await refused({ ...goods, lines: [{ ...goods.lines[0], quantity: 6 }] })).toMatchObject({ code: 'NOT_ENOUGH_STOCK', message: 'Not as many left as asked', field: 'lines.0', left: null });
    // Member-only products are not there for fans outside the club; archived ones for nobody.
    const membersOnly = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Members pack', memberOnly: true });
    const userCard = await registerCard(app, w.user);
    expect(await refused({ lines: [{ productId: gid('Product', membersOnly.id), quantity: 1 }], method: 'CARD', cardId: userCard.id }, w.user)).toMatchObject({ __typename: 'NotFoundError' });
    const archived = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Gone', status: 'ARCHIVED' });
    expect(await refused({ ...goods, lines: [{ productId: gid('Product', archived.id), quantity: 1 }] }, w.owner)).toMatchObject({ __typename: 'NotFoundError' });
    // Per-buyer limits count this cart and what the buyer already holds.
    expect(await refused({ lines: [{ productId: gid('Product', ticket.id), quantity: 3 }], method: 'VIRTUAL_ACCOUNT' })).toMatchObject({ code: 'PURCHASE_LIMIT', limit: 2, alreadyBought: 0 });
    expect(await db().order.count()).toBe(before);
    expect((await refused({ lines: [{ productId: gid('Product', ticket.id), quantity: 1 }], method: 'VIRTUAL_ACCOUNT' })).__typename).toBe('CheckoutStoreSuccess');
    expect(await refused({ lines: [{ productId: gid('Product', ticket.id), quantity: 2 }], method: 'VIRTUAL_ACCOUNT' })).toMatchObject({ code: 'PURCHASE_LIMIT', limit: 2, alreadyBought: 1 });
    expect(await productStock(ticket.id)).toBe(9);
    expect(await optionStock(m.id)).toBe(5);
  });

  it('refuses an administrator’s session what it refuses anyone else: member-only products outside their clubs, and clubs that are not public', async () => {
    const w = await community();
    const deposit = (productId: string) => checkout(w.admin, { lines: [{ productId: gid('Product', productId), quantity: 1 }], method: 'VIRTUAL_ACCOUNT' });
    const membersOnly = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Members pack', memberOnly: true });
    const hidden = await createClub({ ownerId: w.owner.id, isPublic: false });
    const unreleased = await createProduct({ clubId: hidden.id, kind: 'DIGITAL', name: 'Unreleased pack' });
    // Seeing them (to moderate) is not buying them: refused as for a fan outside the club.
    expect(await deposit(membersOnly.id)).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    expect(await deposit(unreleased.id)).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    // Nobody buys in a club that is not public: its owner cannot either.
    expect(await checkout(w.owner, { lines: [{ productId: gid('Product', unreleased.id), quantity: 1 }], method: 'VIRTUAL_ACCOUNT' })).toMatchObject({ code: 'OWNER_CANNOT_BUY' });
    expect(await db().order.count({ where: { userId: { in: [w.admin.id, w.owner.id] } } })).toBe(0);
    // An administrator who joined the club buys its member-only products like any member.
    await join(w.club.id, w.admin.id);
    expect((await deposit(membersOnly.id)).__typename).toBe('CheckoutStoreSuccess');
  });
});
