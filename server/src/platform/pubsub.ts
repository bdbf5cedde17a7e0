// Pub/sub for GraphQL subscriptions: in-process by default, Redis when REDIS_URL is set, so an
// event published on one instance reaches subscribers connected to any other. Events carry ids
// only; each instance reads the rows once per event for its subscribers (graphql/live-events.ts), and
// publishing happens after the transaction commits.
import type { Redis } from 'ioredis';
import { setMaxListeners } from 'node:events';
import type { Logger } from './logger.ts';
import { connectRedis } from './redis.ts';

export type PubSubChannels = {
  /** A post was published in a club: [clubId, { postId }]. */
  'club:postCreated': [clubId: string, payload: { postId: string }];
  /** A comment on a post was created, edited or deleted: [postId, { commentId, kind }]. */
  'post:commentEvent': [postId: string, payload: { commentId: string; kind: 'CREATED' | 'UPDATED' | 'DELETED' }];
  /** Reactions on a post or one of its comments changed: [postId, { targetId, commentId }] (commentId null for the post). */
  'post:reactionsChanged': [postId: string, payload: { targetId: string; commentId: string | null }];
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
 * One subscriber's events of a topic as an async iterator. A popular post has thousands of subscribers
 * per instance, so this is a plain queue and at most one waiting promise (no Repeater, no chain of
 * operators, no closures per subscriber): every subscriber of an event gets the same payload object,
 * which per-event memos rely on.
 */
class TopicEvents<T> implements AsyncIterableIterator<T> {
  private readonly pending: T[] = [];
  private waiter: { resolve: (payload: T | typeof END) => void; reject: (error: Error) => void } | null = null;
  private ended = false;
  /** Why the subscription failed, until next() has told it once. */
  private failure: Error | null = null;

  constructor(
    private readonly target: EventTarget,
    private readonly topic: string,
    private readonly options: SubscribeOptions<T>,
  ) {
    target.addEventListener(topic, this);
  }

  /** EventListener: the target calls this for each event of the topic. */
  handleEvent(event: Event): void {
    const payload = (event as CustomEvent<T>).detail;
    const waiting = this.waiter;
    if (waiting) {
      this.waiter = null;
      waiting.resolve(payload);
    } else if (this.pending.length < MAX_PENDING_EVENTS) this.pending.push(payload);
    else this.end(new Error(`More than ${MAX_PENDING_EVENTS} events are waiting for this subscriber; subscribe again`));
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  async next(): Promise<IteratorResult<T>> {
    const { accept } = this.options;
    for (;;) {
      const payload = await this.take();
      if (payload === END || this.ended) return DONE;
      // Most answers are known at once (see perEventLoad): awaited only when they are not.
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
    this.target.removeEventListener(this.topic, this);
    this.options.onEnd?.();
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

/** Publish and subscribe over an event target: the process's own, or Redis's (see redisEventTarget). */
function pubSubOver(target: EventTarget): PubSub {
  return {
    publish: (channel, id, payload) => void target.dispatchEvent(new CustomEvent(`${channel}:${id}`, { detail: payload })),
    subscribe: (channel, id, options = {}) => new TopicEvents(target, `${channel}:${id}`, options),
  };
}

export function createAppPubSub(options: { redisUrl?: string; logger: Logger }): PubSubHandle {
  const { redisUrl, logger } = options;
  if (!redisUrl) {
    // One listener per subscriber: a popular post has thousands, which is no leak.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubsub: pubSubOver(eventTarget), close: async () => undefined };
  }
  const publishClient = connectRedis(redisUrl, { logger, name: 'publish' });
  const subscribeClient = connectRedis(redisUrl, { logger, name: 'subscribe', subscriber: true });
  const eventTarget = redisEventTarget({ publishClient, subscribeClient, logger });
  return {
    pubsub: pubSubOver(eventTarget),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

/**
 * Like @graphql-yoga/redis-event-target, but a failed PUBLISH or SUBSCRIBE is logged instead of left
 * as an unhandled rejection (which ends the process): publishing happens after commit, so the write
 * stands and clients refetch; subscriptions are re-made by ioredis when Redis is back.
 */
function redisEventTarget(args: { publishClient: Redis; subscribeClient: Redis; logger: Logger }): EventTarget {
  const { publishClient, subscribeClient, logger } = args;
  const listenersOfTopic = new Map<string, Set<EventListenerOrEventListenerObject>>();
  subscribeClient.on('message', (channel: string, message: string) => {
    const listeners = listenersOfTopic.get(channel);
    if (!listeners) return;
    // One payload object for every local subscriber: per-event memos (live-events.ts) key on it.
    const event = new CustomEvent(channel, { detail: message === '' ? null : JSON.parse(message) });
    for (const listener of listeners) {
      if (typeof listener === 'function') listener(event);
      else listener.handleEvent(event);
    }
  });
  return {
    addEventListener(topic, listener) {
      if (!listener) return;
      let listeners = listenersOfTopic.get(topic);
      if (!listeners) {
        listeners = new Set();
        listenersOfTopic.set(topic, listeners);
        subscribeClient.subscribe(topic).catch((err: unknown) => logger.warn({ err, topic }, 'Redis SUBSCRIBE failed'));
      }
      listeners.add(listener);
    },
    removeEventListener(topic, listener) {
      const listeners = listenersOfTopic.get(topic);
      if (!listeners || !listener) return;
      listeners.delete(listener);
      if (listeners.size > 0) return;
      listenersOfTopic.delete(topic);
      subscribeClient.unsubscribe(topic).catch((err: unknown) => logger.warn({ err, topic }, 'Redis UNSUBSCRIBE failed'));
    },
    dispatchEvent(event) {
      const { detail } = event as CustomEvent;
      const message = detail === undefined ? '' : JSON.stringify(detail);
      publishClient.publish(event.type, message).catch((err: unknown) => {
        logger.warn({ err, topic: event.type }, 'Redis PUBLISH failed; subscribers elsewhere miss this event');
      });
      return true;
    },
  };
}
