// Shared helpers for the accounts tests: GraphQL over real HTTP with cookies, and the dev mailbox.
import type { App } from '../../../app.ts';
import { SESSION_COOKIE } from '../../../http/session-cookie.ts';
import { db } from '../../../platform/database.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { newUid } from '../uid.ts';
import { REQUIRED_CONSENTS } from '../validation.ts';
import { createSession } from '../sessions.service.ts';

export const PASSWORD = 'starlight42';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response shapes vary per test
type Data = Record<string, any>;

export type Gql = { body: { data?: Data; errors?: { message: string; extensions?: Record<string, unknown> }[] }; setCookie: string | null; status: number };

/** POSTs a GraphQL operation; returns the body and the Set-Cookie header. */
export async function gql(
  app: App,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Gql> {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oshi-client': 'web', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Gql['body'], setCookie: res.headers.get('set-cookie') };
}

export const cookieHeader = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });

/** The session token in a Set-Cookie header. */
export function tokenFrom(setCookie: string | null): string {
  const match = new RegExp(`${SESSION_COOKIE}=([a-z2-7]{32})`).exec(setCookie ?? '');
  if (!match) throw new Error(`No session cookie in ${setCookie}`);
  return match[1];
}

let counter = 0;
export const uniqueEmail = (label = 'fan') => `${label}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

/** Waits for the n-th e-mail (1-based) to an address to land in the dev mailbox (pg-boss delivers it). */
export async function waitForMail(to: string, count = 1, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await db().mailMessage.findMany({ where: { to }, orderBy: { createdAt: 'asc' } });
    if (mails.length >= count) return mails[count - 1];
    if (Date.now() > deadline) throw new Error(`No mail #${count} to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1];
export const tokenIn = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)![1];

/** A verified account with a password and the required consents, plus a session token. */
export async function createAccount(data: { role?: 'USER' | 'CREATOR' | 'ADMIN'; email?: string; password?: string | null } = {}) {
  const email = data.email ?? uniqueEmail(data.role?.toLowerCase() ?? 'user');
  const user = await db().user.create({
    data: {
      uid: newUid(),
      email,
      emailVerifiedAt: new Date(),
      passwordHash: data.password === null ? null : await hashPassword(data.password ?? PASSWORD),
      nickname: `Nick ${counter++}`,
      role: data.role ?? 'USER',
      name: 'Kim Minji',
      phone: '01012345678',
      birthDate: '20000101',
      consents: { create: REQUIRED_CONSENTS.map((kind) => ({ kind, version: '2026-01-01' })) },
    },
  });
  const session = await createSession(user.id);
  return { user, email, token: session.token, sessionId: session.id, headers: cookieHeader(session.token) };
}

export const SIGN_UP = `mutation ($input: SignUpInput!) {
  signUp(input: $input) {
    __typename
    ... on SignUpSuccess { email codeExpiresAt }
    ... on Error { code message }
    ... on InvalidInputError { field }
    ... on ResendTooSoonError { retryAfterSeconds }
  }
}`;

export const VERIFY_EMAIL = `mutation ($input: VerifyEmailInput!) {
  verifyEmail(input: $input) {
    __typename
    ... on VerifyEmailSuccess { viewer { id email emailVerified } }
    ... on Error { code }
    ... on VerificationCodeError { attemptsLeft field }
  }
}`;

export const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) {
    __typename
    ... on SignInSuccess { viewer { id email nickname } }
    ... on Error { code }
    ... on EmailNotVerifiedError { email codeExpiresAt }
    ... on UnusualAccessError { retryAfterSeconds }
    ... on InvalidInputError { field }
  }
}`;

export const signUpInput = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  nickname: 'Minji',
  consents: [...REQUIRED_CONSENTS],
  ...overrides,
});
