// The runtime configuration written into index.html: with PortOne configured, the client gets only the
// public browser-SDK keys (store id, card channel key), never the API or webhook secrets.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { createWebClientHandler, preloadsFor, renderIndexHtml, runtimeConfigOf } from '../web-client.ts';

const PORTONE = {
  PORTONE_API_SECRET: 'api-secret-never-in-the-page',
  PORTONE_STORE_ID: 'store-4e1b2c3d',
  PORTONE_WEBHOOK_SECRET: 'whsec_c2VjcmV0LW5ldmVyLWluLXRoZS1wYWdl',
  PORTONE_CARD_CHANNEL_KEY: 'channel-key-7a8b9c',
  PORTONE_VIRTUAL_ACCOUNT_CHANNEL_KEY: 'channel-key-1d2e3f',
};

describe('runtime configuration', () => {
  it('names no PortOne keys on the test gateway, and says payments are test payments', () => {
    expect(runtimeConfigOf(loadConfig({}), 'http://localhost:4000')).toMatchObject({ portone: null, testPayments: true });
    const staging = loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32), PAYMENT_GATEWAY: 'test', TEST_GATEWAY_WEBHOOK_SECRET: PORTONE.PORTONE_WEBHOOK_SECRET });
    expect(runtimeConfigOf(staging, 'https://staging.oshi.example').testPayments).toBe(true);
  });

  it('hands the client the support and settlement contacts from the configuration', () => {
    expect(runtimeConfigOf(loadConfig({}), 'http://localhost:4000')).toMatchObject({ supportEmail: 'help@oshi.local', settlementEmail: 'settlement@oshi.local' });
    const config = loadConfig({ SUPPORT_EMAIL: 'help@oshi.fan', SETTLEMENT_EMAIL: 'payouts@oshi.fan' });
    expect(runtimeConfigOf(config, 'https://oshi.example')).toMatchObject({ supportEmail: 'help@oshi.fan', settlementEmail: 'payouts@oshi.fan' });
  });

  it('hands the client PortOne’s public keys and none of its secrets', () => {
    const config = loadConfig(PORTONE);
    expect(runtimeConfigOf(config, 'https://oshi.example').portone).toEqual({ storeId: 'store-4e1b2c3d', cardChannelKey: 'channel-key-7a8b9c' });
    expect(runtimeConfigOf(config, 'https://oshi.example').testPayments).toBe(false);
    const html = renderIndexHtml('<html><head><!--oshi:head--></head><body></body></html>', config, 'https://oshi.example', '/checkout');
    expect(html).toContain('"storeId":"store-4e1b2c3d"');
    expect(html).not.toContain(PORTONE.PORTONE_API_SECRET);
    expect(html).not.toContain(PORTONE.PORTONE_WEBHOOK_SECRET);
  });
});

describe("the route's page chunks in index.html", () => {
  const preloads = {
    '/home': ['assets/HomePage-1.js', 'assets/Card-2.js'],
    '/club/:clubUri': ['assets/ClubPage-3.js'],
    '/club/:clubUri/members': ['assets/ClubMembersPage-4.js'],
    '/creator': ['assets/CreatorPage-5.js'],
    '/:name': ['assets/CreatorProfilePage-6.js'],
  };

  it('picks the route of the path, fixed segments before parameters, and nothing for an unknown path', () => {
    expect(preloadsFor('/home', preloads)).toEqual(['assets/HomePage-1.js', 'assets/Card-2.js']);
    expect(preloadsFor('/club/mirei', preloads)).toEqual(['assets/ClubPage-3.js']);
    expect(preloadsFor('/club/mirei/members/', preloads)).toEqual(['assets/ClubMembersPage-4.js']);
    expect(preloadsFor('/creator', preloads)).toEqual(['assets/CreatorPage-5.js']);
    expect(preloadsFor('/mirei', preloads)).toEqual(['assets/CreatorProfilePage-6.js']);
    expect(preloadsFor('/club/mirei/unknown/deeper', preloads)).toEqual([]);
  });

  it('writes them as module preloads after the entry’s own, at the end of <head>', () => {
    const template = '<html><head><!--oshi:head--><script type="module" src="/assets/index.js"></script></head><body></body></html>';
    const html = renderIndexHtml(template, loadConfig({}), 'https://oshi.example', '/home', { scriptNonce: 'n0nce', modulePreloads: preloadsFor('/home', preloads) });
    expect(html).toMatch(
      /<script type="module" src="\/assets\/index.js"><\/script><link rel="modulepreload" crossorigin href="\/assets\/HomePage-1.js">\s*<link rel="modulepreload" crossorigin href="\/assets\/Card-2.js">\s*<\/head>/,
    );
    expect(renderIndexHtml(template, loadConfig({}), 'https://oshi.example', '/home')).not.toContain('modulepreload');
  });
});

describe("the first page query's inline script", () => {
  const template = '<html><head><!--oshi:head--></head><body></body></html>';

  it('follows the runtime configuration with the same nonce, its text as built', () => {
    // `$'` and `$&` mean something to String.replace's replacement strings; the script must not be mangled.
    const script = "(function(){var a=`$'`,b=`$&`;window.__OSHI_FIRST_QUERY__={id:a+b}})();";
    const html = renderIndexHtml(template, loadConfig({}), 'https://oshi.example', '/home', { scriptNonce: 'n0nce', firstQueryScript: script });
    expect(html).toMatch(/<script nonce="n0nce">window.__OSHI_CONFIG__=[^<]*<\/script>\s*<script nonce="n0nce">([^<]*)<\/script>/);
    expect(html).toContain(`<script nonce="n0nce">${script}</script>`);
    expect(renderIndexHtml(template, loadConfig({}), 'https://oshi.example', '/home')).not.toContain('__OSHI_FIRST_QUERY__');
  });

  it('is read from the build and put in every index.html the server answers', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'oshi-dist-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, 'index.html'), template);
    fs.writeFileSync(path.join(dist, '.vite', 'first-query.js'), 'window.__OSHI_FIRST_QUERY_TEST__=1;');
    const server = http.createServer(createWebClientHandler(loadConfig({ CLIENT_DIST: dist })));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      for (const pathname of ['/club/mirei', '/post/abc', '/']) {
        const html = await (await fetch(`http://127.0.0.1:${port}${pathname}`)).text();
        const [, configNonce] = /<script nonce="([^"]+)">window.__OSHI_CONFIG__/.exec(html) ?? [];
        expect(html).toContain(`<script nonce="${configNonce}">window.__OSHI_FIRST_QUERY_TEST__=1;</script>`);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('serving the built client', () => {
  it('fails only the request whose file cannot be read, and keeps serving', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'oshi-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><!--oshi:head--></head><body></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'gone-1.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'kept-2.js'), 'console.log(2)');
    const server = http.createServer(createWebClientHandler(loadConfig({ CLIENT_DIST: dist })));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // Known at start-up, gone by the time it is asked for (a rebuild, a bad disk, too many open files).
      fs.rmSync(path.join(dist, 'assets', 'gone-1.js'));
      await expect(fetch(`${base}/assets/gone-1.js`).then((r) => r.text())).rejects.toThrow();
      const kept = await fetch(`${base}/assets/kept-2.js`);
      expect(kept.status).toBe(200);
      expect(await kept.text()).toBe('console.log(2)');
    } finally {
      server.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
