// Pre-account-hijacking: whoever gets at an address before its owner proves the mailbox must not keep
// the account afterwards. Sign-up attempts keep their own credentials with their own code; proving the
// mailbox (code or reset) drops social identities the provider did not verify, sessions and API tokens.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { configureRateLimits } from '../../../platform/rate-limit.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import * as auth from '../auth.service.ts';
import { OAuthSignInError, signInWithIdentity } from '../oauth.service.ts';
import { createSession, validateSessionToken } from '../sessions.service.ts';
import { RESEND_AFTER_MS } from '../verification.service.ts';
import { codeIn, gql, SIGN_IN, signUpInput, uniqueEmail, VERIFY_EMAIL, waitForMail } from './account-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => app?.close());
beforeEach(() => configureRateLimits());

const meta: auth.RequestMeta = { locales: ['en'], ip: '10.0.0.9', userAgent: 'vitest' };
const OWNER_PASSWORD = 'ownerPass123';
const STRANGER_PASSWORD = 'strangerPass999';
const REQUIRED = ['TERMS_OF_SERVICE', 'PRIVACY_COLLECTION', 'THIRD_PARTY_PROVISION', 'PAYMENT_AGENCY'];
const ownerInput = (email: string) =>
  signUpInput(email, { password: OWNER_PASSWORD, passwordConfirmation: OWNER_PASSWORD, nickname: 'Owner', consents: REQUIRED });
const strangerInput = (email: string) =>
  signUpInput(email, { password: STRANGER_PASSWORD, passwordConfirmation: STRANGER_PASSWORD, nickname: 'Stranger', consents: [...REQUIRED, 'MARKETING'] });
const signIn = (email: string, password: string) => gql(app, SIGN_IN, { input: { email, password } });
const minuteAfter = (t: Date, n = 1) => new Date(t.getTime() + n * RESEND_AFTER_MS);

describe('competing sign-ups of one pending address', () => {
  it('a later sign-up (a stranger’s) never changes what the earlier attempt’s code activates', async () => {
    const email = uniqueEmail('owner');
    const t0 = new Date();
    await auth.signUp(ownerInput(email), meta, t0);
    const ownerCode = codeIn((await waitForMail(email, 1)).text);
    // A minute later a stranger signs the same address up with their own password, nickname and consents.
    await auth.signUp(strangerInput(email), meta, minuteAfter(t0));
    const strangerCode = codeIn((await waitForMail(email, 2)).text);

    // The owner types the code of their own attempt: the account is theirs, as they chose it.
    const verified = await auth.verifyEmail({ email, code: ownerCode }, meta, minuteAfter(t0));
    const user = await db().user.findUniqueOrThrow({ where: { id: verified.userId }, include: { consents: true } });
    expect(user.nickname).toBe('Owner');
    expect(user.consents.map((c) => c.kind).sort()).toEqual([...REQUIRED].sort());
    expect((await signIn(email, OWNER_PASSWORD)).body.data?.signIn.__typename).toBe('SignInSuccess');
    expect((await signIn(email, STRANGER_PASSWORD)).body.data?.signIn.code).toBe('INVALID_CREDENTIALS');
    // The stranger's attempt ended with the verification.
    if (strangerCode !== ownerCode) {
      const late = await gql(app, VERIFY_EMAIL, { input: { email, code: strangerCode } });
      expect(late.body.data?.verifyEmail.code).toBe('CODE_INVALID');
    }
  });

  it('an owner whose attempt came second signs in for a fresh code of that attempt', async () => {
    const email = uniqueEmail('second');
    const t0 = new Date(Date.now() - 3 * RESEND_AFTER_MS);
    await auth.signUp(strangerInput(email), meta, t0);
    await auth.signUp(ownerInput(email), meta, minuteAfter(t0));
    // Within the code's life the stranger signs up once more (a newer attempt does not push the owner's out).
    await auth.signUp(strangerInput(email), meta, minuteAfter(t0, 2));
    const early = await auth.signIn({ email, password: OWNER_PASSWORD }, meta, minuteAfter(t0, 3)).catch((e: unknown) => e);
    expect(early).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const code = codeIn((await waitForMail(email, 4)).text);
    await auth.verifyEmail({ email, code }, meta, minuteAfter(t0, 3));
    expect((await db().user.findUniqueOrThrow({ where: { email } })).nickname).toBe('Owner');
    expect((await signIn(email, OWNER_PASSWORD)).body.data?.signIn.__typename).toBe('SignInSuccess');
    expect((await signIn(email, STRANGER_PASSWORD)).body.data?.signIn.code).toBe('INVALID_CREDENTIALS');
  });

  it('a wrong code counts against every pending attempt alike: five end them all, as with one code', async () => {
    const email = uniqueEmail('guess');
    const t0 = new Date();
    await auth.signUp(ownerInput(email), meta, t0);
    const ownerCode = codeIn((await waitForMail(email, 1)).text);
    await auth.signUp(strangerInput(email), meta, minuteAfter(t0));
    const strangerCode = codeIn((await waitForMail(email, 2)).text);
    const wrong = ['000000', '111111', '222222'].find((c) => c !== ownerCode && c !== strangerCode)!;
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(await auth.verifyEmail({ email, code: wrong }, meta, minuteAfter(t0)).catch((e: unknown) => e));
    }
    expect(answers.slice(0, 4)).toMatchObject([4, 3, 2, 1].map((attemptsLeft) => ({ code: 'CODE_INVALID', attemptsLeft })));
    expect(answers[4]).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', attemptsLeft: 0 });
    for (const code of [ownerCode, strangerCode]) {
      await expect(auth.verifyEmail({ email, code }, meta, minuteAfter(t0))).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    }
  });
});

describe('proving the mailbox of an account a social identity created unverified', () => {
  const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ... on Error { code } } }`;

  /** A stranger's Google identity claiming `email`, which Google did not verify; their session and API token. */
  async function squat(email: string, sub: string) {
    const { userId } = await signInWithIdentity('google', { sub, email, emailVerified: false, name: 'Squatter' });
    const session = await createSession(userId);
    const token = await db().apiToken.create({ data: { userId, name: 'squat', tokenHash: `squat-${sub}`, prefix: 'oshi_sq', scopes: ['posts:read'] } });
    return { userId, session, tokenId: token.id };
  }

  it('a password reset unlinks the identity, ends its sessions and revokes its API tokens', async () => {
    const email = uniqueEmail('claimed');
    const sub = `stranger-${email}`;
    const stranger = await squat(email, sub);
    // A second identity, verified by Google but for another address, hangs on the account too.
    const friend = await signInWithIdentity('google', { sub: `friend-${email}`, email: uniqueEmail('friend'), emailVerified: true, name: 'Friend' });
    await db().oAuthAccount.updateMany({ where: { providerUserId: `friend-${email}` }, data: { userId: stranger.userId } });
    await db().user.delete({ where: { id: friend.userId } });

    // The owner's sign-up is refused (taken), so they claim the address by password reset.
    expect((await gql(app, `mutation ($input: SignUpInput!) { signUp(input: $input) { __typename ... on Error { code } } }`, { input: ownerInput(email) })).body.data?.signUp.code).toBe('EMAIL_TAKEN');
    await auth.requestPasswordReset({ email }, meta);
    const code = codeIn((await waitForMail(email)).text);
    const reset = await gql(app, RESET, { input: { email, code, password: OWNER_PASSWORD, passwordConfirmation: OWNER_PASSWORD } });
    expect(reset.body.data?.resetPassword.__typename).toBe('ResetPasswordSuccess');

    const user = await db().user.findUniqueOrThrow({ where: { id: stranger.userId }, include: { oauthAccounts: true, apiTokens: true } });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.oauthAccounts).toEqual([]);
    expect(user.apiTokens.map((t) => t.revokedAt)).toEqual([expect.any(Date)]);
    expect(await validateSessionToken(stranger.session.token)).toBeNull();
    // The stranger's Google sign-in no longer reaches the owner's account.
    await expect(signInWithIdentity('google', { sub, email, emailVerified: false, name: 'Squatter' })).rejects.toEqual(new OAuthSignInError('email_in_use'));
    expect((await signIn(email, OWNER_PASSWORD)).body.data?.signIn.__typename).toBe('SignInSuccess');
  });

  it('keeps a link whose provider verified this very address', async () => {
    const email = uniqueEmail('same');
    const sub = `owner-${email}`;
    const { userId } = await signInWithIdentity('google', { sub, email, emailVerified: false, name: 'Owner' });
    // Google has since verified the address for this identity: the link records it.
    await signInWithIdentity('google', { sub, email, emailVerified: true, name: 'Owner' });
    await auth.requestPasswordReset({ email }, meta);
    const code = codeIn((await waitForMail(email)).text);
    await auth.resetPassword({ email, code, password: OWNER_PASSWORD, passwordConfirmation: OWNER_PASSWORD }, meta);
    expect(await db().oAuthAccount.count({ where: { userId } })).toBe(1);
  });

  it('verifying the e-mail by code claims the address the same way', async () => {
    const email = uniqueEmail('coded');
    const stranger = await squat(email, `stranger-${email}`);
    // The squatter gives the account a password; signing in with it mails a code to the address's owner.
    await db().user.update({ where: { id: stranger.userId }, data: { passwordHash: await hashPassword(STRANGER_PASSWORD) } });
    await expect(auth.signIn({ email, password: STRANGER_PASSWORD }, meta)).rejects.toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const code = codeIn((await waitForMail(email)).text);
    await auth.verifyEmail({ email, code }, meta);
    expect(await db().oAuthAccount.count({ where: { userId: stranger.userId } })).toBe(0);
    expect(await validateSessionToken(stranger.session.token)).toBeNull();
    expect((await db().apiToken.findUniqueOrThrow({ where: { id: stranger.tokenId } })).revokedAt).not.toBeNull();
  });
});
