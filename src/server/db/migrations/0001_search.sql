CREATE TABLE "search_documents" (
	"master_key" text PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"name_lower" text NOT NULL,
	"lead_product_id" text NOT NULL,
	"name" text NOT NULL,
	"sort_key" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"word" text PRIMARY KEY NOT NULL,
	"frequency" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_redirects" (
	"term_lower" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"term_lower" text NOT NULL,
	"target" text,
	"filter" text,
	"weight" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_master_key_styles_master_key_fk" FOREIGN KEY ("master_key") REFERENCES "public"."styles"("master_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_idx" ON "search_documents" USING gin ("name_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_sort_idx" ON "search_documents" USING btree ("sort_key");--> statement-breakpoint
CREATE INDEX "search_lexicon_trgm_idx" ON "search_lexicon" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("kind","term_lower" text_pattern_ops);