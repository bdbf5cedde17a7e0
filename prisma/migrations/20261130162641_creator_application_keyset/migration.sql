-- DropIndex
DROP INDEX "CreatorApplication_status_createdAt_idx";

-- CreateIndex
CREATE INDEX "CreatorApplication_status_createdAt_id_idx" ON "CreatorApplication"("status", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "CreatorApplication_createdAt_id_key" ON "CreatorApplication"("createdAt", "id");
