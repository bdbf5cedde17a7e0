-- CreateEnum
CREATE TYPE "StoreStockState" AS ENUM ('HELD', 'SOLD', 'RELEASED');

-- CreateTable
CREATE TABLE "StoreOrder" (
    "orderId" UUID NOT NULL,
    "clubId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "stockState" "StoreStockState" NOT NULL DEFAULT 'HELD',
    "shippingFee" INTEGER NOT NULL DEFAULT 0,
    "recipientName" TEXT,
    "recipientPhone" TEXT,
    "postalCode" TEXT,
    "address1" TEXT,
    "address2" TEXT,
    "deliveryNote" TEXT,

    CONSTRAINT "StoreOrder_pkey" PRIMARY KEY ("orderId")
);

-- CreateTable
CREATE TABLE "StoreOrderLine" (
    "id" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "productId" UUID NOT NULL,
    "optionId" UUID,
    "kind" "ProductKind" NOT NULL,
    "productName" TEXT NOT NULL,
    "optionName" TEXT,
    "unitPrice" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "stockTaken" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "StoreOrderLine_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StoreOrder_clubId_createdAt_orderId_idx" ON "StoreOrder"("clubId", "createdAt" DESC, "orderId" DESC);

-- CreateIndex
CREATE INDEX "StoreOrderLine_productId_idx" ON "StoreOrderLine"("productId");

-- CreateIndex
CREATE INDEX "StoreOrderLine_optionId_idx" ON "StoreOrderLine"("optionId");

-- CreateIndex
CREATE UNIQUE INDEX "StoreOrderLine_orderId_position_key" ON "StoreOrderLine"("orderId", "position");

-- AddForeignKey
ALTER TABLE "StoreOrder" ADD CONSTRAINT "StoreOrder_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoreOrderLine" ADD CONSTRAINT "StoreOrderLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "StoreOrder"("orderId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoreOrderLine" ADD CONSTRAINT "StoreOrderLine_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoreOrderLine" ADD CONSTRAINT "StoreOrderLine_optionId_fkey" FOREIGN KEY ("optionId") REFERENCES "ProductOption"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Quantities are positive; prices and fees never negative.
ALTER TABLE "StoreOrderLine" ADD CONSTRAINT "StoreOrderLine_quantity_positive" CHECK ("quantity" > 0);
ALTER TABLE "StoreOrderLine" ADD CONSTRAINT "StoreOrderLine_unitPrice_not_negative" CHECK ("unitPrice" >= 0);
ALTER TABLE "StoreOrder" ADD CONSTRAINT "StoreOrder_shippingFee_not_negative" CHECK ("shippingFee" >= 0);
