// graphql-ws clients for tests: one that sends the upgrade headers a test chooses, a subscription that
// collects its events, and the warm-up that waits until a subscription is live on the server.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { App } from '../app.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response shapes vary per test
type Data = Record<string, any>;

/**
 * A graphql-ws client on the app's /graphql whose upgrade request carries `headers` (a session cookie, an
 * API token's Authorization header, or nothing for a guest). It connects at once and never retries.
 */
export function websocketClient(app: App, headers: Record<string, string> = {}, options: { lazy?: boolean } = {}): Client {
  class HeaderWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  return createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: HeaderWebSocket,
    retryAttempts: 0,
    lazy: options.lazy ?? false,
    // A closed socket reaches each subscription's error callback, where tests look for it.
    onNonLazyError: () => undefined,
  });
}

export type Subscription<T> = {
  events: T[];
  errors: unknown[];
  dispose: () => void;
  next: (n?: number, timeoutMs?: number) => Promise<T[]>;
  /** Events matching this are dropped on arrival (late warm-up events). */
  drop: ((event: T) => boolean) | null;
};

/** Subscribes and collects events; `next(n)` waits until n events arrived (or fails after the timeout). */
export function subscribe<T = Data>(client: Client, query: string, variables: Record<string, unknown> = {}): Subscription<T> {
  const events: T[] = [];
  const errors: unknown[] = [];
  const sub: Partial<Subscription<T>> = { drop: null };
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        if (value.errors) errors.push(value.errors);
        else if (!sub.drop?.(value.data as T)) events.push(value.data as T);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return Object.assign(sub, {
    events,
    errors,
    dispose,
    next: async (n = 1, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      while (events.length < n && errors.length === 0) {
        if (Date.now() > deadline) throw new Error(`Expected ${n} events, got ${events.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return events.slice(0, n);
    },
  }) as Subscription<T>;
}

/**
 * Subscriptions register asynchronously on the server: publish a harmless event until one arrives, then
 * forget the warm-up events. Afterwards every real event is delivered.
 */
export async function warmUp<T>(sub: Subscription<T>, publish: () => void, isWarmUp: (event: T) => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (sub.events.length === 0 && sub.errors.length === 0) {
    if (Date.now() > deadline) throw new Error('The subscription never received the warm-up event');
    publish();
    await new Promise((r) => setTimeout(r, 50));
  }
  if (sub.errors.length) throw new Error(`Subscription failed: ${JSON.stringify(sub.errors)}`);
  sub.drop = isWarmUp;
  sub.events.splice(0, sub.events.length, ...sub.events.filter((e) => !isWarmUp(e)));
}
