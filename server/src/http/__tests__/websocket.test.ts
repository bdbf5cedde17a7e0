// Subscriptions over graphql-ws on /graphql run the same plugins as HTTP: persisted operations,
// the arbitrary-document rule and the document limits.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '../../app.ts';
import { startTestApp } from '../../testing/app.ts';
import { setupTestDatabase } from '../../testing/database.ts';
import { createClub, createPost } from '../../testing/fixtures.ts';

const database = setupTestDatabase();
let dev: App;
let prod: App;
const clients: Client[] = [];

function connect(app: App): Client {
  const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
  clients.push(client);
  return client;
}

/** The first result or error of a subscription, with the events published meanwhile by `publish`. */
function firstResult(client: Client, payload: { query: string; variables?: Record<string, unknown> }, publish?: () => void) {
  return new Promise<{ data?: unknown; errors?: unknown }>((resolve) => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const dispose = client.subscribe(payload, {
      next: (value) => {
        clearInterval(timer);
        dispose();
        resolve(value as never);
      },
      error: (errors) => {
        clearInterval(timer);
        resolve({ errors });
      },
      complete: () => clearInterval(timer),
    });
    if (publish) timer = setInterval(publish, 100);
  });
}

beforeAll(async () => {
  dev = await startTestApp(database.current.url);
  prod = await startTestApp(database.current.url, { NODE_ENV: 'production', DEV_MODE: 'false' });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await dev?.close();
  await prod?.close();
});

describe('graphql-ws on /graphql', () => {
  it('pushes a published post to a subscriber', async () => {
    const club = await createClub();
    const post = await createPost({ clubId: club.id, authorId: club.ownerId, title: 'Fresh' });
    const result = await firstResult(
      connect(dev),
      {
        query: 'subscription ($clubId: ID!) { postCreated(clubId: $clubId) { title } }',
        variables: { clubId: encodeGlobalID('Club', club.id) },
      },
      () => dev.pubsub.publish('club:postCreated', club.id, { postId: post.id }),
    );
    expect(result).toEqual({ data: { postCreated: { title: 'Fresh' } } });
  });

  it('does not push a hidden post', async () => {
    const club = await createClub();
    const hidden = await createPost({ clubId: club.id, authorId: club.ownerId, title: 'Hidden', isHidden: true });
    const result = await firstResult(
      connect(dev),
      {
        query: 'subscription ($clubId: ID!) { postCreated(clubId: $clubId) { title } }',
        variables: { clubId: encodeGlobalID('Club', club.id) },
      },
      () => dev.pubsub.publish('club:postCreated', club.id, { postId: hidden.id }),
    );
    expect(result).toEqual({ data: { postCreated: null } });
  });

  it('refuses arbitrary documents without credentials in production', async () => {
    const result = await firstResult(connect(prod), { query: 'subscription { postCreated(clubId: "x") { title } }' });
    expect(JSON.stringify(result.errors)).toContain('PersistedQueryOnly');
  });

  it('applies the document limits', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: postCreated(clubId: "x") { title }`).join(' ');
    const result = await firstResult(connect(dev), { query: `subscription { ${aliases} }` });
    expect(JSON.stringify(result.errors)).toMatch(/alias/i);
  });
});
