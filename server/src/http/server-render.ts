// Server rendering of a guest's first screens (issue 11): /home, a club and a post come with the page in
// the HTML, so a first visit shows content before the app's scripts have arrived, and the client hydrates
// it with the records it was rendered from. The renderer is the client build's own code
// (client/src/entry-server.tsx, built by scripts/vite-server-render.ts); its GraphQL requests go to this
// server's GraphQL handler in-process, without credentials, as a guest's would. A signed-in visitor,
// another route, a busy server or any failure gets the page rendered by the client, as before.
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../platform/logger.ts';
import { parseLocales } from './accept-language.ts';
import { readSessionToken } from './session-cookie.ts';
import { REMOTE_ADDRESS_HEADER } from './yoga.ts';

/** Written by the client build (scripts/vite-server-render.ts). */
export const SERVER_RENDER_ENTRY = '.vite/render/entry-server.mjs';
/** Renders at once: more would only queue for the two cores' CPU; the next visitors render themselves. */
export const MAX_RENDERS_AT_ONCE = 4;
/**
 * Milliseconds of rendering per second an instance spends at most: a core of two. A rendering costs
 * 60–160 ms where the shell costs 8: addresses nobody asked for before (new posts, sprayed paths) must not
 * take all the CPU from the API. Over it, guests get the shell until the next second.
 */
export const RENDER_BUDGET_MS_PER_SECOND = 1_000;
/** A page that takes longer is left to the client: the visitor is not kept waiting for the HTML. */
export const RENDER_TIMEOUT_MS = 1_500;
/**
 * Every guest sees the same page: one rendering (60–160 ms of CPU) serves all guests asking for the same
 * path in the same language for this long. The client refreshes a club's page on arrival; a post or the
 * home feed may show what it was up to this many seconds ago.
 */
export const RENDERED_PAGE_TTL_MS = 5_000;
const MAX_CACHED_PAGES = 500;

export type RenderedPage = { html: string; css: string; state: { locale: string } & Record<string, unknown> };
type GraphQLRequest = { id?: string | null; name: string };
type EntryModule = {
  renderPage(options: {
    url: string;
    languages: readonly string[];
    config: object;
    fetchQuery: (request: GraphQLRequest, variables: Record<string, unknown>) => Promise<unknown>;
    signal?: AbortSignal;
    onError?: (error: unknown) => void;
  }): Promise<RenderedPage | null>;
};

/** A request's page as a guest sees it, or null: the client renders it. */
export type PageRenderer = (req: IncomingMessage, url: URL, runtimeConfig: object) => Promise<RenderedPage | null>;

/**
 * The renderer of the client build in `clientDist`, or null when the build has none (the client renders
 * every page). `graphql` answers a GraphQL request as the server's endpoint does.
 */
export async function loadPageRenderer(options: {
  clientDist: string;
  logger: Logger;
  graphql: (request: Request) => Promise<Response> | Response;
  /** The clock the budget is kept by, in milliseconds (tests). */
  now?: () => number;
  /**
   * Each event drops every cached rendering (startApp: a post edited, locked, hidden or deleted on any
   * instance), so no guest is served what was rendered before the change.
   */
  invalidations?: AsyncIterable<unknown>;
}): Promise<PageRenderer | null> {
  const now = options.now ?? (() => performance.now());
  const entry = path.resolve(options.clientDist, SERVER_RENDER_ENTRY);
  if (!fs.existsSync(entry)) {
    options.logger.warn({ entry }, 'the client build has no server renderer: every page renders in the browser');
    return null;
  }
  const { renderPage } = (await import(pathToFileURL(entry).href)) as EntryModule;
  // Renderings by path and language, shared by the guests who ask within the TTL (or while it runs).
  const cache = new Map<string, { expires: number; page: Promise<RenderedPage | null> }>();
  // Deaf to changes (the listening failed), it keeps nothing rather than serve what may have been locked.
  let caching = true;
  // A change empties all of it, at most a few seconds of guest pages: a post is on its own page, its club's
  // and /home. A rendering under way is dropped too (it may have read the post before the change).
  if (options.invalidations) {
    const invalidations = options.invalidations;
    void (async () => {
      for await (const _ of invalidations) cache.clear();
    })().catch((err: unknown) => {
      caching = false;
      cache.clear();
      options.logger.error({ err }, 'the render cache no longer hears of changed posts: guest pages are rendered each time');
    });
  }
  let rendering = 0;
  // Rendering time spent in the current second.
  const budget = { second: -1, spentMs: 0 };
  const render = async (req: IncomingMessage, url: URL, languages: string[], runtimeConfig: object): Promise<RenderedPage | null> => {
    const started = now();
    const second = Math.floor(started / 1000);
    if (second !== budget.second) Object.assign(budget, { second, spentMs: 0 });
    if (rendering >= MAX_RENDERS_AT_ONCE || budget.spentMs >= RENDER_BUDGET_MS_PER_SECOND) return null;
    rendering += 1;
    const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    const headers = {
      'content-type': 'application/json',
      'x-oshi-client': 'web',
      'accept-language': req.headers['accept-language'] ?? '',
      'user-agent': req.headers['user-agent'] ?? '',
      'x-request-id': String(req.headers['x-request-id'] ?? ''),
      [REMOTE_ADDRESS_HEADER]: String(req.headers[REMOTE_ADDRESS_HEADER] ?? ''),
    };
    try {
      return await renderPage({
        url: url.href,
        languages,
        config: runtimeConfig,
        signal,
        onError: (error) => options.logger.warn({ err: error, url: url.pathname }, 'server rendering failed: the client renders the page'),
        fetchQuery: async (request, variables) => {
          const response = await options.graphql(
            new Request(new URL('/graphql', url), {
              method: 'POST',
              headers,
              body: JSON.stringify({ documentId: request.id, operationName: request.name, variables }),
              signal,
            }),
          );
          if (!response.ok) throw new Error(`${request.name} answered ${response.status}`);
          return response.json();
        },
      });
    } catch (error) {
      if (!signal.aborted) options.logger.warn({ err: error, url: url.pathname }, 'server rendering failed: the client renders the page');
      return null;
    } finally {
      rendering -= 1;
      if (Math.floor(started / 1000) === budget.second) budget.spentMs += now() - started;
    }
  };
  return async (req, url, runtimeConfig) => {
    if (req.method !== 'GET' || readSessionToken(req.headers.cookie) !== null || req.headers.authorization) return null;
    const languages = parseLocales(req.headers['accept-language'] ?? null);
    const key = `${url.pathname}${url.search}\n${languages.join(',')}`;
    const at = now();
    const cached = cache.get(key);
    if (cached && cached.expires > at) return cached.page;
    const page = render(req, url, languages, runtimeConfig);
    if (!caching) return page;
    cache.delete(key);
    cache.set(key, { expires: at + RENDERED_PAGE_TTL_MS, page });
    // Oldest first: drop what is over the bound, and a page not rendered is not kept.
    for (const [oldKey, entry] of cache) {
      if (cache.size <= MAX_CACHED_PAGES && entry.expires > at) break;
      cache.delete(oldKey);
    }
    void page.then((rendered) => rendered === null && cache.get(key)?.page === page && cache.delete(key));
    return page;
  };
}
