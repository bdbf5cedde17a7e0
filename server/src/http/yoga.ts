// GraphQL over HTTP. The same envelop plugins run for websocket operations (see websocket.ts).
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createYoga, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import crypto from 'node:crypto';
import type { Context } from '../graphql/context.ts';
import { schema } from '../graphql/schema.ts';
import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';
import type { PubSub } from '../platform/pubsub.ts';
import type { Viewer } from '../platform/viewer.ts';
import { parseLocales } from './accept-language.ts';
import { authenticate, authenticationOf, GUEST, setCookieOn, useAuthentication } from './authentication.ts';
import { persistedIdOf } from './persisted-operations.ts';
import { useResponseCompression } from './compression.ts';
import { unexpectedErrorReporter, useUnexpectedErrorLogging } from './error-logging.ts';
import { useOperationMetrics } from './operation-metrics.ts';
import { useInputLimits } from './input-limits.ts';
import { useInputValidationErrors } from './input-errors.ts';
import { graphiqlPolicy } from './security-headers.ts';
import type { Metrics } from '../platform/metrics.ts';
import { useSharedEventExecution } from '../graphql/shared-execution.ts';
import { useQuerySlots } from './query-slots.ts';
import { usePageSizeCost } from './page-size-cost.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../graphql/builder.ts';

/**
 * Limits against abusive documents; they apply to persisted and arbitrary operations alike.
 * The cost grows by 1.5× per level of nesting, so a Relay mutation that returns a whole comment thread
 * costs thousands (createComment ~5,200) while one abusive nested list costs millions: the cost limit
 * leaves our own screens room to grow. document-limits.test.ts checks every persisted operation.
 */
export const DOCUMENT_LIMITS = {
  maxDepth: 12,
  maxCost: 20_000,
  // The same cost with every page as it will be served (page sizes from variables, 20 where none is given):
  // the post page's comments with 20 replies each cost 644,000 at 30 comments and 2.7 million at 50, about a
  // thousand rich rows; 15 aliases of 20 × 100 × 100 rows cost 22 million.
  maxServedCost: 3_000_000,
  maxAliases: 15,
  maxTokens: 2000,
  maxDirectives: 50,
} as const;

/**
 * The limits as an envelop plugin. Fragments are flattened for depth and cost: Relay splits every screen
 * into colocated fragments, and counting each spread as a level of nesting would treat ordinary screens
 * (a post with its comments) like abusive documents. The fields inside fragments still count.
 */
export function useDocumentLimits(config: Pick<Config, 'NODE_ENV'>) {
  return EnvelopArmorPlugin({
    maxDepth: { n: DOCUMENT_LIMITS.maxDepth, flattenFragments: true },
    costLimit: { maxCost: DOCUMENT_LIMITS.maxCost, flattenFragments: true },
    maxAliases: { n: DOCUMENT_LIMITS.maxAliases },
    maxTokens: { n: DOCUMENT_LIMITS.maxTokens },
    maxDirectives: { n: DOCUMENT_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: config.NODE_ENV === 'production' },
  });
}

export type YogaDeps = {
  config: Config;
  logger: Logger;
  pubsub: PubSub;
  persisted: Map<string, string>;
  metrics?: Metrics;
};

/** Header the HTTP layer sets from the socket (never trusted from the client). */
export const REMOTE_ADDRESS_HEADER = 'x-oshi-remote-address';

const noCookies = () => undefined;

export function createContextFactory(deps: YogaDeps) {
  const secureCookies = deps.config.NODE_ENV === 'production';
  return async (request: Request): Promise<Context> => {
    const requestId = request.headers.get('x-request-id') ?? crypto.randomUUID();
    // HTTP requests were authenticated by the plugin; websocket operations are authenticated here.
    let auth = authenticationOf(request);
    const fromHttp = !!auth;
    if (!auth) {
      const result = await authenticate(request.headers);
      // A websocket keeps its context for every event: levels read now would go stale, so it reads its own.
      auth = 'viewer' in result ? { ...result, subscriptionLevels: null } : GUEST;
    }
    return {
      requestId,
      ...auth,
      locales: parseLocales(request.headers.get('accept-language')),
      client: { ip: request.headers.get(REMOTE_ADDRESS_HEADER), userAgent: request.headers.get('user-agent') },
      // A websocket operation (authenticated here, not by the plugin) has no response to set cookies on.
      setCookie: fromHttp ? (cookie) => setCookieOn(request, cookie) : noCookies,
      secureCookies,
      pubsub: deps.pubsub,
      transport: fromHttp ? 'http' : 'websocket',
    };
  };
}

/**
 * Subscriptions are served over the websocket only. There each event re-checks the socket's credentials
 * (sign-out, suspension, a revoked token end it) and reads the viewer's plan levels afresh; yoga would also
 * stream them over HTTP (server-sent events), where neither happens.
 */
export function useWebsocketSubscriptionsOnly(): Plugin<Record<string, never>, Context> {
  return {
    onSubscribe({ args, setResultAndStopExecution }) {
      if (args.contextValue.transport === 'websocket') return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError('Subscriptions are served over the websocket at /graphql (graphql-transport-ws protocol), not over HTTP', {
            extensions: { code: 'WEBSOCKET_REQUIRED' },
          }),
        ],
      });
    },
  };
}

/** Arbitrary documents are open in dev mode (GraphiQL) and otherwise need a signed-in user or API token. */
export function allowsArbitraryOperations(config: Config, viewer: Viewer | null | undefined): boolean {
  return config.DEV_MODE || Boolean(viewer);
}

export function createGraphQLServer(deps: YogaDeps) {
  const { config, persisted } = deps;
  const contextFactory = createContextFactory(deps);
  const reportUnexpectedErrors = unexpectedErrorReporter(deps.logger);
  // The page is the same for every request: rendered once, its inline scripts allowed by hash.
  let graphiql: { html: string; policy: string } | null = null;
  const renderOwnGraphiQL: typeof renderGraphiQL = (options) => {
    if (!graphiql) {
      const html = renderGraphiQL(options);
      graphiql = { html, policy: graphiqlPolicy(html) };
    }
    return graphiql.html;
  };
  return createYoga<Record<string, never>, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // GraphiQL's requests carry a CSRF header: state-changing requests need one (see cross-origin.ts).
    graphiql: { title: 'Oshi GraphQL API', subscriptionsProtocol: 'WS', additionalHeaders: { 'x-graphql-yoga-csrf': 'graphiql' } },
    // GraphiQL served from our own bundle, not a CDN: it must work offline and behind firewalls.
    renderGraphiQL: renderOwnGraphiQL,
    logging: false,
    // CORS is answered for every route in app.ts; yoga's own would reflect any origin.
    cors: false,
    maskedErrors: config.NODE_ENV === 'production',
    // app.ts reads every request body within MAX_BODY before yoga sees it; yoga's own limit would pipe
    // the body already read through a counting stream once more on every request (about 2% of the CPU).
    maxRequestBodySize: false,
    context: ({ request }: YogaInitialContext) => contextFactory(request),
    plugins: [
      useAuthentication({ secureCookies: config.NODE_ENV === 'production' }),
      {
        onResponse({ response }) {
          if (graphiql && response.headers.get('content-type')?.startsWith('text/html')) response.headers.set('content-security-policy', graphiql.policy);
        },
      },
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'x-oshi-client'] }),
      usePersistedOperations({
        getPersistedOperation: (id) => persisted.get(id) ?? null,
        extractPersistedOperationId: (params) => persistedIdOf(params as never),
        allowArbitraryOperations: (request) => allowsArbitraryOperations(config, authenticationOf(request)?.viewer),
      }),
      useDocumentLimits(config),
      // The cost again, with the page sizes the variables ask for (the armor rule counts only written ones).
      usePageSizeCost({ maxCost: DOCUMENT_LIMITS.maxServedCost, defaultPage: DEFAULT_PAGE_SIZE, maxPage: MAX_PAGE_SIZE }),
      useInputLimits(),
      useInputValidationErrors(),
      useUnexpectedErrorLogging(reportUnexpectedErrors),
      useQuerySlots({ concurrency: config.QUERY_CONCURRENCY, maxQueue: config.QUERY_QUEUE }),
      useWebsocketSubscriptionsOnly(),
      // Subscription events run once per group of subscribers who get the same answer.
      useSharedEventExecution({ onExecuted: (result, args) => reportUnexpectedErrors(result, args.contextValue as Context, args.operationName) }),
      ...(deps.metrics ? [useOperationMetrics(deps.metrics)] : []),
      // Last: it compresses the answer the other plugins have finished.
      useResponseCompression(),
    ],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
