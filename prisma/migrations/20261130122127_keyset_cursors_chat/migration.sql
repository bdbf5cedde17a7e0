-- DropIndex
DROP INDEX "ChatMessage_conversationId_createdAt_id_idx";

-- CreateIndex
CREATE UNIQUE INDEX "ChatMessage_conversationId_createdAt_id_key" ON "ChatMessage"("conversationId", "createdAt" DESC, "id" DESC);
