-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "pendingPlanId" UUID;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "changesToPlanId" UUID;

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_pendingPlanId_fkey" FOREIGN KEY ("pendingPlanId") REFERENCES "Plan"("id") ON DELETE SET NULL ON UPDATE CASCADE;
