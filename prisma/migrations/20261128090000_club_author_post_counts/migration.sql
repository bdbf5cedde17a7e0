-- CreateTable
CREATE TABLE "ClubAuthorPostCount" (
    "clubId" UUID NOT NULL,
    "authorId" UUID NOT NULL,
    "ownerPostCount" INTEGER NOT NULL DEFAULT 0,
    "fanPostCount" INTEGER NOT NULL DEFAULT 0,
    "noticeCount" INTEGER NOT NULL DEFAULT 0,
    "fanLetterCount" INTEGER NOT NULL DEFAULT 0,
    "hiddenPostCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ClubAuthorPostCount_pkey" PRIMARY KEY ("clubId","authorId")
);

-- CreateIndex
CREATE INDEX "ClubAuthorPostCount_authorId_idx" ON "ClubAuthorPostCount"("authorId");

-- AddForeignKey
ALTER TABLE "ClubAuthorPostCount" ADD CONSTRAINT "ClubAuthorPostCount_clubId_fkey" FOREIGN KEY ("clubId") REFERENCES "Club"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClubAuthorPostCount" ADD CONSTRAINT "ClubAuthorPostCount_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Per-author post counters beside the club's (DESIGN 9 "Counts"): the same classes, one row per club and
-- author, so a viewer's club and feed totals leave out the authors they blocked without counting posts.
-- Backfilled first, then kept by the post trigger in the same transaction as the posts. Lock order
-- stays row → club member → club author → club.
INSERT INTO "ClubAuthorPostCount" ("clubId", "authorId", "ownerPostCount", "fanPostCount", "noticeCount", "fanLetterCount", "hiddenPostCount")
SELECT "clubId", "authorId",
       count(*) FILTER (WHERE NOT "isHidden" AND NOT "isOwnerOnly" AND "isOwnerPost")::int,
       count(*) FILTER (WHERE NOT "isHidden" AND NOT "isOwnerOnly" AND NOT "isOwnerPost")::int,
       count(*) FILTER (WHERE NOT "isHidden" AND NOT "isOwnerOnly" AND "isNotice")::int,
       count(*) FILTER (WHERE NOT "isHidden" AND "isOwnerOnly")::int,
       count(*) FILTER (WHERE "isHidden")::int
FROM "Post" GROUP BY "clubId", "authorId";

CREATE OR REPLACE FUNCTION oshi_count_post(p "Post", sign int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  owner_post int := sign * (NOT p."isHidden" AND NOT p."isOwnerOnly" AND p."isOwnerPost")::int;
  fan_post int := sign * (NOT p."isHidden" AND NOT p."isOwnerOnly" AND NOT p."isOwnerPost")::int;
  notice int := sign * (NOT p."isHidden" AND NOT p."isOwnerOnly" AND p."isNotice")::int;
  letter int := sign * (NOT p."isHidden" AND p."isOwnerOnly")::int;
  hidden int := sign * p."isHidden"::int;
BEGIN
  IF letter <> 0 THEN
    UPDATE "ClubMember" SET "fanLetterCount" = "fanLetterCount" + letter WHERE "clubId" = p."clubId" AND "userId" = p."authorId";
  END IF;
  IF sign > 0 THEN
    INSERT INTO "ClubAuthorPostCount" AS a ("clubId", "authorId", "ownerPostCount", "fanPostCount", "noticeCount", "fanLetterCount", "hiddenPostCount")
    VALUES (p."clubId", p."authorId", owner_post, fan_post, notice, letter, hidden)
    ON CONFLICT ("clubId", "authorId") DO UPDATE SET
      "ownerPostCount" = a."ownerPostCount" + owner_post, "fanPostCount" = a."fanPostCount" + fan_post,
      "noticeCount" = a."noticeCount" + notice, "fanLetterCount" = a."fanLetterCount" + letter,
      "hiddenPostCount" = a."hiddenPostCount" + hidden;
  ELSE
    -- Only an update when a post leaves: a club's deletion cascades to both tables, and inserting here
    -- could meet a club already gone.
    UPDATE "ClubAuthorPostCount" SET
      "ownerPostCount" = "ownerPostCount" + owner_post, "fanPostCount" = "fanPostCount" + fan_post,
      "noticeCount" = "noticeCount" + notice, "fanLetterCount" = "fanLetterCount" + letter,
      "hiddenPostCount" = "hiddenPostCount" + hidden
    WHERE "clubId" = p."clubId" AND "authorId" = p."authorId";
  END IF;
  UPDATE "Club" SET
    "ownerPostCount" = "ownerPostCount" + owner_post,
    "fanPostCount" = "fanPostCount" + fan_post,
    "noticeCount" = "noticeCount" + notice,
    "fanLetterCount" = "fanLetterCount" + letter,
    "hiddenPostCount" = "hiddenPostCount" + hidden
  WHERE id = p."clubId";
END $$;
