// Sessions over real HTTP: the cookie's flags, only the token's hash at rest, sliding renewal,
// refresh, logout, and 401 ExpiredAccessToken for a cookie that no longer works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { db } from '../../../platform/database.ts';
import { graphql, startTestApp } from '../../../testing/app.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { withRowLock } from '../../../testing/waiting.ts';
import { createClub, createPlan, createUser, subscribe } from '../../../testing/fixtures.ts';
import { authenticateApiToken, createApiToken } from '../api-tokens.service.ts';
import { SESSION_COOKIE } from '../../../http/session-cookie.ts';
import { createSession, SESSION_DURATION_MS, sessionIdOf, sessionStatuses, validateSessionToken } from '../sessions.service.ts';

const database = setupTestDatabase();
let app: App;
let prodApp: App;
beforeAll(async () => {
  app = await startTestApp(database.current.url);
  prodApp = await startTestApp(database.current.url, { NODE_ENV: 'production' });
});
afterAll(async () => {
  await app?.close();
  await prodApp?.close();
});

const cookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });
const post = (target: App, path: string, headers: Record<string, string> = {}) =>
  fetch(`${target.url}${path}`, { method: 'POST', headers: { 'x-oshi-client': 'web', ...headers } });

describe('sessions', () => {
  it('stores only the SHA-256 of the token and resolves the viewer from the cookie', async () => {
    const user = await createUser({ nickname: 'Minji' });
    const { token } = await createSession(user.id);
    const row = await db().session.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.id).toBe(sessionIdOf(token));
    expect(row.id).not.toContain(token);
    const { body } = await graphql(app, { query: '{ viewer { nickname } }' }, cookie(token));
    expect(body.data).toEqual({ viewer: { nickname: 'Minji' } });
  });

  it('renews a session used in its second half, and forgets an expired one', async () => {
    const user = await createUser();
    const start = new Date('2026-01-01T00:00:00Z');
    const { token } = await createSession(user.id, {}, start);
    const late = new Date(start.getTime() + SESSION_DURATION_MS * 0.75);
    const renewed = await validateSessionToken(token, late);
    expect(renewed?.expiresAt.getTime()).toBe(late.getTime() + SESSION_DURATION_MS);
    const afterExpiry = new Date(renewed!.expiresAt.getTime() + 1);
    expect(await validateSessionToken(token, afterExpiry)).toBeNull();
    expect(await db().session.count({ where: { userId: user.id } })).toBe(0);
  });

  it('answers 401 ExpiredAccessToken and clears the cookie when the session is gone', async () => {
    const user = await createUser();
    const { token, id } = await createSession(user.id);
    await db().session.delete({ where: { id } });
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-oshi-client': 'web', ...cookie(token) },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ status: 401, name: 'ExpiredAccessToken' });
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
  });

  it('refreshes with POST auth/refresh-token: httpOnly, SameSite=Lax, Secure only in production', async () => {
    const user = await createUser();
    const { token } = await createSession(user.id);
    const dev = await post(app, '/auth/refresh-token', cookie(token));
    expect(dev.status).toBe(200);
    const devCookie = dev.headers.get('set-cookie')!;
    expect(devCookie).toContain(`${SESSION_COOKIE}=${token}`);
    expect(devCookie).toMatch(/HttpOnly/);
    expect(devCookie).toMatch(/SameSite=Lax/);
    expect(devCookie).not.toMatch(/Secure/);
    const prod = await post(prodApp, '/auth/refresh-token', cookie(token));
    expect(prod.headers.get('set-cookie')).toMatch(/Secure/);
    expect(new Date(((await dev.json()) as { expiresAt: string }).expiresAt).getTime()).toBeGreaterThan(Date.now());

    const missing = await post(app, '/auth/refresh-token');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ name: 'ExpiredAccessToken' });
    const withoutHeader = await fetch(`${app.url}/auth/refresh-token`, { method: 'POST', headers: cookie(token) });
    expect(withoutHeader.status).toBe(403);
  });

  it('ends the session with POST auth/logout', async () => {
    const user = await createUser();
    const { token, id } = await createSession(user.id);
    const res = await post(app, '/auth/logout', cookie(token));
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect(await db().session.findUnique({ where: { id } })).toBeNull();
  });

  it('answers 401, not a server error, when a session is signed out between its read and its renewal', async () => {
    // A page renews its session as it loads, and a request renews one used after a while; a sign-out in
    // another tab (or a password reset) may delete the session between that read and the write. Made
    // certain here: the deletion holds the row until the write waits on it, then commits.
    const graphqlRequest = (token: string) =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-oshi-client': 'web', ...cookie(token) },
        body: JSON.stringify({ query: '{ viewer { id } }' }),
      });
    const doors = [(token: string) => post(app, '/auth/refresh-token', cookie(token)), graphqlRequest];
    for (const request of doors) {
      const user = await createUser();
      const { token, id } = await createSession(user.id);
      // Last used an hour ago: the next request writes its use.
      await db().session.update({ where: { id }, data: { lastUsedAt: new Date(Date.now() - 3600_000) } });
      await withRowLock(database.current.url, 'DELETE FROM "Session" WHERE id = $1', [id], async (lock) => {
        const response = request(token);
        await lock.untilWaiting(/UPDATE "public"."Session"/);
        await lock.release();
        const res = await response;
        expect(res.status).toBe(401);
        expect(await res.json()).toMatchObject({ name: 'ExpiredAccessToken' });
      });
    }
  });

  it('tells the sessions of many sockets apart in one read: active, suspended, and those that ended', async () => {
    const now = new Date();
    const ids: Record<string, string> = {};
    for (const status of ['ACTIVE', 'SUSPENDED', 'DELETED'] as const) {
      const user = await createUser();
      await db().user.update({ where: { id: user.id }, data: { status } });
      ids[status] = (await createSession(user.id, {}, now)).id;
    }
    const expired = (await createSession((await createUser()).id, {}, new Date(now.getTime() - SESSION_DURATION_MS - 1000))).id;
    const statuses = await sessionStatuses([ids.ACTIVE!, ids.SUSPENDED!, ids.DELETED!, expired, 'f'.repeat(64), ids.ACTIVE!], now);
    expect(statuses).toEqual(new Map([[ids.ACTIVE!, 'ACTIVE'], [ids.SUSPENDED!, 'SUSPENDED']]));
    expect(await sessionStatuses([], now)).toEqual(new Map());
  });

  it('brings the account’s live plan levels with the session and the API token, ended subscriptions left out', async () => {
    const now = new Date();
    const fan = await createUser();
    const later = new Date(now.getTime() + 86_400_000);
    const [both, cancelled, expired, lapsed, deposit] = await Promise.all([createClub(), createClub(), createClub(), createClub(), createClub()]);
    const bothLow = await createPlan({ clubId: both.id, level: 1 });
    const bothHigh = await createPlan({ clubId: both.id, level: 3 });
    // One open subscription per club: an ended one at a higher level does not count.
    await subscribe({ userId: fan.id, planId: bothHigh.id, status: 'EXPIRED', currentPeriodEnd: new Date(now.getTime() - 1000) });
    await subscribe({ userId: fan.id, planId: bothLow.id });
    // Cancelled keeps its level until the period ends; an expired one, a lapsed cancel and a lapsed deposit do not count.
    await subscribe({ userId: fan.id, planId: (await createPlan({ clubId: cancelled.id, level: 2 })).id, status: 'CANCELED', currentPeriodEnd: later });
    await subscribe({ userId: fan.id, planId: (await createPlan({ clubId: expired.id, level: 2 })).id, status: 'EXPIRED', currentPeriodEnd: later });
    await subscribe({ userId: fan.id, planId: (await createPlan({ clubId: lapsed.id, level: 2 })).id, status: 'CANCELED', currentPeriodEnd: new Date(now.getTime() - 1000) });
    await subscribe({ userId: fan.id, planId: (await createPlan({ clubId: deposit.id, level: 4 })).id, method: 'VIRTUAL_ACCOUNT', currentPeriodEnd: new Date(now.getTime() - 1000) });
    const levels = new Map([[both.id, 1], [cancelled.id, 2]]);

    const { token } = await createSession(fan.id);
    const session = await validateSessionToken(token, now);
    expect(session?.viewer).toEqual({ id: fan.id, role: 'USER' });
    expect(session?.subscriptionLevels.levels).toEqual(levels);
    const { token: apiToken } = await createApiToken(fan.id, { name: 'Partner', scopes: ['POSTS_READ'] }, ['POSTS_READ']);
    const api = await authenticateApiToken(apiToken, now);
    expect(api).toMatchObject({ viewer: { id: fan.id, role: 'USER' }, scopes: ['POSTS_READ'] });
    expect(api?.subscriptionLevels.levels).toEqual(levels);

    const newcomer = await createUser({ role: 'CREATOR' });
    const fresh = await validateSessionToken((await createSession(newcomer.id)).token, now);
    expect(fresh?.viewer).toEqual({ id: newcomer.id, role: 'CREATOR' });
    expect(fresh?.subscriptionLevels.levels).toEqual(new Map());
  });
});
