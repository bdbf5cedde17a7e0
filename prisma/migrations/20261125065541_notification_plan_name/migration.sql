-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "planName" TEXT;
