// The creator's dashboard: figures of the owner's clubs computed from real payments, members and orders;
// the live creatorDashboardChanged subscription over a real graphql-ws connection; and who may see either
// (guest, user, member, subscriber, owner, another owner, admin, API tokens) over HTTP and websockets.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub, joinClub } from '../../../testing/fixtures.ts';
import { leaveClub } from '../../clubs/clubs.service.ts';
import { tokenHeaders } from '../../clubs/__tests__/community-helpers.ts';
import { community, type Data, gql, GUEST, person, type Person, subscribe, warmUp, wsClient } from '../../comments/__tests__/community-helpers.ts';
import { until } from '../../../testing/waiting.ts';
import { BUYER, expectBalancedLedger, registerCard } from '../../payments/__tests__/payment-helpers.ts';
import { splitPayment } from '../../revenue/ledger.service.ts';
import { kstDayOf } from '../../../platform/kst.ts';
import { websocketClient } from '../../../testing/websocket.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const clubGid = (id: string) => encodeGlobalID('Club', id);

const DASHBOARD = `query ($clubId: ID) { viewer { creatorDashboard(clubId: $clubId) {
  today { gross creatorShare } thisMonth { gross creatorShare }
  activeSubscribers members newMembersThisMonth ordersToShip
  revenueByDay { day source gross creatorShare }
  membersByDay { day members joined left }
} } }`;

const CHANGED = `subscription ($clubId: ID) { creatorDashboardChanged(clubId: $clubId) { clubId kind } }`;

const SUBSCRIBE = `mutation ($input: SubscribeToPlanInput!) { subscribeToPlan(input: $input) {
  __typename ... on SubscribeToPlanSuccess { payment { id status } } ... on Error { code message } } }`;

async function payForPlan(fan: Person, planId: string) {
  const card = await registerCard(app, fan);
  const body = await gql(app, fan, SUBSCRIBE, {
    input: { planId: encodeGlobalID('Plan', planId), cardId: card.id, method: 'CARD', buyer: BUYER, agreeToOrderTerms: true },
  });
  expect(body.data?.subscribeToPlan.__typename, JSON.stringify(body)).toBe('SubscribeToPlanSuccess');
  return body.data!.subscribeToPlan.payment as Data;
}

/** A paid order of goods waiting to be shipped, written as checkout would leave it. */
async function orderToShip(clubId: string, userId: string) {
  const order = await db().order.create({
    data: { orderNumber: `T${crypto.randomUUID().slice(0, 12)}`, kind: 'STORE', userId, clubId, title: 'Acrylic stand', amount: 15_000, vat: 1_364, ...{ buyerName: BUYER.name, buyerPhone: BUYER.phone, buyerEmail: BUYER.email } },
  });
  await db().storeOrder.create({ data: { orderId: order.id, clubId, hasGoods: true, fulfilment: 'PREPARING', stockState: 'SOLD' } });
}

describe('creator dashboard figures', () => {
  it('sums real payments, subscribers, new members and orders to ship of the owner’s clubs', async () => {
    const w = await community();
    const second = await createClub({ ownerId: w.owner.id });
    const fan = await person({ nickname: 'Paying fan' });
    const plan = await db().plan.create({ data: { clubId: second.id, name: 'Silver', monthlyPrice: 9_900, benefits: [], level: 1 } });
    await payForPlan(fan, plan.id);
    await orderToShip(w.club.id, w.member.id);
    // Another owner's money never counts.
    const other = await community();
    await orderToShip(other.club.id, other.member.id);

    const all = (await gql(app, w.owner, DASHBOARD)).data!.viewer.creatorDashboard;
    const share = splitPayment(9_900, 'CARD').creator;
    expect(all.today).toEqual({ gross: 9_900, creatorShare: share });
    expect(all.thisMonth).toEqual({ gross: 9_900, creatorShare: share });
    // The community's subscriber and the paying fan.
    expect(all.activeSubscribers).toBe(2);
    // member, subscriber (first club) and the paying fan (joined by subscribing to the second).
    expect(all.members).toBe(3);
    expect(all.newMembersThisMonth).toBe(3);
    expect(all.ordersToShip).toBe(1);
    expect(all.revenueByDay).toEqual([{ day: kstDayOf(new Date()), source: 'SUBSCRIPTION', gross: 9_900, creatorShare: share }]);
    expect(all.membersByDay).toHaveLength(30);
    expect(all.membersByDay.at(-1)).toEqual({ day: kstDayOf(new Date()), members: 3, joined: 3, left: 0 });
    expect(all.membersByDay[0].members).toBe(0);

    const first = (await gql(app, w.owner, DASHBOARD, { clubId: clubGid(w.club.id) })).data!.viewer.creatorDashboard;
    expect(first).toMatchObject({ today: { gross: 0, creatorShare: 0 }, activeSubscribers: 1, members: 2, ordersToShip: 1 });
    await expectBalancedLedger();
  });
});

describe('members over time', () => {
  it('walks back through joins and leaves, so a member who left still counts on the days they were here', async () => {
    const owner = await person({ role: 'CREATOR' });
    const club = await createClub({ ownerId: owner.id });
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const fans = await Promise.all([1, 2, 3, 4].map(() => person()));
    for (const fan of fans.slice(0, 3)) await joinClub({ clubId: club.id, userId: fan.id, joinedAt: daysAgo(5) });
    await joinClub({ clubId: club.id, userId: fans[3].id, joinedAt: daysAgo(2) });
    await leaveClub({ id: fans[0].id, role: 'USER' }, club.id);

    const series = (await gql(app, owner, DASHBOARD)).data!.viewer.creatorDashboard.membersByDay as Data[];
    const on = (n: number) => series.find((d) => d.day === kstDayOf(daysAgo(n)));
    expect(on(6)).toMatchObject({ members: 0, joined: 0, left: 0 });
    expect(on(5)).toMatchObject({ members: 3, joined: 3, left: 0 });
    expect(on(2)).toMatchObject({ members: 4, joined: 1, left: 0 });
    expect(on(0)).toMatchObject({ members: 3, joined: 0, left: 1 });
    expect(series[0].members).toBe(0);
  });
});

describe('who sees the dashboard', () => {
  it('is the owner’s alone over HTTP: others get null or NOT_FOUND, tokens are refused', async () => {
    const w = await community();
    const otherOwner = await person({ role: 'CREATOR' });
    await createClub({ ownerId: otherOwner.id });
    const viewers: Record<string, Person> = { guest: GUEST, user: w.user, member: w.member, subscriber: w.subscriber, owner: w.owner, otherOwner, admin: w.admin };
    const outcome = async (who: Person | Record<string, string>, clubId?: string) => {
      const headers = 'headers' in who ? (who as Person).headers : (who as Record<string, string>);
      const body = await gql(app, { id: '', headers, cookie: null }, DASHBOARD, clubId ? { clubId } : {});
      if (body.errors) return String(body.errors[0].extensions?.code);
      if (!body.data!.viewer) return 'no viewer';
      return body.data!.viewer.creatorDashboard ? 'dashboard' : 'null';
    };
    const expected: Record<string, [string, string]> = {
      // [all my clubs, the community's club]
      guest: ['no viewer', 'no viewer'],
      user: ['null', 'NOT_FOUND'],
      member: ['null', 'NOT_FOUND'],
      subscriber: ['null', 'NOT_FOUND'],
      owner: ['dashboard', 'dashboard'],
      otherOwner: ['dashboard', 'NOT_FOUND'],
      admin: ['null', 'NOT_FOUND'],
    };
    for (const [role, who] of Object.entries(viewers)) {
      expect([role, await outcome(who), await outcome(who, clubGid(w.club.id))]).toEqual([role, ...expected[role]]);
    }
    // Revenue needs a revenue scope; until it exists no token reads the dashboard, whatever it holds.
    for (const scopes of [[], ['CLUBS_READ', 'MEMBERSHIPS_READ', 'PAYMENTS_READ', 'ORDERS_READ', 'ACCOUNTS_READ']]) {
      expect(await outcome(await tokenHeaders(w.owner.id, scopes))).toBe('FORBIDDEN');
    }
  });
});

describe('live dashboard', () => {
  it('pushes joins, payments and new subscribers to the owner without reload, and to nobody else', async () => {
    const w = await community();
    const otherOwner = await person({ role: 'CREATOR' });
    const otherClub = await createClub({ ownerId: otherOwner.id });
    const ownerWs = wsClient(app, w.owner);
    const otherWs = wsClient(app, otherOwner);
    const mine = subscribe<Data>(ownerWs, CHANGED, { clubId: clubGid(w.club.id) });
    const theirs = subscribe<Data>(otherWs, CHANGED, {});
    // Warm up with a harmless event on each owner's channel.
    await warmUp(mine, () => app.pubsub.publish('owner:dashboardChanged', w.owner.id, { clubId: w.club.id, kind: 'WARM_UP' }), (e) => e.creatorDashboardChanged.kind === 'WARM_UP');
    await warmUp(theirs, () => app.pubsub.publish('owner:dashboardChanged', otherOwner.id, { clubId: otherClub.id, kind: 'WARM_UP' }), (e) => e.creatorDashboardChanged.kind === 'WARM_UP');

    const fan = await person({ nickname: 'Live fan' });
    const JOIN = `mutation ($input: JoinClubInput!) { joinClub(input: $input) { __typename } }`;
    expect((await gql(app, fan, JOIN, { input: { clubId: clubGid(w.club.id) } })).data!.joinClub.__typename).toBe('JoinClubSuccess');
    const plan = await db().plan.findFirstOrThrow({ where: { clubId: w.club.id } });
    await payForPlan(fan, plan.id);
    const kinds = async (n: number) => (await mine.next(n)).map((e) => e.creatorDashboardChanged.kind);
    await until(async () => mine.events.length, (n) => n >= 3);
    expect(new Set(await kinds(3))).toEqual(new Set(['MEMBER_JOINED', 'PAYMENT_PAID', 'SUBSCRIPTION_STARTED']));
    expect(mine.events[0].creatorDashboardChanged.clubId).toBe(clubGid(w.club.id));
    // The dashboard read after the event has moved.
    const after = (await gql(app, w.owner, DASHBOARD, { clubId: clubGid(w.club.id) })).data!.viewer.creatorDashboard;
    expect(after.today.gross).toBe(5_000);
    expect(after.activeSubscribers).toBe(2);
    expect(theirs.events).toEqual([]);
    mine.dispose();
    theirs.dispose();
    await ownerWs.dispose();
    await otherWs.dispose();
  });

  it('refuses guests, fans, other owners, admins and tokens a subscription to my club', async () => {
    const w = await community();
    const otherOwner = await person({ role: 'CREATOR' });
    await createClub({ ownerId: otherOwner.id });
    const refusal = async (headers: Record<string, string>, variables: Record<string, unknown>) => {
      const client = websocketClient(app, headers);
      const sub = subscribe<Data>(client, CHANGED, variables);
      await until(async () => sub.errors.length, (n) => n > 0, 5_000);
      const [errors] = sub.errors as { extensions?: { code?: string } }[][];
      sub.dispose();
      await client.dispose();
      return errors[0]?.extensions?.code;
    };
    const mine = { clubId: clubGid(w.club.id) };
    expect(await refusal({}, mine)).toBe('UNAUTHENTICATED');
    for (const who of [w.user, w.member, w.subscriber, otherOwner, w.admin]) expect(await refusal({ cookie: who.cookie! }, mine)).toBe('NOT_FOUND');
    expect(await refusal(await tokenHeaders(w.owner.id, ['CLUBS_READ', 'MEMBERSHIPS_READ', 'PAYMENTS_READ']), mine)).toBe('FORBIDDEN');
    expect(await refusal(await tokenHeaders(w.owner.id, []), {})).toBe('FORBIDDEN');
  });
});
