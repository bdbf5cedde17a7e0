-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationKind" ADD VALUE 'CHAT_MESSAGE';
ALTER TYPE "NotificationKind" ADD VALUE 'CLUB_CHAT_MESSAGE';

-- DropIndex
DROP INDEX "ChatConversation_fanId_idx";

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "notifyChatMessages" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "chatConversationId" UUID;

-- CreateIndex
CREATE INDEX "ChatConversation_fanId_lastMessageAt_id_idx" ON "ChatConversation"("fanId", "lastMessageAt" DESC, "id" DESC);
