// Google and Apple sign-in behind one small interface. Production uses arctic's Google and Apple
// classes; dev mode and tests use arctic's generic OAuth2Client against the local stand-in provider
// (oauth2-mock-server). Either way ID tokens are verified with jose against the issuer's JWKS.
import { Apple, CodeChallengeMethod, Google, OAuth2Client, type OAuth2Tokens } from 'arctic';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../../platform/config.ts';
import { STAND_IN_CLIENT_IDS, STAND_IN_CLIENT_SECRET } from './oauth.stand-in.ts';

export type ProviderName = 'google' | 'apple';
export const PROVIDERS: readonly ProviderName[] = ['google', 'apple'];

/** What the ID token says about the person (plus Apple's first-sign-in `user` form field). */
export type IdentityClaims = { sub: string; email: string | null; emailVerified: boolean; name: string | null };

export type SignInProvider = {
  name: ProviderName;
  /** 'real' in production (arctic's provider class), 'stand-in' for the local provider. */
  kind: 'real' | 'stand-in';
  /** Google supports PKCE; Apple does not (it authenticates the client with a signed secret). */
  pkce: boolean;
  /** Google redirects back with GET; Apple posts a form (form_post) when name and e-mail are asked for. */
  responseMode: 'query' | 'form_post';
  authorizationUrl(p: { state: string; codeVerifier: string | null; nonce: string; loginHint?: string }): URL;
  exchange(code: string, codeVerifier: string | null): Promise<OAuth2Tokens>;
  verifyIdToken(idToken: string, nonce: string): Promise<IdentityClaims>;
};

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const GOOGLE_JWKS = 'https://www.googleapis.com/oauth2/v3/certs';
const APPLE_ISSUER = 'https://appleid.apple.com';
const APPLE_JWKS = 'https://appleid.apple.com/auth/keys';
const SCOPES = { google: ['openid', 'email', 'profile'], apple: ['name', 'email'] } as const;

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function jwks(url: string) {
  let set = jwksCache.get(url);
  if (!set) jwksCache.set(url, (set = createRemoteJWKSet(new URL(url))));
  return set;
}

function claimsOf(payload: JWTPayload): IdentityClaims {
  if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('ID token without a subject');
  const email = typeof payload.email === 'string' && payload.email.includes('@') ? payload.email.toLowerCase() : null;
  // Apple sends "true"/"false" strings; Google booleans.
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : null;
  return { sub: payload.sub, email, emailVerified: Boolean(email) && verified, name };
}

async function verify(idToken: string, o: { jwksUrl: string; issuer: string | string[]; audience: string; nonce: string }) {
  const { payload } = await jwtVerify(idToken, jwks(o.jwksUrl), {
    issuer: o.issuer,
    audience: o.audience,
    algorithms: ['RS256', 'ES256'],
    clockTolerance: 30,
  });
  if (payload.nonce !== o.nonce) throw new Error('ID token nonce mismatch');
  return claimsOf(payload);
}

function withParams(url: URL, params: Record<string, string | undefined>): URL {
  for (const [k, v] of Object.entries(params)) if (v) url.searchParams.set(k, v);
  return url;
}

function googleProvider(config: Config, redirectUri: string): SignInProvider {
  const google = new Google(config.GOOGLE_CLIENT_ID!, config.GOOGLE_CLIENT_SECRET!, redirectUri);
  return {
    name: 'google',
    kind: 'real',
    pkce: true,
    responseMode: 'query',
    authorizationUrl: ({ state, codeVerifier, nonce, loginHint }) =>
      withParams(google.createAuthorizationURL(state, codeVerifier!, [...SCOPES.google]), { nonce, login_hint: loginHint, prompt: 'select_account' }),
    exchange: (code, codeVerifier) => google.validateAuthorizationCode(code, codeVerifier!),
    verifyIdToken: (idToken, nonce) => verify(idToken, { jwksUrl: GOOGLE_JWKS, issuer: GOOGLE_ISSUERS, audience: config.GOOGLE_CLIENT_ID!, nonce }),
  };
}

function appleProvider(config: Config, redirectUri: string): SignInProvider {
  const pem = config.APPLE_PRIVATE_KEY!;
  const der = Buffer.from(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64');
  const apple = new Apple(config.APPLE_CLIENT_ID!, config.APPLE_TEAM_ID!, config.APPLE_KEY_ID!, new Uint8Array(der), redirectUri);
  return {
    name: 'apple',
    kind: 'real',
    pkce: false,
    responseMode: 'form_post',
    authorizationUrl: ({ state, nonce }) =>
      withParams(apple.createAuthorizationURL(state, [...SCOPES.apple]), { nonce, response_mode: 'form_post' }),
    exchange: (code) => apple.validateAuthorizationCode(code),
    verifyIdToken: (idToken, nonce) => verify(idToken, { jwksUrl: APPLE_JWKS, issuer: APPLE_ISSUER, audience: config.APPLE_CLIENT_ID!, nonce }),
  };
}

/**
 * The stand-in for either provider. `issuer` is where the server reaches it; `browserBase` is where the
 * browser does (the same unless it is mounted inside this app, where the request's origin is used).
 */
function standInProvider(name: ProviderName, o: { issuer: string; browserBase: string; redirectUri: string }): SignInProvider {
  const clientId = STAND_IN_CLIENT_IDS[name];
  // Like Apple, the Apple stand-in authenticates the client with a secret and skips PKCE.
  const client = new OAuth2Client(clientId, name === 'apple' ? STAND_IN_CLIENT_SECRET : null, o.redirectUri);
  const pkce = name === 'google';
  return {
    name,
    kind: 'stand-in',
    pkce,
    responseMode: name === 'apple' ? 'form_post' : 'query',
    authorizationUrl: ({ state, codeVerifier, nonce, loginHint }) => {
      const endpoint = `${o.browserBase}/authorize`;
      const url = pkce
        ? client.createAuthorizationURLWithPKCE(endpoint, state, CodeChallengeMethod.S256, codeVerifier!, [...SCOPES.google])
        : client.createAuthorizationURL(endpoint, state, ['openid', ...SCOPES.apple]);
      return withParams(url, { nonce, login_hint: loginHint, response_mode: name === 'apple' ? 'form_post' : undefined });
    },
    exchange: (code, codeVerifier) => client.validateAuthorizationCode(`${o.issuer}/token`, code, pkce ? codeVerifier : null),
    verifyIdToken: (idToken, nonce) => verify(idToken, { jwksUrl: `${o.issuer}/jwks`, issuer: o.issuer, audience: clientId, nonce }),
  };
}

export type ProviderSetup = {
  config: Config;
  /** The stand-in's server-side issuer and browser-facing base, when a stand-in is in use. */
  standIn: { issuer: string; browserBase: (origin: string) => string } | null;
};

/** Whether the provider is configured for real or stood in for; null when neither (sign-in unavailable). */
export function providerFor(name: ProviderName, setup: ProviderSetup, origin: string): SignInProvider | null {
  const { config, standIn } = setup;
  const redirectUri = `${origin}/auth/${name}/callback`;
  if (name === 'google' && config.GOOGLE_CLIENT_ID) return googleProvider(config, redirectUri);
  if (name === 'apple' && config.APPLE_CLIENT_ID) return appleProvider(config, redirectUri);
  if (standIn) return standInProvider(name, { issuer: standIn.issuer, browserBase: standIn.browserBase(origin), redirectUri });
  return null;
}
