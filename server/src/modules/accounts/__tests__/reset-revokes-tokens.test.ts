// A password reset revokes the account's API tokens (docs/domain-rules.md 5.1). The reset is how an owner
// takes a lost account back; whoever held a session could have made a token with it (createApiToken needs
// nothing more), and that token would go on acting as the owner within its scopes. A password change made
// from a live session with the current password keeps the tokens: the owner is in control and revokes
// tokens by name on the developer page.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { configureRateLimits } from '../../../platform/rate-limit.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { tokenHeaders } from '../../clubs/__tests__/community-helpers.ts';
import { codeIn, createAccount, gql, PASSWORD, tokenIn, waitForMail } from './account-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());
beforeEach(() => configureRateLimits());

const NEW_PASSWORD = 'moonlight77';
const REQUEST = `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename } }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ... on Error { code } } }`;
const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ... on Error { code } } }`;
const ME = `{ viewer { id } }`;

const works = async (headers: Record<string, string>) => (await gql(app, ME, {}, headers)).body.data?.viewer?.id !== undefined;

describe('a password reset of a verified account', () => {
  it.each(['link', 'code'])('by %s ends the sessions and revokes the API tokens made before it', async (by) => {
    const acc = await createAccount();
    const other = await createAccount();
    // Made by whoever held a session (createApiToken needs only that; written directly here).
    const intruderToken = await tokenHeaders(acc.user.id, ['ACCOUNTS_READ', 'ACCOUNTS_WRITE', 'POSTS_WRITE']);
    const othersToken = await tokenHeaders(other.user.id, ['ACCOUNTS_READ']);
    expect(await works(intruderToken)).toBe(true);

    await gql(app, REQUEST, { input: { email: acc.email } });
    const mail = await waitForMail(acc.email);
    const proof = by === 'link' ? { token: tokenIn(mail.text) } : { email: acc.email, code: codeIn(mail.text) };
    const reset = await gql(app, RESET, { input: { ...proof, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } });
    expect(reset.body.data?.resetPassword.__typename).toBe('ResetPasswordSuccess');

    expect((await gql(app, ME, {}, acc.headers)).status).toBe(401);
    expect((await gql(app, ME, {}, intruderToken)).status).toBe(401);
    expect(await db().apiToken.count({ where: { userId: acc.user.id, revokedAt: null } })).toBe(0);
    expect(await works(othersToken)).toBe(true);
  });
});

describe('a password change from a live session', () => {
  it('keeps the API tokens', async () => {
    const acc = await createAccount();
    const botToken = await tokenHeaders(acc.user.id, ['ACCOUNTS_READ']);
    const change = await gql(app, CHANGE, { input: { currentPassword: PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } }, acc.headers);
    expect(change.body.data?.changePassword.__typename).toBe('ChangePasswordSuccess');
    expect(await works(botToken)).toBe(true);
  });
});
