// Limits on guessing: sign-in attempts are counted per account and address together (the e-mail and
// the client IP) and per address; code attempts per account and per address. Sign-in is never limited
// per account alone: then anyone could lock the owner out by failing on purpose. In-process by default; shared through Redis when a client is configured,
// so every app instance sees the same counts. Exceeding a limit blocks the key for a while and the
// caller answers UNUSUAL_ACCESS ("unusual access detected").
import type { Redis } from 'ioredis';
import ipaddr from 'ipaddr.js';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors.ts';

export type LimitName =
  /** Failed sign-ins (and current-password checks) for one e-mail from one address. */
  | 'signInByAccountAndAddress'
  /** Failed sign-ins from one address, whatever the e-mail. */
  | 'signInByAddress'
  /** Wrong verification or reset codes for one e-mail (across resends). */
  | 'codeByAccount'
  /** Wrong codes from one address. */
  | 'codeByAddress'
  /** E-mails (codes, reset links) triggered from one address. */
  | 'mailByAddress'
  /** File uploads by one user (POST /files). */
  | 'uploadByUser'
  /** Analytics events (POST /mixpanel) from one address. */
  | 'analyticsByAddress'
  /** Analytics events for one anonymous id or user. */
  | 'analyticsByClient'
  /** Chat messages sent by one fan (modules/chat: CHAT_RATE_LIMIT). */
  | 'chatMessageByUser'
  /** Chat messages edited by one fan (modules/chat: CHAT_EDIT_RATE_LIMIT). */
  | 'chatEditByUser'
  /** Store checkouts started by one account (modules/store: CHECKOUT_RATE_LIMIT). */
  | 'checkoutByUser';

/** points per duration (seconds); once used up the key is blocked for blockDuration (seconds). */
export type LimitOptions = { points: number; duration: number; blockDuration: number };

export const DEFAULT_LIMITS: Record<LimitName, LimitOptions> = {
  signInByAccountAndAddress: { points: 10, duration: 15 * 60, blockDuration: 15 * 60 },
  signInByAddress: { points: 50, duration: 60 * 60, blockDuration: 60 * 60 },
  codeByAccount: { points: 15, duration: 60 * 60, blockDuration: 60 * 60 },
  codeByAddress: { points: 50, duration: 60 * 60, blockDuration: 60 * 60 },
  mailByAddress: { points: 30, duration: 60 * 60, blockDuration: 60 * 60 },
  uploadByUser: { points: 120, duration: 60 * 60, blockDuration: 10 * 60 },
  // A busy browser sends well under a batch of 50 every 5 s; an address may be shared (offices, carriers).
  analyticsByAddress: { points: 1500, duration: 60, blockDuration: 60 },
  analyticsByClient: { points: 300, duration: 60, blockDuration: 60 },
  // Keep in step with CHAT_RATE_LIMIT in modules/chat/chat.service.ts.
  chatMessageByUser: { points: 20, duration: 60, blockDuration: 60 },
  // Keep in step with CHAT_EDIT_RATE_LIMIT in modules/chat/chat.service.ts.
  chatEditByUser: { points: 20, duration: 60, blockDuration: 60 },
  // Keep in step with CHECKOUT_RATE_LIMIT in modules/store/store-orders.ts.
  checkoutByUser: { points: 10, duration: 60, blockDuration: 60 },
};

/** Too many attempts for this account or from this address. */
export class UnusualAccessError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('UNUSUAL_ACCESS', 'Unusual access detected; try again later');
  }
}

let limiters: Record<LimitName, RateLimiterAbstract> = build(null, {});

function build(redis: Redis | null, overrides: Partial<Record<LimitName, Partial<LimitOptions>>>) {
  const entries = (Object.keys(DEFAULT_LIMITS) as LimitName[]).map((name) => {
    const options = { ...DEFAULT_LIMITS[name], ...overrides[name], keyPrefix: `oshi:rl:${name}` };
    const memory = new RateLimiterMemory(options);
    // With Redis, an outage falls back to per-instance counting rather than failing sign-in; the app's
    // client (platform/redis.ts) fails commands at once while disconnected and times them out quickly.
    const limiter = redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }) : memory;
    return [name, limiter] as const;
  });
  return Object.fromEntries(entries) as Record<LimitName, RateLimiterAbstract>;
}

/**
 * Chooses the store and, optionally, other limits. Call once at start-up with an ioredis client
 * when REDIS_URL is set; tests call it with small limits (it also forgets all counts).
 */
export function configureRateLimits(options: {
  redis?: Redis | null;
  limits?: Partial<Record<LimitName, Partial<LimitOptions>>>;
} = {}): void {
  limiters = build(options.redis ?? null, options.limits ?? {});
}

/**
 * The address a limit counts: an IPv6 host is handed a whole /64 (a home or a phone gets one), so one
 * client could otherwise guess from 2^64 addresses; an IPv4-mapped IPv6 address counts as its IPv4 one.
 */
export function addressBlock(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`;
}

// A key is an address, or an account and an address separated by a space.
const keyOf = (key: string) => key.toLowerCase().split(' ').map(addressBlock).join(' ');

/**
 * Counts one attempt against each named key and throws UnusualAccessError when any of them is
 * used up. Counting before the work (not after a failure) keeps parallel guesses from slipping
 * through; call `forgive` after a success so only failures stay counted. `points` weighs one call
 * (e.g. the events in a batch).
 */
export async function countAttempt(keys: [LimitName, string | null | undefined][], points = 1): Promise<void> {
  let retryAfterMs = 0;
  for (const [name, key] of keys) {
    if (!key) continue;
    try {
      await limiters[name].consume(keyOf(key), points);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      retryAfterMs = Math.max(retryAfterMs, rejection.msBeforeNext);
    }
  }
  if (retryAfterMs > 0) throw new UnusualAccessError(Math.ceil(retryAfterMs / 1000));
}

/** Takes back the attempt counted for each key (after it succeeded). */
export async function forgive(keys: [LimitName, string | null | undefined][]): Promise<void> {
  for (const [name, key] of keys) {
    if (!key) continue;
    const res = await limiters[name].get(keyOf(key));
    if (res && res.consumedPoints > 0) await limiters[name].reward(keyOf(key), 1);
  }
}

/** Forgets every count of a key (e.g. an account whose password was just reset). */
export async function resetLimit(name: LimitName, key: string): Promise<void> {
  await limiters[name].delete(keyOf(key));
}
