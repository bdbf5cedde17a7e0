-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'DEPOSIT_REFUND_ACCOUNT_NEEDED';

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "refundAccountRequestedAt" TIMESTAMP(3);
