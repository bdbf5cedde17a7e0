-- CreateEnum
CREATE TYPE "ChatAudience" AS ENUM ('MEMBERS', 'SUBSCRIBERS');

-- CreateTable
CREATE TABLE "ChatSettings" (
    "clubId" UUID NOT NULL,
    "audience" "ChatAudience" NOT NULL DEFAULT 'MEMBERS',
    "minPlanLevel" INTEGER NOT NULL DEFAULT 1,
    "inboxPaused" BOOLEAN NOT NULL DEFAULT false,
    "blockedWords" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ChatSettings_pkey" PRIMARY KEY ("clubId")
);

-- CreateTable
CREATE TABLE "ChatConversation" (
    "id" UUID NOT NULL,
    "clubId" UUID NOT NULL,
    "fanId" UUID NOT NULL,
    "ownerId" UUID NOT NULL,
    "lastMessageAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastMessageId" UUID,
    "messageCount" INTEGER NOT NULL DEFAULT 0,
    "fanUnread" INTEGER NOT NULL DEFAULT 0,
    "ownerUnread" INTEGER NOT NULL DEFAULT 0,
    "fanReadAt" TIMESTAMP(3),
    "ownerReadAt" TIMESTAMP(3),
    "starred" BOOLEAN NOT NULL DEFAULT false,
    "muted" BOOLEAN NOT NULL DEFAULT false,
    "blocked" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChatConversation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatMessage" (
    "id" UUID NOT NULL,
    "conversationId" UUID NOT NULL,
    "senderId" UUID NOT NULL,
    "body" TEXT NOT NULL,
    "imageFileId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "editedAt" TIMESTAMP(3),
    "deletedAt" TIMESTAMP(3),

    CONSTRAINT "ChatMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatUnreadTotal" (
    "userId" UUID NOT NULL,
    "unread" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ChatUnreadTotal_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "ChatConversation_ownerId_lastMessageAt_id_idx" ON "ChatConversation"("ownerId", "lastMessageAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ChatConversation_fanId_idx" ON "ChatConversation"("fanId");

-- CreateIndex
CREATE UNIQUE INDEX "ChatConversation_clubId_fanId_key" ON "ChatConversation"("clubId", "fanId");

-- CreateIndex
CREATE UNIQUE INDEX "ChatConversation_lastMessageId_key" ON "ChatConversation"("lastMessageId");

-- CreateIndex
CREATE INDEX "ChatMessage_conversationId_createdAt_id_idx" ON "ChatMessage"("conversationId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ChatMessage_senderId_idx" ON "ChatMessage"("senderId");

-- AddForeignKey
ALTER TABLE "ChatSettings" ADD CONSTRAINT "ChatSettings_clubId_fkey" FOREIGN KEY ("clubId") REFERENCES "Club"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatConversation" ADD CONSTRAINT "ChatConversation_lastMessageId_fkey" FOREIGN KEY ("lastMessageId") REFERENCES "ChatMessage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatConversation" ADD CONSTRAINT "ChatConversation_clubId_fkey" FOREIGN KEY ("clubId") REFERENCES "Club"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatConversation" ADD CONSTRAINT "ChatConversation_fanId_fkey" FOREIGN KEY ("fanId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatConversation" ADD CONSTRAINT "ChatConversation_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "ChatConversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
