-- Subscribers keep the price they joined at (DESIGN 9): the price is stored on the subscription.
ALTER TABLE "Subscription" ADD COLUMN     "monthlyPrice" INTEGER;

-- Existing subscriptions: the price of their last paid month (a plan change's prorated difference is not
-- a monthly price), else their plan's current price.
UPDATE "Subscription" s SET "monthlyPrice" = COALESCE(
  (SELECT o.amount / o.months FROM "Order" o JOIN "Payment" p ON p."orderId" = o.id
    WHERE o."subscriptionId" = s.id AND o."planId" = s."planId" AND o."changesToPlanId" IS NULL AND p.status = 'PAID'
    ORDER BY p."paidAt" DESC NULLS LAST LIMIT 1),
  (SELECT pl."monthlyPrice" FROM "Plan" pl WHERE pl.id = s."planId"));

ALTER TABLE "Subscription" ALTER COLUMN "monthlyPrice" SET NOT NULL;

-- An insert that names no price takes the plan's current one (the app always names it at purchase).
CREATE FUNCTION "subscription_default_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."monthlyPrice" IS NULL THEN
    SELECT "monthlyPrice" INTO NEW."monthlyPrice" FROM "Plan" WHERE id = NEW."planId";
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "Subscription_default_price" BEFORE INSERT ON "Subscription"
  FOR EACH ROW EXECUTE FUNCTION "subscription_default_price"();
