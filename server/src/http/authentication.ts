// Who is asking, decided once per request: a session cookie, or `Authorization: Bearer <API token>`.
// A session cookie that no longer works answers 401 ExpiredAccessToken (spec section 8) and is cleared,
// so the client can refresh or continue as a guest; a suspended account's session or token answers 403
// AccountSuspended with the reason and the end, so a signed-in fan learns why at once.
import type { Plugin } from 'graphql-yoga';
import { apiTokenHash, apiTokenStatuses, authenticateApiToken, suspendedOwnerOfApiToken } from '../modules/accounts/api-tokens.service.ts';
import { suspensionOf, type Suspension } from '../modules/moderation/moderation.service.ts';
import { sessionIdOf, sessionStatuses, suspendedOwnerOfSession, validateSessionToken } from '../modules/accounts/sessions.service.ts';
import type { SubscriptionLevels, Viewer } from '../platform/viewer.ts';
import { clearedSessionCookie, readSessionToken } from './session-cookie.ts';

export type Authentication = {
  viewer: Viewer | null;
  session: { id: string; expiresAt: Date } | null;
  /** Scopes of the API token used; null for a browser session or a guest. */
  apiScopes: string[] | null;
  /** The viewer's live subscription levels, read with the credentials (null for a guest). */
  subscriptionLevels: SubscriptionLevels | null;
};

export const GUEST: Authentication = { viewer: null, session: null, apiScopes: null, subscriptionLevels: null };

export type AuthenticationResult =
  | Authentication
  | { expired: true; reason: 'session' | 'token' }
  /** The session's or API token's account is suspended: refused, saying why and until when. */
  | { suspended: Suspension; session: boolean };

export async function authenticate(headers: Headers): Promise<AuthenticationResult> {
  const authorization = headers.get('authorization');
  if (authorization) {
    const [scheme, token] = authorization.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return { expired: true, reason: 'token' };
    let auth = await authenticateApiToken(token.trim());
    if (!auth) {
      const ownerId = await suspendedOwnerOfApiToken(token.trim());
      const suspension = ownerId ? await suspensionOf(ownerId) : null;
      if (suspension) return { suspended: suspension, session: false };
      // A suspension that just ended was lifted by suspensionOf: the token works again.
      if (ownerId) auth = await authenticateApiToken(token.trim());
    }
    return auth
      ? { viewer: auth.viewer, session: null, apiScopes: auth.scopes, subscriptionLevels: auth.subscriptionLevels }
      : { expired: true, reason: 'token' };
  }
  const token = readSessionToken(headers.get('cookie'));
  if (!token) return GUEST;
  const session = await validateSessionToken(token);
  if (!session) {
    const suspension = await sessionSuspension(token);
    return suspension ? { suspended: suspension, session: true } : { expired: true, reason: 'session' };
  }
  return {
    viewer: session.viewer,
    session: { id: session.id, expiresAt: session.expiresAt },
    apiScopes: null,
    subscriptionLevels: session.subscriptionLevels,
  };
}

/**
 * The suspension of a refused session's account, or null. suspensionOf lifts one whose time is up, which
 * ends the account's sessions: the session is then simply expired.
 */
export async function sessionSuspension(token: string): Promise<Suspension | null> {
  const ownerId = await suspendedOwnerOfSession(token);
  return ownerId ? suspensionOf(ownerId) : null;
}

/** A credential as a long-lived connection re-checks it: "session:<id>" or "token:<hash>" (null: a guest). */
export type Credential = `session:${string}` | `token:${string}`;

export function credentialOf(headers: Headers): Credential | null {
  const authorization = headers.get('authorization');
  if (authorization) return `token:${apiTokenHash(authorization.split(' ')[1]?.trim() ?? '')}`;
  const token = readSessionToken(headers.get('cookie'));
  return token ? `session:${sessionIdOf(token)}` : null;
}

/**
 * Which of these credentials still hold ('valid') or belong to a suspended account ('suspended'); absent:
 * ended. One query per kind however many connections ask.
 */
export async function credentialStates(credentials: readonly Credential[]): Promise<Map<Credential, 'valid' | 'suspended'>> {
  const of = (kind: string) => credentials.filter((c) => c.startsWith(kind)).map((c) => c.slice(kind.length));
  const [sessions, tokens] = await Promise.all([sessionStatuses(of('session:')), apiTokenStatuses(of('token:'))]);
  const states = new Map<Credential, 'valid' | 'suspended'>();
  const add = (kind: 'session' | 'token', statuses: Map<string, 'ACTIVE' | 'SUSPENDED'>) => {
    for (const [key, status] of statuses) states.set(`${kind}:${key}`, status === 'ACTIVE' ? 'valid' : 'suspended');
  };
  add('session', sessions);
  add('token', tokens);
  return states;
}

export function expiredResponse(reason: 'session' | 'token', secureCookies: boolean): Response {
  const body =
    reason === 'session'
      ? { status: 401, name: 'ExpiredAccessToken', desc: 'The session has expired; sign in again.', payload: {} }
      : { status: 401, name: 'InvalidApiToken', desc: 'The API token is unknown, revoked or malformed.', payload: {} };
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
  if (reason === 'session') headers.append('set-cookie', clearedSessionCookie(secureCookies));
  return new Response(JSON.stringify(body), { status: 401, headers });
}

/** The body of 403 AccountSuspended (also answered by POST auth/refresh-token). */
export const suspendedBody = (suspension: Suspension) => ({
  status: 403,
  name: 'AccountSuspended',
  desc: 'This account is suspended.',
  payload: { reason: suspension.reason, until: suspension.until?.toISOString() ?? null },
});

/**
 * 403 AccountSuspended: the reason and the end (null: for good) in the payload, for the client to show. A
 * session's cookie is cleared: the browser goes on as a guest, told once.
 */
export function suspendedResponse(suspension: Suspension, clearCookie: string | null = null): Response {
  const body = suspendedBody(suspension);
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
  if (clearCookie) headers.append('set-cookie', clearCookie);
  return new Response(JSON.stringify(body), { status: 403, headers });
}

/** The answer to a refused credential: 401 expired or 403 suspended. */
export function refusalResponse(result: Exclude<AuthenticationResult, Authentication>, secureCookies: boolean): Response {
  if ('suspended' in result) return suspendedResponse(result.suspended, result.session ? clearedSessionCookie(secureCookies) : null);
  return expiredResponse(result.reason, secureCookies);
}

// Per-request state shared by the plugin and the context factory.
const authByRequest = new WeakMap<Request, Authentication>();
const cookiesByRequest = new WeakMap<Request, string[]>();

export function authenticationOf(request: Request): Authentication | undefined {
  return authByRequest.get(request);
}

/** Queues a Set-Cookie header on the response to this request. */
export function setCookieOn(request: Request, cookie: string) {
  const list = cookiesByRequest.get(request) ?? [];
  list.push(cookie);
  cookiesByRequest.set(request, list);
}

export function useAuthentication(options: { secureCookies: boolean }): Plugin {
  return {
    async onRequest({ request, endResponse }) {
      const result = await authenticate(request.headers);
      if (!('viewer' in result)) return endResponse(refusalResponse(result, options.secureCookies));
      authByRequest.set(request, result);
    },
    onResponse({ request, response }) {
      for (const cookie of cookiesByRequest.get(request) ?? []) response.headers.append('set-cookie', cookie);
    },
  };
}
