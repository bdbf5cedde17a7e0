// Test database server: the one named by DATABASE_URL (CI points it at the machine's PostgreSQL),
// else an embedded PostgreSQL in .data/test-pg. A template database is migrated once per run;
// each test file clones it (CREATE DATABASE ... TEMPLATE), so files never share state. The browser journeys
// clone a second template holding the demo world, seeded once per run (its times are relative to the run).
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
    /** The migrated template with the demo world seeded in (e2e project only). */
    pgSeededTemplate: string;
  }
}

let embedded: EmbeddedDatabase | null = null;
let dropSeededTemplate: (() => Promise<void>) | null = null;

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
  if (project.name === 'e2e') project.provide('pgSeededTemplate', await seededTemplate(serverUrl, template));
}

/**
 * The demo world seeded once for every journey file of this run (drawing its pictures and hashing its
 * password cost each file seconds of CPU). Named by this process, so runs sharing a server keep their own;
 * one left behind by a killed run is dropped by the next.
 */
async function seededTemplate(serverUrl: string, template: string): Promise<string> {
  const name = `oshi_seeded_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'oshi\\_seeded\\_%'");
    for (const { datname } of rows) {
      if (datname === name || !isRunning(Number(datname.slice('oshi_seeded_'.length)))) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  const [{ seedDemoWorld }, database] = await Promise.all([import('../../../prisma/seed.ts'), import('../platform/database.ts')]);
  try {
    await seedDemoWorld(database.connectDatabase(withDatabase(serverUrl, name)));
  } finally {
    await database.disconnectDatabase();
  }
  dropSeededTemplate = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => client.end());
  };
  return name;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function teardown() {
  await dropSeededTemplate?.();
  await embedded?.stop();
}
