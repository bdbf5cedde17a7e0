// Error reporting, only when SENTRY_DSN is set. The SDK is loaded only then: it is a large module graph
// that every start (and every test file's app) would otherwise import for nothing.
type SentrySdk = typeof import('@sentry/node');

let sentry: SentrySdk | null = null;

export async function initSentry(dsn: string | undefined, environment: string, release: string) {
  if (!dsn) return;
  const sdk = await import('@sentry/node');
  sdk.init({ dsn, environment, release, tracesSampleRate: 0.1 });
  sentry = sdk;
}

/** `tags` (request id, operation) make the event findable next to its log line. */
export function captureException(error: unknown, tags: Record<string, string | undefined> = {}) {
  sentry?.captureException(error, { tags: Object.fromEntries(Object.entries(tags).filter(([, v]) => v !== undefined)) });
}
