-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "nextRenewalAttemptAt" TIMESTAMP(3),
ADD COLUMN     "renewalFailingSince" TIMESTAMP(3),
ADD COLUMN     "renewalFailureReason" TEXT,
ADD COLUMN     "renewalFailures" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "renewalReminderSentAt" TIMESTAMP(3),
ADD COLUMN     "resubscribedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "renewsPeriodEnd" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Subscription_status_currentPeriodEnd_idx" ON "Subscription"("status", "currentPeriodEnd");
