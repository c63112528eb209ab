import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_text_snippets_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum_text_snippets_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__text_snippets_v_version_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum__text_snippets_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__text_snippets_v_published_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK');
  CREATE TABLE "cms"."text_snippets_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_text_snippets_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."text_snippets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_text_snippets_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."text_snippets_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_text_snippets_v_version_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__text_snippets_v_version_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_text_snippets_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__text_snippets_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__text_snippets_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_text_snippets_v_locales" (
  	"version_headline" varchar,
  	"version_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "text_snippets_id" integer;
  ALTER TABLE "cms"."text_snippets_shops" ADD CONSTRAINT "text_snippets_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."text_snippets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."text_snippets_locales" ADD CONSTRAINT "text_snippets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."text_snippets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_text_snippets_v_version_shops" ADD CONSTRAINT "_text_snippets_v_version_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_text_snippets_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_text_snippets_v" ADD CONSTRAINT "_text_snippets_v_parent_id_text_snippets_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."text_snippets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_text_snippets_v_locales" ADD CONSTRAINT "_text_snippets_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_text_snippets_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "text_snippets_shops_order_idx" ON "cms"."text_snippets_shops" USING btree ("order");
  CREATE INDEX "text_snippets_shops_parent_idx" ON "cms"."text_snippets_shops" USING btree ("parent_id");
  CREATE INDEX "text_snippets_shops_value_idx" ON "cms"."text_snippets_shops" USING btree ("value");
  CREATE INDEX "text_snippets_key_idx" ON "cms"."text_snippets" USING btree ("key");
  CREATE INDEX "text_snippets_updated_at_idx" ON "cms"."text_snippets" USING btree ("updated_at");
  CREATE INDEX "text_snippets_created_at_idx" ON "cms"."text_snippets" USING btree ("created_at");
  CREATE INDEX "text_snippets__status_idx" ON "cms"."text_snippets" USING btree ("_status");
  CREATE UNIQUE INDEX "text_snippets_locales_locale_parent_id_unique" ON "cms"."text_snippets_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_text_snippets_v_version_shops_order_idx" ON "cms"."_text_snippets_v_version_shops" USING btree ("order");
  CREATE INDEX "_text_snippets_v_version_shops_parent_idx" ON "cms"."_text_snippets_v_version_shops" USING btree ("parent_id");
  CREATE INDEX "_text_snippets_v_version_shops_value_idx" ON "cms"."_text_snippets_v_version_shops" USING btree ("value");
  CREATE INDEX "_text_snippets_v_parent_idx" ON "cms"."_text_snippets_v" USING btree ("parent_id");
  CREATE INDEX "_text_snippets_v_version_version_key_idx" ON "cms"."_text_snippets_v" USING btree ("version_key");
  CREATE INDEX "_text_snippets_v_version_version_updated_at_idx" ON "cms"."_text_snippets_v" USING btree ("version_updated_at");
  CREATE INDEX "_text_snippets_v_version_version_created_at_idx" ON "cms"."_text_snippets_v" USING btree ("version_created_at");
  CREATE INDEX "_text_snippets_v_version_version__status_idx" ON "cms"."_text_snippets_v" USING btree ("version__status");
  CREATE INDEX "_text_snippets_v_created_at_idx" ON "cms"."_text_snippets_v" USING btree ("created_at");
  CREATE INDEX "_text_snippets_v_updated_at_idx" ON "cms"."_text_snippets_v" USING btree ("updated_at");
  CREATE INDEX "_text_snippets_v_snapshot_idx" ON "cms"."_text_snippets_v" USING btree ("snapshot");
  CREATE INDEX "_text_snippets_v_published_locale_idx" ON "cms"."_text_snippets_v" USING btree ("published_locale");
  CREATE INDEX "_text_snippets_v_latest_idx" ON "cms"."_text_snippets_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_text_snippets_v_locales_locale_parent_id_unique" ON "cms"."_text_snippets_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_text_snippets_fk" FOREIGN KEY ("text_snippets_id") REFERENCES "cms"."text_snippets"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_text_snippets_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("text_snippets_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."text_snippets_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."text_snippets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."text_snippets_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_text_snippets_v_version_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_text_snippets_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_text_snippets_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."text_snippets_shops" CASCADE;
  DROP TABLE "cms"."text_snippets" CASCADE;
  DROP TABLE "cms"."text_snippets_locales" CASCADE;
  DROP TABLE "cms"."_text_snippets_v_version_shops" CASCADE;
  DROP TABLE "cms"."_text_snippets_v" CASCADE;
  DROP TABLE "cms"."_text_snippets_v_locales" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_text_snippets_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_text_snippets_id_idx";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "text_snippets_id";
  DROP TYPE "cms"."enum_text_snippets_shops";
  DROP TYPE "cms"."enum_text_snippets_status";
  DROP TYPE "cms"."enum__text_snippets_v_version_shops";
  DROP TYPE "cms"."enum__text_snippets_v_version_status";
  DROP TYPE "cms"."enum__text_snippets_v_published_locale";`)
}
