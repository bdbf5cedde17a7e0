// Server rendering of a first screen (issue 11): /home, a club and a post arrive with their content in
// the HTML, so it paints before any script has loaded; the client then hydrates it (main.tsx). Vite's
// ssr environment builds this file into dist/server; server/src/http/web-client.ts calls it and serves
// the plain shell whenever it answers null or fails.
import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PreloadedQuery } from 'react-relay/hooks';
import type { OperationType } from 'relay-runtime';
import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';
import type { RuntimeConfig } from './app/config';
import { AppProviders } from './app/providers';
import { buildRoutes } from './app/router';
import { serverRenderedRoute } from './app/route-table';
import { detectLocale, type Locale } from './i18n/locales';
import { loadMessages } from './i18n/messages';
import { createRelayEnvironment } from './relay/environment';
import { getCssText } from './theme/stitches.config';

export interface ServerRenderRequest {
  /** The page's absolute URL. */
  url: string;
  /** The visitor's Accept-Language, parsed in order of preference. */
  languages: readonly string[];
  config: RuntimeConfig;
  /** Runs a GraphQL request of the page's queries as the visitor (in process, with their headers). */
  fetchGraphQL: (url: string, init: RequestInit) => Promise<Response>;
  /** Aborts the render (the server's time limit); the page then gets the plain shell. */
  signal: AbortSignal;
}

export interface ServerRender {
  /** The markup of #root. */
  html: string;
  /** The stylesheet the markup needs (Stitches), for a <style> in the head. */
  css: string;
  /** Everything the page's queries fetched: the client's Relay store starts from it and fetches nothing. */
  records: RecordMap;
  locale: Locale;
  /** When it was rendered (ms since epoch); the client hydrates times as of then. */
  renderedAt: number;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Resolves when a loader's query (a `{ queryRef }` from route-table's preload) has answered or failed. */
function queryDone(loaderData: unknown): Promise<void> {
  const source = (loaderData as { queryRef?: PreloadedQuery<OperationType> } | null)?.queryRef?.source;
  if (!source) return Promise.resolve();
  return new Promise((resolve) => source.subscribe({ complete: () => resolve(), error: () => resolve(), unsubscribe: () => resolve() }));
}

/** The page rendered with its data, or null when its route is not server-rendered or did not render plainly. */
export async function renderPage(request: ServerRenderRequest): Promise<ServerRender | null> {
  const { pathname } = new URL(request.url);
  const route = serverRenderedRoute(pathname);
  if (!route) return null;
  const locale = detectLocale(request.languages);
  // The page's module first: its query's artifact is then registered, so the loader's query is executed
  // into the store as it answers and can be awaited.
  await Promise.all([loadMessages(locale), route.page()]);
  const environment = createRelayEnvironment({
    baseUrl: new URL(request.url).origin,
    fetch: (input, init) => request.fetchGraphQL(String(input), init ?? {}),
    // The server forwards the visitor's own cookie; the client-side session logic does not apply here.
    isLoggedIn: () => false,
    getAnonymousId: () => '',
    languages: () => request.languages,
    subscribe: null,
  });
  const handler = createStaticHandler(buildRoutes({ environment, config: request.config }));
  const context = await handler.query(new Request(request.url, { signal: request.signal }));
  // A redirect, an error page or a 404 renders on the client as before.
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
  // Render once the page's queries have answered: nothing suspends then, so the HTML is the page itself
  // (a boundary still waiting would need an inline script to appear).
  await Promise.all(Object.values(context.loaderData).map(queryDone));
  const router = createStaticRouter(handler.dataRoutes, context);
  let failed = false;
  const renderedAt = Date.now();
  const { prelude } = await prerenderToNodeStream(
    <AppProviders environment={environment} config={request.config} locale={locale} renderedAt={renderedAt}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    {
      signal: request.signal,
      // One document, no boundary outlined into a later chunk revealed by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A query error or a component that cannot render here: the client renders the page itself.
      onError: () => {
        failed = true;
      },
    },
  );
  const html = await streamToString(prelude);
  // A part that suspended on something besides the page's query (a lazy component) came out as a hidden
  // template and an inline script: the client renders that page itself.
  if (failed || html.includes('<template')) return null;
  return { html, css: getCssText(), records: environment.getStore().getSource().toJSON(), locale, renderedAt };
}
