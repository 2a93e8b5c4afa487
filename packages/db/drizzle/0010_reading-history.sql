CREATE TABLE "article_readings" (
	"subject" text NOT NULL,
	"article_id" integer NOT NULL,
	"first_opened_at" timestamp with time zone NOT NULL,
	"last_opened_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "article_readings_subject_article_id_pk" PRIMARY KEY("subject","article_id")
);
--> statement-breakpoint
CREATE TABLE "reading_days" (
	"subject" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "reading_days_subject_day_pk" PRIMARY KEY("subject","day")
);
--> statement-breakpoint
CREATE INDEX "article_readings_subject_last_opened_idx" ON "article_readings" USING btree ("subject","last_opened_at");