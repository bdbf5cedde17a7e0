// Error reporting, only when SENTRY_DSN is set.
import * as Sentry from '@sentry/node';

let enabled = false;

export function initSentry(dsn: string | undefined, environment: string, release: string) {
  if (!dsn) return;
  Sentry.init({ dsn, environment, release, tracesSampleRate: 0.1 });
  enabled = true;
}

/** `tags` (request id, operation) make the event findable next to its log line. */
export function captureException(error: unknown, tags: Record<string, string | undefined> = {}) {
  if (enabled) Sentry.captureException(error, { tags: Object.fromEntries(Object.entries(tags).filter(([, v]) => v !== undefined)) });
}
