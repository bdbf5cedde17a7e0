-- CreateEnum
CREATE TYPE "StoreFulfilment" AS ENUM ('AWAITING_PAYMENT', 'PREPARING', 'SHIPPED', 'DELIVERED', 'COMPLETE', 'CANCELLED', 'REFUNDED');

-- CreateEnum
CREATE TYPE "StoreCarrier" AS ENUM ('CJ_LOGISTICS', 'HANJIN', 'LOTTE', 'EPOST', 'LOGEN', 'OTHER');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationKind" ADD VALUE 'ORDER_SHIPPED';
ALTER TYPE "NotificationKind" ADD VALUE 'ORDER_REFUNDED';

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "carrierName" TEXT,
ADD COLUMN     "orderId" UUID,
ADD COLUMN     "orderTitle" TEXT,
ADD COLUMN     "trackingNumber" TEXT;

-- AlterTable
ALTER TABLE "StoreOrder" ADD COLUMN     "carrier" "StoreCarrier",
ADD COLUMN     "carrierName" TEXT,
ADD COLUMN     "deliveredAt" TIMESTAMP(3),
ADD COLUMN     "fulfilment" "StoreFulfilment" NOT NULL DEFAULT 'AWAITING_PAYMENT',
ADD COLUMN     "hasGoods" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "refundReason" TEXT,
ADD COLUMN     "refundedAt" TIMESTAMP(3),
ADD COLUMN     "shippedAt" TIMESTAMP(3),
ADD COLUMN     "trackingNumber" TEXT;

-- CreateIndex
CREATE INDEX "StoreOrder_clubId_fulfilment_createdAt_orderId_idx" ON "StoreOrder"("clubId", "fulfilment", "createdAt" DESC, "orderId" DESC);

-- Backfill: orders placed before fulfilment states existed.
UPDATE "StoreOrder" s SET "hasGoods" = EXISTS (SELECT 1 FROM "StoreOrderLine" l WHERE l."orderId" = s."orderId" AND l."kind" = 'GOODS');
UPDATE "StoreOrder" SET "fulfilment" = CASE WHEN "hasGoods" THEN 'PREPARING'::"StoreFulfilment" ELSE 'COMPLETE'::"StoreFulfilment" END WHERE "stockState" = 'SOLD';
UPDATE "StoreOrder" SET "fulfilment" = 'CANCELLED' WHERE "stockState" = 'RELEASED';
