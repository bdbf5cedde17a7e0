// The subscriber side of pub/sub: one light iterator per subscription (no Repeaters), so a post with
// thousands of watchers costs a queue each. These are the promises graphql-ws and the fan-out rely on.
import { describe, expect, it } from 'vitest';
import { andThen, perEventLoad, Watchers } from '../../graphql/live-events.ts';
import { createAppPubSub, MAX_PENDING_EVENTS } from '../pubsub.ts';
import { createLogger } from '../logger.ts';

const { pubsub } = createAppPubSub({ logger: createLogger('silent') });
const event = (n: number) => ({ postId: `post-${n}` });

describe('pubsub.subscribe', () => {
  it('gives every subscriber the same payload object, in order, and only its own id’s events', async () => {
    const a = pubsub.subscribe('club:postCreated', 'club-1');
    const b = pubsub.subscribe('club:postCreated', 'club-1');
    const first = event(1);
    pubsub.publish('club:postCreated', 'club-2', event(0));
    pubsub.publish('club:postCreated', 'club-1', first);
    pubsub.publish('club:postCreated', 'club-1', event(2));
    const fromA = [(await a.next()).value, (await a.next()).value];
    expect(fromA).toEqual([event(1), event(2)]);
    // Per-event memos key on the payload object: both subscribers must hold the very same one.
    expect(fromA[0]).toBe(first);
    expect((await b.next()).value).toBe(first);
    await a.return?.();
    await b.return?.();
  });

  it('skips the events `accept` refuses, asking per event', async () => {
    const asked: string[] = [];
    const events = pubsub.subscribe('club:postCreated', 'club-accept', {
      accept: async (payload) => (asked.push(payload.postId), payload.postId !== 'post-1'),
    });
    pubsub.publish('club:postCreated', 'club-accept', event(1));
    pubsub.publish('club:postCreated', 'club-accept', event(2));
    expect((await events.next()).value).toEqual(event(2));
    expect(asked).toEqual(['post-1', 'post-2']);
    await events.return?.();
  });

  it('takes an answer `accept` gives at once as it takes a promised one', async () => {
    const events = pubsub.subscribe('club:postCreated', 'club-sync', { accept: (payload) => payload.postId !== 'post-1' });
    pubsub.publish('club:postCreated', 'club-sync', event(1));
    pubsub.publish('club:postCreated', 'club-sync', event(2));
    expect((await events.next()).value).toEqual(event(2));
    await events.return?.();
  });

  it('ends a waiting next() on return, stops listening and calls onEnd once', async () => {
    let ended = 0;
    const events = pubsub.subscribe('club:postCreated', 'club-end', { onEnd: () => (ended += 1) });
    const waiting = events.next();
    await events.return?.();
    await events.return?.();
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(ended).toBe(1);
    pubsub.publish('club:postCreated', 'club-end', event(1));
    expect(await events.next()).toEqual({ done: true, value: undefined });
  });

  it('drops an event refused by `accept` while the subscription ended meanwhile', async () => {
    let release: (ok: boolean) => void = () => undefined;
    const events = pubsub.subscribe('club:postCreated', 'club-race', { accept: () => new Promise<boolean>((resolve) => (release = resolve)) });
    pubsub.publish('club:postCreated', 'club-race', event(1));
    const next = events.next();
    await Promise.resolve();
    await events.return?.();
    release(true);
    expect(await next).toEqual({ done: true, value: undefined });
  });

  it('fails a subscriber that leaves too many events waiting, instead of holding them', async () => {
    let ended = 0;
    const events = pubsub.subscribe('club:postCreated', 'club-slow', { onEnd: () => (ended += 1) });
    for (let n = 0; n <= MAX_PENDING_EVENTS; n += 1) pubsub.publish('club:postCreated', 'club-slow', event(n));
    expect(ended).toBe(1);
    await expect(events.next()).rejects.toThrow(/events are waiting/);
    expect(await events.next()).toEqual({ done: true, value: undefined });
  });
});

describe('perEventLoad', () => {
  it('loads once per event and key, and answers with the value itself once loaded', async () => {
    let loads = 0;
    const payload = event(1);
    const load = () => perEventLoad(payload, 'rows', async () => (loads += 1, 'rows'));
    const first = load();
    expect(first).toBeInstanceOf(Promise);
    expect(load()).toBe(first);
    expect(await first).toBe('rows');
    // Thousands of subscribers ask after the load: no promise for any of them.
    expect(load()).toBe('rows');
    expect(andThen(load(), (rows) => `${rows}!`)).toBe('rows!');
    expect(loads).toBe(1);
    expect(perEventLoad(event(2), 'rows', async () => 'other rows')).toBeInstanceOf(Promise);
  });

  it('fails every caller when the load fails', async () => {
    const payload = event(3);
    const failing = () => perEventLoad(payload, 'rows', () => Promise.reject(new Error('database down')));
    await expect(failing()).rejects.toThrow('database down');
    await expect(andThen(failing(), () => 'never')).rejects.toThrow('database down');
  });
});

describe('Watchers', () => {
  it('counts a user once per open subscription and forgets them when the last one ends', () => {
    const watchers = new Watchers();
    const first = watchers.add('post-1', 'user-1');
    const second = watchers.add('post-1', 'user-1');
    watchers.add('post-1', null)();
    expect(watchers.of('post-1')).toEqual(['user-1']);
    first();
    first();
    expect(watchers.of('post-1')).toEqual(['user-1']);
    second();
    expect(watchers.of('post-1')).toEqual([]);
  });
});
