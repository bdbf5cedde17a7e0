-- AlterTable
ALTER TABLE "ClubMember" ADD COLUMN     "nicknameKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "ClubMember_clubId_nicknameKey_key" ON "ClubMember"("clubId", "nicknameKey");

-- Existing members keep a null key (nulls never clash): the key is computed by the app
-- (server/src/modules/clubs/nickname-key.ts) and set when a member joins or edits their club profile.
