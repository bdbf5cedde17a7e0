// Pub/sub for GraphQL subscriptions: in-process by default, Redis when REDIS_URL is set, so an
// event published on one instance reaches subscribers connected to any other. Events carry ids
// only; subscribers re-read the rows, and publishing happens after the transaction commits.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

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

export function createAppPubSub(redisUrl?: string): PubSubHandle {
  if (!redisUrl) return { pubsub: createPubSub<PubSubChannels>(), close: async () => undefined };
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<PubSubChannels>({ eventTarget }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
