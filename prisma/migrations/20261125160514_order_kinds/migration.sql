-- Orders of any kind (DESIGN 9): payments keep the generic order (kind, title); what a membership order
-- buys moves to MembershipOrder, owned by memberships. Existing orders are all memberships and keep their data.

-- CreateTable
CREATE TABLE "MembershipOrder" (
    "orderId" UUID NOT NULL,
    "planId" UUID NOT NULL,
    "subscriptionId" UUID,
    "renewsPeriodEnd" TIMESTAMP(3),
    "changesToPlanId" UUID,
    "months" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "MembershipOrder_pkey" PRIMARY KEY ("orderId")
);

-- Move the membership columns of every existing order.
INSERT INTO "MembershipOrder" ("orderId", "planId", "subscriptionId", "renewsPeriodEnd", "changesToPlanId", "months")
SELECT "id", "planId", "subscriptionId", "renewsPeriodEnd", "changesToPlanId", "months" FROM "Order";

-- The generic columns, filled for existing rows before they become required.
ALTER TABLE "Order" ADD COLUMN "kind" TEXT, ADD COLUMN "title" TEXT;
UPDATE "Order" o
SET "kind" = 'MEMBERSHIP',
    "title" = c."name" || ' · ' || p."name" || CASE WHEN o."months" > 1 THEN ' × ' || o."months" ELSE '' END
FROM "Plan" p, "Club" c
WHERE p."id" = o."planId" AND c."id" = p."clubId";
ALTER TABLE "Order" ALTER COLUMN "kind" SET NOT NULL, ALTER COLUMN "title" SET NOT NULL;

-- DropForeignKey
ALTER TABLE "Order" DROP CONSTRAINT "Order_planId_fkey";

-- DropForeignKey
ALTER TABLE "Order" DROP CONSTRAINT "Order_subscriptionId_fkey";

-- AlterTable
ALTER TABLE "Order" DROP COLUMN "changesToPlanId",
DROP COLUMN "months",
DROP COLUMN "planId",
DROP COLUMN "renewsPeriodEnd",
DROP COLUMN "subscriptionId";

-- CreateIndex
CREATE INDEX "MembershipOrder_subscriptionId_idx" ON "MembershipOrder"("subscriptionId");

-- AddForeignKey
ALTER TABLE "MembershipOrder" ADD CONSTRAINT "MembershipOrder_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MembershipOrder" ADD CONSTRAINT "MembershipOrder_planId_fkey" FOREIGN KEY ("planId") REFERENCES "Plan"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MembershipOrder" ADD CONSTRAINT "MembershipOrder_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "Subscription"("id") ON DELETE SET NULL ON UPDATE CASCADE;
