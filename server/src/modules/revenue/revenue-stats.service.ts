// Read-only revenue figures for a creator's dashboard, derived from the ledger only (DESIGN 5.7): per day
// (in Korea's time zone, where creators and their fans live) and per source, the fans' gross (payments
// minus refunds) and the creator's share (the creator's side of the same transactions: CREATOR_PENDING, and
// CREATOR_AVAILABLE for a refund after the share was released). Balances, settlement and withdrawals are
// not here. Every query is bounded by club ids and a period of at most MAX_PERIOD_DAYS and walks
// LedgerTransaction's (clubId, createdAt) index.
import type { RevenueSource } from '../../generated/prisma/enums.ts';
import { db } from '../../platform/database.ts';
import { InvalidInputError } from '../../platform/errors.ts';
import { DAY_MS, kstDayOf, startOfKstDay, startOfKstMonth } from '../../platform/kst.ts';

/** The longest period one request may ask for (a year and a day, so "the last 12 months" fits). */
export const MAX_PERIOD_DAYS = 366;

export type Period = { from: Date; to: Date };
export type RevenueAmounts = { gross: number; creatorShare: number };
export type RevenueDay = RevenueAmounts & { day: string; source: RevenueSource };
export type RevenueTotals = { today: RevenueAmounts; thisMonth: RevenueAmounts };

/** The last `days` KST days up to and including today, as a period ending now. */
export function lastKstDays(now: Date, days: number): Period {
  return { from: new Date(startOfKstDay(now).getTime() - (days - 1) * DAY_MS), to: now };
}

export function checkPeriod(period: Period): Period {
  if (!(period.from.getTime() <= period.to.getTime())) throw new InvalidInputError('from', 'The period must start before it ends');
  if (period.to.getTime() - period.from.getTime() > MAX_PERIOD_DAYS * DAY_MS) {
    throw new InvalidInputError('from', `A period is at most ${MAX_PERIOD_DAYS} days`);
  }
  return period;
}

type Row = { day: string; source: RevenueSource | null; gross: bigint | null; creator: bigint | null };

/**
 * Revenue of the clubs per KST day and source inside the period, days without money left out, oldest
 * first. A refund counts on the day it happened, against the source of the payment it reverses.
 */
export async function revenueByDay(clubIds: readonly string[], period: Period): Promise<RevenueDay[]> {
  checkPeriod(period);
  if (clubIds.length === 0) return [];
  // createdAt is stored as UTC without a zone: read it as UTC, then shift it to Seoul for the day.
  const rows = await db().$queryRaw<Row[]>`
    SELECT to_char((t."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS day,
           t.source::text AS source,
           -SUM(e.amount) FILTER (WHERE e.account = 'FAN_PAYMENTS') AS gross,
           SUM(e.amount) FILTER (WHERE e.account IN ('CREATOR_PENDING', 'CREATOR_AVAILABLE')) AS creator
      FROM "LedgerTransaction" t
      JOIN "LedgerEntry" e ON e."transactionId" = t.id AND e.account IN ('FAN_PAYMENTS', 'CREATOR_PENDING', 'CREATOR_AVAILABLE')
     WHERE t."clubId" = ANY(${[...clubIds]}::uuid[])
       AND t."createdAt" >= ${period.from} AND t."createdAt" < ${period.to}
       AND t.kind IN ('PAYMENT', 'REFUND')
     GROUP BY 1, 2
     ORDER BY 1, 2`;
  return rows
    .filter((r): r is Row & { source: RevenueSource } => r.source !== null)
    .map((r) => ({ day: r.day, source: r.source, gross: Number(r.gross ?? 0), creatorShare: Number(r.creator ?? 0) }));
}

function sum(days: readonly RevenueDay[]): RevenueAmounts {
  return days.reduce((total, d) => ({ gross: total.gross + d.gross, creatorShare: total.creatorShare + d.creatorShare }), { gross: 0, creatorShare: 0 });
}

/** Today's and this month's revenue (KST) of the clubs, from one query over the month so far. */
export async function revenueTotals(clubIds: readonly string[], now = new Date()): Promise<RevenueTotals> {
  // The end is exclusive: a transaction written in this very millisecond still counts.
  const days = await revenueByDay(clubIds, { from: startOfKstMonth(now), to: new Date(now.getTime() + 1) });
  const today = kstDayOf(now);
  return { today: sum(days.filter((d) => d.day === today)), thisMonth: sum(days) };
}
