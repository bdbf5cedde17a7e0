// The baseline: what the feeds cost without GraphQL, Pothos or Prisma. A bare node:http server that
// answers each feed request with ONE hand-written SQL statement (session lookup included) and writes the
// same JSON the GraphQL endpoint returns. The app's throughput is reported as a ratio of this one.
//
// It implements the bench viewer's view only: a signed-in fan who owns no club and wrote no fan letters,
// so "visible" is: club public, post not hidden, not a fan letter.
//   GET /home?after=<cursor>          home feed: posts of the clubs the viewer joined (or, with
//                                     ?scope=all, the old `feed` query: every visible post)
//   GET /club/<uri>?after=<cursor>    club feed
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { readSessionToken } from '../../server/src/http/session-cookie.ts';
import { sessionIdOf } from '../../server/src/modules/accounts/sessions.service.ts';

export const PAGE_SIZE = 20;

type Row = {
  id: string;
  title: string;
  content: unknown;
  isSubscriberOnly: boolean;
  createdAt: Date;
  authorNickname: string;
  clubName: string;
  clubUri: string;
  commentCount: number;
};

const VIEWER = `(SELECT s."userId" FROM "Session" s JOIN "User" u ON u.id = s."userId"
                 WHERE s.id = $1 AND s."expiresAt" > now() AND u.status = 'ACTIVE')`;
const VISIBLE = `NOT p."isHidden" AND NOT p."isOwnerOnly"`;
const AFTER = `($2::uuid IS NULL OR (p."createdAt", p.id) < (SELECT "createdAt", id FROM "Post" WHERE id = $2::uuid))`;
const NEWEST = `ORDER BY p."createdAt" DESC, p.id DESC LIMIT ${PAGE_SIZE + 1}`;

/** Picks the page's post ids first, then reads the page's rows: the joins run for 21 rows only. */
function pageSql(pageIds: string): string {
  return `WITH page AS (${pageIds})
          SELECT p.id, p.title, p.content, p."isSubscriberOnly", p."createdAt",
                 a.nickname AS "authorNickname", c.name AS "clubName", c.uri AS "clubUri",
                 (SELECT count(*)::int FROM "Comment" cm WHERE cm."postId" = p.id AND cm."deletedAt" IS NULL) AS "commentCount"
          FROM page
          JOIN "Post" p ON p.id = page.id
          JOIN "Club" c ON c.id = p."clubId"
          JOIN "User" a ON a.id = p."authorId"
          ORDER BY p."createdAt" DESC, p.id DESC`;
}

// Home: the newest page of each joined club through the (clubId, createdAt, id) index, merged. This is
// what a keyset feed over many clubs costs when written well (joining first and sorting all of the
// joined clubs' posts is ~10x slower at 100k posts).
const HOME_SQL = pageSql(`
  SELECT p.id, p."createdAt"
  FROM "ClubMember" m
  JOIN "Club" c ON c.id = m."clubId" AND c."isPublic"
  CROSS JOIN LATERAL (SELECT p.id, p."createdAt" FROM "Post" p WHERE p."clubId" = m."clubId" AND ${VISIBLE} AND ${AFTER} ${NEWEST}) p
  WHERE m."userId" = ${VIEWER}
  ${NEWEST}`);
const ALL_SQL = pageSql(`
  SELECT p.id, p."createdAt" FROM "Post" p JOIN "Club" c ON c.id = p."clubId"
  WHERE c."isPublic" AND ${VISIBLE} AND ${AFTER} AND ${VIEWER} IS NOT NULL
  ${NEWEST}`);
// The club id as a scalar subquery (not a join on uri): the plan then walks the (clubId, createdAt, id)
// index and stops after a page, even in a club holding a tenth of all posts.
const CLUB_SQL = pageSql(`
  SELECT p.id, p."createdAt" FROM "Post" p
  WHERE p."clubId" = (SELECT id FROM "Club" WHERE uri = $3 AND "isPublic") AND ${VISIBLE} AND ${AFTER} AND ${VIEWER} IS NOT NULL
  ${NEWEST}`);

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
/** Pothos's global ids and prisma cursors (cursor: 'id'), byte for byte. */
const globalId = (type: string, id: string) => base64(`${type}:${id}`);
const cursorOf = (id: string) => base64(`GPC:S:${id}`);
function idFromCursor(cursor: string | null): string | null {
  if (!cursor) return null;
  const decoded = Buffer.from(cursor, 'base64').toString('utf8');
  return decoded.startsWith('GPC:S:') ? decoded.slice(6) : null;
}

type Span = { text?: unknown };
type Block = { type?: unknown; text?: unknown; spans?: Span[] };

/** The same preview rule as the app: paragraph text, whitespace folded, 140 characters; never for subscribers only. */
export function excerptOf(content: unknown, isSubscriberOnly: boolean, length = 140): string | null {
  if (isSubscriberOnly || !Array.isArray(content)) return null;
  const text = (content as Block[])
    .filter((b) => b.type === 'paragraph')
    .map((b) => (Array.isArray(b.spans) ? b.spans.map((s) => (typeof s.text === 'string' ? s.text : '')).join('') : typeof b.text === 'string' ? b.text : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

function connectionOf(rows: Row[]) {
  const page = rows.slice(0, PAGE_SIZE);
  const edges = page.map((r) => ({
    cursor: cursorOf(r.id),
    node: {
      id: globalId('Post', r.id),
      title: r.title,
      excerpt: excerptOf(r.content, r.isSubscriberOnly),
      createdAt: r.createdAt.toISOString(),
      commentCount: r.commentCount,
      author: { nickname: r.authorNickname },
      club: { name: r.clubName, uri: r.clubUri },
    },
  }));
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > PAGE_SIZE, endCursor: edges.length ? edges[edges.length - 1].cursor : null },
  };
}

export type BaselineServer = { url: string; close: () => Promise<void> };

export async function startBaselineServer(databaseUrl: string, port = 0): Promise<BaselineServer> {
  // Same pool size as the app's Prisma adapter (server/src/platform/db.ts); timestamps are UTC as Prisma reads them.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c TimeZone=UTC' });
  pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (value) => new Date(`${value.replace(' ', 'T')}Z`));

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://baseline');
    const sessionId = sessionIdOrNull(req.headers.cookie);
    const after = idFromCursor(url.searchParams.get('after'));
    const send = (status: number, body: unknown) => {
      const json = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
      res.end(json);
    };
    let query: Promise<{ field: string; rows: Row[] }>;
    if (url.pathname === '/home') {
      const field = url.searchParams.get('field') ?? 'homeFeed';
      const sql = url.searchParams.get('scope') === 'all' ? ALL_SQL : HOME_SQL;
      query = pool.query<Row>(sql, [sessionId, after]).then((r) => ({ field, rows: r.rows }));
    } else if (url.pathname.startsWith('/club/')) {
      const uri = decodeURIComponent(url.pathname.slice('/club/'.length));
      query = pool.query<Row>(CLUB_SQL, [sessionId, after, uri]).then((r) => ({ field: 'club', rows: r.rows }));
    } else {
      send(404, { error: 'not found' });
      return;
    }
    query.then(
      ({ field, rows }) =>
        send(200, { data: field === 'club' ? { club: { posts: connectionOf(rows) } } : { [field]: connectionOf(rows) } }),
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
