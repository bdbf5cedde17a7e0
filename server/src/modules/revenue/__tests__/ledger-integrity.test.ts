// The database itself keeps the ledger append-only and balanced (DESIGN 5.7), whatever writes to it:
// UPDATE, DELETE and TRUNCATE of its rows are refused, a transaction whose entries do not sum to zero
// cannot commit, and the app's own writes (a payment and its refund) pass.
import { describe, expect, it } from 'vitest';
import { db } from '../../../platform/database.ts';
import { setupTestDatabase } from '../../../testing/database.ts';
import { DEFAULT_FEES, recordPayment, recordRefund } from '../ledger.service.ts';

setupTestDatabase();

const CLUB = '00000000-0000-4000-8000-000000000001';
const newId = () => crypto.randomUUID();

async function paymentAndRefund() {
  const paymentId = newId();
  await db().$transaction((tx) => recordPayment(tx, { id: paymentId, amount: 10_000, method: 'CARD' }, CLUB, DEFAULT_FEES, 'SUBSCRIPTION'));
  await db().$transaction((tx) => recordRefund(tx, paymentId));
  return paymentId;
}

describe('ledger integrity in the database', () => {
  it('takes a payment and its reversing refund, and refuses to change or remove either', async () => {
    const paymentId = await paymentAndRefund();
    const entries = await db().ledgerEntry.findMany({ where: { transaction: { paymentId } } });
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(0);

    const refusals = [
      db().$executeRaw`UPDATE "LedgerEntry" SET amount = amount + 1 WHERE id = ${entries[0].id}::uuid`,
      db().$executeRaw`DELETE FROM "LedgerEntry" WHERE id = ${entries[0].id}::uuid`,
      db().$executeRaw`UPDATE "LedgerTransaction" SET kind = 'PAYOUT' WHERE "paymentId" = ${paymentId}::uuid`,
      db().$executeRaw`DELETE FROM "LedgerTransaction" WHERE "paymentId" = ${paymentId}::uuid`,
      db().$executeRawUnsafe('TRUNCATE "LedgerEntry", "LedgerTransaction"'),
      db().ledgerEntry.deleteMany({}),
    ];
    for (const attempt of refusals) await expect(attempt).rejects.toThrow(/append-only/);
    expect(await db().ledgerEntry.count({ where: { transaction: { paymentId } } })).toBe(entries.length);
  });

  it('cannot commit a transaction whose entries do not sum to zero, and keeps nothing of it', async () => {
    const unbalanced = db().$transaction(async (tx) => {
      const t = await tx.ledgerTransaction.create({ data: { kind: 'PAYMENT', paymentId: newId(), clubId: CLUB } });
      await tx.ledgerEntry.create({ data: { transactionId: t.id, account: 'FAN_PAYMENTS', amount: -5_000, clubId: CLUB } });
      await tx.ledgerEntry.create({ data: { transactionId: t.id, account: 'CREATOR_PENDING', amount: 4_000, clubId: CLUB } });
      return t.id;
    });
    await expect(unbalanced).rejects.toThrow(/does not balance/);
    // A single statement outside any transaction is checked too.
    const lone = await db().ledgerTransaction.create({ data: { kind: 'PAYMENT', paymentId: newId(), clubId: CLUB } });
    await expect(db().ledgerEntry.create({ data: { transactionId: lone.id, account: 'PAYOUTS', amount: 1, clubId: CLUB } })).rejects.toThrow(/does not balance/);
    const unbalancedRows = await db().$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM (SELECT "transactionId" FROM "LedgerEntry" GROUP BY "transactionId" HAVING sum(amount) <> 0) t`;
    expect(Number(unbalancedRows[0].n)).toBe(0);
  });
});
