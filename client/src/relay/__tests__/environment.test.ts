import { Environment, Observable, fetchQuery, requestSubscription, type ConcreteRequest, type GraphQLResponse } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { GC_RELEASE_BUFFER_SIZE, createRelayEnvironment, relayEnvironment } from '../environment';

const okField = { kind: 'ScalarField', alias: null, name: 'ok', args: null, storageKey: null } as const;

/** A hand-written artifact, as relay-compiler emits it with persistConfig (id, no text). */
function operation(name: string, operationKind: 'query' | 'subscription', type: string): ConcreteRequest {
  return {
    kind: 'Request',
    fragment: { kind: 'Fragment', name, type, metadata: null, argumentDefinitions: [], selections: [okField], abstractKey: null },
    operation: { kind: 'Operation', name, argumentDefinitions: [], selections: [okField] },
    params: { cacheID: `${name}-id`, id: `${name}-id`, metadata: {}, name, operationKind, text: null },
  } as unknown as ConcreteRequest;
}

describe('relay environment', () => {
  it('exports the app environment', () => {
    expect(relayEnvironment).toBeInstanceOf(Environment);
  });

  it('keeps released queries for going back', () => {
    const store = createRelayEnvironment({ subscribe: null }).getStore() as unknown as { _gcReleaseBufferSize: number };
    expect(store._gcReleaseBufferSize).toBe(GC_RELEASE_BUFFER_SIZE);
  });

  it('runs queries through the fetch function (persisted id, headers, credentials)', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { ok: true } }), { status: 200 }));
    const environment = createRelayEnvironment({
      fetch: fetch as unknown as typeof globalThis.fetch,
      isLoggedIn: () => true,
      subscribe: null,
    });
    const data = await fetchQuery(environment, operation('testQuery', 'query', 'Query'), {}).toPromise();
    expect(data).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body as string)).toMatchObject({ documentId: 'testQuery-id' });
    expect(new Headers(init.headers).get('x-oshi-client')).toBe('web');
    expect(new Headers(init.headers).has('anonymous-id')).toBe(false);
  });

  it('routes subscriptions to the subscribe function', () => {
    const subscribe = vi.fn(() =>
      Observable.create<GraphQLResponse>((sink) => {
        sink.next({ data: { ok: false } });
      }),
    );
    const environment = createRelayEnvironment({ fetch: vi.fn() as never, subscribe });
    const onNext = vi.fn();
    const disposable = requestSubscription(environment, {
      subscription: operation('testSubscription', 'subscription', 'Subscription'),
      variables: {},
      onNext,
    });
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect((subscribe.mock.calls[0] as unknown[])[0]).toMatchObject({ id: 'testSubscription-id' });
    expect(onNext).toHaveBeenCalledWith({ ok: false });
    disposable.dispose();
  });
});
