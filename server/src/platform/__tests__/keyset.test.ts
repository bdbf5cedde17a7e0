// Keyset pages start their index scan at the cursor, whose place it carries: a deep page reads about as many rows
// as the first, in one statement; the home feed reads each of the viewer's clubs from its own index, not every
// club's newest posts.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMembersPage } from '../../modules/clubs/clubs.service.ts';
import { findPostsPage, homeFeedPage } from '../../modules/posts/posts.service.ts';
import { createClub, createUser, joinClub } from '../../testing/fixtures.ts';
import {
  explainAnalyze,
  recordStatements,
  rowsReadBy,
  setupTestDatabase,
  sumOverNodes,
  type PlanNode,
  type RecordedStatement,
} from '../../testing/database.ts';
import { db } from '../database.ts';

const database = setupTestDatabase();
const ROWS = 4000;
const DEPTH = 3000;
const statements: RecordedStatement[] = [];
let client: pg.Client;
let clubId: string;

/** Rows the plan read from `table` and threw away, summed over its nodes. */
function rowsFilteredOut(plan: PlanNode, table: string): number {
  return sumOverNodes(plan, (node) => (node['Relation Name'] === table ? Number(node['Rows Removed by Filter'] ?? 0) : 0));
}

/** Rows read from `table` by every statement the code under test sent since `from`. */
const rowsReadSince = (from: number, table: string) => rowsReadBy(client, statements.slice(from), table);

/** A club's posts as the feeds order them, with what their cursors carry. */
async function postsInOrder(club: string) {
  return db().post.findMany({ where: { clubId: club }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { id: true, createdAt: true } });
}

/** EXPLAIN ANALYZE of the last statement on `table` that the code under test sent. */
async function lastPlanOn(table: string) {
  const statement = statements.findLast((s) => s.sql.includes(`FROM "public"."${table}"`) && s.sql.includes('ORDER BY'));
  if (!statement) throw new Error(`no statement on ${table}`);
  return explainAnalyze(client, statement);
}

beforeAll(async () => {
  client = await recordStatements(database.current, statements);
  const owner = await createUser({ role: 'CREATOR' });
  clubId = (await createClub({ ownerId: owner.id })).id;
  // Many rows sharing a few timestamps, so ties on the time column are paged by id.
  await client.query(
    `INSERT INTO "Post" (id, "clubId", "authorId", title, content, "isOwnerPost", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), $1, $2, 'post ' || i, '[]', true, now() - (i / 3) * interval '1 minute', now()
     FROM generate_series(1, ${ROWS}) i`,
    [clubId, owner.id],
  );
  await client.query(
    `WITH fans AS (
       INSERT INTO "User" (id, uid, email, nickname, "updatedAt")
       SELECT gen_random_uuid(), 'keyset' || i, 'keyset' || i || '@test.local', 'fan ' || i, now() FROM generate_series(1, ${ROWS}) i
       RETURNING id, nickname)
     INSERT INTO "ClubMember" (id, "clubId", "userId", "joinedAt")
     SELECT gen_random_uuid(), $1, id, now() - (substring(nickname from 5)::int / 3) * interval '1 minute' FROM fans`,
    [clubId],
  );
  await client.query('ANALYZE "Post"; ANALYZE "ClubMember"');
});

afterAll(async () => {
  await client?.end();
});

describe('keyset pages', () => {
  it('reads a deep page of posts from the cursor on, in order, both ways', async () => {
    const order = await postsInOrder(clubId);
    const ids = order.map((r) => r.id);
    const cursor = { keyset: order[DEPTH - 1] };

    const from = statements.length;
    const older = await findPostsPage({ cursor, take: 21 }, { clubId });
    expect(statements.length - from, 'the cursor carries its place: one statement').toBe(1);
    expect(older.map((p) => p.id)).toEqual(ids.slice(DEPTH, DEPTH + 21));
    expect(rowsFilteredOut(await lastPlanOn('Post'), 'Post')).toBeLessThan(50);

    const newer = await findPostsPage({ cursor, take: -21 }, { clubId });
    expect(newer.map((p) => p.id)).toEqual(ids.slice(DEPTH - 22, DEPTH - 1));
    expect(rowsFilteredOut(await lastPlanOn('Post'), 'Post')).toBeLessThan(50);
  });

  it('reads a deep page of members from the cursor on', async () => {
    const members = await db().clubMember.findMany({ where: { clubId }, orderBy: [{ joinedAt: 'desc' }, { id: 'desc' }], select: { id: true, joinedAt: true } });
    const ids = members.map((m) => m.id);
    const from = statements.length;
    const page = await findMembersPage({ cursor: { keyset: members[DEPTH - 1] }, take: 21 }, { clubId });
    expect(statements.length - from).toBe(1);
    expect(page.map((m) => m.id)).toEqual(ids.slice(DEPTH, DEPTH + 21));
    expect(rowsFilteredOut(await lastPlanOn('ClubMember'), 'ClubMember')).toBeLessThan(50);
  });

  it('reads the home feed of a fan of a quiet club from that club alone, however busy the others', async () => {
    // A club whose last posts are a month old, next to the busy club's 4,000 newer ones.
    const quiet = (await createClub({ ownerId: (await createUser({ role: 'CREATOR' })).id })).id;
    await client.query(
      `INSERT INTO "Post" (id, "clubId", "authorId", title, content, "isOwnerPost", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), $1, c."ownerId", 'old ' || i, '[]', true, now() - interval '30 days' - i * interval '1 hour', now()
       FROM "Club" c, generate_series(1, 30) i WHERE c.id = $1`,
      [quiet],
    );
    const old = await postsInOrder(quiet);
    const fan = await createUser();
    await joinClub({ clubId: quiet, userId: fan.id });
    await client.query('ANALYZE "Post"; ANALYZE "Club"; ANALYZE "ClubMember"');
    const viewer = { id: fan.id, role: 'USER' as const };

    // The newest 200 posts of all clubs (the busy club's) hold none of the fan's; their club is then read alone.
    const from = statements.length;
    const first = await homeFeedPage(viewer, { take: 21 });
    expect(first.rows.map((p) => p.id)).toEqual(old.slice(0, 21).map((p) => p.id));
    expect(first.total).toBe(30);
    expect(await rowsReadSince(from, 'Post')).toBeLessThan(300);

    const next = statements.length;
    const second = await homeFeedPage(viewer, { cursor: { keyset: old[20] }, take: 21 });
    expect(second.rows.map((p) => p.id)).toEqual(old.slice(21).map((p) => p.id));
    const back = await homeFeedPage(viewer, { cursor: { keyset: old[25] }, take: -3 });
    expect(back.rows.map((p) => p.id)).toEqual(old.slice(22, 25).map((p) => p.id));
    expect(await rowsReadSince(next, 'Post')).toBeLessThan(600);

    // Also in the busy club: its newest posts come first, found among all clubs' newest, and then the quiet club's.
    await joinClub({ clubId, userId: fan.id });
    const busy = await postsInOrder(clubId);
    const busyFirst = statements.length;
    expect((await homeFeedPage(viewer, { take: 21 })).rows.map((p) => p.id)).toEqual(busy.slice(0, 21).map((p) => p.id));
    expect(await rowsReadSince(busyFirst, 'Post')).toBeLessThan(100);
    const across = await homeFeedPage(viewer, { cursor: { keyset: busy[ROWS - 11] }, take: 21 });
    expect(across.rows.map((p) => p.id)).toEqual([...busy.slice(ROWS - 10), ...old.slice(0, 11)].map((p) => p.id));
    expect(across.total).toBe(ROWS + 30);

    // A fan of no club costs no read of the posts at all.
    const loner = { id: (await createUser()).id, role: 'USER' as const };
    const none = statements.length;
    expect(await homeFeedPage(loner, { take: 21 })).toMatchObject({ rows: [], total: 0 });
    expect(await rowsReadSince(none, 'Post')).toBe(0);
  });

  it('pages on from where a deleted row stood, and gives an empty page for a cursor that could not be a row’s', async () => {
    const order = await postsInOrder(clubId);
    const gone = order[10];
    await db().post.delete({ where: { id: gone.id } });
    const page = await findPostsPage({ cursor: { keyset: gone }, take: 5 }, { clubId });
    expect(page.map((p) => p.id)).toEqual(order.slice(11, 16).map((p) => p.id));

    const at = order[0].createdAt;
    for (const keyset of [{ createdAt: at, id: 'not-a-uuid' }, { createdAt: at.toISOString(), id: order[0].id }, { createdAt: new Date(NaN), id: order[0].id }, { createdAt: new Date(-1e15), id: order[0].id }, { id: order[0].id }]) {
      expect(await findPostsPage({ cursor: { keyset }, take: 21 }, { clubId }), JSON.stringify(keyset)).toEqual([]);
      expect((await homeFeedPage({ id: order[0].id, role: 'USER' }, { cursor: { keyset }, take: 21 })).rows).toEqual([]);
    }
    // An id cursor where the connection's cursor is `keyset` (a page asked for before the cursors changed).
    expect(await findPostsPage({ cursor: { id: order[0].id }, take: 21 }, { clubId })).toEqual([]);
  });
});
