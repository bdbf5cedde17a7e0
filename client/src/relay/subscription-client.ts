// The graphql-ws client of subscriptions.ts, in its own module so that it loads with the first
// subscription instead of with the first page.
import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import { getAnonymousId } from '../app/anonymous-id';
import { graphqlWsUrl, reconnectDelay, WS_KEEP_ALIVE_MS } from './subscriptions';

/** The server's close code for a suspended account (server/src/http/websocket.ts WS_CLOSE.suspended). */
export const WS_SUSPENDED_CLOSE = 4403;

export type SubscriptionClientOptions = {
  url?: string | (() => string);
  isLoggedIn?: () => boolean;
  /** The server closed the socket because the account is suspended (WS_SUSPENDED_CLOSE). */
  onSuspended?: () => void;
  /** Extra graphql-ws options (tests pass webSocketImpl). */
  clientOptions?: Partial<ClientOptions>;
};

export function createSubscriptionClient(options: SubscriptionClientOptions = {}): Client {
  const isLoggedIn = options.isLoggedIn ?? (() => false);
  return createClient({
    url: options.url ?? (() => graphqlWsUrl()),
    lazy: true,
    keepAlive: WS_KEEP_ALIVE_MS,
    retryAttempts: Number.POSITIVE_INFINITY,
    // Retry on any close or error, not only the "abrupt" ones graphql-ws retries by default.
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelay(retries))),
    // Cookies travel with the upgrade request; the anonymous id cannot be a header on a websocket.
    connectionParams: () => (isLoggedIn() ? {} : { anonymousId: getAnonymousId() }),
    on: {
      closed: (event) => {
        if ((event as { code?: number } | null)?.code === WS_SUSPENDED_CLOSE) options.onSuspended?.();
      },
    },
    ...options.clientOptions,
  });
}
