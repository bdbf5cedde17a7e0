// Security headers on every answer (helmet): a Content-Security-Policy, frame-ancestors 'none',
// nosniff, a referrer policy and, in production, HSTS. Scripts run only from this origin or with the
// per-request nonce (the runtime configuration in index.html); GraphiQL's inline scripts are allowed
// by their hashes (see graphiqlPolicy).
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../platform/config.ts';

/** Hosts PortOne's browser SDK loads its script from and opens its card window with (DESIGN 5.6). */
export const PORTONE_HOSTS = {
  script: ['https://cdn.portone.io'],
  frame: ['https://*.portone.io', 'https://*.iamport.co', 'https://*.iamport.kr'],
  connect: ['https://*.portone.io', 'https://*.iamport.co'],
} as const;

/** Players that posts embed (server/src/modules/posts: YouTube, Twitch, X). */
const EMBED_HOSTS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.twitch.tv', 'https://clips.twitch.tv', 'https://platform.twitter.com'];

/** Sentry's hosted ingest (the client reports there when built with VITE_SENTRY_DSN). */
const SENTRY_HOSTS = ['https://*.sentry.io'];

const nonces = new WeakMap<ServerResponse, string>();
/** Where the per-answer nonce goes in the policy built once (letters only: helmet checks directive values). */
const NONCE_SLOT = 'OSHINONCESLOT';

/** The nonce inline scripts of this response must carry. */
export function scriptNonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = crypto.randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

export function createSecurityHeaders(config: Config) {
  const production = config.NODE_ENV === 'production';
  const portone = Boolean(config.PORTONE_STORE_ID);
  const apply = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'script-src': ["'self'", `'nonce-${NONCE_SLOT}'`, ...(portone ? PORTONE_HOSTS.script : [])],
        // Stitches writes its styles into <style> elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Avatars and club images may live on other hosts (S3, providers' avatars).
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...SENTRY_HOSTS, ...(portone ? PORTONE_HOSTS.connect : [])],
        'frame-src': ["'self'", ...EMBED_HOSTS, ...(portone ? PORTONE_HOSTS.frame : [])],
        // Sentry's session replay compresses in a blob worker.
        'worker-src': ["'self'", 'blob:'],
        ...(production ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Files and images are fetched by other sites' crawlers and S3 links; PortOne's window is a popup.
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  // The headers are the same for every answer but the nonce: helmet builds them once, each answer copies them.
  const headers: [string, string, boolean][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value), String(value).includes(NONCE_SLOT)]),
    removeHeader: () => {},
  };
  apply({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return (_req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value, hasNonce] of headers) res.setHeader(name, hasNonce ? value.replace(NONCE_SLOT, scriptNonceOf(res)) : value);
  };
}

/** sha256 sources of a page's inline <script> elements, for a CSP that allows exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    if (!match[1]) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(match[1]).digest('base64')}'`);
  }
  return [...hashes];
}

/** GraphiQL (bundled, rendered by yoga): its inline scripts by hash, Monaco's workers from blob: URLs. */
export function graphiqlPolicy(html: string): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
  ].join('; ');
}
