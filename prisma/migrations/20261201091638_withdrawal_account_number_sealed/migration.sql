-- AlterTable
ALTER TABLE "Withdrawal" ADD COLUMN     "accountNumberSealed" TEXT;

-- Withdrawals still to be paid name the account of their creator's settlement details when bank, holder and
-- last four digits still agree (the sealed number is bound to the same user, so it opens for this row).
-- Others stay null: their full number was never kept, and the administrator confirms it with the creator.
UPDATE "Withdrawal" w
SET "accountNumberSealed" = s."accountNumberSealed"
FROM "SettlementAccount" s
WHERE s."userId" = w."userId"
  AND w.status IN ('REQUESTED', 'APPROVED')
  AND s.bank = w.bank
  AND s."accountHolder" = w."accountHolder"
  AND s."accountNumberLast4" = w."accountNumberLast4";
