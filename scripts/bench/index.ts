// `npm run bench`: seeds a large world into its own database, starts the real app and a bare SQL baseline,
// checks they return the same posts, then loads each with the same connections and duration and prints
// throughput and latency with ratios. Ratios, not absolute numbers, are the result: both servers run in
// the same run on the same (possibly busy) machine. Exits non-zero on errors only, never on slowness.
//
// Settings (environment):
//   DATABASE_URL       a PostgreSQL server; the bench uses database `oshi_bench` on it (dropped and recreated).
//                      Unset: an embedded PostgreSQL in .data/bench.
//   BENCH_REUSE=1      keep an existing oshi_bench world instead of reseeding it.
//   BENCH_POSTS (100000) BENCH_USERS (20000) BENCH_CLUBS (500) BENCH_MEMBERSHIPS (100000)
//   BENCH_COMMENTS (300000) BENCH_JOINED_CLUBS (50)
//   BENCH_DURATION (10 s per measurement) BENCH_WARMUP (2 s) BENCH_CONNECTIONS (10) BENCH_DEEP_PAGE (200)
//   BENCH_HOME_QUERY   homeFeed | feed (default: homeFeed when the app has it, else the older `feed`).
//   BENCH_LOG_LEVEL    the app's log level (warn).
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../server/src/platform/embedded-db.ts';
import { createLogger } from '../../server/src/platform/logger.ts';
import { migrate } from '../../server/src/platform/migrations.ts';
import { SESSION_COOKIE } from '../../server/src/http/session-cookie.ts';
import { PAGE_SIZE } from './baseline-server.ts';
import { fetchJson, runLoad, type LoadResult, type Target } from './load.ts';
import { countWorld, createBenchSession, findWorld, seedWorld, type SeedSizes } from './seed.ts';

const BENCH_DATABASE = 'oshi_bench';

function intSetting(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min} (got "${raw}")`);
  return value;
}

const settings = {
  sizes: {
    posts: intSetting('BENCH_POSTS', 100_000),
    users: intSetting('BENCH_USERS', 20_000),
    clubs: intSetting('BENCH_CLUBS', 500),
    memberships: intSetting('BENCH_MEMBERSHIPS', 100_000, 0),
    comments: intSetting('BENCH_COMMENTS', 300_000, 0),
    joined: intSetting('BENCH_JOINED_CLUBS', 50),
  } satisfies SeedSizes,
  durationSeconds: intSetting('BENCH_DURATION', 10),
  warmupSeconds: intSetting('BENCH_WARMUP', 2, 0),
  connections: intSetting('BENCH_CONNECTIONS', 10),
  deepPage: intSetting('BENCH_DEEP_PAGE', 200, 2),
  reuse: process.env.BENCH_REUSE === '1',
  homeQuery: process.env.BENCH_HOME_QUERY as 'homeFeed' | 'feed' | undefined,
};

const log = (line = '') => console.log(line);

// ---------------------------------------------------------------------------------------------- database

async function prepareDatabase(): Promise<{ url: string; embedded: EmbeddedDatabase | null }> {
  let serverUrl = process.env.DATABASE_URL;
  let embedded: EmbeddedDatabase | null = null;
  if (!serverUrl) {
    log('No DATABASE_URL: starting an embedded PostgreSQL in .data/bench');
    embedded = await startEmbeddedDatabase(path.resolve('.data/bench'), createLogger('warn'));
    serverUrl = embedded.url;
  }
  const url = new URL(serverUrl);
  if (url.pathname.replace(/^\//, '') === BENCH_DATABASE) throw new Error(`Point DATABASE_URL at another database than ${BENCH_DATABASE}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DATABASE]);
    if (rowCount && !settings.reuse) await admin.query(`DROP DATABASE ${BENCH_DATABASE} WITH (FORCE)`);
    if (!rowCount || !settings.reuse) await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${BENCH_DATABASE}`;
  return { url: url.toString(), embedded };
}

// ---------------------------------------------------------------------------------------------- servers

type Server = { url: string; child: ChildProcess };

function startServer(kind: 'app' | 'baseline', databaseUrl: string): Promise<Server> {
  const child = fork(path.join(import.meta.dirname, 'serve.ts'), [kind], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production', BENCH_DATABASE_URL: databaseUrl },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve({ url: message.url, child }));
    child.once('exit', (code) => reject(new Error(`The ${kind} server exited before it was ready (code ${code})`)));
  });
}

function stopServer(server: Server | null): Promise<void> {
  if (!server || server.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
    server.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.child.kill('SIGTERM');
  });
}

// ---------------------------------------------------------------------------------------------- requests

const POST_FIELDS = `edges { cursor node { id title excerpt createdAt commentCount author { nickname } club { name uri } } }
  pageInfo { hasNextPage endCursor }`;

type Feed = 'home' | 'club';
type Side = 'app' | 'baseline';
type Connection = {
  edges: { cursor: string; node: { id: string } & Record<string, unknown> }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

function makeTargets(app: string, baseline: string, token: string, homeField: 'homeFeed' | 'feed', clubUri: string) {
  const cookie = `${SESSION_COOKIE}=${token}`;
  const graphql = (query: string, variables: Record<string, unknown>): Target => ({
    url: `${app}/graphql`,
    method: 'POST',
    // x-oshi-client is the CSRF-prevention header the web client sends (server/src/http/yoga.ts).
    headers: { 'content-type': 'application/json', 'x-oshi-client': 'bench', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const get = (pathAndQuery: string): Target => ({ url: `${baseline}${pathAndQuery}`, method: 'GET', headers: { cookie } });
  const withAfter = (after: string | null) => (after ? `after=${encodeURIComponent(after)}` : '');
  return {
    app: {
      home: (after: string | null) =>
        graphql(`query BenchHomeFeed($after: String) { ${homeField}(first: ${PAGE_SIZE}, after: $after) { ${POST_FIELDS} } }`, { after }),
      club: (after: string | null) =>
        graphql(
          `query BenchClubFeed($uri: String!, $after: String) { club(uri: $uri) { ... on Club { posts(first: ${PAGE_SIZE}, after: $after) { ${POST_FIELDS} } } } }`,
          { uri: clubUri, after },
        ),
    },
    baseline: {
      home: (after: string | null) =>
        get(`/home?field=${homeField}${homeField === 'feed' ? '&scope=all' : ''}&${withAfter(after)}`),
      club: (after: string | null) => get(`/club/${encodeURIComponent(clubUri)}?${withAfter(after)}`),
    },
  } satisfies Record<Side, Record<Feed, (after: string | null) => Target>>;
}

class BenchError extends Error {}

/** Fetches one page and returns its connection, failing loudly on anything but a clean answer. */
async function page(target: Target, feed: Feed, label: string): Promise<{ text: string; connection: Connection }> {
  const { status, text, json } = await fetchJson(target);
  const body = json as { data?: Record<string, unknown>; errors?: unknown[] } | null;
  if (status !== 200 || !body?.data || body.errors) throw new BenchError(`${label}: HTTP ${status}: ${text.slice(0, 500)}`);
  const data = body.data;
  const connection = (feed === 'club' ? (data.club as { posts?: Connection } | null)?.posts : Object.values(data)[0]) as
    | Connection
    | undefined;
  if (!connection?.edges) throw new BenchError(`${label}: no connection in ${text.slice(0, 300)}`);
  return { text, connection };
}

/** App and baseline must list the same posts in the same order; other field differences are reported. */
function compare(label: string, app: Connection, baseline: Connection): string[] {
  const appIds = app.edges.map((e) => e.node.id);
  const baselineIds = baseline.edges.map((e) => e.node.id);
  if (appIds.length === 0) throw new BenchError(`${label}: the app returned no posts; the world is empty for the viewer`);
  if (JSON.stringify(appIds) !== JSON.stringify(baselineIds)) {
    throw new BenchError(
      `${label}: app and baseline disagree on the posts.\n  app:      ${appIds.join(' ')}\n  baseline: ${baselineIds.join(' ')}`,
    );
  }
  const warnings: string[] = [];
  app.edges.forEach((edge, i) => {
    const other = baseline.edges[i].node;
    for (const [field, value] of Object.entries(edge.node)) {
      if (JSON.stringify(value) !== JSON.stringify(other[field])) {
        warnings.push(`${label}: ${field} differs on ${edge.node.id}: app ${JSON.stringify(value)} baseline ${JSON.stringify(other[field])}`);
      }
    }
  });
  return warnings;
}

/** Follows `after` cursors to page `deep` (1-based), or as deep as the posts go. */
async function walk(target: (after: string | null) => Target, feed: Feed, deep: number, label: string) {
  let after: string | null = null;
  let reached = 1;
  let current = await page(target(null), feed, label);
  while (reached < deep && current.connection.pageInfo.hasNextPage) {
    after = current.connection.pageInfo.endCursor;
    current = await page(target(after), feed, `${label} page ${reached + 1}`);
    reached += 1;
  }
  return { after, reached, ...current };
}

// ---------------------------------------------------------------------------------------------- report

type Measurement = { scenario: string; feed: Feed; deep: boolean; side: Side; result: LoadResult };

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const ratio = (a: number | undefined, b: number | undefined) => (a && b ? fmt(a / b, 2) : '-');

function printTable(measurements: Measurement[]) {
  // Nothing completed in time: no throughput or latency to show.
  const done = (n: number, digits: number, m: Measurement) => (m.result.requests ? fmt(n, digits) : '-');
  const rows = measurements.map((m) => [
    m.scenario,
    m.side,
    done(m.result.requestsPerSecond, 1, m),
    done(m.result.p50, 0, m),
    done(m.result.p99, 0, m),
    String(m.result.requests),
    String(m.result.failures),
    String(m.result.timeouts),
  ]);
  table(['scenario', 'server', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'timeouts'], rows);
  log();
  const find = (feed: Feed, deep: boolean, side: Side) =>
    measurements.find((m) => m.feed === feed && m.deep === deep && m.side === side)?.result;
  const ratioRows: string[][] = [];
  for (const feed of ['home', 'club'] as const) {
    for (const deep of [false, true]) {
      const app = find(feed, deep, 'app');
      const baseline = find(feed, deep, 'baseline');
      if (!app) continue;
      const first = find(feed, false, 'app');
      const baselineFirst = find(feed, false, 'baseline');
      ratioRows.push([
        measurements.find((m) => m.feed === feed && m.deep === deep)!.scenario,
        ratio(app.requestsPerSecond, baseline?.requestsPerSecond),
        ratio(app.p99, baseline?.p99),
        deep ? ratio(app.p99, first?.p99) : '',
        deep ? ratio(baseline?.p99, baselineFirst?.p99) : '',
      ]);
    }
  }
  table(['scenario', 'app/baseline req/s', 'app/baseline p99', 'deep/first p99 (app)', 'deep/first p99 (baseline)'], ratioRows);
}

function table(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  log(line(header));
  log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) log(line(row));
}

// ---------------------------------------------------------------------------------------------- main

async function main(): Promise<number> {
  const started = performance.now();
  const { url: databaseUrl, embedded } = await prepareDatabase();
  let app: Server | null = null;
  let baseline: Server | null = null;
  try {
    await migrate(databaseUrl);
    const client = new pg.Client({ connectionString: databaseUrl, options: '-c TimeZone=UTC' });
    await client.connect();
    let world = settings.reuse ? await findWorld(client) : null;
    if (world) log(`Reusing the world in ${BENCH_DATABASE}`);
    else {
      log(`Seeding ${BENCH_DATABASE}: ${JSON.stringify(settings.sizes)}`);
      world = await seedWorld(client, settings.sizes, log);
    }
    log(`World: ${JSON.stringify(await countWorld(client))}`);
    const token = await createBenchSession(client, world.viewerId);
    await client.end();

    [app, baseline] = await Promise.all([startServer('app', databaseUrl), startServer('baseline', databaseUrl)]);
    const homeField = settings.homeQuery ?? ((await appHasHomeFeed(app.url, token)) ? 'homeFeed' : 'feed');
    if (homeField === 'feed') log('Note: the app has no homeFeed query; measuring the older `feed` (every visible post) instead.');
    const targets = makeTargets(app.url, baseline.url, token, homeField, world.bigClubUri);

    // Verification: first pages and the deep pages agree between app and baseline.
    const warnings: string[] = [];
    const plan: { feed: Feed; scenario: string; deep: boolean; target: Record<Side, Target>; body: Record<Side, string> }[] = [];
    for (const feed of ['home', 'club'] as const) {
      const name = feed === 'home' ? `home feed (${homeField})` : `club feed (${world.bigClubUri})`;
      log(`Verifying ${name}: first page, then following cursors to page ${settings.deepPage} on both servers`);
      const appWalk = await walk(targets.app[feed], feed, settings.deepPage, `${name} app`);
      const baselineWalk = await walk(targets.baseline[feed], feed, settings.deepPage, `${name} baseline`);
      const appFirst = await page(targets.app[feed](null), feed, `${name} app`);
      const baselineFirst = await page(targets.baseline[feed](null), feed, `${name} baseline`);
      warnings.push(...compare(`${name} page 1`, appFirst.connection, baselineFirst.connection));
      plan.push({
        feed,
        scenario: `${name} page 1`,
        deep: false,
        target: { app: targets.app[feed](null), baseline: targets.baseline[feed](null) },
        body: { app: appFirst.text, baseline: baselineFirst.text },
      });
      if (appWalk.reached !== baselineWalk.reached) {
        throw new BenchError(`${name}: the app has ${appWalk.reached} pages, the baseline ${baselineWalk.reached} (of ${settings.deepPage} wanted)`);
      }
      if (appWalk.reached < 2) {
        log(`${name}: only one page of posts; no deep-page measurement`);
        continue;
      }
      warnings.push(...compare(`${name} page ${appWalk.reached}`, appWalk.connection, baselineWalk.connection));
      plan.push({
        feed,
        scenario: `${name} page ${appWalk.reached}`,
        deep: true,
        target: { app: targets.app[feed](appWalk.after), baseline: targets.baseline[feed](baselineWalk.after) },
        body: { app: appWalk.text, baseline: baselineWalk.text },
      });
    }
    log('Verified: the app and the baseline return the same posts in the same order.');
    for (const w of warnings.slice(0, 10)) log(`  warning: ${w}`);
    if (warnings.length > 10) log(`  ... and ${warnings.length - 10} more field differences`);

    log(
      `Measuring: ${settings.connections} connections, ${settings.durationSeconds} s each (+${settings.warmupSeconds} s warm-up), page size ${PAGE_SIZE}`,
    );
    const measurements: Measurement[] = [];
    for (const step of plan) {
      for (const side of ['app', 'baseline'] as const) {
        const options = { connections: settings.connections };
        if (settings.warmupSeconds) await runLoad(step.target[side], step.body[side], { ...options, durationSeconds: settings.warmupSeconds });
        const result = await runLoad(step.target[side], step.body[side], { ...options, durationSeconds: settings.durationSeconds });
        log(`  ${step.scenario.padEnd(32)} ${side.padEnd(8)} ${fmt(result.requestsPerSecond).padStart(8)} req/s  p99 ${fmt(result.p99, 0)} ms`);
        measurements.push({ scenario: step.scenario, feed: step.feed, deep: step.deep, side, result });
      }
    }
    log();
    printTable(measurements);
    const failures = measurements.reduce((sum, m) => sum + m.result.failures, 0);
    log();
    log(`Done in ${Math.round((performance.now() - started) / 1000)} s.`);
    if (failures) {
      log(`FAILED: ${failures} requests failed or answered differently from the verified response.`);
      return 1;
    }
    return 0;
  } finally {
    await Promise.all([stopServer(app), stopServer(baseline)]);
    await embedded?.stop();
  }
}

async function appHasHomeFeed(appUrl: string, token: string): Promise<boolean> {
  const { json } = await fetchJson({
    url: `${appUrl}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oshi-client': 'bench', cookie: `${SESSION_COOKIE}=${token}` },
    body: JSON.stringify({ query: '{ __type(name: "Query") { fields { name } } }' }),
  });
  const fields = (json as { data?: { __type?: { fields?: { name: string }[] } } } | null)?.data?.__type?.fields;
  if (!fields) throw new BenchError(`Could not read the app's Query type: ${JSON.stringify(json).slice(0, 300)}`);
  return fields.some((f) => f.name === 'homeFeed');
}

// `npm run bench -- fanout` or BENCH_MODE=fanout: live comment events instead (scripts/bench/fanout.ts).
const fanout = (process.argv[2] ?? process.env.BENCH_MODE) === 'fanout';
(fanout ? import('./fanout.ts').then((m) => m.runFanoutBench()) : main()).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BenchError ? `bench: ${error.message}` : error);
    process.exit(1);
  },
);
