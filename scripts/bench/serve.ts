// Child process entry: runs the real app or the baseline on a free port, each in its own process so
// neither shares an event loop with the other or with the load generator. Reports { url } over IPC and
// answers { type: 'cpu' } with its process.cpuUsage() (CPU per request) and, with BENCH_CAPTURE_SQL=1 (app
// only), { type: 'statements' } with the SQL statements Prisma sent since the last ask (index check).
//   node --import tsx scripts/bench/serve.ts app|baseline   (BENCH_DATABASE_URL set by index.ts)
import crypto from 'node:crypto';
import { startBaselineServer } from './baseline-server.ts';

export type CapturedStatement = { query: string; params: unknown[] };
export type ChildMessage =
  | { type: 'ready'; url: string }
  | { type: 'cpu'; usage: NodeJS.CpuUsage }
  | { type: 'statements'; statements: CapturedStatement[] };

const kind = process.argv[2];
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl || (kind !== 'app' && kind !== 'baseline')) {
  console.error('usage: BENCH_DATABASE_URL=... serve.ts app|baseline');
  process.exit(2);
}

let captured: CapturedStatement[] = [];
let close: () => Promise<void>;
let url: string;
if (kind === 'app') {
  // Imported here so the baseline process never loads the app (Prisma, Pothos, Yoga).
  const { startApp } = await import('../../server/src/app.ts');
  const { loadConfig } = await import('../../server/src/platform/config.ts');
  const { createLogger } = await import('../../server/src/platform/logger.ts');
  if (process.env.BENCH_CAPTURE_SQL === '1') {
    // startApp reuses the client connected here for the same URL; its query events carry the parameters.
    const { connectDatabase } = await import('../../server/src/platform/database.ts');
    const db = connectDatabase(databaseUrl, { onQuery: () => {} });
    (db as unknown as { $on: (e: 'query', cb: (ev: { query: string; params: string }) => void) => void }).$on('query', (ev) => {
      let params: unknown[] = [];
      try {
        params = JSON.parse(ev.params) as unknown[];
      } catch {
        params = [];
      }
      captured.push({ query: ev.query, params });
    });
  }
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
  url = app.url;
} else {
  const baseline = await startBaselineServer(databaseUrl);
  close = baseline.close;
  url = baseline.url;
}

const reply = (message: ChildMessage) => process.send?.(message);
process.on('message', (message: { type?: string }) => {
  if (message.type === 'cpu') reply({ type: 'cpu', usage: process.cpuUsage() });
  if (message.type === 'statements') {
    reply({ type: 'statements', statements: captured });
    captured = [];
  }
});
reply({ type: 'ready', url });

// A normal exit, so that --cpu-prof writes its profile.
const stop = () => {
  close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
