-- The test gateway keeps what a card does, never its number: existing keys are converted, then the
-- numbers are dropped.
ALTER TABLE "TestGatewayBillingKey"
ADD COLUMN     "behaviour" TEXT,
ADD COLUMN     "brand" TEXT,
ADD COLUMN     "last4" TEXT;

UPDATE "TestGatewayBillingKey" SET
  "behaviour" = CASE "cardNumber" WHEN '4000000000009995' THEN 'INSUFFICIENT_FUNDS' WHEN '4000000000000341' THEN 'FAILS_LATER' ELSE 'SUCCEEDS' END,
  "brand" = CASE WHEN "cardNumber" LIKE '4%' THEN 'VISA' WHEN "cardNumber" ~ '^5[1-5]' THEN 'MASTERCARD' WHEN "cardNumber" ~ '^3[47]' THEN 'AMEX' ELSE 'CARD' END,
  "last4" = right("cardNumber", 4);

ALTER TABLE "TestGatewayBillingKey"
DROP COLUMN "cardNumber",
ALTER COLUMN "behaviour" SET NOT NULL,
ALTER COLUMN "brand" SET NOT NULL,
ALTER COLUMN "last4" SET NOT NULL;
