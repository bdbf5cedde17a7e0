// The feed requests of the bench: the web client's own operations for the app, the baseline's routes
// for the same answers, and the verification that both give the same answer page after page.
import fs from 'node:fs';
import path from 'node:path';
import { SESSION_COOKIE } from '../../server/src/http/session-cookie.ts';
import { HOME_CLUBS, PAGE_SIZE } from './baseline-server.ts';
import { fetchJson, type Target } from './load.ts';

/** A wrong answer or a broken request: the bench fails on these, never on slowness. */
export class BenchError extends Error {}

export type Feed = 'home' | 'club';
export type Side = 'app' | 'baseline';
type Connection = { edges: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

/** The persisted id of one of the web client's operations, read from its relay-compiler artifact. */
export function clientOperation(name: string): string {
  const artifact = fs.readFileSync(path.resolve('client/src/__generated__', `${name}.graphql.ts`), 'utf8');
  const id = /@relayRequestID (\w+)/.exec(artifact)?.[1];
  const persisted = JSON.parse(fs.readFileSync(path.resolve('client/src/relay/persisted-queries.json'), 'utf8')) as Record<string, string>;
  if (!id || !persisted[id]) throw new BenchError(`${name}: no persisted query for it (run npm run gen)`);
  return id;
}

/**
 * The requests the web client sends for each feed: the route's query for the first page (HomePage,
 * ClubPage) and the pagination query for the next ones, as client/src/relay/network.ts sends them.
 */
export function makeTargets(app: string, baseline: string, token: string, clubUri: string) {
  const headers = {
    cookie: `${SESSION_COOKIE}=${token}`,
    'accept-language': 'ko-KR,ko;q=0.9,en;q=0.8',
  };
  const operations = {
    HomePageQuery: clientOperation('HomePageQuery'),
    HomeFeedPaginationQuery: clientOperation('HomeFeedPaginationQuery'),
    ClubPageQuery: clientOperation('ClubPageQuery'),
    ClubPostsPaginationQuery: clientOperation('ClubPostsPaginationQuery'),
  };
  const graphql = (operationName: keyof typeof operations, variables: Record<string, unknown>): Target => ({
    url: `${app}/graphql`,
    method: 'POST',
    // x-oshi-client is the CSRF-prevention header the web client sends (server/src/http/yoga.ts).
    headers: { ...headers, 'content-type': 'application/json', 'x-oshi-client': 'web' },
    body: JSON.stringify({ documentId: operations[operationName], operationName, variables }),
  });
  const get = (pathAndQuery: string): Target => ({ url: `${baseline}${pathAndQuery}`, method: 'GET', headers });
  const after = (cursor: string) => `after=${encodeURIComponent(cursor)}`;
  return {
    app: {
      home: (cursor: string | null) =>
        cursor ? graphql('HomeFeedPaginationQuery', { count: PAGE_SIZE, cursor }) : graphql('HomePageQuery', { count: PAGE_SIZE, clubCount: HOME_CLUBS }),
      club: (cursor: string | null, clubId?: string) =>
        cursor
          ? graphql('ClubPostsPaginationQuery', { count: PAGE_SIZE, cursor, filter: 'ALL', id: clubId })
          : graphql('ClubPageQuery', { clubUri, count: PAGE_SIZE, filter: 'ALL' }),
    },
    baseline: {
      home: (cursor: string | null) => get(cursor ? `/home-feed?${after(cursor)}` : '/home-page'),
      club: (cursor: string | null, clubId?: string) =>
        get(cursor ? `/club-posts/${encodeURIComponent(clubId ?? '')}?${after(cursor)}` : `/club-page/${encodeURIComponent(clubUri)}`),
    },
  } satisfies Record<Side, Record<Feed, (cursor: string | null, clubId?: string) => Target>>;
}

type Page = { text: string; data: Record<string, unknown>; connection: Connection; clubId?: string };

/** Fetches one page and finds its connection, failing loudly on anything but a clean answer. */
export async function page(target: Target, label: string): Promise<Page> {
  const { status, text, json } = await fetchJson(target);
  const body = json as { data?: Record<string, unknown>; errors?: unknown[] } | null;
  if (status !== 200 || !body?.data || body.errors) throw new BenchError(`${label}: HTTP ${status}: ${text.slice(0, 500)}`);
  const data = body.data;
  const club = (data.club ?? data.node) as { posts?: Connection; id?: string } | undefined;
  const connection = (club?.posts ?? data.homeFeed) as Connection | undefined;
  if (!connection?.edges) throw new BenchError(`${label}: no connection in ${text.slice(0, 300)}`);
  return { text, data, connection, clubId: club?.id };
}

/** The paths where two answers differ (objects compared key by key, whatever their key order). */
function differences(a: unknown, b: unknown, at = ''): string[] {
  if (a === b) return [];
  if (Array.isArray(a) && Array.isArray(b)) {
    const out = a.length === b.length ? [] : [`${at}: ${a.length} items vs ${b.length}`];
    for (let i = 0; i < Math.min(a.length, b.length); i++) out.push(...differences(a[i], b[i], `${at}[${i}]`));
    return out;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) => differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}.${k}`));
  }
  return [`${at}: app ${JSON.stringify(a)} baseline ${JSON.stringify(b)}`];
}

export type Step = { feed: Feed; scenario: string; deep: boolean; target: Record<Side, Target>; body: Record<Side, string> };

/**
 * Walks both servers page by page to the deep page, following each one's cursors, and requires every
 * page to be the same answer. Returns the first and the deep page's requests with their verified bodies.
 */
export async function verifyFeed(
  targets: ReturnType<typeof makeTargets>,
  feed: Feed,
  name: string,
  deepPage: number,
  log: (line: string) => void = () => {},
): Promise<Step[]> {
  const steps: Step[] = [];
  let cursor: Record<Side, string | null> = { app: null, baseline: null };
  let clubId: string | undefined;
  for (let n = 1; n <= deepPage; n++) {
    const target = {
      app: targets.app[feed](cursor.app, clubId),
      baseline: targets.baseline[feed](cursor.baseline, clubId),
    };
    const app = await page(target.app, `${name} page ${n} (app)`);
    const baseline = await page(target.baseline, `${name} page ${n} (baseline)`);
    const diff = differences(app.data, baseline.data);
    if (diff.length) {
      throw new BenchError(`${name} page ${n}: the app and the baseline answer differently:\n  ${diff.slice(0, 12).join('\n  ')}`);
    }
    if (n === 1 && app.connection.edges.length === 0) throw new BenchError(`${name}: the app returned no posts; the world is empty for the viewer`);
    clubId ??= app.clubId;
    const hasNext = app.connection.pageInfo.hasNextPage;
    const last = n === deepPage || !hasNext;
    if (n === 1 || last) steps.push({ feed, scenario: `${name} page ${n}`, deep: n > 1, target, body: { app: app.text, baseline: baseline.text } });
    if (last) {
      if (n < deepPage) log(`  ${name}: only ${n} pages of posts (of ${deepPage} wanted)`);
      break;
    }
    cursor = { app: app.connection.pageInfo.endCursor, baseline: baseline.connection.pageInfo.endCursor };
  }
  return steps;
}
