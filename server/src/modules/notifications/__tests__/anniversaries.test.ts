// Automatic anniversary notices (DESIGN 5.8): the daily jobs tell a member of their join anniversary on its
// Korean day (a leap-day join on 1 March in common years) and a subscriber of 1, 3, 6, 12, ... months, once
// each, in clubs whose owner keeps the setting on, never the owner; the claim costs a statement per batch,
// not one per member. Each test runs the jobs at its own instant, so their days never overlap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { queryLog, setupTestDatabase } from '../../../testing/database.ts';
import { createClub, createPlan, createUser, joinClub, subscribe } from '../../../testing/fixtures.ts';
import { gid, run, signedIn } from '../../clubs/__tests__/community-helpers.ts';
import { runJoinAnniversaries } from '../../clubs/clubs.setup.ts';
import { runSubscriptionAnniversaries } from '../../memberships/memberships.setup.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

/** An instant at a Korean wall-clock time. */
const kst = (local: string) => new Date(`${local}+09:00`);

const noticesOf = (recipientId: string) =>
  db().notification.findMany({ where: { recipientId }, select: { kind: true, clubId: true, anniversary: true, subscriptionId: true, planName: true } });

const NOTIFICATIONS = `{ notifications(first: 10) { edges { node { kind anniversary planName club { name } } } } }`;

describe('join anniversaries', () => {
  it('tells a member on the day they joined, years ago, once; not the day after, not the owner', async () => {
    const owner = await createUser({ role: 'CREATOR' });
    const club = await createClub({ ownerId: owner.id, name: 'Haru Club' });
    const fan = await signedIn({ nickname: 'Fan' });
    const twoYears = await createUser();
    const yesterday = await createUser();
    // Joined at 23:30 KST on 14 June 2030: still 14 June in Korea (14:30 UTC).
    await joinClub({ clubId: club.id, userId: fan.user.id, joinedAt: kst('2030-06-14T23:30:00') });
    await joinClub({ clubId: club.id, userId: twoYears.id, joinedAt: kst('2029-06-14T00:10:00') });
    await joinClub({ clubId: club.id, userId: yesterday.id, joinedAt: kst('2030-06-13T12:00:00') });
    // The owner as a member row (an admin could write one): never told.
    await joinClub({ clubId: club.id, userId: owner.id, joinedAt: kst('2030-06-14T09:00:00') });

    const now = kst('2031-06-14T10:00:00');
    expect(await runJoinAnniversaries(now)).toBe(2);
    expect(await runJoinAnniversaries(now)).toBe(0);
    expect(await noticesOf(fan.user.id)).toEqual([{ kind: 'JOIN_ANNIVERSARY', clubId: club.id, anniversary: 1, subscriptionId: null, planName: null }]);
    expect((await noticesOf(twoYears.id)).map((n) => n.anniversary)).toEqual([2]);
    expect(await noticesOf(yesterday.id)).toEqual([]);
    expect(await noticesOf(owner.id)).toEqual([]);

    const read = await run(app, NOTIFICATIONS, {}, fan.headers);
    expect(read.notifications.edges.map((e: { node: unknown }) => e.node)).toEqual([{ kind: 'JOIN_ANNIVERSARY', anniversary: 1, planName: null, club: { name: 'Haru Club' } }]);

    // The next year it is told again, as two years.
    expect(await runJoinAnniversaries(kst('2032-06-14T10:00:00'))).toBe(2);
    expect((await noticesOf(fan.user.id)).map((n) => n.anniversary).sort()).toEqual([1, 2]);
  });

  it('tells a 29 February join on 1 March in common years, and on 29 February in leap years', async () => {
    const club = await createClub();
    const fan = await createUser();
    await joinClub({ clubId: club.id, userId: fan.id, joinedAt: kst('2032-02-29T15:00:00') });
    expect(await runJoinAnniversaries(kst('2033-02-28T10:00:00'))).toBe(0);
    expect(await runJoinAnniversaries(kst('2033-03-01T10:00:00'))).toBe(1);
    expect((await noticesOf(fan.id)).map((n) => n.anniversary)).toEqual([1]);
    expect(await runJoinAnniversaries(kst('2036-03-01T10:00:00'))).toBe(0);
    expect(await runJoinAnniversaries(kst('2036-02-29T10:00:00'))).toBe(1);
    expect((await noticesOf(fan.id)).map((n) => n.anniversary).sort()).toEqual([1, 4]);
  });

  it('tells nobody in a club whose owner turned the setting off, nor deleted accounts', async () => {
    const off = await createClub();
    await db().club.update({ where: { id: off.id }, data: { anniversaryNotices: false } });
    const on = await createClub();
    const fan = await createUser();
    const gone = await createUser();
    await db().user.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    await joinClub({ clubId: off.id, userId: fan.id, joinedAt: kst('2030-07-20T12:00:00') });
    await joinClub({ clubId: on.id, userId: gone.id, joinedAt: kst('2030-07-20T12:00:00') });
    expect(await runJoinAnniversaries(kst('2031-07-20T10:00:00'))).toBe(0);
    expect(await noticesOf(fan.id)).toEqual([]);
  });

  it('claims in batches at a bounded number of statements, not one per member', async () => {
    const statementsFor = async (members: number, day: string) => {
      const club = await createClub();
      for (let i = 0; i < members; i++) await joinClub({ clubId: club.id, userId: (await createUser()).id, joinedAt: kst(`2030-${day}T12:00:00`) });
      queryLog.length = 0;
      expect(await runJoinAnniversaries(kst(`2031-${day}T10:00:00`), 100)).toBe(members);
      return queryLog.length;
    };
    const few = await statementsFor(3, '08-03');
    const many = await statementsFor(40, '08-04');
    expect(many).toBe(few);
    expect(few).toBeLessThanOrEqual(4);
    // A batch of 10 over 40 members: 5 claims (the last finds none) and 4 inserts.
    const club = await createClub();
    for (let i = 0; i < 40; i++) await joinClub({ clubId: club.id, userId: (await createUser()).id, joinedAt: kst('2030-08-05T12:00:00') });
    queryLog.length = 0;
    expect(await runJoinAnniversaries(kst('2031-08-05T10:00:00'), 10)).toBe(40);
    expect(queryLog.length).toBeLessThanOrEqual(5 * 2 + 4 * 2);
  });
});

describe('subscription anniversaries', () => {
  it('tells a live subscriber at 1, 3, 6, 12 ... months, once; not at 2 months, not an expired one', async () => {
    const owner = await createUser({ role: 'CREATOR' });
    const club = await createClub({ ownerId: owner.id, name: 'Sora Club' });
    const plan = await createPlan({ clubId: club.id, name: 'Gold' });
    const fan = await signedIn();
    const twoMonths = await createUser();
    const expired = await createUser();
    const canceled = await createUser();
    const start = async (userId: string, startedAt: Date, status: 'ACTIVE' | 'CANCELED' | 'EXPIRED' = 'ACTIVE') => {
      const sub = await subscribe({ userId, planId: plan.id, status, currentPeriodEnd: kst('2031-12-31T00:00:00') });
      return db().subscription.update({ where: { id: sub.id }, data: { startedAt } });
    };
    const sub = await start(fan.user.id, kst('2031-02-10T20:00:00'));
    await start(twoMonths.id, kst('2031-03-10T20:00:00'));
    await start(expired.id, kst('2031-02-10T20:00:00'), 'EXPIRED');
    await start(canceled.id, kst('2031-02-10T20:00:00'), 'CANCELED');

    const now = kst('2031-05-10T10:00:00');
    expect(await runSubscriptionAnniversaries(now)).toBe(2);
    expect(await runSubscriptionAnniversaries(now)).toBe(0);
    expect(await noticesOf(fan.user.id)).toEqual([{ kind: 'SUBSCRIPTION_ANNIVERSARY', clubId: club.id, anniversary: 3, subscriptionId: sub.id, planName: 'Gold' }]);
    expect((await noticesOf(canceled.id)).map((n) => n.anniversary)).toEqual([3]);
    expect(await noticesOf(twoMonths.id)).toEqual([]);
    expect(await noticesOf(expired.id)).toEqual([]);

    const read = await run(app, NOTIFICATIONS, {}, fan.headers);
    expect(read.notifications.edges.map((e: { node: unknown }) => e.node)).toEqual([{ kind: 'SUBSCRIPTION_ANNIVERSARY', anniversary: 3, planName: 'Gold', club: { name: 'Sora Club' } }]);

    // Off in the club: nobody hears of the 6 months.
    await db().club.update({ where: { id: club.id }, data: { anniversaryNotices: false } });
    expect(await runSubscriptionAnniversaries(kst('2031-08-10T10:00:00'))).toBe(0);
  });

  it('counts a start on the 31st on a shorter month’s last day', async () => {
    const plan = await createPlan({ clubId: (await createClub()).id });
    const fan = await createUser();
    const sub = await subscribe({ userId: fan.id, planId: plan.id, currentPeriodEnd: kst('2033-12-31T00:00:00') });
    await db().subscription.update({ where: { id: sub.id }, data: { startedAt: kst('2032-10-31T12:00:00') } });
    expect(await runSubscriptionAnniversaries(kst('2032-11-30T10:00:00'))).toBe(1);
    expect((await noticesOf(fan.id)).map((n) => n.anniversary)).toEqual([1]);
  });
});

describe('the anniversaryNotices setting', () => {
  const UPDATE = `mutation ($input: UpdateClubInput!) { updateClub(input: $input) { __typename
    ... on UpdateClubSuccess { club { anniversaryNotices } } ... on Error { code } } }`;
  const READ = `query ($id: ID!) { node(id: $id) { ... on Club { anniversaryNotices } } }`;

  it('is changed by the owner and administrators, refused for others, and read only by them', async () => {
    const owner = await signedIn({ role: 'CREATOR' });
    const admin = await signedIn({ role: 'ADMIN' });
    const fan = await signedIn();
    const club = await createClub({ ownerId: owner.user.id });
    await joinClub({ clubId: club.id, userId: fan.user.id });
    const id = gid('Club', club.id);

    expect((await run(app, READ, { id }, owner.headers)).node.anniversaryNotices).toBe(true);
    expect((await run(app, UPDATE, { input: { clubId: id, anniversaryNotices: false } }, owner.headers)).updateClub.club).toEqual({ anniversaryNotices: false });
    expect((await run(app, UPDATE, { input: { clubId: id, anniversaryNotices: true } }, admin.headers)).updateClub.club).toEqual({ anniversaryNotices: true });
    expect((await run(app, UPDATE, { input: { clubId: id, anniversaryNotices: false } }, fan.headers)).updateClub.__typename).toBe('ForbiddenError');
    expect((await db().club.findUniqueOrThrow({ where: { id: club.id } })).anniversaryNotices).toBe(true);
    expect((await run(app, READ, { id }, fan.headers)).node.anniversaryNotices).toBeNull();
  });
});
