-- CreateEnum
CREATE TYPE "TicketState" AS ENUM ('VALID', 'VOIDED', 'CHECKED_IN');

-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'TICKET_QR_ISSUED';

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "ticketId" UUID;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "onlineAccessUrl" TEXT;

-- CreateTable
CREATE TABLE "Ticket" (
    "id" UUID NOT NULL,
    "ticketNumber" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "clubId" UUID NOT NULL,
    "holderId" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "orderLineId" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "unit" INTEGER NOT NULL,
    "state" "TicketState" NOT NULL DEFAULT 'VALID',
    "checkedInAt" TIMESTAMP(3),
    "checkedInById" UUID,
    "voidedAt" TIMESTAMP(3),
    "qrNotifiedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Ticket_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Ticket_ticketNumber_key" ON "Ticket"("ticketNumber");

-- CreateIndex
CREATE INDEX "Ticket_holderId_createdAt_id_idx" ON "Ticket"("holderId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Ticket_orderId_idx" ON "Ticket"("orderId");

-- CreateIndex
CREATE INDEX "Ticket_productId_qrNotifiedAt_idx" ON "Ticket"("productId", "qrNotifiedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Ticket_orderLineId_unit_key" ON "Ticket"("orderLineId", "unit");

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_holderId_fkey" FOREIGN KEY ("holderId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_checkedInById_fkey" FOREIGN KEY ("checkedInById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
