// /metrics: Prometheus text behind METRICS_TOKEN, never the web client's HTML.
import { encodeGlobalID } from '@pothos/plugin-relay';
import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { App } from '../../app.ts';
import { graphql, startTestApp, testConfig } from '../../testing/app.ts';
import { setupTestDatabase } from '../../testing/database.ts';
import { subscribe, websocketClient } from '../../testing/websocket.ts';

const database = setupTestDatabase();
const TOKEN = 'metrics-token-for-tests-0123456789';
let app: App;
let closedApp: App;

beforeAll(async () => {
  app = await startTestApp(database.current.url, { METRICS_TOKEN: TOKEN });
  closedApp = await startTestApp(database.current.url);
});
afterAll(async () => {
  await app?.close();
  await closedApp?.close();
});

const scrape = async (base: string, token = TOKEN) => {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

/** The value of one sample line, e.g. `oshi_http_requests_total{method="GET",...}`. */
const sample = (text: string, prefix: string) => {
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : undefined;
};

describe('/metrics', () => {
  it('answers 404 (not the web client) without METRICS_TOKEN, 401 without the right bearer token', async () => {
    const closed = await fetch(`${closedApp.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(closed.status).toBe(404);
    expect(closed.headers.get('content-type')).toContain('application/json');
    expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
    expect((await scrape(app.url, 'wrong-token')).status).toBe(401);
  });

  it('serves process, HTTP, GraphQL and websocket metrics', async () => {
    await fetch(`${app.url}/healthz`);
    await fetch(`${app.url}/some/spa/path/123`);
    await graphql(app, { query: 'query ClubCount { clubs(first: 1) { totalCount } }' });
    await graphql(app, { query: 'query Broken { nope }' });
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    try {
      const { status, type, text } = await scrape(app.url);
      expect(status).toBe(200);
      expect(type).toContain('text/plain');
      expect(text).toContain('oshi_process_cpu_user_seconds_total');
      expect(sample(text, 'oshi_http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(1);
      expect(sample(text, 'oshi_http_requests_total{method="POST",route="/graphql",status="200"}')).toBeGreaterThanOrEqual(1);
      // The web client's paths share one label rather than one series each.
      expect(text).not.toContain('/some/spa/path');
      expect(text).toMatch(/oshi_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/healthz",status="200"\} 1/);
      expect(sample(text, 'oshi_graphql_operations_total{type="query",name="ClubCount",outcome="ok"}')).toBe(1);
      expect(sample(text, 'oshi_websocket_connections')).toBe(1);
    } finally {
      socket.close();
    }
  });

  it('counts a subscription once when it starts, or as an error when it is refused, without waiting for events', async () => {
    const client = websocketClient(app);
    const missingPost = encodeGlobalID('Post', crypto.randomUUID());
    const anyClub = encodeGlobalID('Club', crypto.randomUUID());
    const watching = subscribe(client, 'subscription WatchClub($clubId: ID!) { postCreated(clubId: $clubId) { id } }', { clubId: anyClub });
    const refused = subscribe(client, 'subscription WatchPost($postId: ID!) { commentEvents(postId: $postId) { kind } }', { postId: missingPost });
    try {
      let text = '';
      for (let tries = 0; tries < 100; tries += 1) {
        text = (await scrape(app.url)).text;
        if (sample(text, 'oshi_graphql_operations_total{type="subscription",name="WatchClub",outcome="ok"}') === 1 && refused.errors.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(sample(text, 'oshi_graphql_operations_total{type="subscription",name="WatchClub",outcome="ok"}')).toBe(1);
      expect(sample(text, 'oshi_graphql_operations_total{type="subscription",name="WatchPost",outcome="error"}')).toBe(1);
      expect(watching.events).toEqual([]);
    } finally {
      watching.dispose();
      refused.dispose();
      await client.dispose();
    }
  });

  it('can live on its own port (METRICS_PORT), leaving 404 on the public one', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const separate = await startTestApp(database.current.url, { METRICS_TOKEN: TOKEN, METRICS_PORT: String(port) });
    try {
      expect((await scrape(separate.url)).status).toBe(404);
      const own = await scrape(`http://127.0.0.1:${port}`);
      expect(own.status).toBe(200);
      expect(own.text).toContain('oshi_http_requests_total');
    } finally {
      await separate.close();
    }
    expect(() => testConfig({ METRICS_PORT: '9100' })).toThrow(/METRICS_PORT: set METRICS_TOKEN too/);
    expect(() => testConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });
});
