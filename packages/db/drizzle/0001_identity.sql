CREATE TABLE "accounts" (
	"subject" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"kind" text DEFAULT 'personal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "alliance_partners" (
	"referrer" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "failed_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linking_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"product_content_id" text NOT NULL,
	"months" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_by" text,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "preview_codes" (
	"month" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"subject" text PRIMARY KEY NOT NULL,
	"product_content_id" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"is_double_course_first_month_contract" boolean DEFAULT false NOT NULL,
	"preview_code_authenticated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "linking_codes" ADD CONSTRAINT "linking_codes_redeemed_by_accounts_subject_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."accounts"("subject") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_subject_accounts_subject_fk" FOREIGN KEY ("subject") REFERENCES "public"."accounts"("subject") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "failed_attempts_lookup_idx" ON "failed_attempts" USING btree ("purpose","key","at");