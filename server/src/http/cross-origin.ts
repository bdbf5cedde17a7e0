// Browsers and other sites: which origins may read answers with credentials (CORS), and which
// requests may change state (CSRF). Both apply to every route, before any handler runs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../platform/config.ts';
import { STAND_IN_PATH } from './oauth-routes.ts';
import { PAYMENT_WEBHOOK_PATH, TEST_CARD_PAGE_PATH } from './payments-routes.ts';
import { sendJson } from './routes.ts';

/** The port `npm run dev` serves the client on (Vite, proxying the API). */
export const VITE_DEV_PORT = 5173;

/**
 * PUBLIC_URL and ALLOWED_ORIGINS. Without PUBLIC_URL (development) the app's own loopback origins,
 * and in dev mode Vite's, whose proxy passes the browser's Origin through.
 */
export function allowedOriginsOf(config: Pick<Config, 'PUBLIC_URL' | 'ALLOWED_ORIGINS' | 'DEV_MODE'>, port: number): Set<string> {
  const origins = new Set(config.ALLOWED_ORIGINS ?? []);
  if (config.PUBLIC_URL) {
    origins.add(new URL(config.PUBLIC_URL).origin);
    return origins;
  }
  for (const host of ['localhost', '127.0.0.1']) {
    origins.add(`http://${host}:${port}`);
    if (config.DEV_MODE) origins.add(`http://${host}:${VITE_DEV_PORT}`);
  }
  return origins;
}

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';

/**
 * Adds CORS headers for an allowed Origin and answers preflights. Returns true when the request was
 * answered (a preflight). Other origins get no CORS headers, so their pages cannot read answers.
 */
export function handleCors(req: IncomingMessage, res: ServerResponse, allowed: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  res.appendHeader('vary', 'Origin');
  const isAllowed = allowed.has(origin);
  if (isAllowed) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('access-control-expose-headers', 'x-request-id');
  }
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  if (!isAllowed) {
    sendJson(res, 403, { status: 403, name: 'OriginNotAllowed', desc: `The origin ${origin} may not call this API (see ALLOWED_ORIGINS)` });
    return true;
  }
  const requestedHeaders = req.headers['access-control-request-headers'];
  res.writeHead(204, {
    'access-control-allow-methods': ALLOWED_METHODS,
    ...(requestedHeaders ? { 'access-control-allow-headers': requestedHeaders } : {}),
    'access-control-max-age': '600',
  });
  res.end();
  return true;
}

/** Headers a cross-site form or beacon cannot send; the web client sends the first, GraphiQL the second. */
export const CSRF_HEADERS = ['x-oshi-client', 'x-graphql-yoga-csrf'] as const;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Posts that third parties legitimately send without our header (signed webhook, providers' form posts). */
function isThirdPartyPost(pathname: string): boolean {
  return (
    pathname === PAYMENT_WEBHOOK_PATH ||
    // Apple's form_post callback (and Google's GET callback), verified by state cookie and PKCE.
    /^\/auth\/[a-z]+\/callback$/.test(pathname) ||
    // The test gateway's card page posts its own form, as PortOne's window would.
    pathname === TEST_CARD_PAGE_PATH ||
    // The dev-mode stand-in sign-in provider's login form and token endpoint.
    pathname.startsWith(`${STAND_IN_PATH}/`)
  );
}

/** The analytics proxy also takes the client's unload beacons, which cannot carry headers but are same-origin. */
const BEACON_PATHS = new Set(['/mixpanel', '/mixpanel/track']);

/** Why a state-changing request is refused as a possible cross-site request forgery, or null. */
export function csrfRefusal(req: IncomingMessage, pathname: string): string | null {
  if (!STATE_CHANGING.has(req.method ?? 'GET') || isThirdPartyPost(pathname)) return null;
  if (CSRF_HEADERS.some((name) => req.headers[name])) return null;
  // API tokens are not sent by browsers on their own, so they cannot be forged cross-site.
  if (/^bearer\s/i.test(req.headers.authorization ?? '')) return null;
  if (BEACON_PATHS.has(pathname) && req.headers['sec-fetch-site'] === 'same-origin') return null;
  return `${req.method} ${pathname} needs the ${CSRF_HEADERS.join(' or ')} header (or an API token)`;
}

export function refuseCsrf(res: ServerResponse, reason: string) {
  sendJson(res, 403, { status: 403, name: 'CsrfHeaderRequired', desc: reason });
}
