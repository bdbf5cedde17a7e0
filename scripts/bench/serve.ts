// Child process entry: runs the real app or the baseline on a free port, each in its own process so
// neither shares an event loop with the other or with the load generator. Reports { url } over IPC.
//   node --import tsx scripts/bench/serve.ts app|baseline   (BENCH_DATABASE_URL set by index.ts)
import crypto from 'node:crypto';
import { startBaselineServer } from './baseline-server.ts';

const kind = process.argv[2];
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl || (kind !== 'app' && kind !== 'baseline')) {
  console.error('usage: BENCH_DATABASE_URL=... serve.ts app|baseline');
  process.exit(2);
}

let close: () => Promise<void>;
if (kind === 'app') {
  // Imported here so the baseline process never loads the app (Prisma, Pothos, Yoga).
  const { startApp } = await import('../../server/src/app.ts');
  const { loadConfig } = await import('../../server/src/platform/config.ts');
  const { createLogger } = await import('../../server/src/platform/logger.ts');
  // Production settings (no dev-only checks, masked errors), from an explicit environment: the bench
  // never picks up the developer's REDIS_URL, SMTP_URL or sign-in providers.
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    SECRET_KEY: crypto.randomBytes(32).toString('hex'),
    // No payments are measured; production only starts on a gateway named outright.
    PAYMENT_GATEWAY: 'test',
    TEST_GATEWAY_WEBHOOK_SECRET: `whsec_${crypto.randomBytes(24).toString('base64')}`,
  });
  const app = await startApp({ config, logger: createLogger(config.LOG_LEVEL), databaseUrl });
  close = app.close;
  process.send?.({ url: app.url });
} else {
  const baseline = await startBaselineServer(databaseUrl);
  close = baseline.close;
  process.send?.({ url: baseline.url });
}

const stop = () => {
  close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
