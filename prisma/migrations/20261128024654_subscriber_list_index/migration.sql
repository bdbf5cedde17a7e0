-- CreateIndex
CREATE INDEX "Subscription_clubId_createdAt_id_idx" ON "Subscription"("clubId", "createdAt" DESC, "id" DESC);
