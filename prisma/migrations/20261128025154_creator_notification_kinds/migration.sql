-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationKind" ADD VALUE 'CLUB_MEMBER_JOINED';
ALTER TYPE "NotificationKind" ADD VALUE 'CLUB_SUBSCRIBER_STARTED';
ALTER TYPE "NotificationKind" ADD VALUE 'CLUB_SUBSCRIBER_CANCELLED';
ALTER TYPE "NotificationKind" ADD VALUE 'CLUB_PAYMENT_RECEIVED';
ALTER TYPE "NotificationKind" ADD VALUE 'CLUB_ORDER_TO_SHIP';
ALTER TYPE "NotificationKind" ADD VALUE 'POST_COMMENTED';
