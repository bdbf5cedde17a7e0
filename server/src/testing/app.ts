// Starts a real app instance on a loopback port against the test file's database.
import { startApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../platform/config.ts';
import { createLogger, type Logger } from '../platform/logger.ts';
import { DEFAULT_TEST_WEBHOOK_SECRET } from '../modules/payments/test-gateway.ts';

export function testConfig(overrides: Record<string, string> = {}): Config {
  // A production-like instance asks for the test gateway by name, as a staging site does.
  const staging = overrides.NODE_ENV === 'production' ? { PAYMENT_GATEWAY: 'test', TEST_GATEWAY_WEBHOOK_SECRET: DEFAULT_TEST_WEBHOOK_SECRET } : {};
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    CLIENT_DIST: 'dist/client',
    SECRET_KEY: 'test-secret-key-at-least-32-characters-long',
    // Tests run the sweeps by calling them with their own clock; a timer firing mid-test would add
    // statements to query counts.
    SCHEDULED_JOBS: 'false',
    ...staging,
    ...overrides,
  });
}

/** `logger` lets a test read what the app logs. */
export async function startTestApp(databaseUrl: string, overrides: Record<string, string> = {}, options: { logger?: Logger } = {}): Promise<App> {
  const config = testConfig(overrides);
  return startApp({ config, logger: options.logger ?? createLogger(config.LOG_LEVEL), databaseUrl });
}

export type GraphQLResponse<T = Record<string, unknown>> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** POSTs a GraphQL document (or a persisted `documentId`) as the web client would. */
export async function graphql<T = Record<string, unknown>>(
  app: App,
  body: { query?: string; documentId?: string; variables?: Record<string, unknown> },
  headers: Record<string, string> = {},
): Promise<{ status: number; body: GraphQLResponse<T> }> {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-oshi-client': 'web', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as GraphQLResponse<T> };
}
