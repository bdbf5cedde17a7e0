-- CreateIndex
CREATE INDEX "Club_lastActivityAt_id_idx" ON "Club"("lastActivityAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Club_createdAt_id_key" ON "Club"("createdAt" DESC, "id" DESC);
