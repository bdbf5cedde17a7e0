// GraphQL subscriptions over graphql-ws on ws(s)://<host>/graphql. The socket opens with the first
// subscription and closes after the last (lazy), and reconnects with capped exponential backoff for as
// long as the page lives: a deploy or a network change must not leave live views frozen.
// graphql-ws itself is in subscription-client.ts, loaded with the first subscription: no first paint needs it.
import type { Client, SubscribePayload } from 'graphql-ws';
import { Observable, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import { GRAPHQL_PATH } from './network';

export const WS_RETRY_START_MS = 1_000;
export const WS_RETRY_MAX_MS = 30_000;
/** Pings keep proxies and load balancers from closing an idle socket, and reveal dead ones. */
export const WS_KEEP_ALIVE_MS = 30_000;

/** ws(s)://<host>/graphql for the page's origin. */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${GRAPHQL_PATH}`;
}

/** Wait before reconnect attempt `retries` (0-based): 1 s doubling up to 30 s, plus up to 1 s of jitter. */
export function reconnectDelay(retries: number, random: () => number = Math.random): number {
  return Math.min(WS_RETRY_START_MS * 2 ** retries, WS_RETRY_MAX_MS) + Math.floor(random() * 1_000);
}

/**
 * The subscribe payload. graphql-ws requires `query` to be a string, so a persisted operation sends an
 * empty one next to `documentId`; the server resolves the id (server/src/http/websocket.ts).
 */
export function subscribePayload(
  params: { id?: string | null; text?: string | null; name: string },
  variables: Record<string, unknown>,
): SubscribePayload & { documentId?: string } {
  if (params.id) return { query: '', documentId: params.id, operationName: params.name, variables };
  if (params.text) return { query: params.text, operationName: params.name, variables };
  throw new Error(`Relay subscription ${params.name} has neither a persisted id nor text`);
}

/** graphql-ws reports errors as GraphQL error lists, CloseEvents or Errors; Relay wants an Error. */
export function toError(reason: unknown): Error {
  if (reason instanceof Error) return reason;
  if (Array.isArray(reason)) {
    return new Error(reason.map((e) => (e as { message?: string })?.message ?? String(e)).join('; '));
  }
  const close = reason as { code?: number; reason?: string } | null;
  if (close && typeof close.code === 'number') {
    return new Error(`Subscription socket closed (${close.code}${close.reason ? `: ${close.reason}` : ''})`);
  }
  return new Error(String(reason));
}

/** A graphql-ws client, or a loader of one (the first subscription loads it; a failed load is retried by the next). */
export type SubscriptionClientSource = Client | (() => Promise<Client>);

export function createSubscribeFunction(source: SubscriptionClientSource): SubscribeFunction {
  return (params, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const start = (client: Client) =>
        client.subscribe(subscribePayload(params, variables), {
          next: (value) => sink.next(value as GraphQLResponse),
          error: (reason) => sink.error(toError(reason)),
          complete: () => sink.complete(),
        });
      if (typeof source !== 'function') return start(source);
      let dispose: (() => void) | undefined;
      let unsubscribed = false;
      source().then(
        (client) => {
          if (!unsubscribed) dispose = start(client);
        },
        (reason: unknown) => {
          if (!unsubscribed) sink.error(toError(reason));
        },
      );
      return () => {
        unsubscribed = true;
        dispose?.();
      };
    });
}
