-- CreateTable
CREATE TABLE "StoreCheckoutKey" (
    "userId" UUID NOT NULL,
    "key" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "cartHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoreCheckoutKey_pkey" PRIMARY KEY ("userId","key")
);

-- CreateIndex
CREATE UNIQUE INDEX "StoreCheckoutKey_orderId_key" ON "StoreCheckoutKey"("orderId");

-- AddForeignKey
ALTER TABLE "StoreCheckoutKey" ADD CONSTRAINT "StoreCheckoutKey_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;
