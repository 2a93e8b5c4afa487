ALTER TABLE "notices" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "alliance_partners" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The notices already there keep the order the home page showed them in: newest first.
UPDATE "notices" SET "position" = -"id";
