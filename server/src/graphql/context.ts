// Per-operation context: who is asking and request-scoped helpers. Never the Prisma client.
import type { PubSub } from '../platform/pubsub.ts';
import type { SubscriptionLevels, Viewer } from '../platform/viewer.ts';

export type { Viewer };

export type Context = {
  requestId: string;
  viewer: Viewer | null;
  /** The browser session in use, if any (sign-out and password change act on it). */
  session: { id: string; expiresAt: Date } | null;
  /** Scopes of the API token in use; null for a browser session or a guest. */
  apiScopes: string[] | null;
  /** The viewer's live subscription levels as read with the credentials (HTTP requests only; see knownSubscriptionLevels). */
  subscriptionLevels?: SubscriptionLevels | null;
  /** Browser languages from accept-language, best first. */
  locales: string[];
  /** Client address and user agent, for sessions and rate limits. */
  client: { ip: string | null; userAgent: string | null };
  /** Queues a Set-Cookie header on the HTTP response (no-op over websockets). */
  setCookie: (cookie: string) => void;
  secureCookies: boolean;
  pubsub: PubSub;
  /** How the operation arrived: subscriptions are served over websockets only (useWebsocketSubscriptionsOnly). */
  transport: 'http' | 'websocket';
};

/**
 * The context's own entries out of a larger object (yoga's merged context, which also holds the upgrade
 * request, the operation's text and graphql-ws's connection): what an open subscription keeps per
 * subscriber for as long as it is open.
 */
export function ownContext(context: Context): Context {
  const { requestId, viewer, session, apiScopes, subscriptionLevels, locales, client, setCookie, secureCookies, pubsub, transport } = context;
  return { requestId, viewer, session, apiScopes, subscriptionLevels, locales, client, setCookie, secureCookies, pubsub, transport };
}
