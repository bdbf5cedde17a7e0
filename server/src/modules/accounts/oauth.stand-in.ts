// A local OpenID Connect provider standing in for Google and Apple in dev mode and tests: a real
// oauth2-mock-server (authorize, token, JWKS, signed ID tokens) behind a thin front that adds what the
// mock lacks. There is no login page: the authorize step answers at once for the identity named by
// `login_hint` ("someone@example.com", or "unverified:someone@example.com" for an unverified address),
// else the identity a test set with `setNextIdentity`, else a default demo identity. Apple's
// `response_mode=form_post` is emulated with an auto-submitting form, as Apple does.
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type StandInIdentity = { sub?: string; email?: string | null; emailVerified?: boolean; name?: string | null };

/** Client ids the stand-in issues tokens for: Google's and Apple's stand-ins. */
export const STAND_IN_CLIENT_IDS = { google: 'oshi-google-stand-in', apple: 'oshi-apple-stand-in' } as const;
export const STAND_IN_CLIENT_SECRET = 'stand-in-secret';
export const DEFAULT_STAND_IN_IDENTITY = { email: 'social.fan@demo.oshi.local', emailVerified: true, name: 'Social Fan' };

export type OidcStandIn = {
  /** Issuer URL (the server side fetches token and JWKS from it; ID tokens carry it as `iss`). */
  readonly issuer: string;
  /** Sets the issuer once the serving address is known. */
  setIssuer(url: string): void;
  /** Serves a request whose URL is relative to `basePath`. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** The identity of the next authorization without a login_hint (tests); used once. */
  setNextIdentity(identity: StandInIdentity | null): void;
  /** Requests the token endpoint received (tests check PKCE and client authentication). */
  readonly tokenRequests: Record<string, string>[];
};

type Claims = { sub: string; email: string | null; email_verified: boolean; name: string | null };

/** A stable subject per e-mail, so signing in twice is the same identity. */
export function standInSubject(email: string): string {
  return 'stand-in-' + crypto.createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 20);
}

function claimsFor(identity: StandInIdentity): Claims {
  const email = identity.email === undefined ? DEFAULT_STAND_IN_IDENTITY.email : identity.email;
  return {
    sub: identity.sub ?? standInSubject(email ?? 'anonymous'),
    email,
    email_verified: identity.emailVerified ?? true,
    name: identity.name === undefined ? (email ? email.split('@')[0] : null) : identity.name,
  };
}

function identityFromHint(hint: string): StandInIdentity {
  const unverified = hint.startsWith('unverified:');
  const email = unverified ? hint.slice('unverified:'.length) : hint;
  return { email, emailVerified: !unverified };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `basePath`: where the stand-in is mounted ('' when it has its own server, '/_dev/oidc' inside the app). */
export async function createOidcStandIn(basePath = ''): Promise<OidcStandIn> {
  // Loaded only when a stand-in is wanted: production never imports the mock.
  const { OAuth2Issuer, OAuth2Service } = await import('oauth2-mock-server');
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  const byCode = new Map<string, Claims>();
  let next: StandInIdentity | null = null;
  const tokenRequests: Record<string, string>[] = [];

  service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }, req: IncomingMessage & { query: Record<string, unknown> }) => {
    const code = url.searchParams.get('code');
    if (!code) return;
    const hint = typeof req.query.login_hint === 'string' && req.query.login_hint ? req.query.login_hint : null;
    const identity = hint ? identityFromHint(hint) : (next ?? {});
    if (!hint) next = null;
    const claims = claimsFor(identity);
    byCode.set(code, claims);
    if (req.query.response_mode === 'form_post') {
      // Apple posts code and state (and, on the first sign-in, the user's name) to the redirect URI.
      const target = new URL(url.href);
      const page = new URL(`http://${req.headers.host ?? 'localhost'}${basePath}/form-post`);
      page.searchParams.set('to', `${target.origin}${target.pathname}`);
      for (const [k, v] of target.searchParams) page.searchParams.set(k, v);
      const [firstName, ...rest] = (claims.name ?? '').split(' ');
      if (claims.name) page.searchParams.set('user', JSON.stringify({ name: { firstName, lastName: rest.join(' ') }, email: claims.email }));
      url.href = page.href;
    }
  });

  service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }, req: { body: Record<string, string> }) => {
    // Called for the access token (it has a scope) and then for the ID token.
    if ('scope' in token.payload) return;
    const claims = byCode.get(req.body.code);
    if (!claims) return;
    byCode.delete(req.body.code);
    Object.assign(token.payload, { sub: claims.sub, email: claims.email ?? undefined, email_verified: claims.email_verified, name: claims.name ?? undefined });
  });

  service.on('beforeResponse', (_response: unknown, req: { body: Record<string, string>; headers: IncomingMessage['headers'] }) => {
    tokenRequests.push({ ...req.body, authorization: req.headers.authorization ?? '' });
  });

  const formPost = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const to = url.searchParams.get('to') ?? '';
    if (!/^https?:\/\//.test(to)) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      return res.end('bad target');
    }
    const fields = [...url.searchParams]
      .filter(([k]) => k !== 'to')
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in…</title></head>
<body><form method="post" action="${escapeHtml(to)}">${fields}<noscript><button>Continue</button></noscript></form>
<script>document.forms[0].submit()</script></body></html>`);
  };

  return {
    get issuer() {
      return issuer.url ?? '';
    },
    setIssuer(url) {
      issuer.url = url.replace(/\/$/, '');
    },
    handle(req, res) {
      if ((req.url ?? '').split('?')[0] === '/form-post') return formPost(req, res);
      service.requestHandler(req, res);
    },
    setNextIdentity(identity) {
      next = identity;
    },
    tokenRequests,
  };
}
