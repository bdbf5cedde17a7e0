-- CreateEnum
CREATE TYPE "ProductKind" AS ENUM ('GOODS', 'DIGITAL', 'TICKET');

-- CreateEnum
CREATE TYPE "ProductStatus" AS ENUM ('ACTIVE', 'ARCHIVED');

-- CreateEnum
CREATE TYPE "TicketFormat" AS ENUM ('ONLINE', 'OFFLINE');

-- CreateEnum
CREATE TYPE "TicketSeating" AS ENUM ('RESERVED', 'GENERAL');

-- CreateTable
CREATE TABLE "Product" (
    "id" UUID NOT NULL,
    "clubId" UUID NOT NULL,
    "kind" "ProductKind" NOT NULL,
    "status" "ProductStatus" NOT NULL DEFAULT 'ACTIVE',
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "imageFileIds" TEXT[],
    "price" INTEGER NOT NULL,
    "memberOnly" BOOLEAN NOT NULL DEFAULT false,
    "salesOpenAt" TIMESTAMP(3),
    "salesCloseAt" TIMESTAMP(3),
    "stock" INTEGER,
    "perBuyerLimit" INTEGER,
    "shippingFee" INTEGER NOT NULL DEFAULT 0,
    "digitalFileIds" TEXT[],
    "previewFileId" UUID,
    "ticketFormat" "TicketFormat",
    "eventStartsAt" TIMESTAMP(3),
    "venueName" TEXT,
    "venueAddress" TEXT,
    "venueMapUrl" TEXT,
    "validFromMinute" INTEGER,
    "validUntilMinute" INTEGER,
    "seating" "TicketSeating",
    "archivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductOption" (
    "id" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "stock" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProductOption_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductMemberPrice" (
    "productId" UUID NOT NULL,
    "planLevel" INTEGER NOT NULL,
    "price" INTEGER NOT NULL,

    CONSTRAINT "ProductMemberPrice_pkey" PRIMARY KEY ("productId","planLevel")
);

-- CreateIndex
CREATE INDEX "Product_clubId_status_createdAt_id_idx" ON "Product"("clubId", "status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "ProductOption_productId_position_idx" ON "ProductOption"("productId", "position");

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_clubId_fkey" FOREIGN KEY ("clubId") REFERENCES "Club"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductOption" ADD CONSTRAINT "ProductOption_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductMemberPrice" ADD CONSTRAINT "ProductMemberPrice_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Stock never goes below zero, whatever writes it: checkout's decrement fails here instead of overselling.
ALTER TABLE "Product" ADD CONSTRAINT "Product_stock_not_negative" CHECK ("stock" IS NULL OR "stock" >= 0);
ALTER TABLE "ProductOption" ADD CONSTRAINT "ProductOption_stock_not_negative" CHECK ("stock" >= 0);
ALTER TABLE "Product" ADD CONSTRAINT "Product_price_not_negative" CHECK ("price" >= 0 AND "shippingFee" >= 0);
