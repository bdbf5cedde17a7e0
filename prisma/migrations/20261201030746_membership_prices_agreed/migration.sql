-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "pendingPrice" INTEGER;

-- AlterTable
ALTER TABLE "MembershipOrder" ADD COLUMN     "changesToPrice" INTEGER;

-- Downgrades scheduled before: the lower plan's price of today, never above what the fan pays now.
UPDATE "Subscription" s SET "pendingPrice" = LEAST(p."monthlyPrice", s."monthlyPrice")
FROM "Plan" p WHERE p.id = s."pendingPlanId";

-- A scheduled downgrade always has its price.
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_pendingPrice_set" CHECK ("pendingPlanId" IS NULL OR "pendingPrice" IS NOT NULL);
