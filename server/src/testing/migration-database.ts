// A scratch database for testing one migration on rows written before it: the migrations before it are
// applied, the test writes its rows as they were, then applies the migration and reads what it made.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { migrate, readMigrations, type Migration } from '../platform/migrations.ts';

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: inject('pgServerUrl') });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Creates the database before the file's tests and drops it after them. */
export function migrationDatabase(prefix: string) {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  let client: pg.Client | undefined;
  let url = '';
  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE "${name}"`);
    const u = new URL(inject('pgServerUrl'));
    u.pathname = `/${name}`;
    url = u.toString();
    client = new pg.Client({ connectionString: url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await adminQuery(`DROP DATABASE IF EXISTS "${name}"`);
  });
  return {
    /** A connection to the scratch database. */
    get client(): pg.Client {
      if (!client) throw new Error('migrationDatabase: used outside a test');
      return client;
    },
    /**
     * Applies every migration before the one whose name ends with `_${suffix}`; `apply` then applies that
     * one (checking it was the only one applied), and `applyRest` those after it.
     */
    async migrateUpTo(suffix: string) {
      const all = readMigrations();
      const at = all.findIndex((m) => m.name.endsWith(`_${suffix}`));
      expect(at, suffix).toBeGreaterThan(0);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
      const write = (m: Migration) => {
        fs.mkdirSync(path.join(dir, m.name));
        fs.writeFileSync(path.join(dir, m.name, 'migration.sql'), m.sql);
      };
      all.slice(0, at).forEach(write);
      await migrate(url, dir);
      return {
        apply: async () => {
          write(all[at]!);
          expect(await migrate(url, dir)).toEqual([all[at]!.name]);
        },
        applyRest: async () => {
          all.slice(at + 1).forEach(write);
          await migrate(url, dir);
        },
      };
    },
  };
}
