// GraphQL results and index.html are compressed for clients that accept it, and only then; streams and
// small answers are sent as they are.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { startTestApp } from '../../testing/app.ts';
import { setupTestDatabase } from '../../testing/database.ts';
import { MIN_COMPRESSED_BYTES, preferredEncoding } from '../compression.ts';

const database = setupTestDatabase();
let app: App;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'oshi-dist-'));
// A page as large as the real shell, so that it is worth compressing.
const INDEX = `<!doctype html><html><head><!--oshi:head--><style>${'.shell{color:#fff}\n'.repeat(200)}</style></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  app = await startTestApp(database.current.url, { CLIENT_DIST: dist });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A raw request (fetch would ask for compression and undo it on its own). */
function raw(pathname: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${app.url}${pathname}`, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const decode = (body: Buffer, encoding: string | undefined) =>
  (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8');

const postGraphQL = (query: string, acceptEncoding?: string) =>
  raw('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oshi-client': 'web', origin: app.url, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    body: JSON.stringify({ query }),
  });

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('compressed answers', () => {
  // The schema's type names: a large, stable answer that needs no data.
  const LARGE = '{ __schema { types { name description } } }';

  it('compresses a large GraphQL result with Brotli or gzip, the same JSON once decoded, and says it varies', async () => {
    const plain = await postGraphQL(LARGE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    const expected = JSON.parse(plain.body.toString('utf8'));
    expect(expected.data.__schema.types.length).toBeGreaterThan(10);

    for (const encoding of ['br', 'gzip']) {
      const res = await postGraphQL(LARGE, encoding === 'br' ? 'gzip, deflate, br' : 'gzip');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decode(res.body, encoding))).toEqual(expected);
      // Both: CORS's Origin and this one, neither replacing the other.
      expect(String(res.headers.vary)).toMatch(/Origin/);
      expect(String(res.headers.vary)).toMatch(/Accept-Encoding/);
    }
  });

  it('sends small results as they are', async () => {
    const res = await postGraphQL('{ __typename }', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });

  it('never holds back a stream of events (SSE)', async () => {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': 'br', 'x-oshi-client': 'web' },
      });
      req.on('response', resolve).on('error', reject);
      req.end(JSON.stringify({ query: `subscription { postCreated(clubId: "${Buffer.from('Club:00000000-0000-4000-8000-000000000000').toString('base64')}") { id } }` }));
    });
    try {
      expect(res.headers['content-type']).toMatch(/text\/event-stream/);
      // Yoga marks its event streams `none`: nothing may buffer them.
      expect(res.headers['content-encoding']).toBe('none');
    } finally {
      res.destroy();
    }
  });

  it('compresses index.html for the web client’s routes', async () => {
    const plain = await raw('/home');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toContain('<div id="root">');
    const res = await raw('/home', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    // The same page but for its per-answer nonce.
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    expect(withoutNonce(decode(res.body, 'br'))).toBe(withoutNonce(plain.body.toString('utf8')));
    expect(res.body.length).toBeLessThan(plain.body.length / 4);
  });
});
