// Pub/sub for GraphQL subscriptions: in-process by default, Redis when REDIS_URL is set, so an
// event published on one instance reaches subscribers connected to any other. Events carry ids
// only; each instance reads the rows once per event for its subscribers (graphql/live-events.ts), and
// publishing happens after the transaction commits.
import type { Logger } from './logger.ts';
import { connectRedis } from './redis.ts';

export type PubSubChannels = {
  /** A post was published in a club: [clubId, { postId }]. */
  'club:postCreated': [clubId: string, payload: { postId: string }];
  /**
   * A post was edited (content, lock, required plan), hidden, shown or deleted (after commit): one topic for
   * all posts, ['all', { postId }]; every instance's guest render cache (http/server-render.ts) drops what it
   * rendered before.
   */
  'posts:changed': [scope: 'all', payload: { postId: string }];
  /** A comment on a post was created, edited or deleted: [postId, { commentId, kind }]. */
  'post:commentEvent': [postId: string, payload: { commentId: string; kind: 'CREATED' | 'UPDATED' | 'DELETED' }];
  /**
   * Reactions on a post or one of its comments changed: [postId, { targetId, commentId }] (commentId null for the
   * post); for a comment also its authorId and threadAuthorId (the reply's top-level comment author), for blocks.
   */
  'post:reactionsChanged': [postId: string, payload: { targetId: string; commentId: string | null; authorId?: string | null; threadAuthorId?: string | null }];
  /** A user received a notification (or read some): [userId, { notificationId }]; null id when only the count changed. */
  'user:notification': [userId: string, payload: { notificationId: string | null }];
  /** A payment changed state (after commit): [paymentId, { status }]. */
  'payment:statusChanged': [paymentId: string, payload: { status: string }];
  /** Something the owner's dashboard shows changed in one of their clubs (after commit): [ownerId, { clubId, kind }]. */
  'owner:dashboardChanged': [ownerId: string, payload: { clubId: string; kind: string }];
  /** Something happened in a chat conversation (after commit): [conversationId, { kind, messageId, userId }]. */
  'chat:event': [
    conversationId: string,
    payload: { kind: 'ADDED' | 'EDITED' | 'DELETED' | 'READ' | 'TYPING'; messageId: string | null; userId: string },
  ];
  /** A user's conversations or chat unread total changed: [userId, { conversationId }]. */
  'user:chat': [userId: string, payload: { conversationId: string }];
};

type Channel = keyof PubSubChannels;
type PayloadOf<K extends Channel> = PubSubChannels[K][1];

export type SubscribeOptions<T> = {
  /** Whether this subscriber gets an event; refused events are skipped. Asked per event, in order. */
  accept?: (payload: T) => boolean | Promise<boolean>;
  /** Called once when the subscription ends: completed by the client, its socket closed, or failed. */
  onEnd?: () => void;
};

export type PubSub = {
  /** Sends `payload` to every subscriber of the channel and id, on every instance. Never throws. */
  publish<K extends Channel>(channel: K, id: PubSubChannels[K][0], payload: PayloadOf<K>): void;
  /** The channel's events for one id, from now until the iterator is returned. */
  subscribe<K extends Channel>(channel: K, id: PubSubChannels[K][0], options?: SubscribeOptions<PayloadOf<K>>): AsyncIterableIterator<PayloadOf<K>>;
};

export type PubSubHandle = { pubsub: PubSub; close: () => Promise<void> };

const END = Symbol('end');

/** Events a subscriber has not taken yet; beyond this its subscription fails instead of holding more. */
export const MAX_PENDING_EVENTS = 1024;

/**
 * Where a subscriber in push mode (TopicEvents.pushTo) hands the events it accepts, in order: `take` answers
 * at once, or with a promise while it still handles the event (the next one waits for it). `fail` is told
 * once when the subscription fails.
 */
export type EventSink<T> = { take(payload: T): void | Promise<void>; fail(error: Error): void };

/**
 * One subscriber's events of a topic. A popular post has thousands of subscribers per instance, so this is
 * a plain queue (no Repeater, no chain of operators, no closures per subscriber): every subscriber of an
 * event gets the same payload object, which per-event memos rely on. It is pulled as an async iterator, or
 * pushed to an EventSink: then an event that needs no waiting is handled in the topic's own loop over its
 * subscribers, with no promise of its own.
 */
class TopicEvents<T> implements AsyncIterableIterator<T> {
  private readonly pending: T[] = [];
  private waiter: { resolve: (payload: T | typeof END) => void; reject: (error: Error) => void } | null = null;
  private ended = false;
  /** Why the subscription failed, until next() has told it once. */
  private failure: Error | null = null;
  private sink: EventSink<T> | null = null;
  /** Push mode: an event is still being accepted or taken; later ones wait in `pending`. */
  private busy = false;

  constructor(
    private readonly topics: Topics,
    private readonly topic: string,
    private readonly options: SubscribeOptions<T>,
  ) {
    topics.add(topic, this as TopicEvents<unknown>);
  }

  /** Called by the topic for each event, in order: a promise while this subscriber still handles it (push mode). */
  offer(payload: T): void | Promise<void> {
    if (this.ended) return;
    const waiting = this.waiter;
    if (this.sink && !this.busy && this.pending.length === 0) return this.handle(payload);
    if (waiting) {
      this.waiter = null;
      waiting.resolve(payload);
    } else if (this.pending.length < MAX_PENDING_EVENTS) this.pending.push(payload);
    else this.end(new Error(`More than ${MAX_PENDING_EVENTS} events are waiting for this subscriber; subscribe again`));
  }

  /** From now on, accepted events go to `sink` as they arrive instead of waiting for next(). */
  pushTo(sink: EventSink<T>): void {
    this.sink = sink;
    this.drain();
  }

  /** Push mode: accepts and hands over one event, synchronously when nothing needs waiting for. */
  private handle(payload: T): void | Promise<void> {
    let taken: void | Promise<void>;
    try {
      // Most answers are known at once (see perEventLoad): awaited only when they are not.
      const accepted = this.options.accept ? this.options.accept(payload) : true;
      if (accepted === false) return;
      taken = accepted === true ? this.sink!.take(payload) : accepted.then((ok) => (ok && !this.ended ? this.sink!.take(payload) : undefined));
    } catch (error) {
      return this.end(error as Error);
    }
    if (!taken) return;
    this.busy = true;
    return taken.then(
      () => {
        this.busy = false;
        this.drain();
      },
      (error: Error) => this.end(error),
    );
  }

  private drain(): void {
    while (this.sink && !this.busy && !this.ended && this.pending.length > 0) void this.handle(this.pending.shift()!);
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  async next(): Promise<IteratorResult<T>> {
    const { accept } = this.options;
    for (;;) {
      const payload = await this.take();
      if (payload === END || this.ended) return DONE;
      const accepted = accept ? accept(payload) : true;
      if (accepted === true || (accepted !== false && (await accepted))) return this.ended ? DONE : { done: false, value: payload };
    }
  }

  async return(): Promise<IteratorResult<T>> {
    this.end();
    return DONE;
  }

  async throw(error: unknown): Promise<IteratorResult<T>> {
    this.end();
    throw error;
  }

  private take(): Promise<T | typeof END> {
    if (this.pending.length > 0) return Promise.resolve(this.pending.shift()!);
    if (this.ended) {
      const error = this.failure;
      this.failure = null;
      return error ? Promise.reject(error) : Promise.resolve(END);
    }
    return new Promise((resolve, reject) => {
      this.waiter = { resolve, reject };
    });
  }

  private end(error: Error | null = null): void {
    if (this.ended) return;
    this.ended = true;
    this.pending.length = 0;
    this.topics.remove(this.topic, this as TopicEvents<unknown>);
    this.options.onEnd?.();
    if (error && this.sink) return this.sink.fail(error);
    const waiting = this.waiter;
    this.waiter = null;
    if (waiting && error) waiting.reject(error);
    else {
      this.failure = error;
      waiting?.resolve(END);
    }
  }
}

const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });

type Topic = {
  subscribers: Set<TopicEvents<unknown>>;
  /** Published, not yet offered to every subscriber. */
  events: unknown[];
  delivering: boolean;
  /** Ends the wait for a subscriber of the event being offered: a newer event arrived. */
  arrived: (() => void) | null;
};

/**
 * Per event, how many subscribers that have to wait are waited for before the event is offered to the next
 * ones; those after them wait on their own. A newer event of the topic ends the wait: a subscriber stuck on
 * one event never holds back the topic, and each subscriber's own queue (MAX_PENDING_EVENTS) takes over.
 */
const WAITED_PER_EVENT = 4;

/**
 * The topics this instance listens to and their subscribers. Each topic's events are offered to its
 * subscribers one event at a time, in order. The first subscribers of an event that have to wait load what
 * the event needs for everyone (rows, plan levels, a credential re-check, a shared execution of the result):
 * they are waited for before the next ones are offered it, so that thousands of others find it ready and
 * are done without a promise each. Only a few are waited for, so that subscribers who each need something
 * of their own are not served one after another.
 */
class Topics {
  private readonly byName = new Map<string, Topic>();

  constructor(private readonly listening: { first?: (topic: string) => void; last?: (topic: string) => void } = {}) {}

  add(name: string, subscriber: TopicEvents<unknown>): void {
    let topic = this.byName.get(name);
    if (!topic) {
      this.byName.set(name, (topic = { subscribers: new Set(), events: [], delivering: false, arrived: null }));
      this.listening.first?.(name);
    }
    topic.subscribers.add(subscriber);
  }

  remove(name: string, subscriber: TopicEvents<unknown>): void {
    const topic = this.byName.get(name);
    if (!topic?.subscribers.delete(subscriber) || topic.subscribers.size > 0) return;
    this.byName.delete(name);
    this.listening.last?.(name);
  }

  deliver(name: string, payload: unknown): void {
    const topic = this.byName.get(name);
    if (!topic) return;
    topic.events.push(payload);
    if (!topic.delivering) void this.deliverEvents(topic);
    else topic.arrived?.();
  }

  private async deliverEvents(topic: Topic): Promise<void> {
    topic.delivering = true;
    try {
      while (topic.events.length > 0) {
        const payload = topic.events.shift();
        let waited = 0;
        // Those subscribed when the event's turn comes; one that ends meanwhile is skipped by offer().
        for (const subscriber of [...topic.subscribers]) {
          const handling = subscriber.offer(payload);
          if (handling && waited < WAITED_PER_EVENT && topic.events.length === 0) {
            waited += 1;
            await Promise.race([handling.catch(() => undefined), new Promise<void>((resolve) => (topic.arrived = resolve))]);
            topic.arrived = null;
          }
        }
      }
    } finally {
      topic.delivering = false;
    }
  }
}

/** Publish and subscribe over this instance's topics, fed by `publish` (in-process) or by Redis. */
function pubSubOver(topics: Topics, publish: (topic: string, payload: unknown) => void): PubSub {
  return {
    publish: (channel, id, payload) => publish(`${channel}:${id}`, payload),
    subscribe: (channel, id, options = {}) => new TopicEvents(topics, `${channel}:${id}`, options),
  };
}

export function createAppPubSub(options: { redisUrl?: string; logger: Logger }): PubSubHandle {
  const { redisUrl, logger } = options;
  if (!redisUrl) {
    const topics = new Topics();
    return { pubsub: pubSubOver(topics, (topic, payload) => topics.deliver(topic, payload)), close: async () => undefined };
  }
  const publishClient = connectRedis(redisUrl, { logger, name: 'publish' });
  const subscribeClient = connectRedis(redisUrl, { logger, name: 'subscribe', subscriber: true });
  // A failed PUBLISH or SUBSCRIBE is logged, not left as an unhandled rejection (which ends the process):
  // publishing happens after commit, so the write stands and clients refetch; ioredis re-subscribes when
  // Redis is back.
  const topics = new Topics({
    first: (topic) => void subscribeClient.subscribe(topic).catch((err: unknown) => logger.warn({ err, topic }, 'Redis SUBSCRIBE failed')),
    last: (topic) => void subscribeClient.unsubscribe(topic).catch((err: unknown) => logger.warn({ err, topic }, 'Redis UNSUBSCRIBE failed')),
  });
  // One payload object for every local subscriber: per-event memos (live-events.ts) key on it.
  subscribeClient.on('message', (topic: string, message: string) => topics.deliver(topic, message === '' ? null : JSON.parse(message)));
  const publish = (topic: string, payload: unknown) =>
    void publishClient.publish(topic, payload === undefined ? '' : JSON.stringify(payload)).catch((err: unknown) => {
      logger.warn({ err, topic }, 'Redis PUBLISH failed; subscribers elsewhere miss this event');
    });
  return {
    pubsub: pubSubOver(topics, publish),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
