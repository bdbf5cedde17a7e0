// The Prisma client's connections: statements prepared per connection and planned once for any values.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../testing/database.ts';
import { db } from '../database.ts';

setupTestDatabase();

describe('database connections', () => {
  it('plan a prepared statement once and run that plan for any values', async () => {
    // Prepared statements belong to a connection: a transaction keeps to one.
    const rows = await db().$transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await tx.post.findMany({ where: { clubId: randomUUID(), isHidden: false }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 21 });
      return tx.$queryRaw<{ generic_plans: bigint; custom_plans: bigint }[]>`
        SELECT generic_plans, custom_plans FROM pg_prepared_statements
        WHERE statement LIKE '%FROM "public"."Post"%ORDER BY%' AND statement NOT LIKE '%pg_prepared_statements%'`;
    });
    expect(rows).toEqual([{ generic_plans: 3n, custom_plans: 0n }]);
  });

  it('prepare the statements they send (named, so parsed once per connection)', async () => {
    const user = { id: randomUUID() };
    for (let i = 0; i < 3; i++) expect(await db().user.findUnique({ where: { id: user.id }, select: { id: true } })).toBeNull();
    const rows = await db().$queryRaw<{ name: string }[]>`SELECT name FROM pg_prepared_statements WHERE name LIKE 'oshi_%'`;
    expect(rows.length).toBeGreaterThan(0);
  });
});
