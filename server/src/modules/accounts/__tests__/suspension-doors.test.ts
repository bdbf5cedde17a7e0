// Suspension at the doors that do not go through a session or token: Google sign-in and password reset
// (by code and by link). A suspension whose time is up is lifted by asking, as e-mail sign-in does, before the
// 5-minute job gets to it; one in force refuses, a reset link mailed before it included.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { SESSION_COOKIE } from '../../../http/session-cookie.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { startExternalOidcStandIn } from '../../../testing/oidc-stand-in.ts';
import type { StandInIdentity } from '../oauth.stand-in.ts';
import { createAccount, gql, PASSWORD, SIGN_IN, tokenIn, waitForMail } from './account-helpers.ts';

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
    if (/max-age=0/i.test(line) || pair.slice(i + 1) === '') jar.delete(pair.slice(0, i));
    else jar.set(pair.slice(0, i), pair.slice(i + 1));
  }
}
const get = (url: string, jar?: Jar) => fetch(url, { redirect: 'manual', headers: jar ? { cookie: cookieHeader(jar) } : {} });

async function googleSignIn(identity: StandInIdentity) {
  const jar: Jar = new Map();
  oidc.standIn.setNextIdentity(identity);
  const start = await get(`${app.url}/auth/google`);
  store(jar, start);
  const authorized = await get(start.headers.get('location')!);
  const callback = await fetch(authorized.headers.get('location')!, { redirect: 'manual', headers: { cookie: cookieHeader(jar) } });
  store(jar, callback);
  return { jar, location: callback.headers.get('location') ?? '' };
}

describe('a suspension whose time is up (the 5-minute job has not run yet)', () => {
  it('lets the account sign in with Google, as e-mail sign-in does, and refuses it while a suspension lasts', async () => {
    const sub = `sub-${crypto.randomBytes(4).toString('hex')}`;
    const email = `g.${sub}@example.com`;
    const first = await googleSignIn({ sub, email, emailVerified: true, name: 'Google Fan' });
    expect(first.jar.get(SESSION_COOKIE)).toBeTruthy();
    const user = await db().user.findFirstOrThrow({ where: { email } });
    // Suspended for a day that ended a minute ago; the scheduled lift has not run yet.
    await db().user.update({ where: { id: user.id }, data: { status: 'SUSPENDED', suspendedUntil: new Date(Date.now() - 60_000), suspensionReason: 'spam' } });
    const again = await googleSignIn({ sub, email, emailVerified: true, name: 'Google Fan' });
    expect(again.location).not.toMatch(/account_disabled/);
    expect(again.jar.get(SESSION_COOKIE)).toBeTruthy();
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).status).toBe('ACTIVE');
    await db().user.update({ where: { id: user.id }, data: { status: 'SUSPENDED', suspendedUntil: new Date(Date.now() + 60_000), suspensionReason: 'spam' } });
    expect((await googleSignIn({ sub, email, emailVerified: true, name: 'Google Fan' })).location).toMatch(/account_disabled/);
  });

  it('e-mail sign-in of the same situation works (control)', async () => {
    const acc = await createAccount();
    await db().user.update({ where: { id: acc.user.id }, data: { status: 'SUSPENDED', suspendedUntil: new Date(Date.now() - 60_000), suspensionReason: 'spam' } });
    const res = await gql(app, SIGN_IN, { input: { email: acc.email, password: PASSWORD } });
    expect(res.body.data?.signIn.__typename).toBe('SignInSuccess');
  });

  it('sends a password-reset e-mail to the account (the suspension ended)', async () => {
    const acc = await createAccount();
    await db().user.update({ where: { id: acc.user.id }, data: { status: 'SUSPENDED', suspendedUntil: new Date(Date.now() - 60_000), suspensionReason: 'spam' } });
    const REQUEST = `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename } }`;
    await gql(app, REQUEST, { input: { email: acc.email } });
    await expect(waitForMail(acc.email, 1, 3000)).resolves.toBeTruthy();
  });
});

describe('a suspended account (in force)', () => {
  it('cannot set a new password with a reset link issued before the suspension (the code path refuses it)', async () => {
    const acc = await createAccount();
    const REQUEST = `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename } }`;
    await gql(app, REQUEST, { input: { email: acc.email } });
    const mail = await waitForMail(acc.email);
    await db().user.update({ where: { id: acc.user.id }, data: { status: 'SUSPENDED', suspendedUntil: null, suspensionReason: 'fraud' } });
    const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ... on Error { code } } }`;
    const res = await gql(app, RESET, { input: { token: tokenIn(mail.text), password: 'moonlight77', passwordConfirmation: 'moonlight77' } });
    expect(res.body.data?.resetPassword).toMatchObject({ code: 'CODE_INVALID' });
    // Nothing changed: the password stands, and the sessions kept to tell the suspension remain.
    expect((await db().user.findUniqueOrThrow({ where: { id: acc.user.id } })).passwordChangedAt).toBeNull();
    expect(await db().session.count({ where: { userId: acc.user.id } })).toBeGreaterThan(0);
  });
});
