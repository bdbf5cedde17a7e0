// Seeds the bench world with set-based SQL (INSERT ... SELECT generate_series): a big creator's club of
// 100k posts and 100k members among 500 clubs takes about a minute on two cores. The spreads are skewed on
// purpose (one very big club, a few big ones, many small ones; popular posts collect most comments), and
// the world is deterministic for given sizes (setseed, ids derived from md5), so runs compare.
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { generateSessionToken, sessionIdOf, SESSION_DURATION_MS } from '../../server/src/modules/accounts/sessions.service.ts';

export type SeedSizes = {
  /** Posts in the big club (club-1). */
  bigClubPosts: number;
  /** Members of the big club. */
  bigClubMembers: number;
  clubs: number;
  /** Posts spread over the other clubs. */
  otherPosts: number;
  /** Memberships spread over the other clubs (before the authors of their posts join them). */
  otherMemberships: number;
  users: number;
  /** Top-level comments; replies come on top (about a quarter of them). */
  comments: number;
  /** Clubs the bench viewer joined (the big club among them). */
  joined: number;
};

export type BenchWorld = {
  viewerId: string;
  /** The club with the most posts and members; the club feed scenario reads it. */
  bigClubUri: string;
};

export const BENCH_VIEWER_EMAIL = 'viewer@bench.oshi.local';
export const BIG_CLUB_URI = 'club-1';
/** The bench viewer subscribes to the big club at this level of its three: some posts lock, most do not. */
export const VIEWER_LEVEL = 2;

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

// A rough nickname key (the app's is nickname-key.ts): unique per club as the real one is, which is all
// the bench needs of it.
const NICKNAME_KEY = (expr: string) => `lower(regexp_replace(translate(${expr}, '015', 'ols'), '[[:space:][:punct:]]', '', 'g'))`;

export async function seedWorld(client: pg.Client, sizes: SeedSizes, log: (line: string) => void): Promise<BenchWorld> {
  const { users, clubs, bigClubPosts, bigClubMembers, otherPosts, otherMemberships, comments, joined } = sizes;
  if (users < clubs + bigClubMembers + 1) {
    throw new Error(`BENCH_USERS (${users}) must exceed BENCH_CLUBS + BENCH_MEMBERS (${clubs + bigClubMembers})`);
  }
  if (clubs < 2) throw new Error('BENCH_CLUBS must be at least 2');
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(sql, params);
    log(`  ${label.padEnd(28)} ${String(result.rowCount ?? '').padStart(8)} rows  ${Math.round(performance.now() - started)} ms`);
  };

  // The counter triggers fire per row: 100k members or posts of one club in one statement would update the
  // club row 100k times in one transaction (minutes). Seed with the counter triggers off, then count once.
  await setCounterTriggers(client, false);
  await client.query('SELECT setseed(0.4242)');
  // Numbered id maps, so later statements pick "the n-th user or club" with plain arithmetic. Users
  // 1..clubs are the creators owning club n; users clubs+1..clubs+members are the big club's members.
  await client.query(`CREATE TEMP TABLE bench_user AS SELECT g AS n, md5('user' || g)::uuid AS id FROM generate_series(1, $1) g`, [users]);
  await client.query(`CREATE UNIQUE INDEX ON bench_user (n)`);
  // Every 40th club is still private; club 1 and the odd clubs sell plans (club 1 three levels, others two).
  await client.query(
    `CREATE TEMP TABLE bench_club AS
     SELECT g AS n, md5('club' || g)::uuid AS id, u.id AS owner_id, (g = 1 OR g % 40 <> 0) AS is_public,
            CASE WHEN g % 2 = 1 THEN md5('plan1-' || g)::uuid END AS plan1_id,
            CASE WHEN g % 2 = 1 THEN md5('plan2-' || g)::uuid END AS plan2_id,
            CASE WHEN g = 1 THEN md5('plan3-' || g)::uuid END AS plan3_id
     FROM generate_series(1, $1) g JOIN bench_user u ON u.n = g`,
    [clubs],
  );
  await client.query(`CREATE UNIQUE INDEX ON bench_club (n)`);

  // 1% of fans deleted their account (their posts stay under a neutral name); a third have an avatar.
  await step(
    'users',
    `INSERT INTO "User" (id, uid, email, nickname, "avatarUrl", role, status, "deletedAt", "createdAt", "updatedAt")
     SELECT id, 'bench' || n, CASE WHEN n > $1 AND n % 97 = 0 THEN NULL ELSE 'user' || n || '@bench.oshi.local' END,
            (ARRAY['Mirei fan', 'ホシノ', '별빛', '小雨', 'Luna', 'Kai'])[1 + n % 6] || ' ' || n,
            CASE WHEN n % 3 = 0 THEN '/media/avatars/' || n || '.webp' END,
            (CASE WHEN n <= $1 THEN 'CREATOR' ELSE 'USER' END)::"UserRole",
            (CASE WHEN n > $1 AND n % 97 = 0 THEN 'DELETED' ELSE 'ACTIVE' END)::"UserStatus",
            CASE WHEN n > $1 AND n % 97 = 0 THEN now() - interval '30 days' END,
            now() - random() * interval '700 days', now()
     FROM bench_user`,
    [clubs],
  );
  const viewer = await client.query<{ id: string }>(
    `INSERT INTO "User" (id, uid, email, nickname, "updatedAt") VALUES (md5('viewer')::uuid, 'bench-viewer', $1, 'Bench viewer', now())
     RETURNING id`,
    [BENCH_VIEWER_EMAIL],
  );
  const viewerId = viewer.rows[0].id;

  await step(
    'clubs',
    `INSERT INTO "Club" (id, uri, name, introduction, "fandomName", "iconUrl", "bannerUrl", "themeColor", links, "isPublic", "publishedAt",
                         "ownerId", "createdAt", "updatedAt")
     SELECT id, 'club-' || n, CASE WHEN n = 1 THEN 'Hoshino Mirei Official' ELSE 'Club ' || n || ' ' || (ARRAY['Starlight', '별하늘', 'ほしぞら', '月光', 'Aurora'])[1 + n % 5] END,
            ($1::text[])[1 + n % $2::int], CASE WHEN n % 4 <> 0 THEN 'Fans of ' || n END,
            CASE WHEN n % 5 <> 0 THEN '/media/clubs/' || n || '/icon.webp' END,
            CASE WHEN n % 3 = 0 OR n = 1 THEN '/media/clubs/' || n || '/banner.webp' END,
            (ARRAY['#8B5CF6', '#EC4899', '#0EA5E9', '#F59E0B', '#10B981'])[1 + n % 5],
            CASE WHEN n = 1 THEN '[{"label": "YouTube", "url": "https://www.youtube.com/@mirei"}, {"label": "X", "url": "https://x.com/mirei"}]'::jsonb
                 ELSE '[]'::jsonb END,
            is_public, CASE WHEN is_public THEN now() - interval '400 days' END, owner_id, now() - interval '420 days', now()
     FROM bench_club`,
    [SENTENCES, SENTENCES.length],
  );
  await step(
    'plans',
    `INSERT INTO "Plan" (id, "clubId", name, "monthlyPrice", benefits, level, position, "updatedAt")
     SELECT plan1_id, id, 'Supporter', 4900, ARRAY['Members-only posts', 'Badge'], 1, 0, now() FROM bench_club WHERE plan1_id IS NOT NULL
     UNION ALL
     SELECT plan2_id, id, 'Premium', 9900, ARRAY['Everything in Supporter', 'Monthly voice message'], 2, 1, now() FROM bench_club WHERE plan2_id IS NOT NULL
     UNION ALL
     SELECT plan3_id, id, 'VIP', 29000, ARRAY['Everything in Premium', 'Birthday message'], 3, 2, now() FROM bench_club WHERE plan3_id IS NOT NULL`,
  );
  // The big club: its members are users clubs+1..clubs+members; a fifth use a club nickname, a few a club avatar.
  const memberColumns = `INSERT INTO "ClubMember" (id, "clubId", "userId", nickname, "nicknameKey", "avatarUrl", "joinedAt")`;
  await step(
    'big club members',
    `${memberColumns}
     SELECT md5('member' || c.id || u.id)::uuid, c.id, u.id, s.nick, ${NICKNAME_KEY('coalesce(s.nick, s.main)')},
            CASE WHEN s.r_avatar < 0.05 THEN '/media/club-avatars/' || u.n || '.webp' END, now() - s.r_age * interval '400 days'
     FROM (SELECT g AS user_n, CASE WHEN random() < 0.2 THEN (ARRAY['Star', '달빛', 'ほし', 'Nova'])[1 + g % 4] || ' ' || g END AS nick,
                  (ARRAY['Mirei fan', 'ホシノ', '별빛', '小雨', 'Luna', 'Kai'])[1 + g % 6] || ' ' || g AS main,
                  random() AS r_avatar, random() AS r_age
           FROM generate_series($1 + 1, $1 + $2) g OFFSET 0) s
     JOIN bench_club c ON c.n = 1
     JOIN bench_user u ON u.n = s.user_n`,
    [clubs, bigClubMembers],
  );
  await step(
    'other memberships',
    `${memberColumns}
     SELECT md5('member' || c.id || u.id)::uuid, c.id, u.id, s.nick, ${NICKNAME_KEY(`coalesce(s.nick, (ARRAY['Mirei fan', 'ホシノ', '별빛', '小雨', 'Luna', 'Kai'])[1 + s.user_n % 6] || ' ' || s.user_n)`)},
            NULL, now() - s.r_age * interval '365 days'
     FROM (SELECT 2 + floor(($1 - 1) * power(random(), 2))::int AS club_n, $1 + 1 + floor(random() * ($2 - $1))::int AS user_n,
                  random() AS r_nick, random() AS r_age,
                  CASE WHEN random() < 0.1 THEN 'Nova ' || g END AS nick
           FROM generate_series(1, $3) g OFFSET 0) s
     JOIN bench_club c ON c.n = s.club_n AND c.is_public
     JOIN bench_user u ON u.n = s.user_n
     ON CONFLICT DO NOTHING`,
    [clubs, users, otherMemberships],
  );
  // The viewer joined the big club and a scrambled spread of the others (all public).
  await step(
    'viewer memberships',
    `${memberColumns}
     SELECT md5('member' || id || $1)::uuid, id, $1::uuid, NULL, 'benchviewer', NULL, now() - interval '30 days'
     FROM (SELECT id FROM bench_club WHERE is_public ORDER BY (n = 1) DESC, (n * 7919) % $2, n LIMIT $3) j`,
    [viewerId, clubs, joined],
  );
  // A quarter of the big club's members subscribe (half at level 1, a third at 2, the rest at 3), a tenth of
  // other clubs' members at theirs; 80% active, 10% cancelled with time left, 10% expired. The viewer: level
  // VIEWER_LEVEL in the big club, level 1 in the next two joined clubs that sell plans.
  await step(
    'subscriptions',
    `INSERT INTO "Subscription" (id, "clubId", "planId", "userId", status, "startedAt", "currentPeriodStart", "currentPeriodEnd",
                                 "canceledAt", "expiredAt", "updatedAt")
     SELECT md5('sub' || s.id)::uuid, c.id,
            CASE WHEN m."userId" = $1 THEN CASE WHEN c.n = 1 THEN c.plan2_id ELSE c.plan1_id END
                 WHEN s.r < 0.5 THEN c.plan1_id WHEN s.r < 0.85 OR c.plan3_id IS NULL THEN c.plan2_id ELSE c.plan3_id END,
            m."userId",
            (CASE WHEN s.r2 < 0.8 OR m."userId" = $1 THEN 'ACTIVE' WHEN s.r2 < 0.9 THEN 'CANCELED' ELSE 'EXPIRED' END)::"SubscriptionStatus",
            now() - interval '90 days', now() - interval '10 days',
            CASE WHEN s.r2 < 0.9 OR m."userId" = $1 THEN now() + interval '20 days' ELSE now() - interval '40 days' END,
            CASE WHEN s.r2 >= 0.8 AND m."userId" <> $1 THEN now() - interval '15 days' END,
            CASE WHEN s.r2 >= 0.9 AND m."userId" <> $1 THEN now() - interval '40 days' END, now()
     FROM (SELECT id, "clubId", "userId", random() AS r, random() AS r2, random() AS pick FROM "ClubMember" ORDER BY id OFFSET 0) s
     JOIN "ClubMember" m ON m.id = s.id
     JOIN bench_club c ON c.id = s."clubId" AND c.plan1_id IS NOT NULL
     WHERE s.pick < CASE WHEN c.n = 1 THEN 0.25 ELSE 0.1 END AND m."userId" <> $1
        OR m."userId" = $1 AND (c.n = 1 OR c.n IN (SELECT c2.n FROM "ClubMember" m2 JOIN bench_club c2 ON c2.id = m2."clubId"
                                                   WHERE m2."userId" = $1 AND c2.n <> 1 AND c2.plan1_id IS NOT NULL ORDER BY c2.n LIMIT 2))`,
    [viewerId],
  );

  // Posts: the big club's first, then the others' (club n's share falling with n); 40% by the owner (an
  // update of 4 to 15 paragraphs), the rest by members (two paragraphs). Owner posts: 2% notices, 18%
  // subscriber-only and 10% with a subscriber section (in clubs with plans), each needing any plan (30%) or
  // level 1, 2 or 3; fan posts: 3% fan letters; 2% of all hidden; spread over a year.
  await step(
    'posts',
    `INSERT INTO "Post" (id, "clubId", "authorId", title, content, "isNotice", "isOwnerPost", "isHidden", "isSubscriberOnly",
                         "isOwnerOnly", "requiredPlanId", "createdAt", "updatedAt")
     SELECT md5('post' || s.g)::uuid, c.id, CASE WHEN s.owner THEN c.owner_id ELSE u.id END,
            'Post ' || s.g || ' · ' || left(($5::text[])[1 + s.g % $6], 40),
            jsonb_build_array(
              jsonb_build_object('type', 'paragraph', 'spans', jsonb_build_array(jsonb_build_object('text', ($5::text[])[1 + s.g % $6]))),
              jsonb_build_object('type', 'paragraph', 'spans', jsonb_build_array(
                jsonb_build_object('text', ($5::text[])[1 + (s.g / 7) % $6], 'bold', true),
                jsonb_build_object('text', ' ' || ($5::text[])[1 + (s.g / 3) % $6]))))
            -- The owner writes longer updates: 2 to 13 more paragraphs of two sentences.
            || CASE WHEN s.owner THEN (
                 SELECT jsonb_agg(jsonb_build_object('type', 'paragraph', 'spans', jsonb_build_array(jsonb_build_object('text',
                          ($5::text[])[1 + (s.g + 7 * k) % $6] || ' ' || ($5::text[])[1 + (s.g + 11 * k + 3) % $6]))))
                   FROM generate_series(1, 2 + s.g % 12) k)
               ELSE '[]'::jsonb END
            || CASE WHEN s.section THEN jsonb_build_array(
                 jsonb_build_object('type', 'subscriberOnly', 'blocks', jsonb_build_array(
                   jsonb_build_object('type', 'paragraph', 'spans', jsonb_build_array(jsonb_build_object('text', ($5::text[])[1 + (s.g / 5) % $6]))))))
               ELSE '[]'::jsonb END,
            s.owner AND s.r_flag < 0.02, s.owner, s.r_hidden < 0.02, s.subscriber_only,
            NOT s.owner AND s.r_flag < 0.03,
            CASE WHEN NOT (s.subscriber_only OR s.section) OR s.r_plan < 0.3 THEN NULL
                 WHEN s.r_plan < 0.6 THEN c.plan1_id WHEN s.r_plan < 0.85 OR c.plan3_id IS NULL THEN c.plan2_id ELSE c.plan3_id END,
            s.created, s.created
     FROM (SELECT *, owner AND has_plans AND r_flag >= 0.02 AND r_flag < 0.20 AS subscriber_only,
                     owner AND has_plans AND r_flag >= 0.20 AND r_flag < 0.30 AS section
           FROM (SELECT g, club_n, user_n, owner, r_flag, r_hidden, r_plan, created, (club_n = 1 OR club_n % 2 = 1) AS has_plans
                 FROM (SELECT g, CASE WHEN g <= $3 THEN 1 ELSE 2 + floor(($1 - 1) * power(random(), 3))::int END AS club_n,
                              CASE WHEN g <= $3 THEN $1 + 1 + floor(random() * $7)::int ELSE $1 + 1 + floor(random() * ($2 - $1))::int END AS user_n,
                              random() < 0.4 AS owner, random() AS r_flag, random() AS r_hidden, random() AS r_plan,
                              date_trunc('milliseconds', now() - random() * interval '365 days') AS created
                       FROM generate_series(1, $3::int + $4::int) g OFFSET 0) a) b) s
     JOIN bench_club c ON c.n = s.club_n
     JOIN bench_user u ON u.n = s.user_n`,
    [clubs, users, bigClubPosts, otherPosts, SENTENCES, SENTENCES.length, bigClubMembers],
  );
  // Each post's preview and lock, stored beside its content as the server writes them.
  await step('post previews', await postSummaryBackfillSql());
  // Fans who wrote in a club are its members (the app lets only members post).
  await step(
    'authors join their clubs',
    `${memberColumns}
     SELECT md5('member' || p."clubId" || p."authorId")::uuid, p."clubId", p."authorId", NULL, ${NICKNAME_KEY('u.nickname')}, NULL,
            min(p."createdAt") - interval '1 day'
     FROM "Post" p JOIN "User" u ON u.id = p."authorId"
     WHERE NOT p."isOwnerPost"
     GROUP BY p."clubId", p."authorId", u.nickname
     ON CONFLICT DO NOTHING`,
  );
  await client.query(`CREATE TEMP TABLE bench_post AS SELECT row_number() OVER (ORDER BY id) AS n, id, "createdAt" FROM "Post"`);
  await client.query(`CREATE UNIQUE INDEX ON bench_post (n)`);
  // Comments favour a few posts (power law), by the big club's members; 4% deleted. Then replies: one to
  // 15% of the comments, three more to 5%.
  await step(
    'comments',
    `INSERT INTO "Comment" (id, "postId", "authorId", body, "deletedAt", "createdAt", "updatedAt")
     SELECT md5('comment' || s.g)::uuid, p.id, u.id, ($4::text[])[1 + s.g % $5], CASE WHEN s.r_del < 0.04 THEN p."createdAt" + interval '9 days' END,
            p."createdAt" + s.r_age * interval '7 days', p."createdAt" + s.r_age * interval '7 days'
     FROM (SELECT g, 1 + floor($3 * power(random(), 3))::int AS post_n, $1 + 1 + floor(random() * $2)::int AS user_n,
                  random() AS r_del, random() AS r_age
           FROM generate_series(1, $6) g OFFSET 0) s
     JOIN bench_post p ON p.n = s.post_n
     JOIN bench_user u ON u.n = s.user_n`,
    [clubs, bigClubMembers, bigClubPosts + otherPosts, COMMENTS, COMMENTS.length, comments],
  );
  await step(
    'replies',
    `INSERT INTO "Comment" (id, "postId", "authorId", "parentId", "mentionedUserId", body, "createdAt", "updatedAt")
     SELECT md5('reply' || c.id || k)::uuid, c."postId", u.id, c.id, c."authorId", ($3::text[])[1 + k], c."createdAt" + k * interval '1 hour',
            c."createdAt" + k * interval '1 hour'
     FROM (SELECT *, $1 + 1 + floor(random() * $2)::int AS user_n, random() AS pick FROM "Comment" ORDER BY id OFFSET 0) c
     CROSS JOIN LATERAL generate_series(1, CASE WHEN c.pick < 0.05 THEN 4 WHEN c.pick < 0.2 THEN 1 ELSE 0 END) k
     JOIN bench_user u ON u.n = c.user_n
     WHERE c."deletedAt" IS NULL`,
    [clubs, bigClubMembers, COMMENTS],
  );
  await step(
    'club activity',
    `UPDATE "Club" c SET "lastActivityAt" = p.latest FROM (SELECT "clubId", max("createdAt") AS latest FROM "Post" GROUP BY 1) p
     WHERE p."clubId" = c.id`,
  );
  await step('counters', await counterBackfillSql());
  await setCounterTriggers(client, true);
  await client.query('DROP TABLE bench_user, bench_club, bench_post');
  const started = performance.now();
  await client.query('VACUUM ANALYZE');
  log(`  ${'vacuum analyze'.padEnd(28)} ${''.padStart(8)}       ${Math.round(performance.now() - started)} ms`);
  return { viewerId, bigClubUri: BIG_CLUB_URI };
}

/** The counters migration's triggers (prisma/migrations/…_counters), by table. */
const COUNTER_TRIGGERS = [
  ['Comment', 'Comment_counters'],
  ['Post', 'Post_counters'],
  ['Post', 'Post_counters_update'],
  ['ClubMember', 'ClubMember_fan_letters'],
  ['ClubMember', 'ClubMember_counters'],
] as const;

async function setCounterTriggers(client: pg.Client, enabled: boolean): Promise<void> {
  for (const [table, trigger] of COUNTER_TRIGGERS) {
    await client.query(`ALTER TABLE "${table}" ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER "${trigger}"`);
  }
}

/** The SQL of the migration whose name ends with `_${suffix}` (prisma/migrations), or '' when there is none. */
async function migrationSql(suffix: string): Promise<string> {
  const dir = path.resolve('prisma/migrations');
  const migration = (await fs.readdir(dir)).find((name) => name.endsWith(`_${suffix}`));
  return migration ? fs.readFile(path.join(dir, migration, 'migration.sql'), 'utf8') : '';
}

/**
 * The counter columns' backfill, as the counters migration runs it before creating its triggers: one
 * source for how each counter is computed.
 */
async function counterBackfillSql(): Promise<string> {
  const sql = await migrationSql('counters');
  const start = sql.indexOf('-- Backfill first');
  const end = sql.indexOf('CREATE FUNCTION', start);
  if (start < 0 || end < 0) throw new Error('The counters migration has no backfill section to reuse');
  return sql.slice(start, sql.lastIndexOf('\n--', end));
}

/** The post_excerpt migration's backfill of Post.excerpt and Post.hasSubscriberSection: one source for both. */
async function postSummaryBackfillSql(): Promise<string> {
  const sql = await migrationSql('post_excerpt');
  const start = sql.indexOf('UPDATE "Post"');
  if (start < 0) throw new Error('The post_excerpt migration has no backfill to reuse');
  return sql.slice(start);
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
            (SELECT count(*) FROM "Comment") AS comments, (SELECT count(*) FROM "Subscription") AS subscriptions,
            (SELECT count(*) FROM "Post" p JOIN "Club" c ON c.id = p."clubId" WHERE c.uri = $1) AS "bigClubPosts",
            (SELECT count(*) FROM "ClubMember" m JOIN "Club" c ON c.id = m."clubId" WHERE c.uri = $1) AS "bigClubMembers",
            (SELECT count(*) FROM "Subscription" s JOIN "Club" c ON c.id = s."clubId" WHERE c.uri = $1 AND s.status <> 'EXPIRED') AS "bigClubLiveSubscriptions"`,
    [BIG_CLUB_URI],
  );
  return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
}
