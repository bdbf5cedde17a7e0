import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
}));
vi.mock('@sentry/react', () => sentry);
// The client project shares workers between files: the next file gets the real module.
afterAll(() => vi.doUnmock('@sentry/react'));

beforeEach(() => {
  vi.resetModules();
  sentry.init.mockClear();
  sentry.replayIntegration.mockClear();
});
afterEach(() => vi.unstubAllEnvs());

describe('initSentry', () => {
  it('stays off without VITE_SENTRY_DSN', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', '');
    const { initSentry } = await import('../sentry');
    await initSentry();
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('samples 10% of traces, replays 10% of sessions and every error session, unmasked', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://key@o1.ingest.sentry.io/2');
    const { initSentry } = await import('../sentry');
    await Promise.all([initSentry(), initSentry()]); // once only
    expect(sentry.init).toHaveBeenCalledTimes(1);
    const options = sentry.init.mock.calls[0][0];
    expect(options).toMatchObject({
      dsn: 'https://key@o1.ingest.sentry.io/2',
      release: '1.3.34',
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    expect(sentry.replayIntegration).toHaveBeenCalledWith({ maskAllText: false, maskAllInputs: false, blockAllMedia: false });
    const targets = options.tracePropagationTargets as (string | RegExp)[];
    const propagates = (url: string) => targets.some((t) => (typeof t === 'string' ? url.includes(t) : t.test(url)));
    expect(propagates('http://localhost:4000/graphql')).toBe(true);
    expect(propagates('/graphql')).toBe(true);
    expect(propagates(`${location.origin}/graphql`)).toBe(true);
    expect(propagates('https://api.mixpanel.com/track')).toBe(false);
    expect(propagates('//cdn.example.com/x.js')).toBe(false);
  });
});
