-- AlterTable
ALTER TABLE "VerificationCode" ADD COLUMN     "consents" "ConsentKind"[] DEFAULT ARRAY[]::"ConsentKind"[],
ADD COLUMN     "nickname" TEXT,
ADD COLUMN     "passwordHash" TEXT;

-- AlterTable
ALTER TABLE "OAuthAccount" ADD COLUMN     "emailVerified" BOOLEAN NOT NULL DEFAULT false;
