// Error reporting, only when SENTRY_DSN is set.
import * as Sentry from '@sentry/node';

let enabled = false;

export function initSentry(dsn: string | undefined, environment: string, release: string) {
  if (!dsn) return;
  Sentry.init({ dsn, environment, release, tracesSampleRate: 0.1 });
  enabled = true;
}

export function captureException(error: unknown) {
  if (enabled) Sentry.captureException(error);
}
