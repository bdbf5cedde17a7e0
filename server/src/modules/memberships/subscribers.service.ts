// The subscribers of every club a creator owns (/mypage/manage/subscriber): filters, keyset order and the
// CSV export. Only the owner's own clubs are ever read: every query is scoped by club.ownerId.
import { Prisma, type SubscriptionStatus } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import { cursorPlace, type PageQuery } from '../../platform/keyset.ts';
import { displayStateOf, monthsSubscribed, nextPaymentAt } from './lifecycle.service.ts';

export type SubscriberFilter = { clubId?: string | null; planId?: string | null; status?: SubscriptionStatus | null };

/** Newest first; id breaks ties so keyset pages never skip or repeat (Subscription's `keyset` unique). */
const SUBSCRIBER_ORDER: Prisma.SubscriptionOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

export function ownerSubscribersWhere(ownerId: string, filter: SubscriberFilter): Prisma.SubscriptionWhereInput {
  return {
    club: { ownerId },
    ...(filter.clubId ? { clubId: filter.clubId } : {}),
    ...(filter.planId ? { planId: filter.planId } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
}

type Place = { createdAt: Date; id: string };

/**
 * Where `limit` subscriptions stand to the owner's clubs after `after` (older ones; with `newer`, the newer
 * ones), newest first. Over several clubs, a join on Club made PostgreSQL sort every subscription of the
 * owner for each page (100,000 rows read for a club of 100,000); here each club is read from its own
 * (clubId, createdAt, id) index, `limit` rows at most, and those are merged.
 */
async function subscriberPlaces(ownerId: string, filter: SubscriberFilter, limit: number, after: Place | null, newer = false): Promise<Place[]> {
  const at = after && Prisma.sql`${after.createdAt}::timestamp(3)`;
  const conditions = [
    ...(filter.planId ? [Prisma.sql`s."planId" = ${filter.planId}::uuid`] : []),
    ...(filter.status ? [Prisma.sql`s.status = ${filter.status}::"SubscriptionStatus"`] : []),
    ...(after && newer ? [Prisma.sql`s."createdAt" >= ${at} AND (s."createdAt", s.id) > (${at}, ${after.id}::uuid)`] : []),
    ...(after && !newer ? [Prisma.sql`s."createdAt" <= ${at} AND (s."createdAt", s.id) < (${at}, ${after.id}::uuid)`] : []),
  ];
  const where = conditions.length ? Prisma.sql`AND ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
  const order = newer ? Prisma.sql`s."createdAt" ASC, s.id ASC` : Prisma.sql`s."createdAt" DESC, s.id DESC`;
  const club = filter.clubId ? Prisma.sql`AND c.id = ${filter.clubId}::uuid` : Prisma.empty;
  return db().$queryRaw<Place[]>`
    SELECT s.id::text AS id, s."createdAt" FROM "Club" c CROSS JOIN LATERAL (
      SELECT s.id, s."createdAt" FROM "Subscription" s WHERE s."clubId" = c.id ${where} ORDER BY ${order} LIMIT ${limit}) s
     WHERE c."ownerId" = ${ownerId}::uuid ${club}
     ORDER BY ${order} LIMIT ${limit}`;
}

/** One page of the owner's subscribers, newest first; the cursor carries its row's (createdAt, id). */
export async function findOwnerSubscribersPage<Q extends PageQuery>(query: Q, ownerId: string, filter: SubscriberFilter) {
  const { cursor, skip: _skip, take = 21, ...rest } = query;
  void _skip;
  const after = cursor ? cursorPlace(cursor, 'createdAt') : null;
  if (cursor && !after) return [];
  const places = await subscriberPlaces(ownerId, filter, Math.abs(take), after, take < 0);
  if (places.length === 0) return [];
  return db().subscription.findMany({ ...rest, where: { id: { in: places.map((p) => p.id) } }, orderBy: SUBSCRIBER_ORDER } as Prisma.SubscriptionFindManyArgs);
}

/** Rows per statement of the export: memory stays flat however many subscribers there are. */
export const EXPORT_BATCH = 500;

const EXPORT_SELECT = {
  id: true,
  status: true,
  method: true,
  monthlyPrice: true,
  startedAt: true,
  currentPeriodStart: true,
  currentPeriodEnd: true,
  expiredAt: true,
  resubscribedAt: true,
  nextRenewalAttemptAt: true,
  club: { select: { name: true } },
  plan: { select: { name: true } },
  user: { select: { nickname: true } },
} satisfies Prisma.SubscriptionSelect;

export type SubscriberRow = {
  club: string;
  subscriber: string;
  plan: string;
  monthlyPrice: number;
  monthsTogether: number;
  state: string;
  startedAt: Date;
  nextPaymentAt: Date | null;
};

/** Every subscriber matching the filter, newest first, read in keyset batches of EXPORT_BATCH. */
export async function* ownerSubscriberRows(ownerId: string, filter: SubscriberFilter, now = new Date()): AsyncGenerator<SubscriberRow> {
  // Each batch starts after the last row of the one before, never rereading it.
  let after: Place | null = null;
  for (;;) {
    const places = await subscriberPlaces(ownerId, filter, EXPORT_BATCH, after);
    const batch: Prisma.SubscriptionGetPayload<{ select: typeof EXPORT_SELECT }>[] = places.length
      ? await db().subscription.findMany({ where: { id: { in: places.map((p) => p.id) } }, orderBy: SUBSCRIBER_ORDER, select: EXPORT_SELECT })
      : [];
    for (const sub of batch) {
      yield {
        club: sub.club.name,
        subscriber: sub.user.nickname,
        plan: sub.plan.name,
        monthlyPrice: sub.monthlyPrice,
        monthsTogether: monthsSubscribed(sub, now),
        state: displayStateOf(sub, now),
        startedAt: sub.startedAt,
        nextPaymentAt: nextPaymentAt(sub),
      };
    }
    // Driven by the places read, so a row gone between the two statements does not end the file early.
    if (places.length < EXPORT_BATCH) return;
    after = places[places.length - 1];
  }
}

export const SUBSCRIBER_CSV_HEADER = ['club', 'subscriber', 'plan', 'monthly_price_krw', 'months_together', 'state', 'started_at', 'next_payment_at'];

/** One subscriber's cells, in SUBSCRIBER_CSV_HEADER's order. */
export function subscriberCsvCells(row: SubscriberRow): (string | number | null)[] {
  return [row.club, row.subscriber, row.plan, row.monthlyPrice, row.monthsTogether, row.state, row.startedAt.toISOString(), row.nextPaymentAt?.toISOString() ?? null];
}
