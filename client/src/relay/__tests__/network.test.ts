import type { RequestParameters } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  TimeoutError,
  UnknownError,
  acceptLanguage,
  configureSession,
  createNetwork,
  messageIdOf,
  type NetworkOptions,
} from '../network';

type FetchCall = [string, RequestInit];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake fetch answering from a list of responses (the last one repeats). */
function fakeFetch(...answers: (Response | (() => Response | Promise<Response>))[]) {
  let i = 0;
  return vi.fn(async (_url: string, _init: RequestInit) => {
    const answer = answers[Math.min(i++, answers.length - 1)];
    return typeof answer === 'function' ? answer() : answer.clone();
  });
}

/** A fetch that never answers; it rejects like the browser when its signal aborts. */
function hangingFetch() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new DOMException('aborted', 'AbortError')));
      }),
  );
}

function network(fetch: ReturnType<typeof vi.fn>, options: Partial<NetworkOptions> = {}) {
  return createNetwork({
    fetch: fetch as unknown as typeof globalThis.fetch,
    isLoggedIn: () => false,
    getAnonymousId: () => 'anon-123',
    languages: () => ['ko-KR', 'ko', 'en'],
    refreshAccessToken: async () => false,
    ...options,
  });
}

/** Settles a promise into a value or the error, so fake-timer tests can advance time first. */
const settle = <T,>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

const queryParams = (operationKind: 'query' | 'mutation' = 'query'): RequestParameters => ({
  id: 'persisted-abc',
  metadata: {},
  name: 'testQuery',
  operationKind,
  text: null,
});

function callsOf(fetch: ReturnType<typeof vi.fn>) {
  return fetch.mock.calls as unknown as FetchCall[];
}

describe('headers and credentials', () => {
  it('sends cookies, accept-language, the client header and the anonymous id when not logged in', async () => {
    const fetch = fakeFetch(json(200, { ok: 1 }));
    await expect(network(fetch).request('/builds/latest.json')).resolves.toEqual({ ok: 1 });
    const [url, init] = callsOf(fetch)[0];
    expect(url).toBe('/builds/latest.json');
    expect(init.credentials).toBe('include');
    const headers = new Headers(init.headers);
    expect(headers.get('accept-language')).toBe('ko-KR,ko;q=0.9,en;q=0.8');
    expect(headers.get('x-oshi-client')).toBe('web');
    expect(headers.get('anonymous-id')).toBe('anon-123');
  });

  it('leaves the anonymous id out when logged in', async () => {
    const fetch = fakeFetch(json(200, {}));
    await network(fetch, { isLoggedIn: () => true }).request('/x');
    expect(new Headers(callsOf(fetch)[0][1].headers).has('anonymous-id')).toBe(false);
  });

  it('formats accept-language with decreasing quality', () => {
    expect(acceptLanguage(['es'])).toBe('es');
    expect(acceptLanguage(['ja', 'en-US', 'en'])).toBe('ja,en-US;q=0.9,en;q=0.8');
    expect(acceptLanguage([])).toBe('');
  });

  it('sends a persisted Relay operation by documentId as POST with the same headers', async () => {
    const fetch = fakeFetch(json(200, { data: { viewer: null } }));
    const { fetchFn } = network(fetch);
    const observable = fetchFn(queryParams(), { first: 2 }, {}) as unknown as {
      toPromise(): Promise<unknown>;
    };
    await expect(observable.toPromise()).resolves.toEqual({ data: { viewer: null } });
    const [url, init] = callsOf(fetch)[0];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body as string)).toEqual({
      documentId: 'persisted-abc',
      operationName: 'testQuery',
      variables: { first: 2 },
    });
    const headers = new Headers(init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-oshi-client')).toBe('web');
    expect(headers.get('anonymous-id')).toBe('anon-123');
  });

  it('sends the text of a non-persisted operation', async () => {
    const fetch = fakeFetch(json(200, { data: {} }));
    const params: RequestParameters = {
      cacheID: 'c1',
      id: null,
      text: 'query testQuery { __typename }',
      metadata: {},
      name: 'testQuery',
      operationKind: 'query',
    };
    await (network(fetch).fetchFn(params, {}, {}) as unknown as { toPromise(): Promise<unknown> }).toPromise();
    expect(JSON.parse(callsOf(fetch)[0][1].body as string)).toMatchObject({ query: 'query testQuery { __typename }' });
  });

  it('hands GraphQL error responses to Relay instead of throwing', async () => {
    const body = { errors: [{ message: 'Cannot query field' }] };
    const fetch = fakeFetch(json(400, body));
    const result = await settle(network(fetch).request('/graphql').catch((e) => Promise.reject(e)));
    expect(result.ok).toBe(false); // REST callers get an error...
    const relay = (network(fetch).fetchFn(queryParams(), {}, {}) as unknown as { toPromise(): Promise<unknown> }).toPromise();
    await expect(relay).resolves.toEqual(body); // ...Relay gets the body and reports the errors itself
  });
});

describe('time-out', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('aborts a request after 10 s', async () => {
    const fetch = hangingFetch();
    const result = settle(network(fetch).request('/x', { method: 'POST', body: {} }));
    await vi.advanceTimersByTimeAsync(10_000 - 1);
    expect(callsOf(fetch)[0][1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(callsOf(fetch)[0][1].signal?.aborted).toBe(true);
    const outcome = await result;
    expect(outcome.ok).toBe(false);
    expect((outcome as { error: unknown }).error).toBeInstanceOf(TimeoutError);
    expect(fetch).toHaveBeenCalledTimes(1); // POST: no retry
  });

  it('does not time out a request that passes its own signal', async () => {
    const fetch = hangingFetch();
    const controller = new AbortController();
    const result = settle(network(fetch).request('/x', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(callsOf(fetch)[0][1].signal?.aborted).toBe(false);
    controller.abort();
    const outcome = await result;
    expect(outcome.ok).toBe(false);
    expect((outcome as { error: Error }).error.name).toBe('AbortError');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not time out a long request', async () => {
    const fetch = hangingFetch();
    void settle(network(fetch).request('/upload', { method: 'POST', long: true }));
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(callsOf(fetch)[0][1].signal?.aborted).toBe(false);
  });

  it('retries a timed-out read 3 times with backoff, then throws TimeoutError', async () => {
    const fetch = hangingFetch();
    const result = settle(network(fetch).request('/x'));
    // 10 s + 1 s + 10 s + 2 s + 10 s + 4 s + 10 s
    await vi.advanceTimersByTimeAsync(4 * 10_000 + 7_000);
    expect(fetch).toHaveBeenCalledTimes(4);
    const outcome = await result;
    expect((outcome as { error: unknown }).error).toBeInstanceOf(TimeoutError);
  });
});

describe('retries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function attempts(status: number, method: string) {
    const fetch = fakeFetch(json(status, { status, name: 'Err', desc: '' }));
    const result = settle(network(fetch).request('/x', { method }));
    await vi.advanceTimersByTimeAsync(60_000);
    await result;
    return fetch.mock.calls.length;
  }

  it.each([408, 409, 425, 429, 500, 503, 504])('retries a GET once on %i', async (status) => {
    expect(await attempts(status, 'GET')).toBe(2);
  });

  it('retries a GET up to 3 times on 502', async () => {
    expect(await attempts(502, 'GET')).toBe(4);
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry a GET on %i', async (status) => {
    expect(await attempts(status, 'GET')).toBe(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('does not retry %s', async (method) => {
    for (const status of [408, 429, 500, 502, 503, 504]) expect(await attempts(status, method)).toBe(1);
  });

  it('stops retrying as soon as an answer succeeds', async () => {
    const fetch = fakeFetch(json(503, {}), json(200, { fine: true }));
    const result = settle(network(fetch).request('/x'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await result).toEqual({ ok: true, value: { fine: true } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('waits 1 s, 2 s and 4 s between the attempts on 502', async () => {
    const times: number[] = [];
    const fetch = fakeFetch(() => {
      times.push(Date.now());
      return json(502, {});
    });
    const start = Date.now();
    const result = settle(network(fetch).request('/x'));
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(times.map((t) => t - start)).toEqual([0, 1_000, 3_000, 7_000]);
    expect((await result).ok).toBe(false);
  });

  it('treats Relay queries as retryable reads and mutations as non-retryable', async () => {
    for (const [kind, expected] of [
      ['query', 2],
      ['mutation', 1],
    ] as const) {
      const fetch = fakeFetch(json(503, {}));
      const promise = (network(fetch).fetchFn(queryParams(kind), {}, {}) as unknown as {
        toPromise(): Promise<unknown>;
      }).toPromise();
      const result = settle(promise);
      await vi.advanceTimersByTimeAsync(10_000);
      await result;
      expect(fetch).toHaveBeenCalledTimes(expected);
    }
    const fetch = fakeFetch(json(502, {}));
    const result = settle((network(fetch).fetchFn(queryParams('query'), {}, {}) as unknown as { toPromise(): Promise<unknown> }).toPromise());
    await vi.advanceTimersByTimeAsync(10_000);
    await result;
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});

describe('errors', () => {
  it('turns a network failure without a body into UnknownError, without retrying', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const outcome = await settle(network(fetch).request('/x'));
    const error = (outcome as { error: unknown }).error;
    expect(error).toBeInstanceOf(UnknownError);
    expect((error as Error).name).toBe('UnknownError');
    expect(messageIdOf(error)).toBe('network.UnknownError');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('turns an error status with a non-JSON body into UnknownError', async () => {
    const fetch = fakeFetch(new Response('<html>Bad gateway</html>', { status: 400 }));
    const outcome = await settle(network(fetch).request('/x', { method: 'POST' }));
    expect((outcome as { error: unknown }).error).toBeInstanceOf(UnknownError);
    expect(((outcome as { error: UnknownError }).error).status).toBe(400);
  });

  it('throws the API error shape as ApiError named after the error', async () => {
    const fetch = fakeFetch(json(403, { status: 403, name: 'Forbidden', desc: 'Members only', payload: { club: 1 } }));
    const outcome = await settle(network(fetch).request('/x'));
    const error = (outcome as { error: ApiError }).error;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.name, error.status, error.desc, error.payload]).toEqual(['Forbidden', 403, 'Members only', { club: 1 }]);
  });

  it('names a message for the server’s refusals of oversized and too frequent requests', async () => {
    const tooLarge = await settle(network(fakeFetch(json(413, { status: 413, name: 'PayloadTooLarge', desc: 'The request body is larger than 1048576 bytes' }))).request('/x', { method: 'POST' }));
    expect(messageIdOf((tooLarge as { error: unknown }).error)).toBe('network.PayloadTooLarge');
    const limited = await settle(network(fakeFetch(json(429, { status: 429, name: 'RATE_LIMITED', desc: 'Too many' }))).request('/x', { method: 'POST' }));
    expect(messageIdOf((limited as { error: unknown }).error)).toBe('network.RateLimited');
    const other = await settle(network(fakeFetch(json(403, { status: 403, name: 'Forbidden', desc: 'no' }))).request('/x'));
    expect(messageIdOf((other as { error: unknown }).error)).toBe('network.UnknownError');
  });
});

describe('ExpiredAccessToken', () => {
  const expired = () => json(401, { status: 401, name: 'ExpiredAccessToken', desc: 'expired' });

  it('refreshes the token and retries once', async () => {
    const fetch = fakeFetch(expired(), json(200, { data: 1 }));
    const refreshAccessToken = vi.fn(async () => true);
    const result = await network(fetch, { refreshAccessToken, isLoggedIn: () => true }).request('/x', { method: 'POST' });
    expect(result).toEqual({ data: 1 });
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('throws when the retried request is still expired (only one retry)', async () => {
    const fetch = fakeFetch(expired());
    const refreshAccessToken = vi.fn(async () => true);
    const outcome = await settle(network(fetch, { refreshAccessToken }).request('/x'));
    expect(((outcome as { error: Error }).error).name).toBe('ExpiredAccessToken');
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('throws when the refresh fails and the request needs a session', async () => {
    const fetch = fakeFetch(expired(), json(200, {}));
    const outcome = await settle(network(fetch, { refreshAccessToken: async () => false }).request('/x'));
    expect((outcome as { error: unknown }).error).toBeInstanceOf(ApiError);
    expect(((outcome as { error: Error }).error).name).toBe('ExpiredAccessToken');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries an optional-auth request as a guest when the refresh fails', async () => {
    const fetch = fakeFetch(expired(), json(200, { guest: true }));
    const result = await network(fetch, { refreshAccessToken: async () => false, isLoggedIn: () => true }).request('/x', {
      optionalAuth: true,
    });
    expect(result).toEqual({ guest: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    const [first, second] = callsOf(fetch).map(([, init]) => init);
    expect(first.credentials).toBe('include');
    expect(second.credentials).toBe('omit');
    expect(new Headers(second.headers).get('anonymous-id')).toBe('anon-123');
  });

  it('takes optional-auth from Relay cacheConfig metadata', async () => {
    const fetch = fakeFetch(expired(), json(200, { data: { ok: true } }));
    const { fetchFn } = network(fetch, { refreshAccessToken: async () => false });
    const observable = fetchFn(queryParams(), {}, { metadata: { optionalAuth: true } }) as unknown as {
      toPromise(): Promise<unknown>;
    };
    await expect(observable.toPromise()).resolves.toEqual({ data: { ok: true } });
    expect(callsOf(fetch)[1][1].credentials).toBe('omit');
  });

  it('tells the session owner of a suspension (403 AccountSuspended) and retries an optional-auth request as a guest', async () => {
    const suspended = () => json(403, { status: 403, name: 'AccountSuspended', desc: 'suspended', payload: { reason: 'Spam', until: '2026-12-01T00:00:00.000Z' } });
    const onSuspended = vi.fn();
    const fetch = fakeFetch(suspended(), json(200, { guest: true }));
    const net = network(fetch, { onSuspended, isLoggedIn: () => true });
    expect(await net.request('/x', { method: 'POST', optionalAuth: true })).toEqual({ guest: true });
    expect(onSuspended).toHaveBeenCalledWith({ reason: 'Spam', until: '2026-12-01T00:00:00.000Z' });
    expect(callsOf(fetch)[1][1].credentials).toBe('omit');

    // A write throws, with a message for the page; a suspension for good has no end.
    const forGood = fakeFetch(json(403, { status: 403, name: 'AccountSuspended', desc: 'suspended', payload: { reason: 'Fraud', until: null } }));
    const outcome = await settle(network(forGood, { onSuspended }).request('/x', { method: 'POST' }));
    expect((outcome as { error: Error }).error.name).toBe('AccountSuspended');
    expect(messageIdOf((outcome as { error: Error }).error)).toBe('moderation.error.ACCOUNT_SUSPENDED');
    expect(onSuspended).toHaveBeenLastCalledWith({ reason: 'Fraud', until: null });
    expect(forGood).toHaveBeenCalledTimes(1);

    // A read goes on as a guest's.
    const read = fakeFetch(suspended(), json(200, { guest: true }));
    expect(await network(read, { onSuspended }).request('/x')).toEqual({ guest: true });
    expect(callsOf(read)[1][1].credentials).toBe('omit');
  });

  it('keeps a suspension heard before the session owner plugged in, and tells it once it does', async () => {
    const refused = fakeFetch(json(403, { status: 403, name: 'AccountSuspended', desc: 'suspended', payload: { reason: 'Spam', until: null } }), json(200, {}));
    // No onSuspended option: the network uses the hooks configureSession sets, not set yet here.
    await network(refused).request('/x');
    const onSuspended = vi.fn();
    configureSession({ onSuspended });
    expect(onSuspended).toHaveBeenCalledExactlyOnceWith({ reason: 'Spam', until: null });
    configureSession({ onSuspended });
    expect(onSuspended).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between concurrent requests', async () => {
    let answered = 0;
    const fetch = vi.fn(async () => (answered++ < 2 ? expired() : json(200, {})));
    let finish!: (ok: boolean) => void;
    const refreshAccessToken = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const net = network(fetch, { refreshAccessToken });
    const both = Promise.all([net.request('/a'), net.request('/b')]);
    await vi.waitFor(() => expect(refreshAccessToken).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10)); // let the second 401 arrive too
    finish(true);
    await both;
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
