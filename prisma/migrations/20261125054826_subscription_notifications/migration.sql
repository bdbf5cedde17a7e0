-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationKind" ADD VALUE 'SUBSCRIPTION_STARTED';
ALTER TYPE "NotificationKind" ADD VALUE 'SUBSCRIPTION_RENEWED';
ALTER TYPE "NotificationKind" ADD VALUE 'SUBSCRIPTION_RENEWAL_FAILED';
ALTER TYPE "NotificationKind" ADD VALUE 'SUBSCRIPTION_EXPIRED';
ALTER TYPE "NotificationKind" ADD VALUE 'SUBSCRIPTION_ENDING';

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "amount" INTEGER,
ADD COLUMN     "dueAt" TIMESTAMP(3),
ADD COLUMN     "reason" TEXT,
ADD COLUMN     "subscriptionId" UUID;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "Subscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;
