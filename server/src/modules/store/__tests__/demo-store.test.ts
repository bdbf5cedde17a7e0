// The demo world's store: each demo club sells something, and the states a visitor should meet are
// there (on sale with options, a voice pack, an upcoming fan meeting, not open yet, sold out).
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
  it('seeds goods with options, a voice pack and an upcoming fan meeting, with their pictures stored', async () => {
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
  });
});
