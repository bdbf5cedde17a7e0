// Compression of the answers made per request: GraphQL results and the web client's index.html (its
// scripts and styles are compressed once at build time and served by sirv). A feed page's JSON shrinks to
// about a quarter, which on a phone's slow connection is worth far more than the fraction of a millisecond
// Brotli takes at a low quality. Compressed answers carry `Vary: Accept-Encoding`, set by app.ts.
import type { Plugin } from 'graphql-yoga';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Smaller bodies are sent as they are: headers and framing would eat most of the gain. */
export const MIN_COMPRESSED_BYTES = 1024;

/** Brotli quality 4: close to gzip's ratio at its default level or better, and faster, for small texts. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };

/** The encoding to answer with for an Accept-Encoding header: br, else gzip, never one refused with q=0. */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (encoding: Encoding) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body);
}

/** Whole answers only: never text/event-stream or multipart, whose events must not wait for the end. */
const COMPRESSIBLE = /^(application\/(graphql-response\+)?json|text\/html)\b/;

/**
 * Yoga plugin: single GraphQL results (JSON) of at least MIN_COMPRESSED_BYTES are compressed when the
 * client accepts it. Streams (SSE, multipart) are left alone: compressing them would hold events back.
 */
export function useResponseCompression(): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const encoding = preferredEncoding(request.headers.get('accept-encoding'));
      if (!encoding || !response.body || response.headers.has('content-encoding')) return;
      if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return;
      const body = Buffer.from(await response.arrayBuffer());
      const headers = new fetchAPI.Headers(response.headers);
      let sent: Buffer = body;
      if (body.length >= MIN_COMPRESSED_BYTES) {
        sent = compress(body, encoding);
        headers.set('content-encoding', encoding);
      }
      headers.set('content-length', String(sent.length));
      setResponse(new fetchAPI.Response(sent as Uint8Array<ArrayBuffer>, { status: response.status, statusText: response.statusText, headers }));
    },
  };
}
