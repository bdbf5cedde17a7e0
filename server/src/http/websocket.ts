// GraphQL subscriptions over graphql-ws on the same /graphql path. Operations run through
// yoga.getEnveloped so the HTTP plugins (limits, persisted operations, context) apply here too.
import { GraphQLError, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { IncomingMessage, Server } from 'node:http';
import { WebSocketServer } from 'ws';
import type { Config } from '../platform/config.ts';
import { allowsArbitraryOperations, REMOTE_ADDRESS_HEADER, type GraphQLServer } from './yoga.ts';
import { authenticate } from './authentication.ts';
import { persistedIdOf } from './persisted-operations.ts';

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers({ [REMOTE_ADDRESS_HEADER]: req.socket.remoteAddress ?? '' });
  for (const [key, value] of Object.entries(req.headers)) {
    if (key === REMOTE_ADDRESS_HEADER) continue;
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  return new Request(`http://localhost${req.url ?? '/graphql'}`, { headers });
}

async function viewerOf(request: Request) {
  const auth = await authenticate(request.headers);
  return 'expired' in auth ? null : auth.viewer;
}

export function attachWebSocketServer(options: {
  server: Server;
  yoga: GraphQLServer;
  config: Config;
  persisted: Map<string, string>;
}) {
  const { yoga, config, persisted } = options;
  const wsServer = new WebSocketServer({ server: options.server, path: '/graphql' });
  const disposable = useServer(
    {
      execute: (args) => (args.rootValue as { execute: (a: ExecutionArgs) => unknown }).execute(args) as never,
      subscribe: (args) =>
        (args.rootValue as { subscribe: (a: ExecutionArgs) => unknown }).subscribe(args) as never,
      onSubscribe: async (ctx, _id, payload) => {
        const request = toRequest(ctx.extra.request);
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
    openConnections: () => wsServer.clients.size,
    close: async () => {
      for (const client of wsServer.clients) client.terminate();
      await disposable.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
