// Two instances on loopback sharing Redis: an event published through instance A reaches a
// websocket subscriber connected to instance B.
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '../../app.ts';
import { startTestApp } from '../../testing/app.ts';
import { setupTestDatabase } from '../../testing/database.ts';
import { createClub, createPost } from '../../testing/fixtures.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';

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
