CREATE TABLE "podcast_feed_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audios" ADD COLUMN "aac_path" text;--> statement-breakpoint
ALTER TABLE "audios" ADD COLUMN "aac_bytes" integer;--> statement-breakpoint
CREATE INDEX "podcast_feed_tokens_subject_idx" ON "podcast_feed_tokens" USING btree ("subject");--> statement-breakpoint
CREATE UNIQUE INDEX "podcast_feed_tokens_live_idx" ON "podcast_feed_tokens" USING btree ("subject") WHERE "podcast_feed_tokens"."revoked_at" is null;