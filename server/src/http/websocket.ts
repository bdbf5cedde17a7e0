// GraphQL subscriptions over graphql-ws on the same /graphql path. Operations run through
// yoga.getEnveloped so the HTTP plugins (limits, persisted operations, context) apply here too.
// Credentials: the upgrade's session cookie, or `{ authorization: "Bearer <API token>" }` in
// connectionParams; they are checked at connection and again before events are delivered, so a socket
// ends (4401) soon after its session or token does. Browsers may connect only from our own origins.
import { GraphQLError, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { IncomingMessage, Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Config } from '../platform/config.ts';
import { allowsArbitraryOperations, REMOTE_ADDRESS_HEADER, type GraphQLServer } from './yoga.ts';
import { authenticate } from './authentication.ts';
import { persistedIdOf } from './persisted-operations.ts';

/** Close codes beside graphql-ws's own (4400 bad request, 4401 unauthorized, 4403 forbidden). */
export const WS_CLOSE = { badRequest: 4400, unauthorized: 4401 } as const;

/** How long a positive credential check is trusted before the next event re-checks it (ms). */
export const CREDENTIAL_RECHECK_MS = 1_000;

/** connectionParams the server understands; anything else is refused rather than ignored. */
const CONNECTION_PARAMS = new Set(['authorization', 'anonymousId']);

type SocketAuth = {
  /** From connectionParams; sent on as the Authorization header of every operation. */
  authorization: string | null;
  /** Whether the socket carries credentials at all (a guest has nothing to re-check). */
  credentialed: boolean;
  checkedAt: number;
  checking: Promise<boolean> | null;
};

function toRequest(req: IncomingMessage, authorization: string | null = null): Request {
  const headers = new Headers({ [REMOTE_ADDRESS_HEADER]: req.socket.remoteAddress ?? '' });
  for (const [key, value] of Object.entries(req.headers)) {
    if (key === REMOTE_ADDRESS_HEADER) continue;
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  if (authorization) headers.set('authorization', authorization);
  return new Request(`http://localhost${req.url ?? '/graphql'}`, { headers });
}

async function viewerOf(request: Request) {
  const auth = await authenticate(request.headers);
  return 'expired' in auth ? null : auth.viewer;
}

/**
 * Browsers always send Origin on a websocket upgrade and do not apply CORS to it: only our own origins
 * (PUBLIC_URL, ALLOWED_ORIGINS, or the same host when PUBLIC_URL is unset) may open one with the
 * fan's cookie. No Origin at all is a non-browser client, which carries no ambient cookie.
 */
export function websocketOriginAllowed(config: Config, origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (config.PUBLIC_URL && parsed.origin === new URL(config.PUBLIC_URL).origin) return true;
  if (config.ALLOWED_ORIGINS?.includes(parsed.origin)) return true;
  return !config.PUBLIC_URL && !!host && parsed.host === host;
}

export function attachWebSocketServer(options: {
  server: Server;
  yoga: GraphQLServer;
  config: Config;
  persisted: Map<string, string>;
}) {
  const { yoga, config, persisted } = options;
  const wsServer = new WebSocketServer({
    server: options.server,
    path: '/graphql',
    verifyClient: (info, done) => {
      if (websocketOriginAllowed(config, info.origin || undefined, info.req.headers.host)) return done(true);
      done(false, 403, 'Origin not allowed');
    },
  });
  const auths = new WeakMap<WebSocket, SocketAuth>();

  /** Whether the socket's credentials still hold; re-asked at most every CREDENTIAL_RECHECK_MS. */
  const stillAuthenticated = (socket: WebSocket, request: IncomingMessage): Promise<boolean> => {
    const state = auths.get(socket);
    if (!state?.credentialed || Date.now() - state.checkedAt < CREDENTIAL_RECHECK_MS) return Promise.resolve(true);
    state.checking ??= authenticate(toRequest(request, state.authorization).headers)
      .then((result) => {
        state.checkedAt = Date.now();
        return !('expired' in result);
      })
      .finally(() => {
        state.checking = null;
      });
    return state.checking;
  };

  const disposable = useServer(
    {
      onConnect: async (ctx) => {
        const { socket, request } = ctx.extra;
        const params = ctx.connectionParams ?? {};
        const unknown = Object.keys(params).filter((key) => !CONNECTION_PARAMS.has(key));
        if (unknown.length) {
          socket.close(WS_CLOSE.badRequest, `Unknown connectionParams: ${unknown.join(', ')}`.slice(0, 120));
          return false;
        }
        let authorization: string | null = null;
        if (params.authorization !== undefined) {
          if (typeof params.authorization !== 'string' || !/^bearer \S+$/i.test(params.authorization.trim())) {
            socket.close(WS_CLOSE.badRequest, 'connectionParams.authorization must be "Bearer <API token>"');
            return false;
          }
          authorization = params.authorization.trim();
        }
        const result = await authenticate(toRequest(request, authorization).headers);
        if ('expired' in result) {
          socket.close(WS_CLOSE.unauthorized, result.reason === 'token' ? 'Invalid API token' : 'Session expired; sign in again');
          return false;
        }
        auths.set(socket, { authorization, credentialed: Boolean(result.viewer), checkedAt: Date.now(), checking: null });
        return true;
      },
      onNext: async (ctx) => {
        const { socket, request } = ctx.extra;
        if (await stillAuthenticated(socket, request)) return;
        // Closing first: graphql-ws sends nothing on a socket that is no longer open.
        socket.close(WS_CLOSE.unauthorized, 'The session has ended');
        return { errors: [{ message: 'The session has ended' }] };
      },
      execute: (args) => (args.rootValue as { execute: (a: ExecutionArgs) => unknown }).execute(args) as never,
      subscribe: (args) =>
        (args.rootValue as { subscribe: (a: ExecutionArgs) => unknown }).subscribe(args) as never,
      onSubscribe: async (ctx, _id, payload) => {
        const request = toRequest(ctx.extra.request, auths.get(ctx.extra.socket)?.authorization ?? null);
        const persistedId = persistedIdOf(payload as never);
        let query = payload.query;
        if (persistedId) {
          const text = persisted.get(persistedId);
          if (!text) return [new GraphQLError('PersistedQueryNotFound')];
          query = text;
        } else if (!allowsArbitraryOperations(config, await viewerOf(request))) {
          return [new GraphQLError('PersistedQueryOnly')];
        }
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          request,
          socket: ctx.extra.socket,
          params: { ...payload, query },
        });
        try {
          const document = parse(query);
          // The limits plugin throws from validation rather than returning errors.
          const errors = validate(schema, document);
          if (errors.length) return errors;
          return {
            schema,
            operationName: payload.operationName,
            document,
            variableValues: payload.variables,
            contextValue: await contextFactory(),
            rootValue: { execute, subscribe },
          } satisfies ExecutionArgs;
        } catch (error) {
          // Re-created here: the thrower may hold another copy of graphql, and graphql-ws checks instanceof.
          if ((error as Error)?.name === 'GraphQLError') return [new GraphQLError((error as Error).message)];
          throw error;
        }
      },
    },
    wsServer,
  );
  return {
    close: async () => {
      for (const client of wsServer.clients) client.terminate();
      await disposable.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
