-- AlterTable
ALTER TABLE "Club" ADD COLUMN     "fanLetterCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "fanPostCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "hiddenPostCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "memberCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "noticeCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "ownerPostCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "ClubMember" ADD COLUMN     "fanLetterCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "commentCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "topLevelCommentCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Comment" ADD COLUMN     "replyCount" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "Post_authorId_clubId_idx" ON "Post"("authorId", "clubId");

-- Counters instead of COUNT per request (DESIGN 9 "Counts"; docs/domain-rules.md "Counters").
-- Triggers keep them in the same transaction as the rows they count, so every write path (the app,
-- cascades, fixtures, seeds, a DBA's fix) stays exact without each one remembering to. Locks are taken
-- in one order, row → parent comment → post → club member → club, so writers do not deadlock.

-- Backfill first: the triggers below would count these updates again.
UPDATE "Comment" c SET "replyCount" = r.n
FROM (SELECT "parentId" AS id, count(*)::int AS n FROM "Comment" WHERE "parentId" IS NOT NULL GROUP BY "parentId") r
WHERE c.id = r.id;

UPDATE "Post" p SET "commentCount" = s.live, "topLevelCommentCount" = s.shown
FROM (SELECT "postId" AS id,
             count(*) FILTER (WHERE "deletedAt" IS NULL)::int AS live,
             count(*) FILTER (WHERE "parentId" IS NULL AND ("deletedAt" IS NULL OR "replyCount" > 0))::int AS shown
      FROM "Comment" GROUP BY "postId") s
WHERE p.id = s.id;

UPDATE "Club" c SET
  "ownerPostCount" = s.owner, "fanPostCount" = s.fan, "noticeCount" = s.notice,
  "fanLetterCount" = s.letter, "hiddenPostCount" = s.hidden
FROM (SELECT "clubId" AS id,
             count(*) FILTER (WHERE NOT "isHidden" AND NOT "isOwnerOnly" AND "isOwnerPost")::int AS owner,
             count(*) FILTER (WHERE NOT "isHidden" AND NOT "isOwnerOnly" AND NOT "isOwnerPost")::int AS fan,
             count(*) FILTER (WHERE NOT "isHidden" AND NOT "isOwnerOnly" AND "isNotice")::int AS notice,
             count(*) FILTER (WHERE NOT "isHidden" AND "isOwnerOnly")::int AS letter,
             count(*) FILTER (WHERE "isHidden")::int AS hidden
      FROM "Post" GROUP BY "clubId") s
WHERE c.id = s.id;

UPDATE "Club" c SET "memberCount" = m.n
FROM (SELECT "clubId" AS id, count(*)::int AS n FROM "ClubMember" GROUP BY "clubId") m
WHERE c.id = m.id;

UPDATE "ClubMember" m SET "fanLetterCount" = l.n
FROM (SELECT "clubId", "authorId", count(*)::int AS n FROM "Post" WHERE "isOwnerOnly" AND NOT "isHidden" GROUP BY "clubId", "authorId") l
WHERE m."clubId" = l."clubId" AND m."userId" = l."authorId";

-- Comment → its parent's replyCount, its post's commentCount and topLevelCommentCount. A reply changes
-- its parent's replyCount, which fires this trigger on the parent and so moves a placeholder in or out
-- of topLevelCommentCount.
CREATE FUNCTION oshi_comment_counters() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_live int := 0; old_shown int := 0; new_live int := 0; new_shown int := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_live := (OLD."deletedAt" IS NULL)::int;
    old_shown := (OLD."parentId" IS NULL AND (OLD."deletedAt" IS NULL OR OLD."replyCount" > 0))::int;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_live := (NEW."deletedAt" IS NULL)::int;
    new_shown := (NEW."parentId" IS NULL AND (NEW."deletedAt" IS NULL OR NEW."replyCount" > 0))::int;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."postId" = NEW."postId" AND OLD."parentId" IS NOT DISTINCT FROM NEW."parentId" THEN
    IF new_live <> old_live OR new_shown <> old_shown THEN
      UPDATE "Post" SET "commentCount" = "commentCount" + new_live - old_live,
                        "topLevelCommentCount" = "topLevelCommentCount" + new_shown - old_shown
      WHERE id = NEW."postId";
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    IF OLD."parentId" IS NOT NULL THEN
      UPDATE "Comment" SET "replyCount" = "replyCount" - 1 WHERE id = OLD."parentId";
    END IF;
    IF old_live + old_shown > 0 THEN
      UPDATE "Post" SET "commentCount" = "commentCount" - old_live, "topLevelCommentCount" = "topLevelCommentCount" - old_shown
      WHERE id = OLD."postId";
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW."parentId" IS NOT NULL THEN
      UPDATE "Comment" SET "replyCount" = "replyCount" + 1 WHERE id = NEW."parentId";
    END IF;
    IF new_live + new_shown > 0 THEN
      UPDATE "Post" SET "commentCount" = "commentCount" + new_live, "topLevelCommentCount" = "topLevelCommentCount" + new_shown
      WHERE id = NEW."postId";
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Comment_counters" AFTER INSERT OR DELETE OR UPDATE OF "postId", "parentId", "deletedAt", "replyCount" ON "Comment"
FOR EACH ROW EXECUTE FUNCTION oshi_comment_counters();

-- Post → its club's counters per visibility class, and its author's fan-letter count as a member.
CREATE FUNCTION oshi_count_post(p "Post", sign int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p."isOwnerOnly" AND NOT p."isHidden" THEN
    UPDATE "ClubMember" SET "fanLetterCount" = "fanLetterCount" + sign WHERE "clubId" = p."clubId" AND "userId" = p."authorId";
  END IF;
  UPDATE "Club" SET
    "ownerPostCount" = "ownerPostCount" + sign * (NOT p."isHidden" AND NOT p."isOwnerOnly" AND p."isOwnerPost")::int,
    "fanPostCount" = "fanPostCount" + sign * (NOT p."isHidden" AND NOT p."isOwnerOnly" AND NOT p."isOwnerPost")::int,
    "noticeCount" = "noticeCount" + sign * (NOT p."isHidden" AND NOT p."isOwnerOnly" AND p."isNotice")::int,
    "fanLetterCount" = "fanLetterCount" + sign * (NOT p."isHidden" AND p."isOwnerOnly")::int,
    "hiddenPostCount" = "hiddenPostCount" + sign * p."isHidden"::int
  WHERE id = p."clubId";
END $$;

-- An update is the old row leaving its classes and the new one entering them.
CREATE FUNCTION oshi_post_counters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM oshi_count_post(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM oshi_count_post(NEW, 1); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Post_counters" AFTER INSERT OR DELETE ON "Post"
FOR EACH ROW EXECUTE FUNCTION oshi_post_counters();
-- Updates only when a class changes (not on every edit of a title or body).
CREATE TRIGGER "Post_counters_update" AFTER UPDATE OF "clubId", "authorId", "isHidden", "isOwnerOnly", "isOwnerPost", "isNotice" ON "Post"
FOR EACH ROW
WHEN (OLD."clubId" IS DISTINCT FROM NEW."clubId" OR OLD."authorId" IS DISTINCT FROM NEW."authorId"
   OR OLD."isHidden" IS DISTINCT FROM NEW."isHidden" OR OLD."isOwnerOnly" IS DISTINCT FROM NEW."isOwnerOnly"
   OR OLD."isOwnerPost" IS DISTINCT FROM NEW."isOwnerPost" OR OLD."isNotice" IS DISTINCT FROM NEW."isNotice")
EXECUTE FUNCTION oshi_post_counters();

-- ClubMember → Club.memberCount; a member who joins (again) starts with their fan letters already there.
CREATE FUNCTION oshi_member_fan_letters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."fanLetterCount" := (SELECT count(*) FROM "Post"
                           WHERE "authorId" = NEW."userId" AND "clubId" = NEW."clubId" AND "isOwnerOnly" AND NOT "isHidden");
  RETURN NEW;
END $$;

CREATE TRIGGER "ClubMember_fan_letters" BEFORE INSERT OR UPDATE OF "clubId", "userId" ON "ClubMember"
FOR EACH ROW EXECUTE FUNCTION oshi_member_fan_letters();

CREATE FUNCTION oshi_member_counters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "Club" SET "memberCount" = "memberCount" - 1 WHERE id = OLD."clubId";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "Club" SET "memberCount" = "memberCount" + 1 WHERE id = NEW."clubId";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "ClubMember_counters" AFTER INSERT OR DELETE OR UPDATE OF "clubId" ON "ClubMember"
FOR EACH ROW EXECUTE FUNCTION oshi_member_counters();
