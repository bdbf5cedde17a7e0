// A failure production masks ("Unexpected error.") is logged with its request id and stack; the request log
// leaves the secrets of query strings out.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createAccount } from '../../modules/accounts/__tests__/account-helpers.ts';
import { graphql, startTestApp } from '../../testing/app.ts';
import { setupTestDatabase } from '../../testing/database.ts';
import { createClub } from '../../testing/fixtures.ts';
import { db } from '../../platform/database.ts';
import { capturedLogs } from '../../testing/logs.ts';
import { until } from '../../testing/waiting.ts';

const database = setupTestDatabase();
const { logger, lines } = capturedLogs();
let app: App;

beforeAll(async () => {
  app = await startTestApp(database.current.url, { NODE_ENV: 'production', DEV_MODE: 'false' }, { logger });
});
afterAll(() => app?.close());

describe('unexpected errors', () => {
  it('are masked for the client and logged with the request id and stack', async () => {
    const { headers } = await createAccount();
    // A table gone from under the app (a half-applied migration, say): an error nobody expected.
    await db().$executeRawUnsafe('ALTER TABLE "Notification" RENAME TO "NotificationAway"');
    const { body } = await graphql(app, { query: '{ notifications(first: 1) { edges { cursor } } }' }, { ...headers, 'x-request-id': 'req-masked-1' });
    await db().$executeRawUnsafe('ALTER TABLE "NotificationAway" RENAME TO "Notification"');
    expect(body.errors?.[0].message).toBe('Unexpected error.');
    const logged = lines.find((l) => l.msg === 'unexpected GraphQL error');
    expect(logged).toMatchObject({ level: 50, requestId: 'req-masked-1', path: 'notifications' });
    expect((logged?.err as { stack?: string }).stack).toMatch(/Notification/);
  });

  it('answers input Pothos checks itself (a list’s cursor) as INVALID_INPUT naming it, unlogged', async () => {
    const before = lines.filter((l) => l.msg === 'unexpected GraphQL error').length;
    const { headers } = await createAccount();
    const club = await createClub();
    // Garbage, and an id cursor where the list's cursor carries a time and an id (one asked for before they did).
    for (const after of ['garbage', Buffer.from(`GPC:S:${club.id}`).toString('base64')]) {
      const { body } = await graphql(app, { query: `query ($uri: String!, $after: String) { club(uri: $uri) { ... on Club { posts(after: $after) { edges { cursor } } } } }`, variables: { uri: club.uri, after } }, headers);
      expect(body.errors?.[0], after).toMatchObject({ path: ['club', 'posts'], extensions: { code: 'INVALID_INPUT' } });
      expect(body.errors?.[0].message).not.toBe('Unexpected error.');
    }
    // A huge cursor is named, not echoed whole.
    const huge = Buffer.from(`GPC:S:${'a'.repeat(50_000)}`).toString('base64');
    const echoed = await graphql(app, { query: `query ($uri: String!, $after: String) { club(uri: $uri) { ... on Club { posts(after: $after) { edges { cursor } } } } }`, variables: { uri: club.uri, after: huge } }, headers);
    expect(echoed.body.errors?.[0]).toMatchObject({ extensions: { code: 'INVALID_INPUT' } });
    expect(echoed.body.errors![0].message.length).toBeLessThanOrEqual(301);
    const { body } = await graphql(app, { query: `{ clubs(first: 2, before: "x") { edges { cursor } } }` }, headers);
    expect(body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/before.*first/), extensions: { code: 'INVALID_INPUT' } });
    expect(lines.filter((l) => l.msg === 'unexpected GraphQL error').length).toBe(before);
  });

  it('answers money and counts its variables cannot hold (fractional, too large, a string, missing) as INVALID_INPUT naming them, writing nothing', async () => {
    const before = lines.filter((l) => l.msg === 'unexpected GraphQL error').length;
    const { user, headers } = await createAccount({ role: 'CREATOR' });
    const club = await createClub({ ownerId: user.id });
    const clubId = Buffer.from(`Club:${club.id}`).toString('base64');
    const WITHDRAW = 'mutation ($input: RequestWithdrawalInput!) { requestWithdrawal(input: $input) { __typename } }';
    const CREATE_PLAN = 'mutation ($input: CreatePlanInput!) { createPlan(input: $input) { __typename } }';
    const plan = { clubId, name: 'Gold', benefits: ['Badge'], level: 1 };
    const cases: [string, string, Record<string, unknown>, RegExp][] = [
      ['fractional amount', WITHDRAW, { input: { amount: 10000.5 } }, /"input\.amount".*non-integer/],
      ['amount past Int', WITHDRAW, { input: { amount: 2 ** 53 } }, /"input\.amount".*non 32-bit/],
      ['amount as a string', WITHDRAW, { input: { amount: '10000' } }, /"input\.amount".*non-integer/],
      ['missing amount', WITHDRAW, { input: {} }, /"\$input".*"amount".*not provided/],
      ['fractional price', CREATE_PLAN, { input: { ...plan, monthlyPrice: 4900.5 } }, /"input\.monthlyPrice"/],
    ];
    for (const [name, query, variables, message] of cases) {
      const { body } = await graphql(app, { query, variables }, headers);
      expect(body.data, name).toBeUndefined();
      expect(body.errors?.[0], name).toMatchObject({ message: expect.stringMatching(message), extensions: { code: 'INVALID_INPUT' } });
    }
    expect(await db().withdrawal.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().plan.count({ where: { clubId: club.id } })).toBe(0);
    expect(lines.filter((l) => l.msg === 'unexpected GraphQL error').length).toBe(before);
  });

  it('leaves expected failures (typed errors, bad documents) out of the error log', async () => {
    const before = lines.filter((l) => l.msg === 'unexpected GraphQL error').length;
    const { headers } = await createAccount();
    await graphql(app, { query: '{ nope }' }, headers);
    // An id no row can have (every node's is a UUID) names nothing, as in nodes(ids:).
    const { body } = await graphql(app, { query: `{ node(id: "${Buffer.from('Post:not-a-uuid').toString('base64')}") { id } }` }, headers);
    expect(body).toEqual({ data: { node: null } });
    expect(lines.filter((l) => l.msg === 'unexpected GraphQL error').length).toBe(before);
  });
});

describe('the request log', () => {
  it('leaves out reset-link tokens, link signatures and OAuth codes, keeping the path and the other parameters', async () => {
    const requests: [string, string][] = [
      // The e-mailed reset link, as the browser asks for the page.
      ['/account/reset-password?token=RESETSECRET1&l=%2Fmypage', '/account/reset-password?token=[redacted]&l=%2Fmypage'],
      // A buyer's signed download link (the expiry stays: it tells when the link was good).
      ['/downloads/order-1/file-1?exp=1893456000&sig=SIGSECRET2', '/downloads/order-1/file-1?exp=1893456000&sig=[redacted]'],
      // The provider's answer to a social sign-in, and a parameter name written in another case or encoded.
      ['/auth/google/callback?code=CODESECRET3&state=STATESECRET4&scope=openid', '/auth/google/callback?code=[redacted]&state=[redacted]&scope=openid'],
      ['/files/x?SIG=SIGSECRET5&%74oken=TOKENSECRET6', '/files/x?SIG=[redacted]&%74oken=[redacted]'],
    ];
    for (const [path, logged] of requests) {
      const requestId = `req-log-${crypto.randomUUID()}`;
      await (await fetch(`${app.url}${path}`, { redirect: 'manual', headers: { 'x-request-id': requestId } })).arrayBuffer();
      const line = await until(
        async () => lines.find((l) => l.msg === 'request' && l.requestId === requestId),
        (found) => found !== undefined,
      );
      expect(line?.url, path).toBe(logged);
    }
    expect(JSON.stringify(lines)).not.toMatch(/RESETSECRET1|SIGSECRET2|CODESECRET3|STATESECRET4|SIGSECRET5|TOKENSECRET6/);
  });
});
