// Suspension at password reset, a door that goes through no session or token (Google sign-in is in
// oauth.test.ts). A suspension whose time is up is lifted by asking, as e-mail sign-in does, before the
// 5-minute job gets to it; one in force refuses, a reset link mailed before it included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createAccount, gql, PASSWORD, SIGN_IN, tokenIn, waitForMail } from './account-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());

describe('a suspension whose time is up (the 5-minute job has not run yet)', () => {
  it('lets the account sign in by e-mail', async () => {
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
