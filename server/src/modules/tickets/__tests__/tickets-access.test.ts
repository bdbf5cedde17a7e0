// Who sees a ticket and who checks it in, over HTTP as every role: the holder, the club's owner and
// administrators read it (node, nodes, myTickets, StoreOrder.tickets); everyone else gets null; only the
// holder gets the QR token. API tokens need ORDERS_READ to read and act as their user (an administrator's
// token is an ordinary user); checkInTicket is for the owner's (or an administrator's) browser session.
// myTickets costs the same number of SQL statements at 10, 20 and 50 tickets, with a bounded count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { DAY_MS, startOfKstDay } from '../../../platform/kst.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { queryLog, setupTestDatabase } from '../../../testing/database.ts';
import { createClub } from '../../../testing/fixtures.ts';
import { communityWorld, gid, run, signedIn, tokenHeaders, type Data } from '../../clubs/__tests__/community-helpers.ts';
import { ticketToken } from '../tickets.service.ts';
import { buyTickets, HOUR, ticketProduct, ticketsOf } from './ticket-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

type Role = 'guest' | 'user' | 'holder' | 'member' | 'subscriber' | 'owner' | 'otherOwner' | 'admin' | 'holderToken' | 'holderTokenNoOrders' | 'ownerToken' | 'adminToken';
const ROLES: Role[] = ['guest', 'user', 'holder', 'member', 'subscriber', 'owner', 'otherOwner', 'admin', 'holderToken', 'holderTokenNoOrders', 'ownerToken', 'adminToken'];

async function world() {
  const w = await communityWorld();
  const holder = await signedIn({ nickname: 'Holder Yuna' });
  await db().clubMember.create({ data: { clubId: w.club.id, userId: holder.user.id } });
  const other = await signedIn({ role: 'CREATOR', nickname: 'Other owner' });
  await createClub({ ownerId: other.user.id });
  const headers: Record<Role, Record<string, string>> = {
    guest: {},
    user: w.outsider.headers,
    holder: holder.headers,
    member: w.member.headers,
    subscriber: w.subscriber.headers,
    owner: w.owner.headers,
    otherOwner: other.headers,
    admin: w.admin.headers,
    holderToken: await tokenHeaders(holder.user.id, ['ORDERS_READ', 'CLUBS_READ']),
    holderTokenNoOrders: await tokenHeaders(holder.user.id, ['CLUBS_READ', 'PAYMENTS_READ']),
    ownerToken: await tokenHeaders(w.owner.user.id, ['ORDERS_READ', 'CLUBS_READ', 'CLUBS_WRITE']),
    adminToken: await tokenHeaders(w.admin.user.id, ['ORDERS_READ', 'CLUBS_READ', 'CLUBS_WRITE']),
  };
  // The QR is visible (the event starts within a day) and the door is open: the validity window is the
  // event's day in Korean time, so the event starts later today there (from 22:00 KST, two hours is tomorrow).
  const untilKstMidnight = startOfKstDay(new Date()).getTime() + DAY_MS - Date.now();
  const product = await ticketProduct(w.club.id, { startsInMs: Math.max(60_000, Math.min(2 * HOUR, untilKstMidnight - 60_000)) });
  const { orderId } = await buyTickets(holder.user, product.id, 1);
  const [ticket] = await ticketsOf(orderId);
  return { w, holder, headers, product, orderId, ticket };
}

async function read(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
  const { body } = await graphql<Data>(app, { query, variables }, headers);
  return body;
}

describe('reading tickets', () => {
  it('node and nodes show a ticket to its holder, the club’s owner and administrators; the token to the holder only', async () => {
    const { headers, ticket } = await world();
    // The owner is told who the guest is, not how to reach them (audit 1, F8).
    const expected: Record<Role, 'holder' | 'owner' | 'admin' | null | string> = {
      guest: null,
      user: null,
      holder: 'holder',
      member: null,
      subscriber: null,
      owner: 'owner',
      otherOwner: null,
      admin: 'admin',
      holderToken: 'holder',
      holderTokenNoOrders: 'SCOPE_REQUIRED',
      ownerToken: 'owner',
      adminToken: null,
    };
    const FIELDS = `ticketNumber state buyer { name maskedPhone email } booker { nickname } qr { token availableAt } event { name venueName }`;
    const Q = `query ($id: ID!) { node(id: $id) { ... on Ticket { ${FIELDS} } } nodes(ids: [$id]) { ... on Ticket { ticketNumber } } }`;
    for (const role of ROLES) {
      const body = await read(Q, { id: gid('Ticket', ticket.id) }, headers[role]);
      const want = expected[role];
      if (want === 'SCOPE_REQUIRED') {
        expect(body.errors?.map((e) => e.extensions?.code), role).toContain(want);
        expect(body.data?.node?.ticketNumber ?? null, role).toBeNull();
        continue;
      }
      expect(body.errors, role).toBeUndefined();
      if (!want) {
        expect(body.data!.node, role).toBeNull();
        expect(body.data!.nodes, role).toEqual([null]);
        continue;
      }
      expect(body.data!.node, role).toMatchObject({
        ticketNumber: ticket.ticketNumber,
        state: 'VALID',
        buyer:
          want === 'owner'
            ? { name: 'Kim Minji', maskedPhone: null, email: null }
            : { name: 'Kim Minji', maskedPhone: '010****5678', email: 'minji@example.com' },
        booker: { nickname: 'Holder Yuna' },
        event: { name: 'Fan meeting', venueName: 'Blue Square Hall' },
        qr: { token: want === 'holder' ? ticketToken(ticket) : null },
      });
      expect(body.data!.nodes, role).toEqual([{ ticketNumber: ticket.ticketNumber }]);
    }
  });

  it('shows the owner "Deleted user" once the buyer deleted their account; an administrator still reads it all', async () => {
    const { headers, holder, ticket } = await world();
    await db().user.update({ where: { id: holder.user.id }, data: { status: 'DELETED' } });
    const Q = `query ($id: ID!) { node(id: $id) { ... on Ticket { buyer { name maskedPhone email } } } }`;
    const owner = await read(Q, { id: gid('Ticket', ticket.id) }, headers.owner);
    expect(owner.data!.node.buyer).toEqual({ name: 'Deleted user', maskedPhone: null, email: null });
    const admin = await read(Q, { id: gid('Ticket', ticket.id) }, headers.admin);
    expect(admin.data!.node.buyer).toEqual({ name: 'Kim Minji', maskedPhone: '010****5678', email: 'minji@example.com' });
  });

  it('myTickets lists the viewer’s own tickets; StoreOrder.tickets follows the order’s readers', async () => {
    const { headers, ticket, orderId } = await world();
    const expected: Record<Role, number | string> = {
      guest: 'UNAUTHENTICATED',
      user: 0,
      holder: 1,
      member: 0,
      subscriber: 0,
      owner: 0,
      otherOwner: 0,
      admin: 0,
      holderToken: 1,
      holderTokenNoOrders: 'SCOPE_REQUIRED',
      ownerToken: 0,
      adminToken: 0,
    };
    for (const role of ROLES) {
      const body = await read(`{ myTickets(first: 10) { totalCount edges { node { ticketNumber } } } }`, {}, headers[role]);
      const want = expected[role];
      if (typeof want === 'string') {
        expect(body.errors?.map((e) => e.extensions?.code), role).toContain(want);
        continue;
      }
      expect(body.errors, role).toBeUndefined();
      expect(body.data!.myTickets.totalCount, role).toBe(want);
      expect(body.data!.myTickets.edges, role).toHaveLength(want);
    }
    const order = `query ($id: ID!) { node(id: $id) { ... on StoreOrder { tickets { ticketNumber } } } }`;
    for (const role of ['holder', 'owner', 'admin'] as const) {
      const body = await read(order, { id: gid('StoreOrder', orderId) }, headers[role]);
      expect(body.data!.node.tickets, role).toEqual([{ ticketNumber: ticket.ticketNumber }]);
    }
    for (const role of ['user', 'otherOwner', 'member'] as const) {
      const body = await read(order, { id: gid('StoreOrder', orderId) }, headers[role]);
      expect(body.data!.node, role).toBeNull();
    }
  });
});

describe('checkInTicket', () => {
  it('is for the club’s owner and administrators in a browser session', async () => {
    const expected: Record<Role, string> = {
      guest: 'UNAUTHENTICATED',
      user: 'ForbiddenError',
      holder: 'ForbiddenError',
      member: 'ForbiddenError',
      subscriber: 'ForbiddenError',
      owner: 'CheckInTicketSuccess',
      otherOwner: 'ForbiddenError',
      admin: 'CheckInTicketSuccess',
      holderToken: 'FORBIDDEN',
      holderTokenNoOrders: 'FORBIDDEN',
      ownerToken: 'FORBIDDEN',
      adminToken: 'FORBIDDEN',
    };
    const M = `mutation ($input: CheckInTicketInput!) { checkInTicket(input: $input) { __typename ... on CheckInTicketSuccess { ticket { state checkedInAt } } } }`;
    for (const role of ROLES) {
      // A fresh ticket per role, so each success is a first scan.
      const { w, headers, product, ticket } = await world();
      const body = await read(M, { input: { clubId: gid('Club', w.club.id), productId: gid('Product', product.id), token: ticketToken(ticket) } }, headers[role]);
      const got = body.errors ? String(body.errors[0].extensions?.code) : body.data!.checkInTicket.__typename;
      expect(got, role).toBe(expected[role]);
      const after = await db().ticket.findUniqueOrThrow({ where: { id: ticket.id } });
      expect(after.state, role).toBe(got === 'CheckInTicketSuccess' ? 'CHECKED_IN' : 'VALID');
    }
  });
});

describe('query counts', () => {
  it('keeps myTickets flat at 10, 20 and 50 tickets, with a bounded count', async () => {
    const { w, holder } = await world();
    // The owner's "payment received" e-mails would be written by the mail worker while we count.
    await db().user.update({ where: { id: w.owner.user.id }, data: { notifyByEmail: false } });
    const products = [await ticketProduct(w.club.id), await ticketProduct(w.club.id, { format: 'ONLINE', onlineAccessUrl: 'https://live.example.com' })];
    for (let i = 0; i < 6; i++) await buyTickets(holder.user, products[i % 2].id, 10);
    const FIELDS = `id ticketNumber state checkedInAt createdAt accessUrl viewerIsHolder orderNumber productId
      event { name format startsAt venueName venueAddress venueMapUrl validFrom validUntil validFromAt validUntilAt seating clubName clubUri }
      buyer { name maskedPhone email } booker { nickname } qr { token availableAt }`;
    // The purchases' background work (the gateway's webhooks, owner notices) goes on for a while: wait for
    // a second without any statement before counting.
    for (let waited = 0; waited < 15_000; waited += 1000) {
      queryLog.length = 0;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (queryLog.length === 0) break;
    }
    const counts: number[] = [];
    for (const first of [10, 20, 50]) {
      // The fewest of three reads, counting reads only: background work of the purchases (owner notices,
      // mails, jobs) writes, and can only add to a read it overlaps.
      const seen: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        queryLog.length = 0;
        const data = await run(app, `query ($first: Int!) { myTickets(first: $first) { totalCount edges { node { ${FIELDS} } } } }`, { first }, holder.headers);
        expect(data.myTickets.edges).toHaveLength(first);
        seen.push(queryLog.filter((sql) => /^\s*(SELECT|WITH)\b/i.test(sql)).length);
        const counting = queryLog.filter((sql) => /\bcount\s*\(/i.test(sql));
        expect(counting.length).toBeLessThanOrEqual(1);
        for (const sql of counting) expect(sql).toMatch(/LIMIT/i);
      }
      counts.push(Math.min(...seen));
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(new Set(counts).size, `statements per page size ${counts.join(', ')}`).toBe(1);
  });
});
