// DESIGN 5.9: every administrator action is written to the audit log. An administrator may run any club as
// its owner would (its details, plans, products, orders and ticket door); each such write in a club someone
// else owns is recorded, in the write's transaction, and a repeat that changes nothing is not. The owner's
// own writes are not administrator actions and leave no record.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub, createUser } from '../../../testing/fixtures.ts';
import { gql, person, type Person } from '../../comments/__tests__/community-helpers.ts';
import { BUYER, testGateway } from '../../payments/__tests__/payment-helpers.ts';
import { applyGatewayPayment } from '../../payments/payments.service.ts';
import { makeClubPublic, updateClub } from '../../clubs/clubs.service.ts';
import { archivePlan, createPlan, reorderPlans, updatePlan } from '../../memberships/memberships.service.ts';
import { markStoreOrderDelivered, markStoreOrderShipped } from '../../store/store-fulfilment.ts';
import { checkoutStore } from '../../store/store-orders.ts';
import { createProduct, setProductArchived, updateProduct } from '../../store/store.service.ts';
import { checkInTicket, ticketToken, validityWindow } from '../../tickets/tickets.service.ts';
import { buyTickets, HOUR, ticketProduct, ticketsOf } from '../../tickets/__tests__/ticket-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const ADDRESS = { recipientName: 'Kim Minji', recipientPhone: '01012345678', postalCode: '04524', address1: '1 Sejong-daero, Jung-gu, Seoul' };
const PRODUCT = { name: 'Acrylic stand', description: 'A stand', imageFileIds: [], price: 15_000, shippingFee: 3_000, options: [{ name: 'One size', stock: 10 }] };

/** A club of `owner` with a product on sale and a paid goods order waiting to ship. */
async function clubWithOrder(owner: Viewer) {
  const club = await createClub({ ownerId: owner.id, isPublic: false });
  const product = await createProduct(owner, club.id, 'GOODS', PRODUCT);
  const option = await db().productOption.findFirstOrThrow({ where: { productId: product.id } });
  const buyer = await createUser();
  // A private club's store is closed to fans; the order is bought while it is public for a moment.
  await db().club.update({ where: { id: club.id }, data: { isPublic: true } });
  const payment = await checkoutStore(buyer, { lines: [{ productId: product.id, optionId: option.id, quantity: 1 }], method: 'VIRTUAL_ACCOUNT', buyer: BUYER, agreed: true, shippingAddress: ADDRESS });
  await applyGatewayPayment((await testGateway().deposit(payment.accountNumber!))!, null);
  await db().club.update({ where: { id: club.id }, data: { isPublic: false } });
  return { club, product, option, orderId: payment.orderId };
}

/** Everything an owner does to run a club, done by `actor` (the owner or an administrator). */
async function runTheClub(actor: Viewer, owner: Viewer) {
  const { club, product, option, orderId } = await clubWithOrder(owner);
  await updateClub(actor, { clubId: club.id, name: 'Renamed club', themeColor: '#FF5A8C' });
  await makeClubPublic(actor, club.id);
  await makeClubPublic(actor, club.id); // already public: nothing changes
  const gold = await createPlan(actor, club.id, { name: 'Gold', monthlyPrice: 9_900, level: 2, benefits: [] });
  const silver = await createPlan(actor, club.id, { name: 'Silver', monthlyPrice: 4_900, level: 1, benefits: [] });
  await updatePlan(actor, gold.id, { monthlyPrice: 12_900 });
  await reorderPlans(actor, club.id, [silver.id, gold.id]);
  await archivePlan(actor, silver.id);
  await archivePlan(actor, silver.id); // already archived
  const poster = await createProduct(actor, club.id, 'GOODS', { ...PRODUCT, name: 'Poster', options: [{ name: 'A2', stock: 3 }] });
  await updateProduct(actor, product.id, { ...PRODUCT, price: 16_000, options: [{ id: option.id, name: 'One size', stock: 12, stockSeen: 9 }] });
  await setProductArchived(actor, poster.id, true);
  await setProductArchived(actor, poster.id, true); // already archived
  await setProductArchived(actor, poster.id, false);
  const shipment = { orderId, carrier: 'CJ_LOGISTICS', trackingNumber: '1234-5678-9012' } as const;
  await markStoreOrderShipped(actor, shipment);
  await markStoreOrderShipped(actor, shipment); // a double click
  await markStoreOrderDelivered(actor, orderId);
  await markStoreOrderDelivered(actor, orderId);

  const event = await ticketProduct(club.id, { startsInMs: HOUR });
  const fan = await createUser();
  const [ticket] = await ticketsOf((await buyTickets(fan, event.id)).orderId);
  const window = validityWindow({ eventStartsAt: event.eventStartsAt!, validFromMinute: null, validUntilMinute: null });
  await checkInTicket(actor, club.id, ticketToken(ticket), new Date(Math.max(window.from.getTime(), Date.now() - 1000) + 500));
  return { club, gold, silver, poster, product, orderId, ticket };
}

const entriesBy = (actorId: string) =>
  db().auditLog.findMany({ where: { actorId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { action: true, targetType: true, targetId: true, details: true } });

describe('an administrator running someone else’s club', () => {
  it('leaves one audit record per change, with the club and what changed; repeats that change nothing leave none', async () => {
    const owner = await createUser({ role: 'CREATOR' });
    const admin = await createUser({ role: 'ADMIN' });
    const w = await runTheClub(admin, owner);
    const club = { clubId: w.club.id };
    expect(await entriesBy(admin.id)).toEqual([
      { action: 'club.update', targetType: 'Club', targetId: w.club.id, details: { fields: ['name', 'themeColor'] } },
      { action: 'club.publish', targetType: 'Club', targetId: w.club.id, details: {} },
      { action: 'plan.create', targetType: 'Plan', targetId: w.gold.id, details: { ...club, name: 'Gold', monthlyPrice: 9_900, level: 2 } },
      { action: 'plan.create', targetType: 'Plan', targetId: w.silver.id, details: { ...club, name: 'Silver', monthlyPrice: 4_900, level: 1 } },
      { action: 'plan.update', targetType: 'Plan', targetId: w.gold.id, details: { ...club, changes: { monthlyPrice: 12_900 } } },
      { action: 'plan.reorder', targetType: 'Club', targetId: w.club.id, details: { planIds: [w.silver.id, w.gold.id] } },
      { action: 'plan.archive', targetType: 'Plan', targetId: w.silver.id, details: club },
      { action: 'product.create', targetType: 'Product', targetId: w.poster.id, details: { ...club, kind: 'GOODS', name: 'Poster', price: 15_000 } },
      { action: 'product.update', targetType: 'Product', targetId: w.product.id, details: { ...club, fields: expect.arrayContaining(['name', 'price']) } },
      { action: 'product.archive', targetType: 'Product', targetId: w.poster.id, details: { ...club, name: 'Poster' } },
      { action: 'product.restore', targetType: 'Product', targetId: w.poster.id, details: { ...club, name: 'Poster' } },
      { action: 'store_order.ship', targetType: 'StoreOrder', targetId: w.orderId, details: { ...club, carrier: 'CJ_LOGISTICS', carrierName: null, trackingNumber: '123456789012' } },
      { action: 'store_order.deliver', targetType: 'StoreOrder', targetId: w.orderId, details: club },
      { action: 'ticket.check_in', targetType: 'Ticket', targetId: w.ticket.id, details: club },
    ]);
    // The writes themselves happened.
    expect(await db().plan.findUniqueOrThrow({ where: { id: w.gold.id } })).toMatchObject({ monthlyPrice: 12_900, position: 1 });
    expect(await db().productOption.findFirstOrThrow({ where: { productId: w.product.id } })).toMatchObject({ stock: 12 });
  });

  it('refunds an order over GraphQL and the refund request is audited with its reason and amount, once', async () => {
    const owner = await createUser({ role: 'CREATOR' });
    const admin: Person = await person({ role: 'ADMIN' });
    const { club, orderId } = await clubWithOrder(owner);
    const REFUND = `mutation ($input: RefundStoreOrderInput!) { refundStoreOrder(input: $input) { __typename ... on RefundStoreOrderSuccess { storeOrder { fulfilment refundRequested } } ... on Error { code } } }`;
    const input = { orderId: encodeGlobalID('StoreOrder', orderId), reason: ' Damaged in the warehouse ' };
    for (let i = 0; i < 2; i++) {
      const res = await gql(app, admin, REFUND, { input });
      expect(res.data!.refundStoreOrder.__typename).toBe('RefundStoreOrderSuccess');
    }
    const { amount } = await db().order.findUniqueOrThrow({ where: { id: orderId } });
    expect(await entriesBy(admin.id)).toEqual([
      { action: 'store_order.refund', targetType: 'StoreOrder', targetId: orderId, details: { clubId: club.id, amount, reason: 'Damaged in the warehouse' } },
    ]);
    // And the audit log shows it to administrators.
    const LOG = `{ auditLog(action: "store_order.refund", first: 5) { edges { node { action targetId actor { id } } } } }`;
    expect((await gql(app, admin, LOG)).data!.auditLog.edges).toEqual([{ node: { action: 'store_order.refund', targetId: orderId, actor: { id: encodeGlobalID('User', admin.id) } } }]);
  });
});

describe('an administrator refunding an order in a club they own (audit 6)', () => {
  const REFUND = `mutation ($input: RefundStoreOrderInput!) { refundStoreOrder(input: $input) { __typename ... on Error { code } } }`;

  it('is audited too, but only once the gateway took the refund: a refused refund leaves no record', async () => {
    const adminOwner: Person = await person({ role: 'ADMIN' });
    const { club, orderId } = await clubWithOrder({ id: adminOwner.id, role: 'ADMIN' });
    const input = { orderId: encodeGlobalID('StoreOrder', orderId), reason: 'Damaged in the warehouse' };
    // Someone else's club, and this one: the gateway fails both refunds (it no longer knows the payments),
    // and nothing is recorded.
    const other = await clubWithOrder(await createUser({ role: 'CREATOR' }));
    const paymentIds = (await db().payment.findMany({ where: { orderId: { in: [orderId, other.orderId] } }, select: { id: true } })).map((p) => p.id);
    for (const id of paymentIds) await db().testGatewayPayment.update({ where: { id }, data: { id: `${id}-away` } });
    expect((await gql(app, adminOwner, REFUND, { input: { ...input, orderId: encodeGlobalID('StoreOrder', other.orderId) } })).errors).toBeDefined();
    expect((await gql(app, adminOwner, REFUND, { input })).errors).toBeDefined();
    for (const id of paymentIds) await db().testGatewayPayment.update({ where: { id: `${id}-away` }, data: { id } });
    expect(await entriesBy(adminOwner.id)).toEqual([]);
    expect((await gql(app, adminOwner, REFUND, { input })).data!.refundStoreOrder.__typename).toBe('RefundStoreOrderSuccess');
    const { amount } = await db().order.findUniqueOrThrow({ where: { id: orderId } });
    expect(await entriesBy(adminOwner.id)).toEqual([
      { action: 'store_order.refund', targetType: 'StoreOrder', targetId: orderId, details: { clubId: club.id, amount, reason: 'Damaged in the warehouse' } },
    ]);
  });
});

describe('the owner running their own club', () => {
  it('leaves no audit record, not even as an administrator who owns the club', async () => {
    const owner = await createUser({ role: 'CREATOR' });
    await runTheClub(owner, owner);
    const adminOwner = await createUser({ role: 'ADMIN' });
    await runTheClub(adminOwner, adminOwner);
    expect(await entriesBy(owner.id)).toEqual([]);
    expect(await entriesBy(adminOwner.id)).toEqual([]);
  });
});
