import { buildSchema, execute, parse, subscribe, type ExecutionArgs } from 'graphql';
import type { Client, SubscribePayload } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import type { AddressInfo } from 'node:net';
import type { RequestParameters } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import {
  WS_RETRY_MAX_MS,
  createSubscribeFunction,
  graphqlWsUrl,
  reconnectDelay,
  subscribePayload,
  toError,
} from '../subscriptions';
import { createSubscriptionClient } from '../subscription-client';

const params = (id: string | null, text: string | null): RequestParameters =>
  id
    ? { id, text: null, metadata: {}, name: 'tickSubscription', operationKind: 'subscription' }
    : { cacheID: 'c', id: null, text, metadata: {}, name: 'tickSubscription', operationKind: 'subscription' };

describe('subscribe payload', () => {
  it('sends documentId (with the empty query graphql-ws requires) for a persisted operation', () => {
    expect(subscribePayload(params('abc', null), { club: '1' })).toEqual({
      query: '',
      documentId: 'abc',
      operationName: 'tickSubscription',
      variables: { club: '1' },
    });
  });

  it('sends the query text otherwise', () => {
    expect(subscribePayload(params(null, 'subscription tickSubscription { tick }'), {})).toMatchObject({
      query: 'subscription tickSubscription { tick }',
    });
    expect(() => subscribePayload(params(null, null), {})).toThrow(/neither/);
  });
});

describe('client options', () => {
  it('builds ws(s) URLs from the page origin', () => {
    expect(graphqlWsUrl({ protocol: 'https:', host: 'oshi.example' })).toBe('wss://oshi.example/graphql');
    expect(graphqlWsUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/graphql');
  });

  it('backs off from 1 s, doubling, capped at 30 s (plus jitter under 1 s)', () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => reconnectDelay(n, noJitter))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, WS_RETRY_MAX_MS,
    ]);
    expect(reconnectDelay(0, () => 0.999)).toBe(1_999);
  });

  it('turns graphql-ws error reasons into Errors', () => {
    expect(toError([{ message: 'a' }, { message: 'b' }]).message).toBe('a; b');
    expect(toError({ code: 4403, reason: 'Forbidden' }).message).toMatch(/4403: Forbidden/);
    const error = new Error('x');
    expect(toError(error)).toBe(error);
  });
});

describe('Relay subscribe function', () => {
  it('forwards results and disposes the graphql-ws subscription on unsubscribe', () => {
    const dispose = vi.fn();
    let sink: { next(v: unknown): void; error(e: unknown): void } | undefined;
    const client = {
      subscribe: vi.fn((_payload: SubscribePayload, s: typeof sink) => {
        sink = s;
        return dispose;
      }),
    } as unknown as Client;
    const next = vi.fn();
    const error = vi.fn();
    const subscribe = createSubscribeFunction(client);
    const observable = subscribe(params('abc', null), { a: 1 }, {}) as unknown as {
      subscribe(o: object): { unsubscribe(): void };
    };
    const subscription = observable.subscribe({ next, error });
    expect((client.subscribe as ReturnType<typeof vi.fn>).mock.calls[0][0]).toMatchObject({ documentId: 'abc', query: '' });
    sink!.next({ data: { tick: 1 } });
    expect(next).toHaveBeenCalledWith({ data: { tick: 1 } });
    subscription.unsubscribe();
    expect(dispose).toHaveBeenCalledTimes(1);
  });

  it('loads the client with the first subscription, and never subscribes when unsubscribed before it loaded', async () => {
    const client = { subscribe: vi.fn(() => vi.fn()) } as unknown as Client;
    let resolveClient: (value: Client) => void = () => undefined;
    const load = vi.fn(() => new Promise<Client>((resolve) => (resolveClient = resolve)));
    const subscribe = createSubscribeFunction(load);
    expect(load).not.toHaveBeenCalled();
    const early = (subscribe(params('abc', null), {}, {}) as unknown as { subscribe(o: object): { unsubscribe(): void } }).subscribe({});
    early.unsubscribe();
    resolveClient(client);
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.subscribe).not.toHaveBeenCalled();

    const error = vi.fn();
    const failing = createSubscribeFunction(() => Promise.reject(new Error('chunk failed')));
    (failing(params('abc', null), {}, {}) as unknown as { subscribe(o: object): unknown }).subscribe({ error });
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(new Error('chunk failed')));
  });
});

describe('against a graphql-ws server', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('runs a persisted subscription resolved by documentId, connecting lazily', async () => {
    const schema = buildSchema('type Query { ok: Boolean } type Subscription { tick: Int }');
    const persisted = new Map([['tick-id', 'subscription tickSubscription { tick }']]);
    const rootValue = {
      tick: async function* () {
        for (const n of [1, 2]) yield { tick: n };
      },
    };
    const wss = new WebSocketServer({ port: 0 });
    const connections = vi.fn();
    const server = useServer(
      {
        schema,
        // The test's own graphql functions: vitest may load a second copy of graphql for graphql-ws.
        execute: (args) => execute(args as ExecutionArgs) as never,
        subscribe: (args) => subscribe(args as ExecutionArgs) as never,
        validate: () => [],
        onConnect: connections,
        onSubscribe: (_ctx, _id, payload) => {
          const id = (payload as { documentId?: string }).documentId;
          const query = id ? persisted.get(id) : payload.query;
          return { schema, document: parse(query!), rootValue, variableValues: payload.variables } as ExecutionArgs;
        },
      },
      wss,
    );
    close = async () => {
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    };
    const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/graphql`;
    // ws's WebSocket: in jsdom the global one mixes Node's and jsdom's Event classes.
    const client = createSubscriptionClient({ url, isLoggedIn: () => false, clientOptions: { webSocketImpl: WebSocket } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(connections).not.toHaveBeenCalled(); // lazy: no socket before the first subscription

    const values: unknown[] = [];
    await new Promise<void>((resolve, reject) => {
      const observable = createSubscribeFunction(client)(params('tick-id', null), {}, {}) as unknown as {
        subscribe(o: object): unknown;
      };
      observable.subscribe({ next: (v: unknown) => values.push(v), error: reject, complete: resolve });
    });
    expect(values).toEqual([{ data: { tick: 1 } }, { data: { tick: 2 } }]);
    expect(connections).toHaveBeenCalledTimes(1);
    expect(connections.mock.calls[0][0].connectionParams).toMatchObject({ anonymousId: expect.any(String) });
    await client.dispose();
  });

  it('tells of a socket closed because the account is suspended (4403), and not of other closes', async () => {
    const wss = new WebSocketServer({ port: 0 });
    let code = 4401;
    wss.on('connection', (socket) => socket.close(code, code === 4403 ? 'Account suspended' : 'Session expired'));
    close = async () => void (await new Promise<void>((resolve) => wss.close(() => resolve())));
    const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/graphql`;
    const onSuspended = vi.fn();
    const run = async () => {
      const client = createSubscriptionClient({ url, onSuspended, clientOptions: { webSocketImpl: WebSocket, retryAttempts: 0, shouldRetry: () => false } });
      await new Promise<void>((resolve) => {
        (createSubscribeFunction(client)(params('tick-id', null), {}, {}) as unknown as { subscribe(o: object): unknown }).subscribe({ error: () => resolve(), complete: resolve });
      });
      await client.dispose();
    };
    await run();
    expect(onSuspended).not.toHaveBeenCalled();
    code = 4403;
    await run();
    expect(onSuspended).toHaveBeenCalledTimes(1);
  });
});
