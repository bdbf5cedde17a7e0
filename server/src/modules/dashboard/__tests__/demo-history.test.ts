// The demo world gives each creator months of history: their dashboard has revenue today and this month,
// subscribers, members joining over time and revenue on many days, and the seeded ledger balances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from '../../../../../prisma/seed.ts';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { gql, signedIn } from '../../comments/__tests__/community-helpers.ts';
import { expectBalancedLedger } from '../../payments/__tests__/payment-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

describe('demo history', () => {
  it('makes every demo creator’s dashboard alive, with a balanced ledger', async () => {
    await seedDemoWorld(db());
    await expectBalancedLedger();
    const creators = await db().user.findMany({ where: { role: 'CREATOR', ownedClubs: { some: { isPublic: true } } } });
    expect(creators.length).toBeGreaterThan(0);
    for (const creator of creators) {
      const Q = `{ viewer { creatorDashboard { today { gross } thisMonth { gross creatorShare } activeSubscribers members revenueByDay { day } membersByDay { members joined } } } }`;
      const d = (await gql(app, await signedIn(creator), Q)).data!.viewer.creatorDashboard;
      expect(d.today.gross, creator.nickname).toBeGreaterThan(0);
      expect(d.thisMonth.creatorShare).toBeGreaterThan(0);
      expect(d.activeSubscribers).toBeGreaterThan(5);
      expect(d.members).toBeGreaterThan(20);
      expect(new Set(d.revenueByDay.map((r: { day: string }) => r.day)).size).toBeGreaterThan(3);
      expect(d.membersByDay[0].members).toBeLessThan(d.membersByDay.at(-1).members);
      // Past the refund window the history is withdrawable; the last week's is pending with its dates.
      const R = `{ revenueSummary { totalEarned withdrawable pending pendingByDate { amount } } }`;
      const r = (await gql(app, await signedIn(creator), R)).data!.revenueSummary;
      expect(r.withdrawable, creator.nickname).toBeGreaterThan(0);
      expect(r.pending).toBe(r.pendingByDate.reduce((sum: number, p: { amount: number }) => sum + p.amount, 0));
      expect(r.withdrawable + r.pending).toBe(r.totalEarned);
    }
  });
});
