// A database of its own for a script run (bench, lighthouse): `name` on DATABASE_URL's server, dropped
// and recreated, or an embedded PostgreSQL in `embeddedDir` when DATABASE_URL is unset.
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../server/src/platform/embedded-db.ts';
import { createLogger } from '../server/src/platform/logger.ts';

export async function freshDatabase(name: string, embeddedDir: string): Promise<{ url: string; embedded: EmbeddedDatabase | null }> {
  let serverUrl = process.env.DATABASE_URL;
  let embedded: EmbeddedDatabase | null = null;
  if (!serverUrl) {
    console.log(`No DATABASE_URL: starting an embedded PostgreSQL in ${embeddedDir}`);
    embedded = await startEmbeddedDatabase(path.resolve(embeddedDir), createLogger('warn'));
    serverUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), embedded };
}

/** An integer setting from the environment, or `fallback`; anything else stops the run naming it. */
export function intSetting(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min} (got "${raw}")`);
  return value;
}
