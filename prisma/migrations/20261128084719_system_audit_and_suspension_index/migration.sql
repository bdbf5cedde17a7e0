-- AlterTable
ALTER TABLE "AuditLog" ALTER COLUMN "actorId" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "User_status_suspendedUntil_idx" ON "User"("status", "suspendedUntil");
