// Guessing limits: sign-in and code attempts per account and per address answer UNUSUAL_ACCESS;
// argon2 hashing runs with bounded concurrency and refuses a flood with RATE_LIMITED.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { RateLimitedError } from '../../../platform/errors.ts';
import { configurePasswordHashing, hashPassword, verifyPassword } from '../../../platform/passwords.ts';
import { Semaphore } from '../../../platform/semaphore.ts';
import { configureRateLimits } from '../../../platform/rate-limit.ts';
import { startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { codeIn, createAccount, gql, PASSWORD, SIGN_IN, SIGN_UP, signUpInput, uniqueEmail, VERIFY_EMAIL, waitForMail } from './account-helpers.ts';

const database = setupTestDatabase();
let app: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
});
afterAll(async () => {
  configureRateLimits();
  configurePasswordHashing({ concurrency: 2, maxQueue: 64 });
  await app?.close();
});
beforeEach(() => configureRateLimits());

const signIn = (email: string, password: string) => gql(app, SIGN_IN, { input: { email, password } });

describe('sign-in limits', () => {
  let proxied: App;
  beforeAll(async () => {
    // As behind the documented reverse proxy (docker/): every connection comes from the proxy.
    proxied = await startTestApp(database.current.url, { TRUSTED_PROXIES: 'loopback' });
  });
  afterAll(async () => proxied?.close());
  const signInFrom = (address: string, email: string, password: string) =>
    gql(proxied, SIGN_IN, { input: { email, password } }, { 'x-forwarded-for': address });

  it('blocks one address guessing an account, never the owner signing in from elsewhere', async () => {
    configureRateLimits({ limits: { signInByAccountAndAddress: { points: 3 }, signInByAddress: { points: 100 } } });
    const victim = await createAccount();
    const bystander = await createAccount();
    for (let i = 0; i < 3; i++) {
      expect((await signInFrom('198.51.100.7', victim.email, `wrong${i}pass`)).body.data?.signIn.code).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await signInFrom('198.51.100.7', victim.email, PASSWORD);
    expect(blocked.body.data?.signIn).toMatchObject({ __typename: 'UnusualAccessError', code: 'UNUSUAL_ACCESS' });
    expect(blocked.body.data?.signIn.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.setCookie).toBeNull();
    // The e-mail is the key whatever its case.
    expect((await signInFrom('198.51.100.7', victim.email.toUpperCase(), PASSWORD)).body.data?.signIn.code).toBe('UNUSUAL_ACCESS');
    // The real owner, elsewhere, is not locked out by the attacker's failures.
    expect((await signInFrom('203.0.113.5', victim.email, PASSWORD)).body.data?.signIn.__typename).toBe('SignInSuccess');
    // Same address, another account: not affected.
    expect((await signInFrom('198.51.100.7', bystander.email, PASSWORD)).body.data?.signIn.__typename).toBe('SignInSuccess');
  });

  it('blocks an address spraying many accounts, and only that address behind the proxy', async () => {
    configureRateLimits({ limits: { signInByAccountAndAddress: { points: 100 }, signInByAddress: { points: 4 } } });
    for (let i = 0; i < 4; i++) {
      expect((await signInFrom('198.51.100.8', uniqueEmail('spray'), 'guess1234')).body.data?.signIn.code).toBe('INVALID_CREDENTIALS');
    }
    const account = await createAccount();
    expect((await signInFrom('198.51.100.8', account.email, PASSWORD)).body.data?.signIn.code).toBe('UNUSUAL_ACCESS');
    // Everyone else comes through the same proxy and is not affected.
    expect((await signInFrom('203.0.113.9', account.email, PASSWORD)).body.data?.signIn.__typename).toBe('SignInSuccess');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    configureRateLimits({ limits: { signInByAccountAndAddress: { points: 100 }, signInByAddress: { points: 4 } } });
    for (let i = 0; i < 4; i++) {
      const forged = { 'x-forwarded-for': `198.51.100.${20 + i}` };
      expect((await gql(app, SIGN_IN, { input: { email: uniqueEmail('spray'), password: 'guess1234' } }, forged)).body.data?.signIn.code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    const account = await createAccount();
    const again = await gql(app, SIGN_IN, { input: { email: account.email, password: PASSWORD } }, { 'x-forwarded-for': '203.0.113.10' });
    expect(again.body.data?.signIn.code).toBe('UNUSUAL_ACCESS');
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    configureRateLimits({ limits: { signInByAccountAndAddress: { points: 3 } } });
    const { email } = await createAccount();
    for (let round = 0; round < 3; round++) {
      await signIn(email, 'wrong1pass');
      await signIn(email, 'wrong2pass');
      expect((await signIn(email, PASSWORD)).body.data?.signIn.__typename).toBe('SignInSuccess');
    }
  });
});

describe('code limits', () => {
  it('limits code guesses per account across resends', async () => {
    configureRateLimits({ limits: { codeByAccount: { points: 6 }, codeByAddress: { points: 100 } } });
    const email = uniqueEmail();
    await gql(app, SIGN_UP, { input: signUpInput(email) });
    const code = codeIn((await waitForMail(email)).text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 6; i++) await gql(app, VERIFY_EMAIL, { input: { email, code: wrong } });
    const { body } = await gql(app, VERIFY_EMAIL, { input: { email, code } });
    expect(body.data?.verifyEmail).toMatchObject({ __typename: 'UnusualAccessError', code: 'UNUSUAL_ACCESS' });
  });

  it('limits code guesses per address across accounts', async () => {
    configureRateLimits({ limits: { codeByAccount: { points: 100 }, codeByAddress: { points: 3 } } });
    for (let i = 0; i < 3; i++) {
      const { body } = await gql(app, VERIFY_EMAIL, { input: { email: uniqueEmail('probe'), code: '123456' } });
      expect(body.data?.verifyEmail.code).toBe('CODE_INVALID');
    }
    const { body } = await gql(app, VERIFY_EMAIL, { input: { email: uniqueEmail('probe'), code: '123456' } });
    expect(body.data?.verifyEmail.code).toBe('UNUSUAL_ACCESS');
    const reset = await gql(
      app,
      `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ... on Error { code } } }`,
      { input: { email: uniqueEmail('probe'), code: '123456', password: 'valid1pass', passwordConfirmation: 'valid1pass' } },
    );
    expect(reset.body.data?.resetPassword.code).toBe('UNUSUAL_ACCESS');
  });
});

describe('password hashing', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('starlight42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'starlight42')).toBe(true);
    expect(await verifyPassword(hash, 'starlight43')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'starlight42')).toBe(false);
  });

  it('runs a bounded number at once and refuses a flood with RATE_LIMITED', async () => {
    const semaphore = new Semaphore(2, 3);
    let running = 0;
    let peak = 0;
    const task = () =>
      semaphore.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
        return 'done';
      });
    const results = await Promise.allSettled(Array.from({ length: 8 }, task));
    expect(peak).toBe(2);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(3);
    expect(refused[0].reason).toBeInstanceOf(RateLimitedError);
    // The queue drains and work continues.
    expect(await task()).toBe('done');
  });

  it('answers RATE_LIMITED over GraphQL when sign-ins flood the hashers (limits from the configuration)', async () => {
    const { email } = await createAccount();
    const tight = await startTestApp(database.current.url, { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '1' });
    configureRateLimits({ limits: { signInByAddress: { points: 1000 }, signInByAccountAndAddress: { points: 1000 } } });
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => gql(tight, SIGN_IN, { input: { email, password: 'wrong1pass' } })));
      const codes = answers.map((a) => a.body.data?.signIn.code);
      expect(codes).toContain('RATE_LIMITED');
      expect(codes).toContain('INVALID_CREDENTIALS');
    } finally {
      await tight.close();
      configurePasswordHashing({ concurrency: 2, maxQueue: 64 });
    }
  });
});
