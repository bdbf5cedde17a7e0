// The subscribers of every club a creator owns (/mypage/manage/subscriber): filters, keyset order and the
// CSV export. Only the owner's own clubs are ever read: every query is scoped by club.ownerId.
import type { Prisma, SubscriptionStatus } from '../../generated/prisma/client.ts';
import { db } from '../../platform/database.ts';
import { keysetAfter, keysetPage, type PageQuery } from '../../platform/keyset.ts';
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

/** One page of the owner's subscribers, newest first; the cursor carries its row's (createdAt, id). */
export function findOwnerSubscribersPage<Q extends PageQuery>(query: Q, ownerId: string, filter: SubscriberFilter) {
  return keysetPage(query, 'createdAt', ownerSubscribersWhere(ownerId, filter), (args) => db().subscription.findMany(args as Prisma.SubscriptionFindManyArgs));
}

/** Rows per statement of the export: memory stays flat however many subscribers there are. */
export const EXPORT_BATCH = 500;

const EXPORT_SELECT = {
  id: true,
  createdAt: true,
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
  const where = ownerSubscribersWhere(ownerId, filter);
  // Each batch starts its index scan after the last row of the one before (keysetAfter), never rereading it.
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const batch: Prisma.SubscriptionGetPayload<{ select: typeof EXPORT_SELECT }>[] = await db().subscription.findMany({
      where: after ? { AND: [where, keysetAfter('createdAt', after.createdAt, after.id, 'lt')] } : where,
      orderBy: SUBSCRIBER_ORDER,
      select: EXPORT_SELECT,
      take: EXPORT_BATCH,
    });
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
    if (batch.length < EXPORT_BATCH) return;
    after = batch[batch.length - 1];
  }
}

export const SUBSCRIBER_CSV_HEADER = ['club', 'subscriber', 'plan', 'monthly_price_krw', 'months_together', 'state', 'started_at', 'next_payment_at'];

/** One subscriber's cells, in SUBSCRIBER_CSV_HEADER's order. */
export function subscriberCsvCells(row: SubscriberRow): (string | number | null)[] {
  return [row.club, row.subscriber, row.plan, row.monthlyPrice, row.monthsTogether, row.state, row.startedAt.toISOString(), row.nextPaymentAt?.toISOString() ?? null];
}
