// CSV downloads (/exports/…): the owner's subscribers, the revenue statement. Authenticated like /graphql
// (a session cookie, or an API token holding the route's scope), streamed with back-pressure, UTF-8 with a
// byte-order mark so spreadsheet programs read Korean and Japanese names.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Viewer } from '../platform/viewer.ts';
import { authenticate, refusalResponse } from './authentication.ts';
import { sendJson } from './routes.ts';

/** One CSV cell: quoted when needed; text a spreadsheet would run as a formula is defused with a quote. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | null)[]) => cells.map(csvCell).join(',');

/** Answers an export request with an error: a status, a code and what to fix (the field when one is at fault). */
export const refuseExport = (res: ServerResponse, status: number, name: string, desc: string, field?: string) =>
  sendJson(res, status, { status, name, desc, ...(field ? { field } : {}) });

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** The viewer of a GET export with `scope` for API tokens; null when it already answered with the refusal. */
export async function exportViewer(req: IncomingMessage, res: ServerResponse, options: { scope: string; secure: boolean; signInMessage: string }): Promise<Viewer | null> {
  if (req.method !== 'GET') {
    refuseExport(res, 405, 'MethodNotAllowed', 'GET only');
    return null;
  }
  const auth = await authenticate(headersOf(req));
  if (!('viewer' in auth)) {
    const answer = refusalResponse(auth, options.secure);
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(await answer.text());
    return null;
  }
  if (!auth.viewer) refuseExport(res, 401, 'UNAUTHENTICATED', options.signInMessage);
  else if (auth.apiScopes && !auth.apiScopes.includes(options.scope)) refuseExport(res, 403, 'SCOPE_REQUIRED', `The API token lacks the ${options.scope} scope.`);
  else return auth.viewer;
  return null;
}

/** Streams a CSV download of `lines` (already formatted) under `header`, waiting for the socket to drain. */
export async function sendCsv(res: ServerResponse, filename: string, header: readonly string[], lines: AsyncIterable<string>) {
  res.writeHead(200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  res.write(`\uFEFF${header.join(',')}\r\n`);
  for await (const line of lines) {
    if (!res.write(`${line}\r\n`)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}
