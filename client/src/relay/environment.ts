// The app's Relay environment: HTTP for queries and mutations (network.ts), graphql-ws for
// subscriptions (subscriptions.ts), and one in-memory store.
import { Environment, Network, RecordSource, Store, type SubscribeFunction } from 'relay-runtime';
import { isSignedInNow, onSocketSuspended } from '../app/session';
import { configureSession, createNetwork, sessionIsLoggedIn, type NetworkOptions } from './network';
import type { Client } from 'graphql-ws';
import type { SubscriptionClientOptions } from './subscription-client';
import { createSubscribeFunction } from './subscriptions';

/**
 * Released queries kept in the store so going back to a recent route renders at once (Relay's default
 * is 10; routes here are one query each, so this is the last ~20 screens).
 */
export const GC_RELEASE_BUFFER_SIZE = 20;
/** Data older than this is refetched when a route asks for it again ('store-or-network'). */
export const QUERY_CACHE_EXPIRATION_MS = 5 * 60 * 1000;

export type RelayEnvironmentOptions = NetworkOptions & {
  /** Replaces the websocket transport (tests); `null` disables subscriptions. */
  subscribe?: SubscribeFunction | null;
  subscriptions?: Omit<SubscriptionClientOptions, 'isLoggedIn'>;
  gcReleaseBufferSize?: number;
  queryCacheExpirationTime?: number;
};

export function createRelayEnvironment(options: RelayEnvironmentOptions = {}): Environment {
  const { subscribe, subscriptions, gcReleaseBufferSize, queryCacheExpirationTime, ...networkOptions } = options;
  const { fetchFn } = createNetwork(networkOptions);
  // graphql-ws loads with the first subscription, after the first paint.
  let client: Promise<Client> | undefined;
  const loadClient = () => {
    client ??= import('./subscription-client').then(({ createSubscriptionClient }) =>
      createSubscriptionClient({ onSuspended: onSocketSuspended, ...subscriptions, isLoggedIn: networkOptions.isLoggedIn ?? sessionIsLoggedIn }),
    );
    client.catch(() => (client = undefined));
    return client;
  };
  const subscribeFn = subscribe === null ? undefined : (subscribe ?? createSubscribeFunction(loadClient));
  return new Environment({
    network: Network.create(fetchFn, subscribeFn),
    store: new Store(new RecordSource(), {
      gcReleaseBufferSize: gcReleaseBufferSize ?? GC_RELEASE_BUFFER_SIZE,
      queryCacheExpirationTime: queryCacheExpirationTime ?? QUERY_CACHE_EXPIRATION_MS,
    }),
  });
}

// The session state comes from SessionProvider (client/src/app/session.tsx); the accounts feature may
// also plug in its own refreshAccessToken through configureSession.
configureSession({ isLoggedIn: isSignedInNow });
export { configureSession };

export const relayEnvironment: Environment = createRelayEnvironment();
