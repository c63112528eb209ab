CREATE TABLE "review_reports" (
	"review_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_review_id_reporter_id_pk" PRIMARY KEY("review_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "review_statistics" (
	"shop_code" text NOT NULL,
	"master_key" text NOT NULL,
	"review_count" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	"rating_tenths" smallint NOT NULL,
	"distribution" integer[] NOT NULL,
	"attribute_totals" jsonb NOT NULL,
	"recommended_count" integer NOT NULL,
	CONSTRAINT "review_statistics_shop_code_master_key_pk" PRIMARY KEY("shop_code","master_key")
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_voter_id_pk" PRIMARY KEY("review_id","voter_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_code" text NOT NULL,
	"master_key" text NOT NULL,
	"product_id" text NOT NULL,
	"customer_id" uuid,
	"nickname" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"rating" smallint NOT NULL,
	"is_recommended" boolean,
	"contact_consent" boolean DEFAULT false NOT NULL,
	"attribute_ratings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"verified_purchase" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"moderation_reason" text,
	"moderated_by" text,
	"moderated_at" timestamp with time zone,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"not_helpful_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status" CHECK ("reviews"."status" in ('published', 'held', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_shopper_sessions_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."shopper_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_voter_id_shopper_sessions_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."shopper_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_customer" ON "reviews" USING btree ("shop_code","master_key","customer_id") WHERE customer_id is not null;--> statement-breakpoint
CREATE INDEX "reviews_product" ON "reviews" USING btree ("shop_code","master_key","status");--> statement-breakpoint
CREATE INDEX "reviews_moderation" ON "reviews" USING btree ("status","created_at") WHERE status = 'held' or report_count > 0;--> statement-breakpoint
ALTER TABLE "styles" DROP COLUMN "rating_tenths";--> statement-breakpoint
ALTER TABLE "styles" DROP COLUMN "rating_count";