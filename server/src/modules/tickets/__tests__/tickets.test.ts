// Tickets (DESIGN 5.5) against the real schema, PostgreSQL and the built-in test gateway: issued in the
// payment's transaction (card and deposit), once even when the paid handler runs twice, voided by a refund
// (already when an owner's refund of a deposit waits for the buyer's bank account);
// the QR token hidden until one day before the event on a controlled clock, signed so a forged, altered or
// other club's token is refused; a double scan says when the ticket was first used; a scan outside the
// validity window is refused with the reason; the holder is told once when the QR becomes available.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { DAY_MS, startOfKstDay } from '../../../platform/kst.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub } from '../../../testing/fixtures.ts';
import { waitForMail } from '../../accounts/__tests__/account-helpers.ts';
import { communityWorld, gid, run, signedIn, type Data } from '../../clubs/__tests__/community-helpers.ts';
import { BUYER, rawId, registerCard, testGateway } from '../../payments/__tests__/payment-helpers.ts';
import { applyGatewayPayment, refundLateDeposit, refundPayment } from '../../payments/payments.service.ts';
import { refundStoreOrder } from '../../store/store-fulfilment.ts';
import { checkoutStore } from '../../store/store-orders.ts';
import { createProduct } from '../../store/__tests__/store-helpers.ts';
import { runTicketQrNotices } from '../tickets.setup.ts';
import { accessUrlOf, checkInTicket, qrOf, ticketToken, validityWindow, verifyTicketToken } from '../tickets.service.ts';
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

describe('issuing tickets', () => {
  it('issues one ticket per unit when a deposit order is paid, with unique TK- numbers and random nonces', async () => {
    const w = await communityWorld();
    const product = await ticketProduct(w.club.id);
    const goods = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Voice pack', price: 8_000, stock: 5 });
    const payment = await checkoutStore(w.member.user, {
      lines: [
        { productId: product.id, quantity: 3 },
        { productId: goods.id, quantity: 1 },
      ],
      method: 'VIRTUAL_ACCOUNT',
      buyer: BUYER,
      agreed: true,
    });
    // Nothing before the deposit.
    expect(await ticketsOf(payment.orderId)).toEqual([]);
    await applyGatewayPayment((await testGateway().deposit(payment.accountNumber!))!, null);
    const tickets = await ticketsOf(payment.orderId);
    expect(tickets).toHaveLength(3);
    expect(tickets.map((t) => t.unit)).toEqual([0, 1, 2]);
    for (const t of tickets) {
      expect(t).toMatchObject({ state: 'VALID', holderId: w.member.user.id, clubId: w.club.id, productId: product.id });
      expect(t.ticketNumber).toMatch(/^TK-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
      expect(t.ticketNumber).not.toContain(t.id.slice(0, 5).toUpperCase());
    }
    expect(new Set(tickets.map((t) => t.ticketNumber)).size).toBe(3);
    expect(new Set(tickets.map((t) => t.nonce)).size).toBe(3);
  });

  it('issues tickets for a card payment at once, and nothing twice when the paid handler runs again', async () => {
    const w = await communityWorld();
    const product = await ticketProduct(w.club.id);
    const card = await registerCard(app, { id: w.member.user.id, headers: w.member.headers, cookie: null });
    const payment = await checkoutStore(w.member.user, {
      lines: [{ productId: product.id, quantity: 2 }],
      method: 'CARD',
      cardId: rawId(card.id),
      buyer: BUYER,
      agreed: true,
    });
    expect(payment.status).toBe('PAID');
    const first = await ticketsOf(payment.orderId);
    expect(first).toHaveLength(2);
    const order = await db().order.findUniqueOrThrow({ where: { id: payment.orderId } });
    const handler = app.orderKinds.handlerOf('STORE');
    await db().$transaction((tx) => handler.paid(tx, order, { id: payment.id, method: 'CARD', cardId: null, amount: order.amount }, new Date()));
    await db().$transaction((tx) => handler.paid(tx, order, { id: payment.id, method: 'CARD', cardId: null, amount: order.amount }, new Date()));
    const again = await ticketsOf(payment.orderId);
    expect(again.map((t) => [t.id, t.ticketNumber])).toEqual(first.map((t) => [t.id, t.ticketNumber]));
  });

  it('voids the order’s tickets on a refund; a voided ticket shows no QR and is refused at the door', async () => {
    const w = await communityWorld();
    const product = await ticketProduct(w.club.id, { startsInMs: 2 * HOUR });
    const { orderId, paymentId } = await buyTickets(w.member.user, product.id, 2);
    const [ticket] = await ticketsOf(orderId);
    await refundPayment(paymentId, 'Cannot come', new Date(), { bank: 'KAKAO', number: '3333012345678', holderName: 'Kim Minji' });
    const after = await ticketsOf(orderId);
    expect(after.map((t) => t.state)).toEqual(['VOIDED', 'VOIDED']);
    expect(after[0].voidedAt).not.toBeNull();
    expect(qrOf(after[0], product.eventStartsAt!, w.member.user).token).toBeNull();
    expect(await codeOf(checkInTicket(w.owner.user, w.club.id, ticketToken(ticket)))).toBe('TICKET_VOIDED');
  });

  it('voids them as soon as the owner refunds a deposit order, while the money waits for the buyer’s account', async () => {
    const w = await communityWorld();
    const product = await ticketProduct(w.club.id, { format: 'ONLINE', startsInMs: 2 * HOUR, onlineAccessUrl: 'https://live.example.com/room/2' });
    const { orderId, paymentId } = await buyTickets(w.member.user, product.id, 2);
    const [ticket] = await ticketsOf(orderId);
    const order = await refundStoreOrder(w.owner.user, { orderId, reason: 'Event policy' });
    // The refund is decided; only the transfer waits for an account. The places are back on sale already.
    expect(order).toMatchObject({ fulfilment: 'COMPLETE', stockState: 'RELEASED' });
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(50);
    expect((await db().payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('PAID');
    const voided = await ticketsOf(orderId);
    expect(voided.map((t) => t.state)).toEqual(['VOIDED', 'VOIDED']);
    const startsAt = product.eventStartsAt!;
    expect(qrOf(voided[0], startsAt, w.member.user).token).toBeNull();
    expect(accessUrlOf(product, voided[0].state, startsAt)).toBeNull();
    expect(await codeOf(checkInTicket(w.owner.user, w.club.id, ticketToken(ticket), startsAt))).toBe('TICKET_VOIDED');

    // The buyer names an account: the refund completes, and puts no stock back a second time.
    await refundLateDeposit(w.member.user, { paymentId, bank: 'KAKAO', accountNumber: '3333012345678', holderName: 'Kim Minji' });
    expect(await db().storeOrder.findUniqueOrThrow({ where: { orderId } })).toMatchObject({ fulfilment: 'REFUNDED', stockState: 'RELEASED' });
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(50);
    expect((await ticketsOf(orderId)).map((t) => t.voidedAt)).toEqual(voided.map((t) => t.voidedAt));
  });
});

describe('QR tokens', () => {
  it('are hidden until one day before the event on the server clock, then shown to the holder only', async () => {
    const w = await communityWorld();
    const product = await ticketProduct(w.club.id, { startsInMs: 10 * 24 * HOUR });
    const { orderId } = await buyTickets(w.member.user, product.id);
    const [ticket] = await ticketsOf(orderId);
    const startsAt = product.eventStartsAt!;
    const availableAt = new Date(startsAt.getTime() - 24 * HOUR);
    // On a controlled clock: a second before, nothing; from the day before, the token.
    expect(qrOf(ticket, startsAt, w.member.user, new Date(availableAt.getTime() - 1000))).toEqual({ token: null, availableAt });
    const shown = qrOf(ticket, startsAt, w.member.user, availableAt);
    expect(shown.token).toBe(ticketToken(ticket));
    expect(verifyTicketToken(shown.token!)).toEqual({ id: ticket.id, nonce: ticket.nonce });
    // Never to the owner or an administrator (they scan it; they do not carry it).
    expect(qrOf(ticket, startsAt, w.owner.user, availableAt).token).toBeNull();
    expect(qrOf(ticket, startsAt, w.admin.user, availableAt).token).toBeNull();

    // Over GraphQL on the server's clock: 10 days ahead it is locked, with the time it appears.
    const Q = `query ($id: ID!) { node(id: $id) { ... on Ticket { ticketNumber state qr { token availableAt } } } }`;
    const locked = await run(app, Q, { id: gid('Ticket', ticket.id) }, w.member.headers);
    expect(locked.node).toEqual({ ticketNumber: ticket.ticketNumber, state: 'VALID', qr: { token: null, availableAt: availableAt.toISOString() } });
    // The event moves to 12 hours from now: the QR is there.
    await db().product.update({ where: { id: product.id }, data: { eventStartsAt: new Date(Date.now() + 12 * HOUR) } });
    const open = await run(app, Q, { id: gid('Ticket', ticket.id) }, w.member.headers);
    expect(open.node.qr.token).toBe(ticketToken(ticket));
    const owner = await run(app, Q, { id: gid('Ticket', ticket.id) }, w.owner.headers);
    expect(owner.node.qr.token).toBeNull();
  });

  it('cannot be forged, altered or guessed: each changed part is refused', async () => {
    const w = await communityWorld();
    const product = await ticketProduct(w.club.id, { startsInMs: HOUR });
    const { orderId } = await buyTickets(w.member.user, product.id, 2);
    const [a, b] = await ticketsOf(orderId);
    const token = ticketToken(a);
    const [prefix, id, nonce, sig] = token.split('.');
    const flip = (s: string, i = 3) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const forged = [
      flip(token, token.length - 3), // signature altered
      [prefix, id, nonce, flip(sig, 0)].join('.'),
      [prefix, id, ticketToken(b).split('.')[2], sig].join('.'), // another ticket's nonce
      [prefix, ticketToken(b).split('.')[1], nonce, sig].join('.'), // another ticket's id
      [prefix, id, nonce].join('.'),
      `${token}.x`,
      Buffer.from(`Ticket:${a.id}`).toString('base64'), // a global id
      a.ticketNumber,
      a.id,
      '',
    ];
    for (const f of forged) {
      expect(verifyTicketToken(f), f).toBeNull();
      expect(await codeOf(checkInTicket(w.owner.user, w.club.id, f, new Date(), product.id)), f).toBe('TICKET_INVALID');
    }
    // A token signed with another secret (someone who knows the scheme but not the key).
    const foreign = [prefix, id, nonce, crypto.createHmac('sha256', 'guess').update(`ticket-qr:v1:${a.id}:${a.nonce}`).digest('base64url')].join('.');
    expect(await codeOf(checkInTicket(w.owner.user, w.club.id, foreign, new Date(), product.id))).toBe('TICKET_INVALID');
    // The real one still works (at a time its door is open: the event's day in Korean time).
    const window = validityWindow({ eventStartsAt: product.eventStartsAt!, validFromMinute: null, validUntilMinute: null });
    const at = new Date(Math.max(window.from.getTime(), Date.now() - 1000) + 500);
    expect(await codeOf(checkInTicket(w.owner.user, w.club.id, token, at, product.id))).toBe('OK');
  });
});

describe('checking in', () => {
  it('checks in on the first scan; a second scan is refused with the time of the first', async () => {
    const w = await communityWorld();
    const product = await ticketProduct(w.club.id, { startsInMs: HOUR });
    const { orderId } = await buyTickets(w.member.user, product.id);
    const [ticket] = await ticketsOf(orderId);
    const window = validityWindow({ eventStartsAt: product.eventStartsAt!, validFromMinute: null, validUntilMinute: null });
    const at = new Date(Math.max(window.from.getTime(), Date.now() - 1000) + 500);
    const first = await checkInTicket(w.owner.user, w.club.id, ticketToken(ticket), at, product.id);
    expect(first).toEqual({ ticketId: ticket.id, checkedInAt: at });
    expect(await db().ticket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({ state: 'CHECKED_IN', checkedInAt: at, checkedInById: w.owner.user.id });
    const second = await checkInTicket(w.owner.user, w.club.id, ticketToken(ticket), new Date(at.getTime() + 60_000), product.id).catch((e: unknown) => e);
    expect(second).toMatchObject({ code: 'TICKET_ALREADY_USED', checkedInAt: at });

    // Over GraphQL the second scan names the first time and the ticket.
    const M = `mutation ($input: CheckInTicketInput!) { checkInTicket(input: $input) { __typename
      ... on CheckInTicketSuccess { ticket { state checkedInAt } }
      ... on TicketAlreadyUsedError { code checkedInAt ticket { ticketNumber } }
      ... on Error { code } } }`;
    const body = await run(app, M, { input: { clubId: gid('Club', w.club.id), productId: gid('Product', product.id), token: ticketToken(ticket) } }, w.owner.headers);
    expect(body.checkInTicket).toEqual({ __typename: 'TicketAlreadyUsedError', code: 'TICKET_ALREADY_USED', checkedInAt: at.toISOString(), ticket: { ticketNumber: ticket.ticketNumber } });
  });

  it('lets exactly one of two simultaneous scans check in; the other is told when', async () => {
    const w = await communityWorld();
    const product = await ticketProduct(w.club.id, { startsInMs: HOUR });
    const { orderId } = await buyTickets(w.member.user, product.id);
    const [ticket] = await ticketsOf(orderId);
    const window = validityWindow({ eventStartsAt: product.eventStartsAt!, validFromMinute: null, validUntilMinute: null });
    const at = new Date(Math.max(window.from.getTime(), Date.now() - 1000) + 500);
    const results = await Promise.all([0, 1, 2, 3].map(() => checkInTicket(w.owner.user, w.club.id, ticketToken(ticket), at, product.id).catch((e: unknown) => e)));
    expect(results.filter((r) => !(r instanceof AppError))).toHaveLength(1);
    for (const r of results.filter((r) => r instanceof AppError)) expect(r).toMatchObject({ code: 'TICKET_ALREADY_USED', checkedInAt: at });
  });

  it('refuses a ticket outside its validity window with the reason, and another club’s ticket', async () => {
    const w = await communityWorld();
    // 10:00–17:30 on the event day, Korean time.
    const product = await ticketProduct(w.club.id, { startsInMs: 5 * 24 * HOUR, validFromMinute: 600, validUntilMinute: 1050 });
    const { orderId } = await buyTickets(w.member.user, product.id, 3);
    const [t1, t2, t3] = await ticketsOf(orderId);
    const window = validityWindow(product as { eventStartsAt: Date; validFromMinute: number; validUntilMinute: number });
    // The window is 10:00 and 17:30 in Seoul (UTC+9) on the event's Seoul date.
    expect(new Date(window.from.getTime() + 9 * HOUR).toISOString().slice(11, 16)).toBe('10:00');
    expect(new Date(window.until.getTime() + 9 * HOUR).toISOString().slice(11, 16)).toBe('17:30');
    expect(new Date(window.from.getTime() + 9 * HOUR).toISOString().slice(0, 10)).toBe(new Date(product.eventStartsAt!.getTime() + 9 * HOUR).toISOString().slice(0, 10));

    const early = await checkInTicket(w.owner.user, w.club.id, ticketToken(t1), new Date(window.from.getTime() - 60_000), product.id).catch((e: unknown) => e);
    expect(early).toMatchObject({ code: 'TICKET_TOO_EARLY', reason: 'TOO_EARLY', validFrom: window.from, validUntil: window.until });
    const late = await checkInTicket(w.owner.user, w.club.id, ticketToken(t1), window.until, product.id).catch((e: unknown) => e);
    expect(late).toMatchObject({ code: 'TICKET_ENDED', reason: 'ENDED' });
    expect((await db().ticket.findUniqueOrThrow({ where: { id: t1.id } })).state).toBe('VALID');
    expect(await codeOf(checkInTicket(w.owner.user, w.club.id, ticketToken(t2), window.from, product.id))).toBe('OK');

    // Another club's owner scanning at their own door, or naming this club: refused.
    const other = await signedIn({ role: 'CREATOR', nickname: 'Other owner' });
    const otherClub = await createClub({ ownerId: other.user.id });
    expect(await codeOf(checkInTicket(other.user, otherClub.id, ticketToken(t3), window.from))).toBe('TICKET_INVALID');
    expect(await codeOf(checkInTicket(other.user, w.club.id, ticketToken(t3), window.from))).toBe('FORBIDDEN');
    expect(await codeOf(checkInTicket(w.owner.user, otherClub.id, ticketToken(t3), window.from))).toBe('FORBIDDEN');
    // An administrator may check in at any club's door.
    expect(await codeOf(checkInTicket(w.admin.user, w.club.id, ticketToken(t3), window.from, product.id))).toBe('OK');

    // Over GraphQL the refusal names the reason.
    const M = `mutation ($input: CheckInTicketInput!) { checkInTicket(input: $input) { __typename ... on TicketOutsideWindowError { code reason validFrom validUntil } } }`;
    const body = await run(app, M, { input: { clubId: gid('Club', w.club.id), productId: gid('Product', product.id), token: ticketToken(t1) } }, w.owner.headers);
    expect(body.checkInTicket).toEqual({ __typename: 'TicketOutsideWindowError', code: 'TICKET_TOO_EARLY', reason: 'TOO_EARLY', validFrom: window.from.toISOString(), validUntil: window.until.toISOString() });
  });
});

describe('the door of one event', () => {
  it('admits only tickets to the event it is the door of: another event’s ticket and an online ticket are refused, naming their event', async () => {
    const w = await communityWorld();
    // Three events of the club later today (Korean time), so every door is open now.
    const untilKstMidnight = startOfKstDay(new Date()).getTime() + DAY_MS - Date.now();
    const startsInMs = Math.max(60_000, Math.min(2 * HOUR, untilKstMidnight - 60_000));
    const hall = await ticketProduct(w.club.id, { startsInMs });
    const vip = await ticketProduct(w.club.id, { startsInMs });
    await db().product.update({ where: { id: vip.id }, data: { name: 'VIP meeting' } });
    const stream = await ticketProduct(w.club.id, { startsInMs, format: 'ONLINE', onlineAccessUrl: 'https://live.example.com/room/9' });
    await db().product.update({ where: { id: stream.id }, data: { name: 'Online stream' } });
    const [hallTicket] = await ticketsOf((await buyTickets(w.member.user, hall.id)).orderId);
    const [vipTicket] = await ticketsOf((await buyTickets(w.member.user, vip.id)).orderId);
    const [streamTicket] = await ticketsOf((await buyTickets(w.member.user, stream.id)).orderId);
    const now = new Date();

    // At the hall's door: the VIP ticket and the online ticket are refused and stay unused.
    const other = await checkInTicket(w.owner.user, w.club.id, ticketToken(vipTicket), now, hall.id).catch((e: unknown) => e);
    expect(other).toMatchObject({ code: 'TICKET_OTHER_EVENT', eventName: 'VIP meeting', online: false });
    const online = await checkInTicket(w.owner.user, w.club.id, ticketToken(streamTicket), now, hall.id).catch((e: unknown) => e);
    expect(online).toMatchObject({ code: 'TICKET_OTHER_EVENT', eventName: 'Online stream', online: true });
    // An online ticket admits at no door, even when no event is named.
    expect(await codeOf(checkInTicket(w.owner.user, w.club.id, ticketToken(streamTicket), now))).toBe('TICKET_OTHER_EVENT');
    expect((await db().ticket.findMany({ where: { id: { in: [vipTicket.id, streamTicket.id] } } })).map((t) => t.state)).toEqual(['VALID', 'VALID']);
    // An online event has no door, and another club's event is not this club's door.
    expect(await codeOf(checkInTicket(w.owner.user, w.club.id, ticketToken(hallTicket), now, stream.id))).toBe('INVALID_INPUT');
    const otherClub = await createClub({ ownerId: w.owner.user.id });
    const elsewhere = await ticketProduct(otherClub.id, { startsInMs });
    expect(await codeOf(checkInTicket(w.owner.user, w.club.id, ticketToken(hallTicket), now, elsewhere.id))).toBe('NOT_FOUND');
    // Its own door admits it; the VIP ticket passes the VIP door.
    expect(await codeOf(checkInTicket(w.owner.user, w.club.id, ticketToken(hallTicket), now, hall.id))).toBe('OK');
    expect(await codeOf(checkInTicket(w.owner.user, w.club.id, ticketToken(vipTicket), now, vip.id))).toBe('OK');

    // Over GraphQL the event is required, and the refusal names the ticket's event.
    const M = `mutation ($input: CheckInTicketInput!) { checkInTicket(input: $input) { __typename
      ... on TicketOtherEventError { code eventName online ticket { ticketNumber } } ... on Error { code } } }`;
    const missing = await graphql<Data>(app, { query: M, variables: { input: { clubId: gid('Club', w.club.id), token: ticketToken(streamTicket) } } }, w.owner.headers);
    expect(missing.body.errors?.length).toBeGreaterThan(0);
    const body = await run(app, M, { input: { clubId: gid('Club', w.club.id), productId: gid('Product', hall.id), token: ticketToken(streamTicket) } }, w.owner.headers);
    expect(body.checkInTicket).toEqual({ __typename: 'TicketOtherEventError', code: 'TICKET_OTHER_EVENT', eventName: 'Online stream', online: true, ticket: { ticketNumber: streamTicket.ticketNumber } });
  });
});

describe('online access links', () => {
  it('appear from the event start only', async () => {
    const w = await communityWorld();
    const product = await ticketProduct(w.club.id, { format: 'ONLINE', startsInMs: 2 * HOUR, onlineAccessUrl: 'https://live.example.com/room/1' });
    const { orderId } = await buyTickets(w.member.user, product.id);
    const [ticket] = await ticketsOf(orderId);
    const Q = `query ($id: ID!) { node(id: $id) { ... on Ticket { accessUrl event { format startsAt } } } }`;
    expect((await run(app, Q, { id: gid('Ticket', ticket.id) }, w.member.headers)).node.accessUrl).toBeNull();
    await db().product.update({ where: { id: product.id }, data: { eventStartsAt: new Date(Date.now() - 60_000) } });
    expect((await run(app, Q, { id: gid('Ticket', ticket.id) }, w.member.headers)).node.accessUrl).toBe('https://live.example.com/room/1');
  });
});

describe('the owner sets the access link', () => {
  it('through createProduct and updateProduct for online tickets (http or https only)', async () => {
    const w = await communityWorld();
    const M = `mutation ($input: CreateProductInput!) { createProduct(input: $input) { __typename
      ... on CreateProductSuccess { product { id } } ... on Error { code } ... on InvalidInputError { field } } }`;
    const ticket = (onlineAccessUrl: string) => ({ format: 'ONLINE', eventStartsAt: new Date(Date.now() + 5 * 24 * HOUR).toISOString(), seating: 'GENERAL', onlineAccessUrl });
    const base = { clubId: gid('Club', w.club.id), kind: 'TICKET', name: 'Online live', description: '', imageFileIds: [], price: 10_000, stock: 100 };
    const bad = await run(app, M, { input: { ...base, ticket: ticket('javascript:alert(1)') } }, w.owner.headers);
    expect(bad.createProduct).toEqual({ __typename: 'InvalidInputError', code: 'INVALID_URL', field: 'ticket.onlineAccessUrl' });
    const ok = await run(app, M, { input: { ...base, ticket: ticket('https://live.example.com/room/9') } }, w.owner.headers);
    expect(ok.createProduct.__typename).toBe('CreateProductSuccess');
    const id = Buffer.from(ok.createProduct.product.id, 'base64').toString().split(':')[1];
    expect((await db().product.findUniqueOrThrow({ where: { id } })).onlineAccessUrl).toBe('https://live.example.com/room/9');
    const U = `mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { __typename } }`;
    const { clubId: _club, kind: _kind, ...rest } = base;
    await run(app, U, { input: { ...rest, productId: ok.createProduct.product.id, ticket: ticket('https://live.example.com/room/10') } }, w.owner.headers);
    expect((await db().product.findUniqueOrThrow({ where: { id } })).onlineAccessUrl).toBe('https://live.example.com/room/10');
  });
});

describe('the QR-available notice', () => {
  it('tells the holder once per ticket when the QR becomes available (in the app and by e-mail)', async () => {
    const w = await communityWorld();
    const soon = await ticketProduct(w.club.id, { startsInMs: 12 * HOUR });
    const later = await ticketProduct(w.club.id, { startsInMs: 3 * 24 * HOUR });
    // Other tests' tickets are told first.
    await runTicketQrNotices();
    const { orderId } = await buyTickets(w.member.user, soon.id, 2);
    const { orderId: laterOrder } = await buyTickets(w.member.user, later.id, 1);
    const notices = () => db().notification.findMany({ where: { recipientId: w.member.user.id, kind: 'TICKET_QR_ISSUED' } });

    expect(await runTicketQrNotices()).toBe(2);
    const sent = await notices();
    expect(sent.map((n) => n.ticketId).sort()).toEqual((await ticketsOf(orderId)).map((t) => t.id).sort());
    expect(sent[0]).toMatchObject({ clubId: w.club.id, dueAt: soon.eventStartsAt });
    // By e-mail too (the member left e-mail notifications on), in their language.
    const mail = await waitForMail(w.member.user.email!, 2);
    expect(mail.subject).toBe('Your ticket QR code is ready: Fan meeting');
    // Again: nothing new.
    expect(await runTicketQrNotices()).toBe(0);
    expect(await notices()).toHaveLength(2);
    // Two days later the other event's QR becomes available: its ticket only.
    expect(await runTicketQrNotices(new Date(Date.now() + 2 * 24 * HOUR + HOUR))).toBe(1);
    const all = await notices();
    expect(all).toHaveLength(3);
    const [laterTicket] = await ticketsOf(laterOrder);
    expect(all.filter((n) => n.ticketId === laterTicket.id)).toHaveLength(1);
    expect((await ticketsOf(orderId)).every((t) => t.qrNotifiedAt !== null)).toBe(true);

    // The in-app notification names the ticket.
    const body = await run(app, `{ notifications(first: 5) { edges { node { kind ticketId dueAt } } } }`, {}, w.member.headers);
    expect(body.notifications.edges.map((e: { node: { kind: string } }) => e.node.kind)).toEqual(['TICKET_QR_ISSUED', 'TICKET_QR_ISSUED', 'TICKET_QR_ISSUED']);
  });
});
