CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"label" text,
	"awd_user_type" text NOT NULL,
	"environment" text,
	"question_id" text,
	"answer_rating" smallint,
	"answer_text" text,
	"subject" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_config_values" (
	"key" text NOT NULL,
	"pattern" text DEFAULT '' NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_config_values_key_pattern_pk" PRIMARY KEY("key","pattern")
);
--> statement-breakpoint
CREATE INDEX "analytics_events_received_at_idx" ON "analytics_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_event_idx" ON "analytics_events" USING btree ("event","received_at");