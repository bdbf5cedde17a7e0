// Revenue figures against a ledger computed by hand, release after the refund window, refunds before and
// after release, a late deposit held for good, a share held when its refund is decided (taken back when
// already released), withholding, and withdrawals through every step.
import { describe, expect, it } from 'vitest';
import { db } from '../../../platform/database.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { createUser } from '../../../testing/fixtures.ts';
import { revenueEntries, revenueSummary } from '../revenue.service.ts';
import {
  approveWithdrawal,
  cancelWithdrawal,
  markWithdrawalPaid,
  previewWithdrawal,
  rejectWithdrawal,
  requestWithdrawal,
  revealWithdrawalAccountNumber,
  withholdingOf,
} from '../withdrawals.service.ts';
import { openAccountNumber, saveSettlementAccount, settlementAccountOf } from '../settlement.service.ts';
import { runEarningsRelease } from '../revenue.setup.ts';
import { holdEarnings, releaseDueEarnings } from '../ledger.service.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
import { at, BUSINESS, creatorWithClubs, INDIVIDUAL, lateDeposit, pay, refund, register, release } from './revenue-helpers.ts';

setupTestDatabase();

const codeOf = async (p: Promise<unknown>) => p.then(() => 'OK', (e: { code?: string }) => e.code ?? String(e));

describe('revenue from the ledger', () => {
  it('matches a hand-computed ledger: card and deposit payments, a refund before and one after release, a held late deposit', async () => {
    const { owner, clubs } = await creatorWithClubs(2);
    const [a, b] = clubs;
    // Shares by hand (VAT = price − round(price / 1.1); platform 10%; card 3.3%, deposit ₩300):
    const p1 = await pay(a.id, 10_000, 'CARD', at(0)); //            VAT 909,   fee 1,000, gateway 330 → 7,761
    const p2 = await pay(b.id, 20_000, 'VIRTUAL_ACCOUNT', at(0)); // VAT 1,818, fee 2,000, gateway 300 → 15,882
    const p3 = await pay(a.id, 5_000, 'CARD', at(1), 'PRODUCT'); //  VAT 455,   fee 500,   gateway 165 → 3,880
    const p4 = await pay(a.id, 30_000, 'CARD', at(0), 'TICKET'); //  VAT 2,727, fee 3,000, gateway 990 → 23,283
    await lateDeposit(b.id, 15_000, at(0)); //                        VAT 1,364, fee 1,500, gateway 300 → 11,836

    const before = await revenueSummary(owner.id);
    expect(before).toMatchObject({ pending: 7_761 + 15_882 + 3_880 + 23_283 + 11_836, withdrawable: 0, onHold: 11_836, entryCount: 5 });
    // Pending by the day it becomes withdrawable (Asia/Seoul): day 7 and day 8; the held deposit apart.
    expect(before.pendingByDate.map((p) => p.amount)).toEqual([7_761 + 15_882 + 23_283, 3_880]);

    await refund(p3); // inside the window: out of pending
    expect(await release(at(6.9))).toBe(0);
    expect(await release(at(7.5))).toBe(3); // p1, p2, p4; never the held deposit
    expect(await release(at(30))).toBe(0); // once each
    await refund(p4); // after release: out of available

    const summary = await revenueSummary(owner.id);
    expect(summary).toEqual({
      gross: 10_000 + 20_000 + 15_000,
      vat: 909 + 1_818 + 1_364,
      platformFee: 1_000 + 2_000 + 1_500,
      gatewayFee: 330 + 300 + 300,
      totalEarned: 7_761 + 15_882 + 11_836,
      pending: 11_836,
      pendingByDate: [],
      onHold: 11_836,
      withdrawable: 7_761 + 15_882,
      withdrawing: 0,
      paidOut: 0,
      withheld: 0,
      entryCount: 7,
    });
    expect(await revenueSummary(owner.id, a.id)).toMatchObject({ gross: 10_000, withdrawable: 7_761, pending: 0, entryCount: 5 });
    // Someone else's club reads as nothing.
    const other = await createUser({ role: 'CREATOR' });
    expect(await revenueSummary(other.id, a.id)).toMatchObject({ gross: 0, withdrawable: 0, entryCount: 0 });

    const entries = await revenueEntries(owner.id, { clubId: a.id }, 10, null);
    expect(entries.map((e) => [e.kind, e.paymentId, e.gross, e.net])).toEqual([
      ['REFUND', p4, -30_000, -23_283],
      ['REFUND', p3, -5_000, -3_880],
      ['PAYMENT', p4, 30_000, 23_283],
      ['PAYMENT', p3, 5_000, 3_880],
      ['PAYMENT', p1, 10_000, 7_761],
    ]);
    const page2 = await revenueEntries(owner.id, { clubId: a.id }, 2, { createdAt: entries[1].createdAt, id: entries[1].id });
    expect(page2.map((e) => e.id)).toEqual([entries[2].id, entries[3].id]);
    expect((await revenueEntries(owner.id, { source: 'TICKET' }, 10, null)).map((e) => e.kind)).toEqual(['REFUND', 'PAYMENT']);
    expect(await revenueEntries(other.id, {}, 10, null)).toEqual([]);
    expect(p2).toBeTruthy();
  });

  it('the release job wired at start-up releases in batches until nothing is due', async () => {
    const { owner, clubs } = await creatorWithClubs();
    for (let i = 0; i < 3; i++) await pay(clubs[0].id, 10_000, 'CARD', at(-10));
    expect(await runEarningsRelease(at(0))).toBeGreaterThanOrEqual(3);
    expect(await revenueSummary(owner.id)).toMatchObject({ pending: 0, withdrawable: 3 * 7_761 });
  });
});

describe('a refund racing the release job', () => {
  it('leaves nothing pending or withdrawable, whichever commits first', async () => {
    // The release job claims due rows (FOR UPDATE) and writes RELEASE before it commits; a refund arriving
    // meanwhile must wait for it and take the share back from CREATOR_AVAILABLE, not CREATOR_PENDING.
    const balances = async (clubId: string) => {
      const rows = await db().ledgerBalance.findMany({ where: { clubId } });
      const of = (account: string) => Number(rows.find((r) => r.account === account)?.amount ?? 0);
      return { pending: of('CREATOR_PENDING'), available: of('CREATOR_AVAILABLE') };
    };
    for (const refundFirst of [false, true, false, true]) {
      const { clubs } = await creatorWithClubs(1);
      const payment = await pay(clubs[0].id, 10_000, 'CARD', at(0));
      const releasing = async () => {
        await db().$transaction(async (tx) => {
          await releaseDueEarnings(tx, at(8));
          await sleep(200); // a batch writing many RELEASE transactions before it commits
        });
      };
      if (refundFirst) await Promise.all([refund(payment), sleep(50).then(releasing)]);
      else await Promise.all([releasing(), sleep(50).then(() => refund(payment))]);
      expect(await balances(clubs[0].id), refundFirst ? 'refund first' : 'release first').toEqual({ pending: 0, available: 0 });
    }
  });
});

describe('holding the share of a payment whose refund is decided (it waits for the buyer’s account)', () => {
  const hold = (paymentId: string) => db().$transaction((tx) => holdEarnings(tx, paymentId));
  const balances = async (clubId: string) => {
    const rows = await db().ledgerBalance.findMany({ where: { clubId } });
    const of = (account: string) => Number(rows.find((r) => r.account === account)?.amount ?? 0);
    return { pending: of('CREATOR_PENDING'), available: of('CREATOR_AVAILABLE') };
  };

  it('keeps a share not yet released from ever being released', async () => {
    const { owner, clubs } = await creatorWithClubs();
    const payment = await pay(clubs[0].id, 20_000, 'VIRTUAL_ACCOUNT', at(0));
    await hold(payment);
    expect(await release(at(30))).toBe(0);
    expect(await revenueSummary(owner.id)).toMatchObject({ pending: 15_882, onHold: 15_882, withdrawable: 0 });
    await refund(payment);
    expect(await balances(clubs[0].id)).toEqual({ pending: 0, available: 0 });
  });

  it('takes a released share back out of what is withdrawable, once; the refund then leaves nothing behind', async () => {
    const { owner, clubs } = await creatorWithClubs();
    const payment = await pay(clubs[0].id, 20_000, 'VIRTUAL_ACCOUNT', at(0));
    expect(await release(at(8))).toBe(1);
    expect(await revenueSummary(owner.id)).toMatchObject({ withdrawable: 15_882, onHold: 0 });
    await hold(payment);
    await hold(payment); // asked again: nothing more
    expect(await revenueSummary(owner.id)).toMatchObject({ pending: 15_882, onHold: 15_882, withdrawable: 0, totalEarned: 15_882 });
    expect(await release(at(60))).toBe(0);
    expect(await db().ledgerTransaction.count({ where: { paymentId: payment, kind: 'RELEASE_REVERSAL' } })).toBe(1);
    await refund(payment);
    expect(await balances(clubs[0].id)).toEqual({ pending: 0, available: 0 });
    expect(await revenueSummary(owner.id)).toMatchObject({ pending: 0, onHold: 0, withdrawable: 0, totalEarned: 0 });
  });

  it('is held whichever commits first when it races the release job', async () => {
    for (const holdFirst of [false, true]) {
      const { owner, clubs } = await creatorWithClubs();
      const payment = await pay(clubs[0].id, 10_000, 'CARD', at(0));
      const releasing = () =>
        db().$transaction(async (tx) => {
          await releaseDueEarnings(tx, at(8));
          await sleep(200);
        });
      const holding = () =>
        db().$transaction(async (tx) => {
          await holdEarnings(tx, payment);
          await sleep(200);
        });
      if (holdFirst) await Promise.all([holding(), sleep(50).then(releasing)]);
      else await Promise.all([releasing(), sleep(50).then(holding)]);
      expect(await revenueSummary(owner.id), holdFirst ? 'hold first' : 'release first').toMatchObject({ onHold: 7_761, withdrawable: 0 });
      await refund(payment);
      expect(await balances(clubs[0].id)).toEqual({ pending: 0, available: 0 });
    }
  });
});

describe('withholding', () => {
  it('withholds 3% income tax and 10% of it as local income tax from individuals, each rounded down to 10 won', () => {
    expect(withholdingOf('INDIVIDUAL', 10_000)).toEqual({ incomeTax: 300, localIncomeTax: 30, netAmount: 9_670 });
    expect(withholdingOf('INDIVIDUAL', 12_345)).toEqual({ incomeTax: 370, localIncomeTax: 30, netAmount: 11_945 });
    expect(withholdingOf('INDIVIDUAL', 1_000_000)).toEqual({ incomeTax: 30_000, localIncomeTax: 3_000, netAmount: 967_000 });
    expect(withholdingOf('BUSINESS', 12_345)).toEqual({ incomeTax: 0, localIncomeTax: 0, netAmount: 12_345 });
  });
});

describe('settlement details', () => {
  it('seal the account number, keep only its last digits readable, and refuse bad fields writing nothing', async () => {
    const { viewer } = await creatorWithClubs();
    const bad = [
      [{ ...INDIVIDUAL, legalName: ' ' }, 'REQUIRED'],
      [{ ...INDIVIDUAL, dateOfBirth: '1995-02-30' }, 'BIRTH_DATE_INVALID'],
      [{ ...INDIVIDUAL, accountNumber: '12-34' , accountNumberConfirmation: '12-34' }, 'ACCOUNT_NUMBER_INVALID'],
      [{ ...INDIVIDUAL, accountNumberConfirmation: '12345678901235' }, 'ACCOUNT_NUMBER_MISMATCH'],
      [{ ...INDIVIDUAL, bank: 'NOPE' }, 'REQUIRED'],
      [{ ...BUSINESS, registrationNumber: '220-81-62518' }, 'REGISTRATION_NUMBER_INVALID'],
      [{ ...BUSINESS, taxInvoiceEmail: 'tax@' }, 'EMAIL_INVALID'],
    ] as const;
    for (const [input, code] of bad) expect(await codeOf(register(viewer, input as typeof INDIVIDUAL))).toBe(code);
    expect(await settlementAccountOf(viewer.id)).toBeNull();
    // Someone who runs no club has no earnings to be paid: their details are refused and nothing is kept.
    const fan = { id: (await createUser({ role: 'USER' })).id, role: 'USER' as const };
    expect(await codeOf(saveSettlementAccount(fan, INDIVIDUAL))).toBe('CREATOR_REQUIRED');
    expect(await settlementAccountOf(fan.id)).toBeNull();

    await register(viewer);
    const stored = (await settlementAccountOf(viewer.id))!;
    expect(stored.accountNumberLast4).toBe('1234');
    expect(stored.accountNumberSealed).not.toContain('12345678901234');
    expect(openAccountNumber(stored.accountNumberSealed, viewer.id)).toBe('12345678901234');
    // Bound to its owner: moved to another user's row it does not open.
    expect(() => openAccountNumber(stored.accountNumberSealed, crypto.randomUUID())).toThrow();
  });
});

describe('withdrawals', () => {
  it('go requested → approved → paid with withholding; reject and cancel return the money; each step notified and audited', async () => {
    const { owner, viewer, clubs } = await creatorWithClubs(2);
    const admin = { id: (await createUser({ role: 'ADMIN' })).id, role: 'ADMIN' as const };
    await pay(clubs[0].id, 10_000, 'CARD', at(-8)); // 7,761
    await pay(clubs[1].id, 20_000, 'VIRTUAL_ACCOUNT', at(-8)); // 15,882
    await release(at(0));

    expect(await codeOf(requestWithdrawal(viewer, { amount: 20_000 }))).toBe('SETTLEMENT_REQUIRED');
    await register(viewer);
    expect(await codeOf(requestWithdrawal(viewer, { amount: 9_999 }))).toBe('WITHDRAWAL_TOO_SMALL');
    expect(await codeOf(requestWithdrawal(viewer, { amount: 10_000.5 }))).toBe('PRICE_INVALID');
    // Above the per-request maximum: named as such (not "whole won only"), by the request and its preview.
    expect(await codeOf(requestWithdrawal(viewer, { amount: 100_000_010 }))).toBe('WITHDRAWAL_TOO_LARGE');
    expect(await codeOf(previewWithdrawal(viewer, 100_000_010))).toBe('WITHDRAWAL_TOO_LARGE');
    expect(await codeOf(requestWithdrawal(viewer, { amount: 23_644 }))).toBe('WITHDRAWAL_OVER_BALANCE');
    expect(await db().withdrawal.count({ where: { userId: owner.id } })).toBe(0);
    expect(await previewWithdrawal(viewer, 20_000)).toEqual({ amount: 20_000, withdrawable: 23_643, settlementType: 'INDIVIDUAL', incomeTax: 600, localIncomeTax: 60, netAmount: 19_340 });

    const w = await requestWithdrawal(viewer, { amount: 20_000 });
    expect(await revenueSummary(owner.id)).toMatchObject({ withdrawable: 3_643, withdrawing: 20_000 });
    expect(await codeOf(markWithdrawalPaid(admin, w.id))).toBe('WITHDRAWAL_STATE_CONFLICT');
    await approveWithdrawal(admin, w.id);
    expect(await codeOf(cancelWithdrawal(viewer, w.id))).toBe('WITHDRAWAL_STATE_CONFLICT');
    const paid = await markWithdrawalPaid(admin, w.id);
    expect(paid).toMatchObject({ status: 'PAID', netAmount: 19_340 });
    expect(await revenueSummary(owner.id)).toMatchObject({ withdrawable: 3_643, withdrawing: 0, paidOut: 19_340, withheld: 660, totalEarned: 23_643 });
    // Each club's accounts add up on their own: the tax shared in proportion (525 + 135).
    expect(await revenueSummary(owner.id, clubs[1].id)).toMatchObject({ withdrawable: 0, paidOut: 15_882 - 525, withheld: 525 });

    await pay(clubs[0].id, 30_000, 'CARD', at(-8));
    await release(at(0));
    const rejected = await requestWithdrawal(viewer, { amount: 10_000 });
    expect(await codeOf(rejectWithdrawal(admin, rejected.id, '  '))).toBe('REQUIRED');
    await rejectWithdrawal(admin, rejected.id, 'The account holder does not match');
    const cancelled = await requestWithdrawal(viewer, { amount: 10_000 });
    const stranger = { id: (await createUser({ role: 'CREATOR' })).id, role: 'CREATOR' as const };
    expect(await codeOf(cancelWithdrawal(stranger, cancelled.id))).toBe('NOT_FOUND');
    await cancelWithdrawal(viewer, cancelled.id);
    expect(await revenueSummary(owner.id)).toMatchObject({ withdrawable: 3_643 + 23_283, withdrawing: 0 });

    const notices = await db().notification.findMany({ where: { recipientId: owner.id }, orderBy: { createdAt: 'asc' }, select: { kind: true, amount: true, reason: true } });
    expect(notices.map((n) => n.kind)).toEqual([
      'WITHDRAWAL_REQUESTED', 'WITHDRAWAL_APPROVED', 'WITHDRAWAL_PAID', 'WITHDRAWAL_REQUESTED', 'WITHDRAWAL_REJECTED', 'WITHDRAWAL_REQUESTED', 'WITHDRAWAL_CANCELLED',
    ]);
    expect(notices[2].amount).toBe(19_340);
    expect(notices[4].reason).toBe('The account holder does not match');
    const audit = await db().auditLog.findMany({ where: { actorId: admin.id }, orderBy: { createdAt: 'asc' }, select: { action: true, targetId: true } });
    expect(audit).toEqual([
      { action: 'withdrawal.approve', targetId: w.id },
      { action: 'withdrawal.mark_paid', targetId: w.id },
      { action: 'withdrawal.reject', targetId: rejected.id },
    ]);
  });

  it('businesses have nothing withheld', async () => {
    const { owner, viewer, clubs } = await creatorWithClubs();
    await pay(clubs[0].id, 20_000, 'CARD', at(-8)); // 20,000 − 1,818 − 2,000 − 660 = 15,522
    await release(at(0));
    await register(viewer, BUSINESS);
    expect(await previewWithdrawal(viewer, 15_522)).toMatchObject({ incomeTax: 0, localIncomeTax: 0, netAmount: 15_522 });
    const admin = { id: (await createUser({ role: 'ADMIN' })).id, role: 'ADMIN' as const };
    const w = await requestWithdrawal(viewer, { amount: 15_522 });
    await approveWithdrawal(admin, w.id);
    await markWithdrawalPaid(admin, w.id);
    expect(await revenueSummary(owner.id)).toMatchObject({ withdrawable: 0, paidOut: 15_522, withheld: 0 });
  });

  it('50 concurrent requests never take more than is withdrawable', async () => {
    const { owner, viewer, clubs } = await creatorWithClubs(2);
    // 7,761 × 7 + 15,882 × 3 = 101,973 withdrawable: room for exactly ten requests of ₩10,000.
    for (let i = 0; i < 7; i++) await pay(clubs[0].id, 10_000, 'CARD', at(-8));
    for (let i = 0; i < 3; i++) await pay(clubs[1].id, 20_000, 'VIRTUAL_ACCOUNT', at(-8));
    await release(at(0));
    await register(viewer);
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => codeOf(requestWithdrawal(viewer, { amount: 10_000 }))));
    expect(outcomes.filter((o) => o === 'OK')).toHaveLength(10);
    expect(outcomes.filter((o) => o !== 'OK').every((o) => o === 'WITHDRAWAL_OVER_BALANCE')).toBe(true);
    expect(await revenueSummary(owner.id)).toMatchObject({ withdrawable: 1_973, withdrawing: 100_000 });
    const negative = await db().ledgerBalance.findMany({ where: { clubId: { in: clubs.map((c) => c.id) }, account: 'CREATOR_AVAILABLE', amount: { lt: 0 } } });
    expect(negative).toEqual([]);
  });
});

describe('the account a withdrawal is paid to', () => {
  it('keeps its full number sealed when the details change; an administrator reveals it (audited) until it is paid', async () => {
    const { owner, viewer, clubs } = await creatorWithClubs();
    const admin = { id: (await createUser({ role: 'ADMIN' })).id, role: 'ADMIN' as const };
    await pay(clubs[0].id, 50_000, 'CARD', at(-8)); // 38,805
    await pay(clubs[0].id, 50_000, 'CARD', at(-8));
    await release(at(0));
    await register(viewer); // KOOKMIN 12345678901234
    const w = await requestWithdrawal(viewer, { amount: 20_000 });
    const cancelled = await requestWithdrawal(viewer, { amount: 10_000 });
    // Allowed while the request waits: "withdrawals already requested keep the account they named".
    await register(viewer, BUSINESS); // SHINHAN 110123456789
    const row = await db().withdrawal.findUniqueOrThrow({ where: { id: w.id } });
    expect(row).toMatchObject({ bank: 'KOOKMIN', accountNumberLast4: '1234' });
    expect(row.accountNumberSealed).not.toContain('1234');
    expect(openAccountNumber(row.accountNumberSealed!, owner.id)).toBe('12345678901234');

    expect(await revealWithdrawalAccountNumber(admin, w.id)).toEqual({ withdrawalId: w.id, accountNumber: '12345678901234' });
    await approveWithdrawal(admin, w.id);
    expect((await revealWithdrawalAccountNumber(admin, w.id)).accountNumber).toBe('12345678901234');
    expect(await codeOf(revealWithdrawalAccountNumber(admin, crypto.randomUUID()))).toBe('NOT_FOUND');
    expect(await codeOf(revealWithdrawalAccountNumber(admin, 'nope'))).toBe('NOT_FOUND');

    // Once paid, rejected or cancelled, it is no longer kept nor revealed.
    await markWithdrawalPaid(admin, w.id);
    await cancelWithdrawal(viewer, cancelled.id);
    for (const id of [w.id, cancelled.id]) {
      expect((await db().withdrawal.findUniqueOrThrow({ where: { id } })).accountNumberSealed).toBeNull();
      expect(await codeOf(revealWithdrawalAccountNumber(admin, id))).toBe('WITHDRAWAL_STATE_CONFLICT');
    }
    // A withdrawal requested before numbers were kept says so.
    const old = await requestWithdrawal(viewer, { amount: 10_000 });
    await db().withdrawal.update({ where: { id: old.id }, data: { accountNumberSealed: null } });
    expect(await codeOf(revealWithdrawalAccountNumber(admin, old.id))).toBe('ACCOUNT_NUMBER_UNAVAILABLE');
    await rejectWithdrawal(admin, (await requestWithdrawal(viewer, { amount: 10_000 })).id, 'Wrong account');

    // Each reveal that showed the number is in the audit log; refusals wrote nothing.
    const audit = await db().auditLog.findMany({ where: { action: 'withdrawal.reveal_account' }, select: { actorId: true, targetId: true } });
    expect(audit).toEqual([{ actorId: admin.id, targetId: w.id }, { actorId: admin.id, targetId: w.id }]);
    expect(await db().withdrawal.count({ where: { userId: owner.id, accountNumberSealed: { not: null }, status: { notIn: ['REQUESTED', 'APPROVED'] } } })).toBe(0);
  });
});
