// N+1 guard for the store tab: Club.products costs the same number of SQL statements at 10, 20 and 50
// products with options, member prices, the viewer's price and availability; its total is a bounded count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { queryLog, setupTestDatabase } from '../../../testing/database.ts';
import { communityWorld, run } from '../../clubs/__tests__/community-helpers.ts';
import { createProduct } from './store-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

const PRODUCT_FIELDS = `id kind name imageUrls price viewerPrice viewerPriceVat memberOnly availability stock shippingFee perBuyerLimit
  memberPrices { planLevel price } options { id name soldOut stock } previewUrl digitalFileCount
  ticket { format eventStartsAt venueName validFrom validUntil seating } viewerCanEdit club { name uri }`;

describe('query counts', () => {
  it('keeps Club.products flat at 10, 20 and 50 products', async () => {
    const w = await communityWorld();
    const start = Date.now() - 3600_000;
    for (let i = 0; i < 70; i++) {
      const kind = i % 3 === 0 ? 'GOODS' : i % 3 === 1 ? 'DIGITAL' : 'TICKET';
      const product = await createProduct({
        clubId: w.club.id,
        kind,
        name: `Product ${i}`,
        memberOnly: i % 4 === 0,
        createdAt: new Date(start + i * 1000),
        ...(kind === 'GOODS' ? { options: [{ name: 'S', stock: i % 2 }, { name: 'M', stock: 2 }] } : {}),
        ...(kind === 'TICKET'
          ? { stock: 5, ticketFormat: 'OFFLINE' as const, eventStartsAt: new Date(Date.now() + 864e5), seating: 'GENERAL' as const, venueName: 'Hall', validFromMinute: 600, validUntilMinute: 1050 }
          : {}),
      });
      if (i % 5 === 0) await db().productMemberPrice.create({ data: { productId: product.id, planLevel: 1, price: 12_000 } });
    }
    for (const headers of [w.subscriber.headers, w.owner.headers, {}]) {
      const counts: number[] = [];
      for (const first of [10, 20, 50]) {
        queryLog.length = 0;
        const data = await run(
          app,
          `query ($uri: String!, $first: Int!) { club(uri: $uri) { ... on Club { name products(first: $first) { totalCount edges { node { ${PRODUCT_FIELDS} } } } } } }`,
          { uri: w.club.uri, first },
          headers,
        );
        expect(data.club.products.edges).toHaveLength(first);
        counts.push(queryLog.length);
        // The only count is the connection's total, and it is bounded.
        const counting = queryLog.filter((sql) => /\bcount\s*\(/i.test(sql));
        expect(counting.length).toBeLessThanOrEqual(1);
        for (const sql of counting) expect(sql).toMatch(/LIMIT/i);
      }
      expect(counts[0]).toBeGreaterThan(0);
      expect(new Set(counts).size, `statements per page size ${counts.join(', ')}`).toBe(1);
    }
  });
});
