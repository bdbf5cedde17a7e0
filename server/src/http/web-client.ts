// Serves the built React client: hashed assets with a long cache, build metadata never cached,
// and index.html for every other path (history fallback) with per-request head tags and the
// runtime configuration the client reads at start.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import type { Config } from '../platform/config.ts';
import { compress, MIN_COMPRESSED_BYTES, preferredEncoding } from './compression.ts';
import { scriptNonceOf } from './security-headers.ts';

export type RuntimeConfig = {
  stage: Config['STAGE'];
  devMode: boolean;
  publicUrl: string;
  supportEmail: string;
  /** Where creators send settlement questions. */
  settlementEmail: string;
  /** With PortOne configured, the public keys of its browser SDK: cards register in PortOne's window. Null: the built-in test gateway's card page. */
  portone: { storeId: string; cardChannelKey: string } | null;
  /** Payments go through the built-in test gateway: test cards, no real money. The checkout says so. */
  testPayments: boolean;
};

export function runtimeConfigOf(config: Config, origin: string): RuntimeConfig {
  return {
    stage: config.STAGE,
    devMode: config.DEV_MODE,
    publicUrl: origin,
    supportEmail: config.SUPPORT_EMAIL,
    settlementEmail: config.SETTLEMENT_EMAIL,
    portone:
      config.PORTONE_STORE_ID && config.PORTONE_CARD_CHANNEL_KEY ? { storeId: config.PORTONE_STORE_ID, cardChannelKey: config.PORTONE_CARD_CHANNEL_KEY } : null,
    testPayments: config.PAYMENT_GATEWAY === 'test',
  };
}

const HEAD_MARKER = '<!--oshi:head-->';
/** Written by the client build (scripts/vite-route-preloads.ts): route path → its page's chunks. */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
/** Written by the client build (scripts/vite-first-query.ts): the inline script that starts a first visit's page query. */
const FIRST_QUERY_FILE = '.vite/first-query.js';
export type RoutePreloads = Record<string, string[]>;

/**
 * The chunks to preload for a path: those of the route that matches it (`:name` matches one segment; the
 * route with the most fixed segments wins, as in the client's router), or none.
 */
export function preloadsFor(pathname: string, preloads: RoutePreloads): string[] {
  const segments = pathname.split('/').filter(Boolean);
  let best: { files: string[]; fixed: number } | undefined;
  for (const [route, files] of Object.entries(preloads)) {
    const parts = route.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    if (!parts.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
    const fixed = parts.filter((part) => !part.startsWith(':')).length;
    if (!best || fixed > best.fixed) best = { files, fixed };
  }
  return best?.files ?? [];
}

/** The public origin: PUBLIC_URL when configured, else the host the request came to. */
export function publicOrigin(config: Config, req: IncomingMessage): string {
  return config.PUBLIC_URL ?? `http://${req.headers.host ?? `localhost:${config.PORT}`}`;
}

export type IndexHtmlExtras = {
  /** The response's CSP nonce, which the inline scripts must carry. */
  scriptNonce?: string;
  /** The route's page chunks, fetched beside the entry rather than after it has run. */
  modulePreloads?: string[];
  /** The build's first-query script (client/src/app/first-query.ts): starts the page's query at once. */
  firstQueryScript?: string;
};

export function renderIndexHtml(template: string, config: Config, origin: string, pathname: string, extras: IndexHtmlExtras = {}): string {
  const { scriptNonce, modulePreloads = [], firstQueryScript } = extras;
  const canonical = new URL(pathname, origin + '/').toString();
  const nonce = scriptNonce ? ` nonce="${scriptNonce}"` : '';
  // JSON inside <script>: escape "<" so no value can close the tag.
  const runtime = JSON.stringify(runtimeConfigOf(config, origin)).replace(/</g, '\\u003c');
  const head = [
    `<link rel="canonical" href="${canonical.replace(/"/g, '%22')}">`,
    `<meta property="og:url" content="${canonical.replace(/"/g, '%22')}">`,
    `<script${nonce}>window.__OSHI_CONFIG__=${runtime}</script>`,
    // The build checked it holds no "</script" (scripts/vite-first-query.ts).
    ...(firstQueryScript ? [`<script${nonce}>${firstQueryScript}</script>`] : []),
  ].join('\n    ');
  // After the entry's own preloads (end of <head>): the entry and the framework come first.
  const preloads = modulePreloads.map((file) => `<link rel="modulepreload" crossorigin href="/${encodeURI(file)}">\n  `).join('');
  return template.replace(HEAD_MARKER, () => head).replace('</head>', `${preloads}</head>`);
}

export function createWebClientHandler(config: Config) {
  const dist = path.resolve(config.CLIENT_DIST);
  const indexFile = path.join(dist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const template = hasBuild ? fs.readFileSync(indexFile, 'utf8') : '';
  const preloadsFile = path.join(dist, ROUTE_PRELOADS_FILE);
  const routePreloads: RoutePreloads = hasBuild && fs.existsSync(preloadsFile) ? JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) : {};
  const firstQueryFile = path.join(dist, FIRST_QUERY_FILE);
  const firstQueryScript = hasBuild && fs.existsSync(firstQueryFile) ? fs.readFileSync(firstQueryFile, 'utf8') : undefined;
  const assets = hasBuild
    ? sirv(dist, {
        etag: true,
        // The build writes .br and .gz copies of assets (scripts/vite-precompress.ts).
        brotli: true,
        gzip: true,
        setHeaders: (res, pathname) => {
          if (pathname.startsWith('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
          else res.setHeader('cache-control', 'no-cache');
        },
      })
    : null;

  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!assets) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web client is not built: run `npm run build` (npm start does it for you).');
      return;
    }
    const serveIndex = () => {
      if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/builds/')) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
        return;
      }
      const html = Buffer.from(
        renderIndexHtml(template, config, publicOrigin(config, req), url.pathname, {
          scriptNonce: scriptNonceOf(res),
          modulePreloads: preloadsFor(url.pathname, routePreloads),
          firstQueryScript,
        }),
      );
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      res.appendHeader('vary', 'Accept-Encoding');
      if (!encoding || html.length < MIN_COMPRESSED_BYTES) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
        return void res.end(html);
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-encoding': encoding });
      res.end(compress(html, encoding));
    };
    if (url.pathname === '/' || url.pathname === '/index.html') return serveIndex();
    // sirv pipes a file stream into the response without an error handler: a file gone since start-up or
    // a read failure (EMFILE under load) would be an uncaught error that ends the process. It fails this
    // response alone instead.
    res.once('pipe', (file: NodeJS.ReadableStream) => file.once('error', (error) => res.destroy(error)));
    assets(req, res, serveIndex);
  };
}
