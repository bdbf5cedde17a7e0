-- CreateTable
CREATE TABLE "PlatformPostCount" (
    "shard" SMALLINT NOT NULL,
    "publicOpenPostCount" BIGINT NOT NULL DEFAULT 0,
    "allPostCount" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "PlatformPostCount_pkey" PRIMARY KEY ("shard")
);

-- The public feed's totals without a scan of every club (DESIGN 9 "Counts"): the club counters summed over
-- every club and over public clubs, kept by a trigger on Club in the same transaction as the club's own
-- counters (lock order: … → club → platform shard). A club always lands in the same one of 16 rows.
CREATE FUNCTION oshi_club_shard(club uuid) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (get_byte(uuid_send(club), 15) & 15)::smallint
$$;

INSERT INTO "PlatformPostCount" ("shard", "publicOpenPostCount", "allPostCount")
SELECT s.shard,
       coalesce(sum(CASE WHEN c."isPublic" THEN c."ownerPostCount" + c."fanPostCount" ELSE 0 END), 0),
       coalesce(sum(c."ownerPostCount" + c."fanPostCount" + c."fanLetterCount"), 0)
FROM generate_series(0, 15) AS s(shard) LEFT JOIN "Club" c ON oshi_club_shard(c.id) = s.shard
GROUP BY s.shard;

-- A club's change of counters or of visibility, its creation and its deletion move its share.
CREATE FUNCTION oshi_platform_post_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  club uuid;
  public_open bigint := 0;
  every bigint := 0;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    club := NEW.id;
    public_open := CASE WHEN NEW."isPublic" THEN NEW."ownerPostCount" + NEW."fanPostCount" ELSE 0 END;
    every := NEW."ownerPostCount" + NEW."fanPostCount" + NEW."fanLetterCount";
  END IF;
  IF TG_OP <> 'INSERT' THEN
    club := OLD.id;
    public_open := public_open - CASE WHEN OLD."isPublic" THEN OLD."ownerPostCount" + OLD."fanPostCount" ELSE 0 END;
    every := every - (OLD."ownerPostCount" + OLD."fanPostCount" + OLD."fanLetterCount");
  END IF;
  IF public_open <> 0 OR every <> 0 THEN
    UPDATE "PlatformPostCount" SET "publicOpenPostCount" = "publicOpenPostCount" + public_open, "allPostCount" = "allPostCount" + every
    WHERE "shard" = oshi_club_shard(club);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Club_platform_post_counts" AFTER INSERT OR DELETE OR UPDATE OF "isPublic", "ownerPostCount", "fanPostCount", "fanLetterCount" ON "Club"
FOR EACH ROW EXECUTE FUNCTION oshi_platform_post_counts();
