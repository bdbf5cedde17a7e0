import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_INTERVAL_MS,
  ANALYTICS_TIMEOUT_MS,
  createAnalytics,
  type AnalyticsEvent,
  type AnalyticsOptions,
} from '../analytics';

type Call = [string, RequestInit];

function setup(options: Partial<AnalyticsOptions> = {}) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"status":1}', { status: 200 }));
  let anonymousId = 'anon-1';
  const instance = createAnalytics({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getAnonymousId: () => anonymousId,
    resetAnonymousId: () => (anonymousId = 'anon-2'),
    now: () => 1_700_000_000_000,
    target: null,
    ...options,
  });
  const batches = () => (fetch.mock.calls as unknown as Call[]).map(([, init]) => JSON.parse(init.body as string) as AnalyticsEvent[]);
  return { fetch, analytics: instance, batches };
}

let dispose: (() => void) | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  dispose?.();
  dispose = undefined;
  vi.useRealTimers();
});

describe('analytics', () => {
  it('sends a batch as soon as 50 events are queued', async () => {
    const { fetch, analytics, batches } = setup();
    for (let i = 0; i < ANALYTICS_BATCH_SIZE - 1; i++) analytics.track('page_view', { i });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).not.toHaveBeenCalled();
    analytics.track('page_view', { i: 49 });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = (fetch.mock.calls as unknown as Call[])[0];
    expect(url).toBe('/mixpanel/track');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(batches()[0]).toHaveLength(50);
    expect(batches()[0][0]).toEqual({
      event: 'page_view',
      properties: { distinct_id: 'anon-1', time: 1_700_000_000_000, i: 0 },
    });
  });

  it('flushes what is queued every 5 s', async () => {
    const { fetch, analytics, batches } = setup();
    analytics.track('a');
    analytics.track('b');
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(batches()[0].map((e) => e.event)).toEqual(['a', 'b']);
    analytics.track('c');
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    expect(batches()[1].map((e) => e.event)).toEqual(['c']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2); // nothing queued, nothing sent
  });

  it('splits a flush into batches of at most 50', async () => {
    const { analytics, batches } = setup();
    for (let i = 0; i < 120; i++) analytics.track('e', { i });
    await analytics.flush();
    expect(batches().map((b) => b.length)).toEqual([50, 50, 20]);
    expect(batches().flat().map((e) => e.properties.i)).toEqual([...Array(120).keys()]);
  });

  it('uses the uid as distinct_id after identify, and a new anonymous id after reset', async () => {
    const { fetch, analytics, batches } = setup();
    analytics.track('before');
    analytics.identify('uid-42');
    analytics.track('after');
    await analytics.flush();
    expect(batches()[0].map((e) => e.properties.distinct_id)).toEqual(['anon-1', 'uid-42']);
    expect(new Headers((fetch.mock.calls as unknown as Call[])[0][1].headers).has('anonymous-id')).toBe(false);
    analytics.reset();
    analytics.track('logged-out');
    await analytics.flush();
    expect(batches()[1][0].properties.distinct_id).toBe('anon-2');
  });

  it('gives up a request after 90 s and keeps its events for the next flush', async () => {
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const { analytics } = setup({ fetch: fetch as unknown as typeof globalThis.fetch });
    analytics.track('slow');
    const flushed = analytics.flush();
    await vi.advanceTimersByTimeAsync(ANALYTICS_TIMEOUT_MS - 1);
    const signal = (fetch.mock.calls as unknown as Call[])[0][1].signal!;
    expect(signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal.aborted).toBe(true);
    await flushed;
    fetch.mockImplementation(async () => new Response('{}', { status: 200 }));
    await analytics.flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(JSON.parse((fetch.mock.calls as unknown as Call[])[1][1].body as string)[0].event).toBe('slow');
  });

  it('sends what is left with sendBeacon on pagehide', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    const { fetch, analytics } = setup({ sendBeacon, target: window });
    dispose = analytics.dispose;
    analytics.track('leaving', { page: '/home' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0];
    expect(url).toBe('/mixpanel/track');
    const sent = JSON.parse(await blob.text()) as AnalyticsEvent[];
    expect(sent).toEqual([{ event: 'leaving', properties: { distinct_id: 'anon-1', time: 1_700_000_000_000, page: '/home' } }]);
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_INTERVAL_MS);
    expect(fetch).not.toHaveBeenCalled(); // not sent twice
  });

  it('falls back to a keepalive fetch when sendBeacon refuses', async () => {
    const { fetch, analytics } = setup({ sendBeacon: () => false, target: window });
    dispose = analytics.dispose;
    analytics.track('leaving');
    window.dispatchEvent(new Event('pagehide'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls as unknown as Call[])[0][1].keepalive).toBe(true);
  });
});
