// Plans and the read side of subscriptions: owner plan management, validation, ordering, archiving,
// and which subscriptions unlock content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createClub, createPlan, createUser, subscribe } from '../../../testing/fixtures.ts';
import { communityWorld, gid, run } from '../../clubs/__tests__/community-helpers.ts';
import { activeSubscriptionLevel, activeSubscriptionLevels, isLive, liveSubscriptionLevelsInClub, unlocks } from '../memberships.service.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const CREATE = `mutation ($input: CreatePlanInput!) { createPlan(input: $input) { __typename
  ... on CreatePlanSuccess { plan { id name monthlyPrice benefits level position isArchived subscriberCount } club { plans { name } } }
  ... on Error { code } ... on InvalidInputError { field } } }`;
const UPDATE = `mutation ($input: UpdatePlanInput!) { updatePlan(input: $input) { __typename
  ... on UpdatePlanSuccess { plan { name monthlyPrice benefits level } } ... on Error { code } ... on InvalidInputError { field } } }`;
const REORDER = `mutation ($input: ReorderPlansInput!) { reorderPlans(input: $input) { __typename
  ... on ReorderPlansSuccess { club { plans { name position } } } ... on Error { code } ... on InvalidInputError { field } } }`;
const ARCHIVE = `mutation ($id: ID!) { archivePlan(input: { planId: $id }) { __typename
  ... on ArchivePlanSuccess { plan { isArchived } club { plans { name } } } ... on Error { code } } }`;

describe('plan management', () => {
  it('creates, validates, updates, reorders and archives plans', async () => {
    const w = await communityWorld();
    const club = gid('Club', w.club.id);
    const base = { clubId: club, name: ' Gold ', monthlyPrice: 9900, benefits: [' Early access ', ''], level: 3 };
    const made = await run(app, CREATE, { input: base }, w.owner.headers);
    expect(made.createPlan.plan).toMatchObject({ name: 'Gold', monthlyPrice: 9900, benefits: ['Early access'], level: 3, position: 3, isArchived: false, subscriberCount: 0 });
    expect(made.createPlan.club.plans.map((p: { name: string }) => p.name)).toEqual(['Level 1', 'Level 2', 'Gold']);

    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'REQUIRED', 'name'],
      [{ name: 'x'.repeat(41) }, 'INVALID_INPUT', 'name'],
      [{ monthlyPrice: 999 }, 'INVALID_INPUT', 'monthlyPrice'],
      [{ monthlyPrice: 1_000_001 }, 'INVALID_INPUT', 'monthlyPrice'],
      [{ level: 0 }, 'INVALID_INPUT', 'level'],
      [{ level: 11 }, 'INVALID_INPUT', 'level'],
      [{ benefits: Array.from({ length: 21 }, () => 'b') }, 'INVALID_INPUT', 'benefits'],
    ];
    for (const [overrides, code, field] of cases) {
      const data = await run(app, CREATE, { input: { ...base, ...overrides } }, w.owner.headers);
      expect(data.createPlan, JSON.stringify(overrides).slice(0, 60)).toMatchObject({ __typename: 'InvalidInputError', code, field });
    }
    expect((await run(app, CREATE, { input: { ...base, name: 'Silver', monthlyPrice: 1000 } }, w.admin.headers)).createPlan.__typename).toBe('CreatePlanSuccess');

    const planId = made.createPlan.plan.id;
    const updated = await run(app, UPDATE, { input: { planId, monthlyPrice: 12000 } }, w.owner.headers);
    expect(updated.updatePlan.plan).toEqual({ name: 'Gold', monthlyPrice: 12000, benefits: ['Early access'], level: 3 });
    expect((await run(app, UPDATE, { input: { planId, level: 42 } }, w.owner.headers)).updatePlan.field).toBe('level');
    expect((await run(app, UPDATE, { input: { planId: gid('Plan', '00000000-0000-0000-0000-000000000001') } }, w.owner.headers)).updatePlan.__typename).toBe('NotFoundError');

    const active = await db().plan.findMany({ where: { clubId: w.club.id }, orderBy: { position: 'asc' } });
    const reversed = [...active].reverse().map((p) => gid('Plan', p.id));
    const reordered = await run(app, REORDER, { input: { clubId: club, planIds: reversed } }, w.owner.headers);
    expect(reordered.reorderPlans.club.plans.map((p: { position: number }) => p.position)).toEqual([0, 1, 2, 3]);
    expect(reordered.reorderPlans.club.plans.map((p: { name: string }) => p.name)).toEqual([...active].reverse().map((p) => p.name));
    const missing = await run(app, REORDER, { input: { clubId: club, planIds: reversed.slice(1) } }, w.owner.headers);
    expect(missing.reorderPlans).toMatchObject({ __typename: 'InvalidInputError', field: 'planIds' });
    const twice = await run(app, REORDER, { input: { clubId: club, planIds: [reversed[0], ...reversed.slice(0, 3)] } }, w.owner.headers);
    expect(twice.reorderPlans.__typename).toBe('InvalidInputError');

    const archived = await run(app, ARCHIVE, { id: planId }, w.owner.headers);
    expect(archived.archivePlan.plan.isArchived).toBe(true);
    expect(archived.archivePlan.club.plans.map((p: { name: string }) => p.name)).not.toContain('Gold');
    expect((await run(app, ARCHIVE, { id: planId }, w.owner.headers)).archivePlan.__typename).toBe('ArchivePlanSuccess');
  });

  it('hides plans of private clubs from everyone but the owner and administrators', async () => {
    const owner = await createUser({ role: 'CREATOR' });
    const club = await createClub({ ownerId: owner.id, isPublic: false });
    const plan = await createPlan({ clubId: club.id });
    const data = await run(app, 'query ($id: ID!) { node(id: $id) { ... on Plan { name } } }', { id: gid('Plan', plan.id) });
    expect(data.node).toBeNull();
    const w = await communityWorld();
    const other = await run(app, CREATE, { input: { clubId: gid('Club', club.id), name: 'X', monthlyPrice: 5000, benefits: [], level: 1 } }, w.owner.headers);
    expect(other.createPlan.__typename).toBe('NotFoundError');
  });
});

describe('what unlocks content', () => {
  it('counts card subscriptions while ACTIVE and others until their period ends, one per club, batched', async () => {
    const user = await createUser();
    const [a, b, c, d, e] = [await createClub(), await createClub(), await createClub(), await createClub(), await createClub()];
    const a1 = await createPlan({ clubId: a.id, level: 1 });
    const d2 = await createPlan({ clubId: d.id, level: 2 });
    const b3 = await createPlan({ clubId: b.id, level: 3 });
    const c1 = await createPlan({ clubId: c.id, level: 1 });
    const e2 = await createPlan({ clubId: e.id, level: 2 });
    const past = new Date(Date.now() - 60_000);
    // A card subscription retrying a renewal keeps its benefits past the period end.
    await subscribe({ userId: user.id, planId: a1.id, currentPeriodEnd: past });
    await subscribe({ userId: user.id, planId: d2.id, status: 'CANCELED', currentPeriodEnd: new Date(Date.now() + 60_000) });
    await subscribe({ userId: user.id, planId: b3.id, status: 'CANCELED', currentPeriodEnd: past });
    await subscribe({ userId: user.id, planId: c1.id, status: 'EXPIRED', currentPeriodEnd: past });
    // A prepaid deposit term ends with its period.
    await subscribe({ userId: user.id, planId: e2.id, method: 'VIRTUAL_ACCOUNT', currentPeriodEnd: past });
    expect(await activeSubscriptionLevel(user.id, a.id)).toBe(1);
    expect(await activeSubscriptionLevel(user.id, d.id)).toBe(2);
    expect(await activeSubscriptionLevel(user.id, b.id)).toBeNull();
    expect(await activeSubscriptionLevel(user.id, e.id)).toBeNull();
    const levels = await activeSubscriptionLevels(user.id, [a.id, b.id, c.id, d.id, e.id]);
    expect(new Map(levels)).toEqual(new Map([[a.id, 1], [d.id, 2]]));
    // One open subscription per fan and club.
    await expect(subscribe({ userId: user.id, planId: a1.id })).rejects.toThrow(/Subscription_userId_clubId_open_key/);
    expect(unlocks(2, { level: 2 })).toBe(true);
    expect(unlocks(1, { level: 2 })).toBe(false);
    expect(unlocks(1, null)).toBe(true);
    expect(unlocks(null, null)).toBe(false);
  });

  it('reads the live levels of many fans in one club by the same rule as one subscription (live events)', async () => {
    const club = await createClub();
    const plans = [await createPlan({ clubId: club.id, level: 1 }), await createPlan({ clubId: club.id, level: 3 })];
    const other = await createPlan({ clubId: (await createClub()).id, level: 2 });
    const now = new Date();
    const periods = [new Date(now.getTime() - 60_000), new Date(now.getTime() + 60_000)];
    const expected = new Map<string, number>();
    const asked: string[] = [];
    let k = 0;
    for (const status of ['ACTIVE', 'CANCELED', 'EXPIRED'] as const)
      for (const method of ['CARD', 'VIRTUAL_ACCOUNT'] as const)
        for (const currentPeriodEnd of periods) {
          const plan = plans[k++ % 2]!;
          const { id: userId } = await createUser();
          const sub = await subscribe({ userId, planId: plan.id, status, method, currentPeriodEnd });
          // One open subscription per club: an expired one beside it (a fan who came back) counts for nothing.
          if (status !== 'EXPIRED') await subscribe({ userId, planId: plans[0]!.id, status: 'EXPIRED', currentPeriodEnd: periods[0] });
          await subscribe({ userId, planId: other.id });
          if (isLive(sub, now)) expected.set(userId, plan.level);
          asked.push(userId);
        }
    const watcherWithout = (await createUser()).id;
    const levels = await liveSubscriptionLevelsInClub(club.id, [...asked, watcherWithout], now);
    expect(levels).toEqual(expected);
    // Card subscriptions while ACTIVE (also past the period end, retrying), others until their period ends.
    expect(expected.size).toBe(5);
    expect(await liveSubscriptionLevelsInClub(club.id, [], now)).toEqual(new Map());
  });
});
