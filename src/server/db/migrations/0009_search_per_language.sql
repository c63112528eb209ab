-- Search per catalogue language (decision 0012): the search tables are rebuilt with the assortment
-- (the seed version changes with this migration), so their rows are dropped here.
TRUNCATE TABLE "search_documents", "search_terms", "search_lexicon";--> statement-breakpoint
DROP INDEX "search_terms_prefix_idx";--> statement-breakpoint
ALTER TABLE "search_documents" DROP CONSTRAINT "search_documents_pkey";--> statement-breakpoint
ALTER TABLE "search_lexicon" DROP CONSTRAINT "search_lexicon_pkey";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "language" text NOT NULL;--> statement-breakpoint
ALTER TABLE "search_lexicon" ADD COLUMN "language" text NOT NULL;--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "language" text NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_language_master_key_pk" PRIMARY KEY("language","master_key");--> statement-breakpoint
ALTER TABLE "search_lexicon" ADD CONSTRAINT "search_lexicon_language_word_pk" PRIMARY KEY("language","word");--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("language","kind","term_lower" text_pattern_ops);
