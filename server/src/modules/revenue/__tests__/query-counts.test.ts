// N+1 guard for revenue: the statement (revenueEntries with its clubs), the creator's withdrawals and the
// administrators' queue cost the same number of SQL statements at 5, 20 and 60 rows; no statement sums
// the ledger (balances are read from LedgerBalance) and every count is bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { startTestApp } from '../../../testing/app.ts';
import { db } from '../../../platform/database.ts';
import { queryLog, setupTestDatabase } from '../../../testing/database.ts';
import { createClub } from '../../../testing/fixtures.ts';
import { communityWorld, run, type Data } from '../../clubs/__tests__/community-helpers.ts';
import { requestWithdrawal } from '../withdrawals.service.ts';
import { at, pay, register, release } from './revenue-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const SIZES = [5, 20, 60];

async function countsOf(query: string, headers: Record<string, string>, rows: (data: Data) => unknown[]) {
  const counts: number[] = [];
  for (const first of SIZES) {
    queryLog.length = 0;
    const data = await run(app, query, { first }, headers);
    expect(rows(data)).toHaveLength(first);
    counts.push(queryLog.length);
    expect(queryLog.filter((sql) => /FROM "public"\."LedgerEntry"/.test(sql) && /\bsum\s*\(/i.test(sql))).toEqual([]);
    for (const sql of queryLog.filter((s) => /\bcount\s*\(/i.test(s))) expect(sql).toMatch(/LIMIT/i);
  }
  expect(counts[0]).toBeGreaterThan(0);
  expect(new Set(counts).size, `statements at ${SIZES.join(', ')} rows: ${counts.join(', ')}`).toBe(1);
}

describe('query counts', () => {
  it('keep the statement, the withdrawals and the admin queue flat as pages grow', async () => {
    const w = await communityWorld();
    const second = await createClub({ ownerId: w.owner.user.id });
    for (let i = 0; i < 70; i++) await pay(i % 2 ? w.club.id : second.id, 50_000, i % 3 ? 'CARD' : 'VIRTUAL_ACCOUNT', at(-30), i % 4 ? 'SUBSCRIPTION' : 'PRODUCT');
    await release(new Date());
    const viewer = { id: w.owner.user.id, role: 'CREATOR' as const };
    // No e-mail of the 65 requests may land inside a measured request.
    await db().user.update({ where: { id: viewer.id }, data: { notifyByEmail: false } });
    await register(viewer);
    for (let i = 0; i < 65; i++) await requestWithdrawal(viewer, { amount: 10_000 });

    await countsOf(
      `query ($first: Int!) { revenueSummary { gross withdrawable pendingByDate { availableOn amount } }
        revenueEntries(first: $first) { totalCount edges { node { id kind source createdAt gross vat platformFee gatewayFee net club { id name } } } } }`,
      w.owner.headers,
      (d) => d.revenueEntries.edges,
    );
    await countsOf(
      `query ($first: Int!) { withdrawals(first: $first) { totalCount edges { node { id amount netAmount status maskedAccountNumber viewerCanCancel } } } }`,
      w.owner.headers,
      (d) => d.withdrawals.edges,
    );
    await countsOf(
      `query ($first: Int!) { adminWithdrawals(first: $first, status: REQUESTED) { totalCount edges { node { id amount creatorBalance creator { id nickname } } } } }`,
      w.admin.headers,
      (d) => d.adminWithdrawals.edges,
    );
  });
});
