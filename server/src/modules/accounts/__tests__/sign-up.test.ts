// Sign-up, e-mail verification, sign-in and sessions over real HTTP, with codes read from the dev
// mailbox. Clock-dependent rules (expiry, resend throttle) call the services with an injected `now`.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { configureRateLimits } from '../../../platform/rate-limit.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { ResendTooSoonError, VerificationCodeError } from '../accounts.errors.ts';
import * as auth from '../auth.service.ts';
import { sessionIdOf } from '../sessions.service.ts';
import { CODE_TTL_MS, RESEND_AFTER_MS } from '../verification.service.ts';
import {
  codeIn,
  cookieHeader,
  gql,
  PASSWORD,
  SIGN_IN,
  SIGN_UP,
  signUpInput,
  tokenFrom,
  uniqueEmail,
  VERIFY_EMAIL,
  waitForMail,
} from './account-helpers.ts';

const database = setupTestDatabase();
let app: App;
let prodApp: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
  // Dev mode lets the test send documents rather than persisted ids; cookies are Secure by NODE_ENV.
  prodApp = await startTestApp(database.current.url, { NODE_ENV: 'production', DEV_MODE: 'true' });
});
afterAll(async () => {
  await app?.close();
  await prodApp?.close();
});
beforeEach(() => configureRateLimits());

const meta: auth.RequestMeta = { locales: ['en'], ip: '10.0.0.1', userAgent: 'vitest' };

/** Signs up through the service at `now` and returns the code from the e-mail. */
async function signUpAt(email: string, now: Date, mailNumber = 1) {
  await auth.signUp(signUpInput(email), meta, now);
  return codeIn((await waitForMail(email, mailNumber)).text);
}

describe('sign-up and e-mail verification', () => {
  it('creates an unverified account with its consents, e-mails a 6-digit code, and signs in on verification', async () => {
    const email = uniqueEmail();
    const before = Date.now();
    const { body } = await gql(app, SIGN_UP, { input: signUpInput(email.toUpperCase(), { consents: ['TERMS_OF_SERVICE', 'PRIVACY_COLLECTION', 'THIRD_PARTY_PROVISION', 'PAYMENT_AGENCY', 'MARKETING'] }) });
    expect(body.errors).toBeUndefined();
    expect(body.data?.signUp).toMatchObject({ __typename: 'SignUpSuccess', email });
    const expiresIn = new Date(body.data!.signUp.codeExpiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThan(CODE_TTL_MS - 5_000);
    expect(expiresIn).toBeLessThanOrEqual(CODE_TTL_MS + 5_000);

    const user = await db().user.findUniqueOrThrow({ where: { email }, include: { consents: true, verificationCodes: true } });
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.consents.map((c) => c.kind).sort()).toEqual(['MARKETING', 'PAYMENT_AGENCY', 'PRIVACY_COLLECTION', 'TERMS_OF_SERVICE', 'THIRD_PARTY_PROVISION']);

    const mail = await waitForMail(email);
    expect(mail.subject).toContain('verification code');
    const code = codeIn(mail.text);
    // Only a hash is stored.
    expect(user.verificationCodes[0].codeHash).not.toContain(code);
    expect(user.verificationCodes[0].codeHash).toMatch(/^[0-9a-f]{64}$/);

    // An unverified account cannot sign in yet.
    const early = await gql(app, SIGN_IN, { input: { email, password: PASSWORD } });
    expect(early.body.data?.signIn).toMatchObject({ __typename: 'EmailNotVerifiedError', code: 'EMAIL_NOT_VERIFIED', email });
    expect(early.setCookie).toBeNull();

    const verified = await gql(app, VERIFY_EMAIL, { input: { email, code } });
    expect(verified.body.data?.verifyEmail).toEqual({
      __typename: 'VerifyEmailSuccess',
      viewer: { id: expect.any(String), email, emailVerified: true },
    });
    const token = tokenFrom(verified.setCookie);
    const me = await gql(app, '{ viewer { email nickname consents { kind } } }', {}, cookieHeader(token));
    expect(me.body.data?.viewer).toMatchObject({ email, nickname: 'Minji' });
    expect(me.body.data?.viewer.consents).toHaveLength(5);

    // The code is used up.
    const again = await gql(app, VERIFY_EMAIL, { input: { email, code } });
    expect(again.body.data?.verifyEmail).toMatchObject({ __typename: 'VerificationCodeError', code: 'CODE_INVALID' });
  });

  it('writes the e-mail in the reader’s language', async () => {
    const cases: [string, RegExp][] = [
      ['ko-KR,ko;q=0.9', /인증 코드/],
      ['ja', /認証コード/],
      ['zh-TW', /驗證碼/],
      ['zh-CN', /验证码/],
      ['es-ES', /código de verificación/],
      ['fr-FR', /verification code/],
    ];
    for (const [acceptLanguage, pattern] of cases) {
      const email = uniqueEmail('lang');
      await gql(app, SIGN_UP, { input: signUpInput(email) }, { 'accept-language': acceptLanguage });
      const mail = await waitForMail(email);
      expect(mail.subject).toMatch(pattern);
      expect(mail.text).toMatch(/\d{6}/);
    }
  });

  it('refuses a taken e-mail but lets an abandoned, unverified sign-up be redone', async () => {
    const email = uniqueEmail();
    const t0 = new Date();
    await signUpAt(email, t0);
    // Within a minute: throttled (the previous code is still on its way).
    await expect(auth.signUp(signUpInput(email, { nickname: 'Again' }), meta, new Date(t0.getTime() + 1000))).rejects.toBeInstanceOf(ResendTooSoonError);
    await auth.signUp(signUpInput(email, { nickname: 'Again' }), meta, new Date(t0.getTime() + RESEND_AFTER_MS));
    const code = codeIn((await waitForMail(email, 2)).text);
    await auth.verifyEmail({ email, code }, meta, new Date(t0.getTime() + RESEND_AFTER_MS + 1000));
    // The attempt whose code was typed is the one the account takes.
    expect((await db().user.findUniqueOrThrow({ where: { email } })).nickname).toBe('Again');

    const { body } = await gql(app, SIGN_UP, { input: signUpInput(email) });
    expect(body.data?.signUp).toMatchObject({ __typename: 'InvalidInputError', code: 'EMAIL_TAKEN', field: 'email' });
  });

  it('expires a code after 10 minutes (injected clock)', async () => {
    const email = uniqueEmail();
    const t0 = new Date('2026-03-01T10:00:00Z');
    const code = await signUpAt(email, t0);
    await expect(auth.verifyEmail({ email, code }, meta, new Date(t0.getTime() + CODE_TTL_MS))).rejects.toMatchObject({
      code: 'CODE_EXPIRED',
    });
    const ok = await auth.verifyEmail({ email, code }, meta, new Date(t0.getTime() + CODE_TTL_MS - 1));
    expect(ok.userId).toBeTruthy();
  });

  it('allows 5 attempts, then the code is dead (TOO_MANY_ATTEMPTS) even when right', async () => {
    const email = uniqueEmail();
    await gql(app, SIGN_UP, { input: signUpInput(email) });
    const code = codeIn((await waitForMail(email)).text);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const { body } = await gql(app, VERIFY_EMAIL, { input: { email, code: wrong } });
      answers.push(body.data?.verifyEmail);
    }
    expect(answers.slice(0, 4)).toEqual([4, 3, 2, 1].map((left) => ({ __typename: 'VerificationCodeError', code: 'CODE_INVALID', attemptsLeft: left, field: 'code' })));
    expect(answers[4]).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', attemptsLeft: 0 });
    const right = await gql(app, VERIFY_EMAIL, { input: { email, code } });
    expect(right.body.data?.verifyEmail).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(right.setCookie).toBeNull();
  });

  it('throttles resending to once a minute, and a resent code replaces the old one', async () => {
    const email = uniqueEmail();
    const t0 = new Date('2026-03-01T10:00:00Z');
    const first = await signUpAt(email, t0);
    const soon = await auth.resendVerificationCode({ email }, meta, new Date(t0.getTime() + 30_000)).catch((e: unknown) => e);
    expect(soon).toBeInstanceOf(ResendTooSoonError);
    expect((soon as ResendTooSoonError).retryAfterSeconds).toBe(30);

    const later = new Date(t0.getTime() + RESEND_AFTER_MS);
    const { codeExpiresAt } = await auth.resendVerificationCode({ email }, meta, later);
    expect(codeExpiresAt.getTime()).toBe(later.getTime() + CODE_TTL_MS);
    const second = codeIn((await waitForMail(email, 2)).text);
    if (first !== second) {
      await expect(auth.verifyEmail({ email, code: first }, meta, later)).rejects.toBeInstanceOf(VerificationCodeError);
    }
    await auth.verifyEmail({ email, code: second }, meta, later);

    // Over GraphQL the throttle is a typed error.
    const other = uniqueEmail();
    await gql(app, SIGN_UP, { input: signUpInput(other) });
    const { body } = await gql(app, `mutation ($input: ResendVerificationCodeInput!) { resendVerificationCode(input: $input) {
      __typename ... on Error { code } ... on ResendTooSoonError { retryAfterSeconds } } }`, { input: { email: other } });
    expect(body.data?.resendVerificationCode).toMatchObject({ __typename: 'ResendTooSoonError', code: 'RESEND_TOO_SOON' });
    expect(body.data?.resendVerificationCode.retryAfterSeconds).toBeGreaterThan(50);
  });

  it('sends a fresh code when an unverified account signs in, at most once a minute', async () => {
    const email = uniqueEmail();
    const t0 = new Date('2026-03-01T10:00:00Z');
    await signUpAt(email, t0);
    const within = await auth.signIn({ email, password: PASSWORD }, meta, new Date(t0.getTime() + 10_000)).catch((e: unknown) => e);
    expect(within).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', codeExpiresAt: null });
    const later = new Date(t0.getTime() + RESEND_AFTER_MS + 1);
    const after = await auth.signIn({ email, password: PASSWORD }, meta, later).catch((e: unknown) => e);
    expect(after).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', codeExpiresAt: new Date(later.getTime() + CODE_TTL_MS) });
    const code = codeIn((await waitForMail(email, 2)).text);
    await auth.verifyEmail({ email, code }, meta, later);
  });
});

describe('sign-in and sessions', () => {
  async function verifiedAccount() {
    const email = uniqueEmail();
    await gql(app, SIGN_UP, { input: signUpInput(email) });
    const code = codeIn((await waitForMail(email)).text);
    const { setCookie } = await gql(app, VERIFY_EMAIL, { input: { email, code } });
    return { email, token: tokenFrom(setCookie) };
  }

  it('sets an httpOnly, SameSite=Lax cookie (Secure in production) and stores only the token hash', async () => {
    const { email } = await verifiedAccount();
    const dev = await gql(app, SIGN_IN, { input: { email, password: PASSWORD } });
    expect(dev.body.data?.signIn).toMatchObject({ __typename: 'SignInSuccess', viewer: { email } });
    expect(dev.setCookie).toMatch(/HttpOnly/);
    expect(dev.setCookie).toMatch(/SameSite=Lax/);
    expect(dev.setCookie).toMatch(/Path=\//);
    expect(dev.setCookie).toMatch(/Expires=/);
    expect(dev.setCookie).not.toMatch(/Secure/);
    const token = tokenFrom(dev.setCookie);
    expect(await db().session.findUnique({ where: { id: sessionIdOf(token) } })).not.toBeNull();
    expect(await db().session.findUnique({ where: { id: token } })).toBeNull();

    const prod = await gql(prodApp, SIGN_IN, { input: { email, password: PASSWORD } });
    expect(prod.setCookie).toMatch(/; Secure/);
  });

  it('starts a new session at every sign-in and ends the browser’s previous one', async () => {
    const { email, token: first } = await verifiedAccount();
    const second = tokenFrom((await gql(app, SIGN_IN, { input: { email, password: PASSWORD } })).setCookie);
    expect(second).not.toBe(first);
    // Signing in again from the browser holding `second` replaces it.
    const third = tokenFrom((await gql(app, SIGN_IN, { input: { email, password: PASSWORD } }, cookieHeader(second))).setCookie);
    const ids = (await db().session.findMany({ where: { user: { email } } })).map((s) => s.id).sort();
    expect(ids).toEqual([sessionIdOf(first), sessionIdOf(third)].sort());
  });

  it('answers INVALID_CREDENTIALS alike for a wrong password and an unknown e-mail, and checks the input', async () => {
    const { email } = await verifiedAccount();
    const wrong = await gql(app, SIGN_IN, { input: { email, password: 'wrongpass1' } });
    const unknown = await gql(app, SIGN_IN, { input: { email: uniqueEmail('nobody'), password: PASSWORD } });
    expect(wrong.body.data?.signIn).toEqual({ __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS' });
    expect(unknown.body.data?.signIn).toEqual(wrong.body.data?.signIn);
    expect(wrong.setCookie).toBeNull();
    const bad = await gql(app, SIGN_IN, { input: { email: 'not-an-email', password: PASSWORD } });
    expect(bad.body.data?.signIn).toMatchObject({ code: 'EMAIL_INVALID', field: 'email' });
    const empty = await gql(app, SIGN_IN, { input: { email, password: '' } });
    expect(empty.body.data?.signIn).toMatchObject({ code: 'REQUIRED', field: 'password' });
  });

  it('signOut ends the session and clears the cookie', async () => {
    const { token } = await verifiedAccount();
    const { body, setCookie } = await gql(app, 'mutation { signOut { __typename ... on SignOutSuccess { ok } } }', {}, cookieHeader(token));
    expect(body.data?.signOut).toEqual({ __typename: 'SignOutSuccess', ok: true });
    expect(setCookie).toMatch(/Max-Age=0/);
    expect(await db().session.findUnique({ where: { id: sessionIdOf(token) } })).toBeNull();
  });
});
