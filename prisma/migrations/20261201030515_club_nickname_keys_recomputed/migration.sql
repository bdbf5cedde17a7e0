-- nicknameKey() changed (case is folded before lookalikes are mapped, so "IRIS" and "iris" share a key;
-- invisible characters such as the Hangul fillers are ignored): the stored keys are dropped here and the
-- app computes them again at start (backfillNicknameKeys, the clubs.nickname-keys job), the earliest
-- member keeping a name two members now share; the later one is left without a key, as before.
UPDATE "ClubMember" SET "nicknameKey" = NULL WHERE "nicknameKey" IS NOT NULL;
