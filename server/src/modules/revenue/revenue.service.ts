// What a creator earned, read from the ledger only (DESIGN 5.7): balances from the per-club running
// balances the database keeps (LedgerBalance), pending amounts from the payments still inside their refund
// window (PendingEarning), and the statement of payments and refunds page by page.
import { Prisma } from '../../generated/prisma/client.ts';
import type { LedgerAccount, RevenueSource } from '../../generated/prisma/enums.ts';
import { db } from '../../platform/database.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { AccountDeletionCheck } from '../accounts/profile.service.ts';
import { RevenueRuleError } from './revenue.errors.ts';

/**
 * A creator keeps their account while money is still to reach them: earnings pending or withdrawable in a
 * club they run, or a withdrawal under way (its settlement details are needed to pay it).
 */
export const unsettledEarningsDeletionCheck: AccountDeletionCheck = async (userId, tx) => {
  const withdrawing = await tx.withdrawal.count({ where: { userId, status: { in: ['REQUESTED', 'APPROVED'] } } });
  if (withdrawing) return ['UNSETTLED_EARNINGS'];
  const clubs = await tx.club.findMany({ where: { ownerId: userId }, select: { id: true } });
  if (clubs.length === 0) return [];
  const owed = await tx.ledgerBalance.count({
    where: { clubId: { in: clubs.map((c) => c.id) }, account: { in: ['CREATOR_PENDING', 'CREATOR_AVAILABLE', 'CREATOR_WITHDRAWING'] }, amount: { gt: 0 } },
  });
  return owed ? ['UNSETTLED_EARNINGS'] : [];
};

/** The ids of the clubs `ownerId` runs (one of them when `clubId` is given; none when it is not theirs). */
export async function ownedClubIds(ownerId: string, clubId?: string | null): Promise<string[]> {
  const clubs = await db().club.findMany({ where: { ownerId, ...(clubId ? { id: clubId } : {}) }, select: { id: true } });
  return clubs.map((c) => c.id);
}

/** Only club owners have earnings, settlement details and withdrawals: CREATOR_REQUIRED for anyone else. Their club ids. */
export async function requireOwner(viewer: Viewer): Promise<string[]> {
  const clubIds = await ownedClubIds(viewer.id);
  if (clubIds.length === 0) throw new RevenueRuleError('CREATOR_REQUIRED');
  return clubIds;
}

export type PendingByDate = { availableAt: Date; amount: number };

export type RevenueSummary = {
  /** What fans paid, net of refunds (VAT included). */
  gross: number;
  vat: number;
  platformFee: number;
  gatewayFee: number;
  /** The creator's share of everything paid and not refunded: pending + available + withdrawing + paid out + withheld. */
  totalEarned: number;
  /** Inside the refund window. */
  pending: number;
  /** Pending amounts by the day they become withdrawable (Asia/Seoul), soonest first. */
  pendingByDate: PendingByDate[];
  /** Pending for good: payments being refunded (a late deposit waiting for its refund account). */
  onHold: number;
  /** Can be requested now (never below zero; a refund after withdrawal is a debt later earnings repay). */
  withdrawable: number;
  /** Held for withdrawal requests not yet paid. */
  withdrawing: number;
  /** Paid to the creator's bank account. */
  paidOut: number;
  /** Withheld as income tax at payout. */
  withheld: number;
  /** Payments and refunds recorded. */
  entryCount: number;
};

/**
 * What each owner has available now, summed over the clubs they run (one statement for any number of
 * owners): negative when refunds after release took back more than was left, a debt later earnings repay.
 * Owners with no balance row are absent (read as 0).
 */
export async function availableOfOwners(ownerIds: readonly string[]): Promise<Map<string, number>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db().$queryRaw<{ ownerId: string; amount: bigint }[]>`
    SELECT c."ownerId" AS "ownerId", sum(b.amount)::bigint AS amount
    FROM "LedgerBalance" b JOIN "Club" c ON c.id = b."clubId"
    WHERE b.account = 'CREATOR_AVAILABLE' AND c."ownerId" = ANY(${[...ownerIds]}::uuid[])
    GROUP BY c."ownerId"`;
  return new Map(rows.map((r) => [r.ownerId, Number(r.amount)]));
}

/** Balances of `clubIds` per account (a few rows: one per club and account). */
export async function balancesOf(clubIds: readonly string[], client: Prisma.TransactionClient = db()): Promise<Record<LedgerAccount, number> & { entryCount: number }> {
  const rows = clubIds.length
    ? await client.ledgerBalance.groupBy({ by: ['account'], where: { clubId: { in: [...clubIds] } }, _sum: { amount: true, entryCount: true } })
    : [];
  const sums = Object.fromEntries(rows.map((r) => [r.account, Number(r._sum.amount ?? 0)])) as Partial<Record<LedgerAccount, number>>;
  const of = (a: LedgerAccount) => sums[a] ?? 0;
  const entryCount = rows.find((r) => r.account === 'FAN_PAYMENTS')?._sum.entryCount ?? 0;
  return {
    FAN_PAYMENTS: of('FAN_PAYMENTS'),
    VAT_PAYABLE: of('VAT_PAYABLE'),
    PLATFORM_FEE: of('PLATFORM_FEE'),
    GATEWAY_FEE: of('GATEWAY_FEE'),
    CREATOR_PENDING: of('CREATOR_PENDING'),
    CREATOR_AVAILABLE: of('CREATOR_AVAILABLE'),
    CREATOR_WITHDRAWING: of('CREATOR_WITHDRAWING'),
    WITHHOLDING_TAX: of('WITHHOLDING_TAX'),
    PAYOUTS: of('PAYOUTS'),
    entryCount,
  };
}

/** The revenue summary of the clubs `ownerId` runs (or one of them). Two bounded statements after the club list. */
export async function revenueSummary(ownerId: string, clubId?: string | null): Promise<RevenueSummary> {
  const clubIds = await ownedClubIds(ownerId, clubId);
  const [b, pending] = await Promise.all([
    balancesOf(clubIds),
    clubIds.length
      ? db().$queryRaw<{ day: Date | null; amount: bigint; held: boolean }[]>`
          SELECT CASE WHEN held THEN NULL ELSE min("availableAt") END AS day, sum(amount)::bigint AS amount, held
          FROM "PendingEarning" WHERE "clubId" = ANY(${[...clubIds]}::uuid[])
          GROUP BY held, CASE WHEN held THEN NULL ELSE (("availableAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Seoul')::date END
          ORDER BY 1 NULLS LAST`
      : [],
  ]);
  const creator = b.CREATOR_PENDING + b.CREATOR_AVAILABLE + b.CREATOR_WITHDRAWING + b.PAYOUTS + b.WITHHOLDING_TAX;
  return {
    gross: 0 - b.FAN_PAYMENTS || 0,
    vat: b.VAT_PAYABLE,
    platformFee: b.PLATFORM_FEE,
    gatewayFee: b.GATEWAY_FEE,
    totalEarned: creator,
    pending: b.CREATOR_PENDING,
    pendingByDate: pending.filter((p) => !p.held && p.day).map((p) => ({ availableAt: p.day!, amount: Number(p.amount) })),
    onHold: pending.filter((p) => p.held).reduce((sum, p) => sum + Number(p.amount), 0),
    withdrawable: Math.max(0, b.CREATOR_AVAILABLE),
    withdrawing: b.CREATOR_WITHDRAWING,
    paidOut: b.PAYOUTS,
    withheld: b.WITHHOLDING_TAX,
    entryCount: b.entryCount,
  };
}

export type RevenueEntryFilter = {
  clubId?: string | null;
  source?: RevenueSource | null;
  /** Inclusive start and exclusive end of the period. */
  from?: Date | null;
  to?: Date | null;
};

export type RevenueEntry = {
  /** The PAYMENT or REFUND ledger transaction. */
  id: string;
  kind: 'PAYMENT' | 'REFUND';
  clubId: string;
  source: RevenueSource | null;
  paymentId: string;
  createdAt: Date;
  /** Signed: positive for a payment, negative for its refund. */
  gross: number;
  vat: number;
  platformFee: number;
  gatewayFee: number;
  /** The creator's share (pending or available). */
  net: number;
};

export type EntryCursor = { createdAt: Date; id: string };

/**
 * One page of the owner's payments and refunds, newest first, after `cursor`. Bounded whatever the history:
 * each (club, kind) reads at most `limit` rows from its index, then the few lists are merged.
 */
export async function revenueEntries(ownerId: string, filter: RevenueEntryFilter, limit: number, cursor: EntryCursor | null): Promise<RevenueEntry[]> {
  return entriesOfClubs(await ownedClubIds(ownerId, filter.clubId), filter, limit, cursor);
}

/** revenueEntries for clubs already known to be the viewer's (ownedClubIds). */
export async function entriesOfClubs(clubIds: readonly string[], filter: RevenueEntryFilter, limit: number, cursor: EntryCursor | null): Promise<RevenueEntry[]> {
  if (clubIds.length === 0) return [];
  const source = filter.source ? Prisma.sql`AND t.source = ${filter.source}::"RevenueSource"` : Prisma.empty;
  const from = filter.from ? Prisma.sql`AND t."createdAt" >= ${filter.from}` : Prisma.empty;
  const to = filter.to ? Prisma.sql`AND t."createdAt" < ${filter.to}` : Prisma.empty;
  const after = cursor ? Prisma.sql`AND (t."createdAt", t.id) < (${cursor.createdAt}, ${cursor.id}::uuid)` : Prisma.empty;
  const heads = await db().$queryRaw<{ id: string; kind: 'PAYMENT' | 'REFUND'; clubId: string; source: RevenueSource | null; paymentId: string; createdAt: Date }[]>`
    SELECT page.* FROM unnest(${[...clubIds]}::uuid[]) AS club(id)
    CROSS JOIN unnest(ARRAY['PAYMENT', 'REFUND']) AS k(kind)
    CROSS JOIN LATERAL (
      SELECT t.id, t.kind, t."clubId", t.source, t."paymentId", t."createdAt" FROM "LedgerTransaction" t
      WHERE t."clubId" = club.id AND t.kind = k.kind ${source} ${from} ${to} ${after}
      ORDER BY t."createdAt" DESC, t.id DESC LIMIT ${limit}
    ) page
    ORDER BY page."createdAt" DESC, page.id DESC LIMIT ${limit}`;
  if (heads.length === 0) return [];
  const entries = await db().ledgerEntry.findMany({ where: { transactionId: { in: heads.map((h) => h.id) } }, select: { transactionId: true, account: true, amount: true } });
  const byTransaction = new Map<string, typeof entries>();
  for (const e of entries) byTransaction.set(e.transactionId, [...(byTransaction.get(e.transactionId) ?? []), e]);
  return heads.map((h) => {
    const of = (a: LedgerAccount) => (byTransaction.get(h.id) ?? []).filter((e) => e.account === a).reduce((sum, e) => sum + e.amount, 0);
    return {
      ...h,
      gross: 0 - of('FAN_PAYMENTS') || 0,
      vat: of('VAT_PAYABLE'),
      platformFee: of('PLATFORM_FEE'),
      gatewayFee: of('GATEWAY_FEE'),
      net: of('CREATOR_PENDING') + of('CREATOR_AVAILABLE'),
    };
  });
}
