// Statements that take thousands of ids in one parameter read that list once, also under a generic plan
// (one made without the values, reused for any): a list left in a row filter is parsed again for every row.
// And they answer in a few rows, not one per id: thousands of rows to read and map per live event.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenStatuses } from '../../modules/accounts/api-tokens.service.ts';
import { sessionStatuses } from '../../modules/accounts/sessions.service.ts';
import { liveSubscriptionLevelsInClub } from '../../modules/memberships/memberships.service.ts';
import { createClub, createPlan, createUser } from '../../testing/fixtures.ts';
import { recordStatements, setupTestDatabase, type PlanNode, type RecordedStatement } from '../../testing/database.ts';

const database = setupTestDatabase();
const FANS = 2000;
const statements: RecordedStatement[] = [];
let client: pg.Client;
let clubId: string;
let fanIds: string[];
let sessionIds: string[];
let tokenHashes: string[];

/** Every node of a plan with its children. */
function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** EXPLAIN ANALYZE of the last statement containing `marker` that the code under test sent, under a generic plan. */
async function genericPlanOf(marker: string): Promise<PlanNode[]> {
  const statement = statements.findLast((s) => s.sql.includes(marker));
  if (!statement) throw new Error(`no statement with ${marker}`);
  const params = (JSON.parse(statement.params) as unknown[]).map((value) => client.escapeLiteral(String(value)));
  await client.query('BEGIN');
  try {
    await client.query('SET LOCAL plan_cache_mode = force_generic_plan');
    await client.query(`PREPARE under_test AS ${statement.sql}`);
    const { rows } = await client.query(`EXPLAIN (ANALYZE, VERBOSE, FORMAT JSON) EXECUTE under_test(${params.join(', ')})`);
    return nodesOf((rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan);
  } finally {
    await client.query('ROLLBACK');
    await client.query('DEALLOCATE ALL');
  }
}

/**
 * Checks that the generic plan of the last statement containing `marker` reads the id list once: no condition
 * mentions string_to_array, and the one function call that does runs once. Returns the rows the statement answered.
 */
async function rowsAnsweredReadingListOnce(marker: string): Promise<unknown> {
  const nodes = await genericPlanOf(marker);
  const conditions = ['Filter', 'Index Cond', 'Join Filter', 'Hash Cond', 'Merge Cond', 'Recheck Cond'];
  expect(nodes.filter((node) => conditions.some((key) => String(node[key] ?? '').includes('string_to_array')))).toEqual([]);
  const once = nodes.filter((node) => String(node['Function Call'] ?? '').includes('string_to_array'));
  expect(once.map((node) => node['Actual Loops'])).toEqual([1]);
  return nodes[0]!['Actual Rows'];
}

beforeAll(async () => {
  client = await recordStatements(database.current, statements);
  const owner = await createUser({ role: 'CREATOR' });
  clubId = (await createClub({ ownerId: owner.id })).id;
  const plan = await createPlan({ clubId, level: 2 });
  const { rows: fans } = await client.query<{ id: string }>(
    `INSERT INTO "User" (id, uid, email, nickname, "updatedAt")
     SELECT gen_random_uuid(), 'idlist' || i, 'idlist' || i || '@test.local', 'fan ' || i, now() FROM generate_series(1, ${FANS}) i
     RETURNING id`,
  );
  fanIds = fans.map((f) => f.id);
  await client.query(
    `INSERT INTO "Subscription" (id, "clubId", "planId", "userId", status, method, "currentPeriodStart", "currentPeriodEnd", "updatedAt")
     SELECT gen_random_uuid(), $1, $2, id, 'ACTIVE', 'CARD', now(), now() + interval '30 days', now() FROM unnest($3::uuid[]) id`,
    [clubId, plan.id, fanIds],
  );
  const { rows: sessions } = await client.query<{ id: string }>(
    `INSERT INTO "Session" (id, "userId", "expiresAt")
     SELECT md5(id::text) || md5(id::text || 'x'), id, now() + interval '1 day' FROM unnest($1::uuid[]) id
     RETURNING id`,
    [fanIds],
  );
  sessionIds = sessions.map((s) => s.id);
  const { rows: tokens } = await client.query<{ tokenHash: string }>(
    `INSERT INTO "ApiToken" (id, "userId", name, "tokenHash", prefix, scopes)
     SELECT gen_random_uuid(), id, 'bot', md5(id::text || 't') || md5(id::text || 'u'), 'oshi_', ARRAY['READ'] FROM unnest($1::uuid[]) id
     RETURNING "tokenHash"`,
    [fanIds],
  );
  tokenHashes = tokens.map((t) => t.tokenHash);
  await client.query('ANALYZE "User"; ANALYZE "Subscription"; ANALYZE "Session"; ANALYZE "ApiToken"');
});

afterAll(async () => {
  await client?.end();
});

describe('statements given thousands of ids', () => {
  it('read the watchers of a live event once for their plan levels, in a row per level', async () => {
    const levels = await liveSubscriptionLevelsInClub(clubId, fanIds);
    expect(levels.size).toBe(FANS);
    expect(new Set(levels.values())).toEqual(new Set([2]));
    expect(await rowsAnsweredReadingListOnce('"Subscription"')).toBe(1);
  });

  it('read the sessions of many sockets once for their accounts, answering only the exceptions', async () => {
    const statuses = await sessionStatuses(sessionIds);
    expect(statuses.size).toBe(FANS);
    expect(new Set(statuses.values())).toEqual(new Set(['ACTIVE']));
    expect(await rowsAnsweredReadingListOnce('"Session"')).toBe(0);
  });

  it('read the API tokens of many sockets once for their accounts, answering only the exceptions', async () => {
    await client.query(`UPDATE "ApiToken" SET "revokedAt" = now() WHERE "tokenHash" = $1`, [tokenHashes[0]]);
    await client.query(`UPDATE "User" SET status = 'SUSPENDED' WHERE id = $1`, [fanIds[1]]);
    const statuses = await apiTokenStatuses([...tokenHashes, 'f'.repeat(64)]);
    expect(statuses.size).toBe(FANS - 1);
    expect(statuses.has(tokenHashes[0]!)).toBe(false);
    expect(statuses.get(tokenHashes[1]!)).toBe('SUSPENDED');
    expect(statuses.get(tokenHashes[2]!)).toBe('ACTIVE');
    expect(await rowsAnsweredReadingListOnce('"ApiToken"')).toBe(3);
  });
});
