CREATE TABLE "analytics_event_daily_counts" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"awd_user_type" text NOT NULL,
	"question_id" text DEFAULT '' NOT NULL,
	"answer_kind" text DEFAULT '' NOT NULL,
	"answer_rating" smallint DEFAULT 0 NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_event_daily_counts_pk" PRIMARY KEY("day","event","awd_user_type","question_id","answer_kind","answer_rating")
);
--> statement-breakpoint
CREATE TABLE "alliance_nonces" (
	"partner" text NOT NULL,
	"nonce" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alliance_nonces_partner_nonce_pk" PRIMARY KEY("partner","nonce")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"limit_name" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_counters_limit_name_key_window_start_pk" PRIMARY KEY("limit_name","key","window_start")
);
--> statement-breakpoint
ALTER TABLE "alliance_partners" ADD COLUMN "referer_entry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "alliance_nonces_used_at_idx" ON "alliance_nonces" USING btree ("used_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_start");