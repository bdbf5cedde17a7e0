// The HTTP surface of one real instance: health, GraphQL limits and persisted operations, CSRF,
// the analytics proxy and the dev mailbox, against a fresh PostgreSQL database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { graphql, startTestApp } from '../../testing/app.ts';
import { setupTestDatabase } from '../../testing/database.ts';
import { DOCUMENT_LIMITS } from '../yoga.ts';

const database = setupTestDatabase();
let app: App;
let prodApp: App;

beforeAll(async () => {
  app = await startTestApp(database.current.url);
  prodApp = await startTestApp(database.current.url, { NODE_ENV: 'production', DEV_MODE: 'false' });
});
afterAll(async () => {
  await app?.close();
  await prodApp?.close();
});

describe('health', () => {
  it('answers /healthz and /readyz with the database reachable', async () => {
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('gives every response a request id, echoing one that was sent', async () => {
    const res = await fetch(`${app.url}/healthz`, { headers: { 'x-request-id': 'req-123' } });
    expect(res.headers.get('x-request-id')).toBe('req-123');
    const other = await fetch(`${app.url}/healthz`);
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GraphQL document limits', () => {
  it('rejects a document deeper than the limit', async () => {
    // Each round trip club -> posts -> edges -> node adds four levels.
    const open = 'posts(first: 1) { edges { node { club { '.repeat(2);
    const close = '} } } } '.repeat(2);
    const query = `{ clubs(first: 1) { edges { node { ${open} owner { id } ${close} } } } }`;
    const { body } = await graphql(app, { query });
    expect(body.errors?.[0].message).toMatch(/depth/i);
  });

  it('rejects a document costlier than the limit', async () => {
    // Within the depth, alias and token limits, but every level multiplies the cost.
    const branch = (i: number) =>
      `c${i}: clubs(first: 100) { edges { node { posts(first: 100) { edges { node { club { owner { id nickname } } author { id nickname } } } } } } }`;
    const query = `{ ${Array.from({ length: 12 }, (_, i) => branch(i)).join(' ')} }`;
    const { body } = await graphql(app, { query });
    expect(body.errors?.[0].message).toMatch(/cost/i);
  });

  it('rejects too many aliases', async () => {
    const aliases = Array.from({ length: DOCUMENT_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: viewer { id }`).join(' ');
    const { body } = await graphql(app, { query: `{ ${aliases} }` });
    expect(body.errors?.[0].message).toMatch(/alias/i);
  });

  it('rejects a document with too many tokens', async () => {
    const fields = Array.from({ length: DOCUMENT_LIMITS.maxTokens }, () => '__typename').join(' ');
    const { body } = await graphql(app, { query: `{ ${fields} }` });
    expect(body.errors?.[0].message).toMatch(/token/i);
  });

  it('accepts an ordinary query', async () => {
    const { status, body } = await graphql(app, { query: '{ viewer { id } clubs(first: 5) { totalCount } }' });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ viewer: null, clubs: { totalCount: 0 } });
  });
});

describe('persisted operations', () => {
  it('runs the web client’s persisted operations by id and refuses unknown ids', async () => {
    const { persistedOperations } = await import('../../testing/persisted.ts');
    // The bell's count: an operation without variables that a guest may run, so it runs as it is.
    const [id, text] = persistedOperations().find(([, t]) => t.startsWith('query NotificationBellQuery')) ?? [];
    expect(text, 'the client persists the bell’s query').toBeTruthy();
    const known = await graphql(prodApp, { documentId: id });
    expect(known.body.errors).toBeUndefined();
    expect(known.body.data).toEqual({ unreadNotificationCount: 0 });
    const unknown = await graphql(prodApp, { documentId: 'nope' });
    expect(unknown.body.errors?.[0].message, JSON.stringify(unknown)).toMatch(/PersistedQueryNotFound/);
  });

  it('refuses arbitrary documents without credentials in production, allows them in dev', async () => {
    const prod = await graphql(prodApp, { query: '{ viewer { id } }' });
    expect(prod.body.errors?.[0].message).toMatch(/PersistedQueryOnly/);
    const dev = await graphql(app, { query: '{ viewer { id } }' });
    expect(dev.body.errors).toBeUndefined();
  });
});

describe('CSRF prevention', () => {
  it('refuses a simple cross-site request without the client header', async () => {
    const res = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ viewer { id } }')}`);
    expect(res.status).toBe(403);
    const ok = await fetch(`${app.url}/graphql?query=${encodeURIComponent('{ viewer { id } }')}`, {
      headers: { 'x-oshi-client': 'web', accept: 'application/json' },
    });
    expect(ok.status).toBe(200);
  });
});

describe('/mixpanel analytics proxy', () => {
  it('stores a batch of events', async () => {
    const time = Date.UTC(2026, 0, 2, 3, 4, 5);
    const res = await fetch(`${app.url}/mixpanel/track`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-oshi-client': 'web' },
      body: JSON.stringify([
        { event: 'page_view', properties: { distinct_id: 'anon-1', time, path: '/home' } },
        { event: 'club_view', properties: { distinct_id: 'anon-1', time } },
      ]),
    });
    expect(res.status).toBe(200);
    const rows = await database.current.db.analyticsEvent.findMany({ orderBy: { event: 'desc' } });
    expect(rows.map((r) => [r.event, r.distinctId, r.occurredAt.getTime()])).toEqual([
      ['page_view', 'anon-1', time],
      ['club_view', 'anon-1', time],
    ]);
  });

  it('rejects a malformed or oversized batch and stores nothing', async () => {
    const before = await database.current.db.analyticsEvent.count();
    const bad = await fetch(`${app.url}/mixpanel/track`, { method: 'POST', headers: { 'x-oshi-client': 'web' }, body: '{"not":"a list"}' });
    expect(bad.status).toBe(400);
    const tooMany = Array.from({ length: 51 }, () => ({ event: 'x', properties: {} }));
    const big = await fetch(`${app.url}/mixpanel/track`, { method: 'POST', headers: { 'x-oshi-client': 'web' }, body: JSON.stringify(tooMany) });
    expect(big.status).toBe(400);
    expect(await database.current.db.analyticsEvent.count()).toBe(before);
  });
});

describe('dev mailbox', () => {
  it('offers the test gateway’s deposit control in dev mode only; the payment webhook takes POST only', async () => {
    const deposit = (base: string) =>
      fetch(`${base}/_gateway/deposit`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-oshi-client': 'web' }, body: JSON.stringify({ accountNumber: '91234567890123' }) });
    expect((await deposit(app.url)).status).toBe(404); // no such account, but the control is there
    expect(await (await deposit(app.url)).json()).toMatchObject({ name: 'NotFound', desc: 'No such virtual account' });
    const hidden = await deposit(prodApp.url);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain('virtual account');
    expect((await fetch(`${prodApp.url}/payments/webhook`)).status).toBe(405);
  });

  it('shows mail sent through the job queue in dev mode only', async () => {
    await app.mailer.send({ to: 'fan@example.com', subject: 'Your code is 123456', text: 'Code: 123456' });
    let messages: { subject: string }[] = [];
    for (let i = 0; i < 50 && messages.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 200));
      messages = ((await (await fetch(`${app.url}/_dev/mail.json`)).json()) as { messages: { subject: string }[] }).messages;
    }
    expect(messages.map((m) => m.subject)).toContain('Your code is 123456');
    const page = await (await fetch(`${app.url}/_dev/mail`)).text();
    expect(page).toContain('Your code is 123456');
    const hidden = await fetch(`${prodApp.url}/_dev/mail.json`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain('123456');
  });
});
