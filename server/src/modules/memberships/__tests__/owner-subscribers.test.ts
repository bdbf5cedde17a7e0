// The subscribers of the clubs a creator owns (/mypage/manage/subscriber): one keyset connection with
// filters, owner-only, flat in SQL statements at 10, 20 and 50 rows; and its CSV export over HTTP.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { startTestApp } from '../../../testing/app.ts';
import { queryLog, setupTestDatabase } from '../../../testing/database.ts';
import { createClub, createPlan, createUser, subscribe } from '../../../testing/fixtures.ts';
import { communityWorld, run, signedIn, tokenHeaders, type Data } from '../../clubs/__tests__/community-helpers.ts';
import { csvCell } from '../../../http/csv.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const LIST = `query ($first: Int!, $after: String, $clubId: ID, $planId: ID, $status: SubscriptionStatus) { viewer {
  ownedClubSubscribers(first: $first, after: $after, clubId: $clubId, planId: $planId, status: $status) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id status monthlyPrice monthsSubscribed nextPaymentAt displayState plan { name } club { name } subscriber { nickname } } }
  } } }`;

/** An owner with two clubs: 3 subscribers in the first (one cancelled, one expired), 1 in the second. */
async function owned() {
  const w = await communityWorld();
  const second = await createClub({ ownerId: w.owner.user.id, name: 'Second club' });
  const secondPlan = await createPlan({ clubId: second.id, name: 'Second gold', monthlyPrice: 7_700 });
  const fans = await Promise.all([1, 2, 3].map((i) => createUser({ nickname: `Fan ${i}` })));
  await subscribe({ userId: fans[0].id, planId: w.plan2.id, status: 'CANCELED' });
  await subscribe({ userId: fans[1].id, planId: w.plan1.id, status: 'EXPIRED', currentPeriodEnd: new Date(Date.now() - 864e5) });
  await subscribe({ userId: fans[2].id, planId: secondPlan.id });
  return { ...w, second, secondPlan };
}

describe('subscribers across my clubs', () => {
  it('lists every club’s subscribers newest first, with filters and keyset pages', async () => {
    const w = await owned();
    const all = (await run(app, LIST, { first: 10 }, w.owner.headers)).viewer.ownedClubSubscribers;
    expect(all.totalCount).toBe(4);
    expect(all.edges.map((e: Data) => e.node.subscriber.nickname)).toEqual(['Fan 3', 'Fan 2', 'Fan 1', 'Sub Haruto']);
    expect(all.edges[0].node).toMatchObject({ status: 'ACTIVE', monthlyPrice: 7_700, monthsSubscribed: 1, plan: { name: 'Second gold' }, club: { name: 'Second club' } });
    expect(all.edges[0].node.nextPaymentAt).not.toBeNull();
    expect(all.edges[2].node.displayState).toBe('CANCELLED');

    const page1 = (await run(app, LIST, { first: 2 }, w.owner.headers)).viewer.ownedClubSubscribers;
    const page2 = (await run(app, LIST, { first: 2, after: page1.pageInfo.endCursor }, w.owner.headers)).viewer.ownedClubSubscribers;
    expect([...page1.edges, ...page2.edges].map((e: Data) => e.node.id)).toEqual(all.edges.map((e: Data) => e.node.id));
    expect(page2.pageInfo.hasNextPage).toBe(false);

    const names = async (variables: Data) =>
      (await run(app, LIST, { first: 10, ...variables }, w.owner.headers)).viewer.ownedClubSubscribers.edges.map((e: Data) => e.node.subscriber.nickname);
    expect(await names({ clubId: encodeGlobalID('Club', w.second.id) })).toEqual(['Fan 3']);
    expect(await names({ planId: encodeGlobalID('Plan', w.plan1.id) })).toEqual(['Fan 2', 'Sub Haruto']);
    expect(await names({ status: 'EXPIRED' })).toEqual(['Fan 2']);
  });

  it('is the owner’s alone: other owners, fans, admins and tokens without MEMBERSHIPS_READ see none of it', async () => {
    const w = await owned();
    const otherOwner = await signedIn({ role: 'CREATOR' });
    await createClub({ ownerId: otherOwner.user.id });
    const mineFiltered = { first: 10, clubId: encodeGlobalID('Club', w.club.id) };
    for (const headers of [w.member.headers, w.subscriber.headers, w.outsider.headers, w.admin.headers, otherOwner.headers]) {
      const list = (await run(app, LIST, mineFiltered, headers)).viewer.ownedClubSubscribers;
      expect(list).toEqual({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] });
    }
    expect((await run(app, LIST, { first: 10 }, {})).viewer).toBeNull();
    const withScope = (await run(app, LIST, { first: 10 }, await tokenHeaders(w.owner.user.id, ['MEMBERSHIPS_READ', 'CLUBS_READ', 'ACCOUNTS_READ']))).viewer;
    expect(withScope.ownedClubSubscribers.totalCount).toBe(4);
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await tokenHeaders(w.owner.user.id, ['CLUBS_READ'])) },
      body: JSON.stringify({ query: LIST, variables: { first: 10 } }),
    });
    const body = (await res.json()) as Data;
    expect(body.errors[0].extensions.code).toBe('SCOPE_REQUIRED');
  });

  it('costs the same SQL statements at 10, 20 and 50 rows, with one bounded count', async () => {
    const w = await communityWorld();
    const plans = [w.plan1, w.plan2];
    for (let i = 0; i < 60; i++) {
      const fan = await createUser({ nickname: `Many ${i}` });
      await subscribe({ userId: fan.id, planId: plans[i % 2].id, status: i % 5 === 0 ? 'CANCELED' : 'ACTIVE' });
    }
    const counts: number[] = [];
    for (const first of [10, 20, 50]) {
      queryLog.length = 0;
      const list = (await run(app, LIST, { first }, w.owner.headers)).viewer.ownedClubSubscribers;
      expect(list.edges).toHaveLength(first);
      counts.push(queryLog.length);
      const counting = queryLog.filter((sql) => /\bcount\s*\(/i.test(sql));
      expect(counting).toHaveLength(1);
      expect(counting[0]).toMatch(/LIMIT/i);
    }
    expect(new Set(counts).size).toBe(1);
  });
});

describe('subscribers CSV', () => {
  const csv = (headers: Record<string, string>, query = '') => fetch(`${app.url}/exports/subscribers.csv${query}`, { headers });

  it('exports the owner’s subscribers with filters, defusing formulas', async () => {
    const w = await owned();
    const fan = await createUser({ nickname: '=HYPERLINK("x")' });
    await subscribe({ userId: fan.id, planId: w.plan1.id });
    const res = await csv(w.owner.headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="subscribers-/);
    const text = await res.text();
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('club,subscriber,plan,monthly_price_krw,months_together,state,started_at,next_payment_at');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines.find((l) => l.includes('Fan 3'))).toMatch(/^Second club,Fan 3,Second gold,7700,1,RENEWAL_SCHEDULED,/);
    const filtered = (await (await csv(w.owner.headers, `?club=${encodeURIComponent(encodeGlobalID('Club', w.second.id))}&status=ACTIVE`)).text()).trim().split('\r\n');
    expect(filtered).toHaveLength(2);
  });

  it('refuses guests, tokens without MEMBERSHIPS_READ and bad filters; others get an empty file', async () => {
    const w = await owned();
    expect((await csv({})).status).toBe(401);
    expect((await csv(await tokenHeaders(w.owner.user.id, ['CLUBS_READ']))).status).toBe(403);
    expect((await csv(await tokenHeaders(w.owner.user.id, ['MEMBERSHIPS_READ']))).status).toBe(200);
    const bad = await csv(w.owner.headers, '?club=nonsense');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ name: 'INVALID_INPUT', field: 'club' });
    expect((await csv(w.owner.headers, '?status=PAUSED')).status).toBe(400);
    for (const headers of [w.member.headers, w.admin.headers]) {
      const text = await (await csv(headers, `?club=${encodeURIComponent(encodeGlobalID('Club', w.club.id))}`)).text();
      expect(text.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(1);
    }
  });

  it('quotes cells only when needed', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('+82')).toBe(`'+82`);
    expect(csvCell(null)).toBe('');
  });
});

