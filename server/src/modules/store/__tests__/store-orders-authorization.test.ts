// Who reads store orders: the buyer, the club's owner and administrators (sessions); nobody else (a guest,
// another user, another club's member or owner). API tokens need ORDERS_READ and act as their user (an
// administrator's token is an ordinary user); checkout is for browser sessions only. The owner sees the buyer's
// phone, e-mail and address only on goods, and of a deleted buyer only the address of goods still to ship.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub } from '../../../testing/fixtures.ts';
import { communityWorld, gid, signedIn, tokenHeaders, type Data } from '../../clubs/__tests__/community-helpers.ts';
import { BUYER, testGateway } from '../../payments/__tests__/payment-helpers.ts';
import { applyGatewayPayment } from '../../payments/payments.service.ts';
import { DELETED_USER_NAME } from '../../accounts/account-mail.ts';
import { ticketProduct } from '../../tickets/__tests__/ticket-helpers.ts';
import { markStoreOrderShipped } from '../store-fulfilment.ts';
import { checkoutStore } from '../store-orders.ts';
import { createProduct } from './store-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

type Role =
  | 'guest'
  | 'user'
  | 'buyer'
  | 'subscriber'
  | 'owner'
  | 'otherOwner'
  | 'admin'
  | 'buyerToken'
  | 'ownerToken'
  | 'ownerTokenNoOrders'
  | 'adminToken'
  | 'ownerTokenWrite'
  | 'otherOwnerTokenWrite';
const ROLES: Role[] = [
  'guest',
  'user',
  'buyer',
  'subscriber',
  'owner',
  'otherOwner',
  'admin',
  'buyerToken',
  'ownerToken',
  'ownerTokenNoOrders',
  'adminToken',
  'ownerTokenWrite',
  'otherOwnerTokenWrite',
];

/** Who may read the buyer's Order (node(Order)): the buyer and administrators' sessions; a token never acts as an administrator. */
const ORDER_READERS: Record<Role, boolean> = {
  guest: false,
  user: false,
  buyer: true,
  subscriber: false,
  owner: false,
  otherOwner: false,
  admin: true,
  buyerToken: true,
  ownerToken: false,
  ownerTokenNoOrders: false,
  adminToken: false,
  ownerTokenWrite: false,
  otherOwnerTokenWrite: false,
};

/** The club's owner, in a session and through tokens with ORDERS_READ. */
const OWNERS: Role[] = ['owner', 'ownerToken', 'ownerTokenWrite'];

async function world() {
  const w = await communityWorld();
  const other = await signedIn({ role: 'CREATOR', nickname: 'Other owner' });
  await createClub({ ownerId: other.user.id });
  const headers: Record<Role, Record<string, string>> = {
    guest: {},
    user: w.outsider.headers,
    buyer: w.member.headers,
    subscriber: w.subscriber.headers,
    owner: w.owner.headers,
    otherOwner: other.headers,
    admin: w.admin.headers,
    buyerToken: await tokenHeaders(w.member.user.id, ['ORDERS_READ', 'PAYMENTS_READ', 'CLUBS_READ']),
    ownerToken: await tokenHeaders(w.owner.user.id, ['ORDERS_READ', 'CLUBS_READ']),
    ownerTokenNoOrders: await tokenHeaders(w.owner.user.id, ['CLUBS_READ', 'PAYMENTS_READ']),
    adminToken: await tokenHeaders(w.admin.user.id, ['ORDERS_READ', 'CLUBS_READ']),
    ownerTokenWrite: await tokenHeaders(w.owner.user.id, ['ORDERS_READ', 'ORDERS_WRITE', 'CLUBS_READ']),
    otherOwnerTokenWrite: await tokenHeaders(other.user.id, ['ORDERS_READ', 'ORDERS_WRITE', 'CLUBS_READ']),
  };
  const product = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Voice pack', price: 8_000, stock: 20 });
  const payment = await checkoutStore(w.member.user, { lines: [{ productId: product.id, quantity: 1 }], method: 'VIRTUAL_ACCOUNT', buyer: BUYER, agreed: true });
  return { w, headers, product, orderId: payment.orderId };
}

async function read(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const { body } = await graphql<Data>(app, { query, variables }, headers);
  return body;
}

describe('store order reads', () => {
  it('show an order to its buyer, the club owner and administrators; tokens need ORDERS_READ', async () => {
    const { headers, orderId } = await world();
    const expected: Record<Role, boolean | string> = {
      guest: false,
      user: false,
      buyer: true,
      subscriber: false,
      owner: true,
      otherOwner: false,
      admin: true,
      buyerToken: true,
      ownerToken: true,
      ownerTokenNoOrders: 'SCOPE_REQUIRED',
      adminToken: false,
      ownerTokenWrite: true,
      otherOwnerTokenWrite: false,
    };
    const Q = `query ($id: ID!) { node(id: $id) { ... on StoreOrder { orderNumber buyer { name phone } lines { productName quantity } } } }`;
    for (const role of ROLES) {
      const body = await read(Q, { id: gid('StoreOrder', orderId) }, headers[role]);
      const want = expected[role];
      if (typeof want === 'string') {
        expect(body.errors?.map((e) => e.extensions?.code), role).toContain(want);
        expect(body.data?.node?.buyer ?? null, role).toBeNull();
        continue;
      }
      expect(body.errors, role).toBeUndefined();
      // A voice pack: the club's owner is told the buyer's name, not their phone (the next describe).
      const phone = OWNERS.includes(role) ? null : BUYER.phone;
      if (want) expect(body.data!.node, role).toMatchObject({ buyer: { name: BUYER.name, phone }, lines: [{ productName: 'Voice pack', quantity: 1 }] });
      else expect(body.data!.node, role).toBeNull();
    }
  });

  it('list a club’s orders to its owner and administrators only (empty for everyone else)', async () => {
    const { w, headers } = await world();
    const expected: Record<Role, number | string> = {
      guest: 'UNAUTHENTICATED',
      user: 0,
      buyer: 0,
      subscriber: 0,
      owner: 1,
      otherOwner: 0,
      admin: 1,
      buyerToken: 0,
      ownerToken: 1,
      ownerTokenNoOrders: 'SCOPE_REQUIRED',
      adminToken: 0,
      ownerTokenWrite: 1,
      otherOwnerTokenWrite: 0,
    };
    const Q = `query ($uri: String!) { club(uri: $uri) { ... on Club { storeOrders(first: 10) { totalCount edges { node { buyer { email } } } } } } }`;
    for (const role of ROLES) {
      const body = await read(Q, { uri: w.club.uri }, headers[role]);
      const want = expected[role];
      if (typeof want === 'string') {
        expect(body.errors?.map((e) => e.extensions?.code), role).toContain(want);
        continue;
      }
      expect(body.errors, role).toBeUndefined();
      expect(body.data!.club.storeOrders.totalCount, role).toBe(want);
      expect(body.data!.club.storeOrders.edges, role).toHaveLength(want);
    }
  });

  it('give the buyer’s Order and its payment attempts only to those who may read the Order itself', async () => {
    // The owner manages the store order but may not read the buyer's Order (node gives null), so its
    // payment attempts (a deposit's virtual account) stay out of reach through StoreOrder.order too.
    const { w, headers, orderId } = await world();
    const orderRule = ORDER_READERS;
    const ORDER = `query ($id: ID!) { node(id: $id) { ... on Order { orderNumber } } }`;
    const THROUGH_STORE = `query ($id: ID!) { node(id: $id) { ... on StoreOrder { orderNumber order { club { name } payments { status virtualAccount { accountNumber } } } } } }`;
    for (const role of ROLES) {
      const direct = await read(ORDER, { id: gid('Order', orderId) }, headers[role]);
      expect(!!direct.data?.node, `${role}: node(Order)`).toBe(orderRule[role]);
      const body = await read(THROUGH_STORE, { id: gid('StoreOrder', orderId) }, headers[role]);
      const storeOrder = body.data?.node;
      if (!storeOrder) continue; // the store order itself is refused (the test above)
      if (orderRule[role]) {
        expect(storeOrder.order, role).toMatchObject({ club: { name: w.club.name }, payments: [{ status: 'WAITING_FOR_DEPOSIT' }] });
        expect(storeOrder.order.payments[0].virtualAccount.accountNumber, role).toMatch(/^\d+$/);
      } else {
        expect(storeOrder.order, role).toBeNull();
      }
    }
  });

  it('let the buyer reach the order from their payment', async () => {
    const { headers } = await world();
    const body = await read(`{ myPayments(first: 5) { edges { node { status storeOrder { stockState lines { productName } } } } } }`, {}, headers.buyer);
    expect(body.errors).toBeUndefined();
    expect(body.data!.myPayments.edges).toEqual([{ node: { status: 'WAITING_FOR_DEPOSIT', storeOrder: { stockState: 'HELD', lines: [{ productName: 'Voice pack' }] } } }]);
  });
});

describe('store checkout access', () => {
  it('is for signed-in browser sessions: guests are told to sign in, API tokens are refused', async () => {
    const { headers, product } = await world();
    const CHECKOUT = `mutation ($input: CheckoutStoreInput!) { checkoutStore(input: $input) { __typename } }`;
    const input = { lines: [{ productId: gid('Product', product.id), quantity: 1 }], method: 'VIRTUAL_ACCOUNT', buyer: BUYER, agreeToOrderTerms: true };
    const expected: Record<Role, string> = {
      guest: 'UNAUTHENTICATED',
      user: 'CheckoutStoreSuccess',
      buyer: 'CheckoutStoreSuccess',
      subscriber: 'CheckoutStoreSuccess',
      owner: 'OwnerCannotBuyError',
      otherOwner: 'CheckoutStoreSuccess',
      admin: 'CheckoutStoreSuccess',
      buyerToken: 'FORBIDDEN',
      ownerToken: 'FORBIDDEN',
      ownerTokenNoOrders: 'FORBIDDEN',
      adminToken: 'FORBIDDEN',
      ownerTokenWrite: 'FORBIDDEN',
      otherOwnerTokenWrite: 'FORBIDDEN',
    };
    for (const role of ROLES) {
      const body = await read(CHECKOUT, { input }, headers[role]);
      const got = body.errors ? String(body.errors[0].extensions?.code) : body.data!.checkoutStore.__typename;
      expect(got, role).toBe(expected[role]);
    }
  });
});

describe('after-checkout mutations and the buyer’s orders', () => {
  it('let only the club owner and administrators ship and deliver (tokens with ORDERS_WRITE) and refund (sessions only)', async () => {
    const { headers, orderId } = await world();
    await db().storeOrder.update({ where: { orderId }, data: { fulfilment: 'PREPARING', hasGoods: true } });
    const ship: Record<Role, string> = {
      guest: 'UNAUTHENTICATED',
      user: 'NotFoundError',
      buyer: 'ForbiddenError',
      subscriber: 'NotFoundError',
      owner: 'MarkStoreOrderShippedSuccess',
      otherOwner: 'NotFoundError',
      admin: 'MarkStoreOrderShippedSuccess',
      buyerToken: 'SCOPE_REQUIRED',
      ownerToken: 'SCOPE_REQUIRED',
      ownerTokenNoOrders: 'SCOPE_REQUIRED',
      adminToken: 'SCOPE_REQUIRED',
      ownerTokenWrite: 'MarkStoreOrderShippedSuccess',
      // A token never acts as an administrator, and another club's owner does not see the order.
      otherOwnerTokenWrite: 'NotFoundError',
    };
    const refund: Record<Role, string> = {
      ...ship,
      owner: 'RefundStoreOrderSuccess',
      admin: 'RefundStoreOrderSuccess',
      buyerToken: 'FORBIDDEN',
      ownerToken: 'FORBIDDEN',
      ownerTokenNoOrders: 'FORBIDDEN',
      adminToken: 'FORBIDDEN',
      ownerTokenWrite: 'FORBIDDEN',
      otherOwnerTokenWrite: 'FORBIDDEN',
    };
    const SHIP = `mutation ($input: MarkStoreOrderShippedInput!) { markStoreOrderShipped(input: $input) { __typename } }`;
    const DELIVER = `mutation ($input: MarkStoreOrderDeliveredInput!) { markStoreOrderDelivered(input: $input) { __typename } }`;
    const REFUND = `mutation ($input: RefundStoreOrderInput!) { refundStoreOrder(input: $input) { __typename } }`;
    const id = gid('StoreOrder', orderId);
    const outcome = (body: Data, field: string) => (body.errors ? String(body.errors[0].extensions?.code) : body.data![field].__typename);
    for (const role of ROLES) {
      const body = await read(SHIP, { input: { orderId: id, carrier: 'HANJIN', trackingNumber: '123456789012' } }, headers[role]);
      expect(outcome(body, 'markStoreOrderShipped'), `ship ${role}`).toBe(ship[role]);
    }
    for (const role of ROLES) {
      const body = await read(DELIVER, { input: { orderId: id } }, headers[role]);
      expect(outcome(body, 'markStoreOrderDelivered'), `deliver ${role}`).toBe(ship[role].replace('Shipped', 'Delivered'));
    }
    for (const role of ROLES) {
      const body = await read(REFUND, { input: { orderId: id, reason: 'Sorry' } }, headers[role]);
      expect(outcome(body, 'refundStoreOrder'), `refund ${role}`).toBe(refund[role]);
    }
  });

  it('show an Order (node, nodes, myOrders) to its buyer and administrators’ sessions; tokens need PAYMENTS_READ', async () => {
    const { headers, orderId } = await world();
    const expected = ORDER_READERS;
    const FIELDS = `... on Order { orderNumber kind buyer { email } storeOrder { fulfilment lines { productName } } }`;
    for (const role of ROLES) {
      for (const [query, pick] of [
        [`query ($id: ID!) { node(id: $id) { ${FIELDS} } }`, (d: Data) => d.node],
        [`query ($id: ID!) { nodes(ids: [$id]) { ${FIELDS} } }`, (d: Data) => d.nodes[0]],
      ] as const) {
        const body = await read(query, { id: gid('Order', orderId) }, headers[role]);
        const want = expected[role];
        if (typeof want === 'string') {
          expect(body.errors?.map((e) => e.extensions?.code), role).toContain(want);
          continue;
        }
        expect(body.errors, role).toBeUndefined();
        if (want) expect(pick(body.data!), role).toMatchObject({ kind: 'STORE', buyer: { email: BUYER.email }, storeOrder: { fulfilment: 'AWAITING_PAYMENT', lines: [{ productName: 'Voice pack' }] } });
        else expect(pick(body.data!), role).toBeNull();
      }
      const mine = await read(`{ myOrders(first: 5) { totalCount edges { node { kind } } } }`, {}, headers[role]);
      if (role === 'guest') expect(mine.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      else if (role === 'ownerToken' || role === 'adminToken') expect(mine.errors?.[0].extensions?.code, role).toBe('SCOPE_REQUIRED');
      else if (role === 'ownerTokenWrite' || role === 'otherOwnerTokenWrite') expect(mine.errors?.[0].extensions?.code, role).toBe('SCOPE_REQUIRED');
      else expect(mine.data!.myOrders.totalCount, role).toBe(role === 'buyer' || role === 'buyerToken' ? 1 : 0);
    }
  });
});

describe('what the club’s owner sees of the buyer (audit 1, F8: data minimisation)', () => {
  const ADDRESS = { recipientName: 'Kim Minji', recipientPhone: '01099998888', postalCode: '04524', address1: '1 Sejong-daero, Jung-gu, Seoul', address2: '3F' };
  const FIELDS = `orderNumber buyer { name phone email accountDeleted } shippingAddress { recipientName recipientPhone postalCode address1 address2 }`;
  const NODE = `query ($id: ID!) { node(id: $id) { ... on StoreOrder { ${FIELDS} } } }`;
  const LIST = `query ($uri: String!) { club(uri: $uri) { ... on Club { storeOrders(first: 10) { edges { node { ${FIELDS} } } } } } }`;
  const FULL = { name: BUYER.name, phone: BUYER.phone, email: BUYER.email, accountDeleted: false };
  const NAME_ONLY = { name: BUYER.name, phone: null, email: null, accountDeleted: false };
  const DELETED = { name: DELETED_USER_NAME.en, phone: null, email: null, accountDeleted: true };
  const SHIPS_TO = { recipientName: ADDRESS.recipientName, recipientPhone: ADDRESS.recipientPhone, postalCode: ADDRESS.postalCode, address1: ADDRESS.address1, address2: '3F' };

  /** The buyer's paid orders: goods to ship, goods shipped, a voice pack and a ticket. */
  async function orders() {
    const { w, headers, orderId: packOrderId } = await world();
    const hoodie = await createProduct({ clubId: w.club.id, name: 'Hoodie', price: 59_000, stock: 5 });
    const ticket = await ticketProduct(w.club.id);
    const paid = async (productId: string, shippingAddress?: typeof ADDRESS) => {
      const payment = await checkoutStore(w.member.user, { lines: [{ productId, quantity: 1 }], method: 'VIRTUAL_ACCOUNT', buyer: BUYER, shippingAddress, agreed: true });
      await applyGatewayPayment((await testGateway().deposit(payment.accountNumber!))!, null);
      return payment.orderId;
    };
    // The world's voice pack, awaiting its deposit, is paid too (an unpaid order would hold the buyer's account).
    const { accountNumber } = await db().payment.findFirstOrThrow({ where: { orderId: packOrderId } });
    await applyGatewayPayment((await testGateway().deposit(accountNumber!))!, null);
    const ids = { toShip: await paid(hoodie.id, ADDRESS), shipped: await paid(hoodie.id, ADDRESS), pack: packOrderId, ticket: await paid(ticket.id) };
    await markStoreOrderShipped({ id: w.owner.user.id, role: 'CREATOR' }, { orderId: ids.shipped, carrier: 'HANJIN', trackingNumber: '123456789012' });
    return { w, headers, ids };
  }

  /** Each order as `role` reads it through node(id), and for the owner's roles through Club.storeOrders too. */
  async function readAll(role: Role, w: Awaited<ReturnType<typeof orders>>['w'], headers: Record<Role, Record<string, string>>, ids: Record<string, string>) {
    const seen: Record<string, Data> = {};
    for (const [key, orderId] of Object.entries(ids)) {
      const body = await read(NODE, { id: gid('StoreOrder', orderId) }, headers[role]);
      expect(body.errors, `${role} ${key}`).toBeUndefined();
      seen[key] = body.data!.node;
    }
    if (OWNERS.includes(role)) {
      const body = await read(LIST, { uri: w.club.uri }, headers[role]);
      expect(body.errors, role).toBeUndefined();
      const listed = body.data!.club.storeOrders.edges.map((e: Data) => e.node);
      for (const [key, node] of Object.entries(seen)) expect(listed.find((n: Data) => n.orderNumber === node.orderNumber), `${role} lists ${key}`).toEqual(node);
    }
    return seen;
  }

  it('shows the owner (session or ORDERS_READ token) the phone, e-mail and address only on goods; the name on packs and tickets', async () => {
    const { w, headers, ids } = await orders();
    for (const role of OWNERS) {
      const seen = await readAll(role, w, headers, ids);
      expect(seen.toShip, role).toMatchObject({ buyer: FULL, shippingAddress: SHIPS_TO });
      expect(seen.shipped, role).toMatchObject({ buyer: FULL, shippingAddress: SHIPS_TO });
      // The platform delivers a pack and mails about a ticket; the door may check the ticket buyer's name.
      expect(seen.pack, role).toMatchObject({ buyer: NAME_ONLY, shippingAddress: null });
      expect(seen.ticket, role).toMatchObject({ buyer: NAME_ONLY, shippingAddress: null });
    }
    // The buyer (session or token) and administrators' sessions read everything they entered.
    for (const role of ['buyer', 'buyerToken', 'admin'] as const) {
      const seen = await readAll(role, w, headers, ids);
      for (const key of ['pack', 'ticket']) expect(seen[key], `${role} ${key}`).toMatchObject({ buyer: FULL, shippingAddress: null });
      for (const key of ['toShip', 'shipped']) expect(seen[key], `${role} ${key}`).toMatchObject({ buyer: FULL, shippingAddress: SHIPS_TO });
    }
  });

  it('hides a deleted buyer from the owner but for the address of goods still to ship; administrators still see all', async () => {
    const { w, headers, ids } = await orders();
    const deleted = await read(`mutation { deleteAccount(input: { confirmation: "DELETE" }) { __typename } }`, {}, headers.buyer);
    expect(deleted.data?.deleteAccount, JSON.stringify(deleted.errors)).toEqual({ __typename: 'DeleteAccountSuccess' });
    for (const role of OWNERS) {
      const seen = await readAll(role, w, headers, ids);
      expect(seen.toShip, role).toMatchObject({ buyer: DELETED, shippingAddress: SHIPS_TO });
      expect(seen.shipped, role).toMatchObject({ buyer: DELETED, shippingAddress: null });
      expect(seen.pack, role).toMatchObject({ buyer: DELETED, shippingAddress: null });
      expect(seen.ticket, role).toMatchObject({ buyer: DELETED, shippingAddress: null });
    }
    // Once shipped, the deleted buyer's address is gone from the owner's view too.
    await markStoreOrderShipped({ id: w.owner.user.id, role: 'CREATOR' }, { orderId: ids.toShip, carrier: 'HANJIN', trackingNumber: '123456789013' });
    expect((await readAll('owner', w, headers, { toShip: ids.toShip })).toShip).toMatchObject({ buyer: DELETED, shippingAddress: null });
    const admin = await readAll('admin', w, headers, ids);
    for (const key of ['toShip', 'shipped']) expect(admin[key], key).toMatchObject({ buyer: { ...FULL, accountDeleted: true }, shippingAddress: SHIPS_TO });
    for (const key of ['pack', 'ticket']) expect(admin[key], key).toMatchObject({ buyer: { ...FULL, accountDeleted: true }, shippingAddress: null });
  });
});
