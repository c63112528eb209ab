CREATE TABLE "mail_suppressions" (
	"address" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_suppressions_source" CHECK ("mail_suppressions"."source" in ('smtp', 'bounce', 'complaint'))
);
--> statement-breakpoint
CREATE INDEX "customers_email" ON "customers" USING btree ("email");