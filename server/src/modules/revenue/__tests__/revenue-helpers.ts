// Shared by the revenue tests: payments written straight to the ledger (as payments would, in a
// transaction), releases at a given time, and settlement details.
import { db } from '../../../platform/database.ts';
import { createClub, createUser } from '../../../testing/fixtures.ts';
import { DEFAULT_FEES, holdEarnings, recordPayment, recordRefund, releaseDueEarnings } from '../ledger.service.ts';
import { saveSettlementAccount } from '../settlement.service.ts';
import type { RevenueSource } from '../../../generated/prisma/enums.ts';

export const DAY = 86_400_000;
export const BASE = new Date('2026-11-02T03:00:00Z');
export const at = (days: number) => new Date(BASE.getTime() + days * DAY);

export async function pay(clubId: string, amount: number, method: 'CARD' | 'VIRTUAL_ACCOUNT', paidAt: Date, source: RevenueSource = 'SUBSCRIPTION') {
  const id = crypto.randomUUID();
  await db().$transaction((tx) => recordPayment(tx, { id, amount, method }, clubId, DEFAULT_FEES, source, { paidAt }));
  return id;
}

/** A deposit that arrived after its account expired: recorded and held for its refund. */
export async function lateDeposit(clubId: string, amount: number, paidAt: Date) {
  const id = crypto.randomUUID();
  await db().$transaction(async (tx) => {
    await recordPayment(tx, { id, amount, method: 'VIRTUAL_ACCOUNT' }, clubId, DEFAULT_FEES, 'SUBSCRIPTION', { paidAt });
    await holdEarnings(tx, id);
  });
  return id;
}

export const refund = (paymentId: string) => db().$transaction((tx) => recordRefund(tx, paymentId));
export const release = (now: Date) => db().$transaction((tx) => releaseDueEarnings(tx, now));

export async function creatorWithClubs(n = 1) {
  const owner = await createUser({ role: 'CREATOR' });
  const clubs = [];
  for (let i = 0; i < n; i++) clubs.push(await createClub({ ownerId: owner.id }));
  return { owner, viewer: { id: owner.id, role: 'CREATOR' as const }, clubs };
}

export const INDIVIDUAL = {
  type: 'INDIVIDUAL' as const,
  legalName: 'Kim Minji',
  dateOfBirth: '1995-04-12',
  bank: 'KOOKMIN',
  accountHolder: 'Kim Minji',
  accountNumber: '123-456-78901234',
  accountNumberConfirmation: '12345678901234',
};

export const BUSINESS = {
  type: 'BUSINESS' as const,
  companyName: 'Minji Studio',
  registrationNumber: '220-81-62517',
  representative: 'Kim Minji',
  taxInvoiceEmail: 'tax@minji.example',
  bank: 'SHINHAN',
  accountHolder: 'Minji Studio',
  accountNumber: '110123456789',
  accountNumberConfirmation: '110123456789',
};

export const register = (viewer: { id: string; role: 'CREATOR' }, input: typeof INDIVIDUAL | typeof BUSINESS = INDIVIDUAL) => saveSettlementAccount(viewer, input);
