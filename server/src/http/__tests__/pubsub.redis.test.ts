// Two instances on loopback sharing Redis: an event published through instance A reaches a
// websocket subscriber connected to instance B. And a Redis outage (a redis-server of the test's own,
// stopped and restarted) costs events, never the process nor fast sign-in.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '../../app.ts';
import { startTestApp } from '../../testing/app.ts';
import { setupTestDatabase } from '../../testing/database.ts';
import { createClub, createPost } from '../../testing/fixtures.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createAccount, gql, PASSWORD, SIGN_IN } from '../../modules/accounts/__tests__/account-helpers.ts';
import { community, gql as communityGql } from '../../modules/comments/__tests__/community-helpers.ts';

const redisUrl = process.env.REDIS_URL;
const database = setupTestDatabase();
let a: App;
let b: App;
let client: Client;

describe.skipIf(!redisUrl)('pub/sub across instances through Redis', () => {
  beforeAll(async () => {
    a = await startTestApp(database.current.url, { REDIS_URL: redisUrl! });
    b = await startTestApp(database.current.url, { REDIS_URL: redisUrl! });
    client = createClient({ url: `${b.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, lazy: false });
  });
  afterAll(async () => {
    await client?.dispose();
    await a?.close();
    await b?.close();
  });

  it('delivers a post published on A to a subscriber on B', async () => {
    const club = await createClub();
    const clubId = encodeGlobalID('Club', club.id);
    const received: unknown[] = [];
    const subscribed = new Promise<void>((resolve, reject) => {
      const iterator = client.iterate<{ postCreated: { title: string; club: { id: string } } }>({
        query: 'subscription ($clubId: ID!) { postCreated(clubId: $clubId) { title club { id } } }',
        variables: { clubId },
      });
      (async () => {
        for await (const event of iterator) {
          received.push(event.data?.postCreated);
          resolve();
          break;
        }
      })().catch(reject);
    });
    // Subscriptions are registered asynchronously on B; publish until the first one lands.
    const post = await createPost({ clubId: club.id, authorId: club.ownerId, title: 'Live from A' });
    for (let i = 0; i < 50 && received.length === 0; i++) {
      a.pubsub.publish('club:postCreated', club.id, { postId: post.id });
      await Promise.race([subscribed, new Promise((r) => setTimeout(r, 100))]);
    }
    expect(received[0]).toEqual({ title: 'Live from A', club: { id: clubId } });
  });

  it('does not deliver events of another club', async () => {
    const [watched, other] = [await createClub(), await createClub()];
    const events: unknown[] = [];
    const dispose = client.subscribe(
      {
        query: 'subscription ($clubId: ID!) { postCreated(clubId: $clubId) { title } }',
        variables: { clubId: encodeGlobalID('Club', watched.id) },
      },
      { next: (e) => events.push(e.data), error: () => undefined, complete: () => undefined },
    );
    const otherPost = await createPost({ clubId: other.id, authorId: other.ownerId, title: 'Elsewhere' });
    const watchedPost = await createPost({ clubId: watched.id, authorId: watched.ownerId, title: 'Here' });
    for (let i = 0; i < 50 && events.length === 0; i++) {
      a.pubsub.publish('club:postCreated', other.id, { postId: otherPost.id });
      a.pubsub.publish('club:postCreated', watched.id, { postId: watchedPost.id });
      await new Promise((r) => setTimeout(r, 100));
    }
    dispose();
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => JSON.stringify(e) === JSON.stringify({ postCreated: { title: 'Here' } }))).toBe(true);
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A throwaway redis-server on `port`, resolved once it accepts connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('a Redis outage', () => {
  let port: number;
  let redis: ChildProcess;
  let app: App;
  let outageClient: Client;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    port = await freePort();
    redis = await startRedis(port);
    app = await startTestApp(database.current.url, { REDIS_URL: `redis://127.0.0.1:${port}` });
    outageClient = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, lazy: false });
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await outageClient?.dispose();
    await app?.close();
    if (redis) await stopRedis(redis);
  });

  it('keeps the process up and sign-in fast, and delivers again once Redis is back', async () => {
    const club = await createClub();
    const post = await createPost({ clubId: club.id, authorId: club.ownerId, title: 'Through the storm' });
    const titles: string[] = [];
    outageClient.subscribe<{ postCreated: { title: string } }>(
      { query: 'subscription ($clubId: ID!) { postCreated(clubId: $clubId) { title } }', variables: { clubId: encodeGlobalID('Club', club.id) } },
      { next: (e) => titles.push(e.data!.postCreated.title), error: () => undefined, complete: () => undefined },
    );
    const publishUntilDelivered = async (timeoutMs: number) => {
      const before = titles.length;
      const deadline = Date.now() + timeoutMs;
      while (titles.length === before && Date.now() < deadline) {
        app.pubsub.publish('club:postCreated', club.id, { postId: post.id });
        await new Promise((r) => setTimeout(r, 100));
      }
      return titles.length > before;
    };
    expect(await publishUntilDelivered(5_000)).toBe(true);

    await stopRedis(redis);
    await new Promise((r) => setTimeout(r, 200));
    // A real write: it commits, and its publish (a comment event) fails without taking the process down.
    const world = await community();
    const commented = await createPost({ clubId: world.club.id, authorId: world.owner.id, title: 'Open thread' });
    const write = await communityGql(app, world.member, `mutation ($input: CreateCommentInput!) {
      createComment(input: $input) { __typename }
    }`, { input: { postId: encodeGlobalID('Post', commented.id), body: 'Written while Redis is down' } });
    expect(write.data?.createComment.__typename).toBe('CreateCommentSuccess');
    app.pubsub.publish('club:postCreated', club.id, { postId: post.id });
    const account = await createAccount();
    const started = performance.now();
    const signIn = await gql(app, SIGN_IN, { input: { email: account.email, password: PASSWORD } });
    const signInMs = performance.now() - started;
    expect(signIn.body.data?.signIn.__typename).toBe('SignInSuccess');
    expect(signInMs).toBeLessThan(2_000);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(unhandled).toEqual([]);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);

    redis = await startRedis(port);
    // The subscribe client reconnects and re-subscribes the club's channel by itself.
    expect(await publishUntilDelivered(10_000)).toBe(true);
    expect(unhandled).toEqual([]);
  });
});
