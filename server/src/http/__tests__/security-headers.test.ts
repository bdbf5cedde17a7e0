// Security headers on the app and the API: CSP (nonce for the page's configuration script, hashes for
// GraphiQL's inline scripts, PortOne's hosts only when PortOne is configured), frame-ancestors,
// nosniff, referrer policy, and HSTS in production.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { startTestApp } from '../../testing/app.ts';
import { setupTestDatabase } from '../../testing/database.ts';

const database = setupTestDatabase();
const PORTONE = {
  PORTONE_API_SECRET: 'api-secret',
  PORTONE_STORE_ID: 'store-4e1b2c3d',
  PORTONE_WEBHOOK_SECRET: 'whsec_c2VjcmV0LW5ldmVyLWluLXRoZS1wYWdl',
  PORTONE_CARD_CHANNEL_KEY: 'channel-key-7a8b9c',
  PORTONE_VIRTUAL_ACCOUNT_CHANNEL_KEY: 'channel-key-1d2e3f',
};
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'oshi-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><!--oshi:head--></head><body><script type="module" src="/assets/app.js"></script></body></html>');
fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
let app: App;
let prodApp: App;
let portoneApp: App;

beforeAll(async () => {
  app = await startTestApp(database.current.url, { CLIENT_DIST: dist });
  prodApp = await startTestApp(database.current.url, { CLIENT_DIST: dist, NODE_ENV: 'production', DEV_MODE: 'false' });
  portoneApp = await startTestApp(database.current.url, { CLIENT_DIST: dist, ...PORTONE });
});
afterAll(async () => {
  await Promise.all([app?.close(), prodApp?.close(), portoneApp?.close()]);
  fs.rmSync(dist, { recursive: true, force: true });
});

const directives = (policy: string | null) =>
  new Map((policy ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name, values]));

describe('security headers', () => {
  it('are on the API, the page and its assets', async () => {
    for (const url of [`${app.url}/healthz`, `${app.url}/club/x`, `${app.url}/assets/app.js`, `${app.url}/files/nope.webp`]) {
      const res = await fetch(url, { method: url.endsWith('/graphql') ? 'POST' : 'GET' });
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const graphql = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-oshi-client': 'web' }, body: '{"query":"{ viewer { id } }"}' });
    expect(directives(graphql.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
    expect(graphql.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('let the page’s configuration script run by a fresh nonce, and no other inline script', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${app.url}/club/x`);
      const html = await res.text();
      const scriptSrc = directives(res.headers.get('content-security-policy')).get('script-src') ?? [];
      const nonce = /<script nonce="([^"]+)">window.__OSHI_CONFIG__/.exec(html)?.[1];
      expect(nonce).toBeDefined();
      expect(scriptSrc).toEqual(["'self'", `'nonce-${nonce}'`]);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(2);
  });

  it('allow GraphiQL’s inline scripts by their hashes', async () => {
    const res = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(html).toContain('YogaGraphiQL');
    const csp = directives(res.headers.get('content-security-policy'));
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${crypto.createHash('sha256').update(m[1]).digest('base64')}'`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(csp.get('script-src')).toEqual(["'self'", ...scripts]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('add HSTS in production and PortOne’s hosts only when PortOne is configured', async () => {
    const prod = await fetch(`${prodApp.url}/healthz`);
    expect(prod.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(directives(prod.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
    const plain = directives((await fetch(`${app.url}/healthz`)).headers.get('content-security-policy'));
    expect(plain.get('script-src')?.join(' ')).not.toContain('portone');
    expect(plain.get('frame-src')?.join(' ')).not.toContain('portone');
    const portone = directives((await fetch(`${portoneApp.url}/healthz`)).headers.get('content-security-policy'));
    expect(portone.get('script-src')).toContain('https://cdn.portone.io');
    expect(portone.get('frame-src')).toContain('https://*.portone.io');
    expect(portone.get('connect-src')).toContain('https://*.portone.io');
  });
});
