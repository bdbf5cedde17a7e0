// Subscriptions over graphql-ws on /graphql run the same plugins as HTTP: persisted operations,
// the arbitrary-document rule and the document limits; sockets accept our origins only, take an API
// token in connectionParams, and end when their session or token does. Over HTTP, subscriptions are refused.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '../../app.ts';
import { startTestApp } from '../../testing/app.ts';
import { setupTestDatabase } from '../../testing/database.ts';
import { createClub, createPost, createUser } from '../../testing/fixtures.ts';
import { createAccount } from '../../modules/accounts/__tests__/account-helpers.ts';
import { createApiToken, revokeApiToken } from '../../modules/accounts/api-tokens.service.ts';
import { invalidateSession } from '../../modules/accounts/sessions.service.ts';
import { suspendUser } from '../../modules/moderation/moderation.service.ts';
import { SESSION_COOKIE } from '../session-cookie.ts';

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
    const visible = await createPost({ clubId: club.id, authorId: club.ownerId, title: 'Visible' });
    const result = await firstResult(
      connect(dev),
      {
        query: 'subscription ($clubId: ID!) { postCreated(clubId: $clubId) { title } }',
        variables: { clubId: encodeGlobalID('Club', club.id) },
      },
      () => {
        dev.pubsub.publish('club:postCreated', club.id, { postId: hidden.id });
        dev.pubsub.publish('club:postCreated', club.id, { postId: visible.id });
      },
    );
    // Nothing at all about the hidden post: the first event is the next visible one.
    expect(result).toEqual({ data: { postCreated: { title: 'Visible' } } });
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

describe('subscriptions over HTTP', () => {
  it('are refused with WEBSOCKET_REQUIRED (server-sent events would skip the per-event credential and plan checks)', async () => {
    const club = await createClub();
    const post = await createPost({ clubId: club.id, authorId: club.ownerId, title: 'Over HTTP' });
    const fan = await createAccount();
    const token = await createApiToken(fan.user.id, { name: 'bot', scopes: ['POSTS_READ'] }, ['POSTS_READ']);
    const body = JSON.stringify({ query: 'subscription ($clubId: ID!) { postCreated(clubId: $clubId) { title } }', variables: { clubId: encodeGlobalID('Club', club.id) } });
    for (const [who, credentials] of [
      ['session', fan.headers],
      ['token', { authorization: `Bearer ${token.token}` }],
    ] as const) {
      for (const accept of ['text/event-stream', 'application/graphql-response+json', 'application/json']) {
        const publishing = setInterval(() => dev.pubsub.publish('club:postCreated', club.id, { postId: post.id }), 50);
        try {
          const res = await fetch(`${dev.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept, 'x-oshi-client': 'web', ...credentials }, body });
          // The answer ends at once, with the error and no event.
          const text = await res.text();
          expect(text, `${who}, ${accept}`).toContain('WEBSOCKET_REQUIRED');
          expect(text, `${who}, ${accept}`).not.toContain('Over HTTP');
        } finally {
          clearInterval(publishing);
        }
      }
    }
    // Queries and mutations over HTTP are unaffected.
    const query = await fetch(`${dev.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-oshi-client': 'web', ...fan.headers }, body: JSON.stringify({ query: '{ viewer { id } }' }) });
    expect(((await query.json()) as { data: { viewer: { id: string } } }).data.viewer.id).toBe(encodeGlobalID('User', fan.user.id));
  });
});

/** Opens a raw graphql-ws socket and resolves with how it ended: upgrade refused (status) or closed (code). */
function openRaw(app: App, options: { origin?: string; headers?: Record<string, string>; connectionParams?: unknown } = {}) {
  const socket = new WebSocket(`${app.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { origin: options.origin, headers: options.headers });
  const ended = new Promise<{ status?: number; code?: number; reason?: string; acked: boolean }>((resolve) => {
    let acked = false;
    socket.on('unexpected-response', (_req, res) => resolve({ status: res.statusCode, acked }));
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: options.connectionParams })));
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'connection_ack') {
        acked = true;
        socket.close(1000);
      }
    });
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason), acked }));
    socket.on('error', () => undefined);
  });
  return ended;
}

describe('websocket origins and credentials', () => {
  it('refuses a foreign Origin on the upgrade; accepts PUBLIC_URL, ALLOWED_ORIGINS, the same host, and none', async () => {
    const pinned = await startTestApp(database.current.url, { PUBLIC_URL: 'https://oshi.example', ALLOWED_ORIGINS: 'https://partner.example' });
    try {
      expect(await openRaw(pinned, { origin: 'https://evil.example' })).toMatchObject({ status: 403 });
      expect(await openRaw(pinned, { origin: pinned.url })).toMatchObject({ status: 403 });
      expect(await openRaw(pinned, { origin: 'https://oshi.example' })).toMatchObject({ acked: true });
      expect(await openRaw(pinned, { origin: 'https://partner.example' })).toMatchObject({ acked: true });
      expect(await openRaw(pinned)).toMatchObject({ acked: true });
      // Without PUBLIC_URL the page's own host is the origin.
      expect(await openRaw(dev, { origin: dev.url })).toMatchObject({ acked: true });
      expect(await openRaw(dev, { origin: 'http://evil.example' })).toMatchObject({ status: 403 });
    } finally {
      await pinned.close();
    }
  });

  it('accepts an API token in connectionParams and refuses a bad one or an unknown credential loudly', async () => {
    const { user } = await createAccount();
    const { token } = await createApiToken(user.id, { name: 'bot', scopes: ['ACCOUNTS_READ'] }, ['ACCOUNTS_READ']);
    const client = createClient({
      url: `${prod.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${token}` },
    });
    clients.push(client);
    // Production takes arbitrary documents only with credentials: the token counts.
    const result = await firstResult(client, { query: '{ viewer { id } }' });
    expect(result).toEqual({ data: { viewer: { id: encodeGlobalID('User', user.id) } } });

    expect(await openRaw(prod, { connectionParams: { authorization: 'Bearer oshi_not-a-token' } })).toMatchObject({ code: 4401, acked: false });
    expect(await openRaw(prod, { connectionParams: { authorization: token } })).toMatchObject({ code: 4400, acked: false });
    expect(await openRaw(prod, { connectionParams: { token } })).toMatchObject({ code: 4400, acked: false });
    expect(await openRaw(prod, { headers: { cookie: `${SESSION_COOKIE}=${'a'.repeat(32)}` } })).toMatchObject({ code: 4401, acked: false });
  });

  /** Subscribes to a club's new posts and publishes one every 100 ms; collects titles and the close code. */
  async function liveSubscription(client: Client, clubId: string, postId: string) {
    const titles: string[] = [];
    const closed: { code?: number } = {};
    const dispose = client.subscribe<{ postCreated: { title: string } }>(
      { query: 'subscription ($clubId: ID!) { postCreated(clubId: $clubId) { title } }', variables: { clubId: encodeGlobalID('Club', clubId) } },
      { next: (e) => e.data && titles.push(e.data.postCreated.title), error: (e) => Object.assign(closed, { code: (e as { code?: number }).code }), complete: () => undefined },
    );
    const timer = setInterval(() => dev.pubsub.publish('club:postCreated', clubId, { postId }), 100);
    const until = async (ok: () => boolean, ms: number) => {
      const deadline = Date.now() + ms;
      while (!ok() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    };
    return { titles, closed, until, stop: () => (clearInterval(timer), dispose()) };
  }

  it('ends a live subscription within seconds of sign-out, and of revoking its API token', async () => {
    const club = await createClub();
    const post = await createPost({ clubId: club.id, authorId: club.ownerId, title: 'Live' });

    const fan = await createAccount();
    const cookieClient = createClient({
      url: `${dev.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: fan.headers });
        }
      },
      retryAttempts: 0,
    });
    clients.push(cookieClient);
    const bySession = await liveSubscription(cookieClient, club.id, post.id);
    await bySession.until(() => bySession.titles.length > 0, 5_000);
    expect(bySession.titles.length).toBeGreaterThan(0);
    await invalidateSession(fan.sessionId);
    await bySession.until(() => bySession.closed.code !== undefined, 5_000);
    bySession.stop();
    expect(bySession.closed.code).toBe(4401);

    const { user } = await createAccount();
    const token = await createApiToken(user.id, { name: 'bot', scopes: ['POSTS_READ'] }, ['POSTS_READ']);
    const tokenClient = createClient({
      url: `${dev.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${token.token}` },
    });
    clients.push(tokenClient);
    const byToken = await liveSubscription(tokenClient, club.id, post.id);
    await byToken.until(() => byToken.titles.length > 0, 5_000);
    expect(byToken.titles.length).toBeGreaterThan(0);
    await revokeApiToken(user.id, token.apiToken.id);
    await byToken.until(() => byToken.closed.code !== undefined, 5_000);
    byToken.stop();
    expect(byToken.closed.code).toBe(4401);
  });

  it('closes a suspended account’s live subscriptions with 4403 "Account suspended", and refuses it so at connection', async () => {
    const club = await createClub();
    const post = await createPost({ clubId: club.id, authorId: club.ownerId, title: 'Live' });
    const admin = await createUser({ role: 'ADMIN' });
    const fan = await createAccount();
    const headers = fan.headers;
    const cookieClient = createClient({
      url: `${dev.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers });
        }
      },
      retryAttempts: 0,
      on: { closed: (event) => Object.assign(closedBy, { reason: (event as { reason?: string }).reason }) },
    });
    const closedBy: { reason?: string } = {};
    clients.push(cookieClient);
    const token = await createApiToken(fan.user.id, { name: 'bot', scopes: ['POSTS_READ'] }, ['POSTS_READ']);
    const tokenClient = createClient({
      url: `${dev.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${token.token}` },
    });
    clients.push(tokenClient);
    const bySession = await liveSubscription(cookieClient, club.id, post.id);
    const byToken = await liveSubscription(tokenClient, club.id, post.id);
    await bySession.until(() => bySession.titles.length > 0 && byToken.titles.length > 0, 5_000);

    await suspendUser({ id: admin.id, role: 'ADMIN' }, { userId: fan.user.id, days: 3, reason: 'Spam' });
    await bySession.until(() => bySession.closed.code !== undefined && byToken.closed.code !== undefined, 5_000);
    bySession.stop();
    byToken.stop();
    expect(bySession.closed.code).toBe(4403);
    expect(byToken.closed.code).toBe(4403);
    expect(closedBy.reason).toBe('Account suspended');

    expect(await openRaw(dev, { headers })).toMatchObject({ code: 4403, reason: 'Account suspended', acked: false });
    expect(await openRaw(dev, { connectionParams: { authorization: `Bearer ${token.token}` } })).toMatchObject({ code: 4403, acked: false });
  });
});

describe('websocket limits', () => {
  const SUBSCRIPTION = 'subscription ($clubId: ID!) { postCreated(clubId: $clubId) { title } }';

  /** Starts `count` subscriptions on `client`; resolves with the error codes of those refused. */
  function subscribeMany(client: Client, count: number, clubId: string) {
    const refused: unknown[] = [];
    for (let i = 0; i < count; i++) {
      client.subscribe(
        { query: SUBSCRIPTION, variables: { clubId: encodeGlobalID('Club', clubId) } },
        { next: () => undefined, error: (e) => refused.push((e as { extensions?: { code?: string } }[])[0]?.extensions?.code ?? e), complete: () => undefined },
      );
    }
    return refused;
  }
  const settle = () => new Promise((r) => setTimeout(r, 300));

  it('refuses the 51st subscription on one connection by default', async () => {
    const club = await createClub();
    const refused = subscribeMany(connect(dev), 51, club.id);
    await settle();
    expect(refused).toEqual(['TOO_MANY_SUBSCRIPTIONS']);
  });

  it('limits subscriptions and connections per user across sockets, and guest connections per address', async () => {
    const limited = await startTestApp(database.current.url, {
      WS_MAX_SUBSCRIPTIONS_PER_USER: '3',
      WS_MAX_CONNECTIONS_PER_USER: '2',
      WS_MAX_GUEST_CONNECTIONS_PER_ADDRESS: '2',
    });
    try {
      const club = await createClub();
      const fan = await createAccount();
      const asFan = () => openRaw(limited, { headers: fan.headers });
      const fanClient = () => {
        const client = createClient({
          url: `${limited.url.replace('http', 'ws')}/graphql`,
          webSocketImpl: class extends WebSocket {
            constructor(url: string, protocols?: string | string[]) {
              super(url, protocols, { headers: fan.headers });
            }
          },
          retryAttempts: 0,
          lazy: false,
        });
        clients.push(client);
        return client;
      };
      const [a, b] = [fanClient(), fanClient()];
      expect(subscribeMany(a, 2, club.id)).toEqual([]);
      await settle();
      const refused = subscribeMany(b, 2, club.id);
      await settle();
      expect(refused).toEqual(['TOO_MANY_SUBSCRIPTIONS']);
      // Two sockets are open for the fan: a third is refused.
      expect(await asFan()).toMatchObject({ code: 4429, acked: false });

      const guests = [connect(limited), connect(limited)];
      for (const guest of guests) subscribeMany(guest, 1, club.id);
      await settle();
      expect(await openRaw(limited)).toMatchObject({ code: 4429, acked: false });
      await guests[0].dispose();
      await settle();
      expect(await openRaw(limited)).toMatchObject({ acked: true });
    } finally {
      await limited.close();
    }
  });
});
