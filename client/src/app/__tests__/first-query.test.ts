import type { LoaderFunctionArgs } from 'react-router';
import type { RequestParameters } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ClubPageQueryNode from '../../__generated__/ClubPageQuery$parameters';
import HomePageQueryNode from '../../__generated__/HomePageQuery$parameters';
import { createRelayEnvironment } from '../../relay/environment';
import { createNetwork, type NetworkOptions } from '../../relay/network';
import { firstQueryOf, startFirstQuery, takeFirstQuery } from '../first-query';
import { routeTable } from '../route-table';

type Call = [string, RequestInit];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function recordingFetch(answer: () => Response | Promise<Response> = () => json(200, { data: null })) {
  return vi.fn(async (_url: string, _init: RequestInit) => answer());
}

const callsOf = (fetch: ReturnType<typeof recordingFetch>) => fetch.mock.calls as unknown as Call[];

/** What a route's loader sends for an address: the real route table and Relay environment, a recording fetch. */
async function loaderRequest(routePath: string, address: string, params: Record<string, string>): Promise<Call> {
  const fetch = recordingFetch();
  const environment = createRelayEnvironment({ fetch: fetch as unknown as typeof globalThis.fetch, subscribe: null, isLoggedIn: () => false, startedQuery: () => null });
  const route = routeTable.find((def) => def.path === routePath);
  route!.loader!({ environment }, { params, request: new Request(`http://oshi.test${address}`) } as unknown as LoaderFunctionArgs);
  await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
  return callsOf(fetch)[0];
}

/** What index.html's script sends for the same address. */
async function firstQueryRequest(address: string): Promise<Call> {
  const fetch = recordingFetch();
  const url = new URL(address, 'http://oshi.test');
  startFirstQuery({ pathname: url.pathname, search: url.search }, fetch as unknown as typeof globalThis.fetch);
  delete window.__OSHI_FIRST_QUERY__;
  return callsOf(fetch)[0];
}

const paramsOf = (node: { params: { id?: string | null; name: string } }): RequestParameters =>
  ({ id: node.params.id, name: node.params.name, operationKind: 'query', metadata: {}, text: null }) as RequestParameters;

/** Runs one Relay request through a network and resolves its first answer. */
function fetchThrough(network: ReturnType<typeof createNetwork>, params: RequestParameters, variables: Record<string, unknown>) {
  return new Promise((resolve, reject) => {
    const observable = network.fetchFn(params, variables, {}) as unknown as { subscribe: (sink: object) => void };
    observable.subscribe({ next: resolve, error: reject });
  });
}

afterEach(() => {
  delete window.__OSHI_FIRST_QUERY__;
});

describe("index.html's first page query", () => {
  it.each([
    ['/home', '/home', {}],
    ['/club/:clubUri', '/club/mirei', { clubUri: 'mirei' }],
    ['/club/:clubUri', '/club/mirei?tab=fan', { clubUri: 'mirei' }],
    ['/club/:clubUri', '/club/%EB%AF%B8%EB%A0%88%EC%9D%B4', { clubUri: '미레이' }],
    ['/post/:postId', '/post/UG9zdDox', { postId: 'UG9zdDox' }],
  ])('asks for %s (%s) exactly what the route’s loader asks for', async (routePath, address, params) => {
    const [loaderUrl, loaderInit] = await loaderRequest(routePath, address, params);
    const [earlyUrl, earlyInit] = await firstQueryRequest(address);
    expect(earlyUrl).toBe(loaderUrl);
    expect(JSON.parse(earlyInit.body as string)).toEqual(JSON.parse(loaderInit.body as string));
    expect(earlyInit.method).toBe(loaderInit.method);
    expect(earlyInit.credentials).toBe(loaderInit.credentials);
    const loaderHeaders = new Headers(loaderInit.headers);
    const earlyHeaders = new Headers(earlyInit.headers);
    for (const name of ['accept', 'content-type', 'x-oshi-client', 'accept-language', 'anonymous-id']) {
      expect(earlyHeaders.get(name), name).toBe(loaderHeaders.get(name));
    }
  });

  it('starts nothing for other addresses', () => {
    for (const pathname of ['/', '/search', '/club/mirei/members', '/post', '/mypage', '/club/%E0%A4%A']) {
      expect(firstQueryOf({ pathname, search: '' }), pathname).toBeNull();
    }
    const fetch = recordingFetch();
    startFirstQuery({ pathname: '/mypage', search: '' }, fetch as unknown as typeof globalThis.fetch);
    expect(fetch).not.toHaveBeenCalled();
    expect(window.__OSHI_FIRST_QUERY__).toBeUndefined();
  });
});

describe('the network layer and the started query', () => {
  const clubVariables = { clubUri: 'mirei', count: 20, filter: 'ALL' };

  function started(answer: () => Response | Promise<Response>) {
    const fetch = recordingFetch(answer);
    startFirstQuery({ pathname: '/club/mirei', search: '' }, fetch as unknown as typeof globalThis.fetch);
    return fetch;
  }

  const networkWith = (fetch: ReturnType<typeof recordingFetch>, options: Partial<NetworkOptions> = {}) =>
    createNetwork({ fetch: fetch as unknown as typeof globalThis.fetch, isLoggedIn: () => false, refreshAccessToken: async () => true, ...options });

  it('answers the first matching query from the started request, without a request of its own', async () => {
    started(() => json(200, { data: { club: { name: 'Mirei' } } }));
    const fetch = recordingFetch();
    // The same variables in another order.
    const answer = await fetchThrough(networkWith(fetch), paramsOf(ClubPageQueryNode), { filter: 'ALL', count: 20, clubUri: 'mirei' });
    expect(answer).toEqual({ data: { club: { name: 'Mirei' } } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['an expired session (renewed first)', () => json(401, { status: 401, name: 'ExpiredAccessToken', desc: '' })],
    ['a server error (retried after a second)', () => json(500, { errors: [{ message: 'boom' }] })],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a body that is not JSON', () => new Response('<html>proxy error</html>', { status: 200 })],
  ])('asks again, by the usual rules, when the started request got %s', async (_name, answer) => {
    started(answer);
    const fetch = recordingFetch(() => json(200, { data: { club: null } }));
    await expect(fetchThrough(networkWith(fetch), paramsOf(ClubPageQueryNode), clubVariables)).resolves.toEqual({ data: { club: null } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tells of a suspension the started request heard, and asks again as a guest', async () => {
    // The server ends a suspended account's session with that answer: the fan is told why only from it.
    started(() => json(403, { status: 403, name: 'AccountSuspended', desc: '', payload: { reason: 'Spam', until: null } }));
    const suspensions: unknown[] = [];
    const fetch = recordingFetch(() => json(200, { data: { club: { name: 'Mirei' } } }));
    const answer = await fetchThrough(networkWith(fetch, { onSuspended: (suspension) => suspensions.push(suspension) }), paramsOf(ClubPageQueryNode), clubVariables);
    expect(answer).toEqual({ data: { club: { name: 'Mirei' } } });
    expect(suspensions).toEqual([{ reason: 'Spam', until: null }]);
    expect(callsOf(fetch)[0][1].credentials).toBe('omit');
  });

  it('is taken by the first query only: another query or other variables first, and it is dropped', async () => {
    started(() => json(200, { data: { stale: true } }));
    expect(takeFirstQuery(HomePageQueryNode.params.id!, {})).toBeNull();
    expect(takeFirstQuery(ClubPageQueryNode.params.id!, clubVariables)).toBeNull();

    started(() => json(200, { data: { stale: true } }));
    expect(takeFirstQuery(ClubPageQueryNode.params.id!, { ...clubVariables, filter: 'FAN' })).toBeNull();
    const fetch = recordingFetch(() => json(200, { data: { fresh: true } }));
    await expect(fetchThrough(networkWith(fetch), paramsOf(ClubPageQueryNode), clubVariables)).resolves.toEqual({ data: { fresh: true } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
