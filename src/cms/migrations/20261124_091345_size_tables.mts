import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_size_tables_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum_size_tables_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__size_tables_v_version_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum__size_tables_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__size_tables_v_published_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK');
  CREATE TABLE "cms"."size_tables_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_size_tables_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."size_tables" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_size_tables_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."size_tables_locales" (
  	"headline" varchar,
  	"table" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."size_tables_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."_size_tables_v_version_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__size_tables_v_version_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_size_tables_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_internal_title" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__size_tables_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__size_tables_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_size_tables_v_locales" (
  	"version_headline" varchar,
  	"version_table" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_size_tables_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "size_tables_id" integer;
  ALTER TABLE "cms"."size_tables_shops" ADD CONSTRAINT "size_tables_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."size_tables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."size_tables_locales" ADD CONSTRAINT "size_tables_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."size_tables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."size_tables_texts" ADD CONSTRAINT "size_tables_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."size_tables"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_size_tables_v_version_shops" ADD CONSTRAINT "_size_tables_v_version_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_size_tables_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_size_tables_v" ADD CONSTRAINT "_size_tables_v_parent_id_size_tables_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."size_tables"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_size_tables_v_locales" ADD CONSTRAINT "_size_tables_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_size_tables_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_size_tables_v_texts" ADD CONSTRAINT "_size_tables_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_size_tables_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "size_tables_shops_order_idx" ON "cms"."size_tables_shops" USING btree ("order");
  CREATE INDEX "size_tables_shops_parent_idx" ON "cms"."size_tables_shops" USING btree ("parent_id");
  CREATE INDEX "size_tables_shops_value_idx" ON "cms"."size_tables_shops" USING btree ("value");
  CREATE INDEX "size_tables_updated_at_idx" ON "cms"."size_tables" USING btree ("updated_at");
  CREATE INDEX "size_tables_created_at_idx" ON "cms"."size_tables" USING btree ("created_at");
  CREATE INDEX "size_tables__status_idx" ON "cms"."size_tables" USING btree ("_status");
  CREATE UNIQUE INDEX "size_tables_locales_locale_parent_id_unique" ON "cms"."size_tables_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "size_tables_texts_order_parent" ON "cms"."size_tables_texts" USING btree ("order","parent_id");
  CREATE INDEX "_size_tables_v_version_shops_order_idx" ON "cms"."_size_tables_v_version_shops" USING btree ("order");
  CREATE INDEX "_size_tables_v_version_shops_parent_idx" ON "cms"."_size_tables_v_version_shops" USING btree ("parent_id");
  CREATE INDEX "_size_tables_v_version_shops_value_idx" ON "cms"."_size_tables_v_version_shops" USING btree ("value");
  CREATE INDEX "_size_tables_v_parent_idx" ON "cms"."_size_tables_v" USING btree ("parent_id");
  CREATE INDEX "_size_tables_v_version_version_updated_at_idx" ON "cms"."_size_tables_v" USING btree ("version_updated_at");
  CREATE INDEX "_size_tables_v_version_version_created_at_idx" ON "cms"."_size_tables_v" USING btree ("version_created_at");
  CREATE INDEX "_size_tables_v_version_version__status_idx" ON "cms"."_size_tables_v" USING btree ("version__status");
  CREATE INDEX "_size_tables_v_created_at_idx" ON "cms"."_size_tables_v" USING btree ("created_at");
  CREATE INDEX "_size_tables_v_updated_at_idx" ON "cms"."_size_tables_v" USING btree ("updated_at");
  CREATE INDEX "_size_tables_v_snapshot_idx" ON "cms"."_size_tables_v" USING btree ("snapshot");
  CREATE INDEX "_size_tables_v_published_locale_idx" ON "cms"."_size_tables_v" USING btree ("published_locale");
  CREATE INDEX "_size_tables_v_latest_idx" ON "cms"."_size_tables_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_size_tables_v_locales_locale_parent_id_unique" ON "cms"."_size_tables_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_size_tables_v_texts_order_parent" ON "cms"."_size_tables_v_texts" USING btree ("order","parent_id");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_size_tables_fk" FOREIGN KEY ("size_tables_id") REFERENCES "cms"."size_tables"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_size_tables_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("size_tables_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."size_tables_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."size_tables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."size_tables_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."size_tables_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_size_tables_v_version_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_size_tables_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_size_tables_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_size_tables_v_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."size_tables_shops" CASCADE;
  DROP TABLE "cms"."size_tables" CASCADE;
  DROP TABLE "cms"."size_tables_locales" CASCADE;
  DROP TABLE "cms"."size_tables_texts" CASCADE;
  DROP TABLE "cms"."_size_tables_v_version_shops" CASCADE;
  DROP TABLE "cms"."_size_tables_v" CASCADE;
  DROP TABLE "cms"."_size_tables_v_locales" CASCADE;
  DROP TABLE "cms"."_size_tables_v_texts" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_size_tables_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_size_tables_id_idx";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "size_tables_id";
  DROP TYPE "cms"."enum_size_tables_shops";
  DROP TYPE "cms"."enum_size_tables_status";
  DROP TYPE "cms"."enum__size_tables_v_version_shops";
  DROP TYPE "cms"."enum__size_tables_v_version_status";
  DROP TYPE "cms"."enum__size_tables_v_published_locale";`)
}
