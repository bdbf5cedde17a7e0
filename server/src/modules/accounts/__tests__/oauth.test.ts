// Google and Apple sign-in end to end over real HTTP against the local stand-in provider (a real
// oauth2-mock-server on loopback): state, PKCE, nonce, linking rules, cookies and return paths.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { safeReturnPath } from '../../../http/oauth-routes.ts';
import { SESSION_COOKIE } from '../../../http/session-cookie.ts';
import { ConfigError, loadConfig } from '../../../platform/config.ts';
import { db } from '../../../platform/database.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createUser } from '../../../testing/fixtures.ts';
import { nicknameFrom } from '../oauth.service.ts';
import { STAND_IN_CLIENT_IDS, type StandInIdentity } from '../oauth.stand-in.ts';
import { startExternalOidcStandIn } from '../../../testing/oidc-stand-in.ts';
import { createSession, sessionIdOf } from '../sessions.service.ts';

const database = setupTestDatabase();
let app: App;
let oidc: Awaited<ReturnType<typeof startExternalOidcStandIn>>;
beforeAll(async () => {
  oidc = await startExternalOidcStandIn();
  app = await startTestApp(database.current.url, { OIDC_ISSUER_URL: oidc.url });
});
afterAll(async () => {
  await app?.close();
  await oidc?.close();
});

type Jar = Map<string, string>;
const cookieHeader = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
function store(jar: Jar, res: Response) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const i = pair.indexOf('=');
    const name = pair.slice(0, i);
    const value = pair.slice(i + 1);
    if (/max-age=0/i.test(line) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}
const get = (url: string, jar?: Jar) =>
  fetch(url, { redirect: 'manual', headers: jar ? { cookie: cookieHeader(jar) } : {} });

type Flow = { jar: Jar; start: Response; authorizeUrl: URL; callback: Response; location: string };

/** The browser's journey: start at /auth/<provider>, through the provider, back to the callback. */
async function signIn(
  provider: 'google' | 'apple',
  o: { l?: string; identity?: StandInIdentity; target?: App; tamper?: (p: URLSearchParams, jar: Jar) => void; jar?: Jar } = {},
): Promise<Flow> {
  const target = o.target ?? app;
  // The browser's cookies so far (a session it already has, say).
  const jar: Jar = o.jar ?? new Map();
  if (o.identity) oidc.standIn.setNextIdentity(o.identity);
  const start = await get(`${target.url}/auth/${provider}${o.l === undefined ? '' : `?l=${encodeURIComponent(o.l)}`}`, o.jar);
  expect(start.status).toBe(302);
  store(jar, start);
  const authorizeUrl = new URL(start.headers.get('location')!);
  const authorized = await get(authorizeUrl.href);
  expect(authorized.status).toBe(302);
  let callback: Response;
  const back = new URL(authorized.headers.get('location')!);
  if (provider === 'google') {
    o.tamper?.(back.searchParams, jar);
    // From a Japanese browser: the account's e-mail language follows it.
    callback = await fetch(back.href, { redirect: 'manual', headers: { cookie: cookieHeader(jar), 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' } });
  } else {
    // Apple answers with a page that posts the code to our callback (form_post).
    const page = await (await get(back.href)).text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)![1].replace(/&amp;/g, '&');
    const fields = new URLSearchParams();
    for (const [, name, value] of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
      fields.set(name, value.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    }
    o.tamper?.(fields, jar);
    callback = await fetch(action, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(jar) },
      body: fields.toString(),
    });
  }
  store(jar, callback);
  return { jar, start, authorizeUrl, callback, location: callback.headers.get('location') ?? '' };
}

async function viewerOf(jar: Jar) {
  const token = jar.get(SESSION_COOKIE);
  if (!token) return null;
  const session = await db().session.findUnique({ where: { id: sessionIdOf(token) }, include: { user: true } });
  return session?.user ?? null;
}

const unique = () => crypto.randomBytes(4).toString('hex');

describe('Google sign-in (stand-in)', () => {
  it('creates a verified account, sets the session cookie and returns to /bridge with the path', async () => {
    const email = `hana.${unique()}@example.com`;
    const flow = await signIn('google', { l: '/club/mirei?tab=posts', identity: { email, name: '  Hana   Kim ' } });
    expect(flow.callback.status).toBe(302);
    expect(flow.location).toBe(`/bridge?l=${encodeURIComponent('/club/mirei?tab=posts')}`);
    const sessionLine = flow.callback.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(sessionLine).toMatch(/HttpOnly/i);
    expect(sessionLine).toMatch(/SameSite=Lax/i);
    expect(sessionLine).not.toMatch(/Secure/i);
    const user = await viewerOf(flow.jar);
    expect(user).toMatchObject({ email, nickname: 'Hana Kim', role: 'USER', passwordHash: null, locale: 'ja' });
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user!.uid).toMatch(/^[2-9A-Z]{10}$/);
    const links = await db().oAuthAccount.findMany({ where: { userId: user!.id } });
    expect(links).toMatchObject([{ provider: 'GOOGLE', email }]);
    // The session works for GraphQL.
    const { body } = await graphql(app, { query: '{ viewer { uid } }' }, { cookie: `${SESSION_COOKIE}=${flow.jar.get(SESSION_COOKIE)}` });
    expect(body.data).toEqual({ viewer: { uid: user!.uid } });
    // The flow cookies are cleared.
    expect([...flow.jar.keys()]).toEqual([SESSION_COOKIE]);
  });

  it('uses state, nonce and PKCE (S256) and sends the verifier with the code', async () => {
    const flow = await signIn('google', { identity: { email: `p.${unique()}@example.com` } });
    const q = flow.authorizeUrl.searchParams;
    expect(q.get('client_id')).toBe(STAND_IN_CLIENT_IDS.google);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    expect(q.get('redirect_uri')).toBe(`${app.url}/auth/google/callback`);
    const startCookies = flow.start.headers.getSetCookie();
    const verifier = startCookies.find((c) => c.startsWith('oshi_oauth_verifier='))!.split(';')[0].split('=')[1];
    const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
    expect(q.get('code_challenge')).toBe(challenge);
    expect(oidc.standIn.tokenRequests.at(-1)).toMatchObject({ grant_type: 'authorization_code', code_verifier: verifier });
    for (const c of startCookies) {
      expect(c).toMatch(/HttpOnly/i);
      expect(c).toMatch(/Path=\/auth\/google/);
      expect(c).toMatch(/Max-Age=600/);
      expect(c).toMatch(/SameSite=Lax/i);
    }
    expect(flow.location).toBe('/bridge?l=%2F');
  });

  it('refuses a state that does not match the cookie, or a missing cookie', async () => {
    const before = await db().user.count();
    const wrong = await signIn('google', { identity: { email: `s.${unique()}@example.com` }, tamper: (p) => p.set('state', 'forged') });
    expect(wrong.location).toBe('/bridge?error=state_mismatch&l=%2F');
    expect(wrong.jar.get(SESSION_COOKIE)).toBeUndefined();
    const noCookie = await signIn('google', { l: '/x', identity: { email: `s.${unique()}@example.com` }, tamper: (_p, jar) => jar.delete('oshi_oauth_state') });
    expect(noCookie.location).toBe('/bridge?error=state_mismatch&l=%2Fx');
    expect(await db().user.count()).toBe(before);
  });

  it('fails the exchange when the PKCE verifier is not the one the challenge was made from', async () => {
    const flow = await signIn('google', {
      identity: { email: `v.${unique()}@example.com` },
      tamper: (_p, jar) => jar.set('oshi_oauth_verifier', 'x'.repeat(43)),
    });
    expect(flow.location).toBe('/bridge?error=exchange_failed&l=%2F');
    expect(flow.jar.get(SESSION_COOKIE)).toBeUndefined();
  });

  it('rejects an ID token whose nonce is not the one of this flow', async () => {
    const flow = await signIn('google', { identity: { email: `n.${unique()}@example.com` }, tamper: (_p, jar) => jar.set('oshi_oauth_nonce', 'other') });
    expect(flow.location).toBe('/bridge?error=invalid_token&l=%2F');
  });

  it('signs the same identity into the same account next time', async () => {
    const email = `again.${unique()}@example.com`;
    const first = await viewerOf((await signIn('google', { identity: { email } })).jar);
    const second = await viewerOf((await signIn('google', { identity: { email } })).jar);
    expect(second!.id).toBe(first!.id);
    expect(await db().oAuthAccount.count({ where: { userId: first!.id } })).toBe(1);
  });

  it('links to an existing account with the same verified e-mail', async () => {
    const existing = await createUser({ nickname: 'Minji' });
    await db().user.update({ where: { id: existing.id }, data: { emailVerifiedAt: new Date() } });
    const flow = await signIn('google', { identity: { email: existing.email!.toUpperCase(), name: 'Someone Else' } });
    expect(flow.location).toBe('/bridge?l=%2F');
    const user = await viewerOf(flow.jar);
    expect(user!.id).toBe(existing.id);
    expect(user!.nickname).toBe('Minji');
    expect(await db().oAuthAccount.count({ where: { userId: existing.id, provider: 'GOOGLE' } })).toBe(1);
  });

  it('does not link when the provider has not verified the e-mail', async () => {
    const existing = await createUser();
    await db().user.update({ where: { id: existing.id }, data: { emailVerifiedAt: new Date() } });
    const flow = await signIn('google', { identity: { email: existing.email!, emailVerified: false } });
    expect(flow.location).toBe('/bridge?error=email_in_use&l=%2F');
    expect(flow.jar.get(SESSION_COOKIE)).toBeUndefined();
    expect(await db().oAuthAccount.count({ where: { userId: existing.id } })).toBe(0);
  });

  it('does not link to an account whose own e-mail was never verified', async () => {
    const existing = await createUser(); // emailVerifiedAt null: anyone could have registered that address
    const flow = await signIn('google', { identity: { email: existing.email! } });
    expect(flow.location).toBe('/bridge?error=email_in_use&l=%2F');
    expect(await db().oAuthAccount.count({ where: { userId: existing.id } })).toBe(0);
  });

  it('creates an unverified account for an unverified new address', async () => {
    const email = `unv.${unique()}@example.com`;
    const user = await viewerOf((await signIn('google', { identity: { email, emailVerified: false, name: null } })).jar);
    expect(user).toMatchObject({ email, emailVerifiedAt: null, nickname: email.split('@')[0].slice(0, 20) });
  });

  it('refuses a suspended account', async () => {
    const email = `sus.${unique()}@example.com`;
    const user = await viewerOf((await signIn('google', { identity: { email } })).jar);
    await db().user.update({ where: { id: user!.id }, data: { status: 'SUSPENDED' } });
    const again = await signIn('google', { identity: { email } });
    expect(again.location).toBe('/bridge?error=account_disabled&l=%2F');
  });

  it('maps a cancelled consent screen to error=cancelled', async () => {
    const jar: Jar = new Map();
    const start = await get(`${app.url}/auth/google?l=/mypage`);
    store(jar, start);
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    const res = await get(`${app.url}/auth/google/callback?error=access_denied&state=${state}`, jar);
    expect(res.headers.get('location')).toBe('/bridge?error=cancelled&l=%2Fmypage');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    // Each resolves to "//evil.example".
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    'javascript:alert(1)',
    'http:/evil.example',
    '/auth/google?l=/x',
    '/bridge?error=x',
  ])('rejects the return path %j (open redirect) and returns to /', async (l) => {
    const flow = await signIn('google', { l, identity: { email: `r.${unique()}@example.com` } });
    expect(flow.location).toBe('/bridge?l=%2F');
  });

  it('keeps ordinary same-site paths', () => {
    expect(safeReturnPath('/club/mirei/post/1?x=1#c2')).toBe('/club/mirei/post/1?x=1#c2');
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeReturnPath(null)).toBe('/');
    // Checked as the path resolves ("/.//host" is "//host"), not only as it was written.
    expect(safeReturnPath('/.//evil.example')).toBe('/');
    expect(safeReturnPath('/a/../b')).toBe('/b');
  });
});

describe('Google sign-in of a suspended account', () => {
  it('lifts a suspension whose time is up, as e-mail sign-in does, and refuses one in force', async () => {
    const sub = `s-${unique()}`;
    const email = `${sub}@example.com`;
    const identity = { sub, email, emailVerified: true, name: 'Google Fan' };
    const first = await signIn('google', { identity });
    expect(first.jar.get(SESSION_COOKIE)).toBeTruthy();
    const user = await db().user.findFirstOrThrow({ where: { email } });
    const suspend = (until: number) => db().user.update({ where: { id: user.id }, data: { status: 'SUSPENDED', suspendedUntil: new Date(until), suspensionReason: 'Spam' } });
    // Ended a minute ago; the scheduled lift has not run yet.
    await suspend(Date.now() - 60_000);
    const again = await signIn('google', { identity });
    expect(again.location).not.toMatch(/account_disabled/);
    expect(again.jar.get(SESSION_COOKIE)).toBeTruthy();
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).status).toBe('ACTIVE');
    await suspend(Date.now() + 60_000);
    expect((await signIn('google', { identity })).location).toMatch(/account_disabled/);
  });
});

describe('Apple sign-in (stand-in)', () => {
  it('posts the code back (form_post), authenticates the client with a secret, no PKCE, and creates the account', async () => {
    const email = `apple.${unique()}@privaterelay.example.com`;
    const flow = await signIn('apple', { l: '/mypage', identity: { email, name: 'Aria Nova' } });
    const q = flow.authorizeUrl.searchParams;
    expect(q.get('client_id')).toBe(STAND_IN_CLIENT_IDS.apple);
    expect(q.get('response_mode')).toBe('form_post');
    expect(q.get('code_challenge')).toBeNull();
    expect(flow.start.headers.getSetCookie().some((c) => c.startsWith('oshi_oauth_verifier='))).toBe(false);
    expect(flow.callback.status).toBe(303);
    expect(flow.location).toBe('/bridge?l=%2Fmypage');
    const request = oidc.standIn.tokenRequests.at(-1)!;
    expect(request.authorization).toMatch(/^Basic /);
    expect(request.code_verifier).toBeUndefined();
    const user = await viewerOf(flow.jar);
    expect(user).toMatchObject({ email, nickname: 'Aria Nova' });
    expect(await db().oAuthAccount.findMany({ where: { userId: user!.id } })).toMatchObject([{ provider: 'APPLE' }]);
  });

  it('links Apple to the account Google created for the same verified e-mail', async () => {
    const email = `both.${unique()}@example.com`;
    const viaGoogle = await viewerOf((await signIn('google', { identity: { email } })).jar);
    const viaApple = await viewerOf((await signIn('apple', { identity: { email } })).jar);
    expect(viaApple!.id).toBe(viaGoogle!.id);
    const providers = (await db().oAuthAccount.findMany({ where: { userId: viaGoogle!.id } })).map((a) => a.provider).sort();
    expect(providers).toEqual(['APPLE', 'GOOGLE']);
  });

  it.each(['google', 'apple'] as const)('%s sign-in ends the session the browser had before, as e-mail sign-in does', async (provider) => {
    const before = await createSession((await createUser()).id);
    const email = `next.${unique()}@example.com`;
    const flow = await signIn(provider, {
      identity: { email },
      jar: new Map([[SESSION_COOKIE, before.token]]),
      // Apple posts back cross-site: the SameSite=Lax session cookie does not come along.
      tamper: provider === 'apple' ? (_p, jar) => jar.delete(SESSION_COOKIE) : undefined,
    });
    expect(flow.location).toBe('/bridge?l=%2F');
    expect((await viewerOf(flow.jar))?.email).toBe(email);
    expect(await db().session.findUnique({ where: { id: before.id } })).toBeNull();
    expect([...flow.jar.keys()]).toEqual([SESSION_COOKIE]);
  });

  it('refuses a forged state on the POST callback and answers GET with 405', async () => {
    const flow = await signIn('apple', { identity: { email: `f.${unique()}@example.com` }, tamper: (p) => p.set('state', 'forged') });
    expect(flow.location).toBe('/bridge?error=state_mismatch&l=%2F');
    expect((await get(`${app.url}/auth/apple/callback?code=x&state=y`)).status).toBe(405);
  });
});

describe('the in-process stand-in (dev default) and configuration', () => {
  it('serves the stand-in at /_dev/oidc and picks the identity from login_hint', async () => {
    const dev = await startTestApp(database.current.url);
    try {
      const email = `hint.${unique()}@example.com`;
      const start = await get(`${dev.url}/auth/google?l=/home&login_hint=${encodeURIComponent(email)}`);
      const jar: Jar = new Map();
      store(jar, start);
      const authorize = new URL(start.headers.get('location')!);
      expect(authorize.href.startsWith(`${dev.url}/_dev/oidc/authorize?`)).toBe(true);
      const back = await get(authorize.href);
      const callback = await get(back.headers.get('location')!, jar);
      store(jar, callback);
      expect(callback.headers.get('location')).toBe('/bridge?l=%2Fhome');
      expect((await viewerOf(jar))!.email).toBe(email);
    } finally {
      await dev.close();
    }
  });

  it('answers provider_unavailable when a provider is neither configured nor stood in for', async () => {
    const off = await startTestApp(database.current.url, { OIDC_MOCK: 'false' });
    try {
      const res = await get(`${off.url}/auth/apple?l=/home`);
      expect(res.headers.get('location')).toBe('/bridge?error=provider_unavailable&l=%2Fhome');
    } finally {
      await off.close();
    }
  });

  it('in production sends the browser to Google and Apple with Secure cookies (Apple SameSite=None for its POST back)', async () => {
    const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const prod = await startTestApp(database.current.url, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://oshi.example',
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      APPLE_CLIENT_ID: 'com.oshi.web',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      APPLE_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
    });
    try {
      const google = await get(`${prod.url}/auth/google?l=/home`);
      const gUrl = new URL(google.headers.get('location')!);
      expect(gUrl.origin + gUrl.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
      expect(gUrl.searchParams.get('redirect_uri')).toBe('https://oshi.example/auth/google/callback');
      expect(gUrl.searchParams.get('code_challenge_method')).toBe('S256');
      for (const c of google.headers.getSetCookie()) expect(c).toMatch(/; Secure/i);
      const apple = await get(`${prod.url}/auth/apple?l=/home`);
      const aUrl = new URL(apple.headers.get('location')!);
      expect(aUrl.origin + aUrl.pathname).toBe('https://appleid.apple.com/auth/authorize');
      expect(aUrl.searchParams.get('response_mode')).toBe('form_post');
      expect(aUrl.searchParams.get('redirect_uri')).toBe('https://oshi.example/auth/apple/callback');
      for (const c of apple.headers.getSetCookie()) {
        expect(c).toMatch(/; Secure/i);
        expect(c).toMatch(/SameSite=None/i);
      }
      // No stand-in in production.
      expect((await get(`${prod.url}/_dev/oidc/jwks`)).headers.get('content-type')).not.toMatch(/json/);
    } finally {
      await prod.close();
    }
  });

  it('validates the provider variables', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'x' })).toThrow(/GOOGLE_CLIENT_SECRET: required together with GOOGLE_CLIENT_ID/);
    expect(() => loadConfig({ APPLE_CLIENT_ID: 'x', APPLE_TEAM_ID: 'TEAM123456', APPLE_KEY_ID: 'KEY1234567', APPLE_PRIVATE_KEY: 'nope' })).toThrow(
      /APPLE_PRIVATE_KEY: must be a PKCS#8 PEM/,
    );
    expect(() => loadConfig({ APPLE_TEAM_ID: 'short' })).toThrow(/APPLE_TEAM_ID/);
    expect(() => loadConfig({ NODE_ENV: 'production', OIDC_MOCK: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', OIDC_ISSUER_URL: 'http://127.0.0.1:1' })).toThrow(/OIDC_ISSUER_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' })).toThrow(/PUBLIC_URL/);
  });

  it('derives a 2–20 character nickname', () => {
    expect(nicknameFrom('  Hoshino   Mirei ', null)).toBe('Hoshino Mirei');
    expect(nicknameFrom(null, 'a.very.long.local.part.indeed@example.com')).toBe('a.very.long.local.pa');
    expect(nicknameFrom('X', 'xy@example.com')).toBe('xy');
    expect(nicknameFrom('', 'z@example.com')).toBe('Oshi fan');
  });
});
