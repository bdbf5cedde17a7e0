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
  return { price, vat, platformFee, gatewayFee, creator: price - vat - platformFee - gatewayFee };
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

type TransactionHead = { kind: string; paymentId: string; clubId: string | null; source: RevenueSource | null; createdAt?: Date };

async function writeTransaction(tx: Prisma.TransactionClient, head: TransactionHead, entries: Entry[]) {
  const { kind, paymentId, clubId } = head;
  const sum = entries.reduce((total, e) => total + e.amount, 0);
  if (sum !== 0) throw new Error(`Unbalanced ledger transaction (${kind}, payment ${paymentId}): sums to ${sum}`);
  // (paymentId, kind) is unique: a second attempt to record the same move fails instead of doubling it.
  return tx.ledgerTransaction.create({
    data: { ...head, entries: { create: entries.filter((e) => e.amount !== 0).map((e) => ({ ...e, clubId })) } },
  });
}

/**
 * Records a completed payment: the fan's money split into VAT, fees and the creator's pending share.
 * Recorded as it happens; `at` backdates it for the demo world's history only.
 */
export function recordPayment(
  tx: Prisma.TransactionClient,
  payment: { id: string; amount: number; method: 'CARD' | 'VIRTUAL_ACCOUNT' },
  clubId: string,
  fees: Fees,
  source: RevenueSource,
  at?: Date,
) {
  const head = { kind: 'PAYMENT', paymentId: payment.id, clubId, source, createdAt: at };
  return writeTransaction(tx, head, paymentEntries(splitPayment(payment.amount, payment.method, fees)));
}

/** Records a refund: the payment's entries reversed, so every account returns to where it was. */
export async function recordRefund(tx: Prisma.TransactionClient, paymentId: string) {
  const original = await tx.ledgerTransaction.findUniqueOrThrow({
    where: { paymentId_kind: { paymentId, kind: 'PAYMENT' } },
    include: { entries: true },
  });
  return writeTransaction(
    tx,
    { kind: 'REFUND', paymentId, clubId: original.clubId, source: original.source },
    original.entries.map((e) => ({ account: e.account, amount: -e.amount })),
  );
}
