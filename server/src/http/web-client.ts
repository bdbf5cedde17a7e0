// Serves the built React client: hashed assets with a long cache, build metadata never cached,
// and index.html for every other path (history fallback) with per-request head tags and the
// runtime configuration the client reads at start. A guest's first screen (/home, a club, a post)
// comes rendered with its data by the build's server renderer (client/src/entry-server.tsx).
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';
import { parseLocales } from './accept-language.ts';
import { SESSION_COOKIE } from './session-cookie.ts';
import { compress, MIN_COMPRESSED_BYTES, preferredEncoding } from './compression.ts';
import { scriptNonceOf } from './security-headers.ts';
import { REMOTE_ADDRESS_HEADER } from './yoga.ts';

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

/**
 * `scriptNonce`: the response's CSP nonce, which the inline configuration script must carry.
 * `modulePreloads`: the route's page chunks, fetched beside the entry rather than after it has run.
 */
export function renderIndexHtml(
  template: string,
  config: Config,
  origin: string,
  pathname: string,
  scriptNonce?: string,
  modulePreloads: string[] = [],
): string {
  const canonical = new URL(pathname, origin + '/').toString();
  // JSON inside <script>: escape "<" so no value can close the tag.
  const runtime = JSON.stringify(runtimeConfigOf(config, origin)).replace(/</g, '\\u003c');
  const head = [
    `<link rel="canonical" href="${canonical.replace(/"/g, '%22')}">`,
    `<meta property="og:url" content="${canonical.replace(/"/g, '%22')}">`,
    `<script${scriptNonce ? ` nonce="${scriptNonce}"` : ''}>window.__OSHI_CONFIG__=${runtime}</script>`,
  ].join('\n    ');
  // After the entry's own preloads (end of <head>): the entry and the framework come first.
  const preloads = modulePreloads.map((file) => `<link rel="modulepreload" crossorigin href="/${encodeURI(file)}">\n  `).join('');
  return template.replace(HEAD_MARKER, head).replace('</head>', `${preloads}</head>`);
}

/** What the build's server renderer (dist/server/entry-server.js) answers; see client/src/entry-server.tsx. */
export type ServerRender = { html: string; css: string; records: unknown; locale: string; renderedAt: number };
export type PageRenderer = {
  renderPage(request: {
    url: string;
    languages: readonly string[];
    config: RuntimeConfig;
    fetchGraphQL: (url: string, init: RequestInit) => Promise<Response>;
    signal: AbortSignal;
  }): Promise<ServerRender | null>;
};
/** Past this the visitor gets the plain shell and the client fetches the page itself. */
export const SERVER_RENDER_TIME_LIMIT_MS = 2000;
const ROOT_OPEN = '<div id="root">';
/** The id of the <script type="application/json"> that carries a server-rendered page's records (client/src/relay/server-render.ts). */
export const SERVER_RENDER_DATA_ID = 'oshi-server-render';

/**
 * index.html with a server-rendered page: its markup replaces the shell inside #root, its styles join
 * the head, and its records follow #root as JSON ("<" escaped so no value can close the tag) for the
 * client's store.
 * Null when the template has no #root to fill.
 */
export function withServerRender(html: string, page: ServerRender): string | null {
  const open = html.indexOf(ROOT_OPEN);
  const close = html.lastIndexOf('</div>', html.indexOf('</body>'));
  if (open < 0 || close < open) return null;
  const state = JSON.stringify({ records: page.records, locale: page.locale, renderedAt: page.renderedAt }).replace(/</g, '\\u003c');
  const style = `<style id="stitches">${page.css.replace(/<\//g, '<\\/')}</style>\n  </head>`;
  // After the markup, so the page is parsed and painted first; JSON, parsed only when the client starts.
  const data = `</div>\n    <script type="application/json" id="${SERVER_RENDER_DATA_ID}">${state}</script>`;
  return (html.slice(0, open + ROOT_OPEN.length) + page.html + data + html.slice(close + '</div>'.length)).replace('</head>', () => style);
}

/** The build's server renderer, when the client build has one beside it (dist/server). */
export async function loadPageRenderer(config: Config): Promise<PageRenderer | null> {
  const file = path.resolve(config.CLIENT_DIST, '..', 'server', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

export type WebClientDeps = {
  logger: Logger;
  /** Server rendering: the renderer and the in-process GraphQL endpoint its queries go to. */
  renderer?: PageRenderer | null;
  graphql?: (request: Request) => Promise<Response>;
};

export function createWebClientHandler(config: Config, deps: Partial<WebClientDeps> = {}) {
  const { renderer, graphql, logger } = deps;
  const dist = path.resolve(config.CLIENT_DIST);
  const indexFile = path.join(dist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const template = hasBuild ? fs.readFileSync(indexFile, 'utf8') : '';
  const preloadsFile = path.join(dist, ROUTE_PRELOADS_FILE);
  const routePreloads: RoutePreloads = hasBuild && fs.existsSync(preloadsFile) ? JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) : {};
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
    /** The page rendered as the guest sees it, or null (not a server-rendered route, too slow, failed). */
    const renderForGuest = async (origin: string): Promise<ServerRender | null> => {
      if (!renderer || !graphql || req.method !== 'GET' || (req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`)) return null;
      // Its queries run as this request: same address (rate limits), language and request id.
      const forwarded: Record<string, string> = {};
      for (const name of [REMOTE_ADDRESS_HEADER, 'x-request-id', 'accept-language', 'user-agent']) {
        const value = req.headers[name];
        if (typeof value === 'string') forwarded[name] = value;
      }
      const signal = AbortSignal.timeout(SERVER_RENDER_TIME_LIMIT_MS);
      try {
        return await renderer.renderPage({
          url: new URL(req.url ?? '/', origin + '/').toString(),
          languages: parseLocales(req.headers['accept-language'] ?? null),
          config: runtimeConfigOf(config, origin),
          signal,
          fetchGraphQL: (target, init) => {
            const headers = new Headers(init.headers);
            for (const [name, value] of Object.entries(forwarded)) headers.set(name, value);
            return graphql(new Request(target, { ...init, headers, signal }));
          },
        });
      } catch (err) {
        logger?.warn({ err, url: req.url }, 'server render failed: serving the shell');
        return null;
      }
    };
    const serveIndex = async () => {
      if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/builds/')) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
        return;
      }
      const origin = publicOrigin(config, req);
      const nonce = scriptNonceOf(res);
      const shell = renderIndexHtml(template, config, origin, url.pathname, nonce, preloadsFor(url.pathname, routePreloads));
      const page = await renderForGuest(origin);
      const html = Buffer.from((page && withServerRender(shell, page)) ?? shell);
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      // With a renderer, a guest's page comes in their language and a session gets the shell.
      res.appendHeader('vary', renderer ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding');
      if (!encoding || html.length < MIN_COMPRESSED_BYTES) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
        return void res.end(html);
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-encoding': encoding });
      res.end(compress(html, encoding));
    };
    const serve = () => void serveIndex().catch((error: unknown) => res.destroy(error as Error));
    if (url.pathname === '/' || url.pathname === '/index.html') return serve();
    // sirv pipes a file stream into the response without an error handler: a file gone since start-up or
    // a read failure (EMFILE under load) would be an uncaught error that ends the process. It fails this
    // response alone instead.
    res.once('pipe', (file: NodeJS.ReadableStream) => file.once('error', (error) => res.destroy(error)));
    assets(req, res, serve);
  };
}
