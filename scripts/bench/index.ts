// `npm run bench`: seeds a big creator's world into its own database, starts the real app and a bare SQL
// baseline, checks they answer the web client's own feed operations identically, then loads each with
// the same connections and duration and prints throughput, latency, CPU and database time per request
// with ratios. Ratios, not absolute numbers, are the result: both servers run in the same run on the same
// (possibly busy) machine. Exits non-zero on a wrong answer or a failed request, never on slowness.
//
// Settings (environment):
//   BENCH_MODE         feeds (default), fanout (also `npm run bench -- fanout`; scripts/bench/fanout.ts) or
//                      chat (scripts/bench/chat-fanout.ts).
//   DATABASE_URL       a PostgreSQL server; the bench uses database `oshi_bench` on it (dropped and recreated;
//                      BENCH_DATABASE names another).
//                      Unset: an embedded PostgreSQL in .data/bench.
//   BENCH_REUSE=1      keep an existing oshi_bench world instead of reseeding it.
//   World: BENCH_POSTS (100000 posts in the big club) BENCH_MEMBERS (= BENCH_POSTS, its members)
//     BENCH_CLUBS (500) BENCH_OTHER_POSTS (BENCH_POSTS / 2, in the other clubs) BENCH_MEMBERSHIPS (= BENCH_MEMBERS,
//     in the other clubs) BENCH_USERS (BENCH_MEMBERS + 20000) BENCH_COMMENTS (3 × BENCH_POSTS, plus replies)
//     BENCH_JOINED_CLUBS (50, the viewer's clubs).
//   Load: BENCH_CONNECTIONS (list, "10,50") BENCH_DURATION (10 s per measurement) BENCH_WARMUP (2 s)
//     BENCH_DEEP_PAGE (200).
//   BENCH_CPU_PROF=1   run the app under --cpu-prof (.data/bench-prof) and print its self time by package.
//   BENCH_EXPLAIN=0    skip the index check (EXPLAIN of the app's statements for the feeds).
//   BENCH_SHOW_SQL=1   the index check prints each statement with its execution time.
//   BENCH_PLANS=<file> the index check writes each statement, its parameters and its plan to <file>.
//   BENCH_LOG_LEVEL    the app's log level (warn).
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../server/src/platform/embedded-db.ts';
import { createLogger } from '../../server/src/platform/logger.ts';
import { migrate } from '../../server/src/platform/migrations.ts';
import { PAGE_SIZE } from './baseline-server.ts';
import { mainThreadProfile, summariseProfile } from './cpu-profile.ts';
import { BenchError, makeTargets, verifyFeed, type Feed, type Side, type Step } from './feeds.ts';
import { fetchJson, runLoad, type LoadResult } from './load.ts';
import type { CapturedStatement, ChildMessage } from './serve.ts';
import { countWorld, createBenchSession, findWorld, seedWorld, type SeedSizes } from './seed.ts';
import { intSetting } from '../scratch-database.ts';

// Its own name per engineer when several share one PostgreSQL server (BENCH_DATABASE).
const BENCH_DATABASE = process.env.BENCH_DATABASE || 'oshi_bench';
const PROFILE_DIR = path.resolve('.data/bench-prof');
const TARGET_THROUGHPUT = 0.3;
const TARGET_P99 = 3;
/** BENCH_SHOW_SQL=1: the index check prints every statement it explains, with its execution time. */
const SHOW_SQL = process.env.BENCH_SHOW_SQL === '1';
/** BENCH_PLANS=<file>: the index check writes each statement in full, its parameters and its plan there. */
const PLANS_FILE = process.env.BENCH_PLANS;


function listSetting(name: string, fallback: string): number[] {
  const raw = process.env[name] || fallback;
  const values = raw.split(',').map((v) => Number(v.trim()));
  if (!values.length || values.some((v) => !Number.isInteger(v) || v < 1)) throw new Error(`${name} must list integers >= 1 (got "${raw}")`);
  return values;
}

function sizeSettings(): SeedSizes {
  const posts = intSetting('BENCH_POSTS', 100_000);
  const members = intSetting('BENCH_MEMBERS', posts);
  return {
    bigClubPosts: posts,
    bigClubMembers: members,
    clubs: intSetting('BENCH_CLUBS', 500, 2),
    otherPosts: intSetting('BENCH_OTHER_POSTS', Math.round(posts / 2), 0),
    otherMemberships: intSetting('BENCH_MEMBERSHIPS', members, 0),
    users: intSetting('BENCH_USERS', members + 20_000),
    comments: intSetting('BENCH_COMMENTS', posts * 3, 0),
    joined: intSetting('BENCH_JOINED_CLUBS', 50),
  };
}

const log = (line = '') => console.log(line);

// ---------------------------------------------------------------------------------------------- database

async function prepareDatabase(reuse: boolean): Promise<{ url: string; embedded: EmbeddedDatabase | null }> {
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
    if (rowCount && !reuse) await admin.query(`DROP DATABASE ${BENCH_DATABASE} WITH (FORCE)`);
    if (!rowCount || !reuse) await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${BENCH_DATABASE}`;
  return { url: url.toString(), embedded };
}

/** Database time per statement from pg_stat_statements, when the server preloads it (else null, said once). */
async function databaseClock(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await client.query('SELECT count(*) FROM pg_stat_statements');
  } catch (error) {
    log(`Database time per request: skipped (pg_stat_statements unavailable: ${(error as Error).message.split('\n')[0]})`);
    await client.end();
    return null;
  }
  return {
    reset: async () => {
      await client.query('SELECT pg_stat_statements_reset()');
    },
    /** Milliseconds spent executing statements in the bench database since the reset. */
    read: async () => {
      const { rows } = await client.query<{ ms: number | null }>(
        `SELECT sum(total_exec_time)::float8 AS ms FROM pg_stat_statements
         WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT LIKE '%pg_stat_statements%'`,
      );
      return rows[0].ms ?? 0;
    },
    close: () => client.end(),
  };
}

// ---------------------------------------------------------------------------------------------- servers

type Server = { url: string; child: ChildProcess; ask: <K extends ChildMessage['type']>(type: K) => Promise<Extract<ChildMessage, { type: K }>> };

function startServer(kind: 'app' | 'baseline', databaseUrl: string, options: { cpuProf?: boolean; captureSql?: boolean } = {}): Promise<Server> {
  const execArgv = ['--import', 'tsx'];
  if (options.cpuProf) {
    fs.mkdirSync(PROFILE_DIR, { recursive: true });
    execArgv.push('--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`);
  }
  const child = fork(path.join(import.meta.dirname, 'serve.ts'), [kind], {
    execArgv,
    env: { ...process.env, NODE_ENV: 'production', BENCH_DATABASE_URL: databaseUrl, BENCH_CAPTURE_SQL: options.captureSql ? '1' : '0' },
  });
  const ask = <K extends ChildMessage['type']>(type: K) =>
    new Promise<Extract<ChildMessage, { type: K }>>((resolve) => {
      const listener = (message: ChildMessage) => {
        if (message.type !== type) return;
        child.off('message', listener);
        resolve(message as Extract<ChildMessage, { type: K }>);
      };
      child.on('message', listener);
      if (type !== 'ready') child.send({ type });
    });
  return new Promise((resolve, reject) => {
    void ask('ready').then((message) => resolve({ url: message.url, child, ask }));
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

// ---------------------------------------------------------------------------------------------- index check

/** EXPLAIN (ANALYZE, BUFFERS) of every statement the app sends for each step's request; prints sequential scans of big tables. */
async function indexCheck(databaseUrl: string, steps: Step[]) {
  const capture = await startServer('app', databaseUrl, { captureSql: true });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    log('Index check: EXPLAIN (ANALYZE, BUFFERS) of the statements the app sends for one request of each scenario');
    for (const step of steps) {
      await capture.ask('statements');
      const { status } = await fetchJson({ ...step.target.app, url: `${capture.url}${new URL(step.target.app.url).pathname}` });
      const { statements } = await capture.ask('statements');
      if (status !== 200) throw new BenchError(`Index check: ${step.scenario} answered HTTP ${status}`);
      const findings: string[] = [];
      let slowest = { ms: 0, query: '' };
      for (const statement of statements.filter((s: CapturedStatement) => /^\s*(SELECT|WITH)\b/i.test(s.query))) {
        let plan: string;
        try {
          const { rows } = await client.query<{ 'QUERY PLAN': string }>({ text: `EXPLAIN (ANALYZE, BUFFERS) ${statement.query}`, values: statement.params });
          plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        } catch (error) {
          findings.push(`could not EXPLAIN (${(error as Error).message}): ${statement.query.slice(0, 120)}`);
          continue;
        }
        const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
        if (SHOW_SQL) log(`    ${ms.toFixed(1)} ms: ${oneLine(statement.query).slice(0, 400)}`);
        if (PLANS_FILE) fs.appendFileSync(PLANS_FILE, `-- ${step.scenario}: ${ms.toFixed(1)} ms\n${statement.query}\n-- parameters: ${JSON.stringify(statement.params)}\n${plan}\n\n`);
        if (ms > slowest.ms) slowest = { ms, query: statement.query };
        const scans = [...plan.matchAll(/Seq Scan on "?(Post|Comment|ClubMember)"?/g)].map((m) => m[1]);
        if (scans.length) findings.push(`Seq Scan on ${[...new Set(scans)].join(', ')} (${ms.toFixed(1)} ms): ${oneLine(statement.query).slice(0, 160)}`);
      }
      log(`  ${step.scenario}: ${statements.length} statements; slowest ${slowest.ms.toFixed(1)} ms: ${oneLine(slowest.query).slice(0, 110)}`);
      if (!findings.length) log('    no sequential scan on Post, Comment or ClubMember');
      for (const f of findings) log(`    ${f}`);
    }
  } finally {
    await client.end();
    await stopServer(capture);
  }
}

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim();

// ---------------------------------------------------------------------------------------------- report

type Measurement = {
  scenario: string;
  feed: Feed;
  deep: boolean;
  connections: number;
  side: Side;
  result: LoadResult;
  cpuMsPerRequest: number | null;
  dbMsPerRequest: number | null;
};

const fmt = (n: number | null | undefined, digits = 1) => (n !== null && n !== undefined && Number.isFinite(n) ? n.toFixed(digits) : '-');
const ratio = (a: number | undefined, b: number | undefined) => (a !== undefined && b ? a / b : undefined);

function printTable(measurements: Measurement[], durationSeconds: number) {
  // Nothing answered within the measurement: no latency to show but "longer than the run".
  const done = (n: number | null, digits: number, m: Measurement) => (m.result.requests ? fmt(n, digits) : '-');
  const latency = (n: number, m: Measurement) => (m.result.requests ? fmt(n, 0) : `>${durationSeconds * 1000}`);
  table(
    ['scenario', 'conns', 'server', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req', 'DB ms/req', 'requests', 'errors', 'timeouts'],
    measurements.map((m) => [
      m.scenario,
      String(m.connections),
      m.side,
      fmt(m.result.requestsPerSecond, 1),
      latency(m.result.p50, m),
      latency(m.result.p99, m),
      done(m.cpuMsPerRequest, 2, m),
      done(m.dbMsPerRequest, 2, m),
      String(m.result.requests),
      String(m.result.failures),
      String(m.result.timeouts),
    ]),
  );
  log();
  const find = (feed: Feed, deep: boolean, side: Side, connections: number) =>
    measurements.find((m) => m.feed === feed && m.deep === deep && m.side === side && m.connections === connections);
  const rows: string[][] = [];
  const mark = (value: number | undefined, ok: (v: number) => boolean) => (value === undefined ? '-' : `${fmt(value, 2)} ${ok(value) ? 'ok' : 'MISS'}`);
  for (const connections of [...new Set(measurements.map((m) => m.connections))]) {
    for (const feed of ['home', 'club'] as const) {
      for (const deep of [false, true]) {
        const app = find(feed, deep, 'app', connections);
        const baseline = find(feed, deep, 'baseline', connections);
        if (!app) continue;
        const appFirst = find(feed, false, 'app', connections)?.result;
        const baselineFirst = find(feed, false, 'baseline', connections)?.result;
        rows.push([
          app.scenario,
          String(connections),
          mark(ratio(app.result.requestsPerSecond, baseline?.result.requestsPerSecond), (v) => v >= TARGET_THROUGHPUT),
          // An app that answered nothing in the run has no p99 but is surely slower than the target.
          app.result.requests ? mark(ratio(app.result.p99, baseline?.result.p99), (v) => v <= TARGET_P99) : 'no answer MISS',
          deep ? fmt(ratio(app.result.p99, appFirst?.p99), 2) : '',
          deep ? fmt(ratio(baseline?.result.p99, baselineFirst?.p99), 2) : '',
          fmt(ratio(app.cpuMsPerRequest ?? undefined, baseline?.cpuMsPerRequest ?? undefined), 1),
        ]);
      }
    }
  }
  table(
    ['scenario', 'conns', `app/baseline req/s (≥${TARGET_THROUGHPUT})`, `app/baseline p99 (≤${TARGET_P99})`, 'deep/first p99 app', 'deep/first p99 baseline', 'app/baseline CPU'],
    rows,
  );
}

function table(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  log(line(header));
  log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) log(line(row));
}

function printProfile(file: string) {
  const { totalMs, idleMs, groups, functions } = summariseProfile(file);
  const busy = totalMs - idleMs;
  log(`CPU profile of the app (${path.relative(process.cwd(), file)}; start-up and verification included): ${Math.round(busy)} ms busy`);
  table(
    ['self time by package', 'ms', '%'],
    groups.slice(0, 14).map(([name, ms]) => [name, fmt(ms, 0), fmt((100 * ms) / busy, 1)]),
  );
  log();
  table(
    ['top functions (self time)', 'ms', '%'],
    functions.slice(0, 15).map(([name, ms]) => [name.slice(0, 110), fmt(ms, 0), fmt((100 * ms) / busy, 1)]),
  );
}

// ---------------------------------------------------------------------------------------------- feeds mode

async function mainFeeds(): Promise<number> {
  const started = performance.now();
  const sizes = sizeSettings();
  const load = {
    connections: listSetting('BENCH_CONNECTIONS', '10,50'),
    durationSeconds: intSetting('BENCH_DURATION', 10),
    warmupSeconds: intSetting('BENCH_WARMUP', 2, 0),
    deepPage: intSetting('BENCH_DEEP_PAGE', 200, 2),
  };
  const reuse = process.env.BENCH_REUSE === '1';
  const cpuProf = process.env.BENCH_CPU_PROF === '1';
  const { url: databaseUrl, embedded } = await prepareDatabase(reuse);
  let app: Server | null = null;
  let baseline: Server | null = null;
  try {
    await migrate(databaseUrl);
    const client = new pg.Client({ connectionString: databaseUrl, options: '-c TimeZone=UTC' });
    await client.connect();
    let world = reuse ? await findWorld(client) : null;
    if (world) log(`Reusing the world in ${BENCH_DATABASE}`);
    else {
      log(`Seeding ${BENCH_DATABASE}: ${JSON.stringify(sizes)}`);
      world = await seedWorld(client, sizes, log);
    }
    log(`World: ${JSON.stringify(await countWorld(client))}`);
    const token = await createBenchSession(client, world.viewerId);
    await client.end();

    if (cpuProf) fs.rmSync(PROFILE_DIR, { recursive: true, force: true });
    [app, baseline] = await Promise.all([startServer('app', databaseUrl, { cpuProf }), startServer('baseline', databaseUrl)]);
    const targets = makeTargets(app.url, baseline.url, token, world.bigClubUri);

    // Verification: every page from the first to the deep one is the same answer on both servers.
    const steps: Step[] = [];
    for (const feed of ['home', 'club'] as const) {
      const name = feed === 'home' ? 'home feed' : `club feed (${world.bigClubUri})`;
      log(`Verifying ${name}: pages 1 to ${load.deepPage} on both servers, field by field`);
      steps.push(...(await verifyFeed(targets, feed, name, load.deepPage, log)));
    }
    log('Verified: the app and the baseline give the same answers.');
    log();
    if (process.env.BENCH_EXPLAIN !== '0') {
      await indexCheck(databaseUrl, steps);
      log();
    }

    const clock = await databaseClock(databaseUrl);
    const measurements: Measurement[] = [];
    for (const connections of load.connections) {
      log(`Measuring: ${connections} connections, ${load.durationSeconds} s each (+${load.warmupSeconds} s warm-up), page size ${PAGE_SIZE}`);
      for (const step of steps) {
        for (const side of ['app', 'baseline'] as const) {
          const server = side === 'app' ? app : baseline;
          const target = step.target[side];
          const expect = step.body[side];
          if (load.warmupSeconds) await runLoad(target, expect, { connections, durationSeconds: load.warmupSeconds });
          await clock?.reset();
          const cpuBefore = (await server.ask('cpu')).usage;
          const result = await runLoad(target, expect, { connections, durationSeconds: load.durationSeconds });
          const cpuAfter = (await server.ask('cpu')).usage;
          const dbMs = clock ? await clock.read() : null;
          const perRequest = (ms: number | null) => (ms !== null && result.requests ? ms / result.requests : null);
          const cpuMs = (cpuAfter.user - cpuBefore.user + cpuAfter.system - cpuBefore.system) / 1000;
          const m: Measurement = { ...step, connections, side, result, cpuMsPerRequest: perRequest(cpuMs), dbMsPerRequest: perRequest(dbMs) };
          measurements.push(m);
          const p99 = result.requests ? `${fmt(result.p99, 0)} ms` : `>${load.durationSeconds} s (no answer in the run)`;
          log(`  ${step.scenario.padEnd(30)} ${side.padEnd(8)} ${fmt(result.requestsPerSecond).padStart(8)} req/s  p99 ${p99}  CPU ${fmt(m.cpuMsPerRequest, 2)} ms/req`);
        }
      }
    }
    await clock?.close();
    log();
    printTable(measurements, load.durationSeconds);
    if (cpuProf) {
      await stopServer(app);
      app = null;
      const file = mainThreadProfile(PROFILE_DIR);
      log();
      if (file) printProfile(file);
      else log(`No CPU profile found in ${PROFILE_DIR}`);
    }
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

// ---------------------------------------------------------------------------------------------- modes

// `npm run bench -- fanout` or BENCH_MODE=fanout: live comment events (scripts/bench/fanout.ts); `chat`:
// many creators' inboxes taking messages at once (scripts/bench/chat-fanout.ts).
const MODES: Record<string, () => Promise<number>> = {
  feeds: mainFeeds,
  fanout: () => import('./fanout.ts').then((m) => m.runFanoutBench()),
  chat: () => import('./chat-fanout.ts').then((m) => m.runChatBench()),
};

const mode = process.argv[2] || process.env.BENCH_MODE || 'feeds';
const run = MODES[mode] ?? (() => Promise.reject(new BenchError(`BENCH_MODE must be one of ${Object.keys(MODES).join(', ')} (got "${mode}")`)));
run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BenchError ? `bench: ${error.message}` : error);
    process.exit(1);
  },
);
