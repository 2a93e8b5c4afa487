-- Partial Japanese words: the dictionary of indexed words (search_terms) is searched with LIKE,
-- served by a trigram index for three characters or more and by a prefix index for two.
-- PGlite loads pg_trgm in packages/db/src/client.ts; a PostgreSQL server ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("term" text_pattern_ops);
