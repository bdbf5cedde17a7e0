-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationKind" ADD VALUE 'JOIN_ANNIVERSARY';
ALTER TYPE "NotificationKind" ADD VALUE 'SUBSCRIPTION_ANNIVERSARY';

-- AlterTable
ALTER TABLE "Club" ADD COLUMN     "anniversaryNotices" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "ClubMember" ADD COLUMN     "anniversaryYearsTold" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "anniversaryMonthsTold" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "anniversary" INTEGER;

-- CreateIndex
CREATE INDEX "ClubMember_joinedAt_idx" ON "ClubMember"("joinedAt");

-- CreateIndex
CREATE INDEX "Subscription_startedAt_idx" ON "Subscription"("startedAt");
