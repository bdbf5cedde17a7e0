// The creator's dashboard (DESIGN 5.7, issue 13): figures of the clubs a user owns, each read from the
// module that owns it (revenue from the ledger, members from clubs, subscribers from memberships, orders
// to ship from the store). Every figure is a bounded query: counts stop at COUNT_LIMIT, series cover
// CHART_DAYS days. No table of its own.
import { countMembersJoinedSince, memberDaysSince, ownedClubs } from '../clubs/clubs.service.ts';
import { countLiveSubscribers } from '../memberships/memberships.service.ts';
import { DAY_MS, kstDayOf, startOfKstMonth } from '../../platform/kst.ts';
import { lastKstDays, revenueByDay, revenueTotals, type RevenueDay } from '../revenue/revenue-stats.service.ts';
import { countOrdersToShip } from '../store/store.service.ts';

/** Days the charts cover, today included. */
export const CHART_DAYS = 30;

export type DashboardScope = { ownerId: string; clubIds: string[]; memberCount: number; now: Date };
export type MembersDay = { day: string; members: number; joined: number; left: number };

/** The owner's clubs (or one of them) the dashboard sums over; null when they own none. */
export async function dashboardScope(ownerId: string, clubId?: string | null, now = new Date()): Promise<DashboardScope | null> {
  const clubs = await ownedClubs(ownerId, clubId);
  if (clubs.length === 0) return null;
  return { ownerId, clubIds: clubs.map((c) => c.id), memberCount: clubs.reduce((n, c) => n + c.memberCount, 0), now };
}

export const revenueTotalsOf = (scope: DashboardScope) => revenueTotals(scope.clubIds, scope.now);
export const activeSubscribersOf = (scope: DashboardScope) => countLiveSubscribers(scope.clubIds, scope.now);
export const newMembersThisMonthOf = (scope: DashboardScope) => countMembersJoinedSince(scope.clubIds, startOfKstMonth(scope.now));
export const ordersToShipOf = (scope: DashboardScope) => countOrdersToShip(scope.clubIds);

/** The KST days of the chart, oldest first. */
export function chartDays(now: Date): string[] {
  const { from } = lastKstDays(now, CHART_DAYS);
  return Array.from({ length: CHART_DAYS }, (_, i) => kstDayOf(new Date(from.getTime() + i * DAY_MS)));
}

/** Revenue per day and source over the chart's days (days without money left out). */
export function revenueChartOf(scope: DashboardScope): Promise<RevenueDay[]> {
  // One millisecond past now, so a payment of this very instant counts (the period's end is exclusive).
  const { from } = lastKstDays(scope.now, CHART_DAYS);
  return revenueByDay(scope.clubIds, { from, to: new Date(scope.now.getTime() + 1) });
}

/**
 * Members at the end of each chart day, with who joined and who left that day: today's total (the clubs'
 * member counters) walked back through the days' joins and leaves (ClubMemberDay).
 */
export async function membersChartOf(scope: DashboardScope): Promise<MembersDay[]> {
  const days = chartDays(scope.now);
  const moves = new Map((await memberDaysSince(scope.clubIds, days[0])).map((r) => [r.day, r]));
  let members = scope.memberCount;
  const series: MembersDay[] = [];
  for (const day of [...days].reverse()) {
    const { joined = 0, left = 0 } = moves.get(day) ?? {};
    series.push({ day, members: Math.max(members, 0), joined, left });
    members -= joined - left;
  }
  return series.reverse();
}
