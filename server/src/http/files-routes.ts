// POST /files (multipart upload) and GET /files/<id>.webp | /files/<id>?exp=&sig= (serving).
// Uploads authenticate like /graphql (session cookie with the x-oshi-client header against CSRF, or a
// Bearer API token with a write scope), are streamed to a temporary file with the kind's byte limit,
// then checked and stored by the files service. Errors answer JSON { status, name, desc }.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Busboy from '@fastify/busboy';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { FileKind, StoredFile } from '../generated/prisma/client.ts';
import { FileTooLargeError, FileTypeNotAllowedError } from '../modules/files/files.errors.ts';
import {
  cleanFileName,
  findStoredFile,
  IMAGE_CACHE_SECONDS,
  imageUrl,
  openStoredFile,
  SIGNED_LINK_SECONDS,
  signedFileUrl,
  storeUpload,
  UPLOAD_LIMITS,
  verifySignedLink,
  type ReceivedUpload,
} from '../modules/files/files.service.ts';
import type { Config } from '../platform/config.ts';
import { RateLimitedError } from '../platform/errors.ts';
import type { Logger } from '../platform/logger.ts';
import { countAttempt, UnusualAccessError } from '../platform/rate-limit.ts';
import { authenticate, refusalResponse } from './authentication.ts';
import { sendJson } from './routes.ts';

const KINDS: Readonly<Record<string, FileKind>> = { image: 'IMAGE', media: 'MEDIA', attachment: 'ATTACHMENT' };
const LARGEST = Math.max(...Object.values(UPLOAD_LIMITS));
// Room for the multipart framing and the "kind" field around the file.
const ENVELOPE = 64 * 1024;
const WRITE_SCOPES = ['ACCOUNTS_WRITE', 'CLUBS_WRITE', 'POSTS_WRITE'];

type ErrorBody = { status: number; name: string; desc: string; payload?: unknown };
const fail = (status: number, name: string, desc: string, payload?: unknown): ErrorBody => ({ status, name, desc, payload });

class HttpFailure extends Error {
  constructor(
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.desc);
  }
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

const sendError = (res: ServerResponse, body: ErrorBody, headers: Record<string, string> = {}) => sendJson(res, body.status, body, headers);

/** The JSON answer describing a stored file (the UploadedFile node's fields). */
export function uploadedFileJson(file: StoredFile, now = Date.now()) {
  return {
    id: encodeGlobalID('UploadedFile', file.id),
    kind: file.kind,
    name: file.originalName,
    mimeType: file.mimeType,
    byteSize: file.byteSize,
    url: file.kind === 'IMAGE' ? imageUrl(file.id) : signedFileUrl(file.id, now),
    width: file.width,
    height: file.height,
  };
}

/** Reads the multipart body: the "kind" field, then one "file" part streamed to `tempPath` within the kind's limit. */
function receive(req: IncomingMessage, tempPath: string): Promise<{ kind: FileKind; upload: ReceivedUpload }> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const done = (error: unknown, value?: { kind: FileKind; upload: ReceivedUpload }) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(value!);
    };
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: req.headers as Parameters<typeof Busboy>[0]['headers'],
        limits: { files: 1, fields: 5, fieldSize: 64, parts: 8, fileSize: LARGEST + 1 },
      });
    } catch {
      return done(new HttpFailure(fail(400, 'INVALID_INPUT', 'Expected multipart/form-data')));
    }
    let kind: FileKind | null = null;
    let file: Promise<ReceivedUpload> | null = null;
    parser.on('field', (name, value) => {
      if (name === 'kind') kind = KINDS[value] ?? null;
      if (name === 'kind' && !kind) done(new HttpFailure(fail(400, 'INVALID_INPUT', 'kind must be image, media or attachment')));
    });
    parser.on('file', (name, stream, filename) => {
      if (name !== 'file' || file || !kind) {
        stream.resume();
        if (name === 'file' && !kind) done(new HttpFailure(fail(400, 'INVALID_INPUT', 'Send the "kind" field before the file')));
        return;
      }
      const limit = UPLOAD_LIMITS[kind];
      let bytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length;
          if (bytes > limit) callback(new FileTooLargeError(limit));
          else callback(null, chunk);
        },
      });
      file = pipeline(stream, counter, fs.createWriteStream(tempPath)).then(() => ({
        tempPath,
        byteSize: bytes,
        originalName: cleanFileName(filename),
      }));
      file.catch((error: unknown) => done(error));
    });
    parser.on('finish', () => {
      if (!file || !kind) return done(new HttpFailure(fail(400, 'INVALID_INPUT', 'Expected the fields "kind" and "file"')));
      const received = kind;
      file.then((upload) => done(null, { kind: received, upload }), done);
    });
    parser.on('error', () => done(new HttpFailure(fail(400, 'INVALID_INPUT', 'Malformed multipart body'))));
    req.on('aborted', () => done(new HttpFailure(fail(400, 'INVALID_INPUT', 'The upload was interrupted'))));
    req.pipe(parser);
  });
}

/** After an early answer, the rest of the body is read and dropped (so the client sees the answer), within reason. */
function discardRest(req: IncomingMessage) {
  req.unpipe();
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LARGEST + ENVELOPE) req.destroy();
  });
  req.resume();
}

async function upload(req: IncomingMessage, res: ServerResponse, config: Config, logger: Logger) {
  const secure = config.NODE_ENV === 'production';
  const auth = await authenticate(toHeaders(req));
  if (!('viewer' in auth)) {
    const answer = refusalResponse(auth, secure);
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(await answer.text());
    return;
  }
  if (!auth.viewer) return sendError(res, fail(401, 'UNAUTHENTICATED', 'Sign in to upload files.'));
  // Cookies ride along on cross-site requests; the custom header cannot (as CSRF prevention on /graphql).
  if (auth.apiScopes === null && !req.headers['x-oshi-client']) {
    return sendError(res, fail(403, 'FORBIDDEN', 'Missing x-oshi-client header'));
  }
  if (auth.apiScopes && !auth.apiScopes.some((s) => WRITE_SCOPES.includes(s))) {
    return sendError(res, fail(403, 'SCOPE_REQUIRED', 'The API token needs a write scope to upload files.'));
  }
  try {
    await countAttempt([['uploadByUser', auth.viewer.id]]);
  } catch (error) {
    if (!(error instanceof UnusualAccessError)) throw error;
    const retry = error.retryAfterSeconds;
    return sendError(res, fail(429, 'RATE_LIMITED', 'Too many uploads; try again later.', { retryAfterSeconds: retry }), { 'retry-after': String(retry) });
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > LARGEST + ENVELOPE) {
    // Not worth reading at all.
    return sendError(res, fail(413, 'FILE_TOO_LARGE', 'The file is too large.', { limitBytes: LARGEST }), { connection: 'close' });
  }

  const tempPath = path.join(os.tmpdir(), `oshi-upload-${crypto.randomUUID()}`);
  try {
    const { kind, upload: received } = await receive(req, tempPath);
    const stored = await storeUpload(auth.viewer.id, kind, received);
    sendJson(res, 201, uploadedFileJson(stored));
  } catch (error) {
    if (!req.complete) discardRest(req);
    if (error instanceof HttpFailure) return sendError(res, error.body, error.headers);
    if (error instanceof FileTooLargeError) {
      return sendError(res, fail(413, error.code, error.message, { limitBytes: error.limitBytes, ...error.imageLimits }));
    }
    if (error instanceof FileTypeNotAllowedError) return sendError(res, fail(415, error.code, error.message));
    if (error instanceof RateLimitedError) return sendError(res, fail(429, 'RATE_LIMITED', error.message, { retryAfterSeconds: 5 }), { 'retry-after': '5' });
    logger.error({ err: error }, 'upload failed');
    throw error;
  } finally {
    await fsp.rm(tempPath, { force: true });
  }
}

/** A single "bytes=a-b" range within `size`; undefined for none or several (answer the whole file), null when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from, to] = match;
  if (!from && !to) return null;
  let start: number;
  let end: number;
  if (!from) {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to ? Math.min(Number(to), size - 1) : size - 1;
  }
  if (start > end || start >= size) return null;
  return { start, end };
}

const ID = /^\/files\/([0-9a-f-]{36})(\.webp)?$/;

async function serve(req: IncomingMessage, res: ServerResponse, pathname: string, search: URLSearchParams) {
  const match = ID.exec(pathname);
  const notFound = () => sendError(res, fail(404, 'NOT_FOUND', 'No such file'));
  if (!match) return notFound();
  const [, id, webp] = match;
  const common = { 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; sandbox" };
  let file: StoredFile | null;
  let headers: Record<string, string>;
  let range: { start: number; end: number } | null | undefined;
  if (webp) {
    file = await findStoredFile(id);
    if (!file || file.kind !== 'IMAGE') return notFound();
    const etag = `"${file.id}"`;
    // An hour, not a year: a picture whose post, message or account is deleted stops being served
    // (releaseFiles), and caches should not keep showing it long after; the etag revalidates cheaply.
    headers = { ...common, 'content-type': 'image/webp', 'cache-control': `public, max-age=${IMAGE_CACHE_SECONDS}`, etag };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      return res.end();
    }
  } else {
    const now = Date.now();
    if (!verifySignedLink(id, search.get('exp'), search.get('sig'), now)) {
      return sendError(res, fail(403, 'FORBIDDEN', 'The link is invalid or has expired.'));
    }
    file = await findStoredFile(id);
    if (!file || file.kind === 'IMAGE') return notFound();
    const left = Math.max(0, Math.min(SIGNED_LINK_SECONDS, Number(search.get('exp')) - Math.floor(now / 1000)));
    headers = {
      ...common,
      'content-type': file.mimeType,
      'cache-control': `private, max-age=${left}`,
      'accept-ranges': 'bytes',
      'content-disposition': `${file.kind === 'ATTACHMENT' ? 'attachment' : 'inline'}; ${dispositionName(file.originalName)}`,
    };
    range = parseRange(req.headers.range, file.byteSize);
    if (range === null) {
      res.writeHead(416, { ...headers, 'content-range': `bytes */${file.byteSize}` });
      return res.end();
    }
  }
  const status = range ? 206 : 200;
  if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${file.byteSize}`;
  headers['content-length'] = String(range ? range.end - range.start + 1 : file.byteSize);
  if (req.method === 'HEAD') {
    res.writeHead(status, headers);
    return res.end();
  }
  const stream = await openStoredFile(file, range ?? undefined);
  if (!stream) return notFound();
  res.writeHead(status, headers);
  await pipeline(stream, res).catch(() => {
    // The client went away mid-download; nothing to answer.
  });
}

/** An RFC 6266 filename: an ASCII fallback plus the UTF-8 original. */
export function dispositionName(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** Handles /files and /files/*; `pathname` is already split from the query. */
export function createFilesRoutes(deps: { config: Config; logger: Logger }) {
  return async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    if (pathname === '/files') {
      if (req.method !== 'POST') return sendError(res, fail(405, 'MethodNotAllowed', 'POST only'), { allow: 'POST' });
      return upload(req, res, deps.config, deps.logger);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(res, fail(405, 'MethodNotAllowed', 'GET only'), { allow: 'GET, HEAD' });
    const search = new URL(req.url ?? '/', 'http://localhost').searchParams;
    return serve(req, res, pathname, search);
  };
}
