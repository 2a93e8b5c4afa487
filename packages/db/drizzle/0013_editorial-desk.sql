ALTER TABLE "notices" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "alliance_partners" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;