CREATE TABLE "desk_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_subject" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "permissions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "desk_audit_at_idx" ON "desk_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "desk_audit_action_idx" ON "desk_audit" USING btree ("action","at");