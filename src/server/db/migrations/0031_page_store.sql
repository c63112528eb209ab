-- UNLOGGED: a cache of rendered pages needs no write-ahead log (a crash of the database server
-- empties it, which is correct: nothing stale survives); decision 0035.
-- A database that ran this migration's first version (commit 2d7ccfb, without rendered_at) runs it
-- again: the table is a cache, so it is dropped and made anew.
DROP TABLE IF EXISTS "page_store";
--> statement-breakpoint
CREATE UNLOGGED TABLE "page_store" (
	"key" text PRIMARY KEY NOT NULL,
	"status" integer NOT NULL,
	"headers" jsonb NOT NULL,
	"body" "bytea" NOT NULL,
	"encoding" text NOT NULL,
	"raw_bytes" integer NOT NULL,
	"etag" text NOT NULL,
	"tags" text[] NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rendered_at" timestamp with time zone NOT NULL,
	"fresh_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_store_tags_idx" ON "page_store" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "page_store_stored_at_idx" ON "page_store" USING btree ("stored_at");--> statement-breakpoint
-- the body is brotli already: stored out of line without TOAST compression trying again
ALTER TABLE "page_store" ALTER COLUMN "body" SET STORAGE EXTERNAL;
