// Product analytics, batched to the server's Mixpanel proxy (POST /mixpanel/track, a JSON array of
// `{ event, properties: { distinct_id, time, ...props } }`). Spec 9: batches of 50 events, a flush every
// 5 s, a 90 s request time-out. Before identify the distinct_id is the anonymous id; after it, the user's
// uid. Events left when the page is hidden or unloaded go out with navigator.sendBeacon.
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, acceptLanguage } from '../relay/network';
import { getAnonymousId, resetAnonymousId } from './anonymous-id';

export const ANALYTICS_BATCH_SIZE = 50;
export const ANALYTICS_FLUSH_INTERVAL_MS = 5_000;
export const ANALYTICS_TIMEOUT_MS = 90_000;
export const ANALYTICS_TRACK_PATH = '/mixpanel/track';
/** Events kept while the proxy is unreachable; the oldest are dropped beyond this. */
export const ANALYTICS_MAX_QUEUE = 1_000;

export type AnalyticsEvent = { event: string; properties: { distinct_id: string; time: number } & Record<string, unknown> };

export type Analytics = {
  track(event: string, props?: Record<string, unknown>): void;
  identify(uid: string): void;
  reset(): void;
  flush(): Promise<void>;
};

export type AnalyticsOptions = {
  fetch?: typeof fetch;
  sendBeacon?: (url: string, data: Blob) => boolean;
  getAnonymousId?: () => string;
  resetAnonymousId?: () => string;
  now?: () => number;
  /** Where pagehide/visibilitychange are listened to; null in tests that do not want listeners. */
  target?: Window | null;
};

export function createAnalytics(options: AnalyticsOptions = {}): Analytics & { dispose(): void } {
  const fetchImpl: typeof fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
  const anonymousId = options.getAnonymousId ?? getAnonymousId;
  const newAnonymousId = options.resetAnonymousId ?? resetAnonymousId;
  const now = options.now ?? Date.now;
  const beacon =
    options.sendBeacon ??
    (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
      ? (url: string, data: Blob) => navigator.sendBeacon(url, data)
      : undefined);

  let queue: AnalyticsEvent[] = [];
  let userId: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const headers = () => {
    const h: Record<string, string> = { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE };
    if (typeof navigator !== 'undefined' && navigator.languages?.length) h['accept-language'] = acceptLanguage(navigator.languages);
    if (!userId) h['anonymous-id'] = anonymousId();
    return h;
  };

  function schedule() {
    if (timer === undefined && queue.length > 0) {
      timer = setTimeout(() => {
        timer = undefined;
        void flush();
      }, ANALYTICS_FLUSH_INTERVAL_MS);
    }
  }

  /** Sends one batch; false when it should be kept for a later try (offline, time-out, 5xx). */
  async function post(batch: AnalyticsEvent[]): Promise<boolean> {
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), ANALYTICS_TIMEOUT_MS);
    try {
      const response = await fetchImpl(ANALYTICS_TRACK_PATH, {
        method: 'POST',
        credentials: 'include',
        headers: headers(),
        body: JSON.stringify(batch),
        signal: controller.signal,
      });
      return response.ok || response.status < 500; // a 4xx batch will not get better: drop it
    } catch {
      return false;
    } finally {
      clearTimeout(timeout);
    }
  }

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.splice(0, ANALYTICS_BATCH_SIZE);
      if (!(await post(batch))) {
        queue = [...batch, ...queue].slice(-ANALYTICS_MAX_QUEUE);
        break;
      }
    }
    schedule();
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    flushing = flushing.then(drain);
    return flushing;
  }

  function track(event: string, props: Record<string, unknown> = {}) {
    queue.push({ event, properties: { distinct_id: userId ?? anonymousId(), time: now(), ...props } });
    if (queue.length > ANALYTICS_MAX_QUEUE) queue.shift();
    if (queue.length >= ANALYTICS_BATCH_SIZE) void flush();
    else schedule();
  }

  /** The page may be going away: hand everything to the browser, which sends it after unload. */
  function flushWithBeacon() {
    clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const batch = queue.splice(0, ANALYTICS_BATCH_SIZE);
      const body = JSON.stringify(batch);
      if (beacon?.(ANALYTICS_TRACK_PATH, new Blob([body], { type: 'application/json' }))) continue;
      void fetchImpl(ANALYTICS_TRACK_PATH, {
        method: 'POST',
        credentials: 'include',
        headers: headers(),
        body,
        keepalive: true,
      }).catch(() => {});
    }
  }

  const target = options.target === undefined ? (typeof window === 'undefined' ? null : window) : options.target;
  const onPageHide = () => flushWithBeacon();
  const onVisibility = () => {
    if (target?.document.visibilityState === 'hidden') flushWithBeacon();
  };
  target?.addEventListener('pagehide', onPageHide);
  target?.document.addEventListener('visibilitychange', onVisibility);

  return {
    track,
    identify(uid: string) {
      userId = uid;
    },
    reset() {
      userId = null;
      newAnonymousId(); // the next visitor on this device is not linked to the last user
    },
    flush,
    dispose() {
      clearTimeout(timer);
      target?.removeEventListener('pagehide', onPageHide);
      target?.document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

const instance = createAnalytics();

export const analytics: Analytics = {
  track: instance.track,
  identify: instance.identify,
  reset: instance.reset,
  flush: instance.flush,
};
