// Store checkout guards (DESIGN 5.5), against the real schema and PostgreSQL: the buyer is charged the total
// they were shown or nothing (PRICE_CHANGED), also when the owner re-prices while the checkout runs; a user
// banned from the club buys nothing, at checkout or when their deposit arrives later; an owner's edit that
// lands between checkout's first read and its order transaction (options added or removed, archived) is
// refused with a typed error and never oversells; "not enough stock" does not tell the owner-only count, and
// an account's checkouts are rate-limited; a buyer keeps at most a few deposit orders of a club unpaid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { community, type Data, gql, type Person, sleep } from '../../comments/__tests__/community-helpers.ts';
import { BUYER, expectBalancedLedger, rawId, registerCard, testGateway } from '../../payments/__tests__/payment-helpers.ts';
import { applyGatewayPayment } from '../../payments/payments.service.ts';
import { banFromClub } from '../../blocks/blocks.service.ts';
import { CHECKOUT_RATE_LIMIT, UNPAID_DEPOSIT_ORDERS_MAX } from '../store-orders.ts';
import { withRowLock } from '../../../testing/waiting.ts';
import { createProduct } from './store-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const ADDRESS = { recipientName: 'Kim Minji', recipientPhone: '01012345678', postalCode: '04524', address1: '1 Sejong-daero' };
const CHECKOUT = `mutation ($input: CheckoutStoreInput!) { checkoutStore(input: $input) { __typename
  ... on CheckoutStoreSuccess { payment { id status amount virtualAccount { accountNumber } storeOrder { stockState lines { optionName unitPrice quantity } } } }
  ... on Error { code message } ... on InvalidInputError { field } ... on ProductUnavailableError { field left } ... on PriceChangedError { field amount }
  ... on UnpaidOrdersLimitError { field limit } ... on RateLimitedError { retryAfterSeconds } } }`;
const UPDATE = `mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { __typename ... on Error { code message } } }`;

async function checkout(who: Person, input: Data) {
  const body = await gql(app, who, CHECKOUT, { input: { buyer: BUYER, agreeToOrderTerms: true, ...input } });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.checkoutStore as Data;
}

async function update(owner: Person, productId: string, input: Data) {
  const body = await gql(app, owner, UPDATE, { input: { productId: gid('Product', productId), description: '', imageFileIds: [], ...input } });
  expect(body.data!.updateProduct.__typename).toBe('UpdateProductSuccess');
}

/** Nothing the buyer could be charged for, or that holds stock, exists. */
async function nothingBought(buyer: Person) {
  expect(await db().order.count({ where: { userId: buyer.id } })).toBe(0);
  expect(await db().payment.count({ where: { order: { userId: buyer.id } } })).toBe(0);
}

/**
 * Runs a checkout held between its first read and its order transaction (the buyer's User row is locked, so
 * the order's insert waits on it), runs `meanwhile`, then lets it go.
 */
async function racedCheckout(buyer: Person, input: Data, meanwhile: () => Promise<void>) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => (locked = r));
  const holder = db().$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${buyer.id}::uuid FOR UPDATE`;
      locked();
      await gate;
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
  await isLocked;
  const racing = gql(app, buyer, CHECKOUT, { input: { buyer: BUYER, agreeToOrderTerms: true, ...input } });
  await sleep(1500);
  await meanwhile();
  release();
  await holder;
  return racing;
}

describe('store checkout: the price the buyer saw', () => {
  it('refuses a total other than the one shown (PRICE_CHANGED) with nothing charged or held, and sells at the total shown', async () => {
    const w = await community();
    const p = await createProduct({ clubId: w.club.id, name: 'Hoodie', price: 10_000, shippingFee: 3000, options: [{ name: 'M', stock: 5 }] });
    const [m] = await db().productOption.findMany({ where: { productId: p.id } });
    // The buyer is shown 10,000 + 3,000 shipping; meanwhile the owner asks 9,000,000.
    await update(w.owner, p.id, { name: 'Hoodie', price: 9_000_000, shippingFee: 3000, options: [{ id: m.id, name: 'M', stock: 5 }] });
    const card = await registerCard(app, w.user);
    const line = { productId: gid('Product', p.id), optionId: m.id, quantity: 1 };
    const refused = await checkout(w.user, { lines: [line], method: 'CARD', cardId: card.id, shippingAddress: ADDRESS, expectedAmount: 13_000 });
    expect(refused).toMatchObject({ __typename: 'PriceChangedError', code: 'PRICE_CHANGED', field: 'expectedAmount', amount: 9_003_000 });
    await nothingBought(w.user);
    expect((await db().productOption.findUniqueOrThrow({ where: { id: m.id } })).stock).toBe(5);
    // Shown the new total, the buyer pays exactly that.
    const bought = await checkout(w.user, { lines: [line], method: 'CARD', cardId: card.id, shippingAddress: ADDRESS, expectedAmount: 9_003_000 });
    expect(bought.payment).toMatchObject({ status: 'PAID', amount: 9_003_000 });
    expect(await checkout(w.user, { lines: [line], method: 'CARD', cardId: card.id, shippingAddress: ADDRESS, expectedAmount: -1 })).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'expectedAmount',
    });
  }, 30_000);

  it('refuses a re-price that lands while the checkout runs, priced again on the locked rows in its transaction', async () => {
    const w = await community();
    const p = await createProduct({ clubId: w.club.id, kind: 'GOODS', name: 'Mug', price: 1_000, stock: 5 });
    const body = await racedCheckout(
      w.user,
      { lines: [{ productId: gid('Product', p.id), quantity: 2 }], method: 'VIRTUAL_ACCOUNT', shippingAddress: ADDRESS, expectedAmount: 2_000 },
      () => update(w.owner, p.id, { name: 'Mug', price: 5_000, stock: 5 }),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.checkoutStore).toMatchObject({ __typename: 'PriceChangedError', code: 'PRICE_CHANGED', amount: 10_000 });
    await nothingBought(w.user);
    expect((await db().product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(5);
  }, 30_000);
});

describe('store checkout: banned buyers', () => {
  it('refuses a user banned from the club (CLUB_BANNED) with nothing created', async () => {
    const w = await community();
    const ticket = await createProduct({
      clubId: w.club.id,
      kind: 'TICKET',
      name: 'Fan meeting',
      price: 40_000,
      stock: 10,
      ticketFormat: 'OFFLINE',
      eventStartsAt: new Date(Date.now() + 30 * 86_400_000),
      salesCloseAt: new Date(Date.now() + 30 * 86_400_000),
      seating: 'GENERAL',
      venueName: 'Hall',
      venueAddress: 'Seoul',
    });
    await banFromClub({ id: w.owner.id, role: 'CREATOR' } as never, { clubId: w.club.id, userId: w.member.id, reason: 'harassment' });
    const card = await registerCard(app, w.member);
    const result = await checkout(w.member, { lines: [{ productId: gid('Product', ticket.id), quantity: 2 }], method: 'CARD', cardId: card.id, expectedAmount: 80_000 });
    expect(result).toMatchObject({ __typename: 'ClubBannedError', code: 'CLUB_BANNED' });
    await nothingBought(w.member);
    expect(await db().ticket.count({ where: { holderId: w.member.id } })).toBe(0);
  }, 30_000);

  it('does not fulfil a deposit that arrives after the buyer was banned: no tickets, and the payment is refunded', async () => {
    const w = await community();
    const ticket = await createProduct({
      clubId: w.club.id,
      kind: 'TICKET',
      name: 'Fan meeting',
      price: 40_000,
      stock: 10,
      ticketFormat: 'OFFLINE',
      eventStartsAt: new Date(Date.now() + 30 * 86_400_000),
      salesCloseAt: new Date(Date.now() + 30 * 86_400_000),
      seating: 'GENERAL',
      venueName: 'Hall',
      venueAddress: 'Seoul',
    });
    const result = await checkout(w.member, { lines: [{ productId: gid('Product', ticket.id), quantity: 1 }], method: 'VIRTUAL_ACCOUNT', expectedAmount: 40_000 });
    expect(result.payment.status).toBe('WAITING_FOR_DEPOSIT');
    const paymentId = rawId(result.payment.id);
    await banFromClub({ id: w.owner.id, role: 'CREATOR' } as never, { clubId: w.club.id, userId: w.member.id, reason: 'harassment' });
    const now = new Date();
    await applyGatewayPayment((await testGateway().deposit(result.payment.virtualAccount.accountNumber, now))!, null, now);
    const after = await db().payment.findUniqueOrThrow({ where: { id: paymentId }, select: { status: true, refundAccountRequestedAt: true, orderId: true } });
    // Paid, then refunded (a deposit waits for the buyer's account to send it back to).
    expect(after.status === 'REFUNDED' || after.refundAccountRequestedAt !== null).toBe(true);
    expect(await db().ticket.count({ where: { holderId: w.member.id } })).toBe(0);
    expect(await db().storeOrder.findUniqueOrThrow({ where: { orderId: after.orderId } })).toMatchObject({ fulfilment: 'AWAITING_PAYMENT' });
    expect(await db().pendingEarning.findUniqueOrThrow({ where: { paymentId } })).toMatchObject({ held: true });
    await expectBalancedLedger();
  }, 30_000);
});

describe('store checkout: owner edits while the checkout runs', () => {
  it('goods moved onto options meanwhile are refused (select an option), never sold without stock', async () => {
    const w = await community();
    const p = await createProduct({ clubId: w.club.id, kind: 'GOODS', name: 'Last hoodie', price: 10_000, stock: 1 });
    const body = await racedCheckout(
      w.user,
      { lines: [{ productId: gid('Product', p.id), quantity: 1 }], method: 'VIRTUAL_ACCOUNT', shippingAddress: ADDRESS, expectedAmount: 10_000 },
      () => update(w.owner, p.id, { name: 'Last hoodie', price: 10_000, options: [{ name: 'M', stock: 1 }] }),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.checkoutStore).toMatchObject({ __typename: 'InvalidInputError', code: 'REQUIRED', field: 'lines.0.optionId' });
    await nothingBought(w.user);
    // The one hoodie (now option M) is sold once, to the next buyer.
    const [m] = await db().productOption.findMany({ where: { productId: p.id } });
    const next = await checkout(w.member, {
      lines: [{ productId: gid('Product', p.id), optionId: m.id, quantity: 1 }],
      method: 'VIRTUAL_ACCOUNT',
      shippingAddress: ADDRESS,
      expectedAmount: 10_000,
    });
    expect(next.__typename).toBe('CheckoutStoreSuccess');
    expect(await db().storeOrderLine.aggregate({ where: { productId: p.id }, _sum: { quantity: true } })).toMatchObject({ _sum: { quantity: 1 } });
  }, 30_000);

  it('a product archived meanwhile is not sold, and an option removed meanwhile gives a typed error', async () => {
    const w = await community();
    const pack = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Pack', price: 1_000, stock: 5 });
    const archived = await racedCheckout(w.user, { lines: [{ productId: gid('Product', pack.id), quantity: 1 }], method: 'VIRTUAL_ACCOUNT', expectedAmount: 1_000 }, async () => {
      const r = await gql(app, w.owner, `mutation ($input: ArchiveProductInput!) { archiveProduct(input: $input) { __typename } }`, { input: { productId: gid('Product', pack.id) } });
      expect(r.data!.archiveProduct.__typename).toBe('ArchiveProductSuccess');
    });
    expect(archived.errors).toBeUndefined();
    expect(archived.data!.checkoutStore).toMatchObject({ __typename: 'NotFoundError', code: 'NOT_FOUND' });
    await nothingBought(w.user);

    const hoodie = await createProduct({ clubId: w.club.id, name: 'Hoodie', price: 10_000, options: [{ name: 'M', stock: 5 }, { name: 'L', stock: 5 }] });
    const [m, l] = await db().productOption.findMany({ where: { productId: hoodie.id }, orderBy: { position: 'asc' } });
    const removed = await racedCheckout(
      w.user,
      { lines: [{ productId: gid('Product', hoodie.id), optionId: m.id, quantity: 1 }], method: 'VIRTUAL_ACCOUNT', shippingAddress: ADDRESS, expectedAmount: 10_000 },
      () => update(w.owner, hoodie.id, { name: 'Hoodie', price: 10_000, options: [{ id: l.id, name: 'L', stock: 5 }] }),
    );
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.checkoutStore).toMatchObject({ __typename: 'InvalidInputError', field: 'lines.0.optionId' });
    await nothingBought(w.user);
  }, 60_000);
});

describe('store checkout: what buyers learn of the stock', () => {
  it('says there are fewer than asked (NOT_ENOUGH_STOCK) without the owner-only count', async () => {
    const w = await community();
    const p = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Pack', price: 1_000, stock: 37 });
    const result = await checkout(w.user, { lines: [{ productId: gid('Product', p.id), quantity: 100 }], method: 'VIRTUAL_ACCOUNT', expectedAmount: 100_000 });
    expect(result).toMatchObject({ __typename: 'ProductUnavailableError', code: 'NOT_ENOUGH_STOCK', field: 'lines.0', left: null });
    expect(result.message).not.toMatch(/37/);
    await nothingBought(w.user);
  }, 30_000);

  it(`refuses an account’s checkouts beyond ${CHECKOUT_RATE_LIMIT.checkouts} a minute (RATE_LIMITED), refused ones counted, so the stock cannot be probed`, async () => {
    const w = await community();
    const p = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Pack', price: 1_000, stock: 5 });
    const asking = (quantity: number) => ({ lines: [{ productId: gid('Product', p.id), quantity }], method: 'VIRTUAL_ACCOUNT', expectedAmount: quantity * 1_000 });
    // Probing the stock by quantities: every refusal counts against the limit.
    for (let i = 0; i < CHECKOUT_RATE_LIMIT.checkouts; i++) expect(await checkout(w.user, asking(100 - i))).toMatchObject({ code: 'NOT_ENOUGH_STOCK' });
    const refused = await checkout(w.user, asking(1));
    expect(refused).toMatchObject({ __typename: 'RateLimitedError', code: 'RATE_LIMITED' });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(CHECKOUT_RATE_LIMIT.perSeconds);
    await nothingBought(w.user);
    // Counted per account: another buyer checks out as usual.
    expect((await checkout(w.member, asking(1))).__typename).toBe('CheckoutStoreSuccess');
  }, 30_000);
});

describe('store checkout: unpaid deposits', () => {
  it(`lets a buyer keep at most ${UNPAID_DEPOSIT_ORDERS_MAX} deposit orders of a club unpaid, also from concurrent tabs; a card, another club, a paid or lapsed one free the way`, async () => {
    const w = await community();
    const p = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Pack', price: 1_000, stock: 20 });
    const deposit = { lines: [{ productId: gid('Product', p.id), quantity: 1 }], method: 'VIRTUAL_ACCOUNT', expectedAmount: 1_000 };
    const stock = async () => (await db().product.findUniqueOrThrow({ where: { id: p.id } })).stock;
    const first = await checkout(w.user, deposit);
    expect(first.payment.status).toBe('WAITING_FOR_DEPOSIT');
    // The remaining places are taken from tabs at once, each order's transaction held on the product's row
    // until all of them got there: the checkouts still count one after another.
    let tabs: Data[] = [];
    await withRowLock(database.current.url, 'SELECT id FROM "Product" WHERE id = $1::uuid FOR UPDATE', [p.id], async (lock) => {
      const racing = Promise.all(Array.from({ length: UNPAID_DEPOSIT_ORDERS_MAX }, () => checkout(w.user, deposit)));
      await lock.untilWaiting(/pg_advisory_xact_lock|FOR NO KEY UPDATE/, UNPAID_DEPOSIT_ORDERS_MAX);
      await lock.release();
      tabs = await racing;
    });
    expect(tabs.filter((r) => r.__typename === 'CheckoutStoreSuccess')).toHaveLength(UNPAID_DEPOSIT_ORDERS_MAX - 1);
    const refused = tabs.filter((r) => r.__typename !== 'CheckoutStoreSuccess');
    expect(refused).toEqual([expect.objectContaining({ __typename: 'UnpaidOrdersLimitError', code: 'TOO_MANY_UNPAID_ORDERS', field: 'method', limit: UNPAID_DEPOSIT_ORDERS_MAX })]);
    // Nothing of the refused ones was ordered or held.
    expect(await db().order.count({ where: { userId: w.user.id } })).toBe(UNPAID_DEPOSIT_ORDERS_MAX);
    expect(await stock()).toBe(20 - UNPAID_DEPOSIT_ORDERS_MAX);

    // A card pays at once, and another club's store counts on its own.
    const card = await registerCard(app, w.user);
    expect((await checkout(w.user, { ...deposit, method: 'CARD', cardId: card.id })).payment).toMatchObject({ status: 'PAID' });
    const other = await community();
    const elsewhere = await createProduct({ clubId: other.club.id, kind: 'DIGITAL', name: 'Other pack', price: 1_000, stock: 5 });
    expect((await checkout(w.user, { ...deposit, lines: [{ productId: gid('Product', elsewhere.id), quantity: 1 }] })).payment).toMatchObject({ status: 'WAITING_FOR_DEPOSIT' });

    // Paying one frees a place; so does one whose deadline passed (its stock is the sweep's to release).
    await applyGatewayPayment((await testGateway().deposit(first.payment.virtualAccount.accountNumber))!, null);
    expect((await checkout(w.user, deposit)).payment).toMatchObject({ status: 'WAITING_FOR_DEPOSIT' });
    expect(await checkout(w.user, deposit)).toMatchObject({ code: 'TOO_MANY_UNPAID_ORDERS' });
    const waiting = await db().payment.findFirstOrThrow({ where: { status: 'WAITING_FOR_DEPOSIT', order: { userId: w.user.id, clubId: w.club.id } } });
    await db().payment.update({ where: { id: waiting.id }, data: { depositDeadline: new Date(Date.now() - 1000) } });
    expect((await checkout(w.user, deposit)).payment).toMatchObject({ status: 'WAITING_FOR_DEPOSIT' });
  }, 60_000);
});
