// The append-only double-entry ledger (DESIGN 5.7): every money move is one transaction whose entries sum
// to zero; balances are sums of entries. Written inside the transaction that changes the payment, so a
// payment and its entries commit together, and at most once per payment and kind.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { LedgerAccount, RevenueSource } from '../../generated/prisma/enums.ts';

export type Fees = {
  /** Platform fee in basis points of the price (1000 = 10%). */
  platformBps: number;
  /** Gateway fee for card payments, in basis points of the price. */
  cardBps: number;
  /** Gateway fee for a virtual-account deposit, in KRW. */
  virtualAccountKrw: number;
};

export const DEFAULT_FEES: Fees = { platformBps: 1000, cardBps: 330, virtualAccountKrw: 300 };

/** VAT inside a VAT-inclusive KRW price (DESIGN 5.4): price − round(price / 1.1). */
export function vatOf(price: number): number {
  return price - Math.round(price / 1.1);
}

export type PaymentSplit = { price: number; vat: number; platformFee: number; gatewayFee: number; creator: number };

/** How a payment divides between VAT, the platform, the gateway and the creator. */
export function splitPayment(price: number, method: 'CARD' | 'VIRTUAL_ACCOUNT', fees: Fees = DEFAULT_FEES): PaymentSplit {
  const vat = vatOf(price);
  const platformFee = Math.round((price * fees.platformBps) / 10_000);
  const gatewayFee = method === 'CARD' ? Math.round((price * fees.cardBps) / 10_000) : Math.min(fees.virtualAccountKrw, price);
  // A small deposit order can cost more in fees than it leaves: the creator's share stops at zero and the
  // platform takes the loss out of its fee (a share below zero could never be released).
  const creator = Math.max(0, price - vat - platformFee - gatewayFee);
  return { price, vat, platformFee: price - vat - gatewayFee - creator, gatewayFee, creator };
}

type Entry = { account: LedgerAccount; amount: number };

function paymentEntries(split: PaymentSplit): Entry[] {
  return [
    { account: 'FAN_PAYMENTS', amount: -split.price },
    { account: 'VAT_PAYABLE', amount: split.vat },
    { account: 'PLATFORM_FEE', amount: split.platformFee },
    { account: 'GATEWAY_FEE', amount: split.gatewayFee },
    { account: 'CREATOR_PENDING', amount: split.creator },
  ];
}

type TransactionHead = {
  kind: LedgerKind;
  paymentId?: string | null;
  withdrawalId?: string | null;
  clubId: string | null;
  source?: RevenueSource | null;
  /** When it happened, if not now (the demo world's history). */
  createdAt?: Date;
};

/**
 * Transaction kinds: a payment, its refund, its release and the reversal of that release (the refund was
 * decided after the release); a withdrawal's hold, payout and return.
 */
export type LedgerKind = 'PAYMENT' | 'REFUND' | 'RELEASE' | 'RELEASE_REVERSAL' | 'WITHDRAWAL_HOLD' | 'WITHDRAWAL_PAYOUT' | 'WITHDRAWAL_RETURN';

/** An entry with its own club: a withdrawal spans the clubs of one owner, one entry per club. */
type ClubEntry = Entry & { clubId: string | null };

async function writeTransaction(tx: Prisma.TransactionClient, head: TransactionHead, entries: (Entry | ClubEntry)[]) {
  const { kind, paymentId, withdrawalId, clubId } = head;
  const sum = entries.reduce((total, e) => total + e.amount, 0);
  if (sum !== 0) throw new Error(`Unbalanced ledger transaction (${kind}, ${paymentId ?? withdrawalId}): sums to ${sum}`);
  // (paymentId, kind) and (withdrawalId, kind) are unique: a second attempt to record the same move fails
  // instead of doubling it.
  return tx.ledgerTransaction.create({
    data: {
      kind,
      paymentId: paymentId ?? null,
      withdrawalId: withdrawalId ?? null,
      clubId,
      source: head.source ?? null,
      createdAt: head.createdAt,
      entries: { create: entries.filter((e) => e.amount !== 0).map((e) => ({ account: e.account, amount: e.amount, clubId: 'clubId' in e ? e.clubId : clubId })) },
    },
  });
}

/** Days a payment's creator share stays pending: the refund window (DESIGN 5.7), configurable at start-up. */
export const DEFAULT_RELEASE_DAYS = 7;
const DAY_MS = 86_400_000;
let releaseDays = DEFAULT_RELEASE_DAYS;

/** Sets the refund window (startApp, from REVENUE_RELEASE_DAYS). */
export function configureLedger(options: { releaseDays?: number }) {
  releaseDays = options.releaseDays ?? DEFAULT_RELEASE_DAYS;
}

/**
 * Records a completed payment: the fan's money split into VAT, fees and the creator's pending share,
 * which becomes withdrawable `releaseDays` after `paidAt` (see releaseDueEarnings).
 */
export async function recordPayment(
  tx: Prisma.TransactionClient,
  payment: { id: string; amount: number; method: 'CARD' | 'VIRTUAL_ACCOUNT' },
  clubId: string,
  fees: Fees,
  source: RevenueSource,
  options: { paidAt?: Date; recordedAt?: Date } = {},
) {
  // Recorded now; `recordedAt` backdates it for the demo world's history only.
  const head = { kind: 'PAYMENT' as const, paymentId: payment.id, clubId, source, createdAt: options.recordedAt };
  const split = splitPayment(payment.amount, payment.method, fees);
  const transaction = await writeTransaction(tx, head, paymentEntries(split));
  const paidAt = options.paidAt ?? transaction.createdAt;
  const availableAt = new Date(paidAt.getTime() + releaseDays * DAY_MS);
  if (split.creator > 0) await tx.pendingEarning.create({ data: { paymentId: payment.id, clubId, amount: split.creator, paidAt, availableAt } });
  return transaction;
}

/**
 * Keeps a payment's share pending for good: the payment is about to be refunded (a late deposit waiting
 * for its refund account, an order that could not be fulfilled, an owner's refund of a deposit), so it must
 * never become withdrawable. A share already released is taken back out of CREATOR_AVAILABLE into a held
 * pending share (a RELEASE_REVERSAL; below zero when it was withdrawn meanwhile: a debt, as after a refund).
 * Idempotent.
 */
export async function holdEarnings(tx: Prisma.TransactionClient, paymentId: string) {
  // A release in progress holds this row (FOR UPDATE) until it commits and deletes it: this waits, and a
  // held row is never claimed afterwards.
  const { count } = await tx.pendingEarning.updateMany({ where: { paymentId }, data: { held: true } });
  if (count) return;
  const moves = await tx.ledgerTransaction.findMany({
    where: { paymentId, kind: { in: ['PAYMENT', 'RELEASE', 'RELEASE_REVERSAL', 'REFUND'] } },
    include: { entries: { where: { account: 'CREATOR_AVAILABLE' } } },
  });
  const of = (kind: LedgerKind) => moves.find((t) => t.kind === kind);
  const payment = of('PAYMENT');
  const release = of('RELEASE');
  if (!payment || !release || of('RELEASE_REVERSAL') || of('REFUND')) return;
  const amount = release.entries.reduce((sum, e) => sum + e.amount, 0);
  await writeTransaction(tx, { kind: 'RELEASE_REVERSAL', paymentId, clubId: release.clubId }, [
    { account: 'CREATOR_AVAILABLE', amount: -amount },
    { account: 'CREATOR_PENDING', amount },
  ]);
  await tx.pendingEarning.create({ data: { paymentId, clubId: release.clubId!, amount, paidAt: payment.createdAt, availableAt: release.createdAt, held: true } });
}

/** Whether the payment's share is in CREATOR_AVAILABLE: released, and that release not reversed. */
async function isReleased(tx: Prisma.TransactionClient, paymentId: string) {
  const moves = await tx.ledgerTransaction.findMany({ where: { paymentId, kind: { in: ['RELEASE', 'RELEASE_REVERSAL'] } }, select: { kind: true } });
  return moves.some((t) => t.kind === 'RELEASE') && !moves.some((t) => t.kind === 'RELEASE_REVERSAL');
}

/**
 * Records a refund: the payment's entries reversed, so every account returns to where it was. After its
 * release (not reversed by holdEarnings) the creator's share comes out of CREATOR_AVAILABLE instead of
 * CREATOR_PENDING (it may go below zero when it was withdrawn meanwhile: a debt later earnings pay back).
 */
export async function recordRefund(tx: Prisma.TransactionClient, paymentId: string) {
  const original = await tx.ledgerTransaction.findUniqueOrThrow({
    where: { paymentId_kind: { paymentId, kind: 'PAYMENT' } },
    include: { entries: true },
  });
  // The pending row first: a release claims it (FOR UPDATE) before writing RELEASE, so this waits for a
  // release in progress to commit, and only then is "was it released?" answered.
  await tx.pendingEarning.deleteMany({ where: { paymentId } });
  const released = await isReleased(tx, paymentId);
  return writeTransaction(
    tx,
    { kind: 'REFUND', paymentId, clubId: original.clubId, source: original.source },
    original.entries.map((e) => ({ account: released && e.account === 'CREATOR_PENDING' ? 'CREATOR_AVAILABLE' : e.account, amount: -e.amount })),
  );
}

/**
 * Makes the creator's share of payments whose refund window has passed withdrawable: one RELEASE
 * transaction (CREATOR_PENDING → CREATOR_AVAILABLE) per payment, at most once each. Claims rows with
 * SKIP LOCKED, so instances and a refund running at the same time never release the same payment twice.
 * Returns how many were released; call again while it returns `batch`.
 */
export async function releaseDueEarnings(tx: Prisma.TransactionClient, now: Date, batch = 500): Promise<number> {
  const due = await tx.$queryRaw<{ paymentId: string; clubId: string; amount: number }[]>`
    SELECT "paymentId", "clubId", amount FROM "PendingEarning"
    WHERE "availableAt" <= ${now} AND NOT held
    ORDER BY "availableAt" LIMIT ${batch} FOR UPDATE SKIP LOCKED`;
  if (due.length === 0) return 0;
  for (const e of due) {
    await writeTransaction(tx, { kind: 'RELEASE', paymentId: e.paymentId, clubId: e.clubId }, [
      { account: 'CREATOR_PENDING', amount: -e.amount },
      { account: 'CREATOR_AVAILABLE', amount: e.amount },
    ]);
  }
  await tx.pendingEarning.deleteMany({ where: { paymentId: { in: due.map((e) => e.paymentId) } } });
  return due.length;
}

/** One club's part of a withdrawal (its owner's clubs each give from their own available balance). */
export type WithdrawalPart = { clubId: string; amount: number };

/** Holds a withdrawal's amount: CREATOR_AVAILABLE → CREATOR_WITHDRAWING, per club, so it cannot be requested twice. */
export function recordWithdrawalHold(tx: Prisma.TransactionClient, withdrawalId: string, parts: readonly WithdrawalPart[]) {
  return writeTransaction(
    tx,
    { kind: 'WITHDRAWAL_HOLD', withdrawalId, clubId: null },
    parts.flatMap((p) => [
      { account: 'CREATOR_AVAILABLE', amount: -p.amount, clubId: p.clubId },
      { account: 'CREATOR_WITHDRAWING', amount: p.amount, clubId: p.clubId },
    ]),
  );
}

async function heldParts(tx: Prisma.TransactionClient, withdrawalId: string): Promise<WithdrawalPart[]> {
  const hold = await tx.ledgerTransaction.findUniqueOrThrow({
    where: { withdrawalId_kind: { withdrawalId, kind: 'WITHDRAWAL_HOLD' } },
    include: { entries: { where: { account: 'CREATOR_WITHDRAWING' }, orderBy: { amount: 'desc' } } },
  });
  return hold.entries.map((e) => ({ clubId: e.clubId!, amount: e.amount }));
}

/** Returns a rejected or cancelled withdrawal's hold: CREATOR_WITHDRAWING → CREATOR_AVAILABLE. */
export async function recordWithdrawalReturn(tx: Prisma.TransactionClient, withdrawalId: string) {
  const parts = await heldParts(tx, withdrawalId);
  return writeTransaction(
    tx,
    { kind: 'WITHDRAWAL_RETURN', withdrawalId, clubId: null },
    parts.flatMap((p) => [
      { account: 'CREATOR_WITHDRAWING', amount: -p.amount, clubId: p.clubId },
      { account: 'CREATOR_AVAILABLE', amount: p.amount, clubId: p.clubId },
    ]),
  );
}

/**
 * Pays a withdrawal out: its hold leaves CREATOR_WITHDRAWING for PAYOUTS (what reaches the bank) and
 * WITHHOLDING_TAX. The tax is shared between the clubs in proportion to their parts (rounded down, the
 * remainder on the largest part), so every club's accounts add up on their own.
 */
export async function recordWithdrawalPayout(tx: Prisma.TransactionClient, withdrawalId: string, withheld: number) {
  const parts = await heldParts(tx, withdrawalId);
  const total = parts.reduce((sum, p) => sum + p.amount, 0);
  const taxes = parts.map((p) => Math.floor((withheld * p.amount) / total));
  taxes[0] += withheld - taxes.reduce((sum, t) => sum + t, 0);
  return writeTransaction(
    tx,
    { kind: 'WITHDRAWAL_PAYOUT', withdrawalId, clubId: null },
    parts.flatMap((p, i) => [
      { account: 'CREATOR_WITHDRAWING', amount: -p.amount, clubId: p.clubId },
      { account: 'PAYOUTS', amount: p.amount - taxes[i], clubId: p.clubId },
      { account: 'WITHHOLDING_TAX', amount: taxes[i], clubId: p.clubId },
    ]),
  );
}
