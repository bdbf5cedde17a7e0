// Google and Apple sign-in over plain HTTP (authorization code flow with state, PKCE where the provider
// supports it, and a nonce in the ID token):
//   GET  /auth/{google|apple}?l=<return path>  sets short-lived httpOnly cookies and redirects to the provider;
//   GET  /auth/google/callback, POST /auth/apple/callback (form_post) verify, sign in or up, set the session
//   cookie and redirect to /bridge?l=<path>, or /bridge?error=<code>&l=<path>.
// In dev mode a local stand-in provider answers for providers without real credentials (see
// modules/accounts/oauth.stand-in.ts); it is mounted at /_dev/oidc unless OIDC_ISSUER_URL names one.
import { generateCodeVerifier, generateState } from 'arctic';
import { parse, serialize } from 'cookie';
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PROVIDERS, providerFor, type ProviderName, type ProviderSetup } from '../modules/accounts/oauth.providers.ts';
import { OAuthSignInError, signInWithIdentity, type OAuthErrorCode } from '../modules/accounts/oauth.service.ts';
import { createOidcStandIn, type OidcStandIn } from '../modules/accounts/oauth.stand-in.ts';
import { createSession, invalidateSession, sessionIdOf } from '../modules/accounts/sessions.service.ts';
import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';
import { parseLocales } from './accept-language.ts';
import { readBody, sendJson } from './routes.ts';
import { sameSitePath } from './same-site-path.ts';
import { readSessionToken, sessionCookie } from './session-cookie.ts';

/** Where the in-process stand-in provider is served. */
export const STAND_IN_PATH = '/_dev/oidc';
/** How long a started sign-in may take at the provider. */
const FLOW_SECONDS = 10 * 60;
const COOKIES = {
  state: 'oshi_oauth_state',
  verifier: 'oshi_oauth_verifier',
  nonce: 'oshi_oauth_nonce',
  returnTo: 'oshi_oauth_return',
  /** The id (hash) of the session the browser had at the start, which the sign-in ends. */
  previous: 'oshi_oauth_previous',
};

/** A same-site path to return to after sign-in (sameSitePath), or "/". */
export function safeReturnPath(l: string | null | undefined): string {
  const path = sameSitePath(l);
  // Never back into the sign-in machinery itself.
  if (!path || /^\/(auth|bridge)(\/|\?|#|$)/.test(path)) return '/';
  return path;
}

function redirect(res: ServerResponse, location: string, status = 302, cookies: string[] = []) {
  const headers: Record<string, string | string[]> = { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(status, headers);
  res.end();
}

const bridge = (returnTo: string) => `/bridge?l=${encodeURIComponent(returnTo)}`;
const bridgeError = (code: OAuthErrorCode, returnTo: string) => `/bridge?error=${code}&l=${encodeURIComponent(returnTo)}`;

function sameSecret(a: string | undefined | null, b: string | undefined | null): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

export type OAuthRoutes = {
  /** Exact-path handlers for app.ts. */
  routes: Map<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>>;
  /** Serves /_dev/oidc/* when the stand-in is mounted here; false when the path is not its. */
  handleStandIn: (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean;
  /** Tells the mounted stand-in its issuer once the server listens. */
  listening: (port: number) => void;
  /** The mounted stand-in, if any (dev tools and tests). */
  standIn: OidcStandIn | null;
};

export async function createOAuthRoutes({ config, logger }: { config: Config; logger: Logger }): Promise<OAuthRoutes> {
  const secure = config.NODE_ENV === 'production';
  const needsStandIn = !config.GOOGLE_CLIENT_ID || !config.APPLE_CLIENT_ID;
  const standInWanted = config.DEV_MODE && needsStandIn && (Boolean(config.OIDC_ISSUER_URL) || (config.OIDC_MOCK ?? true));
  const mounted = standInWanted && !config.OIDC_ISSUER_URL ? await createOidcStandIn(STAND_IN_PATH) : null;
  const external = standInWanted && config.OIDC_ISSUER_URL ? config.OIDC_ISSUER_URL.replace(/\/$/, '') : null;

  const setup = (): ProviderSetup => ({
    config,
    standIn: external
      ? { issuer: external, browserBase: () => external }
      : mounted
        ? { issuer: mounted.issuer, browserBase: (origin) => `${origin}${STAND_IN_PATH}` }
        : null,
  });

  const originOf = (req: IncomingMessage) => {
    if (config.PUBLIC_URL) return config.PUBLIC_URL;
    const host = typeof req.headers.host === 'string' && /^[\w.\-:[\]]+$/.test(req.headers.host) ? req.headers.host : 'localhost';
    return `http://${host}`;
  };

  /** The flow cookies live under /auth/<provider> only; Apple's POST back is cross-site in production. */
  const flowCookie = (name: ProviderName, key: keyof typeof COOKIES, value: string, maxAge = FLOW_SECONDS) =>
    serialize(COOKIES[key], value, {
      httpOnly: true,
      secure,
      sameSite: name === 'apple' && secure ? 'none' : 'lax',
      path: `/auth/${name}`,
      maxAge,
    });
  const clearFlowCookies = (name: ProviderName) => Object.keys(COOKIES).map((k) => flowCookie(name, k as keyof typeof COOKIES, '', 0));

  const start = (name: ProviderName) => async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET') return sendJson(res, 405, { status: 405, name: 'MethodNotAllowed', desc: 'GET only' });
    const query = new URL(req.url ?? '/', 'http://oshi.invalid').searchParams;
    const returnTo = safeReturnPath(query.get('l'));
    const provider = providerFor(name, setup(), originOf(req));
    if (!provider) return redirect(res, bridgeError('provider_unavailable', returnTo));
    const state = generateState();
    const nonce = generateState();
    const codeVerifier = provider.pkce ? generateCodeVerifier() : null;
    const hint = query.get('login_hint');
    const url = provider.authorizationUrl({ state, codeVerifier, nonce, loginHint: hint && hint.length <= 320 ? hint : undefined });
    const cookies = [flowCookie(name, 'state', state), flowCookie(name, 'nonce', nonce), flowCookie(name, 'returnTo', returnTo)];
    if (codeVerifier) cookies.push(flowCookie(name, 'verifier', codeVerifier));
    // Apple posts back cross-site, without the SameSite=Lax session cookie: remember here which session to end.
    const previous = readSessionToken(req.headers.cookie);
    if (previous) cookies.push(flowCookie(name, 'previous', sessionIdOf(previous)));
    redirect(res, url.href, 302, cookies);
  };

  const callback = (name: ProviderName) => async (req: IncomingMessage, res: ServerResponse) => {
    const provider = providerFor(name, setup(), originOf(req));
    const expected = provider?.responseMode === 'form_post' ? 'POST' : 'GET';
    if (provider && req.method !== expected) {
      return sendJson(res, 405, { status: 405, name: 'MethodNotAllowed', desc: `${expected} only` });
    }
    const cookies = parse(req.headers.cookie ?? '');
    const returnTo = safeReturnPath(cookies[COOKIES.returnTo]);
    const cleared = clearFlowCookies(name);
    const status = req.method === 'POST' ? 303 : 302;
    const fail = (code: OAuthErrorCode, err?: unknown) => {
      logger.warn({ provider: name, code, err }, 'social sign-in refused');
      redirect(res, bridgeError(code, returnTo), status, cleared);
    };
    if (!provider) return fail('provider_unavailable');

    let params: URLSearchParams;
    try {
      params = req.method === 'POST' ? new URLSearchParams(await readBody(req, 64 * 1024)) : new URL(req.url ?? '/', 'http://oshi.invalid').searchParams;
    } catch (err) {
      return fail('provider_error', err);
    }
    const error = params.get('error');
    if (error) return fail(error === 'access_denied' || error === 'user_cancelled_authorize' ? 'cancelled' : 'provider_error');
    if (!sameSecret(params.get('state'), cookies[COOKIES.state])) return fail('state_mismatch');
    const code = params.get('code');
    if (!code) return fail('provider_error');
    const codeVerifier = provider.pkce ? (cookies[COOKIES.verifier] ?? null) : null;
    if (provider.pkce && !codeVerifier) return fail('state_mismatch');

    let idToken: string;
    try {
      idToken = (await provider.exchange(code, codeVerifier)).idToken();
    } catch (err) {
      return fail('exchange_failed', err);
    }
    let claims;
    try {
      claims = await provider.verifyIdToken(idToken, cookies[COOKIES.nonce] ?? '');
    } catch (err) {
      return fail('invalid_token', err);
    }
    if (!claims.name && name === 'apple') claims = { ...claims, name: appleUserName(params.get('user')) };

    let userId: string;
    try {
      ({ userId } = await signInWithIdentity(name, claims));
    } catch (err) {
      return fail(err instanceof OAuthSignInError ? err.code : 'server_error', err);
    }
    // The browser's previous session (another account, or a stale one) ends, as with e-mail sign-in.
    const previous = readSessionToken(req.headers.cookie);
    const ended = new Set([previous ? sessionIdOf(previous) : null, cookies[COOKIES.previous]]);
    for (const id of ended) if (id && /^[0-9a-f]{64}$/.test(id)) await invalidateSession(id);
    const session = await createSession(userId, {
      locales: parseLocales(req.headers['accept-language'] ?? null),
      userAgent: req.headers['user-agent'] ?? null,
      ip: (req.headers['x-oshi-remote-address'] as string | undefined) || null,
    });
    redirect(res, bridge(returnTo), status, [...cleared, sessionCookie(session.token, session.expiresAt, secure)]);
  };

  const routes = new Map<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>>();
  for (const name of PROVIDERS) {
    routes.set(`/auth/${name}`, start(name));
    routes.set(`/auth/${name}/callback`, callback(name));
  }

  return {
    routes,
    standIn: mounted,
    handleStandIn: (req, res, pathname) => {
      if (!mounted || !pathname.startsWith(`${STAND_IN_PATH}/`)) return false;
      req.url = (req.url ?? '/').slice(STAND_IN_PATH.length);
      mounted.handle(req, res);
      return true;
    },
    listening: (port) => {
      if (!mounted) return;
      const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? '127.0.0.1' : config.HOST;
      mounted.setIssuer(`http://${host.includes(':') ? `[${host}]` : host}:${port}${STAND_IN_PATH}`);
    },
  };
}

/** Apple sends the name only on the first sign-in, as a JSON form field beside the code. */
function appleUserName(user: string | null): string | null {
  if (!user) return null;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    const parts = [parsed.name?.firstName, parsed.name?.lastName].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
    return parts.length ? parts.join(' ').trim() : null;
  } catch {
    return null;
  }
}
