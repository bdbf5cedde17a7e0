// The baseline: what the feeds cost without GraphQL, Pothos or Prisma. A bare node:http server that
// answers each of the client's feed operations with ONE hand-written SQL statement (session, viewer
// standing, page, counts and all) and writes the same JSON the GraphQL endpoint returns for it, field for
// field: the bench compares the two and fails on any difference. The app's throughput is a ratio of this.
//
// It implements the bench viewer's view: a signed-in fan who is no administrator and owns no club (their
// own fan letters are handled). Routes, one per client operation (client/src/__generated__):
//   GET /home-page                         HomePageQuery: viewer, homeFeed first page, suggestedClubs
//   GET /home-feed?after=<cursor>          HomeFeedPaginationQuery
//   GET /club-page/<uri>                   ClubPageQuery (filter ALL)
//   GET /club-posts/<Club id>?after=<c>    ClubPostsPaginationQuery (filter ALL)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { DELETED_USER_NAME, pickLocale } from '../../server/src/modules/accounts/account-mail.ts';
import { parseLocales } from '../../server/src/http/accept-language.ts';
import { readSessionToken } from '../../server/src/http/session-cookie.ts';
import { sessionIdOf } from '../../server/src/modules/accounts/sessions.service.ts';

/** The client's page sizes (client/src/app/constants.ts PAGE_SIZE: feed and clubPosts 20, homeClubs 8). */
export const PAGE_SIZE = 20;
export const HOME_CLUBS = 8;
const PINNED_NOTICES = 3;

// ------------------------------------------------------------------------------------------- SQL pieces

const NOBODY = '00000000-0000-0000-0000-000000000000';
const VIEWER_ID = `coalesce((SELECT id FROM viewer), '${NOBODY}'::uuid)`;
const ISO = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The signed-in viewer ($1: session id) and their live subscription level per club. */
const VIEWER_CTES = `
  viewer AS (SELECT u.id FROM "Session" s JOIN "User" u ON u.id = s."userId"
             WHERE s.id = $1 AND s."expiresAt" > now() AND u.status = 'ACTIVE'),
  levels AS (SELECT s."clubId", max(pl.level) AS level FROM "Subscription" s JOIN "Plan" pl ON pl.id = s."planId"
             WHERE s."userId" = ${VIEWER_ID}
               AND (s.status = 'ACTIVE' AND s.method = 'CARD' OR s.status IN ('ACTIVE', 'CANCELED') AND s."currentPeriodEnd" > now())
             GROUP BY s."clubId")`;

/** Posts a fan sees in a club they may see: not hidden; fan letters only their own (or the owner's club). */
const VISIBLE = `NOT p."isHidden" AND (NOT p."isOwnerOnly" OR p."authorId" = ${VIEWER_ID})`;
/** Keyset paging after the cursor's place ($2: its time, $3: its post's id), which the cursor carries, as the app's does. */
const AFTER = `($2::timestamp(3) IS NULL OR (p."createdAt", p.id) < ($2::timestamp(3), $3::uuid))`;
const NEWEST = `ORDER BY p."createdAt" DESC, p.id DESC LIMIT ${PAGE_SIZE + 1}`;

/** A page's posts (the CTE `page` holds their ids) as the JSON array of PostCard fields; joins run for 21 rows only. */
const postsJson = (page: string) => `
  (SELECT coalesce(json_agg(json_build_object(
            'id', p.id, 'title', p.title, 'excerpt', p.excerpt, 'createdAt', ${ISO('p."createdAt"')},
            'isNotice', p."isNotice", 'isOwnerPost', p."isOwnerPost", 'isSubscriberOnly', p."isSubscriberOnly",
            'isOwnerOnly', p."isOwnerOnly", 'isHidden', p."isHidden",
            'isLocked', (p."isSubscriberOnly" OR p."hasSubscriberSection") AND NOT x.unlocked,
            'commentCount', CASE WHEN p."isSubscriberOnly" AND NOT x.unlocked THEN 0
                                 ELSE p."commentCount" END,
            'reactionTotal', CASE WHEN p."isSubscriberOnly" AND NOT x.unlocked THEN 0
                                  ELSE coalesce(t."like" + t.laugh + t.wow + t.sad + t.cheer, 0) END,
            'viewerReaction', CASE WHEN p."isSubscriberOnly" AND NOT x.unlocked THEN NULL ELSE vr.kind END,
            'authorDeleted', a.status = 'DELETED', 'authorName', coalesce(m.nickname, a.nickname),
            'authorAvatarUrl', coalesce(m."avatarUrl", a."avatarUrl"),
            'club', json_build_object('id', c.id, 'uri', c.uri, 'name', c.name, 'iconUrl', c."iconUrl", 'themeColor', c."themeColor"))
          ORDER BY p."createdAt" DESC, p.id DESC), '[]')
   FROM ${page} pg
   JOIN "Post" p ON p.id = pg.id
   JOIN "Club" c ON c.id = p."clubId"
   JOIN "User" a ON a.id = p."authorId"
   LEFT JOIN "ClubMember" m ON m."clubId" = p."clubId" AND m."userId" = p."authorId"
   LEFT JOIN "Plan" rp ON rp.id = p."requiredPlanId"
   LEFT JOIN levels lv ON lv."clubId" = p."clubId"
   LEFT JOIN "ReactionTally" t ON t."targetId" = p.id
   LEFT JOIN "Reaction" vr ON vr."targetId" = p.id AND vr."userId" = ${VIEWER_ID}
   CROSS JOIN LATERAL (SELECT c."ownerId" = ${VIEWER_ID} OR lv.level IS NOT NULL AND (rp.level IS NULL OR lv.level >= rp.level) AS unlocked) x)`;

// Home: the newest page of each joined club through the (clubId, createdAt, id) index, merged: what a
// keyset feed over many clubs costs when written well.
const HOME_PAGE_CTE = `
  home AS (SELECT p.id, p."createdAt"
           FROM "ClubMember" m
           JOIN "Club" c ON c.id = m."clubId" AND c."isPublic"
           CROSS JOIN LATERAL (SELECT p.id, p."createdAt" FROM "Post" p WHERE p."clubId" = m."clubId" AND ${VISIBLE} AND ${AFTER} ${NEWEST}) p
           WHERE m."userId" = ${VIEWER_ID}
           ${NEWEST})`;

const HOME_PAGE_SQL = `
  WITH ${VIEWER_CTES}, ${HOME_PAGE_CTE},
  suggested AS (SELECT c.* FROM "Club" c
                WHERE c."isPublic" AND c."ownerId" <> ${VIEWER_ID}
                  AND NOT EXISTS (SELECT 1 FROM "ClubMember" m WHERE m."clubId" = c.id AND m."userId" = ${VIEWER_ID})
                ORDER BY c."lastActivityAt" DESC, c.id DESC LIMIT ${HOME_CLUBS})
  SELECT json_build_object(
    'viewer', (SELECT id FROM viewer),
    'home', CASE WHEN EXISTS (SELECT 1 FROM viewer) THEN ${postsJson('home')} ELSE '[]' END,
    'suggested', (SELECT coalesce(json_agg(json_build_object(
                    'id', c.id, 'uri', c.uri, 'name', c.name, 'fandomName', c."fandomName", 'iconUrl', c."iconUrl",
                    'bannerUrl', c."bannerUrl", 'themeColor', c."themeColor",
                    'memberCount', c."memberCount")
                  ORDER BY c."lastActivityAt" DESC, c.id DESC), '[]') FROM suggested c)) AS data`;

const HOME_FEED_SQL = `
  WITH ${VIEWER_CTES}, ${HOME_PAGE_CTE}
  SELECT json_build_object('home', CASE WHEN EXISTS (SELECT 1 FROM viewer) THEN ${postsJson('home')} ELSE '[]' END) AS data`;

/**
 * A club's page ($4: uri) or its posts after a cursor ($4: id): the club, the page and its totalCount.
 * Counts (memberCount, totalCount, commentCount) read the counter columns the database keeps (DESIGN 9),
 * as a hand-written server would.
 */
function clubSql(by: 'uri' | 'id', header: boolean): string {
  const visible = `(c."isPublic" OR c."ownerId" = ${VIEWER_ID})`;
  const inClub = `p."clubId" = (SELECT id FROM club) AND NOT p."isHidden" AND (NOT p."isOwnerOnly" OR p."authorId" = ${VIEWER_ID} OR (SELECT "ownerId" FROM club) = ${VIEWER_ID})`;
  const headerFields = `,
      'introduction', c.introduction, 'fandomName', c."fandomName", 'iconUrl', c."iconUrl", 'bannerUrl', c."bannerUrl",
      'themeColor', c."themeColor", 'isPublic', c."isPublic", 'links', c.links,
      'memberCount', c."memberCount",
      'owner', (SELECT json_build_object('id', o.id, 'nickname', o.nickname, 'deleted', o.status = 'DELETED') FROM "User" o WHERE o.id = c."ownerId"),
      'membership', (SELECT json_build_object('id', m.id, 'nickname', coalesce(m.nickname, u.nickname))
                     FROM "ClubMember" m JOIN "User" u ON u.id = m."userId" WHERE m."clubId" = c.id AND m."userId" = ${VIEWER_ID}),
      'viewerId', (SELECT id FROM viewer),
      'notices', (SELECT coalesce(json_agg(json_build_object('id', n.id, 'title', n.title, 'createdAt', ${ISO('n."createdAt"')})
                                  ORDER BY n."createdAt" DESC, n.id DESC), '[]')
                  FROM (SELECT p.* FROM "Post" p WHERE ${inClub} AND p."isNotice" ORDER BY p."createdAt" DESC, p.id DESC LIMIT ${PINNED_NOTICES}) n)`;
  return `
    WITH ${VIEWER_CTES},
    club AS (SELECT c.* FROM "Club" c WHERE c.${by} = $4${by === 'id' ? '::uuid' : ''} AND ${visible}),
    posts AS (SELECT p.id FROM "Post" p WHERE ${inClub} AND ${AFTER} ${NEWEST})
    SELECT (SELECT json_build_object(
      'id', c.id, 'uri', c.uri, 'name', c.name, 'ownerId', c."ownerId"${header ? headerFields : ''},
      'posts', ${postsJson('posts')},
      'totalCount', c."ownerPostCount" + c."fanPostCount" + CASE WHEN c."ownerId" = ${VIEWER_ID} THEN c."fanLetterCount"
        ELSE coalesce((SELECT m."fanLetterCount" FROM "ClubMember" m WHERE m."clubId" = c.id AND m."userId" = ${VIEWER_ID}), 0) END)
    FROM club c) AS data`;
}
const CLUB_PAGE_SQL = clubSql('uri', true);
const CLUB_POSTS_SQL = clubSql('id', false);
// Prepared once per pooled connection, as the app's Prisma adapter prepares its statements: each request
// then pays for running its statement, not for planning it again.
const STATEMENT_NAMES = new Map([HOME_PAGE_SQL, HOME_FEED_SQL, CLUB_PAGE_SQL, CLUB_POSTS_SQL].map((sql, i) => [sql, `baseline_${i}`]));

// ------------------------------------------------------------------------------------------- JSON

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
/** Pothos's global ids and prisma cursors (Post's `keyset`: its time and id), byte for byte. */
const globalId = (type: string, id: string) => base64(`${type}:${id}`);
const cursorOf = (post: { id: string; createdAt: string }) => base64(`GPC:T:${JSON.stringify([`D:${Date.parse(post.createdAt)}`, `S:${post.id}`])}`);
/** The time and id a cursor carries, [null, null] for none. */
function placeOfCursor(cursor: string | null): [string | null, string | null] {
  const decoded = cursor ? Buffer.from(cursor, 'base64').toString('utf8') : '';
  if (!decoded.startsWith('GPC:T:')) return [null, null];
  const [at, id] = JSON.parse(decoded.slice(6)) as string[];
  return [new Date(Number(at.slice(2))).toISOString(), id.slice(2)];
}
function idFromGlobalId(id: string, type: string): string | null {
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  return decoded.startsWith(`${type}:`) ? decoded.slice(type.length + 1) : null;
}

type PostRow = {
  id: string;
  title: string;
  excerpt: string | null;
  createdAt: string;
  isNotice: boolean;
  isOwnerPost: boolean;
  isSubscriberOnly: boolean;
  isOwnerOnly: boolean;
  isHidden: boolean;
  isLocked: boolean;
  commentCount: number;
  reactionTotal: number;
  viewerReaction: string | null;
  authorDeleted: boolean;
  authorName: string;
  authorAvatarUrl: string | null;
  club: { id: string; uri: string; name: string; iconUrl: string | null; themeColor: string };
};

/** PostCard_post, as the app answers it. */
function postNode(r: PostRow, deletedName: string) {
  return {
    id: globalId('Post', r.id),
    title: r.title,
    excerpt: r.excerpt,
    isLocked: r.isLocked,
    createdAt: r.createdAt,
    commentCount: r.commentCount,
    reactions: { id: globalId('ReactionSummary', r.id), total: r.reactionTotal, viewerReaction: r.viewerReaction },
    authorName: r.authorDeleted ? deletedName : r.authorName,
    authorAvatarUrl: r.authorAvatarUrl,
    club: { uri: r.club.uri, name: r.club.name, iconUrl: r.club.iconUrl, themeColor: r.club.themeColor, id: globalId('Club', r.club.id) },
    isNotice: r.isNotice,
    isOwnerPost: r.isOwnerPost,
    isSubscriberOnly: r.isSubscriberOnly,
    isOwnerOnly: r.isOwnerOnly,
    isHidden: r.isHidden,
    __typename: 'Post',
  };
}

function connectionOf(rows: PostRow[], deletedName: string) {
  const edges = rows.slice(0, PAGE_SIZE).map((r) => ({ node: postNode(r, deletedName), cursor: cursorOf(r) }));
  return { edges, pageInfo: { endCursor: edges.length ? edges[edges.length - 1].cursor : null, hasNextPage: rows.length > PAGE_SIZE } };
}

type ClubRow = {
  id: string;
  uri: string;
  name: string;
  ownerId: string;
  posts: PostRow[];
  totalCount: number;
  introduction: string;
  fandomName: string | null;
  iconUrl: string | null;
  bannerUrl: string | null;
  themeColor: string;
  isPublic: boolean;
  links: unknown;
  memberCount: number;
  owner: { id: string; nickname: string; deleted: boolean };
  membership: { id: string; nickname: string } | null;
  viewerId: string | null;
  notices: { id: string; title: string; createdAt: string }[];
};

/** ClubPageQuery's `club`, as the app answers it to a fan (no administrator, not the owner's view of private data). */
function clubPage(c: ClubRow, deletedName: string) {
  const isOwner = !!c.viewerId && c.viewerId === c.ownerId;
  const isMember = !!c.membership;
  const links = Array.isArray(c.links)
    ? (c.links as { label?: unknown; url?: unknown }[]).filter((l) => !!l && typeof l.label === 'string' && typeof l.url === 'string').map((l) => ({ label: l.label, url: l.url }))
    : [];
  return {
    __typename: 'Club',
    uri: c.uri,
    name: c.name,
    themeColor: c.themeColor,
    viewerCanEdit: isOwner,
    viewerCanPost: isOwner || isMember,
    viewerIsOwner: isOwner,
    id: globalId('Club', c.id),
    introduction: c.introduction,
    fandomName: c.fandomName,
    iconUrl: c.iconUrl,
    bannerUrl: c.bannerUrl,
    memberCount: c.memberCount,
    links,
    owner: { nickname: c.owner.deleted ? deletedName : c.owner.nickname, id: globalId('User', c.owner.id) },
    viewerCanJoin: !!c.viewerId && !isOwner && !isMember,
    viewerMembership: c.membership ? { id: globalId('ClubMembership', c.membership.id), nickname: c.membership.nickname } : null,
    isPublic: c.isPublic,
    pinnedNotices: c.notices.map((n) => ({ id: globalId('Post', n.id), title: n.title, createdAt: n.createdAt })),
    posts: { totalCount: c.totalCount, ...connectionOf(c.posts, deletedName) },
    __isNode: 'Club',
  };
}

// ------------------------------------------------------------------------------------------- server

export type BaselineServer = { url: string; close: () => Promise<void> };

export async function startBaselineServer(databaseUrl: string, port = 0): Promise<BaselineServer> {
  // Same pool size as the app's Prisma adapter (server/src/platform/db.ts).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c TimeZone=UTC' });

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://baseline');
    const sessionId = sessionIdOrNull(req.headers.cookie);
    const [afterTime, afterId] = placeOfCursor(url.searchParams.get('after'));
    const deletedName = DELETED_USER_NAME[pickLocale(parseLocales(req.headers['accept-language'] ?? null))];
    const send = (status: number, body: unknown) => {
      const json = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
      res.end(json);
    };
    const one = <T>(sql: string, params: unknown[]) =>
      pool.query<{ data: T }>({ name: STATEMENT_NAMES.get(sql), text: sql, values: params }).then((r) => r.rows[0].data);
    const [, route, arg] = url.pathname.split('/');
    let answer: Promise<unknown>;
    if (route === 'home-page') {
      answer = one<{ viewer: string | null; home: PostRow[]; suggested: (Record<string, unknown> & { id: string })[] }>(
        HOME_PAGE_SQL,
        [sessionId, null, null],
      ).then((d) => ({
        viewer: d.viewer ? { id: globalId('User', d.viewer) } : null,
        homeFeed: connectionOf(d.home, deletedName),
        suggestedClubs: d.suggested.map((c) => ({ ...c, id: globalId('Club', c.id) })),
      }));
    } else if (route === 'home-feed') {
      answer = one<{ home: PostRow[] }>(HOME_FEED_SQL, [sessionId, afterTime, afterId]).then((d) => ({ homeFeed: connectionOf(d.home, deletedName) }));
    } else if (route === 'club-page' && arg) {
      answer = one<ClubRow | null>(CLUB_PAGE_SQL, [sessionId, null, null, decodeURIComponent(arg)]).then((c) => ({
        club: c ? clubPage(c, deletedName) : null,
      }));
    } else if (route === 'club-posts' && arg) {
      const clubId = idFromGlobalId(decodeURIComponent(arg), 'Club');
      answer = one<ClubRow | null>(CLUB_POSTS_SQL, [sessionId, afterTime, afterId, clubId]).then((c) => ({
        node: c ? { __typename: 'Club', posts: { totalCount: c.totalCount, ...connectionOf(c.posts, deletedName) }, id: globalId('Club', c.id) } : null,
      }));
    } else {
      send(404, { error: 'not found' });
      return;
    }
    answer.then(
      (data) => send(200, { data }),
      (error: Error) => send(500, { errors: [{ message: error.message }] }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}

function sessionIdOrNull(cookieHeader: string | undefined): string | null {
  const token = readSessionToken(cookieHeader);
  return token ? sessionIdOf(token) : null;
}
