// Per-request batched lookups: the viewer's relation to clubs (owner, member, subscription level) and
// per-club profiles of authors. Every item of a list asks in the same tick, so a page of any size costs
// the same few queries (no N+1). Keyed on the request context object; nothing outlives the request.
import { db } from '../../platform/database.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { isLive, liveSubscriptionWhere } from '../memberships/memberships.service.ts';

type Loader<K, V> = (key: K) => Promise<V>;

/** A tiny DataLoader: collects keys asked for in one tick and loads them with one call. */
export function batchLoader<K, V>(keyOf: (key: K) => string, loadMany: (keys: K[]) => Promise<Map<string, V>>, missing: V): Loader<K, V> {
  const cache = new Map<string, Promise<V>>();
  let queue: K[] = [];
  let batch: Promise<Map<string, V>> | null = null;
  return (key) => {
    const id = keyOf(key);
    const hit = cache.get(id);
    if (hit) return hit;
    queue.push(key);
    // Like DataLoader: dispatch after the promise jobs of the current tick, so sibling resolvers join in.
    batch ??= new Promise<void>((resolve) => {
      void Promise.resolve().then(() => process.nextTick(resolve));
    }).then(() => {
      const keys = queue;
      queue = [];
      batch = null;
      return loadMany(keys);
    });
    const result = batch.then((found) => found.get(id) ?? missing);
    cache.set(id, result);
    return result;
  };
}

const perRequest = new WeakMap<object, Map<string, unknown>>();

function loaderFor<T>(request: object, name: string, make: () => T): T {
  let loaders = perRequest.get(request);
  if (!loaders) perRequest.set(request, (loaders = new Map()));
  if (!loaders.has(name)) loaders.set(name, make());
  return loaders.get(name) as T;
}

/** The viewer's standing in a club. `level` is the highest live subscription level (null: none). */
export type ClubStanding = { ownerId: string; isOwner: boolean; isMember: boolean; level: number | null; isAdmin: boolean };

const NO_CLUB: ClubStanding = { ownerId: '', isOwner: false, isMember: false, level: null, isAdmin: false };

/** The viewer's standing in a club, batched per request. */
export function clubStanding(request: object, viewer: Viewer | null, clubId: string): Promise<ClubStanding> {
  const load = loaderFor(request, `standing:${viewer?.id ?? ''}:${viewer?.role ?? ''}`, () =>
    batchLoader<string, ClubStanding>(
      (id) => id,
      async (clubIds) => {
        const now = new Date();
        const userId = viewer?.id ?? '00000000-0000-0000-0000-000000000000';
        const clubs = await db().club.findMany({
          where: { id: { in: clubIds } },
          select: {
            id: true,
            ownerId: true,
            ...(viewer
              ? {
                  members: { where: { userId }, select: { id: true } },
                  subscriptions: { where: { userId, AND: [liveSubscriptionWhere(now)] }, select: { plan: { select: { level: true } } } },
                }
              : {}),
          },
        });
        return new Map(
          clubs.map((c) => {
            const subs = 'subscriptions' in c ? (c.subscriptions as unknown as { plan: { level: number } }[]) : [];
            const members = 'members' in c ? (c.members as unknown[]) : [];
            return [
              c.id,
              {
                ownerId: c.ownerId,
                isOwner: !!viewer && c.ownerId === viewer.id,
                isMember: members.length > 0,
                level: subs.length ? Math.max(...subs.map((s) => s.plan.level)) : null,
                isAdmin: viewer?.role === 'ADMIN',
              },
            ];
          }),
        );
      },
      NO_CLUB,
    ),
  );
  return load(clubId);
}

export type ClubProfile = { nickname: string | null; avatarUrl: string | null };

/** A user's per-club profile (nickname/avatar overrides), or null when they are not a member. */
export function clubProfile(request: object, clubId: string, userId: string): Promise<ClubProfile | null> {
  const load = loaderFor(request, 'profile', () =>
    batchLoader<{ clubId: string; userId: string }, ClubProfile | null>(
      (k) => `${k.clubId}:${k.userId}`,
      async (keys) => {
        const rows = await db().clubMember.findMany({
          where: { clubId: { in: [...new Set(keys.map((k) => k.clubId))] }, userId: { in: [...new Set(keys.map((k) => k.userId))] } },
          select: { clubId: true, userId: true, nickname: true, avatarUrl: true },
        });
        return new Map(rows.map((r) => [`${r.clubId}:${r.userId}`, { nickname: r.nickname, avatarUrl: r.avatarUrl }]));
      },
      null,
    ),
  );
  return load({ clubId, userId });
}

export type SubscriptionState = 'NONE' | 'SUBSCRIBED' | 'EXPIRED';

/** A member's subscription state in a club: live subscription, only ended ones, or none. */
export function memberSubscriptionState(request: object, clubId: string, userId: string): Promise<SubscriptionState> {
  const load = loaderFor(request, 'subscriptionState', () =>
    batchLoader<{ clubId: string; userId: string }, SubscriptionState>(
      (k) => `${k.clubId}:${k.userId}`,
      async (keys) => {
        const now = new Date();
        const rows = await db().subscription.findMany({
          where: { clubId: { in: [...new Set(keys.map((k) => k.clubId))] }, userId: { in: [...new Set(keys.map((k) => k.userId))] } },
          select: { clubId: true, userId: true, status: true, currentPeriodEnd: true },
        });
        const states = new Map<string, SubscriptionState>();
        for (const r of rows) {
          const key = `${r.clubId}:${r.userId}`;
          if (isLive(r, now)) states.set(key, 'SUBSCRIBED');
          else if (!states.has(key)) states.set(key, 'EXPIRED');
        }
        return states;
      },
      'NONE',
    ),
  );
  return load({ clubId, userId });
}
