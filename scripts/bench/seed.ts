// Seeds the bench world with set-based SQL (INSERT ... SELECT generate_series): a 100k-post world takes
// seconds, not minutes. The spreads are skewed on purpose (a few big clubs, many small ones; popular posts
// collect most comments), and the world is deterministic for a given size (setseed), so runs compare.
import type pg from 'pg';
import { generateSessionToken, sessionIdOf, SESSION_DURATION_MS } from '../../server/src/modules/accounts/sessions.service.ts';

export type SeedSizes = {
  users: number;
  clubs: number;
  posts: number;
  memberships: number;
  comments: number;
  /** Clubs the bench viewer joined. */
  joined: number;
};

export type BenchWorld = {
  viewerId: string;
  /** The club with the most posts; the club feed scenario reads it. */
  bigClubUri: string;
};

export const BENCH_VIEWER_EMAIL = 'viewer@bench.oshi.local';
export const BIG_CLUB_URI = 'club-1';

/** A few sentences in the languages the product serves, so excerpts and row sizes look real. */
const SENTENCES = [
  'Thank you for coming to the stream last night, the karaoke segment went on far longer than planned!',
  'Next week we are starting a new horror game series; bring snacks and courage.',
  '오늘 방송 와주셔서 정말 고마워요! 다음 주에는 새 노래 커버를 공개할 예정이에요.',
  '팬아트 항상 감사합니다. 이번 달 굿즈 디자인 투표도 곧 열어요.',
  '昨日の配信ありがとうございました！次回は雑談とお絵描き配信の予定です。',
  '新しい衣装のお披露目は来月の記念配信で行います。お楽しみに！',
  '谢谢大家昨天来看直播，下次我们一起玩新的合作游戏吧。',
  '謝謝大家的支持，這個月的會員限定直播會在週末舉行。',
  'Gracias por acompañarme en el directo, el próximo será un especial de preguntas y respuestas.',
  'Clip of the week: the moment the boss fight finally ended after forty attempts.',
  'Schedule update: Monday chatting, Wednesday collab, Friday singing, Sunday rest day.',
  'The anniversary merch store opens on the first; members get early access for two days.',
];

const COMMENTS = [
  'Loved this!', '최고예요!', 'ありがとう！', '太棒了', 'Can not wait for the next one',
  'The karaoke was amazing', '응원합니다', '楽しみにしてます', 'First time here, hello everyone', '¡Qué bien!',
];

export async function seedWorld(client: pg.Client, sizes: SeedSizes, log: (line: string) => void): Promise<BenchWorld> {
  const { users, clubs, posts, memberships, comments, joined } = sizes;
  if (users < clubs + 100) throw new Error(`BENCH_USERS (${users}) must be at least BENCH_CLUBS + 100 (${clubs + 100})`);
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(sql, params);
    log(`  ${label.padEnd(28)} ${String(result.rowCount ?? '').padStart(8)} rows  ${Math.round(performance.now() - started)} ms`);
  };

  await client.query('SELECT setseed(0.4242)');
  // Numbered id maps, so later statements can pick "the n-th user or club" with plain arithmetic.
  await client.query(`CREATE TEMP TABLE bench_user AS SELECT g AS n, gen_random_uuid() AS id FROM generate_series(1, $1) g`, [users]);
  await client.query(`CREATE UNIQUE INDEX ON bench_user (n)`);
  // Users 1..clubs are the creators owning club n; every 40th club is still private; odd clubs sell plans.
  await client.query(
    `CREATE TEMP TABLE bench_club AS
     SELECT g AS n, gen_random_uuid() AS id, u.id AS owner_id, (g = 1 OR g % 40 <> 0) AS is_public,
            CASE WHEN g % 2 = 1 THEN gen_random_uuid() END AS plan1_id,
            CASE WHEN g % 2 = 1 THEN gen_random_uuid() END AS plan2_id
     FROM generate_series(1, $1) g JOIN bench_user u ON u.n = g`,
    [clubs],
  );
  await client.query(`CREATE UNIQUE INDEX ON bench_club (n)`);

  await step(
    'users',
    `INSERT INTO "User" (id, uid, email, nickname, role, "createdAt", "updatedAt")
     SELECT id, 'bench' || n, 'user' || n || '@bench.oshi.local',
            (ARRAY['Mirei fan', 'ホシノ', '별빛', '小雨', 'Luna', 'Kai'])[1 + n % 6] || ' ' || n,
            (CASE WHEN n <= $1 THEN 'CREATOR' ELSE 'USER' END)::"UserRole",
            now() - random() * interval '700 days', now()
     FROM bench_user`,
    [clubs],
  );
  const viewer = await client.query<{ id: string }>(
    `INSERT INTO "User" (id, uid, email, nickname, "updatedAt") VALUES (gen_random_uuid(), 'bench-viewer', $1, 'Bench viewer', now())
     RETURNING id`,
    [BENCH_VIEWER_EMAIL],
  );
  const viewerId = viewer.rows[0].id;

  await step(
    'clubs',
    `INSERT INTO "Club" (id, uri, name, introduction, "fandomName", "isPublic", "publishedAt", "ownerId", "createdAt", "updatedAt")
     SELECT id, 'club-' || n, 'Club ' || n || ' ' || (ARRAY['Starlight', '별하늘', 'ほしぞら', '月光', 'Aurora'])[1 + n % 5],
            ($1::text[])[1 + n % $2::int], 'Fans of ' || n, is_public,
            CASE WHEN is_public THEN now() - interval '400 days' END, owner_id, now() - interval '420 days', now()
     FROM bench_club`,
    [SENTENCES, SENTENCES.length],
  );
  await step(
    'plans',
    `INSERT INTO "Plan" (id, "clubId", name, "monthlyPrice", benefits, level, position, "updatedAt")
     SELECT plan1_id, id, 'Supporter', 4900, ARRAY['Members-only posts', 'Badge'], 1, 0, now() FROM bench_club WHERE plan1_id IS NOT NULL
     UNION ALL
     SELECT plan2_id, id, 'Premium', 9900, ARRAY['Everything in Supporter', 'Monthly voice message'], 2, 1, now() FROM bench_club WHERE plan2_id IS NOT NULL`,
  );
  await step(
    'memberships',
    `INSERT INTO "ClubMember" (id, "clubId", "userId", nickname, "joinedAt")
     SELECT gen_random_uuid(), c.id, u.id, CASE WHEN s.r_nick < 0.2 THEN 'Fan ' || u.n END, now() - s.r_age * interval '365 days'
     FROM (SELECT 1 + floor($1 * power(random(), 2))::int AS club_n, $1 + 1 + floor(random() * ($2 - $1))::int AS user_n,
                  random() AS r_nick, random() AS r_age
           FROM generate_series(1, $3) OFFSET 0) s
     JOIN bench_club c ON c.n = s.club_n AND c.is_public
     JOIN bench_user u ON u.n = s.user_n
     ON CONFLICT ("clubId", "userId") DO NOTHING`,
    [clubs, users, memberships],
  );
  // The viewer joined the biggest club and a scrambled spread of the others (all public).
  await step(
    'viewer memberships',
    `INSERT INTO "ClubMember" (id, "clubId", "userId", "joinedAt")
     SELECT gen_random_uuid(), id, $1, now() - interval '30 days'
     FROM (SELECT id FROM bench_club WHERE is_public ORDER BY (n = 1) DESC, (n * 7919) % $2, n LIMIT $3) j`,
    [viewerId, clubs, joined],
  );
  await step(
    'subscriptions',
    `INSERT INTO "Subscription" (id, "clubId", "planId", "userId", status, "startedAt", "currentPeriodStart", "currentPeriodEnd",
                                 "canceledAt", "expiredAt", "updatedAt")
     SELECT gen_random_uuid(), c.id, CASE WHEN s.r < 0.7 THEN c.plan1_id ELSE c.plan2_id END, m."userId",
            (CASE WHEN s.r2 < 0.7 THEN 'ACTIVE' WHEN s.r2 < 0.85 THEN 'CANCELED' ELSE 'EXPIRED' END)::"SubscriptionStatus",
            now() - interval '90 days', now() - interval '10 days',
            CASE WHEN s.r2 < 0.85 THEN now() + interval '20 days' ELSE now() - interval '40 days' END,
            CASE WHEN s.r2 >= 0.7 THEN now() - interval '15 days' END,
            CASE WHEN s.r2 >= 0.85 THEN now() - interval '40 days' END, now()
     FROM (SELECT id, "clubId", "userId", random() AS r, random() AS r2, random() AS pick FROM "ClubMember" OFFSET 0) s
     JOIN "ClubMember" m ON m.id = s.id
     JOIN bench_club c ON c.id = s."clubId" AND c.plan1_id IS NOT NULL
     WHERE s.pick < 0.15 OR m."userId" = $1`,
    [viewerId],
  );

  // Posts: club n gets a share falling with n (club 1 ~12% at 500 clubs); a third by the owner, the rest by
  // fans; 3% hidden, ~10% subscriber-only and ~6% with a subscriber section in clubs with plans, 1% fan
  // letters, 1% of owner posts notices; spread over a year.
  await step(
    'posts',
    `INSERT INTO "Post" (id, "clubId", "authorId", title, content, "isNotice", "isOwnerPost", "isHidden", "isSubscriberOnly",
                         "isOwnerOnly", "requiredPlanId", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), c.id, CASE WHEN s.owner THEN c.owner_id ELSE u.id END,
            'Post ' || s.g || ' · ' || left(($4::text[])[1 + s.g % $5], 40),
            jsonb_build_array(
              jsonb_build_object('type', 'paragraph', 'spans', jsonb_build_array(
                jsonb_build_object('text', ($4::text[])[1 + s.g % $5], 'bold', false, 'italic', false))),
              jsonb_build_object('type', 'paragraph', 'spans', jsonb_build_array(
                jsonb_build_object('text', ($4::text[])[1 + (s.g / 7) % $5], 'bold', true, 'italic', false),
                jsonb_build_object('text', ' ' || ($4::text[])[1 + (s.g / 3) % $5], 'bold', false, 'italic', false))))
            -- Some open posts end with a section for subscribers.
            || CASE WHEN s.r_flag >= 0.14 AND s.r_flag < 0.2 AND c.plan1_id IS NOT NULL THEN jsonb_build_array(
                 jsonb_build_object('type', 'subscriberOnly', 'blocks', jsonb_build_array(
                   jsonb_build_object('type', 'paragraph', 'spans', jsonb_build_array(
                     jsonb_build_object('text', ($4::text[])[1 + (s.g / 5) % $5], 'bold', false, 'italic', false))))))
               ELSE '[]'::jsonb END,
            s.owner AND s.r_flag >= 0.99, s.owner, s.r_flag < 0.03,
            s.r_flag >= 0.03 AND s.r_flag < 0.13 AND c.plan1_id IS NOT NULL,
            NOT s.owner AND s.r_flag >= 0.13 AND s.r_flag < 0.14,
            CASE WHEN s.r_flag >= 0.03 AND s.r_flag < 0.08 THEN c.plan2_id END,
            s.created, s.created
     FROM (SELECT g, 1 + floor($1 * power(random(), 3))::int AS club_n, $1 + 1 + floor(random() * ($2 - $1))::int AS user_n,
                  random() < 0.35 AS owner, random() AS r_flag,
                  date_trunc('milliseconds', now() - random() * interval '365 days') AS created
           FROM generate_series(1, $3) g OFFSET 0) s
     JOIN bench_club c ON c.n = s.club_n
     JOIN bench_user u ON u.n = s.user_n`,
    [clubs, users, posts, SENTENCES, SENTENCES.length],
  );
  await client.query(`CREATE TEMP TABLE bench_post AS SELECT row_number() OVER (ORDER BY id) AS n, id, "createdAt" FROM "Post"`);
  await client.query(`CREATE UNIQUE INDEX ON bench_post (n)`);
  // Comments favour some posts (power law); 5% deleted; then replies to ~15% of them.
  await step(
    'comments',
    `INSERT INTO "Comment" (id, "postId", "authorId", body, "deletedAt", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), p.id, u.id, ($4::text[])[1 + s.g % $5], CASE WHEN s.r_del < 0.05 THEN p."createdAt" + interval '9 days' END,
            p."createdAt" + s.r_age * interval '7 days', p."createdAt" + s.r_age * interval '7 days'
     FROM (SELECT g, 1 + floor($3 * power(random(), 2))::int AS post_n, $1 + 1 + floor(random() * ($2 - $1))::int AS user_n,
                  random() AS r_del, random() AS r_age
           FROM generate_series(1, $6) g OFFSET 0) s
     JOIN bench_post p ON p.n = s.post_n
     JOIN bench_user u ON u.n = s.user_n`,
    [clubs, users, posts, COMMENTS, COMMENTS.length, comments],
  );
  await step(
    'replies',
    `INSERT INTO "Comment" (id, "postId", "authorId", "parentId", "mentionedUserId", body, "createdAt", "updatedAt")
     SELECT gen_random_uuid(), c."postId", u.id, c.id, c."authorId", 'Agreed!', c."createdAt" + interval '1 hour', c."createdAt" + interval '1 hour'
     FROM (SELECT *, $1 + 1 + floor(random() * ($2 - $1))::int AS user_n, random() AS pick FROM "Comment" OFFSET 0) c
     JOIN bench_user u ON u.n = c.user_n
     WHERE c.pick < 0.15 AND c."deletedAt" IS NULL`,
    [clubs, users],
  );
  await step(
    'club activity',
    `UPDATE "Club" c SET "lastActivityAt" = p.latest FROM (SELECT "clubId", max("createdAt") AS latest FROM "Post" GROUP BY 1) p
     WHERE p."clubId" = c.id`,
  );
  await client.query('DROP TABLE bench_user, bench_club, bench_post');
  const started = performance.now();
  await client.query('VACUUM ANALYZE');
  log(`  ${'vacuum analyze'.padEnd(28)} ${''.padStart(8)}       ${Math.round(performance.now() - started)} ms`);
  return { viewerId, bigClubUri: BIG_CLUB_URI };
}

/** The world of an earlier run (BENCH_REUSE=1), or null when the database holds none. */
export async function findWorld(client: pg.Client): Promise<BenchWorld | null> {
  const { rows } = await client.query<{ id: string }>(
    `SELECT u.id FROM "User" u WHERE u.email = $1 AND EXISTS (SELECT 1 FROM "Club" WHERE uri = $2)`,
    [BENCH_VIEWER_EMAIL, BIG_CLUB_URI],
  );
  return rows[0] ? { viewerId: rows[0].id, bigClubUri: BIG_CLUB_URI } : null;
}

/** A fresh session for the viewer, made the way sessions.service.ts does; returns the cookie token. */
export async function createBenchSession(client: pg.Client, userId: string): Promise<string> {
  const token = generateSessionToken();
  await client.query(`DELETE FROM "Session" WHERE "userId" = $1`, [userId]);
  await client.query(`INSERT INTO "Session" (id, "userId", "expiresAt", "userAgent") VALUES ($1, $2, $3, 'oshi-bench')`, [
    sessionIdOf(token),
    userId,
    new Date(Date.now() + SESSION_DURATION_MS),
  ]);
  return token;
}

/** How big the world is, for the report. */
export async function countWorld(client: pg.Client): Promise<Record<string, number>> {
  const { rows } = await client.query<Record<string, string>>(
    `SELECT (SELECT count(*) FROM "User") AS users, (SELECT count(*) FROM "Club") AS clubs,
            (SELECT count(*) FROM "ClubMember") AS memberships, (SELECT count(*) FROM "Post") AS posts,
            (SELECT count(*) FROM "Comment") AS comments, (SELECT count(*) FROM "Subscription") AS subscriptions`,
  );
  return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
}
