-- DropIndex
DROP INDEX "AuditLog_createdAt_idx";

-- DropIndex
DROP INDEX "Subscription_clubId_createdAt_id_idx";

-- DropIndex
DROP INDEX "Notification_recipientId_createdAt_id_idx";

-- DropIndex
DROP INDEX "Order_userId_createdAt_idx";

-- DropIndex
DROP INDEX "Withdrawal_requestedAt_id_idx";

-- DropIndex
DROP INDEX "Product_clubId_status_createdAt_id_idx";

-- DropIndex
DROP INDEX "StoreOrder_clubId_createdAt_orderId_idx";

-- DropIndex
DROP INDEX "Ticket_holderId_createdAt_id_idx";

-- DropIndex
DROP INDEX "Report_status_createdAt_id_idx";

-- DropIndex
DROP INDEX "ChatConversation_ownerId_lastMessageAt_id_idx";

-- CreateIndex
CREATE UNIQUE INDEX "AuditLog_createdAt_id_key" ON "AuditLog"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Subscription_clubId_createdAt_id_key" ON "Subscription"("clubId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Notification_recipientId_createdAt_id_key" ON "Notification"("recipientId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Order_userId_createdAt_id_key" ON "Order"("userId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Withdrawal_requestedAt_id_key" ON "Withdrawal"("requestedAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Product_clubId_status_createdAt_id_key" ON "Product"("clubId", "status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "StoreOrder_clubId_createdAt_orderId_key" ON "StoreOrder"("clubId", "createdAt" DESC, "orderId" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Ticket_holderId_createdAt_id_key" ON "Ticket"("holderId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Report_status_createdAt_id_key" ON "Report"("status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "ChatConversation_ownerId_lastMessageAt_id_key" ON "ChatConversation"("ownerId", "lastMessageAt" DESC, "id" DESC);
