// A failure production masks ("Unexpected error.") is logged with its request id and stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createAccount } from '../../modules/accounts/__tests__/account-helpers.ts';
import { graphql, startTestApp } from '../../testing/app.ts';
import { setupTestDatabase } from '../../testing/database.ts';
import { capturedLogs } from '../../testing/logs.ts';

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
    // A Post id that is not a UUID fails in PostgreSQL: an error nobody expected.
    const id = Buffer.from('Post:not-a-uuid').toString('base64');
    const { body } = await graphql(app, { query: `{ node(id: "${id}") { id } }` }, { ...headers, 'x-request-id': 'req-masked-1' });
    expect(body.errors?.[0].message).toBe('Unexpected error.');
    const logged = lines.find((l) => l.msg === 'unexpected GraphQL error');
    expect(logged).toMatchObject({ level: 50, requestId: 'req-masked-1', path: 'node' });
    expect((logged?.err as { stack?: string }).stack).toMatch(/uuid/i);
  });

  it('leaves expected failures (typed errors, bad documents) out of the error log', async () => {
    const before = lines.filter((l) => l.msg === 'unexpected GraphQL error').length;
    const { headers } = await createAccount();
    await graphql(app, { query: '{ nope }' }, headers);
    expect(lines.filter((l) => l.msg === 'unexpected GraphQL error').length).toBe(before);
  });
});
