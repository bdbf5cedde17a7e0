-- AlterTable
ALTER TABLE "TestGatewayBillingKey" ADD COLUMN     "issueId" TEXT;
