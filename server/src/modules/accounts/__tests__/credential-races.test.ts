// A password reset or change ends every session (a reset every API token too): nothing begun with the old
// credential may land after it. Verifying a password takes tens of milliseconds, so a sign-in (or a token
// request) can read the old state, and a reset commit, before it writes. The interleavings are made certain
// with row locks: a reset or change is stopped inside its transaction (after it took the user's row and began
// ending the sessions) while the sign-in reads, verifies and tries to write; then it is let go.
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../platform/database.ts';
import { configureRateLimits } from '../../../platform/rate-limit.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { type HeldLock, withRowLock } from '../../../testing/waiting.ts';
import { createApiToken } from '../api-tokens.service.ts';
import * as auth from '../auth.service.ts';
import { createSession } from '../sessions.service.ts';
import { issueCode } from '../verification.service.ts';
import { createAccount, PASSWORD } from './account-helpers.ts';

const database = setupTestDatabase();
beforeEach(() => configureRateLimits());

const NEW_PASSWORD = 'moonlight77';
const meta = (ip: string): auth.RequestMeta => ({ locales: ['en'], ip, userAgent: 'race' });

/** The error code a call ends with ('OK' when it succeeds); never rejects. */
const outcome = (promise: Promise<unknown>) => promise.then(() => 'OK', (e: { code?: string }) => e.code ?? String(e));

async function reset(userId: string, email: string, now = new Date()) {
  const issued = await db().$transaction((tx) => issueCode(userId, 'PASSWORD_RESET', new Date(), tx));
  return auth.resetPassword({ email, code: issued.code, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }, meta('10.1.0.1'), now);
}

/**
 * Runs `during` while `start()` (a reset or change) is stopped on the row of session `heldSessionId`, which it
 * deletes after taking the user's row: inside its transaction, the sessions it ends not yet gone for others.
 */
async function whileEndingSessions(heldSessionId: string, start: () => Promise<unknown>, during: (lock: HeldLock) => Promise<void>) {
  let ending: Promise<string> | null = null;
  await withRowLock(database.current.url, 'SELECT id FROM "Session" WHERE id = $1 FOR UPDATE', [heldSessionId], async (lock) => {
    ending = outcome(start());
    await lock.untilWaiting(/DELETE FROM "public"\."Session"/);
    await during(lock);
    await lock.release();
  });
  return ending!;
}

/** Lets `pending` run until it is done or stopped on a lock `statement` waits for (without the fix it never stops). */
const untilDoneOrWaiting = (pending: Promise<unknown>, lock: HeldLock, statement: RegExp) =>
  Promise.race([pending, lock.untilWaiting(statement).catch(() => undefined)]);

describe('a sign-in with the old password', () => {
  it('gets no session when a reset ends every session while it verifies', async () => {
    const { user, email, sessionId } = await createAccount();
    let attacker: Promise<string> | null = null;
    const ended = await whileEndingSessions(sessionId, () => reset(user.id, email), async (lock) => {
      attacker = outcome(auth.signIn({ email, password: PASSWORD }, meta('10.9.0.9')));
      await untilDoneOrWaiting(attacker, lock, /FOR SHARE/);
    });
    expect(await ended).toBe('OK');
    expect(await attacker!).toBe('INVALID_CREDENTIALS');
    expect(await db().session.count({ where: { userId: user.id } })).toBe(0);
  });

  it('gets no session when a password change ends the other sessions while it verifies', async () => {
    const { user, email, sessionId } = await createAccount();
    const elsewhere = await createSession(user.id);
    let attacker: Promise<string> | null = null;
    const change = () => auth.changePassword(user.id, sessionId, { currentPassword: PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }, meta('10.1.0.1'));
    const changed = await whileEndingSessions(elsewhere.id, change, async (lock) => {
      attacker = outcome(auth.signIn({ email, password: PASSWORD }, meta('10.9.0.9')));
      await untilDoneOrWaiting(attacker, lock, /FOR SHARE/);
    });
    expect(await changed).toBe('OK');
    expect(await attacker!).toBe('INVALID_CREDENTIALS');
    expect((await db().session.findMany({ where: { userId: user.id } })).map((s) => s.id)).toEqual([sessionId]);
  });
});

describe('a password change', () => {
  it('is refused when a reset replaced the password it checked', async () => {
    const { user, email, sessionId } = await createAccount();
    let change: Promise<string> | null = null;
    const ended = await whileEndingSessions(sessionId, () => reset(user.id, email), async (lock) => {
      // It checks the current password against the one still committed, then waits for the user's row.
      change = outcome(auth.changePassword(user.id, sessionId, { currentPassword: PASSWORD, password: 'Changed1234', passwordConfirmation: 'Changed1234' }, meta('10.9.0.9')));
      await untilDoneOrWaiting(change, lock, /"User"/);
    });
    expect(await ended).toBe('OK');
    expect(await change!).toBe('INVALID_CREDENTIALS');
    // The reset's password stands.
    expect((await auth.signIn({ email, password: NEW_PASSWORD }, meta('10.1.0.1'))).userId).toBe(user.id);
  });
});

describe('an API token', () => {
  it('is not made from a session a reset ended after the request was authenticated', async () => {
    const { user, email, sessionId } = await createAccount();
    await reset(user.id, email);
    expect(await createApiToken(user.id, { name: 'bot', scopes: ['POSTS_READ'] }, ['POSTS_READ'], sessionId)).toBeNull();
    expect(await db().apiToken.count({ where: { userId: user.id } })).toBe(0);
  });

  it('made while a reset was hashing (after its clock was read) is revoked by it', async () => {
    const { user, email, sessionId } = await createAccount();
    const resetStarted = new Date(Date.now() - 1000);
    expect(await createApiToken(user.id, { name: 'bot', scopes: ['POSTS_READ'] }, ['POSTS_READ'], sessionId)).not.toBeNull();
    await reset(user.id, email, resetStarted);
    expect(await db().apiToken.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
  });
});
