// The public feed's total (feedPostTotal) reads the platform's sums and the viewer's own clubs, not every
// club: with 1,500 clubs it reads none for a guest or an administrator and a handful for a fan, and each
// viewer's total is still the sum over every club of what that club shows them.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser, joinClub } from '../../../testing/fixtures.ts';
import { recordStatements, rowsReadBy, setupTestDatabase, type RecordedStatement } from '../../../testing/database.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { feedPostTotal } from '../posts.service.ts';

const database = setupTestDatabase();
const CLUBS = 1500;
const statements: RecordedStatement[] = [];
let client: pg.Client;

beforeAll(async () => {
  client = await recordStatements(database.current, statements);
  // Clubs public and private, each with two owner posts, a fan post, a hidden post and a fan letter.
  await client.query(
    `WITH owners AS (
       INSERT INTO "User" (id, uid, email, nickname, role, "updatedAt")
       SELECT gen_random_uuid(), 'total' || i, 'total' || i || '@test.local', 'creator ' || i, 'CREATOR', now() FROM generate_series(1, ${CLUBS}) i
       RETURNING id, nickname),
     clubs AS (
       INSERT INTO "Club" (id, uri, name, introduction, "ownerId", "isPublic", "updatedAt")
       SELECT gen_random_uuid(), 'total-' || substring(nickname from 9), nickname, 'Hello', id, substring(nickname from 9)::int % 3 <> 0, now() FROM owners
       RETURNING id, "ownerId")
     INSERT INTO "Post" (id, "clubId", "authorId", title, content, "isOwnerPost", "isHidden", "isOwnerOnly", "updatedAt")
     SELECT gen_random_uuid(), c.id, c."ownerId", 'post', '[]', k <> 3, k = 4, k = 5, now() FROM clubs c, generate_series(1, 5) k`,
  );
  await client.query('ANALYZE "Club"; ANALYZE "Post"; ANALYZE "ClubMember"; ANALYZE "ClubAuthorPostCount"; ANALYZE "UserBlock"');
});

afterAll(async () => {
  await client?.end();
});

/** The total as the sum over every club of what it shows the viewer (the statement feedPostTotal replaced). */
async function summedOverEveryClub(viewer: Viewer | null): Promise<number> {
  const id = viewer?.id ?? null;
  const admin = viewer?.role === 'ADMIN';
  const blocker = viewer && !admin ? viewer.id : null;
  const { rows } = await client.query<{ n: string | null }>(
    `SELECT sum(CASE WHEN $2 OR c."ownerId" = $1::uuid
                      THEN c."ownerPostCount" + c."fanPostCount" + c."fanLetterCount" - coalesce(x.open + x.letters, 0)
                     WHEN c."isPublic" THEN c."ownerPostCount" + c."fanPostCount" + coalesce(m."fanLetterCount", 0) - coalesce(x.open, 0)
                     ELSE 0 END) AS n
     FROM "Club" c LEFT JOIN "ClubMember" m ON m."clubId" = c.id AND m."userId" = $1::uuid
     LEFT JOIN (SELECT a."clubId", sum(a."ownerPostCount" + a."fanPostCount") AS open, sum(a."fanLetterCount") AS letters
                FROM "UserBlock" b JOIN "ClubAuthorPostCount" a ON a."authorId" = b."blockedId"
                WHERE b."blockerId" = $3::uuid GROUP BY a."clubId") x ON x."clubId" = c.id`,
    [id, admin, blocker],
  );
  return Number(rows[0]?.n ?? 0);
}

/** feedPostTotal's answer and the rows of "Club" its statements read. */
async function totalAndClubRows(viewer: Viewer | null) {
  const from = statements.length;
  const total = await feedPostTotal(viewer);
  return { total, clubRows: await rowsReadBy(client, statements.slice(from), 'Club') };
}

describe('the public feed total', () => {
  it('reads no club for a guest or an administrator and only their own clubs for a fan or an owner', async () => {
    const expectTotal = async (viewer: Viewer | null, maxClubRows: number) => {
      const { total, clubRows } = await totalAndClubRows(viewer);
      expect(total).toBe(await summedOverEveryClub(viewer));
      expect(clubRows).toBeLessThanOrEqual(maxClubRows);
    };
    // 1,000 public clubs of 3 open posts each.
    await expectTotal(null, 0);
    expect(await feedPostTotal(null)).toBe(3000);
    const admin = await createUser({ role: 'ADMIN' });
    await expectTotal({ id: admin.id, role: 'ADMIN' }, 0);

    // A fan of a public and a private club, with letters in both, who blocked the author of a third club.
    const fan = await createUser();
    const club = async (uri: string) =>
      (await client.query<{ id: string; ownerId: string }>(`SELECT id, "ownerId" FROM "Club" WHERE uri = $1`, [uri])).rows[0]!;
    const [privateClub, publicClub, blockedClub] = [await club('total-3'), await club('total-1'), await club('total-2')];
    for (const club of [privateClub, publicClub]) {
      await joinClub({ clubId: club.id, userId: fan.id });
      await createPost({ clubId: club.id, authorId: fan.id, isOwnerOnly: true });
    }
    await client.query(`INSERT INTO "UserBlock" (id, "blockerId", "blockedId") VALUES (gen_random_uuid(), $1, $2)`, [fan.id, blockedClub.ownerId]);
    await client.query('ANALYZE "ClubMember"; ANALYZE "UserBlock"');
    await expectTotal({ id: fan.id, role: 'USER' }, 3);
    expect(await feedPostTotal({ id: fan.id, role: 'USER' })).toBe(3000 + 1 - 3);

    // The owner of a private club sees its posts and letters too.
    const owner = { id: privateClub.ownerId, role: 'CREATOR' as const };
    await expectTotal(owner, 2);
    expect(await feedPostTotal(owner)).toBe(3000 + 3 + 2);

    // A club made public moves its posts into everyone's total.
    await client.query(`UPDATE "Club" SET "isPublic" = true WHERE id = $1`, [privateClub.id]);
    await expectTotal(null, 0);
    expect(await feedPostTotal(null)).toBe(3003);
    await expectTotal({ id: fan.id, role: 'USER' }, 3);
  });
});
