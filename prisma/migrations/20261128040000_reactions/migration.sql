-- CreateEnum
CREATE TYPE "ReactionKind" AS ENUM ('LIKE', 'LAUGH', 'WOW', 'SAD', 'CHEER');

-- CreateTable
CREATE TABLE "Reaction" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "postId" UUID NOT NULL,
    "commentId" UUID,
    "targetId" UUID NOT NULL,
    "kind" "ReactionKind" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Reaction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReactionTally" (
    "targetId" UUID NOT NULL,
    "postId" UUID NOT NULL,
    "commentId" UUID,
    "like" INTEGER NOT NULL DEFAULT 0,
    "laugh" INTEGER NOT NULL DEFAULT 0,
    "wow" INTEGER NOT NULL DEFAULT 0,
    "sad" INTEGER NOT NULL DEFAULT 0,
    "cheer" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ReactionTally_pkey" PRIMARY KEY ("targetId")
);

-- CreateIndex
CREATE INDEX "Reaction_targetId_idx" ON "Reaction"("targetId");

-- CreateIndex
CREATE INDEX "Reaction_postId_idx" ON "Reaction"("postId");

-- CreateIndex
CREATE INDEX "Reaction_commentId_idx" ON "Reaction"("commentId");

-- CreateIndex
CREATE UNIQUE INDEX "Reaction_userId_targetId_key" ON "Reaction"("userId", "targetId");

-- CreateIndex
CREATE INDEX "ReactionTally_postId_idx" ON "ReactionTally"("postId");

-- CreateIndex
CREATE INDEX "ReactionTally_commentId_idx" ON "ReactionTally"("commentId");

-- AddForeignKey
ALTER TABLE "Reaction" ADD CONSTRAINT "Reaction_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reaction" ADD CONSTRAINT "Reaction_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reaction" ADD CONSTRAINT "Reaction_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES "Comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReactionTally" ADD CONSTRAINT "ReactionTally_postId_fkey" FOREIGN KEY ("postId") REFERENCES "Post"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReactionTally" ADD CONSTRAINT "ReactionTally_commentId_fkey" FOREIGN KEY ("commentId") REFERENCES "Comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
