// Durable background work on pg-boss, in the same PostgreSQL as the data it touches.
import PgBoss from 'pg-boss';
import type { Logger } from './logger.ts';

export type Jobs = PgBoss;

export async function startJobs(databaseUrl: string, logger: Logger): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 4 });
  boss.on('error', (err) => {
    // The embedded database stops on Ctrl-C alongside us; its dropped connections are expected then.
    if (/terminating connection due to administrator command/.test(String(err))) return;
    logger.error({ err, component: 'pg-boss' }, 'job queue error');
  });
  await boss.start();
  return boss;
}
