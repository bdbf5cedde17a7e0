// Error reporting, traces and session replay (spec 7 and 9). Off unless VITE_SENTRY_DSN is set at build
// time. 10% of traces, 10% of sessions replayed and 100% of sessions with an error, nothing masked in
// replays; trace headers go to localhost and the API (same origin, so relative URLs and the page's or
// configured public origin). The SDK is a chunk of its own, fetched only when a DSN is set and after the
// first paint has started (main.tsx), so it never weighs on the first load.
import { APP_VERSION } from './constants';

export const SENTRY_TRACES_SAMPLE_RATE = 0.1;
export const SENTRY_REPLAYS_SESSION_SAMPLE_RATE = 0.1;
export const SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE = 1.0;
/** The release label ("1.3.34"). */
export const SENTRY_RELEASE: string = APP_VERSION;

type RuntimeConfig = { stage?: string; devMode?: boolean; publicUrl?: string };

function runtimeConfig(): RuntimeConfig | undefined {
  return (globalThis as { __OSHI_CONFIG__?: RuntimeConfig }).__OSHI_CONFIG__;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** localhost, relative URLs (the API is same-origin) and the API's absolute origin. */
export function tracePropagationTargets(): (string | RegExp)[] {
  const origins = new Set<string>();
  if (typeof location !== 'undefined') origins.add(location.origin);
  const publicUrl = runtimeConfig()?.publicUrl;
  if (publicUrl) {
    try {
      origins.add(new URL(publicUrl).origin);
    } catch {
      // a malformed publicUrl only loses its own entry
    }
  }
  return ['localhost', /^\/(?!\/)/, ...[...origins].map((origin) => new RegExp(`^${escapeRegExp(origin)}(/|$)`))];
}

let initialising: Promise<void> | null = null;
let sdk: typeof import('@sentry/react') | null = null;

/** Starts Sentry when VITE_SENTRY_DSN is set (once); resolves when it is running. */
export function initSentry(): Promise<void> {
  const dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined;
  if (!dsn) return Promise.resolve();
  initialising ??= import('@sentry/react').then((Sentry) => {
    start(Sentry, dsn);
    sdk = Sentry;
  });
  return initialising;
}

/** Reports an unexpected error (once Sentry is running, if an error comes while it loads); a no-op when off. */
export function reportException(error: unknown): void {
  void initialising?.then(() => sdk?.captureException(error));
}

function start(Sentry: typeof import('@sentry/react'), dsn: string) {
  const config = runtimeConfig();
  Sentry.init({
    dsn,
    release: SENTRY_RELEASE,
    environment: config?.stage ?? import.meta.env.MODE,
    dist: import.meta.env.VITE_BUILD_ID || undefined,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({ maskAllText: false, maskAllInputs: false, blockAllMedia: false }),
    ],
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    tracePropagationTargets: tracePropagationTargets(),
    replaysSessionSampleRate: SENTRY_REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE,
  });
}
