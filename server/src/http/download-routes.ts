// GET /downloads/<orderId>/<fileId>?exp=&sig=: a buyer's digital purchase through its short-lived signed
// link (minted by StoreOrderLine.downloads). The signature and expiry are checked, then the order again
// (paid, not refunded, the file one of its digital lines), and the file streams as an attachment.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { openStoredFile } from '../modules/files/files.service.ts';
import { downloadableFile, verifyDownloadLink } from '../modules/store/store-downloads.ts';
import { dispositionName } from './files-routes.ts';
import { sendJson } from './routes.ts';

export const DOWNLOADS_PREFIX = '/downloads/';
const PATH = /^\/downloads\/([0-9a-f-]{36})\/([0-9a-f-]{36})$/;

const refuse = (res: ServerResponse, status: number, name: string, desc: string) => sendJson(res, status, { status, name, desc });

/** Handles /downloads/*; `now` is the clock (tests pass their own). */
export function createDownloadRoutes(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  return async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'MethodNotAllowed', 'GET only');
    const match = PATH.exec(pathname);
    if (!match) return refuse(res, 404, 'NOT_FOUND', 'No such file');
    const [, orderId, fileId] = match;
    const search = new URL(req.url ?? '/', 'http://localhost').searchParams;
    if (!verifyDownloadLink(orderId, fileId, search.get('exp'), search.get('sig'), now())) {
      return refuse(res, 403, 'FORBIDDEN', 'The link is invalid or has expired.');
    }
    const file = await downloadableFile(orderId, fileId);
    if (!file) return refuse(res, 403, 'FORBIDDEN', 'This purchase can no longer be downloaded.');
    const headers: Record<string, string> = {
      'content-type': file.mimeType,
      'content-length': String(file.byteSize),
      'content-disposition': `attachment; ${dispositionName(file.originalName)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    };
    if (req.method === 'HEAD') {
      res.writeHead(200, headers);
      return res.end();
    }
    const stream = await openStoredFile(file);
    if (!stream) return refuse(res, 404, 'NOT_FOUND', 'No such file');
    res.writeHead(200, headers);
    await pipeline(stream, res).catch(() => {
      // The buyer went away mid-download.
    });
  };
}
