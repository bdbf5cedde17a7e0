// A deep page of a list that grows with a club or the platform (subscribers, store orders, the chat inbox,
// notifications, the reports queue, the audit log, withdrawal requests, the clubs directory, creator
// applications) starts its index scan at the place its
// cursor carries (platform/keyset.ts): it reads about as many rows as the first page, not every row before it.
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { db } from '../../platform/database.ts';
import { startTestApp } from '../../testing/app.ts';
import { recordStatements, rowsReadBy, setupTestDatabase, type RecordedStatement } from '../../testing/database.ts';
import { createClub, createPlan } from '../../testing/fixtures.ts';
import { ownerSubscriberRows } from '../../modules/memberships/subscribers.service.ts';
import { gid, run, type Data } from '../../modules/clubs/__tests__/community-helpers.ts';
import { person } from '../../modules/comments/__tests__/community-helpers.ts';

const database = setupTestDatabase();
const ROWS = 3000;
const DEPTH = 2500;
/** Row i's time: three rows share each second, so ties on the time are paged by id. */
const AT = `now() - (i / 3) * interval '1 second'`;
/** The rows after the cursor, and a page: what a page reads when PostgreSQL sorts instead of walking an index. */
const AFTER_CURSOR = ROWS - DEPTH + 21;
const statements: RecordedStatement[] = [];
let client: pg.Client;
let app: App;
let owner: Awaited<ReturnType<typeof person>>;
let admin: Awaited<ReturnType<typeof person>>;
let clubId: string;

beforeAll(async () => {
  client = await recordStatements(database.current, statements);
  app = await startTestApp(database.current.url);
  owner = await person({ role: 'CREATOR' });
  admin = await person({ role: 'ADMIN' });
  clubId = (await createClub({ ownerId: owner.id, isPublic: true })).id;
});

afterAll(async () => {
  await app?.close();
  await client?.end();
});

type Row = { id: string } & Record<string, unknown>;

/**
 * Runs `query` (a list's `(first: 20, after: $after) { edges { node { id } } }`) for the 20 rows after
 * `order[DEPTH - 1]`, whose cursor holds `cursorFields`; checks they are the next 20 of `order` (as `type` ids)
 * and that the page read fewer than `maxRead` rows of `table` (200: about a page's worth).
 */
async function expectDeepPage(
  {
    query,
    table,
    type,
    cursorFields,
    headers,
    idField = 'id',
    maxRead = 200,
  }: { query: string; table: string; type: string; cursorFields: string[]; headers: Record<string, string>; idField?: string; maxRead?: number },
  order: Row[],
  edgesOf: (data: Data) => { node: { id: string } }[],
) {
  // At least ROWS: a list of the whole platform also holds the rows other tests made.
  expect(order.length).toBeGreaterThanOrEqual(ROWS);
  const after = formatPrismaCursor(order[DEPTH - 1], cursorFields);
  const from = statements.length;
  const data = await run(app, query, { after }, headers);
  expect(edgesOf(data).map((e) => e.node.id)).toEqual(order.slice(DEPTH, DEPTH + 20).map((row) => gid(type, String(row[idField]))));
  const read = await rowsReadBy(client, statements.slice(from).filter((s) => s.sql.includes(`"${table}"`)), table);
  expect(read, `${table} rows read`).toBeLessThan(maxRead);
}

describe('deep pages of growing lists', () => {
  it('reads a deep page of the owner’s subscribers from the cursor on', async () => {
    // Two clubs of the owner, their subscriptions interleaved in time: the page merges both.
    const second = await createClub({ ownerId: owner.id });
    const plans = [await createPlan({ clubId }), await createPlan({ clubId: second.id })];
    const fan = await person();
    await client.query(
      // One fan's lapsed subscriptions: a user holds one open subscription per club.
      `INSERT INTO "Subscription" (id, "clubId", "planId", "userId", status, "currentPeriodEnd", "startedAt", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), p."clubId", p.id, $1, 'EXPIRED', now(), ${AT}, ${AT}, now()
         FROM generate_series(1, ${ROWS}) i JOIN "Plan" p ON p.id = (ARRAY[$2, $3]::uuid[])[i % 2 + 1]`,
      [fan.id, plans[0].id, plans[1].id],
    );
    await client.query('ANALYZE "Subscription"');
    const order = await db().subscription.findMany({
      where: { club: { ownerId: owner.id } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true, clubId: true, createdAt: true },
    });
    await expectDeepPage(
      {
        query: 'query ($after: String) { viewer { ownedClubSubscribers(first: 20, after: $after) { edges { node { id } } } } }',
        table: 'Subscription',
        type: 'PlanSubscription',
        cursorFields: ['clubId', 'createdAt', 'id'],
        headers: owner.headers,
      },
      order,
      (data) => data.viewer.ownedClubSubscribers.edges,
    );
    // Back from a cursor too, and within one club.
    const before = formatPrismaCursor(order[DEPTH], ['clubId', 'createdAt', 'id']);
    const back = await run(app, 'query ($before: String) { viewer { ownedClubSubscribers(last: 20, before: $before) { edges { node { id } } } } }', { before }, owner.headers);
    expect(back.viewer.ownedClubSubscribers.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(order.slice(DEPTH - 20, DEPTH).map((row) => gid('PlanSubscription', row.id)));
    const inSecond = await run(
      app,
      'query ($club: ID) { viewer { ownedClubSubscribers(first: 5, clubId: $club) { edges { node { id } } } } }',
      { club: gid('Club', second.id) },
      owner.headers,
    );
    const secondOrder = order.filter((row) => row.clubId === second.id).slice(0, 5);
    expect(inSecond.viewer.ownedClubSubscribers.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(secondOrder.map((row) => gid('PlanSubscription', row.id)));
    const notAnId = await run(app, 'query ($club: ID) { viewer { ownedClubSubscribers(first: 5, clubId: $club) { totalCount edges { node { id } } } } }', { club: gid('Club', 'nonsense') }, owner.headers);
    expect(notAnId.viewer.ownedClubSubscribers).toEqual({ totalCount: 0, edges: [] });
    // The CSV export reads them all, batch after batch, in the same order.
    const exported: Date[] = [];
    for await (const row of ownerSubscriberRows(owner.id, {})) exported.push(row.startedAt);
    expect(exported).toEqual(order.map((row) => row.createdAt));
  });

  it('reads a deep page of the club’s store orders from the cursor on', async () => {
    const buyer = await person();
    await client.query(
      `WITH orders AS (
         INSERT INTO "Order" (id, "orderNumber", kind, "userId", "clubId", title, amount, vat, "buyerName", "buyerPhone", "buyerEmail", "createdAt")
         SELECT gen_random_uuid(), 'DEEP-' || i, 'STORE', $1, $2, 'Goods', 11000, 1000, 'Buyer', '01012345678', 'buyer@test.local', ${AT}
         FROM generate_series(1, ${ROWS}) i
         RETURNING id, "clubId", "createdAt")
       INSERT INTO "StoreOrder" ("orderId", "clubId", "createdAt") SELECT id, "clubId", "createdAt" FROM orders`,
      [buyer.id, clubId],
    );
    await client.query('ANALYZE "StoreOrder"');
    const order = await db().storeOrder.findMany({ where: { clubId }, orderBy: [{ createdAt: 'desc' }, { orderId: 'desc' }], select: { orderId: true, clubId: true, createdAt: true } });
    await expectDeepPage(
      {
        query: `query ($after: String) { node(id: "${gid('Club', clubId)}") { ... on Club { storeOrders(first: 20, after: $after) { edges { node { id } } } } } }`,
        table: 'StoreOrder',
        type: 'StoreOrder',
        cursorFields: ['clubId', 'createdAt', 'orderId'],
        headers: owner.headers,
        idField: 'orderId',
      },
      order.map((row) => ({ ...row, id: row.orderId })),
      (data) => data.node.storeOrders.edges,
    );
  });

  it('reads a deep page of the owner’s chat inbox from the cursor on', async () => {
    await client.query(
      `WITH fans AS (
         INSERT INTO "User" (id, uid, email, nickname, "updatedAt")
         SELECT gen_random_uuid(), 'inbox' || i, 'inbox' || i || '@test.local', 'fan ' || i, now() FROM generate_series(1, ${ROWS}) i
         RETURNING id, nickname)
       INSERT INTO "ChatConversation" (id, "clubId", "fanId", "ownerId", "messageCount", "lastMessageAt")
       SELECT gen_random_uuid(), $1, id, $2, 1, now() - (substring(nickname from 5)::int / 3) * interval '1 second' FROM fans`,
      [clubId, owner.id],
    );
    await client.query('ANALYZE "ChatConversation"');
    const order = await db().chatConversation.findMany({
      where: { ownerId: owner.id },
      orderBy: [{ lastMessageAt: 'desc' }, { id: 'desc' }],
      select: { id: true, ownerId: true, lastMessageAt: true },
    });
    await expectDeepPage(
      {
        query: 'query ($after: String) { chatInbox(first: 20, after: $after) { edges { node { id } } } }',
        table: 'ChatConversation',
        type: 'ChatConversation',
        cursorFields: ['ownerId', 'lastMessageAt', 'id'],
        headers: owner.headers,
      },
      order,
      (data) => data.chatInbox.edges,
    );
  });

  it('reads a deep page of the viewer’s notifications from the cursor on', async () => {
    await client.query(
      `INSERT INTO "Notification" (id, "recipientId", kind, "createdAt") SELECT gen_random_uuid(), $1, 'OWNER_POST', ${AT} FROM generate_series(1, ${ROWS}) i`,
      [owner.id],
    );
    await client.query('ANALYZE "Notification"');
    const order = await db().notification.findMany({ where: { recipientId: owner.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { id: true, recipientId: true, createdAt: true } });
    await expectDeepPage(
      {
        query: 'query ($after: String) { notifications(first: 20, after: $after) { edges { node { id } } } }',
        table: 'Notification',
        type: 'Notification',
        cursorFields: ['recipientId', 'createdAt', 'id'],
        headers: owner.headers,
        // Whether a notice's post is still visible is a join: at 3,000 notices PostgreSQL sorts the rows after
        // the cursor rather than walk the index (none before it). At 100,000 it walks the index (under 200).
        maxRead: AFTER_CURSOR,
      },
      order,
      (data) => data.notifications.edges,
    );
  });

  it('reads a deep page of the reports queue and of a club’s reports from the cursor on', async () => {
    const reporter = await person();
    await client.query(
      `INSERT INTO "Report" (id, "reporterId", "targetKind", "targetId", "openTargetId", "clubId", excerpt, reason, "createdAt")
       SELECT gen_random_uuid(), $1, 'POST', t, t, $2, 'excerpt', 'SPAM', ${AT} FROM (SELECT i, gen_random_uuid() t FROM generate_series(1, ${ROWS}) i) posts`,
      [reporter.id, clubId],
    );
    await client.query('ANALYZE "Report"');
    const order = await db().report.findMany({ where: { status: 'OPEN' }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { id: true, status: true, createdAt: true } });
    const page = { table: 'Report', type: 'Report', cursorFields: ['status', 'createdAt', 'id'], headers: admin.headers };
    await expectDeepPage({ ...page, query: 'query ($after: String) { reports(first: 20, after: $after) { edges { node { id } } } }' }, order, (data) => data.reports.edges);
    await expectDeepPage(
      { ...page, query: `query ($after: String) { node(id: "${gid('Club', clubId)}") { ... on Club { reports(first: 20, after: $after) { edges { node { id } } } } } }` },
      order,
      (data) => data.node.reports.edges,
    );
  });

  it('reads a deep page of the audit log from the cursor on', async () => {
    await client.query(
      `INSERT INTO "AuditLog" (id, "actorId", action, "targetType", "targetId", "createdAt")
       SELECT gen_random_uuid(), $1, 'post.hide', 'Post', gen_random_uuid()::text, ${AT} FROM generate_series(1, ${ROWS}) i`,
      [admin.id],
    );
    await client.query('ANALYZE "AuditLog"');
    const order = await db().auditLog.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { id: true, createdAt: true } });
    await expectDeepPage(
      {
        query: 'query ($after: String) { auditLog(first: 20, after: $after) { edges { node { id } } } }',
        table: 'AuditLog',
        type: 'AuditLogEntry',
        cursorFields: ['createdAt', 'id'],
        headers: admin.headers,
      },
      order,
      (data) => data.auditLog.edges,
    );
  });

  it('reads a deep page of withdrawal requests from the cursor on', async () => {
    await client.query(
      `INSERT INTO "Withdrawal" (id, "userId", amount, "incomeTax", "localIncomeTax", "netAmount", "settlementType", bank, "accountHolder", "accountNumberLast4", "requestedAt")
       SELECT gen_random_uuid(), $1, 10000, 300, 30, 9670, 'INDIVIDUAL', 'KB', 'Owner', '1234', ${AT} FROM generate_series(1, ${ROWS}) i`,
      [owner.id],
    );
    await client.query('ANALYZE "Withdrawal"');
    const order = await db().withdrawal.findMany({ orderBy: [{ requestedAt: 'desc' }, { id: 'desc' }], select: { id: true, requestedAt: true } });
    const page = { table: 'Withdrawal', type: 'Withdrawal', cursorFields: ['requestedAt', 'id'] };
    await expectDeepPage(
      { ...page, headers: admin.headers, query: 'query ($after: String) { adminWithdrawals(first: 20, after: $after) { edges { node { id } } } }' },
      order,
      (data) => data.adminWithdrawals.edges,
    );
    await expectDeepPage(
      { ...page, headers: owner.headers, query: 'query ($after: String) { withdrawals(first: 20, after: $after) { edges { node { id } } } }' },
      order,
      (data) => data.withdrawals.edges,
    );
  });

  it('reads a deep page of the clubs directory from the cursor on, in either order, for every viewer', async () => {
    // Every tenth club is private, half of those the fan's own: a signed-in viewer sees the public clubs and
    // their own, an OR that no (isPublic, time) index can order. Activity runs in another order than creation.
    const fan = await person();
    await client.query(
      `INSERT INTO "Club" (id, uri, name, introduction, "isPublic", "ownerId", "createdAt", "lastActivityAt", "updatedAt")
       SELECT gen_random_uuid(), 'directory-' || i, 'Club ' || i, 'About', i % 10 <> 0, CASE WHEN i % 20 = 0 THEN $1::uuid ELSE $2::uuid END,
              ${AT}, now() - ((i * 7919) % ${ROWS + 400} / 3) * interval '1 second', now()
         FROM generate_series(1, ${ROWS + 400}) i`,
      [fan.id, owner.id],
    );
    await client.query('ANALYZE "Club"');
    // A guest, the fan and an administrator.
    const viewers = [
      { headers: {}, where: { isPublic: true } },
      { headers: fan.headers, where: { OR: [{ isPublic: true }, { ownerId: fan.id }] } },
      { headers: admin.headers, where: {} },
    ];
    for (const viewer of viewers) {
      for (const [orderBy, field] of [
        ['NEWEST', 'createdAt'],
        ['RECENT_ACTIVITY', 'lastActivityAt'],
      ] as const) {
        const order = await db().club.findMany({
          where: viewer.where,
          orderBy: [{ [field]: 'desc' }, { id: 'desc' }],
          select: { id: true, createdAt: true, lastActivityAt: true },
        });
        await expectDeepPage(
          {
            query: `query ($after: String) { clubs(first: 20, after: $after, orderBy: ${orderBy}) { edges { node { id } } } }`,
            table: 'Club',
            type: 'Club',
            cursorFields: ['createdAt', 'id'],
            headers: viewer.headers,
          },
          order,
          (data) => data.clubs.edges,
        );
      }
    }
    // By activity, a page starts where its cursor's club stands now, and only a club the viewer can see
    // places it: a private club's activity is not told through where a page would start.
    const hidden = await db().club.findFirstOrThrow({ where: { isPublic: false, ownerId: owner.id, uri: { startsWith: 'directory-' } } });
    const fromHidden = await run(
      app,
      'query ($after: String) { clubs(first: 5, after: $after, orderBy: RECENT_ACTIVITY) { edges { node { id } } } }',
      { after: formatPrismaCursor(hidden, ['createdAt', 'id']) },
      fan.headers,
    );
    expect(fromHidden.clubs.edges).toEqual([]);
  });

  it('reads a deep page of creator applications, oldest first, from the cursor on', async () => {
    // A third rejected: the queue of one status and of all walk different indexes.
    await client.query(
      `INSERT INTO "CreatorApplication" (id, "userId", "channelLinks", introduction, status, "createdAt")
       SELECT gen_random_uuid(), $1, ARRAY['https://example.com'], 'Hi', CASE WHEN i % 3 = 0 THEN 'REJECTED' ELSE 'PENDING' END::"CreatorApplicationStatus",
              now() - (${ROWS * 1.5} - i) / 3 * interval '1 second'
         FROM generate_series(1, ${ROWS * 1.5}) i`,
      [owner.id],
    );
    await client.query('ANALYZE "CreatorApplication"');
    for (const status of [null, 'PENDING'] as const) {
      const order = await db().creatorApplication.findMany({
        where: status ? { status } : {},
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: { id: true, createdAt: true },
      });
      await expectDeepPage(
        {
          query: `query ($after: String) { creatorApplications(first: 20, after: $after${status ? `, status: ${status}` : ''}) { edges { node { id } } } }`,
          table: 'CreatorApplication',
          type: 'CreatorApplication',
          cursorFields: ['createdAt', 'id'],
          headers: admin.headers,
        },
        order,
        (data) => data.creatorApplications.edges,
      );
      // Back from a cursor, against the list's order.
      const before = formatPrismaCursor(order[DEPTH], ['createdAt', 'id']);
      const back = await run(
        app,
        `query ($before: String) { creatorApplications(last: 20, before: $before${status ? `, status: ${status}` : ''}) { edges { node { id } } } }`,
        { before },
        admin.headers,
      );
      expect(back.creatorApplications.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(
        order.slice(DEPTH - 20, DEPTH).map((row) => gid('CreatorApplication', row.id)),
      );
    }
  });
});
