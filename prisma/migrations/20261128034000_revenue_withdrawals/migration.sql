-- CreateEnum
CREATE TYPE "SettlementType" AS ENUM ('INDIVIDUAL', 'BUSINESS');

-- CreateEnum
CREATE TYPE "WithdrawalStatus" AS ENUM ('REQUESTED', 'APPROVED', 'PAID', 'REJECTED', 'CANCELLED');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationKind" ADD VALUE 'WITHDRAWAL_REQUESTED';
ALTER TYPE "NotificationKind" ADD VALUE 'WITHDRAWAL_APPROVED';
ALTER TYPE "NotificationKind" ADD VALUE 'WITHDRAWAL_PAID';
ALTER TYPE "NotificationKind" ADD VALUE 'WITHDRAWAL_REJECTED';
ALTER TYPE "NotificationKind" ADD VALUE 'WITHDRAWAL_CANCELLED';

-- AlterEnum
ALTER TYPE "LedgerAccount" ADD VALUE 'CREATOR_WITHDRAWING';

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "withdrawalId" UUID;

-- AlterTable
ALTER TABLE "LedgerTransaction" ADD COLUMN     "withdrawalId" UUID;

-- CreateTable
CREATE TABLE "LedgerBalance" (
    "clubId" UUID NOT NULL,
    "account" "LedgerAccount" NOT NULL,
    "amount" BIGINT NOT NULL DEFAULT 0,
    "entryCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "LedgerBalance_pkey" PRIMARY KEY ("clubId","account")
);

-- CreateTable
CREATE TABLE "PendingEarning" (
    "paymentId" UUID NOT NULL,
    "clubId" UUID NOT NULL,
    "amount" INTEGER NOT NULL,
    "paidAt" TIMESTAMP(3) NOT NULL,
    "availableAt" TIMESTAMP(3) NOT NULL,
    "held" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "PendingEarning_pkey" PRIMARY KEY ("paymentId")
);

-- CreateTable
CREATE TABLE "SettlementAccount" (
    "userId" UUID NOT NULL,
    "type" "SettlementType" NOT NULL,
    "legalName" TEXT,
    "dateOfBirth" DATE,
    "companyName" TEXT,
    "registrationNumber" TEXT,
    "representative" TEXT,
    "taxInvoiceEmail" TEXT,
    "bank" TEXT NOT NULL,
    "accountHolder" TEXT NOT NULL,
    "accountNumberSealed" TEXT NOT NULL,
    "accountNumberLast4" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SettlementAccount_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "Withdrawal" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "amount" INTEGER NOT NULL,
    "incomeTax" INTEGER NOT NULL,
    "localIncomeTax" INTEGER NOT NULL,
    "netAmount" INTEGER NOT NULL,
    "status" "WithdrawalStatus" NOT NULL DEFAULT 'REQUESTED',
    "settlementType" "SettlementType" NOT NULL,
    "bank" TEXT NOT NULL,
    "accountHolder" TEXT NOT NULL,
    "accountNumberLast4" TEXT NOT NULL,
    "rejectionReason" TEXT,
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "approvedAt" TIMESTAMP(3),
    "paidAt" TIMESTAMP(3),
    "rejectedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),

    CONSTRAINT "Withdrawal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PendingEarning_availableAt_idx" ON "PendingEarning"("availableAt");

-- CreateIndex
CREATE INDEX "PendingEarning_clubId_availableAt_idx" ON "PendingEarning"("clubId", "availableAt");

-- CreateIndex
CREATE INDEX "Withdrawal_userId_requestedAt_id_idx" ON "Withdrawal"("userId", "requestedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Withdrawal_status_requestedAt_id_idx" ON "Withdrawal"("status", "requestedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Withdrawal_requestedAt_id_idx" ON "Withdrawal"("requestedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "LedgerTransaction_clubId_kind_createdAt_id_idx" ON "LedgerTransaction"("clubId", "kind", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "LedgerTransaction_clubId_source_kind_createdAt_id_idx" ON "LedgerTransaction"("clubId", "source", "kind", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "LedgerTransaction_withdrawalId_kind_key" ON "LedgerTransaction"("withdrawalId", "kind");

-- Running balances per club and account, kept by the database on every ledger insert (whatever writes
-- it), so a revenue summary reads a few rows instead of summing the ledger. Entries without a club
-- (none are written today) do not count towards any club.
CREATE FUNCTION ledger_add_to_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."clubId" IS NOT NULL THEN
    INSERT INTO "LedgerBalance" ("clubId", "account", "amount", "entryCount") VALUES (NEW."clubId", NEW."account", NEW."amount", 1)
    ON CONFLICT ("clubId", "account") DO UPDATE
      SET "amount" = "LedgerBalance"."amount" + EXCLUDED."amount", "entryCount" = "LedgerBalance"."entryCount" + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "LedgerEntry_balance" AFTER INSERT ON "LedgerEntry"
  FOR EACH ROW EXECUTE FUNCTION ledger_add_to_balance();

INSERT INTO "LedgerBalance" ("clubId", "account", "amount", "entryCount")
SELECT "clubId", "account", sum("amount"), count(*) FROM "LedgerEntry" WHERE "clubId" IS NOT NULL GROUP BY 1, 2;

-- Payments already recorded and not refunded wait out the refund window from their recording.
INSERT INTO "PendingEarning" ("paymentId", "clubId", "amount", "paidAt", "availableAt")
SELECT t."paymentId", t."clubId", e."amount", t."createdAt", t."createdAt" + interval '7 days'
FROM "LedgerTransaction" t JOIN "LedgerEntry" e ON e."transactionId" = t."id" AND e."account" = 'CREATOR_PENDING'
WHERE t."kind" = 'PAYMENT' AND t."clubId" IS NOT NULL AND e."amount" > 0
  AND NOT EXISTS (SELECT 1 FROM "LedgerTransaction" r WHERE r."paymentId" = t."paymentId" AND r."kind" = 'REFUND');
