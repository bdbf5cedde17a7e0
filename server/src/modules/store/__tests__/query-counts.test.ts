// N+1 guard for the store tab: Club.products costs the same number of SQL statements at 10, 20 and 50
// products with options, member prices, the viewer's price and availability; its total is a bounded count.
// Club.storeOrders (the owner's list) and the buyer's payments with their store orders stay flat too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { queryLog, setupTestDatabase } from '../../../testing/database.ts';
import { communityWorld, run, type Data } from '../../clubs/__tests__/community-helpers.ts';
import { BUYER } from '../../payments/__tests__/payment-helpers.ts';
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

  it('keeps Club.storeOrders and myPayments with their store orders flat at 10, 20 and 50 orders', async () => {
    const w = await communityWorld();
    const files = await Promise.all(
      [0, 1].map((i) => db().storedFile.create({ data: { ownerId: w.owner.user.id, kind: 'MEDIA', mimeType: 'audio/mpeg', byteSize: 10, originalName: `${i}.mp3`, storageKey: `media/qc-${i}-${w.club.id}` } })),
    );
    const pack = await createProduct({ clubId: w.club.id, kind: 'DIGITAL', name: 'Pack', price: 5_000, stock: null, digitalFileIds: files.map((f) => f.id) });
    const hoodie = await createProduct({ clubId: w.club.id, name: 'Hoodie', price: 50_000, shippingFee: 3000, options: [{ name: 'M', stock: 100 }] });
    const option = await db().productOption.findFirstOrThrow({ where: { productId: hoodie.id } });
    const address = { recipientName: 'Kim Minji', recipientPhone: '01012345678', postalCode: '04524', address1: 'Seoul' };
    // Written straight to the database (checkout has its own tests; its gateway webhooks would run meanwhile).
    for (let i = 0; i < 55; i++) {
      const goods = i % 2 === 0;
      const lines = [
        { position: 0, productId: pack.id, kind: 'DIGITAL' as const, productName: 'Pack', unitPrice: 5_000, quantity: 1 },
        ...(goods ? [{ position: 1, productId: hoodie.id, optionId: option.id, kind: 'GOODS' as const, productName: 'Hoodie', optionName: 'M', unitPrice: 50_000, quantity: 1 }] : []),
      ];
      const amount = lines.reduce((sum, l) => sum + l.unitPrice, 0) + (goods ? 3000 : 0);
      await db().order.create({
        data: {
          orderNumber: `OS-TEST-${i}`,
          kind: 'STORE',
          userId: w.member.user.id,
          clubId: w.club.id,
          title: 'Club · Pack',
          amount,
          vat: amount - Math.round(amount / 1.1),
          buyerName: BUYER.name,
          buyerPhone: BUYER.phone,
          buyerEmail: BUYER.email,
          createdAt: new Date(Date.now() - i * 1000),
          payments: { create: { method: 'VIRTUAL_ACCOUNT', status: 'WAITING_FOR_DEPOSIT', amount, gateway: 'test', idempotencyKey: `qc-${i}`, createdAt: new Date(Date.now() - i * 1000) } },
          store: {
            create: { clubId: w.club.id, createdAt: new Date(Date.now() - i * 1000), fulfilment: 'PREPARING', hasGoods: goods, shippingFee: goods ? 3000 : 0, ...(goods ? address : {}), lines: { create: lines } },
          },
        },
      });
    }
    const ORDER = `id orderNumber title amount vat shippingFee paymentStatus paymentMethod paidAt stockState createdAt
      buyer { name phone email } shippingAddress { recipientName postalCode address1 address2 } lines { productId kind productName optionName unitPrice quantity downloads { fileName size mimeType url expiresAt } }
      fulfilment needsShipping carrier carrierName trackingNumber shippedAt deliveredAt refundedAt refundReason refundRequested viewerCanManage`;
    const lists: [string, Record<string, string>, (data: Data) => unknown[]][] = [
      [`query ($uri: String!, $first: Int!) { club(uri: $uri) { ... on Club { storeOrders(first: $first) { totalCount edges { node { ${ORDER} } } } } } }`, w.owner.headers, (d) => d.club.storeOrders.edges],
      [`query ($first: Int!) { myPayments(first: $first) { totalCount edges { node { status amount storeOrder { ${ORDER} } } } } }`, w.member.headers, (d) => d.myPayments.edges],
      [
        `query ($uri: String!, $first: Int!) { club(uri: $uri) { ... on Club { storeOrders(first: $first, filter: TO_SHIP) { totalCount edges { node { ${ORDER} } } } } } }`,
        w.owner.headers,
        (d) => d.club.storeOrders.edges,
      ],
      [
        `query ($first: Int!) { myOrders(first: $first) { totalCount edges { node { id orderNumber kind title amount vat paymentStatus paymentMethod paidAt createdAt
          buyer { name } club { name } payments { id status method amount } storeOrder { ${ORDER} } } } } }`,
        w.member.headers,
        (d) => d.myOrders.edges,
      ],
      [`query ($first: Int!) { myDigitalPurchases(first: $first) { totalCount edges { node { ${ORDER} } } } }`, w.member.headers, (d) => d.myDigitalPurchases.edges],
    ];
    for (const [query, headers, edges] of lists) {
      const counts: number[] = [];
      for (const first of [10, 20, 50]) {
        queryLog.length = 0;
        const data = await run(app, query, { uri: w.club.uri, first }, headers);
        expect(edges(data)).toHaveLength(first);
        counts.push(queryLog.length);
        for (const sql of queryLog.filter((q) => /\bcount\s*\(/i.test(q))) expect(sql).toMatch(/LIMIT/i);
      }
      expect(new Set(counts).size, `statements per page size ${counts.join(', ')}`).toBe(1);
      expect(counts[0]).toBeLessThanOrEqual(5);
    }
  }, 60_000);
});
