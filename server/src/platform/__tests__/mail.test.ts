// Mail carries sign-up codes and reset links: outside dev mode its content is kept nowhere in clear —
// not in the job queue, not in the database, not in the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type App } from '../../app.ts';
import { createAccount } from '../../modules/accounts/__tests__/account-helpers.ts';
import { requestPasswordReset } from '../../modules/accounts/auth.service.ts';
import { db } from '../database.ts';
import { testConfig } from '../../testing/app.ts';
import { setupTestDatabase } from '../../testing/database.ts';
import { capturedLogs } from '../../testing/logs.ts';

const database = setupTestDatabase();
let app: App;
const { logger, lines } = capturedLogs();

beforeAll(async () => {
  const config = testConfig({ NODE_ENV: 'production', DEV_MODE: 'false', LOG_LEVEL: 'info' });
  app = await startApp({ config, logger, databaseUrl: database.current.url });
});
afterAll(async () => app?.close());

describe('mail in production', () => {
  it('queues a reset mail sealed, keeps no copy and logs only the recipient', async () => {
    const { email } = await createAccount();
    // As the persisted operation behind the reset form runs it.
    await requestPasswordReset({ email }, { locales: [], ip: '203.0.113.1', userAgent: null });

    let job: { state: string; data: Record<string, unknown> } | undefined;
    for (let i = 0; i < 100 && job?.state !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      [job] = await db().$queryRaw<{ state: string; data: Record<string, unknown> }[]>`
        SELECT state::text AS state, data FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = ${email}`;
    }
    expect(job?.state).toBe('completed');
    expect(Object.keys(job!.data).sort()).toEqual(['keepCopy', 'sealed', 'to']);
    expect(job!.data.keepCopy).toBe(false);
    expect(JSON.stringify(job!.data)).not.toMatch(/reset-password|token=|Oshi password/);

    expect(await db().mailMessage.count({ where: { to: email } })).toBe(0);
    const mentions = lines.map((line) => JSON.stringify(line)).filter((line) => line.includes(email));
    expect(mentions.length).toBeGreaterThan(0);
    for (const line of mentions) expect(line).not.toMatch(/reset-password|token=|Oshi password|subject/);
  });
});
