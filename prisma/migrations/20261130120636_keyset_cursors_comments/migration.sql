-- DropIndex
DROP INDEX "Comment_postId_createdAt_id_idx";

-- DropIndex
DROP INDEX "Comment_parentId_createdAt_id_idx";

-- CreateIndex
CREATE UNIQUE INDEX "Comment_postId_createdAt_id_key" ON "Comment"("postId", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Comment_parentId_createdAt_id_key" ON "Comment"("parentId", "createdAt", "id");
