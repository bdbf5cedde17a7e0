// GET /revenue/entries.csv: the owner's statement of payments and refunds as CSV, streamed page by page
// through the same keyset reads as revenueEntries (never the whole history in memory). Same filters:
// clubId (a Club global id), source, from, to. Sessions, or API tokens holding REVENUE_READ.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { RevenueSource } from '../generated/prisma/enums.ts';
import { entriesOfClubs, ownedClubIds, type EntryCursor } from '../modules/revenue/revenue.service.ts';
import { db } from '../platform/database.ts';
import { authenticate, expiredResponse } from './authentication.ts';
import { sendJson } from './routes.ts';

export const REVENUE_CSV_PATH = '/revenue/entries.csv';
const PAGE = 500;
const SOURCES: readonly RevenueSource[] = ['SUBSCRIPTION', 'PRODUCT', 'TICKET'];
const HEADER = ['recorded_at', 'kind', 'source', 'club', 'gross', 'vat', 'platform_fee', 'gateway_fee', 'net', 'payment_id'];

/** One CSV cell: quoted when needed; text that a spreadsheet would run as a formula is defused with a quote. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A moment as Korean local time, "2026-11-28 11:39:28" (creators read the statement in KST). */
const kst = (date: Date) => new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

const fail = (res: ServerResponse, status: number, name: string, desc: string) => sendJson(res, status, { status, name, desc });

export async function serveRevenueCsv(req: IncomingMessage, res: ServerResponse, secure: boolean) {
  if (req.method !== 'GET') return fail(res, 405, 'MethodNotAllowed', 'GET only');
  const auth = await authenticate(headersOf(req));
  if ('expired' in auth) {
    const answer = expiredResponse(auth.reason, secure);
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    return res.end(await answer.text());
  }
  if (!auth.viewer) return fail(res, 401, 'UNAUTHENTICATED', 'Sign in to download your revenue.');
  if (auth.apiScopes && !auth.apiScopes.includes('REVENUE_READ')) return fail(res, 403, 'SCOPE_REQUIRED', 'The API token lacks the REVENUE_READ scope.');
  const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
  let clubId: string | null = null;
  try {
    const club = params.get('clubId');
    if (club) {
      const decoded = decodeGlobalID(club);
      if (decoded.typename !== 'Club') throw new Error('not a club');
      clubId = decoded.id;
    }
  } catch {
    return fail(res, 400, 'INVALID_INPUT', 'clubId is not a Club id');
  }
  const source = params.get('source');
  if (source && !SOURCES.includes(source as RevenueSource)) return fail(res, 400, 'INVALID_INPUT', `source is one of ${SOURCES.join(', ')}`);
  const [from, to] = ['from', 'to'].map((name) => (params.get(name) ? new Date(params.get(name)!) : null));
  if ((from && Number.isNaN(from.getTime())) || (to && Number.isNaN(to.getTime()))) return fail(res, 400, 'INVALID_INPUT', 'from and to are ISO dates');

  const clubIds = await ownedClubIds(auth.viewer.id, clubId);
  // Someone else's club (or none run) reads as an empty statement, as in GraphQL.
  const clubs = new Map((await db().club.findMany({ where: { id: { in: clubIds } }, select: { id: true, name: true } })).map((c) => [c.id, c.name]));
  res.writeHead(200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="oshi-revenue-${new Date().toISOString().slice(0, 10)}.csv"`,
    'cache-control': 'private, no-store',
  });
  // A byte-order mark so spreadsheet programs read Korean and Japanese club names as UTF-8.
  res.write(`\uFEFF${HEADER.join(',')}\r\n`);
  let cursor: EntryCursor | null = null;
  for (;;) {
    const page = await entriesOfClubs(clubIds, { source: source as RevenueSource | null, from, to }, PAGE, cursor);
    const lines = page.map((e) =>
      [kst(e.createdAt), e.kind, e.source, clubs.get(e.clubId) ?? '', e.gross, e.vat, e.platformFee, e.gatewayFee, e.net, e.paymentId].map(csvCell).join(','),
    );
    if (lines.length) res.write(`${lines.join('\r\n')}\r\n`);
    if (page.length < PAGE) break;
    cursor = { createdAt: page[PAGE - 1].createdAt, id: page[PAGE - 1].id };
  }
  res.end();
}
