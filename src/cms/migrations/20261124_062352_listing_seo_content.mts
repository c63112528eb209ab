import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_seo_contents_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum_seo_contents_index_directive" AS ENUM('index, follow', 'noindex, follow');
  CREATE TYPE "cms"."enum_seo_contents_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__seo_contents_v_version_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum__seo_contents_v_version_index_directive" AS ENUM('index, follow', 'noindex, follow');
  CREATE TYPE "cms"."enum__seo_contents_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__seo_contents_v_published_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK');
  CREATE TABLE "cms"."seo_contents_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_seo_contents_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."seo_contents_link_box_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"destination" varchar
  );
  
  CREATE TABLE "cms"."seo_contents_link_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "cms"."seo_contents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"category_id" varchar,
  	"automatic_shopname" boolean DEFAULT true,
  	"index_directive" "cms"."enum_seo_contents_index_directive",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_seo_contents_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."seo_contents_locales" (
  	"title" varchar,
  	"description" varchar,
  	"category_title" varchar,
  	"onsite_content" jsonb,
  	"bottom_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_seo_contents_v_version_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__seo_contents_v_version_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_seo_contents_v_version_link_box_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"destination" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_seo_contents_v_version_link_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_seo_contents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_internal_title" varchar,
  	"version_category_id" varchar,
  	"version_automatic_shopname" boolean DEFAULT true,
  	"version_index_directive" "cms"."enum__seo_contents_v_version_index_directive",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__seo_contents_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__seo_contents_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_seo_contents_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_category_title" varchar,
  	"version_onsite_content" jsonb,
  	"version_bottom_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "seo_contents_id" integer;
  ALTER TABLE "cms"."seo_contents_shops" ADD CONSTRAINT "seo_contents_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."seo_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."seo_contents_link_box_links" ADD CONSTRAINT "seo_contents_link_box_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."seo_contents_link_box"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."seo_contents_link_box" ADD CONSTRAINT "seo_contents_link_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."seo_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."seo_contents_locales" ADD CONSTRAINT "seo_contents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."seo_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_seo_contents_v_version_shops" ADD CONSTRAINT "_seo_contents_v_version_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_seo_contents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_seo_contents_v_version_link_box_links" ADD CONSTRAINT "_seo_contents_v_version_link_box_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_seo_contents_v_version_link_box"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_seo_contents_v_version_link_box" ADD CONSTRAINT "_seo_contents_v_version_link_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_seo_contents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_seo_contents_v" ADD CONSTRAINT "_seo_contents_v_parent_id_seo_contents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."seo_contents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_seo_contents_v_locales" ADD CONSTRAINT "_seo_contents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_seo_contents_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "seo_contents_shops_order_idx" ON "cms"."seo_contents_shops" USING btree ("order");
  CREATE INDEX "seo_contents_shops_parent_idx" ON "cms"."seo_contents_shops" USING btree ("parent_id");
  CREATE INDEX "seo_contents_shops_value_idx" ON "cms"."seo_contents_shops" USING btree ("value");
  CREATE INDEX "seo_contents_link_box_links_order_idx" ON "cms"."seo_contents_link_box_links" USING btree ("_order");
  CREATE INDEX "seo_contents_link_box_links_parent_id_idx" ON "cms"."seo_contents_link_box_links" USING btree ("_parent_id");
  CREATE INDEX "seo_contents_link_box_links_locale_idx" ON "cms"."seo_contents_link_box_links" USING btree ("_locale");
  CREATE INDEX "seo_contents_link_box_order_idx" ON "cms"."seo_contents_link_box" USING btree ("_order");
  CREATE INDEX "seo_contents_link_box_parent_id_idx" ON "cms"."seo_contents_link_box" USING btree ("_parent_id");
  CREATE INDEX "seo_contents_link_box_locale_idx" ON "cms"."seo_contents_link_box" USING btree ("_locale");
  CREATE INDEX "seo_contents_category_id_idx" ON "cms"."seo_contents" USING btree ("category_id");
  CREATE INDEX "seo_contents_updated_at_idx" ON "cms"."seo_contents" USING btree ("updated_at");
  CREATE INDEX "seo_contents_created_at_idx" ON "cms"."seo_contents" USING btree ("created_at");
  CREATE INDEX "seo_contents__status_idx" ON "cms"."seo_contents" USING btree ("_status");
  CREATE UNIQUE INDEX "seo_contents_locales_locale_parent_id_unique" ON "cms"."seo_contents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_seo_contents_v_version_shops_order_idx" ON "cms"."_seo_contents_v_version_shops" USING btree ("order");
  CREATE INDEX "_seo_contents_v_version_shops_parent_idx" ON "cms"."_seo_contents_v_version_shops" USING btree ("parent_id");
  CREATE INDEX "_seo_contents_v_version_shops_value_idx" ON "cms"."_seo_contents_v_version_shops" USING btree ("value");
  CREATE INDEX "_seo_contents_v_version_link_box_links_order_idx" ON "cms"."_seo_contents_v_version_link_box_links" USING btree ("_order");
  CREATE INDEX "_seo_contents_v_version_link_box_links_parent_id_idx" ON "cms"."_seo_contents_v_version_link_box_links" USING btree ("_parent_id");
  CREATE INDEX "_seo_contents_v_version_link_box_links_locale_idx" ON "cms"."_seo_contents_v_version_link_box_links" USING btree ("_locale");
  CREATE INDEX "_seo_contents_v_version_link_box_order_idx" ON "cms"."_seo_contents_v_version_link_box" USING btree ("_order");
  CREATE INDEX "_seo_contents_v_version_link_box_parent_id_idx" ON "cms"."_seo_contents_v_version_link_box" USING btree ("_parent_id");
  CREATE INDEX "_seo_contents_v_version_link_box_locale_idx" ON "cms"."_seo_contents_v_version_link_box" USING btree ("_locale");
  CREATE INDEX "_seo_contents_v_parent_idx" ON "cms"."_seo_contents_v" USING btree ("parent_id");
  CREATE INDEX "_seo_contents_v_version_version_category_id_idx" ON "cms"."_seo_contents_v" USING btree ("version_category_id");
  CREATE INDEX "_seo_contents_v_version_version_updated_at_idx" ON "cms"."_seo_contents_v" USING btree ("version_updated_at");
  CREATE INDEX "_seo_contents_v_version_version_created_at_idx" ON "cms"."_seo_contents_v" USING btree ("version_created_at");
  CREATE INDEX "_seo_contents_v_version_version__status_idx" ON "cms"."_seo_contents_v" USING btree ("version__status");
  CREATE INDEX "_seo_contents_v_created_at_idx" ON "cms"."_seo_contents_v" USING btree ("created_at");
  CREATE INDEX "_seo_contents_v_updated_at_idx" ON "cms"."_seo_contents_v" USING btree ("updated_at");
  CREATE INDEX "_seo_contents_v_snapshot_idx" ON "cms"."_seo_contents_v" USING btree ("snapshot");
  CREATE INDEX "_seo_contents_v_published_locale_idx" ON "cms"."_seo_contents_v" USING btree ("published_locale");
  CREATE INDEX "_seo_contents_v_latest_idx" ON "cms"."_seo_contents_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_seo_contents_v_locales_locale_parent_id_unique" ON "cms"."_seo_contents_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seo_contents_fk" FOREIGN KEY ("seo_contents_id") REFERENCES "cms"."seo_contents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_seo_contents_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("seo_contents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."seo_contents_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."seo_contents_link_box_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."seo_contents_link_box" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."seo_contents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."seo_contents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_seo_contents_v_version_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_seo_contents_v_version_link_box_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_seo_contents_v_version_link_box" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_seo_contents_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_seo_contents_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."seo_contents_shops" CASCADE;
  DROP TABLE "cms"."seo_contents_link_box_links" CASCADE;
  DROP TABLE "cms"."seo_contents_link_box" CASCADE;
  DROP TABLE "cms"."seo_contents" CASCADE;
  DROP TABLE "cms"."seo_contents_locales" CASCADE;
  DROP TABLE "cms"."_seo_contents_v_version_shops" CASCADE;
  DROP TABLE "cms"."_seo_contents_v_version_link_box_links" CASCADE;
  DROP TABLE "cms"."_seo_contents_v_version_link_box" CASCADE;
  DROP TABLE "cms"."_seo_contents_v" CASCADE;
  DROP TABLE "cms"."_seo_contents_v_locales" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_seo_contents_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_seo_contents_id_idx";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "seo_contents_id";
  DROP TYPE "cms"."enum_seo_contents_shops";
  DROP TYPE "cms"."enum_seo_contents_index_directive";
  DROP TYPE "cms"."enum_seo_contents_status";
  DROP TYPE "cms"."enum__seo_contents_v_version_shops";
  DROP TYPE "cms"."enum__seo_contents_v_version_index_directive";
  DROP TYPE "cms"."enum__seo_contents_v_version_status";
  DROP TYPE "cms"."enum__seo_contents_v_published_locale";`)
}
