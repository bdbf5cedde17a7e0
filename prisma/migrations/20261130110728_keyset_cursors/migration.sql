-- Each list's (parent, time, id) index becomes unique (it is, through the id) and named `keyset` in
-- schema.prisma, so that a page's cursor carries the row's time.

-- DropIndex
DROP INDEX "ClubMember_clubId_joinedAt_id_idx";

-- DropIndex
DROP INDEX "Post_createdAt_id_idx";

-- CreateIndex
CREATE UNIQUE INDEX "ClubMember_clubId_joinedAt_id_key" ON "ClubMember"("clubId", "joinedAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Post_createdAt_id_key" ON "Post"("createdAt" DESC, "id" DESC);

-- DropIndex
DROP INDEX "UserBlock_blockerId_createdAt_id_idx";

-- DropIndex
DROP INDEX "ClubBan_clubId_createdAt_id_idx";

-- CreateIndex
CREATE UNIQUE INDEX "UserBlock_blockerId_createdAt_id_key" ON "UserBlock"("blockerId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "ClubBan_clubId_createdAt_id_key" ON "ClubBan"("clubId", "createdAt" DESC, "id" DESC);

-- DropIndex
DROP INDEX "Comment_postId_createdAt_id_idx";

-- DropIndex
DROP INDEX "Comment_parentId_createdAt_id_idx";

-- CreateIndex
CREATE UNIQUE INDEX "Comment_postId_createdAt_id_key" ON "Comment"("postId", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Comment_parentId_createdAt_id_key" ON "Comment"("parentId", "createdAt", "id");

-- DropIndex
DROP INDEX "ChatMessage_conversationId_createdAt_id_idx";

-- CreateIndex
CREATE UNIQUE INDEX "ChatMessage_conversationId_createdAt_id_key" ON "ChatMessage"("conversationId", "createdAt" DESC, "id" DESC);
