// The Prisma client's connections: statements prepared per connection, each planned for its own values.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../testing/database.ts';
import { db } from '../database.ts';

setupTestDatabase();

describe('database connections', () => {
  it('plan every execution of a prepared statement for its values', async () => {
    const [{ plan_cache_mode: mode }] = await db().$queryRaw<{ plan_cache_mode: string }[]>`SHOW plan_cache_mode`;
    expect(mode).toBe('force_custom_plan');
  });

  it('prepare the statements they send (named, so parsed once per connection)', async () => {
    const user = { id: randomUUID() };
    for (let i = 0; i < 3; i++) expect(await db().user.findUnique({ where: { id: user.id }, select: { id: true } })).toBeNull();
    const rows = await db().$queryRaw<{ name: string }[]>`SELECT name FROM pg_prepared_statements WHERE name LIKE 'oshi_%'`;
    expect(rows.length).toBeGreaterThan(0);
  });
});
