-- CreateTable
CREATE TABLE "ClubMemberDay" (
    "clubId" UUID NOT NULL,
    "day" DATE NOT NULL,
    "joined" INTEGER NOT NULL DEFAULT 0,
    "left" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ClubMemberDay_pkey" PRIMARY KEY ("clubId","day")
);

-- AddForeignKey
ALTER TABLE "ClubMemberDay" ADD CONSTRAINT "ClubMemberDay_clubId_fkey" FOREIGN KEY ("clubId") REFERENCES "Club"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Kept by a trigger on ClubMember, so every way in or out (joining, subscribing, leaving, a ban, a
-- deleted account) counts. A club being deleted takes its days with it: nothing is written for it.
CREATE FUNCTION oshi_member_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ClubMemberDay" ("clubId", day, joined)
    VALUES (NEW."clubId", ((NEW."joinedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Seoul')::date, 1)
    ON CONFLICT ("clubId", day) DO UPDATE SET joined = "ClubMemberDay".joined + 1;
  ELSIF EXISTS (SELECT 1 FROM "Club" WHERE id = OLD."clubId") THEN
    INSERT INTO "ClubMemberDay" ("clubId", day, "left")
    VALUES (OLD."clubId", (now() AT TIME ZONE 'Asia/Seoul')::date, 1)
    ON CONFLICT ("clubId", day) DO UPDATE SET "left" = "ClubMemberDay"."left" + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "ClubMember_days" AFTER INSERT OR DELETE ON "ClubMember"
FOR EACH ROW EXECUTE FUNCTION oshi_member_days();

-- Today's members, by the day they joined (who left before now is not known).
INSERT INTO "ClubMemberDay" ("clubId", day, joined)
SELECT "clubId", (("joinedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Seoul')::date, count(*)
  FROM "ClubMember" GROUP BY 1, 2;
