// Password reset by e-mailed code or link, and password change: sessions end as the rules say,
// and requestPasswordReset never tells whether an account exists.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { configureRateLimits } from '../../../platform/rate-limit.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import * as auth from '../auth.service.ts';
import { sessionIdOf } from '../sessions.service.ts';
import { CODE_TTL_MS } from '../verification.service.ts';
import { codeIn, createAccount, gql, PASSWORD, SIGN_IN, tokenFrom, tokenIn, uniqueEmail, waitForMail } from './account-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url, { PUBLIC_URL: 'https://oshi.example' });
});
afterAll(async () => app?.close());
beforeEach(() => configureRateLimits());

const NEW_PASSWORD = 'moonlight77';

const REQUEST = `mutation ($input: RequestPasswordResetInput!) {
  requestPasswordReset(input: $input) { __typename ... on RequestPasswordResetSuccess { codeExpiresAt } ... on Error { code } }
}`;
const RESET = `mutation ($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    __typename
    ... on ResetPasswordSuccess { ok }
    ... on Error { code }
    ... on InvalidInputError { field }
    ... on VerificationCodeError { field attemptsLeft }
  }
}`;
const CHANGE = `mutation ($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    __typename
    ... on ChangePasswordSuccess { viewer { hasPassword } }
    ... on Error { code }
    ... on InvalidInputError { field }
    ... on InvalidCredentialsError { field }
  }
}`;

const signIn = (email: string, password: string) => gql(app, SIGN_IN, { input: { email, password } });

describe('password reset', () => {
  it('answers the same for unknown and known addresses, mailing only real accounts', async () => {
    const { email } = await createAccount();
    const nobody = uniqueEmail('nobody');
    const known = await gql(app, REQUEST, { input: { email } });
    const unknown = await gql(app, REQUEST, { input: { email: nobody } });
    expect(known.body.data?.requestPasswordReset.__typename).toBe('RequestPasswordResetSuccess');
    expect(Object.keys(unknown.body.data?.requestPasswordReset)).toEqual(Object.keys(known.body.data?.requestPasswordReset));
    expect(unknown.body.data?.requestPasswordReset.__typename).toBe('RequestPasswordResetSuccess');
    // A second request within a minute also looks the same and sends nothing new.
    const repeat = await gql(app, REQUEST, { input: { email } });
    expect(repeat.body.data?.requestPasswordReset.__typename).toBe('RequestPasswordResetSuccess');
    await waitForMail(email);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await db().mailMessage.count({ where: { to: email } })).toBe(1);
    expect(await db().mailMessage.count({ where: { to: nobody } })).toBe(0);
  });

  it('resets with the e-mailed code, ends every session, and the new password works', async () => {
    const { email, user, sessionId } = await createAccount();
    const other = await createAccount({ email: uniqueEmail() });
    await gql(app, REQUEST, { input: { email } });
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Reset your Oshi password');
    const code = codeIn(mail.text);

    const mismatch = await gql(app, RESET, { input: { email, code, password: NEW_PASSWORD, passwordConfirmation: 'other' } });
    expect(mismatch.body.data?.resetPassword).toMatchObject({ code: 'PASSWORD_MISMATCH', field: 'passwordConfirmation' });
    const wrong = await gql(app, RESET, {
      input: { email, code: code === '999999' ? '000000' : '999999', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
    });
    expect(wrong.body.data?.resetPassword).toMatchObject({ code: 'CODE_INVALID', field: 'code', attemptsLeft: 4 });

    const ok = await gql(app, RESET, { input: { email, code, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } });
    expect(ok.body.data?.resetPassword).toEqual({ __typename: 'ResetPasswordSuccess', ok: true });
    expect(await db().session.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().session.findUnique({ where: { id: other.sessionId } })).not.toBeNull();
    expect(sessionId).toBeTruthy();

    expect((await signIn(email, PASSWORD)).body.data?.signIn.code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(email, NEW_PASSWORD)).body.data?.signIn.__typename).toBe('SignInSuccess');
    // The code cannot be used twice.
    const again = await gql(app, RESET, { input: { email, code, password: PASSWORD, passwordConfirmation: PASSWORD } });
    expect(again.body.data?.resetPassword.code).toBe('CODE_INVALID');
  });

  it('resets with the link token from the e-mail (link on PUBLIC_URL, in the reader’s language)', async () => {
    const { email } = await createAccount();
    await gql(app, REQUEST, { input: { email } }, { 'accept-language': 'ko-KR' });
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Oshi 비밀번호 재설정');
    expect(mail.text).toContain('https://oshi.example/account/reset-password?token=');
    const token = tokenIn(mail.text);
    const row = await db().verificationCode.findFirstOrThrow({ where: { user: { email } } });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toBe(token);

    const bad = await gql(app, RESET, { input: { token: `${token}x`, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } });
    expect(bad.body.data?.resetPassword).toMatchObject({ code: 'CODE_INVALID', field: 'token' });
    const ok = await gql(app, RESET, { input: { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } });
    expect(ok.body.data?.resetPassword.__typename).toBe('ResetPasswordSuccess');
    expect((await signIn(email, NEW_PASSWORD)).body.data?.signIn.__typename).toBe('SignInSuccess');
  });

  it('expires the code and the link after 10 minutes (injected clock)', async () => {
    const { email } = await createAccount();
    const meta = { locales: [], ip: '10.0.0.2', userAgent: null };
    const t0 = new Date('2026-04-01T09:00:00Z');
    await auth.requestPasswordReset({ email }, meta, t0);
    const mail = await waitForMail(email);
    const late = new Date(t0.getTime() + CODE_TTL_MS + 1);
    const input = { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    await expect(auth.resetPassword({ ...input, email, code: codeIn(mail.text) }, meta, late)).rejects.toMatchObject({ code: 'CODE_EXPIRED' });
    await expect(auth.resetPassword({ ...input, token: tokenIn(mail.text) }, meta, late)).rejects.toMatchObject({ code: 'CODE_EXPIRED', field: 'token' });
  });

  it('checks the reset input field by field', async () => {
    const missing = await gql(app, RESET, { input: { email: uniqueEmail(), password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } });
    expect(missing.body.data?.resetPassword).toMatchObject({ code: 'REQUIRED', field: 'code' });
    const weak = await gql(app, RESET, { input: { email: uniqueEmail(), code: '123456', password: 'short1', passwordConfirmation: 'short1' } });
    expect(weak.body.data?.resetPassword).toMatchObject({ code: 'PASSWORD_TOO_SHORT', field: 'password' });
    const unknown = await gql(app, RESET, { input: { email: uniqueEmail(), code: '123456', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } });
    expect(unknown.body.data?.resetPassword).toMatchObject({ code: 'CODE_INVALID' });
  });
});

describe('password change', () => {
  it('ends the other sessions and keeps the current one', async () => {
    const { email, user, headers, sessionId } = await createAccount();
    const elsewhere = tokenFrom((await signIn(email, PASSWORD)).setCookie);
    expect(await db().session.count({ where: { userId: user.id } })).toBe(2);

    const wrong = await gql(app, CHANGE, { input: { currentPassword: 'nottheone1', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } }, headers);
    expect(wrong.body.data?.changePassword).toEqual({ __typename: 'InvalidCredentialsError', code: 'INVALID_CREDENTIALS', field: 'currentPassword' });
    const missing = await gql(app, CHANGE, { input: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } }, headers);
    expect(missing.body.data?.changePassword).toMatchObject({ code: 'REQUIRED', field: 'currentPassword' });
    const noDigit = await gql(app, CHANGE, { input: { currentPassword: PASSWORD, password: 'onlyletters', passwordConfirmation: 'onlyletters' } }, headers);
    expect(noDigit.body.data?.changePassword).toMatchObject({ code: 'PASSWORD_NO_DIGIT', field: 'password' });

    const ok = await gql(app, CHANGE, { input: { currentPassword: PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } }, headers);
    expect(ok.body.data?.changePassword).toEqual({ __typename: 'ChangePasswordSuccess', viewer: { hasPassword: true } });
    const sessions = await db().session.findMany({ where: { userId: user.id } });
    expect(sessions.map((s) => s.id)).toEqual([sessionId]);
    expect(sessions.map((s) => s.id)).not.toContain(sessionIdOf(elsewhere));
    expect((await signIn(email, NEW_PASSWORD)).body.data?.signIn.__typename).toBe('SignInSuccess');
  });

  it('ends the reset codes and links mailed before it', async () => {
    const { email, headers } = await createAccount();
    await gql(app, REQUEST, { input: { email } });
    const mail = await waitForMail(email);
    const ok = await gql(app, CHANGE, { input: { currentPassword: PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } }, headers);
    expect(ok.body.data?.changePassword.__typename).toBe('ChangePasswordSuccess');
    // Whoever reads that mail later cannot take the account back from its owner.
    const taken = { password: 'Another123', passwordConfirmation: 'Another123' };
    const byCode = await gql(app, RESET, { input: { email, code: codeIn(mail.text), ...taken } });
    expect(byCode.body.data?.resetPassword).toMatchObject({ __typename: 'VerificationCodeError', code: 'CODE_INVALID' });
    const byLink = await gql(app, RESET, { input: { token: tokenIn(mail.text), ...taken } });
    expect(byLink.body.data?.resetPassword).toMatchObject({ __typename: 'VerificationCodeError', code: 'CODE_INVALID', field: 'token' });
    expect((await signIn(email, NEW_PASSWORD)).body.data?.signIn.__typename).toBe('SignInSuccess');
  });

  it('lets a social-only account set a first password without a current one, within minutes of signing in', async () => {
    const { user, headers } = await createAccount({ password: null });
    // A session left open (signed in 11 minutes ago) cannot give the account a password: sign in again.
    await db().session.updateMany({ where: { userId: user.id }, data: { createdAt: new Date(Date.now() - 11 * 60_000) } });
    const stale = await gql(app, CHANGE, { input: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } }, headers);
    expect(stale.body.data?.changePassword).toEqual({ __typename: 'RecentSignInRequiredError', code: 'RECENT_SIGN_IN_REQUIRED' });
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBeNull();
    await db().session.updateMany({ where: { userId: user.id }, data: { createdAt: new Date(Date.now() - 9 * 60_000) } });
    const { body } = await gql(app, CHANGE, { input: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } }, headers);
    expect(body.data?.changePassword).toEqual({ __typename: 'ChangePasswordSuccess', viewer: { hasPassword: true } });
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('links in e-mail without PUBLIC_URL', () => {
  it('point at the port the instance really listens on', async () => {
    const own = await startTestApp(database.current.url);
    try {
      const { email } = await createAccount();
      await gql(own, REQUEST, { input: { email } });
      const mail = await waitForMail(email);
      expect(mail.text).toContain(`http://localhost:${own.port}/account/reset-password?token=`);
      expect(own.port).not.toBe(4000);
    } finally {
      await own.close();
    }
  });
});
