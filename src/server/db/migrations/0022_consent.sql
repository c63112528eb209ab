CREATE TABLE "consent_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_code" text NOT NULL,
	"visitor_id" text NOT NULL,
	"groups" text[] NOT NULL,
	"action" text NOT NULL,
	"banner_version" integer NOT NULL,
	"text_hash" text NOT NULL,
	"gpc" boolean DEFAULT false NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_action" CHECK ("consent_records"."action" in ('optIn', 'optOut', 'selection'))
);
--> statement-breakpoint
CREATE TABLE "consent_texts" (
	"text_hash" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"texts" jsonb NOT NULL,
	"first_recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_text_hash_consent_texts_text_hash_fk" FOREIGN KEY ("text_hash") REFERENCES "public"."consent_texts"("text_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_visitor" ON "consent_records" USING btree ("shop_code","visitor_id","recorded_at" DESC NULLS LAST);