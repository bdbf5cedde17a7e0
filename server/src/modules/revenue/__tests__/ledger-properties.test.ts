// A property test of the ledger rules: 5,000 random operations (payments by card and deposit, refunds
// before and after release, held late deposits, releases as time passes, withdrawal holds, returns and
// payouts), 100 per transaction, checking the invariants after every batch against a model kept in memory.
import { describe, expect, it } from 'vitest';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { db } from '../../../platform/database.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import {
  DEFAULT_FEES,
  holdEarnings,
  recordPayment,
  recordRefund,
  recordWithdrawalHold,
  recordWithdrawalPayout,
  recordWithdrawalReturn,
  releaseDueEarnings,
  splitPayment,
} from '../ledger.service.ts';
import { withholdingOf } from '../withdrawals.service.ts';

setupTestDatabase();

// 5,000 still try each kind of operation 700 times or more; each costs database round trips in `npm test`,
// whose two cores are its bottleneck.
const OPERATIONS = 5_000;
const BATCH = 100;
const CLUBS = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-00000000000c'];
const HOUR = 3_600_000;

/** mulberry32: a small seeded generator, so a failure replays. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Payment = { id: string; club: string; share: number; state: 'PENDING' | 'HELD' | 'RELEASED' | 'REFUNDED'; availableAt: number };
type Withdrawal = { id: string; parts: { clubId: string; amount: number }[]; withheld: number };
type Accounts = { pending: number; available: number; withdrawing: number; payouts: number; withheld: number };

describe('ledger properties', () => {
  // About 40 s alone on a slow 2-core machine, and over 60 s there beside the rest of `npm test`.
  it(`keeps its invariants through ${OPERATIONS.toLocaleString('en')} random operations`, { timeout: 300_000 }, async () => {
    const next = random(20261128);
    const pick = <T,>(items: readonly T[]) => items[Math.floor(next() * items.length)];
    const model = new Map(CLUBS.map((c) => [c, { pending: 0, available: 0, withdrawing: 0, payouts: 0, withheld: 0 } as Accounts]));
    const debt = new Set<string>(); // clubs whose available went below zero by a refund after withdrawal
    const payments: Payment[] = [];
    const held: Withdrawal[] = [];
    let now = new Date('2026-01-01T00:00:00Z').getTime();

    async function operate(tx: Prisma.TransactionClient) {
      const roll = next();
      const open = payments.filter((p) => p.state !== 'REFUNDED');
      if (roll < 0.4 || open.length === 0) {
        const club = pick(CLUBS);
        const amount = 1_000 + Math.floor(next() * 99) * 1_000;
        const method = next() < 0.7 ? 'CARD' : 'VIRTUAL_ACCOUNT';
        const id = crypto.randomUUID();
        await recordPayment(tx, { id, amount, method }, club, DEFAULT_FEES, pick(['SUBSCRIPTION', 'PRODUCT', 'TICKET'] as const), { paidAt: new Date(now) });
        const share = splitPayment(amount, method, DEFAULT_FEES).creator;
        const late = next() < 0.05;
        if (late) await holdEarnings(tx, id);
        payments.push({ id, club, share, state: late ? 'HELD' : 'PENDING', availableAt: now + 7 * 24 * HOUR });
        model.get(club)!.pending += share;
      } else if (roll < 0.55) {
        const p = pick(open);
        await recordRefund(tx, p.id);
        const m = model.get(p.club)!;
        if (p.state === 'RELEASED') {
          m.available -= p.share;
          if (m.available < 0) debt.add(p.club);
        } else m.pending -= p.share;
        p.state = 'REFUNDED';
      } else if (roll < 0.7) {
        now += Math.floor(next() * 48) * HOUR;
        await releaseDueEarnings(tx, new Date(now), 10_000);
        for (const p of payments) {
          if (p.state === 'PENDING' && p.availableAt <= now) {
            p.state = 'RELEASED';
            const m = model.get(p.club)!;
            m.pending -= p.share;
            m.available += p.share;
          }
        }
      } else if (roll < 0.85) {
        const positive = CLUBS.map((c) => ({ clubId: c, amount: model.get(c)!.available })).filter((c) => c.amount > 0);
        const withdrawable = positive.reduce((sum, c) => sum + c.amount, 0) + CLUBS.reduce((sum, c) => sum + Math.min(0, model.get(c)!.available), 0);
        if (withdrawable < 10_000) return;
        const amount = 10_000 + Math.floor(next() * (withdrawable - 10_000 + 1));
        let left = amount;
        const parts = positive.sort((a, b) => b.amount - a.amount).flatMap((c) => {
          const take = Math.min(left, c.amount);
          left -= take;
          return take > 0 ? [{ clubId: c.clubId, amount: take }] : [];
        });
        const id = crypto.randomUUID();
        await recordWithdrawalHold(tx, id, parts);
        for (const part of parts) {
          model.get(part.clubId)!.available -= part.amount;
          model.get(part.clubId)!.withdrawing += part.amount;
        }
        const w = withholdingOf(next() < 0.5 ? 'INDIVIDUAL' : 'BUSINESS', amount);
        held.push({ id, parts, withheld: w.incomeTax + w.localIncomeTax });
      } else if (held.length > 0) {
        const w = held.splice(Math.floor(next() * held.length), 1)[0];
        const total = w.parts.reduce((sum, p) => sum + p.amount, 0);
        if (next() < 0.5) {
          await recordWithdrawalReturn(tx, w.id);
          for (const part of w.parts) {
            model.get(part.clubId)!.withdrawing -= part.amount;
            model.get(part.clubId)!.available += part.amount;
          }
        } else {
          await recordWithdrawalPayout(tx, w.id, w.withheld);
          // The ledger orders the parts largest first and puts the rounding remainder on the first.
          const parts = [...w.parts].sort((a, b) => b.amount - a.amount);
          const taxes = parts.map((p) => Math.floor((w.withheld * p.amount) / total));
          taxes[0] += w.withheld - taxes.reduce((sum, t) => sum + t, 0);
          parts.forEach((part, i) => {
            const m = model.get(part.clubId)!;
            m.withdrawing -= part.amount;
            m.payouts += part.amount - taxes[i];
            m.withheld += taxes[i];
          });
        }
      }
    }

    for (let done = 0; done < OPERATIONS; done += BATCH) {
      await db().$transaction(async (tx) => {
        for (let i = 0; i < BATCH; i++) await operate(tx);
      });

      const [unbalanced, drift, balances, pending] = await Promise.all([
        db().$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM (SELECT 1 FROM "LedgerEntry" GROUP BY "transactionId" HAVING sum(amount) <> 0) t`,
        db().$queryRaw<{ n: bigint }[]>`
          SELECT count(*) AS n FROM (SELECT "clubId", account, sum(amount) AS total FROM "LedgerEntry" GROUP BY 1, 2) e
          FULL JOIN "LedgerBalance" b USING ("clubId", account) WHERE e.total IS DISTINCT FROM b.amount`,
        db().ledgerBalance.findMany(),
        db().pendingEarning.findMany({ select: { paymentId: true, held: true } }),
      ]);
      expect(Number(unbalanced[0].n), 'every transaction sums to zero').toBe(0);
      expect(Number(drift[0].n), 'running balances equal the sums of entries').toBe(0);
      const of = (club: string, account: string) => Number(balances.find((b) => b.clubId === club && b.account === account)?.amount ?? 0);
      for (const club of CLUBS) {
        const m = model.get(club)!;
        const ledger = {
          pending: of(club, 'CREATOR_PENDING'),
          available: of(club, 'CREATOR_AVAILABLE'),
          withdrawing: of(club, 'CREATOR_WITHDRAWING'),
          payouts: of(club, 'PAYOUTS'),
          withheld: of(club, 'WITHHOLDING_TAX'),
        };
        expect(ledger, `club ${club} after ${done + BATCH} operations`).toEqual(m);
        expect(ledger.pending).toBeGreaterThanOrEqual(0);
        expect(ledger.withdrawing).toBeGreaterThanOrEqual(0);
        expect(ledger.payouts).toBeGreaterThanOrEqual(0);
        expect(ledger.withheld).toBeGreaterThanOrEqual(0);
        // Available goes below zero only by a refund of money already withdrawn (a debt later earnings repay).
        if (!debt.has(club)) expect(ledger.available).toBeGreaterThanOrEqual(0);
        // Never more withdrawable or withdrawn than released and not refunded.
        const released = payments.filter((p) => p.club === club && p.state === 'RELEASED').reduce((sum, p) => sum + p.share, 0);
        expect(ledger.available + ledger.withdrawing + ledger.payouts + ledger.withheld).toBeLessThanOrEqual(released);
        const earned = payments.filter((p) => p.club === club && p.state !== 'REFUNDED').reduce((sum, p) => sum + p.share, 0);
        expect(ledger.pending + ledger.available + ledger.withdrawing + ledger.payouts + ledger.withheld).toBe(earned);
      }
      const expectedPending = payments.filter((p) => p.state === 'PENDING' || p.state === 'HELD');
      expect(pending.length).toBe(expectedPending.length);
      expect(pending.filter((p) => p.held).length).toBe(expectedPending.filter((p) => p.state === 'HELD').length);
    }
  });
});
