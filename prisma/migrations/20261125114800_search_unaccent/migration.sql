-- Club search ignores accents and case ("Cafe" finds "Café") and finds clubs by their creator's nickname,
-- through trigram indexes so a substring search does not scan the tables. Both extensions ship with
-- PostgreSQL's contrib (embedded-postgres included).
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- unaccent() is only STABLE (its dictionary could change); pinning the dictionary makes this wrapper safe
-- to declare IMMUTABLE, which index expressions require.
CREATE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;

CREATE INDEX "Club_search_trgm" ON "Club"
  USING gin (search_fold(name || ' ' || coalesce("fandomName", '') || ' ' || introduction) gin_trgm_ops);
CREATE INDEX "User_nickname_search_trgm" ON "User" USING gin (search_fold(nickname) gin_trgm_ops);
