-- Partial Japanese words: the dictionary of indexed words (search_terms) is searched with LIKE,
-- served by a trigram index for three characters or more and by a prefix index for two.
-- PGlite loads pg_trgm in packages/db/src/client.ts; a PostgreSQL server ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
-- Keep the rows of search_index small, so counting the matches of a common word reads few pages:
-- the lead and document vectors always go to TOAST storage (compressed), only the title vector,
-- read for every candidate, stays in the row.
ALTER TABLE "search_index" ALTER COLUMN "title_vec" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_index" SET (toast_tuple_target = 128);
