// `npm run bench -- chat` (or BENCH_MODE=chat): private chat under many conversations at once. One message
// reaching a conversation's two sides is trivial; what grows is many creators' inboxes taking messages at
// the same moment. BENCH_CHAT_OWNERS creators (each a club with one fan and their conversation) keep their
// inbox open (the web client's useChatInboxEventsSubscription, one socket each, alternating between two
// app instances sharing Redis); in each round every fan sends a message at once (BENCH_CHAT_CONCURRENCY
// requests in flight, to the instance the owner is NOT on, so every event crosses Redis). Each owner must
// get exactly one event for it, showing their conversation, its new last message and an unread total of
// the round's number. Reports send latency (mutation), delivery latency (mutation sent → event received)
// p50/p99, lost and wrong events, and SQL statements per message on each instance (the first round also
// writes each owner's chat notice: one per unread streak). Exits non-zero on lost or wrong events only.
//
// Settings (environment):
//   REDIS_URL             required: the instances' shared pub/sub.
//   DATABASE_URL          a PostgreSQL server; the bench uses database `oshi_bench_chat` on it (recreated
//                         each run). Unset: an embedded PostgreSQL in .data/bench-chat.
//   BENCH_CHAT_OWNERS (1000)  BENCH_EVENTS (3 rounds)  BENCH_CHAT_CONCURRENCY (50)  BENCH_CLIENT_PROCESSES (2)
import crypto from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { generateSessionToken, sessionIdOf, SESSION_DURATION_MS } from '../../server/src/modules/accounts/sessions.service.ts';
import { SESSION_COOKIE } from '../../server/src/http/session-cookie.ts';
import { freshDatabase, intSetting } from '../scratch-database.ts';
import { answer, type AppStats, ask, BenchError, fmt, percentile, sleep, start, stop, table } from './fanout.ts';

const DATABASE = 'oshi_bench_chat';
const EVENTS_OPERATION = 'useChatInboxEventsSubscription';
const log = (line = '') => console.log(line);

type Owner = { index: number; ownerId: string; ownerToken: string; fanToken: string; conversationGid: string; url: string };
type InboxEvent = { chatUnreadCount: number; conversation: { id: string; viewerSide: string; lastMessage: { body: string | null } | null } | null };
type Arrivals = { arrivals: [index: number, at: number][]; wrong: string[] };

/** The expected body of owner `index`'s message in round `round`. */
const bodyOf = (round: number, index: number) => `Round ${round} to owner ${index}`;

// ---------------------------------------------------------------------------------------------- client process

async function runChatClients() {
  const { createClient } = await import('graphql-ws');
  const { default: WebSocket } = await import('ws');
  const { clientOperation } = await import('./feeds.ts');
  const { subscribePayload } = await import('../../client/src/relay/subscriptions.ts');
  const eventsId = clientOperation(EVENTS_OPERATION);
  const clients: { dispose: () => void | Promise<void> }[] = [];
  const warmed = new Set<number>();
  const failures: string[] = [];
  let round = 0;
  let arrivals: Arrivals = { arrivals: [], wrong: [] };

  function open(owner: Owner) {
    const headers = { cookie: `${SESSION_COOKIE}=${owner.ownerToken}` };
    class CookieWebSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers });
      }
    }
    const client = createClient({ url: `${owner.url.replace('http', 'ws')}/graphql`, webSocketImpl: CookieWebSocket, retryAttempts: 0, lazy: false, onNonLazyError: () => undefined });
    clients.push(client);
    const settled = new Promise<void>((resolve) => {
      client.on('connected', () => resolve());
      client.on('closed', () => resolve());
    });
    client.subscribe<{ chatInboxChanged: InboxEvent }>(subscribePayload({ id: eventsId, name: EVENTS_OPERATION }, {}), {
      next: (value) => {
        const at = performance.timeOrigin + performance.now();
        const event = value.data?.chatInboxChanged;
        if (!event) return void failures.push(`owner ${owner.index}: ${JSON.stringify(value.errors ?? value).slice(0, 300)}`);
        // Warm-up events (published before the first message, some arriving late) show no last message; a real
        // event always has one, so one that lost it would count as lost, not be ignored.
        if (!event.conversation?.lastMessage) return void warmed.add(owner.index);
        arrivals.arrivals.push([owner.index, at]);
        const c = event.conversation;
        if (event.chatUnreadCount !== round || c?.id !== owner.conversationGid || c.viewerSide !== 'OWNER' || c.lastMessage?.body !== bodyOf(round, owner.index)) {
          arrivals.wrong.push(`owner ${owner.index}: ${JSON.stringify(event).slice(0, 300)}`);
        }
      },
      error: (error) => failures.push(`owner ${owner.index}: ${String((error as Error)?.message ?? JSON.stringify(error)).slice(0, 300)}`),
      complete: () => undefined,
    });
    return settled;
  }

  answer({
    connect: async (request) => {
      const owners = request.owners as Owner[];
      // A few handshakes at a time: a busy server closes sockets that wait too long to start (3 s init timeout).
      for (let i = 0; i < owners.length; i += 25) await Promise.all(owners.slice(i, i + 25).map(open));
      return owners.length;
    },
    warmed: () => ({ warmed: warmed.size, failures: failures.slice(0, 5), failureCount: failures.length }),
    round: (request) => {
      round = request.round as number;
      arrivals = { arrivals: [], wrong: [] };
      return true;
    },
    arrivals: (): Arrivals => ({ arrivals: arrivals.arrivals, wrong: [...arrivals.wrong.slice(0, 5), ...failures.slice(0, 5)] }),
  });
  const close = () => void Promise.all(clients.map((c) => c.dispose())).finally(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('disconnect', close);
  process.send!({ ready: true });
}

// ---------------------------------------------------------------------------------------------- world

type Pair = { ownerId: string; ownerToken: string; fanToken: string; conversationId: string };

/** N creators, each with a club, one member fan and their (empty) conversation; sessions for both sides. */
async function seed(databaseUrl: string, owners: number): Promise<Pair[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tokens = Array.from({ length: owners }, () => ({ owner: generateSessionToken(), fan: generateSessionToken() }));
    const rows = await client.query<{ owner_id: string; conversation_id: string }>(
      `WITH pair AS (
         SELECT n, gen_random_uuid() AS owner_id, gen_random_uuid() AS fan_id, gen_random_uuid() AS club_id, gen_random_uuid() AS conversation_id,
                owner_token, fan_token
         FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(owner_token, fan_token, n)
       ), owners AS (
         INSERT INTO "User" (id, uid, email, nickname, role, "updatedAt")
         SELECT owner_id, 'chat-owner-' || n, 'owner' || n || '@chat.bench', 'Owner ' || n, 'CREATOR', now() FROM pair
       ), fans AS (
         INSERT INTO "User" (id, uid, email, nickname, "updatedAt") SELECT fan_id, 'chat-fan-' || n, 'fan' || n || '@chat.bench', 'Fan ' || n, now() FROM pair
       ), clubs AS (
         INSERT INTO "Club" (id, uri, name, introduction, "isPublic", "publishedAt", "ownerId", "updatedAt")
         SELECT club_id, 'chat-' || n, 'Chat club ' || n, 'Hi', true, now(), owner_id, now() FROM pair
       ), members AS (
         INSERT INTO "ClubMember" (id, "clubId", "userId", "joinedAt") SELECT gen_random_uuid(), club_id, fan_id, now() FROM pair
       ), conversations AS (
         INSERT INTO "ChatConversation" (id, "clubId", "fanId", "ownerId", "lastMessageAt") SELECT conversation_id, club_id, fan_id, owner_id, now() FROM pair
       ), sessions AS (
         INSERT INTO "Session" (id, "userId", "expiresAt", "userAgent")
         SELECT owner_token, owner_id, $3::timestamp, 'oshi-bench-chat' FROM pair UNION ALL SELECT fan_token, fan_id, $3::timestamp, 'oshi-bench-chat' FROM pair
       )
       SELECT owner_id, conversation_id FROM pair ORDER BY pair.n`,
      [tokens.map((t) => sessionIdOf(t.owner)), tokens.map((t) => sessionIdOf(t.fan)), new Date(Date.now() + SESSION_DURATION_MS)],
    );
    return rows.rows.map((r, i) => ({ ownerId: r.owner_id, ownerToken: tokens[i].owner, fanToken: tokens[i].fan, conversationId: r.conversation_id }));
  } finally {
    await client.end();
  }
}

/** Runs `tasks` with at most `limit` in flight. */
async function pooled<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]();
      }
    }),
  );
  return out;
}

// ---------------------------------------------------------------------------------------------- main

export async function runChatBench(): Promise<number> {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    console.error('bench chat: set REDIS_URL (the two app instances share it)');
    return 2;
  }
  const count = intSetting('BENCH_CHAT_OWNERS', 1000);
  const rounds = intSetting('BENCH_EVENTS', 3);
  const concurrency = intSetting('BENCH_CHAT_CONCURRENCY', 50);
  const processes = Math.min(intSetting('BENCH_CLIENT_PROCESSES', 2), count);
  const started = performance.now();
  const { url: databaseUrl, embedded } = await freshDatabase(DATABASE, '.data/bench-chat');
  const children: ChildProcess[] = [];
  try {
    const { migrate } = await import('../../server/src/platform/migrations.ts');
    await migrate(databaseUrl);
    log(`Seeding ${DATABASE}: ${count} creators, each with a club, one fan and their conversation`);
    const pairs = await seed(databaseUrl, count);
    const appEnv = { BENCH_DATABASE_URL: databaseUrl, BENCH_SECRET_KEY: crypto.randomBytes(32).toString('hex') };
    // One after the other: two instances creating their job queues at once on a fresh database deadlock.
    const apps = [await start('app', appEnv)];
    apps.push(await start('app', appEnv));
    children.push(...apps.map((x) => x.child));
    const urls = apps.map((x) => (x.ready as { url: string }).url);
    const [a, b] = apps.map((x) => x.child);
    const owners: Owner[] = pairs.map((p, i) => ({
      index: i,
      ownerId: p.ownerId,
      ownerToken: p.ownerToken,
      fanToken: p.fanToken,
      conversationGid: Buffer.from(`ChatConversation:${p.conversationId}`).toString('base64'),
      url: urls[i % 2],
    }));
    const clientProcesses = (await Promise.all(Array.from({ length: processes }, () => start('chat-clients', {}, fileURLToPath(import.meta.url))))).map((x) => x.child);
    children.push(...clientProcesses);
    const share = Math.ceil(count / processes);
    log(`Connecting ${count} owners' inboxes (graphql-ws) from ${processes} processes to two instances`);
    await Promise.all(clientProcesses.map((c, k) => ask(c, 'connect', { owners: owners.slice(k * share, (k + 1) * share) })));
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl);
    try {
      const deadline = Date.now() + 5 * 60_000;
      for (;;) {
        const states = await Promise.all(clientProcesses.map((c) => ask<{ warmed: number; failures: string[]; failureCount: number }>(c, 'warmed')));
        const live = states.reduce((sum, x) => sum + x.warmed, 0);
        const failed = states.flatMap((x) => x.failures);
        if (failed.length) throw new BenchError(`subscriptions failed (${states.reduce((n, x) => n + x.failureCount, 0)}), e.g.\n  ${failed.join('\n  ')}`);
        if (live >= count) break;
        if (Date.now() > deadline) throw new BenchError(`only ${live} of ${count} inboxes went live`);
        await Promise.all(pairs.map((p) => redis.publish(`user:chat:${p.ownerId}`, JSON.stringify({ conversationId: p.conversationId }))));
        log(`  ${live} of ${count} inboxes live`);
        await sleep(2000);
      }
    } finally {
      redis.disconnect();
    }
    await sleep(1000);
    log(`All ${count} inboxes live.`);

    const rows: string[][] = [];
    const allDelivery: number[] = [];
    let lost = 0;
    const wrong: string[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      await Promise.all(clientProcesses.map((c) => ask(c, 'round', { round })));
      const before = await Promise.all([a, b].map((x) => ask<number>(x, 'statements')));
      const sentAt: number[] = new Array(count);
      const sendMs: number[] = [];
      const roundStart = performance.timeOrigin + performance.now();
      // Each fan writes through the instance their owner is not connected to.
      const results = await pooled(
        owners.map((o) => async () => {
          sentAt[o.index] = performance.timeOrigin + performance.now();
          const res = await fetch(`${urls[(o.index + 1) % 2]}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-oshi-client': 'bench', cookie: `${SESSION_COOKIE}=${o.fanToken}` },
            body: JSON.stringify({
              query: 'mutation ($input: SendChatMessageInput!) { sendChatMessage(input: $input) { __typename ... on Error { code } } }',
              variables: { input: { conversationId: o.conversationGid, body: bodyOf(round, o.index) } },
            }),
          });
          sendMs.push(performance.timeOrigin + performance.now() - sentAt[o.index]);
          return ((await res.json()) as { data?: { sendChatMessage?: { __typename: string } } }).data?.sendChatMessage?.__typename;
        }),
        concurrency,
      );
      const refused = results.filter((r) => r !== 'ChatMessagePayload');
      if (refused.length) throw new BenchError(`${refused.length} sendChatMessage calls failed, e.g. ${refused[0]}`);
      const sendDone = performance.timeOrigin + performance.now() - roundStart;
      const deadline = Date.now() + 60_000;
      let got: Arrivals[] = [];
      for (;;) {
        got = await Promise.all(clientProcesses.map((c) => ask<Arrivals>(c, 'arrivals')));
        if (got.reduce((n, g) => n + g.arrivals.length, 0) >= count || Date.now() > deadline) break;
        await sleep(100);
      }
      await sleep(500);
      got = await Promise.all(clientProcesses.map((c) => ask<Arrivals>(c, 'arrivals')));
      const after = await Promise.all([a, b].map((x) => ask<number>(x, 'statements')));
      const seen = new Map<number, number>();
      const latencies: number[] = [];
      for (const [index, at] of got.flatMap((g) => g.arrivals)) {
        seen.set(index, (seen.get(index) ?? 0) + 1);
        latencies.push(at - sentAt[index]);
      }
      latencies.sort((x, y) => x - y);
      allDelivery.push(...latencies);
      const missing = owners.filter((o) => !seen.has(o.index)).length;
      const doubled = [...seen.values()].filter((n) => n > 1).length;
      lost += missing;
      wrong.push(...got.flatMap((g) => g.wrong), ...(doubled ? [`${doubled} owners got the round's event more than once`] : []));
      sendMs.sort((x, y) => x - y);
      rows.push([
        String(round),
        String(seen.size),
        String(missing),
        fmt(percentile(sendMs, 50)),
        fmt(percentile(sendMs, 99)),
        fmt(sendDone),
        fmt(percentile(latencies, 50)),
        fmt(percentile(latencies, 99)),
        ((after[0] - before[0] + after[1] - before[1]) / count).toFixed(1),
      ]);
      log(`  round ${round}: ${seen.size}/${count} inboxes got their message, delivery p99 ${fmt(percentile(latencies, 99))} ms`);
      await sleep(1500);
    }
    const stats = await Promise.all([a, b].map((x) => ask<AppStats>(x, 'stats')));
    allDelivery.sort((x, y) => x - y);
    log();
    table(['round', 'delivered', 'lost', 'send p50 ms', 'send p99 ms', 'all sent ms', 'delivery p50 ms', 'delivery p99 ms', 'SQL per message'], rows);
    log(`Sends: ${count} fans at once, ${concurrency} in flight, each through the other instance than its owner's inbox. SQL: both instances, per message (round 1 also writes the chat notices).`);
    log(`Delivery over ${rounds} rounds × ${count} inboxes: p50 ${fmt(percentile(allDelivery, 50))} ms, p99 ${fmt(percentile(allDelivery, 99))} ms; lost ${lost}, wrong ${wrong.length}; heap A/B ${(stats[0].heapUsed / 1048576).toFixed(0)}/${(stats[1].heapUsed / 1048576).toFixed(0)} MB`);
    if (lost || wrong.length) {
      log(`FAILED: ${lost} events lost, ${wrong.length} wrong${wrong.length ? `, e.g.\n  ${wrong.slice(0, 5).join('\n  ')}` : ''}`);
      return 1;
    }
    return 0;
  } finally {
    for (const child of children.reverse()) await stop(child);
    await embedded?.stop();
    log(`Done in ${Math.round((performance.now() - started) / 1000)} s.`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'chat-clients') await runChatClients();
