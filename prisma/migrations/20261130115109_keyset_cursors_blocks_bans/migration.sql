-- DropIndex
DROP INDEX "UserBlock_blockerId_createdAt_id_idx";

-- DropIndex
DROP INDEX "ClubBan_clubId_createdAt_id_idx";

-- CreateIndex
CREATE UNIQUE INDEX "UserBlock_blockerId_createdAt_id_key" ON "UserBlock"("blockerId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "ClubBan_clubId_createdAt_id_key" ON "ClubBan"("clubId", "createdAt" DESC, "id" DESC);
