-- AlterTable
ALTER TABLE "StoreOrder" ADD COLUMN     "refundRequestedAt" TIMESTAMP(3);
