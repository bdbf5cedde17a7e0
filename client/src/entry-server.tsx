// Server rendering of a guest's first screens (issue 11): /home, a club and a post come with their page in
// the HTML, so a first visit shows content before the scripts have arrived. The server imports the build
// of this file (scripts/vite-server-render.ts → <client dist>/.vite/render/entry-server.mjs) and answers
// its GraphQL requests in-process, without credentials: what it renders is what any guest may read. The
// client hydrates it with the same data (main.tsx, app/server-render.ts).
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { getRuntimeConfig, type RuntimeConfig } from './app/config';
import { AppProviders } from './app/providers';
import { buildRoutes } from './app/router';
import { SERVER_RENDERED_ROUTES, type ServerRenderState } from './app/server-render';
import { detectLocale } from './i18n/locales';
import { loadMessages } from './i18n/messages';
import { getCssText } from './theme/stitches.config';

export type { ServerRenderState };

export interface RenderPageOptions {
  /** The page's absolute URL. */
  url: string;
  /** The browser's languages (Accept-Language), best first: the page's language as the client detects it. */
  languages: readonly string[];
  config: Partial<RuntimeConfig>;
  /** Answers the page's GraphQL requests; a failed one (thrown, or errors in the answer) renders nothing. */
  fetchQuery: (request: RequestParameters, variables: Variables) => Promise<GraphQLResponse>;
  /** Gives up rendering (the client renders the page then). */
  signal?: AbortSignal;
  /** Told of an error while rendering: the page is not rendered then. */
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The styles the markup uses (Stitches). */
  css: string;
  state: ServerRenderState;
}

/**
 * The page at `url` as a guest sees it, or null when the route is not server-rendered or did not render
 * as a page (an error, a redirect): the client then renders it as before.
 */
export async function renderPage({ url, languages, config, fetchQuery, signal, onError }: RenderPageOptions): Promise<RenderedPage | null> {
  // A request that failed would render an error state into the page: the client renders it instead.
  let failed = false;
  const fetchOrFail = async (request: RequestParameters, variables: Variables) => {
    try {
      const answer = await fetchQuery(request, variables);
      if ('errors' in answer && answer.errors?.length) failed = true;
      return answer;
    } catch (error) {
      failed = true;
      throw error;
    }
  };
  const environment = new Environment({ network: Network.create(fetchOrFail), store: new Store(new RecordSource()) });
  const runtimeConfig = getRuntimeConfig(config);
  const routes = buildRoutes({ environment, config: runtimeConfig });
  const matches = matchRoutes(routes, new URL(url).pathname);
  const leaf = matches?.[matches.length - 1]?.route.id;
  if (leaf === undefined || !SERVER_RENDERED_ROUTES.has(leaf)) return null;
  const locale = detectLocale(languages);
  await loadMessages(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
  const renderedAt = Date.now();
  const { prelude } = await prerenderToNodeStream(
    <AppProviders environment={environment} config={runtimeConfig} locale={locale} renderedAt={renderedAt}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </AppProviders>,
    {
      signal,
      // Every Suspense boundary's content in place: a big one would otherwise come outlined, revealed by an
      // inline script that the page's content security policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failed = true;
        onError?.(error);
      },
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (failed || signal?.aborted) return null;
  return { html, css: getCssText(), state: { locale, renderedAt, records: environment.getStore().getSource().toJSON() } };
}
