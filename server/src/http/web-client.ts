// Serves the built React client: hashed assets with a long cache, build metadata never cached,
// and index.html for every other path (history fallback) with per-request head tags and the
// runtime configuration the client reads at start.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
// The client's own site titles and descriptions, so a rendered page's head reads in the page's language.
import { metadataFor } from '../../../client/src/i18n/metadata.ts';
import { isSupportedLocale } from '../../../client/src/i18n/locales.ts';
import type { Config } from '../platform/config.ts';
import { parseLocales } from './accept-language.ts';
import { compress, MIN_COMPRESSED_BYTES, preferredEncoding } from './compression.ts';
import { scriptNonceOf } from './security-headers.ts';
import type { PageRenderer, RenderedPage } from './server-render.ts';

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
/** index.html's shell inside #root, between these, is replaced by a server-rendered page. */
const ROOT_CONTENT = /<!--oshi:root-->[\s\S]*<!--\/oshi:root-->/;
/** Read by the client (client/src/app/server-render.ts). */
const SERVER_RENDER_STATE_ID = 'oshi-server-render';
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
  /** The page rendered by the server: its markup, styles and state replace the shell and the first query. */
  rendered?: RenderedPage | null;
  /** The browser's languages, best first: an English page's title and description may be in vi, id, th or ru. */
  languages?: readonly string[];
};

/** JSON inside <script>: "<" escaped so no value can close the tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderIndexHtml(template: string, config: Config, origin: string, pathname: string, extras: IndexHtmlExtras = {}): string {
  const { scriptNonce, modulePreloads = [], firstQueryScript, rendered, languages = [] } = extras;
  const canonical = new URL(pathname, origin + '/').toString();
  const nonce = scriptNonce ? ` nonce="${scriptNonce}"` : '';
  const head = [
    `<link rel="canonical" href="${canonical.replace(/"/g, '%22')}">`,
    `<meta property="og:url" content="${canonical.replace(/"/g, '%22')}">`,
    `<script${nonce}>window.__OSHI_CONFIG__=${scriptJson(runtimeConfigOf(config, origin))}</script>`,
    // A rendered page brings its data. The build checked the script holds no "</script" (scripts/vite-first-query.ts).
    ...(firstQueryScript && !rendered ? [`<script${nonce}>${firstQueryScript}</script>`] : []),
    // Stitches' rules hold no "</style": its values come from the theme and the components, not from data.
    ...(rendered ? [`<style>${rendered.css}</style>`] : []),
  ].join('\n    ');
  // After the entry's own preloads (end of <head>): the entry and the framework come first.
  const preloads = modulePreloads.map((file) => `<link rel="modulepreload" crossorigin href="/${encodeURI(file)}">\n  `).join('');
  const page = template.replace(HEAD_MARKER, () => head).replace('</head>', `${preloads}</head>`);
  return rendered ? withRenderedPage(page, rendered, nonce, languages) : page;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** index.html's site title and the meta tags that repeat it or the description (client/index.html). */
const TITLE = /<title>[^<]*<\/title>/;
const TITLE_META = /(<meta property="og:title" content=")[^"]*"/;
const DESCRIPTION_META = /(<meta (?:name="description"|property="og:description") content=")[^"]*"/g;
const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The site title, description and og tags in the page's language: link previews and crawlers read them
 * before any script runs (the client sets them again, and the page's own title, when it starts).
 */
function withSiteMetadata(page: string, locale: string, languages: readonly string[]): string {
  if (!isSupportedLocale(locale)) return page;
  const { title, description } = metadataFor(locale, languages);
  return page
    .replace(TITLE, () => `<title>${htmlText(title)}</title>`)
    .replace(TITLE_META, (_, start: string) => `${start}${htmlText(title)}"`)
    .replace(DESCRIPTION_META, (_, start: string) => `${start}${htmlText(description)}"`);
}

/**
 * The page in #root, its state before </body>, and the scripts asked for once the page has been painted:
 * the page shows without them, and they would otherwise hold the first paint while they run.
 */
function withRenderedPage(page: string, rendered: RenderedPage, nonce: string, languages: readonly string[]): string {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) throw new Error('index.html has no entry script to load after the rendered page');
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loader = [
    `(function(){var go=function(){if(go.done)return;go.done=1;`,
    `var preloads=${scriptJson(preloads)};for(var i=0;i<preloads.length;i++){var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=preloads[i];document.head.appendChild(link)}`,
    `var entry=document.createElement('script');entry.type='module';entry.crossOrigin='';entry.src=${scriptJson(entry)};document.head.appendChild(entry)};`,
    // After the next frame; a hidden tab gets none.
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,100)})()`,
  ].join('');
  const state = `<script type="application/json" id="${SERVER_RENDER_STATE_ID}">${scriptJson(rendered.state)}</script>`;
  return withSiteMetadata(page, rendered.state.locale, languages)
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<html lang="[^"]*"/, `<html lang="${rendered.state.locale}"`)
    .replace(ROOT_CONTENT, () => rendered.html)
    .replace('</body>', () => `${state}\n    <script${nonce}>${loader}</script>\n  </body>`);
}

export function createWebClientHandler(config: Config, options: { renderPage?: PageRenderer | null } = {}) {
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
    const serveIndex = async () => {
      if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/builds/')) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
        return;
      }
      const origin = publicOrigin(config, req);
      const rendered = options.renderPage ? await options.renderPage(req, new URL(req.url ?? '/', origin), runtimeConfigOf(config, origin)) : null;
      const html = Buffer.from(
        renderIndexHtml(template, config, origin, url.pathname, {
          scriptNonce: scriptNonceOf(res),
          modulePreloads: preloadsFor(url.pathname, routePreloads),
          firstQueryScript,
          rendered,
          languages: parseLocales(req.headers['accept-language'] ?? null),
        }),
      );
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      // A guest's page is rendered in the browser's language; a signed-in visitor's is not rendered here.
      res.appendHeader('vary', options.renderPage ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding');
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
    assets(req, res, () => void serveIndex().catch((error: unknown) => res.destroy(error as Error)));
  };
}
