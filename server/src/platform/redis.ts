// ioredis clients that fail fast while Redis is down instead of queueing commands for seconds: a
// request that touches Redis (a publish, a rate-limit count) must not wait on an outage.
import { Redis } from 'ioredis';
import type { Logger } from './logger.ts';

/** How long one Redis command may take before it fails (ms). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;

export function connectRedis(url: string, options: { logger: Logger; name: string; subscriber?: boolean }): Redis {
  const { logger, name, subscriber = false } = options;
  const client = new Redis(url, {
    connectionName: `oshi-${name}`,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Reconnect forever, at most every 2 s, so the client comes back on its own when Redis does.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
    maxRetriesPerRequest: 1,
    // A subscriber keeps SUBSCRIBEs made during an outage for the reconnection (and re-subscribes its
    // channels then); other clients refuse at once rather than hold a request.
    enableOfflineQueue: subscriber,
    ...(subscriber ? {} : { commandTimeout: REDIS_COMMAND_TIMEOUT_MS }),
  });
  // Without a listener ioredis prints every failed reconnection; log an outage once, and its end.
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    logger.error({ err, redis: name }, 'Redis unavailable');
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info({ redis: name }, 'Redis available again');
  });
  return client;
}
