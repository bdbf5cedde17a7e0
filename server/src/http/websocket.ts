// GraphQL subscriptions over graphql-ws on the same /graphql path. Operations run through
// yoga.getEnveloped so the HTTP plugins (limits, persisted operations, context) apply here too.
// Credentials: the upgrade's session cookie, or `{ authorization: "Bearer <API token>" }` in
// connectionParams; they are checked at connection and again before events are delivered, so a socket
// ends (4401) soon after its session or token does, or (4403 "Account suspended") its account is suspended:
// the client then asks over HTTP, whose 403 AccountSuspended says why and until when. Browsers may connect only from our own origins.
// A live event's shared result is written straight to each subscriber's socket (SocketDelivery), not
// through graphql-ws's per-subscriber pipeline.
import { GraphQLError, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { IncomingMessage, Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Config } from '../platform/config.ts';
import { addressBlock } from '../platform/rate-limit.ts';
import { MAX_BODY } from './routes.ts';
import { allowsArbitraryOperations, REMOTE_ADDRESS_HEADER, type GraphQLServer } from './yoga.ts';
import { authenticate, credentialOf, credentialStates, type Credential } from './authentication.ts';
import { persistedIdOf } from './persisted-operations.ts';
import { ownContext, type Context } from '../graphql/context.ts';
import { deliverDirectly, type DirectDelivery } from '../graphql/shared-execution.ts';

/** Close codes beside graphql-ws's own (4400 bad request, 4401 unauthorized, 4403 forbidden). */
export const WS_CLOSE = { badRequest: 4400, unauthorized: 4401, suspended: 4403, tooManyConnections: 4429 } as const;
export const SUSPENDED_CLOSE_REASON = 'Account suspended';

/** How long a positive credential check is trusted before the next event re-checks it (ms), as of the event's arrival. */
export const CREDENTIAL_RECHECK_MS = 1_000;

/** A socket with more than this waiting to be written gets its results through graphql-ws, one write at a time. */
const MAX_DIRECT_BUFFERED_BYTES = 1 << 20;

/** connectionParams the server understands; anything else is refused rather than ignored. */
const CONNECTION_PARAMS = new Set(['authorization', 'anonymousId']);

type SocketAuth = {
  /** The session or API token to re-check; null for a guest (nothing to re-check). */
  credential: Credential | null;
  checkedAt: number;
  /** The credential no longer holds ('ended', or its account 'suspended'): the socket closes on its next event. */
  revoked: false | 'ended' | 'suspended';
  /** The signed-in user the socket counts against, or the guest's address. */
  userId: string | null;
  guestAddress: string | null;
  /** The upgrade request's headers, with connectionParams' authorization: each operation's context is made from them. */
  headers: Record<string, string>;
};

type Enveloped = { execute: (args: ExecutionArgs) => unknown; subscribe: (args: ExecutionArgs) => unknown };

/** The operation's enveloped execute and subscribe, taken out of its arguments (see onSubscribe). */
function enveloped(args: ExecutionArgs): Enveloped {
  const functions = args.rootValue as Enveloped;
  (args as { rootValue: unknown }).rootValue = undefined;
  return functions;
}

/** A graphql-ws connection, seen through its open operations. */
type Connection = { subscriptions: object };

const tooManySubscriptions = (where: string, limit: number) =>
  new GraphQLError(`Too many subscriptions ${where} (at most ${limit}); complete some first`, {
    extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', limit },
  });

/** Whether the socket's credentials are to be re-checked before its next event (or will be within `ahead` ms). */
const due = (state: SocketAuth, ahead = 0) => !!state.credential && !state.revoked && Date.now() - state.checkedAt >= CREDENTIAL_RECHECK_MS - ahead;

/**
 * A re-check also takes the sockets due within this time: else those falling due while the sweep's event is
 * still reaching thousands of sockets would each wait for one more sweep.
 */
const SWEEP_AHEAD_MS = CREDENTIAL_RECHECK_MS / 2;

/**
 * Shared event results go straight to the socket (see DirectDelivery) while its credentials are fresh and it
 * keeps up with what it was sent. Otherwise graphql-ws's own path takes the result: onNext closes a socket
 * whose credentials ended, and each write is awaited before the subscriber's next event. A class, not
 * closures: every open subscription holds one.
 */
class SocketDelivery implements DirectDelivery {
  /** The start of each `next` message of this subscription, before the shared result, and its UTF-8 length. */
  private readonly prefix: string;
  private readonly prefixBytes: number;

  constructor(
    private readonly socket: WebSocket,
    private readonly state: SocketAuth,
    private readonly recheckDueSockets: () => Promise<void>,
    operationId: string,
  ) {
    this.prefix = `{"id":${JSON.stringify(operationId)},"type":"next","payload":`;
    this.prefixBytes = Buffer.byteLength(this.prefix);
  }

  prepare(): boolean | Promise<boolean> {
    const { state } = this;
    if (!due(state)) return !state.revoked;
    // A re-check already under way may have listed the due sockets before this one was due: then one more.
    // A failed re-check leaves the socket due: its result then takes graphql-ws's path, which asks again.
    return this.recheckDueSockets()
      .then(() => (due(state) ? this.recheckDueSockets() : undefined))
      .then(
        () => !state.revoked && !due(state),
        () => false,
      );
  }

  send(resultJson: Buffer): boolean {
    const { socket } = this;
    if (this.state.revoked || socket.bufferedAmount > MAX_DIRECT_BUFFERED_BYTES) return false;
    // A closing socket drops the result, as graphql-ws does.
    if (socket.readyState !== socket.OPEN) return true;
    // Written as bytes around the shared ones: no string of the whole message per socket.
    const message = Buffer.allocUnsafe(this.prefixBytes + resultJson.length + 1);
    message.write(this.prefix);
    resultJson.copy(message, this.prefixBytes);
    message[message.length - 1] = CLOSING_BRACE;
    socket.send(message, TEXT_FRAME);
    return true;
  }
}

const CLOSING_BRACE = 0x7d;
const TEXT_FRAME = { binary: false };

/** The upgrade's own headers, which no operation reads. */
const HANDSHAKE_HEADER = /^(sec-websocket-|upgrade$|connection$)/;

// The remote-address header was set by app.ts from the socket (and trusted proxies) on upgrade. A plain
// record: a socket keeps it while open, and a Headers object costs several times as much memory.
function headersOf(req: IncomingMessage, authorization: string | null): Record<string, string> {
  const headers: Record<string, string> = Object.create(null);
  for (const [key, value] of Object.entries(req.headers)) {
    if (HANDSHAKE_HEADER.test(key)) continue;
    if (typeof value === 'string') headers[key] = value;
    else if (Array.isArray(value)) headers[key] = value.join(', ');
  }
  if (authorization) headers.authorization = authorization;
  return headers;
}

const toRequest = (headers: Record<string, string>) => new Request('http://localhost/graphql', { headers });

async function viewerOf(request: Request) {
  const auth = await authenticate(request.headers);
  return 'viewer' in auth ? auth.viewer : null;
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
    // A message is held to the size of an HTTP request body (ws would take 100 MiB); a larger one closes the socket (1009).
    maxPayload: MAX_BODY,
    verifyClient: (info, done) => {
      if (websocketOriginAllowed(config, info.origin || undefined, info.req.headers.host)) return done(true);
      done(false, 403, 'Origin not allowed');
    },
  });
  const auths = new WeakMap<WebSocket, SocketAuth>();
  // Limits of this instance: each socket holds memory and re-reads rows per event for each subscription.
  const connectionsByUser = new Map<string, Set<Connection>>();
  const guestConnectionsByAddress = new Map<string, number>();
  const openOperations = (connection: Connection) => Object.keys(connection.subscriptions).length;

  // An event reaches thousands of sockets at once: the first one due re-checks every due socket of this
  // instance (and those soon due) in one query per credential kind, so those reaching the event later find
  // theirs done.
  let sweeping: Promise<void> | null = null;
  const recheckDueSockets = (): Promise<void> =>
    (sweeping ??= (async () => {
      const states = [...wsServer.clients].map((client) => auths.get(client)).filter((state): state is SocketAuth => state !== undefined && due(state, SWEEP_AHEAD_MS));
      const current = await credentialStates([...new Set(states.map((state) => state.credential!))]);
      const now = Date.now();
      for (const state of states) {
        const found = current.get(state.credential!);
        if (found === 'valid') state.checkedAt = now;
        else state.revoked = found === 'suspended' ? 'suspended' : 'ended';
      }
    })().finally(() => {
      sweeping = null;
    }));

  /** Whether the socket's credentials still hold (false) or why not; re-asked at most every CREDENTIAL_RECHECK_MS. */
  const revocationOf = async (socket: WebSocket): Promise<SocketAuth['revoked']> => {
    const state = auths.get(socket);
    if (!state) return false;
    if (due(state)) await recheckDueSockets();
    return state.revoked;
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
        const headers = headersOf(request, authorization);
        const result = await authenticate(new Headers(headers));
        // Gone while we asked: counting it now would never be undone (onClose has run).
        if (socket.readyState !== socket.OPEN) return false;
        if ('suspended' in result) {
          socket.close(WS_CLOSE.suspended, SUSPENDED_CLOSE_REASON);
          return false;
        }
        if ('expired' in result) {
          socket.close(WS_CLOSE.unauthorized, result.reason === 'token' ? 'Invalid API token' : 'Session expired; sign in again');
          return false;
        }
        const credential = result.viewer ? credentialOf(new Headers(headers)) : null;
        const state: SocketAuth = { credential, checkedAt: Date.now(), revoked: false, userId: null, guestAddress: null, headers };
        if (result.viewer) {
          const connections = connectionsByUser.get(result.viewer.id) ?? new Set<Connection>();
          if (connections.size >= config.WS_MAX_CONNECTIONS_PER_USER) {
            socket.close(WS_CLOSE.tooManyConnections, `Too many connections for this account (at most ${config.WS_MAX_CONNECTIONS_PER_USER})`);
            return false;
          }
          connections.add(ctx);
          connectionsByUser.set(result.viewer.id, connections);
          state.userId = result.viewer.id;
        } else {
          const address = addressBlock(String(request.headers[REMOTE_ADDRESS_HEADER] ?? ''));
          const open = guestConnectionsByAddress.get(address) ?? 0;
          if (open >= config.WS_MAX_GUEST_CONNECTIONS_PER_ADDRESS) {
            socket.close(WS_CLOSE.tooManyConnections, `Too many connections from this address (at most ${config.WS_MAX_GUEST_CONNECTIONS_PER_ADDRESS})`);
            return false;
          }
          guestConnectionsByAddress.set(address, open + 1);
          state.guestAddress = address;
        }
        auths.set(socket, state);
        // graphql-ws keeps `extra` as long as the socket is open; the request is not needed any more.
        (ctx.extra as { request?: IncomingMessage }).request = undefined;
        return true;
      },
      onClose: (ctx) => {
        const state = auths.get(ctx.extra.socket);
        if (state?.userId) {
          const connections = connectionsByUser.get(state.userId);
          connections?.delete(ctx);
          if (connections?.size === 0) connectionsByUser.delete(state.userId);
        }
        if (state?.guestAddress !== null && state?.guestAddress !== undefined) {
          const open = (guestConnectionsByAddress.get(state.guestAddress) ?? 1) - 1;
          if (open > 0) guestConnectionsByAddress.set(state.guestAddress, open);
          else guestConnectionsByAddress.delete(state.guestAddress);
        }
      },
      onNext: (ctx) => {
        const { socket } = ctx.extra;
        const state = auths.get(socket);
        // An event reaches thousands of sockets: one whose credentials were checked within the last
        // CREDENTIAL_RECHECK_MS goes on at once, without a promise of its own.
        if (!state || (!state.revoked && !due(state))) return;
        return revocationOf(socket).then((revoked) => {
          if (!revoked) return;
          const [code, message] = revoked === 'suspended' ? [WS_CLOSE.suspended, SUSPENDED_CLOSE_REASON] : [WS_CLOSE.unauthorized, 'The session has ended'];
          // Closing first: graphql-ws sends nothing on a socket that is no longer open.
          socket.close(code, message);
          return { errors: [{ message }] };
        });
      },
      // The enveloped functions travel in rootValue (graphql-ws has no other slot) and are taken out of it:
      // graphql-ws holds these arguments while a subscription is open, and they hold the upgrade request.
      execute: (args) => enveloped(args).execute(args) as never,
      subscribe: (args) => enveloped(args).subscribe(args) as never,
      onSubscribe: async (ctx, operationId, payload) => {
        // ctx.subscriptions already holds this operation.
        if (openOperations(ctx) > config.WS_MAX_SUBSCRIPTIONS_PER_CONNECTION) {
          return [tooManySubscriptions('on this connection', config.WS_MAX_SUBSCRIPTIONS_PER_CONNECTION)];
        }
        const userId = auths.get(ctx.extra.socket)?.userId;
        const userConnections = userId ? connectionsByUser.get(userId) : undefined;
        if (userConnections) {
          let open = 0;
          for (const connection of userConnections) open += openOperations(connection);
          if (open > config.WS_MAX_SUBSCRIPTIONS_PER_USER) return [tooManySubscriptions('for this account', config.WS_MAX_SUBSCRIPTIONS_PER_USER)];
        }
        const state = auths.get(ctx.extra.socket);
        if (!state) return [new GraphQLError('The connection is not initialised')];
        const request = toRequest(state.headers);
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
          // An open subscription keeps its context: only the context's own entries, not the request, the
          // operation's text or graphql-ws's connection that yoga's merged context also holds.
          const contextValue = ownContext((await contextFactory()) as unknown as Context);
          deliverDirectly(contextValue, new SocketDelivery(ctx.extra.socket, state, recheckDueSockets, operationId));
          return {
            schema,
            operationName: payload.operationName,
            document,
            variableValues: payload.variables,
            contextValue,
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
    openConnections: () => wsServer.clients.size,
    close: async () => {
      for (const client of wsServer.clients) client.terminate();
      await disposable.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
