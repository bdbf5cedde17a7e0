// The subscriber side of pub/sub: one light iterator per subscription (no Repeaters), so a post with
// thousands of watchers costs a queue each. These are the promises graphql-ws and the fan-out rely on.
import { describe, expect, it } from 'vitest';
import { andThen, perEventLoad, Watchers } from '../../graphql/live-events.ts';
import { createAppPubSub, MAX_PENDING_EVENTS, type EventSink } from '../pubsub.ts';
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

/** A subscription in push mode whose sink records what it takes; `hold` makes its next take wait until released. */
function pushed(id: string, options: Parameters<typeof pubsub.subscribe<'club:postCreated'>>[2] = {}) {
  const taken: string[] = [];
  const failures: string[] = [];
  let held: (() => void) | null = null;
  let holdNext = false;
  const events = pubsub.subscribe('club:postCreated', id, options) as ReturnType<typeof pubsub.subscribe> & { pushTo(sink: EventSink<unknown>): void };
  events.pushTo({
    take: (payload) => {
      taken.push((payload as { postId: string }).postId);
      if (!holdNext) return;
      holdNext = false;
      return new Promise<void>((resolve) => (held = resolve));
    },
    fail: (error) => void failures.push(error.message),
  });
  return {
    events,
    taken,
    failures,
    hold: () => (holdNext = true),
    release: () => held?.(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('pubsub.subscribe in push mode', () => {
  it('hands accepted events to the sink as they arrive, each after the subscriber is done with the last', async () => {
    const a = pushed('push-order', { accept: (payload) => payload.postId !== 'post-2' });
    a.hold();
    for (const n of [1, 2, 3, 4]) pubsub.publish('club:postCreated', 'push-order', event(n));
    // Taken in the publisher's own call when nothing has to be waited for; later ones wait for event 1.
    expect(a.taken).toEqual(['post-1']);
    a.release();
    await settle();
    expect(a.taken).toEqual(['post-1', 'post-3', 'post-4']);
    await a.events.return?.();
  });

  it('offers an event to the next subscribers once the first ones that had to wait are done', async () => {
    const first = pushed('push-trail');
    const second = pushed('push-trail');
    first.hold();
    pubsub.publish('club:postCreated', 'push-trail', event(1));
    // The second subscriber would find what the first is loading for the event not ready yet.
    expect([first.taken, second.taken]).toEqual([['post-1'], []]);
    first.release();
    await settle();
    expect(second.taken).toEqual(['post-1']);
    await first.events.return?.();
    await second.events.return?.();
  });

  it('tells the sink when accepting an event fails, ends the subscription and calls onEnd', async () => {
    let ended = 0;
    const a = pushed('push-fail', { accept: () => Promise.reject(new Error('database down')), onEnd: () => (ended += 1) });
    pubsub.publish('club:postCreated', 'push-fail', event(1));
    await settle();
    expect(a.failures).toEqual(['database down']);
    expect(ended).toBe(1);
    pubsub.publish('club:postCreated', 'push-fail', event(2));
    expect(a.taken).toEqual([]);
  });

  it('fails a pushed subscriber that leaves too many events waiting, without holding back the topic', async () => {
    const a = pushed('push-slow');
    const b = pushed('push-slow');
    a.hold();
    for (let n = 0; n <= MAX_PENDING_EVENTS + 1; n += 1) pubsub.publish('club:postCreated', 'push-slow', event(n));
    await settle();
    expect(a.taken).toEqual(['post-0']);
    expect(b.taken).toHaveLength(MAX_PENDING_EVENTS + 2);
    expect(a.failures).toEqual([expect.stringMatching(/events are waiting/)]);
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
