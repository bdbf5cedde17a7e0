// Process entry: config -> database (embedded unless DATABASE_URL) -> migrations -> demo seed -> server.
import { seedDemoWorld, DEMO_PASSWORD } from '../../prisma/seed.ts';
import { startApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './platform/config.ts';
import { connectDatabase, db, disconnectDatabase } from './platform/database.ts';
import { startEmbeddedDatabase } from './platform/embedded-db.ts';
import { createLogger } from './platform/logger.ts';
import { migrate } from './platform/migrations.ts';
import { createStorage } from './platform/storage.ts';
import { captureException, initSentry } from './platform/sentry.ts';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  await initSentry(config.SENTRY_DSN, config.STAGE, process.env.npm_package_version ?? 'dev');
  // Whatever escapes every handler still leaves a trace; an uncaught exception leaves the process unsound.
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
    captureException(reason);
  });
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    captureException(error);
    setTimeout(() => process.exit(1), 500).unref();
  });

  const embedded = config.DATABASE_URL ? null : await startEmbeddedDatabase(config.DATA_DIR, logger);
  const databaseUrl = config.DATABASE_URL ?? embedded!.url;
  const applied = await migrate(databaseUrl);
  if (applied.length) logger.info({ applied }, 'migrations applied');

  connectDatabase(databaseUrl);
  const shouldSeed = config.SEED_DEMO ?? embedded !== null;
  let seeded: Awaited<ReturnType<typeof seedDemoWorld>> | null = null;
  if (shouldSeed && (await db().user.count()) === 0) seeded = await seedDemoWorld(db(), { storage: createStorage(config) });

  const app = await startApp({ config, logger, databaseUrl });
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${app.port}`;
  // The named demo people; the seeded history's fans (history-…) are only counted.
  const demoEmail = { endsWith: '@demo.oshi.local' };
  const [accounts, historyFans] = await Promise.all([
    db().user.findMany({
      where: { email: demoEmail, NOT: { email: { startsWith: 'history-' } } },
      orderBy: [{ role: 'desc' }, { email: 'asc' }],
      select: { email: true, role: true, nickname: true },
    }),
    db().user.count({ where: { AND: [{ email: demoEmail }, { email: { startsWith: 'history-' } }] } }),
  ]);
  const lines = [
    '',
    `  Oshi is running at ${publicUrl}`,
    `  GraphiQL: ${publicUrl}/graphql${config.DEV_MODE ? `   Dev mailbox: ${publicUrl}/_dev/mail` : ''}`,
    embedded ? `  Database: embedded PostgreSQL in ${config.DATA_DIR}/pg${seeded ? ' (demo world seeded)' : ''}` : '  Database: DATABASE_URL',
  ];
  if (accounts.length) {
    lines.push('', `  Demo accounts (password: ${DEMO_PASSWORD})`);
    for (const a of accounts) lines.push(`    ${a.role.padEnd(8)} ${(a.email ?? '').padEnd(32)} ${a.nickname}`);
    if (historyFans) lines.push(`    and ${historyFans} fans of the seeded history (history-<club>-<n>@demo.oshi.local)`);
  }
  console.log(lines.join('\n') + '\n');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await app.close().catch((err) => logger.error({ err }, 'error while closing the server'));
    await disconnectDatabase();
    if (embedded) await embedded.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
