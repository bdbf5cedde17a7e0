// The demo world's store: each demo club sells something, and the states a visitor should meet are
// there (on sale with options, a voice pack, an upcoming fan meeting, not open yet, sold out), and orders
// delivered, shipped, to ship, downloaded and ticketed.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from '../../../../../prisma/seed.ts';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { LocalDiskStorage } from '../../../platform/storage.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { cookieHeader } from '../../accounts/__tests__/account-helpers.ts';
import { createSession } from '../../accounts/sessions.service.ts';
import { run } from '../../clubs/__tests__/community-helpers.ts';

const database = setupTestDatabase();
let app: App;
let dir: string;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'oshi-demo-store-'));
});
afterAll(async () => {
  await app?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('demo store', () => {
  it('seeds goods with options, a voice pack and an upcoming fan meeting with their pictures, and orders in every state', async () => {
    const storage = new LocalDiskStorage(dir);
    const seeded = await seedDemoWorld(db(), { storage });
    expect(seeded.products).toBe(7);
    const Q = `query ($uri: String!) { club(uri: $uri) { ... on Club { products(first: 20) { edges { node { name kind availability imageUrls options { name soldOut } ticket { format validFrom validUntil } } } } } } }`;
    const mirei = (await run(app, Q, { uri: 'mirei' })).club.products.edges.map((e: { node: Record<string, unknown> }) => e.node);
    expect(mirei.map((p: { kind: string; availability: string }) => [p.kind, p.availability])).toEqual([
      ['TICKET', 'ON_SALE'],
      ['DIGITAL', 'ON_SALE'],
      ['GOODS', 'ON_SALE'],
    ]);
    expect(mirei[0].ticket).toEqual({ format: 'OFFLINE', validFrom: '10:00', validUntil: '17:30' });
    expect(mirei[2].options).toContainEqual({ name: 'L / Navy', soldOut: true });
    const luna = (await run(app, Q, { uri: 'luna' })).club.products.edges.map((e: { node: { availability: string } }) => e.node.availability);
    expect(luna).toEqual(['NOT_OPEN']); // the member-only pack is not shown to guests
    const aria = (await run(app, Q, { uri: 'aria' })).club.products.edges.map((e: { node: { availability: string } }) => e.node.availability);
    expect(aria).toEqual(['ON_SALE', 'SOLD_OUT']);
    // Every picture is really in the storage.
    const file = await db().storedFile.findFirstOrThrow({ where: { kind: 'IMAGE' } });
    expect(await storage.get(file.storageKey)).not.toBeNull();

    // Orders in every state a fan and the owner should meet, paid and in the ledger.
    expect(seeded.orders).toBe(5);
    const as = async (email: string) => cookieHeader((await createSession((await db().user.findUniqueOrThrow({ where: { email } })).id)).token);
    const MINE = `{ myOrders(first: 10) { edges { node { paymentStatus storeOrder { fulfilment carrier trackingNumber lines { productName optionName } } } } } }`;
    const minji = (await run(app, MINE, {}, await as('fan@demo.oshi.local'))).myOrders.edges.map((e: { node: unknown }) => e.node);
    expect(minji).toEqual([
      { paymentStatus: 'PAID', storeOrder: { fulfilment: 'COMPLETE', carrier: null, trackingNumber: null, lines: [{ productName: 'Good-night voice pack vol. 1', optionName: null }] } },
      { paymentStatus: 'PAID', storeOrder: { fulfilment: 'DELIVERED', carrier: 'CJ_LOGISTICS', trackingNumber: '601234567890', lines: [{ productName: 'Stargazer hoodie', optionName: 'M / Navy' }] } },
    ]);
    const TO_SHIP = `{ club(uri: "mirei") { ... on Club { storeOrders(first: 10, filter: TO_SHIP) { edges { node { buyer { name } fulfilment } } } } } }`;
    const toShip = (await run(app, TO_SHIP, {}, await as('mirei@demo.oshi.local'))).club.storeOrders.edges.map((e: { node: unknown }) => e.node);
    expect(toShip).toEqual([{ buyer: { name: 'Haruto' }, fulfilment: 'PREPARING' }]);
    const sofia = await db().user.findUniqueOrThrow({ where: { email: 'fan3@demo.oshi.local' } });
    expect(await db().ticket.count({ where: { holderId: sofia.id, state: 'VALID' } })).toBe(1);
    const sources = await db().ledgerTransaction.groupBy({ by: ['source'], where: { kind: 'PAYMENT' }, _count: true, orderBy: { source: 'asc' } });
    expect(sources.filter((s) => s.source !== 'SUBSCRIPTION')).toEqual([
      { source: 'PRODUCT', _count: 4 },
      { source: 'TICKET', _count: 1 },
    ]);
    // Dated when paid, not when seeded.
    const oldest = await db().ledgerTransaction.findFirstOrThrow({ where: { source: 'PRODUCT' }, orderBy: { createdAt: 'asc' } });
    expect(Date.now() - oldest.createdAt.getTime()).toBeGreaterThan(3 * 24 * 3600_000);
    const total = await db().ledgerEntry.aggregate({ _sum: { amount: true } });
    expect(total._sum.amount).toBe(0);
  });
});
