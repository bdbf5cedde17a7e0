-- AlterTable
ALTER TABLE "MembershipOrder" ADD COLUMN     "changesFromPlanId" UUID,
ADD COLUMN     "changesFromPrice" INTEGER,
ADD COLUMN     "changesInPeriodEnd" TIMESTAMP(3);
