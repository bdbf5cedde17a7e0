// One fresh database per test file, cloned from the migrated template (see global-setup.ts).
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectDatabase, disconnectDatabase, type Db } from '../platform/database.ts';

/** Every SQL statement Prisma sent, for query-count (N+1) tests. */
export const queryLog: string[] = [];

export type TestDatabase = { url: string; db: Db };

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgServerUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated template, or from the one holding the demo world (e2e). */
export async function createTestDatabase(template: 'migrated' | 'seeded' = 'migrated'): Promise<TestDatabase> {
  const name = `oshi_test_${crypto.randomBytes(6).toString('hex')}`;
  const source = template === 'seeded' ? inject('pgSeededTemplate') : inject('pgTemplate');
  await admin((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${source}"`));
  const url = new URL(inject('pgServerUrl'));
  url.pathname = `/${name}`;
  const db = connectDatabase(url.toString(), { onQuery: (sql) => queryLog.push(sql) });
  return { url: url.toString(), db };
}

export async function dropTestDatabase(database: TestDatabase): Promise<void> {
  await disconnectDatabase();
  const name = new URL(database.url).pathname.slice(1);
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Registers beforeAll/afterAll hooks for a fresh database; read `.current` inside tests. */
export function setupTestDatabase(template: 'migrated' | 'seeded' = 'migrated') {
  const holder = {} as { current: TestDatabase };
  beforeAll(async () => {
    holder.current = await createTestDatabase(template);
  });
  afterAll(async () => {
    if (holder.current) await dropTestDatabase(holder.current);
  });
  return holder;
}

/** A statement the code under test sent, with its parameters as JSON (for EXPLAIN). */
export type RecordedStatement = { sql: string; params: string };

/**
 * Reconnects the test database's client so that every statement it sends is recorded in `statements` with
 * its parameters, and connects a plain client beside it (bulk inserts, EXPLAIN); the caller ends `client`.
 */
export async function recordStatements(database: TestDatabase, statements: RecordedStatement[]): Promise<pg.Client> {
  await disconnectDatabase();
  connectDatabase(database.url, { onQuery: (sql, params) => statements.push({ sql, params }) });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return client;
}

/** A node of a JSON EXPLAIN plan. */
export type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** EXPLAIN ANALYZE of one statement the code under test sent, run on `client`. */
export async function explainAnalyze(client: pg.Client, statement: RecordedStatement): Promise<PlanNode> {
  const { rows } = await client.query({ text: `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`, values: JSON.parse(statement.params) as unknown[] });
  return (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan;
}

/** `count` of a plan's node, summed over the node and all below it. */
export function sumOverNodes(plan: PlanNode, count: (node: PlanNode) => number): number {
  return count(plan) + (plan.Plans ?? []).reduce((sum, child) => sum + sumOverNodes(child, count), 0);
}

/** Rows the plan read from `table` (kept or thrown away), over every loop of its nodes. */
function rowsRead(plan: PlanNode, table: string): number {
  return sumOverNodes(plan, (node) =>
    node['Relation Name'] === table
      ? (Number(node['Actual Rows'] ?? 0) + Number(node['Rows Removed by Filter'] ?? 0)) * Number(node['Actual Loops'] ?? 1)
      : 0,
  );
}

/** Rows read from `table` by these statements (EXPLAIN ANALYZE of each, run again on `client`). */
export async function rowsReadBy(client: pg.Client, statements: readonly RecordedStatement[], table: string): Promise<number> {
  let total = 0;
  for (const statement of statements) total += rowsRead(await explainAnalyze(client, statement), table);
  return total;
}
