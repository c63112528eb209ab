import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_global_contents_blocks_banner_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum__global_contents_v_blocks_banner_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum_surveys_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum_surveys_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__surveys_v_version_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum__surveys_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__surveys_v_published_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK');
  CREATE TYPE "cms"."enum_pdps_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum_pdps_blocks_banner_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum_pdps_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__pdps_v_version_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum__pdps_v_blocks_banner_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum__pdps_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__pdps_v_published_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK');
  CREATE TABLE "cms"."global_contents_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tracking_name" varchar,
  	"text" jsonb,
  	"coupon_code" varchar,
  	"banner_image_id" integer,
  	"banner_image_link" varchar,
  	"countdown_start" timestamp(3) with time zone,
  	"countdown" timestamp(3) with time zone,
  	"modal_id" integer,
  	"layout_color" "cms"."enum_global_contents_blocks_banner_layout_color" DEFAULT 'Primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."global_contents_locales" (
  	"campaign_line_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_global_contents_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tracking_name" varchar,
  	"text" jsonb,
  	"coupon_code" varchar,
  	"banner_image_id" integer,
  	"banner_image_link" varchar,
  	"countdown_start" timestamp(3) with time zone,
  	"countdown" timestamp(3) with time zone,
  	"modal_id" integer,
  	"layout_color" "cms"."enum__global_contents_v_blocks_banner_layout_color" DEFAULT 'Primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_global_contents_v_locales" (
  	"version_campaign_line_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."surveys_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_surveys_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."surveys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_surveys_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."surveys_locales" (
  	"headline" varchar,
  	"description" jsonb,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."surveys_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."_surveys_v_version_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__surveys_v_version_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_surveys_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__surveys_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__surveys_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_surveys_v_locales" (
  	"version_headline" varchar,
  	"version_description" jsonb,
  	"version_button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_surveys_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."pdps_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_pdps_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."pdps_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tracking_name" varchar,
  	"text" jsonb,
  	"coupon_code" varchar,
  	"banner_image_id" integer,
  	"banner_image_link" varchar,
  	"countdown_start" timestamp(3) with time zone,
  	"countdown" timestamp(3) with time zone,
  	"modal_id" integer,
  	"layout_color" "cms"."enum_pdps_blocks_banner_layout_color" DEFAULT 'Primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."pdps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_pdps_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."pdps_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."_pdps_v_version_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__pdps_v_version_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_pdps_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tracking_name" varchar,
  	"text" jsonb,
  	"coupon_code" varchar,
  	"banner_image_id" integer,
  	"banner_image_link" varchar,
  	"countdown_start" timestamp(3) with time zone,
  	"countdown" timestamp(3) with time zone,
  	"modal_id" integer,
  	"layout_color" "cms"."enum__pdps_v_blocks_banner_layout_color" DEFAULT 'Primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_pdps_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_internal_title" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__pdps_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__pdps_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_pdps_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "cms"."global_contents" ADD COLUMN "campaign_line_until" timestamp(3) with time zone;
  ALTER TABLE "cms"."_global_contents_v" ADD COLUMN "version_campaign_line_until" timestamp(3) with time zone;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "surveys_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "pdps_id" integer;
  ALTER TABLE "cms"."global_contents_blocks_banner" ADD CONSTRAINT "global_contents_blocks_banner_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."global_contents_blocks_banner" ADD CONSTRAINT "global_contents_blocks_banner_modal_id_modals_id_fk" FOREIGN KEY ("modal_id") REFERENCES "cms"."modals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."global_contents_blocks_banner" ADD CONSTRAINT "global_contents_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."global_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."global_contents_locales" ADD CONSTRAINT "global_contents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."global_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_global_contents_v_blocks_banner" ADD CONSTRAINT "_global_contents_v_blocks_banner_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_global_contents_v_blocks_banner" ADD CONSTRAINT "_global_contents_v_blocks_banner_modal_id_modals_id_fk" FOREIGN KEY ("modal_id") REFERENCES "cms"."modals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_global_contents_v_blocks_banner" ADD CONSTRAINT "_global_contents_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_global_contents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_global_contents_v_locales" ADD CONSTRAINT "_global_contents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_global_contents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."surveys_shops" ADD CONSTRAINT "surveys_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."surveys_locales" ADD CONSTRAINT "surveys_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."surveys_texts" ADD CONSTRAINT "surveys_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_surveys_v_version_shops" ADD CONSTRAINT "_surveys_v_version_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_surveys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_surveys_v" ADD CONSTRAINT "_surveys_v_parent_id_surveys_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."surveys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_surveys_v_locales" ADD CONSTRAINT "_surveys_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_surveys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_surveys_v_texts" ADD CONSTRAINT "_surveys_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_surveys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pdps_shops" ADD CONSTRAINT "pdps_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."pdps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pdps_blocks_banner" ADD CONSTRAINT "pdps_blocks_banner_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."pdps_blocks_banner" ADD CONSTRAINT "pdps_blocks_banner_modal_id_modals_id_fk" FOREIGN KEY ("modal_id") REFERENCES "cms"."modals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."pdps_blocks_banner" ADD CONSTRAINT "pdps_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pdps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pdps_texts" ADD CONSTRAINT "pdps_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."pdps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pdps_v_version_shops" ADD CONSTRAINT "_pdps_v_version_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_pdps_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pdps_v_blocks_banner" ADD CONSTRAINT "_pdps_v_blocks_banner_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pdps_v_blocks_banner" ADD CONSTRAINT "_pdps_v_blocks_banner_modal_id_modals_id_fk" FOREIGN KEY ("modal_id") REFERENCES "cms"."modals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pdps_v_blocks_banner" ADD CONSTRAINT "_pdps_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pdps_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pdps_v" ADD CONSTRAINT "_pdps_v_parent_id_pdps_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."pdps"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pdps_v_texts" ADD CONSTRAINT "_pdps_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_pdps_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "global_contents_blocks_banner_order_idx" ON "cms"."global_contents_blocks_banner" USING btree ("_order");
  CREATE INDEX "global_contents_blocks_banner_parent_id_idx" ON "cms"."global_contents_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "global_contents_blocks_banner_path_idx" ON "cms"."global_contents_blocks_banner" USING btree ("_path");
  CREATE INDEX "global_contents_blocks_banner_locale_idx" ON "cms"."global_contents_blocks_banner" USING btree ("_locale");
  CREATE INDEX "global_contents_blocks_banner_banner_image_idx" ON "cms"."global_contents_blocks_banner" USING btree ("banner_image_id");
  CREATE INDEX "global_contents_blocks_banner_modal_idx" ON "cms"."global_contents_blocks_banner" USING btree ("modal_id");
  CREATE UNIQUE INDEX "global_contents_locales_locale_parent_id_unique" ON "cms"."global_contents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_global_contents_v_blocks_banner_order_idx" ON "cms"."_global_contents_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_global_contents_v_blocks_banner_parent_id_idx" ON "cms"."_global_contents_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_global_contents_v_blocks_banner_path_idx" ON "cms"."_global_contents_v_blocks_banner" USING btree ("_path");
  CREATE INDEX "_global_contents_v_blocks_banner_locale_idx" ON "cms"."_global_contents_v_blocks_banner" USING btree ("_locale");
  CREATE INDEX "_global_contents_v_blocks_banner_banner_image_idx" ON "cms"."_global_contents_v_blocks_banner" USING btree ("banner_image_id");
  CREATE INDEX "_global_contents_v_blocks_banner_modal_idx" ON "cms"."_global_contents_v_blocks_banner" USING btree ("modal_id");
  CREATE UNIQUE INDEX "_global_contents_v_locales_locale_parent_id_unique" ON "cms"."_global_contents_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "surveys_shops_order_idx" ON "cms"."surveys_shops" USING btree ("order");
  CREATE INDEX "surveys_shops_parent_idx" ON "cms"."surveys_shops" USING btree ("parent_id");
  CREATE INDEX "surveys_shops_value_idx" ON "cms"."surveys_shops" USING btree ("value");
  CREATE INDEX "surveys_updated_at_idx" ON "cms"."surveys" USING btree ("updated_at");
  CREATE INDEX "surveys_created_at_idx" ON "cms"."surveys" USING btree ("created_at");
  CREATE INDEX "surveys__status_idx" ON "cms"."surveys" USING btree ("_status");
  CREATE UNIQUE INDEX "surveys_locales_locale_parent_id_unique" ON "cms"."surveys_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "surveys_texts_order_parent" ON "cms"."surveys_texts" USING btree ("order","parent_id");
  CREATE INDEX "_surveys_v_version_shops_order_idx" ON "cms"."_surveys_v_version_shops" USING btree ("order");
  CREATE INDEX "_surveys_v_version_shops_parent_idx" ON "cms"."_surveys_v_version_shops" USING btree ("parent_id");
  CREATE INDEX "_surveys_v_version_shops_value_idx" ON "cms"."_surveys_v_version_shops" USING btree ("value");
  CREATE INDEX "_surveys_v_parent_idx" ON "cms"."_surveys_v" USING btree ("parent_id");
  CREATE INDEX "_surveys_v_version_version_updated_at_idx" ON "cms"."_surveys_v" USING btree ("version_updated_at");
  CREATE INDEX "_surveys_v_version_version_created_at_idx" ON "cms"."_surveys_v" USING btree ("version_created_at");
  CREATE INDEX "_surveys_v_version_version__status_idx" ON "cms"."_surveys_v" USING btree ("version__status");
  CREATE INDEX "_surveys_v_created_at_idx" ON "cms"."_surveys_v" USING btree ("created_at");
  CREATE INDEX "_surveys_v_updated_at_idx" ON "cms"."_surveys_v" USING btree ("updated_at");
  CREATE INDEX "_surveys_v_snapshot_idx" ON "cms"."_surveys_v" USING btree ("snapshot");
  CREATE INDEX "_surveys_v_published_locale_idx" ON "cms"."_surveys_v" USING btree ("published_locale");
  CREATE INDEX "_surveys_v_latest_idx" ON "cms"."_surveys_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_surveys_v_locales_locale_parent_id_unique" ON "cms"."_surveys_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_surveys_v_texts_order_parent" ON "cms"."_surveys_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "pdps_shops_order_idx" ON "cms"."pdps_shops" USING btree ("order");
  CREATE INDEX "pdps_shops_parent_idx" ON "cms"."pdps_shops" USING btree ("parent_id");
  CREATE INDEX "pdps_shops_value_idx" ON "cms"."pdps_shops" USING btree ("value");
  CREATE INDEX "pdps_blocks_banner_order_idx" ON "cms"."pdps_blocks_banner" USING btree ("_order");
  CREATE INDEX "pdps_blocks_banner_parent_id_idx" ON "cms"."pdps_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "pdps_blocks_banner_path_idx" ON "cms"."pdps_blocks_banner" USING btree ("_path");
  CREATE INDEX "pdps_blocks_banner_locale_idx" ON "cms"."pdps_blocks_banner" USING btree ("_locale");
  CREATE INDEX "pdps_blocks_banner_banner_image_idx" ON "cms"."pdps_blocks_banner" USING btree ("banner_image_id");
  CREATE INDEX "pdps_blocks_banner_modal_idx" ON "cms"."pdps_blocks_banner" USING btree ("modal_id");
  CREATE INDEX "pdps_updated_at_idx" ON "cms"."pdps" USING btree ("updated_at");
  CREATE INDEX "pdps_created_at_idx" ON "cms"."pdps" USING btree ("created_at");
  CREATE INDEX "pdps__status_idx" ON "cms"."pdps" USING btree ("_status");
  CREATE INDEX "pdps_texts_order_parent" ON "cms"."pdps_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pdps_v_version_shops_order_idx" ON "cms"."_pdps_v_version_shops" USING btree ("order");
  CREATE INDEX "_pdps_v_version_shops_parent_idx" ON "cms"."_pdps_v_version_shops" USING btree ("parent_id");
  CREATE INDEX "_pdps_v_version_shops_value_idx" ON "cms"."_pdps_v_version_shops" USING btree ("value");
  CREATE INDEX "_pdps_v_blocks_banner_order_idx" ON "cms"."_pdps_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_pdps_v_blocks_banner_parent_id_idx" ON "cms"."_pdps_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_pdps_v_blocks_banner_path_idx" ON "cms"."_pdps_v_blocks_banner" USING btree ("_path");
  CREATE INDEX "_pdps_v_blocks_banner_locale_idx" ON "cms"."_pdps_v_blocks_banner" USING btree ("_locale");
  CREATE INDEX "_pdps_v_blocks_banner_banner_image_idx" ON "cms"."_pdps_v_blocks_banner" USING btree ("banner_image_id");
  CREATE INDEX "_pdps_v_blocks_banner_modal_idx" ON "cms"."_pdps_v_blocks_banner" USING btree ("modal_id");
  CREATE INDEX "_pdps_v_parent_idx" ON "cms"."_pdps_v" USING btree ("parent_id");
  CREATE INDEX "_pdps_v_version_version_updated_at_idx" ON "cms"."_pdps_v" USING btree ("version_updated_at");
  CREATE INDEX "_pdps_v_version_version_created_at_idx" ON "cms"."_pdps_v" USING btree ("version_created_at");
  CREATE INDEX "_pdps_v_version_version__status_idx" ON "cms"."_pdps_v" USING btree ("version__status");
  CREATE INDEX "_pdps_v_created_at_idx" ON "cms"."_pdps_v" USING btree ("created_at");
  CREATE INDEX "_pdps_v_updated_at_idx" ON "cms"."_pdps_v" USING btree ("updated_at");
  CREATE INDEX "_pdps_v_snapshot_idx" ON "cms"."_pdps_v" USING btree ("snapshot");
  CREATE INDEX "_pdps_v_published_locale_idx" ON "cms"."_pdps_v" USING btree ("published_locale");
  CREATE INDEX "_pdps_v_latest_idx" ON "cms"."_pdps_v" USING btree ("latest");
  CREATE INDEX "_pdps_v_texts_order_parent" ON "cms"."_pdps_v_texts" USING btree ("order","parent_id");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_surveys_fk" FOREIGN KEY ("surveys_id") REFERENCES "cms"."surveys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pdps_fk" FOREIGN KEY ("pdps_id") REFERENCES "cms"."pdps"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_surveys_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("surveys_id");
  CREATE INDEX "payload_locked_documents_rels_pdps_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("pdps_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."global_contents_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."global_contents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_global_contents_v_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_global_contents_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."surveys_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."surveys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."surveys_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."surveys_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_surveys_v_version_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_surveys_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_surveys_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_surveys_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."pdps_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."pdps_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."pdps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."pdps_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_pdps_v_version_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_pdps_v_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_pdps_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_pdps_v_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."global_contents_blocks_banner" CASCADE;
  DROP TABLE "cms"."global_contents_locales" CASCADE;
  DROP TABLE "cms"."_global_contents_v_blocks_banner" CASCADE;
  DROP TABLE "cms"."_global_contents_v_locales" CASCADE;
  DROP TABLE "cms"."surveys_shops" CASCADE;
  DROP TABLE "cms"."surveys" CASCADE;
  DROP TABLE "cms"."surveys_locales" CASCADE;
  DROP TABLE "cms"."surveys_texts" CASCADE;
  DROP TABLE "cms"."_surveys_v_version_shops" CASCADE;
  DROP TABLE "cms"."_surveys_v" CASCADE;
  DROP TABLE "cms"."_surveys_v_locales" CASCADE;
  DROP TABLE "cms"."_surveys_v_texts" CASCADE;
  DROP TABLE "cms"."pdps_shops" CASCADE;
  DROP TABLE "cms"."pdps_blocks_banner" CASCADE;
  DROP TABLE "cms"."pdps" CASCADE;
  DROP TABLE "cms"."pdps_texts" CASCADE;
  DROP TABLE "cms"."_pdps_v_version_shops" CASCADE;
  DROP TABLE "cms"."_pdps_v_blocks_banner" CASCADE;
  DROP TABLE "cms"."_pdps_v" CASCADE;
  DROP TABLE "cms"."_pdps_v_texts" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_surveys_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pdps_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_surveys_id_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_pdps_id_idx";
  ALTER TABLE "cms"."global_contents" DROP COLUMN "campaign_line_until";
  ALTER TABLE "cms"."_global_contents_v" DROP COLUMN "version_campaign_line_until";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "surveys_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "pdps_id";
  DROP TYPE "cms"."enum_global_contents_blocks_banner_layout_color";
  DROP TYPE "cms"."enum__global_contents_v_blocks_banner_layout_color";
  DROP TYPE "cms"."enum_surveys_shops";
  DROP TYPE "cms"."enum_surveys_status";
  DROP TYPE "cms"."enum__surveys_v_version_shops";
  DROP TYPE "cms"."enum__surveys_v_version_status";
  DROP TYPE "cms"."enum__surveys_v_published_locale";
  DROP TYPE "cms"."enum_pdps_shops";
  DROP TYPE "cms"."enum_pdps_blocks_banner_layout_color";
  DROP TYPE "cms"."enum_pdps_status";
  DROP TYPE "cms"."enum__pdps_v_version_shops";
  DROP TYPE "cms"."enum__pdps_v_blocks_banner_layout_color";
  DROP TYPE "cms"."enum__pdps_v_version_status";
  DROP TYPE "cms"."enum__pdps_v_published_locale";`)
}
