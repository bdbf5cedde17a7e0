// Pub/sub for GraphQL subscriptions: in-process by default, Redis when REDIS_URL is set, so an
// event published on one instance reaches subscribers connected to any other. Events carry ids
// only; each instance reads the rows once per event for its subscribers (graphql/live-events.ts), and
// publishing happens after the transaction commits.
import type { TypedEventTarget } from '@graphql-yoga/typed-event-target';
import { createPubSub } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import { setMaxListeners } from 'node:events';
import type { Logger } from './logger.ts';
import { connectRedis } from './redis.ts';

export type PubSubChannels = {
  /** A post was published in a club: [clubId, { postId }]. */
  'club:postCreated': [clubId: string, payload: { postId: string }];
  /** A comment on a post was created, edited or deleted: [postId, { commentId, kind }]. */
  'post:commentEvent': [postId: string, payload: { commentId: string; kind: 'CREATED' | 'UPDATED' | 'DELETED' }];
  /** A user received a notification (or read some): [userId, { notificationId }]; null id when only the count changed. */
  'user:notification': [userId: string, payload: { notificationId: string | null }];
  /** A payment changed state (after commit): [paymentId, { status }]. */
  'payment:statusChanged': [paymentId: string, payload: { status: string }];
};

export type PubSub = ReturnType<typeof createPubSub<PubSubChannels>>;

export type PubSubHandle = { pubsub: PubSub; close: () => Promise<void> };

export function createAppPubSub(options: { redisUrl?: string; logger: Logger }): PubSubHandle {
  const { redisUrl, logger } = options;
  if (!redisUrl) {
    // One listener per subscriber: a popular post has thousands, which is no leak.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubsub: createPubSub<PubSubChannels>({ eventTarget: eventTarget as TypedEventTarget<CustomEvent> }), close: async () => undefined };
  }
  const publishClient = connectRedis(redisUrl, { logger, name: 'publish' });
  const subscribeClient = connectRedis(redisUrl, { logger, name: 'subscribe', subscriber: true });
  const eventTarget = redisEventTarget({ publishClient, subscribeClient, logger });
  return {
    pubsub: createPubSub<PubSubChannels>({ eventTarget }),
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
function redisEventTarget(args: { publishClient: Redis; subscribeClient: Redis; logger: Logger }): TypedEventTarget<CustomEvent> {
  const { publishClient, subscribeClient, logger } = args;
  const callbacksForTopic = new Map<string, Set<(event: CustomEvent) => void>>();
  subscribeClient.on('message', (channel: string, message: string) => {
    const callbacks = callbacksForTopic.get(channel);
    if (!callbacks) return;
    const event = new CustomEvent(channel, { detail: message === '' ? null : JSON.parse(message) });
    for (const callback of callbacks) callback(event);
  });
  const callbackOf = (listener: EventListenerOrEventListenerObject) =>
    ('handleEvent' in listener ? listener.handleEvent : listener) as (event: CustomEvent) => void;
  return {
    addEventListener(topic, listener) {
      if (!listener) return;
      let callbacks = callbacksForTopic.get(topic);
      if (!callbacks) {
        callbacks = new Set();
        callbacksForTopic.set(topic, callbacks);
        subscribeClient.subscribe(topic).catch((err: unknown) => logger.warn({ err, topic }, 'Redis SUBSCRIBE failed'));
      }
      callbacks.add(callbackOf(listener as EventListenerOrEventListenerObject));
    },
    removeEventListener(topic, listener) {
      const callbacks = callbacksForTopic.get(topic);
      if (!callbacks || !listener) return;
      callbacks.delete(callbackOf(listener as EventListenerOrEventListenerObject));
      if (callbacks.size > 0) return;
      callbacksForTopic.delete(topic);
      subscribeClient.unsubscribe(topic).catch((err: unknown) => logger.warn({ err, topic }, 'Redis UNSUBSCRIBE failed'));
    },
    dispatchEvent(event) {
      const message = event.detail === undefined ? '' : JSON.stringify(event.detail);
      publishClient.publish(event.type, message).catch((err: unknown) => {
        logger.warn({ err, topic: event.type }, 'Redis PUBLISH failed; subscribers elsewhere miss this event');
      });
      return true;
    },
  };
}
