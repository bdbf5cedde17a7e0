// A creator cannot leave buyers waiting (audit 1, F5): their account is not deleted while paid goods in a club
// they own are still to be shipped or delivered (PREPARING, SHIPPED), or valid tickets to an event whose day
// has not ended are held (a store account deletion check, ORDERS_TO_FULFIL). Once delivered, refunded or held,
// the deletion goes through. And (F6) a deposit order whose refund the owner decided is not "to ship": it is
// neither listed under TO_SHIP nor counted in ordersToShip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startOfKstDay } from '../../../platform/kst.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { until } from '../../../testing/waiting.ts';
import { community, type Data, gql, type Person } from '../../comments/__tests__/community-helpers.ts';
import { BUYER, rawId, registerCard, testGateway } from '../../payments/__tests__/payment-helpers.ts';
import { runEarningsRelease } from '../../revenue/revenue.setup.ts';
import { revenueSummary } from '../../revenue/revenue.service.ts';
import { saveSettlementAccount } from '../../revenue/settlement.service.ts';
import { approveWithdrawal, markWithdrawalPaid, requestWithdrawal } from '../../revenue/withdrawals.service.ts';
import { INDIVIDUAL } from '../../revenue/__tests__/revenue-helpers.ts';
import { buyTickets, ticketProduct, ticketsOf } from '../../tickets/__tests__/ticket-helpers.ts';
import { countOrdersToShip, ordersToFulfilDeletionCheck } from '../store.service.ts';
import { createProduct } from './store-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const ADDRESS = { recipientName: 'Kim Minji', recipientPhone: '01012345678', postalCode: '04524', address1: '1 Sejong-daero, Jung-gu, Seoul' };
const DAY = 86_400_000;

const CHECKOUT = `mutation ($input: CheckoutStoreInput!) { checkoutStore(input: $input) { __typename
  ... on CheckoutStoreSuccess { payment { id status virtualAccount { accountNumber } storeOrder { id fulfilment } } }
  ... on Error { code message } } }`;
const SHIP = `mutation ($input: MarkStoreOrderShippedInput!) { markStoreOrderShipped(input: $input) { __typename ... on Error { code } } }`;
const DELIVER = `mutation ($input: MarkStoreOrderDeliveredInput!) { markStoreOrderDelivered(input: $input) { __typename ... on Error { code } } }`;
const REFUND = `mutation ($input: RefundStoreOrderInput!) { refundStoreOrder(input: $input) { __typename
  ... on RefundStoreOrderSuccess { storeOrder { fulfilment refundRequested } } ... on Error { code } } }`;
const DELETE = `mutation { deleteAccount(input: { confirmation: "DELETE" }) { __typename ... on AccountDeletionBlockedError { reasons } } }`;

async function call(who: Person, query: string, input: Data) {
  const body = await gql(app, who, query, { input });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return Object.values(body.data!)[0] as Data;
}

/** The owner's earnings released, withdrawn and paid out, so that nothing but their orders holds the account. */
async function withdrawEverything(w: Awaited<ReturnType<typeof community>>) {
  await runEarningsRelease(new Date(Date.now() + 8 * DAY));
  const owner = { id: w.owner.id, role: 'CREATOR' as const };
  const { withdrawable } = await revenueSummary(w.owner.id);
  await saveSettlementAccount(owner, INDIVIDUAL);
  const wd = await requestWithdrawal(owner, { amount: withdrawable });
  await approveWithdrawal({ id: w.admin.id, role: 'ADMIN' }, wd.id);
  await markWithdrawalPaid({ id: w.admin.id, role: 'ADMIN' }, wd.id);
}

describe('an owner whose buyers still wait cannot delete their account', () => {
  it('refuses while paid goods are to be shipped, then on their way; allows it once delivered', async () => {
    const w = await community();
    const hoodie = await createProduct({ clubId: w.club.id, name: 'Hoodie', price: 59_000, stock: 5 });
    const card = await registerCard(app, w.member);
    const result = await call(w.member, CHECKOUT, {
      buyer: BUYER,
      agreeToOrderTerms: true,
      lines: [{ productId: gid('Product', hoodie.id), quantity: 1 }],
      method: 'CARD',
      cardId: card.id,
      shippingAddress: ADDRESS,
    });
    expect(result.payment).toMatchObject({ status: 'PAID', storeOrder: { fulfilment: 'PREPARING' } });
    const orderId = result.payment.storeOrder.id;
    await withdrawEverything(w);

    expect((await gql(app, w.owner, DELETE)).data!.deleteAccount).toEqual({ __typename: 'AccountDeletionBlockedError', reasons: ['ORDERS_TO_FULFIL'] });
    expect(await call(w.owner, SHIP, { orderId, carrier: 'LOGEN', trackingNumber: '123456789012' })).toMatchObject({ __typename: 'MarkStoreOrderShippedSuccess' });
    expect((await gql(app, w.owner, DELETE)).data!.deleteAccount).toEqual({ __typename: 'AccountDeletionBlockedError', reasons: ['ORDERS_TO_FULFIL'] });
    expect((await db().user.findUniqueOrThrow({ where: { id: w.owner.id } })).status).not.toBe('DELETED');

    expect(await call(w.owner, DELIVER, { orderId })).toMatchObject({ __typename: 'MarkStoreOrderDeliveredSuccess' });
    expect((await gql(app, w.owner, DELETE)).data!.deleteAccount).toMatchObject({ __typename: 'DeleteAccountSuccess' });
    expect((await db().user.findUniqueOrThrow({ where: { id: w.owner.id } })).status).toBe('DELETED');
  });

  it('refuses while valid tickets to an event whose day has not ended are held, not after it or once they are voided', async () => {
    const w = await community();
    const other = await community();
    const meeting = await ticketProduct(w.club.id, { startsInMs: 10 * DAY });
    const { orderId } = await buyTickets({ id: w.member.id, role: 'USER' }, meeting.id, 2);
    expect((await ticketsOf(orderId)).map((t) => t.state)).toEqual(['VALID', 'VALID']);
    const startsAt = meeting.eventStartsAt!;

    expect(await ordersToFulfilDeletionCheck(w.owner.id, db())).toEqual(['ORDERS_TO_FULFIL']);
    // To the end of the event's day (Korean time) the tickets may still admit their holders; the next day not.
    const nextDay = startOfKstDay(startsAt).getTime() + DAY;
    expect(await ordersToFulfilDeletionCheck(w.owner.id, db(), new Date(nextDay - 1))).toEqual(['ORDERS_TO_FULFIL']);
    expect(await ordersToFulfilDeletionCheck(w.owner.id, db(), new Date(nextDay))).toEqual([]);
    // The buyer and another club's owner are not held by them.
    expect(await ordersToFulfilDeletionCheck(w.member.id, db())).toEqual([]);
    expect(await ordersToFulfilDeletionCheck(other.owner.id, db())).toEqual([]);

    // Refunding the (deposit) order voids the tickets: nothing is owed to the buyer by the owner any more.
    const refunded = await call(w.owner, REFUND, { orderId: gid('StoreOrder', orderId), reason: 'Event cancelled' });
    expect(refunded).toMatchObject({ __typename: 'RefundStoreOrderSuccess', storeOrder: { refundRequested: true } });
    expect((await ticketsOf(orderId)).map((t) => t.state)).toEqual(['VOIDED', 'VOIDED']);
    expect(await ordersToFulfilDeletionCheck(w.owner.id, db())).toEqual([]);
  });
});

describe('a deposit order whose refund the owner decided', () => {
  it('is neither listed under TO_SHIP nor counted in ordersToShip, though still PREPARING', async () => {
    const w = await community();
    const hoodie = await createProduct({ clubId: w.club.id, name: 'Hoodie', price: 20_000, stock: 2 });
    const result = await call(w.member, CHECKOUT, {
      buyer: BUYER,
      agreeToOrderTerms: true,
      lines: [{ productId: gid('Product', hoodie.id), quantity: 1 }],
      method: 'VIRTUAL_ACCOUNT',
      shippingAddress: ADDRESS,
    });
    const orderId = result.payment.storeOrder.id;
    await testGateway().deposit(result.payment.virtualAccount.accountNumber);
    await until(() => db().storeOrder.findUniqueOrThrow({ where: { orderId: rawId(orderId) } }), (o) => o.fulfilment === 'PREPARING');
    const TO_SHIP = `query ($id: ID!) { node(id: $id) { ... on Club { storeOrders(filter: TO_SHIP) { totalCount edges { node { id } } } } } }`;
    const listed = async () => (await gql(app, w.owner, TO_SHIP, { id: gid('Club', w.club.id) })).data!.node.storeOrders;
    expect(await listed()).toMatchObject({ totalCount: 1, edges: [{ node: { id: orderId } }] });
    expect(await countOrdersToShip([w.club.id])).toBe(1);

    expect(await call(w.owner, REFUND, { orderId, reason: 'Out of stock' })).toMatchObject({ storeOrder: { fulfilment: 'PREPARING', refundRequested: true } });
    expect(await listed()).toEqual({ totalCount: 0, edges: [] });
    expect(await countOrdersToShip([w.club.id])).toBe(0);
    // Nor does it hold the owner's account: there is nothing left for them to ship.
    expect(await ordersToFulfilDeletionCheck(w.owner.id, db())).toEqual([]);
  });
});
