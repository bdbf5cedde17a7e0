// Rate limits shared through Redis: counts made through one client are seen through another
// (as two app instances would).
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { configureRateLimits, countAttempt, UnusualAccessError } from '../rate-limit.ts';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('rate limits in Redis', () => {
  const clients: Redis[] = [];
  afterAll(async () => {
    configureRateLimits();
    await Promise.all(clients.map((c) => c.quit().catch(() => undefined)));
  });

  it('shares counts between instances', async () => {
    const key = `${crypto.randomUUID()}@example.com`;
    const a = new Redis(redisUrl!);
    const b = new Redis(redisUrl!);
    clients.push(a, b);
    const limits = { signInByAccountAndAddress: { points: 2 } };
    configureRateLimits({ redis: a, limits });
    await countAttempt([['signInByAccountAndAddress', key]]);
    configureRateLimits({ redis: b, limits });
    await countAttempt([['signInByAccountAndAddress', key]]);
    await expect(countAttempt([['signInByAccountAndAddress', key]])).rejects.toBeInstanceOf(UnusualAccessError);
    expect(await b.keys(`oshi:rl:signInByAccountAndAddress:*`)).toContain(`oshi:rl:signInByAccountAndAddress:${key}`);
  });
});
