// GET /exports/subscribers.csv?club=&plan=&status=: the subscribers of the clubs the signed-in creator
// owns, as CSV (UTF-8 with a byte-order mark so spreadsheet apps read Korean names). Authenticated like
// /graphql: a session cookie, or an API token holding MEMBERSHIPS_READ. Written in keyset batches, so a
// club with many subscribers streams without holding them all.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { SubscriptionStatus } from '../generated/prisma/enums.ts';
import type { Config } from '../platform/config.ts';
import { isUuid } from '../platform/ids.ts';
import { ownerSubscriberRows, SUBSCRIBER_CSV_HEADER, subscriberCsvLine, type SubscriberFilter } from '../modules/memberships/subscribers.service.ts';
import { authenticate, expiredResponse } from './authentication.ts';
import { sendJson } from './routes.ts';

export const SUBSCRIBERS_CSV_PATH = '/exports/subscribers.csv';

const refuse = (res: ServerResponse, status: number, name: string, desc: string, field?: string) =>
  sendJson(res, status, { status, name, desc, ...(field ? { field } : {}) });

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  return headers;
}

/** A global id of `typename` from the query string: its database id, undefined when absent, null when invalid. */
function idParam(search: URLSearchParams, name: string, typename: string): string | null | undefined {
  const value = search.get(name);
  if (!value) return undefined;
  try {
    const decoded = decodeGlobalID(value);
    return decoded.typename === typename && isUuid(decoded.id) ? decoded.id : null;
  } catch {
    return null;
  }
}

export function createExportRoutes(config: Config): Map<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>> {
  const subscribersCsv = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET') return refuse(res, 405, 'MethodNotAllowed', 'GET only');
    const auth = await authenticate(toHeaders(req));
    if ('expired' in auth) {
      const answer = expiredResponse(auth.reason, config.NODE_ENV === 'production');
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      return void res.end(await answer.text());
    }
    if (!auth.viewer) return refuse(res, 401, 'UNAUTHENTICATED', 'Sign in to export subscribers.');
    if (auth.apiScopes && !auth.apiScopes.includes('MEMBERSHIPS_READ')) return refuse(res, 403, 'SCOPE_REQUIRED', 'The API token lacks the MEMBERSHIPS_READ scope.');
    const search = new URL(req.url ?? '/', 'http://localhost').searchParams;
    const clubId = idParam(search, 'club', 'Club');
    const planId = idParam(search, 'plan', 'Plan');
    if (clubId === null) return refuse(res, 400, 'INVALID_INPUT', 'club must be a Club id', 'club');
    if (planId === null) return refuse(res, 400, 'INVALID_INPUT', 'plan must be a Plan id', 'plan');
    const status = search.get('status');
    if (status && !(status in SubscriptionStatus)) return refuse(res, 400, 'INVALID_INPUT', 'status must be ACTIVE, CANCELED or EXPIRED', 'status');
    const filter: SubscriberFilter = { clubId, planId, status: (status as SubscriberFilter['status']) ?? null };
    res.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    res.write(`\uFEFF${SUBSCRIBER_CSV_HEADER.join(',')}\r\n`);
    for await (const row of ownerSubscriberRows(auth.viewer.id, filter)) {
      // Respect back-pressure: wait for the socket to drain before reading more.
      if (!res.write(`${subscriberCsvLine(row)}\r\n`)) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  };
  return new Map([[SUBSCRIBERS_CSV_PATH, subscribersCsv]]);
}
