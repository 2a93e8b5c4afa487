CREATE TABLE "notebook_words" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"word" text NOT NULL,
	"lemma" text NOT NULL,
	"sentence" text NOT NULL,
	"translation" text,
	"article_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_cards" (
	"word_id" bigint PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" text NOT NULL,
	"last_review" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"word_id" bigint NOT NULL,
	"reps" integer NOT NULL,
	"grade" text NOT NULL,
	"state_before" text NOT NULL,
	"due_before" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_word_id_notebook_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."notebook_words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_word_id_notebook_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."notebook_words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notebook_words_subject_word_sentence_idx" ON "notebook_words" USING btree ("subject","word",md5("sentence"));--> statement-breakpoint
CREATE INDEX "notebook_words_subject_created_idx" ON "notebook_words" USING btree ("subject","created_at");--> statement-breakpoint
CREATE INDEX "review_cards_subject_due_idx" ON "review_cards" USING btree ("subject","due","word_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_log_word_reps_idx" ON "review_log" USING btree ("word_id","reps");