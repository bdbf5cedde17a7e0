// Plans (owner-managed) and the read side of subscriptions: which subscriptions unlock content, and the
// period and retry rules renewals follow. Renewing, cancelling and expiring live in lifecycle.service.ts.
import { addDays, addMonths, differenceInCalendarMonths } from 'date-fns';
import { Prisma } from '../../generated/prisma/client.ts';
import { COUNT_LIMIT } from '../../platform/counts.ts';
import { db } from '../../platform/database.ts';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { isUuid } from '../../platform/ids.ts';
import { auditedClubWrite } from '../admin/admin.service.ts';
import { anniversarySpans, kstMonthsAgo } from '../../platform/kst.ts';

export const PLAN_NAME_MAX = 40;
export const PLAN_PRICE_MIN = 1_000;
export const PLAN_PRICE_MAX = 1_000_000;
export const PLAN_LEVEL_MAX = 10;
export const PLAN_BENEFITS_MAX = 20;
export const PLAN_BENEFIT_MAX_LENGTH = 200;


/**
 * Subscriptions whose benefits are live: a card subscription while ACTIVE (renewing, or retrying a failed
 * renewal), and any other not yet expired until its paid period ends (cancelled ones, prepaid deposit terms).
 */
export function liveSubscriptionWhere(now = new Date()): Prisma.SubscriptionWhereInput {
  return {
    OR: [
      { status: 'ACTIVE', method: 'CARD' },
      { status: { in: ['ACTIVE', 'CANCELED'] }, currentPeriodEnd: { gt: now } },
    ],
  };
}

/** liveSubscriptionWhere in SQL, for statements over many subscriptions (`s`: the Subscription). */
const liveSubscriptionSql = (now: Date) =>
  Prisma.sql`((s.status = 'ACTIVE' AND s.method = 'CARD') OR (s.status IN ('ACTIVE', 'CANCELED') AND s."currentPeriodEnd" > ${now}))`;

export function isLive(sub: { status: string; method?: string; currentPeriodEnd: Date }, now = new Date()): boolean {
  if (sub.status === 'ACTIVE' && (sub.method ?? 'CARD') === 'CARD') return true;
  return sub.status !== 'EXPIRED' && sub.currentPeriodEnd > now;
}

/** Whether it renews by itself: an ACTIVE card subscription. Leaving the club is refused while one does. */
export function renews(sub: { status: string; method: string }): boolean {
  return sub.status === 'ACTIVE' && sub.method === 'CARD';
}

/** A failed card renewal is retried this many days after the first failure; after the last it expires. */
export const RENEWAL_RETRY_DAYS = [1, 3, 7] as const;

/** The next retry of a failing renewal: the first of RENEWAL_RETRY_DAYS after `failingSince` still ahead of now; null when none is. */
export function nextRenewalAttemptAfter(failingSince: Date, now: Date): Date | null {
  for (const days of RENEWAL_RETRY_DAYS) {
    const at = addDays(failingSince, days);
    if (at > now) return at;
  }
  return null;
}

/**
 * The period end `months` after `currentEnd`. Periods keep the day of the month of `startedAt` (period k
 * ends at addMonths(startedAt, k), clamped to the month's end: Jan 31 → Feb 28 → Mar 31), so a short
 * month does not pull later periods earlier. An end off that grid (older data) is simply advanced.
 */
export function periodEndAfter(startedAt: Date, currentEnd: Date, months: number): Date {
  const k = differenceInCalendarMonths(currentEnd, startedAt);
  if (k >= 0 && addMonths(startedAt, k).getTime() === currentEnd.getTime()) return addMonths(startedAt, k + months);
  return addMonths(currentEnd, months);
}

/** The highest plan level among the user's live subscriptions to the club, or null without one. */
export async function activeSubscriptionLevel(userId: string, clubId: string, now = new Date()): Promise<number | null> {
  return (await activeSubscriptionLevels(userId, [clubId], now)).get(clubId) ?? null;
}

/** The batched form: club id → highest live plan level (clubs without a live subscription are absent). */
export async function activeSubscriptionLevels(userId: string, clubIds: readonly string[], now = new Date()) {
  if (clubIds.length === 0) return new Map<string, number>();
  const subs = await db().subscription.findMany({
    where: { userId, clubId: { in: [...new Set(clubIds)] }, AND: [liveSubscriptionWhere(now)] },
    select: { clubId: true, plan: { select: { level: true } } },
  });
  return highestLevels(subs);
}

/** The per-club form for many users (one club's live event fan-out): user id → highest live plan level. */
export async function liveSubscriptionLevelsInClub(clubId: string, userIds: readonly string[], now = new Date()) {
  const levels = new Map<string, number>();
  if (userIds.length === 0) return levels;
  // Read per live event for every watcher of a post on this instance (thousands): one parameter, not a
  // statement text per list length. The ids go as one comma-separated string, which node-postgres sends as
  // it is (an array is quoted element by element). They are unnested once and joined: as
  // `= ANY(string_to_array($2 …))` a generic plan parsed the whole list again for every row (seconds per
  // event at 5,000 watchers). The answer is a row per plan level with its fans' ids as one string, not a
  // row per fan: these rows and the sessions' (sessionStatuses) were a quarter of what an event allocated.
  const rows = await db().$queryRaw<{ level: number; userIds: string }[]>`
    SELECT w.level, string_agg(w."userId"::text, ',') AS "userIds"
      FROM (SELECT s."userId", max(p.level) AS level
              FROM unnest(string_to_array(${[...new Set(userIds)].join(',')}, ',')::uuid[]) AS watcher(id)
              JOIN "Subscription" s ON s."userId" = watcher.id
              JOIN "Plan" p ON p.id = s."planId"
             WHERE s."clubId" = ${clubId}::uuid AND ${liveSubscriptionSql(now)}
             GROUP BY s."userId") w
     GROUP BY w.level`;
  for (const { level, userIds: ids } of rows) for (const userId of ids.split(',')) levels.set(userId, level);
  return levels;
}

/**
 * The live subscription levels of the user in column `userId`, as one SQL value ("clubId:level,…", the
 * highest per club; null without any), for the statement that checks a credential on every request: a
 * nested Prisma select of the same costs about twice the server's CPU (readLiveLevels reads it).
 */
export function liveLevelsSql(userId: Prisma.Sql, now = new Date()): Prisma.Sql {
  return Prisma.sql`(SELECT string_agg(l."clubId"::text || ':' || l.level, ',')
      FROM (SELECT s."clubId", max(p.level) AS level FROM "Subscription" s JOIN "Plan" p ON p.id = s."planId"
             WHERE s."userId" = ${userId} AND ${liveSubscriptionSql(now)} GROUP BY s."clubId") l)`;
}

/** liveLevelsSql's value as club id → highest live plan level. */
export function readLiveLevels(value: string | null): Map<string, number> {
  const levels = new Map<string, number>();
  for (const entry of value ? value.split(',') : []) {
    const at = entry.lastIndexOf(':');
    levels.set(entry.slice(0, at), Number(entry.slice(at + 1)));
  }
  return levels;
}

/** Every club the user has a live subscription to → its highest plan level (for subscriber-only filters). */
export async function liveSubscriptionLevelsOfUser(userId: string, now = new Date()): Promise<Map<string, number>> {
  const [row] = await db().$queryRaw<{ levels: string | null }[]>`SELECT ${liveLevelsSql(Prisma.sql`${userId}::uuid`, now)} AS levels`;
  return readLiveLevels(row?.levels ?? null);
}

/** Club id → the highest plan level among these live subscriptions. */
export function highestLevels(subs: readonly { clubId: string; plan: { level: number } }[]): Map<string, number> {
  const levels = new Map<string, number>();
  for (const s of subs) levels.set(s.clubId, Math.max(levels.get(s.clubId) ?? 0, s.plan.level));
  return levels;
}

/** Whether a live subscription at `level` unlocks content needing `required` (null: any plan of the club). */
export function unlocks(level: number | null | undefined, required: { level: number } | null | undefined): boolean {
  if (level === null || level === undefined) return false;
  return required ? level >= required.level : true;
}

/** The user's live subscription to the club (the highest level one), if any (read in `tx` when given). */
export function liveSubscriptionOf(userId: string, clubId: string, now = new Date(), tx: Prisma.TransactionClient = db()) {
  return tx.subscription.findFirst({
    where: { userId, clubId, AND: [liveSubscriptionWhere(now)] },
    orderBy: [{ plan: { level: 'desc' } }, { currentPeriodEnd: 'desc' }],
  });
}

/** Club owners and administrators manage a club's plans and settings. */
export function canManage(viewer: Viewer | null, club: { ownerId: string }): boolean {
  return !!viewer && (viewer.role === 'ADMIN' || viewer.id === club.ownerId);
}

async function managedClub(viewer: Viewer, clubId: string) {
  const club = isUuid(clubId) ? await db().club.findUnique({ where: { id: clubId }, select: { id: true, ownerId: true, isPublic: true } }) : null;
  // A private club someone else runs does not exist for this viewer.
  if (!club || (!club.isPublic && !canManage(viewer, club))) throw new NotFoundError('No such club');
  if (!canManage(viewer, club)) throw new ForbiddenError('Only the club owner can manage plans');
  return club;
}

async function managedPlan(viewer: Viewer, planId: string) {
  const plan = isUuid(planId) ? await db().plan.findUnique({ where: { id: planId }, select: { id: true, clubId: true } }) : null;
  if (!plan) throw new NotFoundError('No such plan');
  return { ...plan, club: await managedClub(viewer, plan.clubId) };
}

export type PlanInput = { name?: string | null; monthlyPrice?: number | null; benefits?: readonly string[] | null; level?: number | null };

/** Checks plan fields; omitted (undefined/null) fields are skipped unless `required`. */
export function validatePlan(input: PlanInput, required: boolean): Prisma.PlanUpdateInput {
  const out: Prisma.PlanUpdateInput = {};
  if (input.name != null || required) {
    const name = (input.name ?? '').trim();
    if (!name) throw new InvalidInputError('name', 'Name the plan', 'REQUIRED');
    if ([...name].length > PLAN_NAME_MAX) throw new InvalidInputError('name', `At most ${PLAN_NAME_MAX} characters`);
    out.name = name;
  }
  if (input.monthlyPrice != null || required) {
    const price = input.monthlyPrice ?? 0;
    if (!Number.isInteger(price) || price < PLAN_PRICE_MIN || price > PLAN_PRICE_MAX) {
      throw new InvalidInputError('monthlyPrice', `The price is ${PLAN_PRICE_MIN}–${PLAN_PRICE_MAX} KRW per month`);
    }
    out.monthlyPrice = price;
  }
  if (input.benefits != null || required) {
    const benefits = (input.benefits ?? []).map((b) => b.trim()).filter(Boolean);
    if (benefits.length > PLAN_BENEFITS_MAX) throw new InvalidInputError('benefits', `At most ${PLAN_BENEFITS_MAX} benefits`);
    if (benefits.some((b) => [...b].length > PLAN_BENEFIT_MAX_LENGTH)) {
      throw new InvalidInputError('benefits', `Each benefit is at most ${PLAN_BENEFIT_MAX_LENGTH} characters`);
    }
    out.benefits = benefits;
  }
  if (input.level != null || required) {
    const level = input.level ?? 0;
    if (!Number.isInteger(level) || level < 1 || level > PLAN_LEVEL_MAX) {
      throw new InvalidInputError('level', `The level is 1–${PLAN_LEVEL_MAX}`);
    }
    out.level = level;
  }
  return out;
}

export async function createPlan(viewer: Viewer, clubId: string, input: PlanInput) {
  const club = await managedClub(viewer, clubId);
  const data = validatePlan(input, true);
  return auditedClubWrite(
    viewer,
    club,
    async (tx) => {
      const last = await tx.plan.aggregate({ where: { clubId: club.id }, _max: { position: true } });
      return tx.plan.create({
        data: {
          clubId: club.id,
          name: data.name as string,
          monthlyPrice: data.monthlyPrice as number,
          benefits: data.benefits as string[],
          level: data.level as number,
          position: (last._max.position ?? -1) + 1,
        },
      });
    },
    (plan) => ({ action: 'plan.create', targetType: 'Plan', targetId: plan.id, details: { clubId: club.id, name: plan.name, monthlyPrice: plan.monthlyPrice, level: plan.level } }),
  );
}

export async function updatePlan(viewer: Viewer, planId: string, input: PlanInput) {
  const plan = await managedPlan(viewer, planId);
  const data = validatePlan(input, false);
  return auditedClubWrite(
    viewer,
    plan.club,
    (tx) => tx.plan.update({ where: { id: plan.id }, data }),
    () => ({ action: 'plan.update', targetType: 'Plan', targetId: plan.id, details: { clubId: plan.clubId, changes: data as Prisma.InputJsonObject } }),
  );
}

/** Sets the order of the club's plans: `planIds` must list each of its active (not archived) plans once. */
export async function reorderPlans(viewer: Viewer, clubId: string, planIds: readonly string[]) {
  const club = await managedClub(viewer, clubId);
  const active = await db().plan.findMany({ where: { clubId: club.id, archivedAt: null }, select: { id: true } });
  const wanted = new Set(planIds);
  if (wanted.size !== planIds.length || wanted.size !== active.length || active.some((p) => !wanted.has(p.id))) {
    throw new InvalidInputError('planIds', 'List every active plan of the club exactly once');
  }
  await auditedClubWrite(
    viewer,
    club,
    async (tx) => {
      for (const [position, id] of planIds.entries()) await tx.plan.update({ where: { id }, data: { position } });
    },
    () => ({ action: 'plan.reorder', targetType: 'Club', targetId: club.id, details: { planIds: [...planIds] } }),
  );
  return club;
}

/** Archives a plan: no new subscribers; current subscriptions keep their benefits. Idempotent. */
export async function archivePlan(viewer: Viewer, planId: string, now = new Date()) {
  const plan = await managedPlan(viewer, planId);
  await auditedClubWrite(
    viewer,
    plan.club,
    (tx) => tx.plan.updateMany({ where: { id: plan.id, archivedAt: null }, data: { archivedAt: now } }),
    ({ count }) => (count ? { action: 'plan.archive', targetType: 'Plan', targetId: plan.id, details: { clubId: plan.clubId } } : null),
  );
  return plan;
}

/** Whether fans can subscribe to the club at all: it has a plan that is not archived. */
export async function hasActivePlan(clubId: string): Promise<boolean> {
  return (await db().plan.count({ where: { clubId, archivedAt: null }, take: 1 })) > 0;
}

/** The plan's club must be `clubId`; for posts that require a plan. */
export async function planOfClub(planId: string, clubId: string) {
  const plan = isUuid(planId) ? await db().plan.findFirst({ where: { id: planId, clubId }, select: { id: true, level: true } }) : null;
  return plan;
}

/** Subscribers with live benefits in the clubs (the owner's dashboard), stopping at COUNT_LIMIT. */
export function countLiveSubscribers(clubIds: readonly string[], now = new Date()): Promise<number> {
  return db().subscription.count({ where: { clubId: { in: [...clubIds] }, AND: [liveSubscriptionWhere(now)] }, take: COUNT_LIMIT });
}

// ------------------------------------------------------------------ anniversaries

/** Subscriptions claimed per statement by the daily anniversary job. */
export const ANNIVERSARY_BATCH = 1_000;
/** The milestones told, in months: 1, 3, 6, then every year (each one probe of the startedAt index). */
export const SUBSCRIPTION_MILESTONES = [1, 3, 6, ...Array.from({ length: 100 }, (_, i) => 12 * (i + 1))];

export type SubscriptionAnniversary = { userId: string; clubId: string; subscriptionId: string; planName: string; months: number };

/**
 * Claims up to `limit` live subscriptions (ACTIVE, or cancelled within their paid period) that began exactly
 * a milestone ago on today's Korean day (date-fns addMonths: a start on the 31st counts on a shorter
 * month's last day), in clubs whose owner keeps anniversary notices on. A claim raises
 * anniversaryMonthsTold to the milestone, so a rerun or a second instance (SKIP LOCKED) never claims one
 * twice. One statement per batch; call again until it returns fewer than `limit`.
 */
export async function claimSubscriptionAnniversaries(now = new Date(), limit = ANNIVERSARY_BATCH): Promise<SubscriptionAnniversary[]> {
  const due = anniversarySpans(now, SUBSCRIPTION_MILESTONES, kstMonthsAgo);
  if (due.counts.length === 0) return [];
  return db().$queryRaw<SubscriptionAnniversary[]>`
    WITH due AS (
      SELECT s.id, d.months
      FROM unnest(${due.counts}::int[], ${due.from}::timestamp(3)[], ${due.to}::timestamp(3)[]) AS d(months, "from", "to")
      JOIN "Subscription" s ON s."startedAt" >= d."from" AND s."startedAt" < d."to"
      JOIN "Club" c ON c.id = s."clubId"
      JOIN "User" u ON u.id = s."userId"
      WHERE c."anniversaryNotices" AND ${liveSubscriptionSql(now)} AND u."deletedAt" IS NULL AND s."anniversaryMonthsTold" < d.months
      ORDER BY s.id
      LIMIT ${limit}
      FOR UPDATE OF s SKIP LOCKED
    )
    UPDATE "Subscription" s SET "anniversaryMonthsTold" = due.months
    FROM due, "Plan" p
    WHERE s.id = due.id AND p.id = s."planId" AND s."anniversaryMonthsTold" < due.months
    RETURNING s."userId" AS "userId", s."clubId" AS "clubId", s.id AS "subscriptionId", p.name AS "planName", due.months AS months`;
}
