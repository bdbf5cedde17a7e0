// Test database server: the one named by DATABASE_URL (CI points it at the machine's PostgreSQL),
// else an embedded PostgreSQL in .data/test-pg. A template database is migrated once per run;
// each test file clones it (CREATE DATABASE ... TEMPLATE), so files never share state.
import crypto from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../platform/embedded-db.ts';
import { createLogger } from '../platform/logger.ts';
import { migrate, readMigrations } from '../platform/migrations.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    pgTemplate: string;
  }
}

let embedded: EmbeddedDatabase | null = null;

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function setup(project: TestProject) {
  const given = process.env.DATABASE_URL;
  // One embedded cluster per Vitest project: projects set up concurrently. (`npm test` starts a
  // single embedded server itself and passes DATABASE_URL, so this is for direct `vitest` runs.)
  if (!given) embedded = await startEmbeddedDatabase(`.data/test-${project.name}`, createLogger('warn'));
  const serverUrl = withDatabase(given ?? embedded!.url, 'postgres');
  const hash = crypto.createHash('sha256');
  for (const m of readMigrations()) hash.update(m.name).update(m.checksum);
  const template = `oshi_template_${hash.digest('hex').slice(0, 12)}`;

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Serialise concurrent test runs (server and redis projects) creating the same template.
    await admin.query('SELECT pg_advisory_lock(727073)');
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (!rowCount) {
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
      await admin.query(`CREATE DATABASE "${building}"`);
      await migrate(withDatabase(serverUrl, building));
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
    }
    await admin.query('SELECT pg_advisory_unlock(727073)');
  } finally {
    await admin.end();
  }
  project.provide('pgServerUrl', serverUrl);
  project.provide('pgTemplate', template);
}

export async function teardown() {
  await embedded?.stop();
}
