-- CreateEnum
CREATE TYPE "RevenueSource" AS ENUM ('SUBSCRIPTION', 'PRODUCT', 'TICKET');

-- AlterTable
ALTER TABLE "LedgerTransaction" ADD COLUMN     "source" "RevenueSource";

-- Backfill the payments and refunds already recorded. The ledger refuses updates (append-only), so this
-- one-time fill of a new column lifts that guard for its own statement only.
ALTER TABLE "LedgerTransaction" DISABLE TRIGGER "LedgerTransaction_append_only";
UPDATE "LedgerTransaction" t
SET "source" = CASE
  WHEN o."kind" = 'MEMBERSHIP' THEN 'SUBSCRIPTION'::"RevenueSource"
  WHEN NOT EXISTS (SELECT 1 FROM "StoreOrderLine" l WHERE l."orderId" = o."id" AND l."kind" <> 'TICKET') THEN 'TICKET'::"RevenueSource"
  ELSE 'PRODUCT'::"RevenueSource"
END
FROM "Payment" p JOIN "Order" o ON o."id" = p."orderId"
WHERE t."paymentId" = p."id";
ALTER TABLE "LedgerTransaction" ENABLE TRIGGER "LedgerTransaction_append_only";
