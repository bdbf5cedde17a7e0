// Plain HTTP routes where GraphQL does not fit.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { invalidateSession, refreshSession, sessionIdOf } from '../modules/accounts/sessions.service.ts';
import { db } from '../platform/database.ts';
import { clearedSessionCookie, readSessionToken, sessionCookie } from './session-cookie.ts';
import { sessionSuspension, suspendedBody } from './authentication.ts';
import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';
import { countAttempt, UnusualAccessError } from '../platform/rate-limit.ts';
import { REMOTE_ADDRESS_HEADER } from './yoga.ts';

export type RouteDeps = { config: Config; logger: Logger };
type Handler = (req: IncomingMessage, res: ServerResponse, deps: RouteDeps) => Promise<void> | void;

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** Largest JSON body the plain routes and /graphql read. */
export const MAX_BODY = 1024 * 1024;

/** A request body over the route's limit; app.ts answers 413 PayloadTooLarge. */
export class PayloadTooLargeError extends Error {
  readonly status = 413;
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes`);
  }
}

export async function readBody(req: IncomingMessage, limit = MAX_BODY): Promise<string> {
  // A declared length over the limit is refused before reading anything.
  if (Number(req.headers['content-length']) > limit) throw new PayloadTooLargeError(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new PayloadTooLargeError(limit);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

// Mixpanel's track payload: a list of { event, properties: { distinct_id, time, ... } }.
const trackEvents = z
  .array(
    z.object({
      event: z.string().min(1).max(255),
      properties: z.record(z.string(), z.unknown()).default({}),
    }),
  )
  .max(50);

async function track(req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'POST') return sendJson(res, 405, { status: 405, name: 'MethodNotAllowed', desc: 'POST only' });
  let events;
  try {
    events = trackEvents.parse(JSON.parse(await readBody(req)));
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw error;
    return sendJson(res, 400, { status: 400, name: 'BadRequest', desc: 'Expected a JSON array of at most 50 events' });
  }
  // Anonymous clients send their id in a header; signed-in ones as every event's distinct_id.
  const anonymousId = req.headers['anonymous-id'];
  const firstDistinctId = events[0]?.properties.distinct_id;
  const clientKey = typeof anonymousId === 'string' ? anonymousId : typeof firstDistinctId === 'string' ? firstDistinctId : null;
  try {
    await countAttempt(
      [
        ['analyticsByAddress', req.headers[REMOTE_ADDRESS_HEADER] as string | undefined],
        ['analyticsByClient', clientKey?.slice(0, 200)],
      ],
      Math.max(events.length, 1),
    );
  } catch (error) {
    if (!(error instanceof UnusualAccessError)) throw error;
    return sendJson(
      res,
      429,
      { status: 429, name: 'RATE_LIMITED', desc: `Too many analytics events from this client; retry after ${error.retryAfterSeconds} s` },
      { 'retry-after': String(error.retryAfterSeconds) },
    );
  }
  await db().analyticsEvent.createMany({
    data: events.map(({ event, properties }) => {
      const time = Number(properties.time);
      return {
        event,
        distinctId: typeof properties.distinct_id === 'string' ? properties.distinct_id : null,
        properties: properties as object,
        occurredAt: Number.isFinite(time) && time > 0 ? new Date(time) : new Date(),
      };
    }),
  });
  sendJson(res, 200, { status: 1, accepted: events.length });
}

async function ready(_req: IncomingMessage, res: ServerResponse) {
  try {
    await db().$queryRaw`SELECT 1`;
    sendJson(res, 200, { status: 'ready' });
  } catch {
    sendJson(res, 503, { status: 'unavailable', desc: 'database unreachable' });
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

async function devMail(req: IncomingMessage, res: ServerResponse) {
  const messages = await db().mailMessage.findMany({ orderBy: { createdAt: 'desc' }, take: 100 });
  if (req.url?.startsWith('/_dev/mail.json')) return sendJson(res, 200, { messages });
  const rows = messages
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p><pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('\n');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Dev mailbox · Oshi</title><style>body{background:#000;color:#eee;font:15px system-ui;max-width:760px;margin:0 auto;padding:16px}
article{background:#1c1c1e;border-radius:12px;padding:12px 16px;margin:12px 0}h2{font-size:17px;margin:0}.meta{color:#999}pre{white-space:pre-wrap}</style></head>
<body><h1>Dev mailbox</h1><p>${messages.length ? `${messages.length} latest messages` : 'No mail yet.'}</p>${rows}</body></html>`);
}

// POST auth/refresh-token and auth/logout (spec section 7). Cookie-based; the custom header keeps
// them out of reach of cross-site forms (as CSRF prevention does for /graphql).
function requireClientPost(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'POST') {
    sendJson(res, 405, { status: 405, name: 'MethodNotAllowed', desc: 'POST only' });
    return false;
  }
  if (!req.headers['x-oshi-client']) {
    sendJson(res, 403, { status: 403, name: 'Forbidden', desc: 'Missing x-oshi-client header' });
    return false;
  }
  return true;
}

async function refreshToken(req: IncomingMessage, res: ServerResponse, { config }: RouteDeps) {
  if (!requireClientPost(req, res)) return;
  const secure = config.NODE_ENV === 'production';
  const token = readSessionToken(req.headers.cookie);
  const session = token ? await refreshSession(token) : null;
  // A suspended account's session says why (as /graphql does), and the cookie goes.
  const suspension = token && !session ? await sessionSuspension(token) : null;
  if (suspension) return sendJson(res, 403, suspendedBody(suspension), { 'set-cookie': clearedSessionCookie(secure) });
  if (!token || !session) {
    return sendJson(
      res,
      401,
      { status: 401, name: 'ExpiredAccessToken', desc: 'The session has expired; sign in again.', payload: {} },
      { 'set-cookie': clearedSessionCookie(secure) },
    );
  }
  sendJson(res, 200, { expiresAt: session.expiresAt.toISOString() }, { 'set-cookie': sessionCookie(token, session.expiresAt, secure) });
}

async function logout(req: IncomingMessage, res: ServerResponse, { config }: RouteDeps) {
  if (!requireClientPost(req, res)) return;
  const token = readSessionToken(req.headers.cookie);
  if (token) await invalidateSession(sessionIdOf(token));
  sendJson(res, 200, { status: 'signed-out' }, { 'set-cookie': clearedSessionCookie(config.NODE_ENV === 'production') });
}

/** Exact-path plain routes. Dev-only ones exist only in dev mode. */
export function plainRoutes(config: Config): Map<string, Handler> {
  const routes = new Map<string, Handler>([
    ['/healthz', (_req, res) => sendJson(res, 200, { status: 'ok' })],
    ['/readyz', ready],
    ['/mixpanel', track],
    ['/mixpanel/track', track],
    ['/auth/refresh-token', refreshToken],
    ['/auth/logout', logout],
  ]);
  // Outside dev mode the dev routes answer 404 rather than falling through to the web client.
  const notFound: Handler = (_req, res) => sendJson(res, 404, { status: 404, name: 'NotFound', desc: 'Not found' });
  routes.set('/_dev/mail', config.DEV_MODE ? devMail : notFound);
  routes.set('/_dev/mail.json', config.DEV_MODE ? devMail : notFound);
  return routes;
}
