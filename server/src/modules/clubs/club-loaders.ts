// Per-request batched lookups: the viewer's relation to clubs (owner, member, subscription level) and
// per-club profiles of authors. Every item of a list asks in the same tick, so a page of any size costs
// the same few queries (no N+1). Keyed on the request context object; nothing outlives the request.
import { db } from '../../platform/database.ts';
import type { Context } from '../../graphql/context.ts';
import type { SubscriptionLevels, Viewer } from '../../platform/viewer.ts';
import { actingViewer } from '../../graphql/acting-viewer.ts';
import { batchLoader } from '../../graphql/batch-loader.ts';
import { highestLevels, isLive, liveSubscriptionWhere } from '../memberships/memberships.service.ts';

const perRequest = new WeakMap<object, Map<string, unknown>>();

function loaderFor<T>(request: object, name: string, make: () => T): T {
  let loaders = perRequest.get(request);
  if (!loaders) perRequest.set(request, (loaders = new Map()));
  if (!loaders.has(name)) loaders.set(name, make());
  return loaders.get(name) as T;
}

/** The viewer's standing in a club. `level` is the highest live subscription level (null: none). */
export type ClubStanding = { ownerId: string; isOwner: boolean; isMember: boolean; level: number | null; isAdmin: boolean };

export type ClubProfile = { nickname: string | null; avatarUrl: string | null };

/**
 * The viewer's live subscription levels as read with their session or token for this HTTP request; null
 * when the context has none (websocket contexts outlive them and read their own).
 */
export function knownSubscriptionLevels(ctx: { viewer: Viewer | null; subscriptionLevels?: SubscriptionLevels | null }, viewer: Viewer | null) {
  const known = ctx.subscriptionLevels;
  if (!viewer || !known || ctx.viewer?.id !== viewer.id) return null;
  return known.levels;
}

type PeopleKey = { clubId: string; userId: string | null };
type PeopleValue = ClubStanding | ClubProfile | null;

// Standings and profiles live in separate key spaces, so a profile asked or primed for a user id that
// was not loaded can never stand in for the viewer's standing.
const peopleKey = (clubId: string, userId: string | null) => (userId === null ? `${clubId}:standing` : `${clubId}:profile:${userId}`);

/**
 * The viewer's standing in clubs and users' per-club profiles, from one statement per batch: the clubs'
 * owners with the members among the viewer and the asked users (and the viewer's live subscriptions when
 * the credentials did not bring them). A key without user asks for the standing.
 */
function clubPeople(request: object, viewer: Viewer | null) {
  const key = `people:${viewer?.id ?? ''}:${viewer?.role ?? ''}`;
  return loaderFor(request, key, () =>
    batchLoader<PeopleKey, PeopleValue>(
      (k) => peopleKey(k.clubId, k.userId),
      async (keys) => {
        const clubIds = [...new Set(keys.map((k) => k.clubId))];
        const userIds = new Set(keys.flatMap((k) => (k.userId ? [k.userId] : [])));
        const standings = keys.some((k) => k.userId === null);
        if (standings && viewer) userIds.add(viewer.id);
        const known = standings && viewer ? knownSubscriptionLevels(request as Context, viewer) : null;
        const clubs = await db().club.findMany({
          where: { id: { in: clubIds } },
          select: {
            id: true,
            ownerId: true,
            ...(userIds.size
              ? { members: { where: { userId: { in: [...userIds] } }, select: { userId: true, nickname: true, avatarUrl: true } } }
              : {}),
            ...(standings && viewer && !known
              ? { subscriptions: { where: { userId: viewer.id, AND: [liveSubscriptionWhere(new Date())] }, select: { clubId: true, plan: { select: { level: true } } } } }
              : {}),
          },
        });
        const found = new Map<string, PeopleValue>();
        type Loaded = { id: string; ownerId: string; members?: Member[]; subscriptions?: { clubId: string; plan: { level: number } }[] };
        type Member = { userId: string; nickname: string | null; avatarUrl: string | null };
        for (const club of clubs as unknown as Loaded[]) {
          const members = club.members ?? [];
          for (const m of members) found.set(peopleKey(club.id, m.userId), { nickname: m.nickname, avatarUrl: m.avatarUrl });
          const levels = known ?? highestLevels(club.subscriptions ?? []);
          found.set(peopleKey(club.id, null), {
            ownerId: club.ownerId,
            isOwner: !!viewer && club.ownerId === viewer.id,
            isMember: !!viewer && members.some((m) => m.userId === viewer.id),
            level: levels.get(club.id) ?? null,
            isAdmin: viewer?.role === 'ADMIN',
          });
        }
        return found;
      },
      null,
    ),
  );
}

/** Gives the batch a standing already known (from a club row joined with the viewer's membership). */
export function primeClubStanding(request: object, viewer: Viewer | null, clubId: string, standing: ClubStanding) {
  clubPeople(request, viewer).prime({ clubId, userId: null }, standing);
}

/** Gives the batch a per-club profile already loaded (joined with a list's rows). */
export function primeClubProfile(request: object, clubId: string, userId: string, profile: ClubProfile | null) {
  clubPeople(request, actingViewer(request as Context)).prime({ clubId, userId }, profile);
}

const NO_CLUB: ClubStanding = { ownerId: '', isOwner: false, isMember: false, level: null, isAdmin: false };

/** The viewer's standing in a club, batched per request (with clubProfile's lookups of the same tick). */
export async function clubStanding(request: object, viewer: Viewer | null, clubId: string): Promise<ClubStanding> {
  return ((await clubPeople(request, viewer)({ clubId, userId: null })) as ClubStanding | null) ?? NO_CLUB;
}

/** A user's per-club profile (nickname/avatar overrides), or null when they are not a member. */
export async function clubProfile(request: object, clubId: string, userId: string): Promise<ClubProfile | null> {
  // Keyed like clubStanding's, so both share one batch.
  return (await clubPeople(request, actingViewer(request as Context))({ clubId, userId })) as ClubProfile | null;
}

export type SubscriptionState = 'NONE' | 'SUBSCRIBED' | 'EXPIRED';

/** A member's subscription state in a club, from their subscriptions (joined with the membership row). */
export function subscriptionStateIn(
  clubId: string,
  subscriptions: readonly { clubId: string; status: string; method: string; currentPeriodEnd: Date }[],
  now = new Date(),
): SubscriptionState {
  const inClub = subscriptions.filter((s) => s.clubId === clubId);
  if (inClub.some((s) => isLive(s, now))) return 'SUBSCRIBED';
  return inClub.length ? 'EXPIRED' : 'NONE';
}
