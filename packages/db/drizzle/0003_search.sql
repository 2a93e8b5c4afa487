CREATE TABLE "search_index" (
	"object_id" text PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"version" smallint NOT NULL,
	"title_vec" "tsvector" NOT NULL,
	"lead_vec" "tsvector" NOT NULL,
	"doc_vec" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"docs" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_index" ADD CONSTRAINT "search_index_object_id_search_records_object_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."search_records"("object_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_index_doc_idx" ON "search_index" USING gin ("doc_vec");--> statement-breakpoint
CREATE INDEX "search_index_title_idx" ON "search_index" USING gin ("title_vec");--> statement-breakpoint
CREATE INDEX "search_index_published_idx" ON "search_index" USING btree ("published_at","article_id");