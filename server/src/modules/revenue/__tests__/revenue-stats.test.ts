// Revenue by day and source against hand-computed ledgers (DESIGN 5.7): a ₩10,000 card payment splits into
// VAT 909, platform fee 1,000, gateway fee 330 and the creator's 7,761; refunds net out on their own day;
// days follow Korea's calendar; other clubs' money never shows.
import { describe, expect, it } from 'vitest';
import { db } from '../../../platform/database.ts';
import { InvalidInputError } from '../../../platform/errors.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { DEFAULT_FEES, recordPayment, recordRefund, releaseDueEarnings, splitPayment } from '../ledger.service.ts';
import { kstDayOf, startOfKstDay, startOfKstMonth } from '../../../platform/kst.ts';
import { revenueByDay, revenueTotals } from '../revenue-stats.service.ts';

setupTestDatabase();

const newId = () => crypto.randomUUID();

/** A payment's ledger transaction written at a chosen instant (the service writes "now"). */
async function paymentAt(clubId: string, price: number, createdAt: Date, source: 'SUBSCRIPTION' | 'PRODUCT' | 'TICKET' = 'SUBSCRIPTION') {
  const split = splitPayment(price, 'CARD', DEFAULT_FEES);
  await db().ledgerTransaction.create({
    data: {
      kind: 'PAYMENT',
      paymentId: newId(),
      clubId,
      source,
      createdAt,
      entries: {
        create: [
          { account: 'FAN_PAYMENTS', amount: -split.price, clubId },
          { account: 'VAT_PAYABLE', amount: split.vat, clubId },
          { account: 'PLATFORM_FEE', amount: split.platformFee, clubId },
          { account: 'GATEWAY_FEE', amount: split.gatewayFee, clubId },
          { account: 'CREATOR_PENDING', amount: split.creator, clubId },
        ],
      },
    },
  });
}

describe('revenue stats', () => {
  it('computes KST day and month starts', () => {
    // 15:30 UTC on 31 March is 00:30 on 1 April in Seoul.
    const instant = new Date('2026-03-31T15:30:00Z');
    expect(kstDayOf(instant)).toBe('2026-04-01');
    expect(startOfKstDay(instant).toISOString()).toBe('2026-03-31T15:00:00.000Z');
    expect(startOfKstMonth(instant).toISOString()).toBe('2026-03-31T15:00:00.000Z');
    expect(startOfKstMonth(new Date('2026-03-31T14:59:00Z')).toISOString()).toBe('2026-02-28T15:00:00.000Z');
  });

  it('sums gross and the creator share per day and source, netting refunds', async () => {
    const club = newId();
    const other = newId();
    const subscription = newId();
    const product = newId();
    await db().$transaction((tx) => recordPayment(tx, { id: subscription, amount: 10_000, method: 'CARD' }, club, DEFAULT_FEES, 'SUBSCRIPTION'));
    await db().$transaction((tx) => recordPayment(tx, { id: product, amount: 5_500, method: 'CARD' }, club, DEFAULT_FEES, 'PRODUCT'));
    await db().$transaction((tx) => recordRefund(tx, product));
    await db().$transaction((tx) => recordPayment(tx, { id: newId(), amount: 99_000, method: 'CARD' }, other, DEFAULT_FEES, 'TICKET'));

    const now = new Date(Date.now() + 1000);
    const days = await revenueByDay([club], { from: startOfKstDay(now), to: now });
    expect(days).toEqual([
      { day: kstDayOf(now), source: 'PRODUCT', gross: 0, creatorShare: 0 },
      { day: kstDayOf(now), source: 'SUBSCRIPTION', gross: 10_000, creatorShare: 7_761 },
    ]);
    const totals = await revenueTotals([club], now);
    expect(totals.today).toEqual({ gross: 10_000, creatorShare: 7_761 });
    expect(totals.thisMonth).toEqual({ gross: 10_000, creatorShare: 7_761 });
    expect(await revenueTotals([], now)).toEqual({ today: { gross: 0, creatorShare: 0 }, thisMonth: { gross: 0, creatorShare: 0 } });
  });

  it('never gives the creator a share below zero: the platform fee absorbs a small deposit’s gateway fee', () => {
    expect(splitPayment(10_000, 'CARD')).toEqual({ price: 10_000, vat: 909, platformFee: 1_000, gatewayFee: 330, creator: 7_761 });
    const tiny = splitPayment(100, 'VIRTUAL_ACCOUNT');
    expect(tiny).toMatchObject({ price: 100, vat: 9, gatewayFee: 100, creator: 0 });
    expect(tiny.vat + tiny.platformFee + tiny.gatewayFee + tiny.creator).toBe(100);
  });

  it('nets a refund of a payment whose share was already released', async () => {
    const club = newId();
    const pack = newId();
    await db().$transaction((tx) => recordPayment(tx, { id: pack, amount: 10_000, method: 'CARD' }, club, DEFAULT_FEES, 'PRODUCT'));
    await db().$transaction((tx) => releaseDueEarnings(tx, new Date(Date.now() + 8 * 86_400_000)));
    await db().$transaction((tx) => recordRefund(tx, pack));
    const now = new Date(Date.now() + 1000);
    expect(await revenueByDay([club], { from: startOfKstDay(now), to: now })).toEqual([{ day: kstDayOf(now), source: 'PRODUCT', gross: 0, creatorShare: 0 }]);
  });

  it('puts money on the Korean calendar day and keeps to the period', async () => {
    const club = newId();
    await paymentAt(club, 10_000, new Date('2026-03-31T14:59:59Z'));
    await paymentAt(club, 20_000, new Date('2026-03-31T15:00:00Z'), 'TICKET');
    await paymentAt(club, 30_000, new Date('2026-05-01T00:00:00Z'));
    const days = await revenueByDay([club], { from: new Date('2026-03-01T00:00:00Z'), to: new Date('2026-04-30T00:00:00Z') });
    expect(days.map((d) => [d.day, d.source, d.gross])).toEqual([
      ['2026-03-31', 'SUBSCRIPTION', 10_000],
      ['2026-04-01', 'TICKET', 20_000],
    ]);
    expect(days[1].creatorShare).toBe(splitPayment(20_000, 'CARD').creator);
    const april = await revenueTotals([club], new Date('2026-04-01T03:00:00Z'));
    expect(april).toEqual({ today: { gross: 20_000, creatorShare: splitPayment(20_000, 'CARD').creator }, thisMonth: { gross: 20_000, creatorShare: splitPayment(20_000, 'CARD').creator } });
  });

  it('refuses reversed or overlong periods', async () => {
    const club = newId();
    await expect(revenueByDay([club], { from: new Date('2026-02-01'), to: new Date('2026-01-01') })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(revenueByDay([club], { from: new Date('2024-01-01'), to: new Date('2026-01-01') })).rejects.toBeInstanceOf(InvalidInputError);
  });
});
