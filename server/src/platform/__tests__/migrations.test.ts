// The migration runner against a real, empty database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate, readMigrations } from '../migrations.ts';

let url: string;
const name = `oshi_mig_${crypto.randomBytes(4).toString('hex')}`;

async function sql<T extends pg.QueryResultRow>(database: string, text: string) {
  const u = new URL(inject('pgServerUrl'));
  u.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await sql('postgres', `CREATE DATABASE "${name}"`);
  const u = new URL(inject('pgServerUrl'));
  u.pathname = `/${name}`;
  url = u.toString();
});
afterAll(async () => {
  await sql('postgres', `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe('migrate', () => {
  it('applies every migration once, recorded in _prisma_migrations with Prisma’s checksum', async () => {
    const all = readMigrations();
    expect(all.length).toBeGreaterThan(0);
    expect(await migrate(url)).toEqual(all.map((m) => m.name));
    const rows = await sql<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      name,
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name',
    );
    expect(rows.map((r) => [r.migration_name, r.checksum])).toEqual(all.map((m) => [m.name, m.checksum]));
    expect(rows.every((r) => r.finished_at)).toBe(true);
    // A second run (and a concurrent one) applies nothing.
    expect(await Promise.all([migrate(url), migrate(url)])).toEqual([[], []]);
  });

  it('rolls back a failing migration completely and refuses an edited one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oshi-mig-'));
    for (const m of readMigrations()) {
      fs.mkdirSync(path.join(dir, m.name));
      fs.writeFileSync(path.join(dir, m.name, 'migration.sql'), m.sql);
    }
    fs.mkdirSync(path.join(dir, '99990101000000_broken'));
    fs.writeFileSync(
      path.join(dir, '99990101000000_broken', 'migration.sql'),
      'CREATE TABLE "Half" (id int);\nSELECT no_such_function();',
    );
    await expect(migrate(url, dir)).rejects.toThrow(/99990101000000_broken failed/);
    const half = await sql(name, `SELECT to_regclass('"Half"') AS t`);
    expect(half).toEqual([{ t: null }]);

    fs.rmSync(path.join(dir, '99990101000000_broken'), { recursive: true });
    const first = readMigrations()[0];
    fs.appendFileSync(path.join(dir, first.name, 'migration.sql'), '\n-- edited');
    await expect(migrate(url, dir)).rejects.toThrow(/changed after it was applied/);
  });
});
