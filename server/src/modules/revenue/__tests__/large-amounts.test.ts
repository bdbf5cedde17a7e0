// Money totals are `Won`, not Int: a big creator's month (22 store orders of ₩100,000,000, the largest
// allowed) passes 2^31 won, which GraphQL's 32-bit Int could not say, failing the summary and the dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { communityWorld } from '../../clubs/__tests__/community-helpers.ts';
import { splitPayment } from '../ledger.service.ts';
import { pay } from './revenue-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

describe('revenue past 2^31 won', () => {
  it('reads in the summary and on the dashboard', async () => {
    const w = await communityWorld();
    for (let i = 0; i < 22; i++) await pay(w.club.id, 100_000_000, 'CARD', new Date(), 'PRODUCT');
    const share = 22 * splitPayment(100_000_000, 'CARD').creator;
    const summary = await graphql(app, { query: '{ revenueSummary { gross totalEarned pending } }' }, w.owner.headers);
    expect(summary.body).toEqual({ data: { revenueSummary: { gross: 2_200_000_000, totalEarned: share, pending: share } } });
    const dashboard = await graphql(app, { query: '{ viewer { creatorDashboard { thisMonth { gross creatorShare } } } }' }, w.owner.headers);
    expect(dashboard.body).toEqual({ data: { viewer: { creatorDashboard: { thisMonth: { gross: 2_200_000_000, creatorShare: share } } } } });
  });
});
