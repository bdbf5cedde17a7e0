// Browsers on other sites: which origins may read answers with credentials (CORS), which requests
// need the CSRF header, and how much the anonymous analytics proxy takes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { ConfigError } from '../../platform/config.ts';
import { configureRateLimits } from '../../platform/rate-limit.ts';
import { startTestApp, testConfig } from '../../testing/app.ts';
import { setupTestDatabase } from '../../testing/database.ts';

const database = setupTestDatabase();
const PUBLIC = 'https://oshi.example';
const PARTNER = 'https://partner.example';
const EVIL = 'https://evil.example';
let app: App;
let devApp: App;

beforeAll(async () => {
  app = await startTestApp(database.current.url, { PUBLIC_URL: PUBLIC, ALLOWED_ORIGINS: `${PARTNER}, https://other.example:8443` });
  devApp = await startTestApp(database.current.url);
});
afterAll(async () => {
  await app?.close();
  await devApp?.close();
});

const graphqlPost = (base: string, headers: Record<string, string>) =>
  fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ viewer { id } }' }) });

const preflight = (base: string, path: string, origin: string) =>
  fetch(`${base}${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-oshi-client' },
  });

describe('CORS', () => {
  it('lets only PUBLIC_URL and ALLOWED_ORIGINS read answers with credentials', async () => {
    const evil = await graphqlPost(app.url, { origin: EVIL, 'x-oshi-client': 'web' });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
    for (const origin of [PUBLIC, PARTNER, 'https://other.example:8443']) {
      const res = await graphqlPost(app.url, { origin, 'x-oshi-client': 'web' });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('vary')).toMatch(/origin/i);
    }
  });

  it('answers preflights on every route for allowed origins only', async () => {
    for (const path of ['/graphql', '/mixpanel/track', '/files', '/auth/refresh-token']) {
      const refused = await preflight(app.url, path, EVIL);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      expect(await refused.json()).toMatchObject({ name: 'OriginNotAllowed' });
      const allowed = await preflight(app.url, path, PARTNER);
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER);
      expect(allowed.headers.get('access-control-allow-headers')).toContain('x-oshi-client');
    }
    const plain = await fetch(`${app.url}/healthz`, { headers: { origin: EVIL } });
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('without PUBLIC_URL allows the app’s own origin and Vite’s dev server, nothing else', async () => {
    for (const origin of [`http://localhost:${devApp.port}`, `http://127.0.0.1:${devApp.port}`, 'http://localhost:5173', 'http://127.0.0.1:5173']) {
      const res = await graphqlPost(devApp.url, { origin, 'x-oshi-client': 'web' });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    }
    for (const origin of [EVIL, 'http://localhost:1234', 'null']) {
      const res = await graphqlPost(devApp.url, { origin, 'x-oshi-client': 'web' });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('refuses an ALLOWED_ORIGINS value that is not a list of origins, naming the variable', () => {
    expect(() => testConfig({ ALLOWED_ORIGINS: 'partner.example' })).toThrow(ConfigError);
    expect(() => testConfig({ ALLOWED_ORIGINS: 'https://partner.example/app' })).toThrow(/ALLOWED_ORIGINS: must be comma-separated origins/);
    expect(() => testConfig({ ALLOWED_ORIGINS: `${PARTNER},ftp://files.example` })).toThrow(/ALLOWED_ORIGINS/);
    expect(testConfig({ ALLOWED_ORIGINS: `${PARTNER}/, https://b.example` }).ALLOWED_ORIGINS).toEqual([PARTNER, 'https://b.example']);
  });
});

describe('CSRF header on state-changing requests', () => {
  it('refuses a JSON POST to /graphql without it, accepts either header or an API token', async () => {
    const bare = await graphqlPost(devApp.url, {});
    expect(bare.status).toBe(403);
    expect(await bare.json()).toMatchObject({ name: 'CsrfHeaderRequired', desc: expect.stringContaining('x-oshi-client') });
    expect((await graphqlPost(devApp.url, { 'x-oshi-client': 'web' })).status).toBe(200);
    expect((await graphqlPost(devApp.url, { 'x-graphql-yoga-csrf': '1' })).status).toBe(200);
    // A Bearer token passes the CSRF check; this one is then refused as unknown.
    const token = await graphqlPost(devApp.url, { authorization: 'Bearer oshi_unknown' });
    expect(token.status).toBe(401);
    expect(await token.json()).toMatchObject({ name: 'InvalidApiToken' });
  });

  it('refuses analytics, uploads, the deposit control and auth posts without it', async () => {
    const events = JSON.stringify([{ event: 'page_view', properties: { distinct_id: 'anon-csrf' } }]);
    const track = await fetch(`${devApp.url}/mixpanel/track`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: events });
    expect(track.status).toBe(403);
    expect((await fetch(`${devApp.url}/mixpanel`, { method: 'POST', body: events })).status).toBe(403);
    expect((await fetch(`${devApp.url}/files`, { method: 'POST', body: new FormData() })).status).toBe(403);
    expect((await fetch(`${devApp.url}/_gateway/deposit`, { method: 'POST', body: '{"accountNumber":"91234567890123"}' })).status).toBe(403);
    expect((await fetch(`${devApp.url}/auth/logout`, { method: 'POST' })).status).toBe(403);
    expect(await database.current.db.analyticsEvent.count({ where: { distinctId: 'anon-csrf' } })).toBe(0);
    // The client's unload beacon cannot carry headers; the browser marks it same-origin.
    const beacon = await fetch(`${devApp.url}/mixpanel/track`, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' }, body: events });
    expect(beacon.status).toBe(200);
    const crossSite = await fetch(`${devApp.url}/mixpanel/track`, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' }, body: events });
    expect(crossSite.status).toBe(403);
  });

  it('still takes what third parties post: the signed webhook, form_post callbacks, the test card page', async () => {
    const webhook = await fetch(`${devApp.url}/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(webhook.status).toBe(400);
    expect(await webhook.json()).toMatchObject({ name: 'WebhookRejected' });
    const callback = await fetch(`${devApp.url}/auth/apple/callback`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'state=x&code=y',
    });
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toContain('error=state_mismatch');
    const card = await fetch(`${devApp.url}/_gateway/card`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'redirectUrl=%2Fdone&cardNumber=4000000000000002',
    });
    expect(card.status).toBe(303);
  });
});

describe('the test gateway’s card page', () => {
  it('sends the browser back only to a path on this site, checked as the path resolves', async () => {
    const post = (redirectUrl: string) =>
      fetch(`${devApp.url}/_gateway/card`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ redirectUrl, cardNumber: '4242424242424242' }).toString(),
      });
    const ok = await post('/billing/success?return=%2Fmypage');
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toMatch(/^\/billing\/success\?return=%2Fmypage&billingKey=/);
    // "/.//host" and its kin resolve to "//host": another site, which would be handed the billing key.
    for (const redirectUrl of ['//evil.example/x', '/\\evil.example', '/.//evil.example/x', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example', '/\t/evil.example', 'https://evil.example']) {
      const res = await post(redirectUrl);
      expect(res.status, redirectUrl).toBe(400);
      expect(res.headers.get('location'), redirectUrl).toBeNull();
      const page = await fetch(`${devApp.url}/_gateway/card?${new URLSearchParams({ redirectUrl })}`);
      expect(page.status, `GET ${redirectUrl}`).toBe(400);
    }
  });
});

describe('analytics limits', () => {
  const batch = (distinctId: string) => JSON.stringify(Array.from({ length: 50 }, () => ({ event: 'flood', properties: { distinct_id: distinctId } })));
  const send = (distinctId: string, headers: Record<string, string> = {}) =>
    fetch(`${devApp.url}/mixpanel/track`, { method: 'POST', headers: { 'x-oshi-client': 'web', 'anonymous-id': distinctId, ...headers }, body: batch(distinctId) });

  it('bounds events per anonymous id and per address, answering 429 with Retry-After', async () => {
    configureRateLimits({});
    // 10,000 rows in 200 batches from one anonymous id: most are refused.
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) statuses.push((await send('anon-flood')).status);
    const accepted = statuses.filter((s) => s === 200).length;
    expect(accepted).toBe(6); // 300 events a minute per client
    expect(statuses.slice(accepted).every((s) => s === 429)).toBe(true);
    const refused = await send('anon-flood');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ status: 429, name: 'RATE_LIMITED', desc: expect.stringContaining('Too many analytics events') });
    expect(await database.current.db.analyticsEvent.count({ where: { distinctId: 'anon-flood' } })).toBe(300);

    // Fresh anonymous ids from one address are bounded by the address's limit (refused batches counted too).
    configureRateLimits({});
    let accepted2 = 0;
    for (let i = 0; i < 40; i++) if ((await send(`anon-rotating-${i}`)).status === 200) accepted2++;
    expect(accepted2 * 50).toBe(1500);
    expect(await database.current.db.analyticsEvent.count({ where: { event: 'flood' } })).toBe(300 + 1500);
  });

  it('names the largest batch it takes', async () => {
    const tooMany = JSON.stringify(Array.from({ length: 51 }, () => ({ event: 'x', properties: {} })));
    const res = await fetch(`${devApp.url}/mixpanel/track`, { method: 'POST', headers: { 'x-oshi-client': 'web' }, body: tooMany });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ desc: expect.stringContaining('at most 50 events') });
  });
});
