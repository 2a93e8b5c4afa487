CREATE TABLE "article_paragraphs" (
	"article_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text_en" text NOT NULL,
	"text_ja" text NOT NULL,
	CONSTRAINT "article_paragraphs_article_id_position_pk" PRIMARY KEY("article_id","position")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"series_id" text NOT NULL,
	"issue_date" date NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"level" text NOT NULL,
	"is_free" boolean NOT NULL,
	"title_en" text NOT NULL,
	"title_ja" text NOT NULL,
	"lead_en" text NOT NULL,
	"lead_ja" text NOT NULL,
	"source_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audios" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"sentences" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"author" text NOT NULL,
	"illustrator" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "glossary_entries" (
	"article_id" integer NOT NULL,
	"position" integer NOT NULL,
	"word" text NOT NULL,
	"part_of_speech" text NOT NULL,
	"meaning" text NOT NULL,
	CONSTRAINT "glossary_entries_article_id_position_pk" PRIMARY KEY("article_id","position")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"article_id" integer NOT NULL,
	"role" text NOT NULL,
	"path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"blurhash" text NOT NULL,
	"image_description" text NOT NULL,
	CONSTRAINT "images_article_id_role_pk" PRIMARY KEY("article_id","role")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quiz_items" (
	"article_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"question" text NOT NULL,
	"choices" jsonb NOT NULL,
	"answer" text NOT NULL,
	"explanation" text NOT NULL,
	CONSTRAINT "quiz_items_article_id_position_pk" PRIMARY KEY("article_id","position")
);
--> statement-breakpoint
CREATE TABLE "relations" (
	"article_id" integer NOT NULL,
	"position" integer NOT NULL,
	"related_id" integer NOT NULL,
	CONSTRAINT "relations_article_id_position_pk" PRIMARY KEY("article_id","position")
);
--> statement-breakpoint
CREATE TABLE "search_records" (
	"object_id" text PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"magazine_name" text NOT NULL,
	"level" text NOT NULL,
	"content_id" text NOT NULL,
	"content" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ja" text NOT NULL,
	"text_en" text NOT NULL,
	"text_ja" text NOT NULL,
	"thumbnail" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"name_ja" text NOT NULL,
	"category" text NOT NULL,
	"level" text NOT NULL,
	"has_audio" boolean NOT NULL,
	"is_finished" boolean NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "series_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "weekly_issues" (
	"date" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_paragraphs" ADD CONSTRAINT "article_paragraphs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_issue_date_weekly_issues_date_fk" FOREIGN KEY ("issue_date") REFERENCES "public"."weekly_issues"("date") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audios" ADD CONSTRAINT "audios_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glossary_entries" ADD CONSTRAINT "glossary_entries_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_items" ADD CONSTRAINT "quiz_items_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relations" ADD CONSTRAINT "relations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relations" ADD CONSTRAINT "relations_related_id_articles_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_records" ADD CONSTRAINT "search_records_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "articles_series_idx" ON "articles" USING btree ("series_id");