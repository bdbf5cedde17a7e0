// `npm run bench -- fanout` (or BENCH_MODE=fanout): live comment events at a big creator's size. Two app
// instances share Redis; BENCH_SUBSCRIBERS signed-in fans (one account and one socket each, split over both
// instances) watch one subscriber-only post through graphql-ws with the web client's selection; the owner
// posts comments through instance A. Reports delivery latency (mutation sent → event received) p50/p99,
// lost and wrong events, server memory per subscriber (heap and RSS growth ÷ subscribers, after a full GC),
// SQL statements and GraphQL executions per event on each instance, and when each instance had its last
// result ready. Exits non-zero on lost or wrong events, never on slowness.
// Event 0 is the first comment after the instances started: it runs the mutation and the new-comment path
// for the first time (the warm-up events before it only update a comment). It is printed on its own row
// and in its own line, and left out of the summary over the BENCH_EVENTS events after it.
//
// Settings (environment):
//   REDIS_URL            required: the instances' shared pub/sub.
//   DATABASE_URL         a PostgreSQL server; the bench uses database `oshi_bench_fanout` on it (recreated
//                        each run). Unset: an embedded PostgreSQL in .data/bench-fanout.
//   BENCH_SUBSCRIBERS (10000)  BENCH_EVENTS (5)  BENCH_CLIENT_PROCESSES (4: graphql-ws clients per process = N/4)
//   BENCH_EVENT_GAP_MS (1500: more than the 1 s credential re-check, so every event pays for it)
//   BENCH_CPU_PROF=<dir>  write each instance's CPU profile (node --cpu-prof) there.
//   BENCH_HEAP_PROF=<dir>  write each instance's allocations during the events (sampled, garbage included) there.
//   BENCH_APP_FLAGS      more node flags for the instances, e.g. "--trace-gc" or "--max-semi-space-size=32".
// Websocket limits: every fan is its own account with one socket and one subscription, so the per-user and
// per-connection limits (WS_MAX_*) hold at their defaults; nobody connects as a guest.
import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { generateSessionToken, sessionIdOf, SESSION_DURATION_MS } from '../../server/src/modules/accounts/sessions.service.ts';
import { SESSION_COOKIE } from '../../server/src/http/session-cookie.ts';
import { freshDatabase, intSetting } from '../scratch-database.ts';

const DATABASE = 'oshi_bench_fanout';
const CHILD_FLAGS = ['--import', 'tsx'];

/**
 * The web client's commentEvents subscription (useCommentEvents with CommentItem_comment), sent as the client
 * sends it: its persisted id and an empty query (client/src/relay/subscriptions.ts).
 */
const EVENTS_OPERATION = 'useCommentEventsSubscription';


const log = (line = '') => console.log(line);

/** An Error's message, a socket close's code and reason (a CloseEvent stringifies as {}), or the JSON. */
function describeFailure(error: unknown): string {
  const close = error as { code?: unknown; reason?: unknown; message?: unknown } | null;
  if (typeof close?.message === 'string') return close.message.slice(0, 300);
  if (typeof close?.code === 'number') return `socket closed ${close.code} ${String(close.reason ?? '')}`.trim().slice(0, 300);
  return JSON.stringify(error).slice(0, 300);
}

// ---------------------------------------------------------------------------------------------- IPC

type Request = { id: number; type: string; [key: string]: unknown };

/** Sends a request to a child and waits for its answer with the same id. */
export function ask<T>(child: ChildProcess, type: string, body: Record<string, unknown> = {}): Promise<T> {
  const id = Math.random();
  return new Promise((resolve, reject) => {
    const onMessage = (message: { id?: number; error?: string; result?: T }) => {
      if (message.id !== id) return;
      child.off('message', onMessage);
      if (message.error) reject(new Error(message.error));
      else resolve(message.result as T);
    };
    child.on('message', onMessage);
    child.send({ id, type, ...body });
  });
}

export function answer(handlers: Record<string, (request: Request) => Promise<unknown> | unknown>) {
  process.on('message', (request: Request) => {
    Promise.resolve()
      .then(() => handlers[request.type]!(request))
      .then(
        (result) => process.send!({ id: request.id, result }),
        (error: unknown) => process.send!({ id: request.id, error: String((error as Error)?.stack ?? error) }),
      );
  });
}

/** Node flags of the app instances: a CPU profile when asked for, and BENCH_APP_FLAGS (e.g. --trace-gc). */
function appFlags(): string[] {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return [...profile, ...(process.env.BENCH_APP_FLAGS ?? '').split(/\s+/).filter(Boolean)];
}

/** Forks `script` (this file: an app instance or comment clients) in `role` and waits for its ready message. */
export function start(role: string, env: Record<string, string>, script = fileURLToPath(import.meta.url)): Promise<{ child: ChildProcess; ready: unknown }> {
  const child = fork(script, [role], {
    execArgv: [...CHILD_FLAGS, '--expose-gc', ...(role === 'app' ? appFlags() : [])],
    env: { ...process.env, ...env, NODE_ENV: 'production' },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready }));
    child.once('exit', (code) => reject(new Error(`A ${role} process exited before it was ready (code ${code})`)));
  });
}

export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

// ---------------------------------------------------------------------------------------------- app process

let profiler: import('node:inspector/promises').Session | null = null;

/**
 * BENCH_HEAP_PROF: a sampling profile of what the instance allocates during the events, garbage included
 * (what the collector has to clear), written to `file` (open it in Chrome DevTools' Memory tab).
 */
async function allocationProfile(action: 'start' | 'stop', file: string) {
  const { Session } = await import('node:inspector/promises');
  if (action === 'start') {
    profiler = new Session();
    profiler.connect();
    await profiler.post('HeapProfiler.startSampling', { samplingInterval: 16_384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
    return true;
  }
  const { profile } = await profiler!.post('HeapProfiler.stopSampling');
  profiler!.disconnect();
  const fs = await import('node:fs');
  fs.writeFileSync(file, JSON.stringify(profile));
  return true;
}

/** CPU time this process has used (user and system), in ms: the instances and the clients share the machine's cores. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export type AppStats = { statements: number; heapUsed: number; rss: number };
export type Executions = { executions: number; deliveries: number; sentDirectly: number; deliveredAtOnce: number; lastResultAt: number };

async function runApp() {
  const { startApp } = await import('../../server/src/app.ts');
  const { loadConfig } = await import('../../server/src/platform/config.ts');
  const { createLogger } = await import('../../server/src/platform/logger.ts');
  const { connectDatabase } = await import('../../server/src/platform/database.ts');
  const { eventExecutionCounts } = await import('../../server/src/graphql/shared-execution.ts');
  const databaseUrl = process.env.BENCH_DATABASE_URL!;
  let statements = 0;
  // Connected first with a statement counter; startApp reuses this client for the same URL.
  connectDatabase(databaseUrl, { onQuery: () => (statements += 1) });
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL!,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    SECRET_KEY: process.env.BENCH_SECRET_KEY!,
    PAYMENT_GATEWAY: 'test',
    TEST_GATEWAY_WEBHOOK_SECRET: `whsec_${crypto.randomBytes(24).toString('base64')}`,
    SCHEDULED_JOBS: 'false',
  });
  const app = await startApp({ config, logger: createLogger(config.LOG_LEVEL), databaseUrl });
  const gc = (globalThis as { gc?: () => void }).gc!;
  answer({
    stats: (): AppStats => {
      gc();
      gc();
      const memory = process.memoryUsage();
      return { statements, heapUsed: memory.heapUsed, rss: memory.rss };
    },
    statements: () => statements,
    executions: (): Executions => eventExecutionCounts(),
    cpu: cpuMs,
    allocations: (request) => allocationProfile(request.action as 'start' | 'stop', request.file as string),
  });
  const close = () => void app.close().finally(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('disconnect', close);
  process.send!({ url: app.url });
}

// ---------------------------------------------------------------------------------------------- client process

type Fan = { token: string; nickname: string; url: string };
type Delivery = { received: number; wrong: string[]; latencies: number[] };

async function runClients() {
  const { createClient } = await import('graphql-ws');
  const { default: WebSocket } = await import('ws');
  const { clientOperation } = await import('./feeds.ts');
  const { subscribePayload } = await import('../../client/src/relay/subscriptions.ts');
  const eventsId = clientOperation(EVENTS_OPERATION);
  const clients: { dispose: () => void | Promise<void> }[] = [];
  // Per comment id: when each subscriber saw it; warm-up events count subscriptions that are live.
  const arrivals = new Map<string, { at: number[]; wrong: string[] }>();
  const warmed = new Set<number>();
  let expected: { commentId: string; body: string; authorName: string } | null = null;
  let failures: string[] = [];

  function open(fan: Fan, index: number, postId: string, warmUpId: string) {
    const headers = { cookie: `${SESSION_COOKIE}=${fan.token}` };
    class CookieWebSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers });
      }
    }
    const client = createClient({
      url: `${fan.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: CookieWebSocket,
      retryAttempts: 0,
      lazy: false,
      // Reported through the subscription's error callback.
      onNonLazyError: () => undefined,
    });
    clients.push(client);
    const settled = new Promise<void>((resolve) => {
      client.on('connected', () => resolve());
      client.on('closed', () => resolve());
    });
    client.subscribe<{ commentEvents: { kind: string; commentId: string; comment: Record<string, unknown> | null } }>(
      subscribePayload({ id: eventsId, name: EVENTS_OPERATION }, { postId }),
      {
        next: (value) => {
          const at = performance.timeOrigin + performance.now();
          const event = value.data?.commentEvents;
          if (!event) return void failures.push(`subscriber ${index}: ${JSON.stringify(value.errors ?? value).slice(0, 300)}`);
          if (event.commentId === warmUpId) return void warmed.add(index);
          let seen = arrivals.get(event.commentId);
          if (!seen) arrivals.set(event.commentId, (seen = { at: [], wrong: [] }));
          seen.at.push(at);
          const c = event.comment;
          if (!expected || event.kind !== 'CREATED' || c?.body !== expected.body || c?.authorName !== expected.authorName || c?.viewerCanEdit !== false) {
            seen.wrong.push(`subscriber ${index}: ${JSON.stringify(event).slice(0, 300)}`);
          }
        },
        error: (error) => failures.push(`subscriber ${index}: ${describeFailure(error)}`),
        complete: () => undefined,
      },
    );
    return settled;
  }

  answer({
    cpu: cpuMs,
    connect: async (request) => {
      const { fans, offset, postId, warmUpId } = request as unknown as { fans: Fan[]; offset: number; postId: string; warmUpId: string };
      // A hundred handshakes at a time, each batch once the last one is in: each one signs in on the server,
      // and a busy server closes sockets that wait too long to start (graphql-ws's 3 s init timeout).
      for (let i = 0; i < fans.length; i += 100) {
        await Promise.all(fans.slice(i, i + 100).map((fan, k) => open(fan, offset + i + k, postId, warmUpId)));
      }
      return fans.length;
    },
    warmed: () => ({ warmed: warmed.size, failures: failures.slice(0, 5), failureCount: failures.length }),
    expect: (request) => {
      expected = request.expected as typeof expected;
      failures = [];
      return true;
    },
    delivered: (request): Delivery => {
      const seen = arrivals.get(request.commentId as string) ?? { at: [], wrong: [] };
      const sentAt = request.sentAt as number;
      return { received: seen.at.length, wrong: [...seen.wrong.slice(0, 5), ...failures.slice(0, 5)], latencies: seen.at.map((t) => t - sentAt) };
    },
  });
  const close = () => void Promise.all(clients.map((c) => c.dispose())).finally(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('disconnect', close);
  process.send!({ ready: true });
}

// ---------------------------------------------------------------------------------------------- world

type World = { postId: string; postGid: string; warmUpCommentId: string; ownerToken: string; fans: { token: string; nickname: string }[]; ownerName: string };

async function seed(databaseUrl: string, subscribers: number): Promise<World> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const owner = await client.query<{ id: string }>(
      `INSERT INTO "User" (id, uid, email, nickname, role, "updatedAt") VALUES (gen_random_uuid(), 'fanout-owner', 'owner@fanout.bench', 'Fanout Owner', 'CREATOR', now()) RETURNING id`,
    );
    const ownerId = owner.rows[0].id;
    const club = await client.query<{ id: string }>(
      `INSERT INTO "Club" (id, uri, name, introduction, "isPublic", "publishedAt", "ownerId", "updatedAt")
       VALUES (gen_random_uuid(), 'fanout', 'Fan-out club', 'Big', true, now(), $1, now()) RETURNING id`,
      [ownerId],
    );
    const clubId = club.rows[0].id;
    const plan = await client.query<{ id: string }>(
      `INSERT INTO "Plan" (id, "clubId", name, "monthlyPrice", benefits, level, position, "updatedAt")
       VALUES (gen_random_uuid(), $1, 'Supporter', 4900, ARRAY['Members-only posts'], 1, 0, now()) RETURNING id`,
      [clubId],
    );
    const fans = Array.from({ length: subscribers }, (_, i) => ({ token: generateSessionToken(), nickname: `Fan ${i + 1}` }));
    await client.query(
      `WITH fan AS (
         SELECT gen_random_uuid() AS id, n, token_id FROM unnest($1::text[]) WITH ORDINALITY AS t(token_id, n)
       ), users AS (
         INSERT INTO "User" (id, uid, email, nickname, "updatedAt")
         SELECT id, 'fanout-' || n, 'fan' || n || '@fanout.bench', 'Fan ' || n, now() FROM fan RETURNING id
       ), members AS (
         INSERT INTO "ClubMember" (id, "clubId", "userId", "joinedAt") SELECT gen_random_uuid(), $2, id, now() FROM fan RETURNING id
       ), subs AS (
         INSERT INTO "Subscription" (id, "clubId", "planId", "userId", status, "startedAt", "currentPeriodStart", "currentPeriodEnd", "updatedAt")
         SELECT gen_random_uuid(), $2, $3, id, 'ACTIVE', now(), now(), now() + interval '30 days', now() FROM fan RETURNING id
       )
       INSERT INTO "Session" (id, "userId", "expiresAt", "userAgent") SELECT token_id, id, $4, 'oshi-bench-fanout' FROM fan`,
      [fans.map((f) => sessionIdOf(f.token)), clubId, plan.rows[0].id, new Date(Date.now() + SESSION_DURATION_MS)],
    );
    const ownerToken = generateSessionToken();
    await client.query(`INSERT INTO "Session" (id, "userId", "expiresAt", "userAgent") VALUES ($1, $2, $3, 'oshi-bench-fanout')`, [
      sessionIdOf(ownerToken),
      ownerId,
      new Date(Date.now() + SESSION_DURATION_MS),
    ]);
    const post = await client.query<{ id: string }>(
      `INSERT INTO "Post" (id, "clubId", "authorId", title, content, "isOwnerPost", "isSubscriberOnly", "requiredPlanId", "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, 'Live tonight', '[]', true, true, $3, now()) RETURNING id`,
      [clubId, ownerId, plan.rows[0].id],
    );
    const postId = post.rows[0].id;
    const warmUp = await client.query<{ id: string }>(
      `INSERT INTO "Comment" (id, "postId", "authorId", body, "updatedAt") VALUES (gen_random_uuid(), $1, $2, 'warm-up', now()) RETURNING id`,
      [postId, ownerId],
    );
    return {
      postId,
      postGid: Buffer.from(`Post:${postId}`).toString('base64'),
      warmUpCommentId: warmUp.rows[0].id,
      ownerToken,
      fans,
      ownerName: 'Fanout Owner',
    };
  } finally {
    await client.end();
  }
}


// ---------------------------------------------------------------------------------------------- main

export const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '-');

export class BenchError extends Error {}

export function table(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  log(line(header));
  log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) log(line(row));
}

export async function runFanoutBench(): Promise<number> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    console.error('bench fanout: set REDIS_URL (the two app instances share it)');
    return 2;
  }
  const subscribers = intSetting('BENCH_SUBSCRIBERS', 10_000);
  const events = intSetting('BENCH_EVENTS', 5);
  const processes = Math.min(intSetting('BENCH_CLIENT_PROCESSES', 4), subscribers);
  const gapMs = intSetting('BENCH_EVENT_GAP_MS', 1500, 0);
  const started = performance.now();
  const { url: databaseUrl, embedded } = await freshDatabase(DATABASE, '.data/bench-fanout');
  const children: ChildProcess[] = [];
  try {
    const { migrate } = await import('../../server/src/platform/migrations.ts');
    await migrate(databaseUrl);
    log(`Seeding ${DATABASE}: one club, a subscriber-only post, ${subscribers} subscribed fans with sessions`);
    const world = await seed(databaseUrl, subscribers);
    const secret = crypto.randomBytes(32).toString('hex');
    const appEnv = { BENCH_DATABASE_URL: databaseUrl, BENCH_SECRET_KEY: secret };
    // One after the other: two instances creating their job queues at once on a fresh database deadlock.
    const apps = [await start('app', appEnv)];
    apps.push(await start('app', appEnv));
    children.push(...apps.map((a) => a.child));
    const [a, b] = apps.map((x) => x.child);
    const idle = await Promise.all([a, b].map((x) => ask<AppStats>(x, 'stats')));

    // Fans alternate between the instances; each client process holds an equal share of sockets.
    const fans: Fan[] = world.fans.map((f, i) => ({ ...f, url: (apps[i % 2].ready as { url: string }).url }));
    const clientProcesses = (await Promise.all(Array.from({ length: processes }, () => start('clients', {})))).map((x) => x.child);
    children.push(...clientProcesses);
    const share = Math.ceil(subscribers / processes);
    const commentGid = (id: string) => Buffer.from(`Comment:${id}`).toString('base64');
    log(`Connecting ${subscribers} graphql-ws subscribers from ${processes} processes to two instances`);
    await Promise.all(
      clientProcesses.map((c, k) =>
        ask(c, 'connect', { fans: fans.slice(k * share, (k + 1) * share), offset: k * share, postId: world.postGid, warmUpId: commentGid(world.warmUpCommentId) }),
      ),
    );
    // Subscriptions go live asynchronously: publish a harmless event until every subscriber has had one.
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl);
    try {
      const deadline = Date.now() + 5 * 60_000;
      for (;;) {
        const states = await Promise.all(clientProcesses.map((c) => ask<{ warmed: number; failures: string[]; failureCount: number }>(c, 'warmed')));
        const live = states.reduce((sum, x) => sum + x.warmed, 0);
        const failed = states.flatMap((x) => x.failures);
        if (failed.length) throw new BenchError(`subscriptions failed (${states.reduce((n, x) => n + x.failureCount, 0)}), e.g.\n  ${failed.join('\n  ')}`);
        if (live >= subscribers) break;
        if (Date.now() > deadline) throw new BenchError(`only ${live} of ${subscribers} subscriptions went live`);
        await redis.publish(`post:commentEvent:${world.postId}`, JSON.stringify({ commentId: world.warmUpCommentId, kind: 'UPDATED' }));
        log(`  ${live} of ${subscribers} subscriptions live`);
        // Each warm-up event reaches every live subscriber: not too often while others still connect.
        await sleep(3000);
      }
    } finally {
      redis.disconnect();
    }
    await sleep(3000);
    const connected = await Promise.all([a, b].map((x) => ask<AppStats>(x, 'stats')));
    log(`All ${subscribers} subscriptions live.`);

    const heapProfiles = process.env.BENCH_HEAP_PROF;
    if (heapProfiles) await Promise.all([a, b].map((x) => ask(x, 'allocations', { action: 'start' })));
    const rows: string[][] = [];
    const all: number[] = [];
    let lost = 0;
    const wrong: string[] = [];
    let first: number[] = [];
    for (let i = 0; i <= events; i += 1) {
      const body = `Fan-out event ${i} ${crypto.randomBytes(3).toString('hex')}`;
      await Promise.all(clientProcesses.map((c) => ask(c, 'expect', { expected: { body, authorName: world.ownerName } })));
      const counted = await Promise.all([a, b].map((x) => ask<number>(x, 'statements')));
      const executed = await Promise.all([a, b].map((x) => ask<Executions>(x, 'executions')));
      const cpuBefore = await Promise.all([a, b, ...clientProcesses].map((x) => ask<number>(x, 'cpu')));
      const sentAt = performance.timeOrigin + performance.now();
      const res = await fetch(`${(apps[0].ready as { url: string }).url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-oshi-client': 'bench', cookie: `${SESSION_COOKIE}=${world.ownerToken}` },
        body: JSON.stringify({
          query: 'mutation ($input: CreateCommentInput!) { createComment(input: $input) { ... on CreateCommentSuccess { comment { id } } ... on Error { message } } }',
          variables: { input: { postId: world.postGid, body } },
        }),
      });
      const json = (await res.json()) as { data?: { createComment?: { comment?: { id: string } } } };
      const mutationMs = performance.timeOrigin + performance.now() - sentAt;
      const commentId = json.data?.createComment?.comment?.id;
      if (!commentId) throw new BenchError(`createComment failed: ${JSON.stringify(json).slice(0, 500)}`);
      const deadline = Date.now() + 60_000;
      let deliveries: Delivery[] = [];
      for (;;) {
        deliveries = await Promise.all(clientProcesses.map((c) => ask<Delivery>(c, 'delivered', { commentId, sentAt })));
        const received = deliveries.reduce((sum, d) => sum + d.received, 0);
        if (received >= subscribers || Date.now() > deadline) break;
        await sleep(100);
      }
      await sleep(300);
      const after = await Promise.all([a, b].map((x) => ask<number>(x, 'statements')));
      const executedAfter = await Promise.all([a, b].map((x) => ask<Executions>(x, 'executions')));
      const cpu = (await Promise.all([a, b, ...clientProcesses].map((x) => ask<number>(x, 'cpu')))).map((ms, k) => ms - cpuBefore[k]);
      deliveries = await Promise.all(clientProcesses.map((c) => ask<Delivery>(c, 'delivered', { commentId, sentAt })));
      const latencies = deliveries.flatMap((d) => d.latencies).sort((x, y) => x - y);
      const received = latencies.length;
      if (i === 0) first = latencies;
      else all.push(...latencies);
      lost += Math.max(0, subscribers - received);
      wrong.push(...deliveries.flatMap((d) => d.wrong));
      rows.push([
        String(i),
        String(received),
        String(subscribers - received),
        fmt(percentile(latencies, 50)),
        fmt(percentile(latencies, 99)),
        fmt(latencies.at(-1) ?? NaN),
        String(after[0] - counted[0]),
        String(after[1] - counted[1]),
        // GraphQL executions for the event on each instance (one per group with the same answer, not per subscriber).
        `${executedAfter[0].executions - executed[0].executions}/${executedAfter[1].executions - executed[1].executions}`,
        // Results written straight to the sockets, not through graphql-ws's pipeline per subscriber.
        `${executedAfter[0].sentDirectly - executed[0].sentDirectly}/${executedAfter[1].sentDirectly - executed[1].sentDirectly}`,
        // Of those, delivered in the topic's own loop over its subscribers, without a promise each.
        `${executedAfter[0].deliveredAtOnce - executed[0].deliveredAtOnce}/${executedAfter[1].deliveredAtOnce - executed[1].deliveredAtOnce}`,
        // When each instance had the last subscriber's result ready (then sent to its socket).
        `${fmt(executedAfter[0].lastResultAt - sentAt)}/${fmt(executedAfter[1].lastResultAt - sentAt)}`,
        fmt(mutationMs),
        `${fmt(cpu[0])}/${fmt(cpu[1])}/${fmt(cpu.slice(2).reduce((sum, ms) => sum + ms, 0))}`,
      ]);
      log(`  event ${i}: ${received}/${subscribers} delivered, p99 ${fmt(percentile(latencies, 99))} ms`);
      await sleep(gapMs);
    }
    if (heapProfiles) {
      await Promise.all([a, b].map((x, k) => ask(x, 'allocations', { action: 'stop', file: `${heapProfiles}/instance-${'AB'[k]}.heapprofile` })));
      log(`Allocation profiles of the events written to ${heapProfiles}.`);
    }
    const finished = await Promise.all([a, b].map((x) => ask<AppStats>(x, 'stats')));
    all.sort((x, y) => x - y);

    log();
    table(['event', 'delivered', 'lost', 'p50 ms', 'p99 ms', 'max ms', 'SQL on A*', 'SQL on B', 'executions A/B', 'sent directly A/B', 'at once A/B', 'results ready A/B ms', 'mutation ms', 'CPU A/B/clients ms'], rows);
    log('* A also ran the createComment mutation. Results ready: mutation sent → last result ready on the instance (sent from there).');
    log('CPU: time each process used from the mutation until every event was in (300 ms later), on the machine\'s shared cores.');
    log();
    log(`First comment after start (event 0, not in the summary): p50 ${fmt(percentile(first, 50))} ms, p99 ${fmt(percentile(first, 99))} ms`);
    log(`Delivery over events 1–${events} × ${subscribers} subscribers: p50 ${fmt(percentile(all, 50))} ms, p99 ${fmt(percentile(all, 99))} ms; lost ${lost} and wrong ${wrong.length} over all ${events + 1} events`);
    const perInstance = [Math.ceil(subscribers / 2), Math.floor(subscribers / 2)];
    table(
      ['instance', 'subscribers', 'heap idle', 'heap per subscriber', 'RSS per subscriber', 'heap per subscriber after events'],
      [0, 1].map((k) => [
        k === 0 ? 'A' : 'B',
        String(perInstance[k]),
        mb(idle[k].heapUsed),
        kb((connected[k].heapUsed - idle[k].heapUsed) / perInstance[k]),
        kb((connected[k].rss - idle[k].rss) / perInstance[k]),
        kb((finished[k].heapUsed - idle[k].heapUsed) / perInstance[k]),
      ]),
    );
    if (lost || wrong.length) {
      log(`FAILED: ${lost} events lost, ${wrong.length} wrong${wrong.length ? `, e.g.\n  ${wrong.slice(0, 5).join('\n  ')}` : ''}`);
      return 1;
    }
    return 0;
  } finally {
    // Clients first, so no socket sees its server go away.
    for (const child of children.reverse()) await stop(child);
    await embedded?.stop();
    log(`Done in ${Math.round((performance.now() - started) / 1000)} s.`);
  }
}

const role = process.argv[2];
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (role === 'app') await runApp();
  else if (role === 'clients') await runClients();
}
