-- DropIndex
DROP INDEX "ClubMember_clubId_joinedAt_id_idx";

-- DropIndex
DROP INDEX "Post_createdAt_id_idx";

-- CreateIndex
CREATE UNIQUE INDEX "ClubMember_clubId_joinedAt_id_key" ON "ClubMember"("clubId", "joinedAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Post_createdAt_id_key" ON "Post"("createdAt" DESC, "id" DESC);
