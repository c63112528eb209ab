import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_plps_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum_plps_blocks_banner_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum_plps_bottom_recommendation_output_id" AS ENUM('categoryBottom', 'lastSeen');
  CREATE TYPE "cms"."enum_plps_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__plps_v_version_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum__plps_v_blocks_banner_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum__plps_v_version_bottom_recommendation_output_id" AS ENUM('categoryBottom', 'lastSeen');
  CREATE TYPE "cms"."enum__plps_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__plps_v_published_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK');
  CREATE TYPE "cms"."enum_promotions_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum_promotions_tags" AS ENUM('4to3');
  CREATE TYPE "cms"."enum_promotions_display_type" AS ENUM('DEFAULT', 'CALL_TO_ACTION', 'COMPACT', 'INSPIRATION', 'ASSET_ONLY', 'BOX', 'PLAIN', 'CUSTOM');
  CREATE TYPE "cms"."enum_promotions_eyecatcher_eyecatcher_type" AS ENUM('NONE', 'TEXT', 'PRICE_BY_PRODUCTID');
  CREATE TYPE "cms"."enum_promotions_eyecatcher_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "cms"."enum_promotions_eyecatcher_eyecatcher_design" AS ENUM('DEFAULT', 'TRANSPARENT_DARK', 'TRANSPARENT_LIGHT');
  CREATE TYPE "cms"."enum_promotions_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum_promotions_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__promotions_v_version_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum__promotions_v_version_tags" AS ENUM('4to3');
  CREATE TYPE "cms"."enum__promotions_v_version_display_type" AS ENUM('DEFAULT', 'CALL_TO_ACTION', 'COMPACT', 'INSPIRATION', 'ASSET_ONLY', 'BOX', 'PLAIN', 'CUSTOM');
  CREATE TYPE "cms"."enum__promotions_v_version_eyecatcher_eyecatcher_type" AS ENUM('NONE', 'TEXT', 'PRICE_BY_PRODUCTID');
  CREATE TYPE "cms"."enum__promotions_v_version_eyecatcher_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "cms"."enum__promotions_v_version_eyecatcher_eyecatcher_design" AS ENUM('DEFAULT', 'TRANSPARENT_DARK', 'TRANSPARENT_LIGHT');
  CREATE TYPE "cms"."enum__promotions_v_version_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum__promotions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__promotions_v_published_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK');
  CREATE TABLE "cms"."plps_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_plps_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."plps_blocks_banner" (
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
  	"layout_color" "cms"."enum_plps_blocks_banner_layout_color" DEFAULT 'Primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."plps_blocks_richtext" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"richtext" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."plps_blocks_promotion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"promotion_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."plps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"trigger_id" integer,
  	"bottom_recommendation_output_id" "cms"."enum_plps_bottom_recommendation_output_id" DEFAULT 'categoryBottom',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_plps_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."plps_locales" (
  	"bottom_recommendation_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."plps_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."_plps_v_version_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__plps_v_version_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_plps_v_blocks_banner" (
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
  	"layout_color" "cms"."enum__plps_v_blocks_banner_layout_color" DEFAULT 'Primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_plps_v_blocks_richtext" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"richtext" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_plps_v_blocks_promotion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"promotion_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_plps_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_internal_title" varchar,
  	"version_trigger_id" integer,
  	"version_bottom_recommendation_output_id" "cms"."enum__plps_v_version_bottom_recommendation_output_id" DEFAULT 'categoryBottom',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__plps_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__plps_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_plps_v_locales" (
  	"version_bottom_recommendation_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_plps_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."promotions_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_promotions_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."promotions_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_promotions_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."promotions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"display_type" "cms"."enum_promotions_display_type" DEFAULT 'DEFAULT',
  	"lenient_check" boolean DEFAULT false,
  	"link" varchar,
  	"category_image_link" varchar,
  	"automated_product_id" varchar,
  	"pinned_product_i_ds" varchar,
  	"asset_id" integer,
  	"eyecatcher_eyecatcher_type" "cms"."enum_promotions_eyecatcher_eyecatcher_type" DEFAULT 'NONE',
  	"eyecatcher_product_id" varchar,
  	"eyecatcher_size" "cms"."enum_promotions_eyecatcher_size" DEFAULT 'medium',
  	"eyecatcher_eyecatcher_design" "cms"."enum_promotions_eyecatcher_eyecatcher_design" DEFAULT 'DEFAULT',
  	"layout_color" "cms"."enum_promotions_layout_color" DEFAULT 'Primary',
  	"tracking_name" varchar,
  	"promotion_target" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_promotions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."promotions_locales" (
  	"headline" varchar,
  	"title" varchar,
  	"text" varchar,
  	"custom_text" jsonb,
  	"call_to_action" varchar,
  	"legal_hint" varchar,
  	"eyecatcher_eyecatcher_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_promotions_v_version_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__promotions_v_version_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_promotions_v_version_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__promotions_v_version_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_promotions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_internal_title" varchar,
  	"version_display_type" "cms"."enum__promotions_v_version_display_type" DEFAULT 'DEFAULT',
  	"version_lenient_check" boolean DEFAULT false,
  	"version_link" varchar,
  	"version_category_image_link" varchar,
  	"version_automated_product_id" varchar,
  	"version_pinned_product_i_ds" varchar,
  	"version_asset_id" integer,
  	"version_eyecatcher_eyecatcher_type" "cms"."enum__promotions_v_version_eyecatcher_eyecatcher_type" DEFAULT 'NONE',
  	"version_eyecatcher_product_id" varchar,
  	"version_eyecatcher_size" "cms"."enum__promotions_v_version_eyecatcher_size" DEFAULT 'medium',
  	"version_eyecatcher_eyecatcher_design" "cms"."enum__promotions_v_version_eyecatcher_eyecatcher_design" DEFAULT 'DEFAULT',
  	"version_layout_color" "cms"."enum__promotions_v_version_layout_color" DEFAULT 'Primary',
  	"version_tracking_name" varchar,
  	"version_promotion_target" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__promotions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__promotions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_promotions_v_locales" (
  	"version_headline" varchar,
  	"version_title" varchar,
  	"version_text" varchar,
  	"version_custom_text" jsonb,
  	"version_call_to_action" varchar,
  	"version_legal_hint" varchar,
  	"version_eyecatcher_eyecatcher_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "plps_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "promotions_id" integer;
  ALTER TABLE "cms"."plps_shops" ADD CONSTRAINT "plps_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."plps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."plps_blocks_banner" ADD CONSTRAINT "plps_blocks_banner_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."plps_blocks_banner" ADD CONSTRAINT "plps_blocks_banner_modal_id_modals_id_fk" FOREIGN KEY ("modal_id") REFERENCES "cms"."modals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."plps_blocks_banner" ADD CONSTRAINT "plps_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."plps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."plps_blocks_richtext" ADD CONSTRAINT "plps_blocks_richtext_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."plps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."plps_blocks_promotion" ADD CONSTRAINT "plps_blocks_promotion_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "cms"."promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."plps_blocks_promotion" ADD CONSTRAINT "plps_blocks_promotion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."plps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."plps" ADD CONSTRAINT "plps_trigger_id_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "cms"."triggers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."plps_locales" ADD CONSTRAINT "plps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."plps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."plps_texts" ADD CONSTRAINT "plps_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."plps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_plps_v_version_shops" ADD CONSTRAINT "_plps_v_version_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_plps_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_plps_v_blocks_banner" ADD CONSTRAINT "_plps_v_blocks_banner_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_plps_v_blocks_banner" ADD CONSTRAINT "_plps_v_blocks_banner_modal_id_modals_id_fk" FOREIGN KEY ("modal_id") REFERENCES "cms"."modals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_plps_v_blocks_banner" ADD CONSTRAINT "_plps_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_plps_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_plps_v_blocks_richtext" ADD CONSTRAINT "_plps_v_blocks_richtext_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_plps_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_plps_v_blocks_promotion" ADD CONSTRAINT "_plps_v_blocks_promotion_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "cms"."promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_plps_v_blocks_promotion" ADD CONSTRAINT "_plps_v_blocks_promotion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_plps_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_plps_v" ADD CONSTRAINT "_plps_v_parent_id_plps_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."plps"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_plps_v" ADD CONSTRAINT "_plps_v_version_trigger_id_triggers_id_fk" FOREIGN KEY ("version_trigger_id") REFERENCES "cms"."triggers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_plps_v_locales" ADD CONSTRAINT "_plps_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_plps_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_plps_v_texts" ADD CONSTRAINT "_plps_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_plps_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."promotions_shops" ADD CONSTRAINT "promotions_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."promotions_tags" ADD CONSTRAINT "promotions_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."promotions" ADD CONSTRAINT "promotions_asset_id_media_id_fk" FOREIGN KEY ("asset_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."promotions_locales" ADD CONSTRAINT "promotions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_promotions_v_version_shops" ADD CONSTRAINT "_promotions_v_version_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_promotions_v_version_tags" ADD CONSTRAINT "_promotions_v_version_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_promotions_v" ADD CONSTRAINT "_promotions_v_parent_id_promotions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_promotions_v" ADD CONSTRAINT "_promotions_v_version_asset_id_media_id_fk" FOREIGN KEY ("version_asset_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_promotions_v_locales" ADD CONSTRAINT "_promotions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "plps_shops_order_idx" ON "cms"."plps_shops" USING btree ("order");
  CREATE INDEX "plps_shops_parent_idx" ON "cms"."plps_shops" USING btree ("parent_id");
  CREATE INDEX "plps_shops_value_idx" ON "cms"."plps_shops" USING btree ("value");
  CREATE INDEX "plps_blocks_banner_order_idx" ON "cms"."plps_blocks_banner" USING btree ("_order");
  CREATE INDEX "plps_blocks_banner_parent_id_idx" ON "cms"."plps_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "plps_blocks_banner_path_idx" ON "cms"."plps_blocks_banner" USING btree ("_path");
  CREATE INDEX "plps_blocks_banner_locale_idx" ON "cms"."plps_blocks_banner" USING btree ("_locale");
  CREATE INDEX "plps_blocks_banner_banner_image_idx" ON "cms"."plps_blocks_banner" USING btree ("banner_image_id");
  CREATE INDEX "plps_blocks_banner_modal_idx" ON "cms"."plps_blocks_banner" USING btree ("modal_id");
  CREATE INDEX "plps_blocks_richtext_order_idx" ON "cms"."plps_blocks_richtext" USING btree ("_order");
  CREATE INDEX "plps_blocks_richtext_parent_id_idx" ON "cms"."plps_blocks_richtext" USING btree ("_parent_id");
  CREATE INDEX "plps_blocks_richtext_path_idx" ON "cms"."plps_blocks_richtext" USING btree ("_path");
  CREATE INDEX "plps_blocks_richtext_locale_idx" ON "cms"."plps_blocks_richtext" USING btree ("_locale");
  CREATE INDEX "plps_blocks_promotion_order_idx" ON "cms"."plps_blocks_promotion" USING btree ("_order");
  CREATE INDEX "plps_blocks_promotion_parent_id_idx" ON "cms"."plps_blocks_promotion" USING btree ("_parent_id");
  CREATE INDEX "plps_blocks_promotion_path_idx" ON "cms"."plps_blocks_promotion" USING btree ("_path");
  CREATE INDEX "plps_blocks_promotion_locale_idx" ON "cms"."plps_blocks_promotion" USING btree ("_locale");
  CREATE INDEX "plps_blocks_promotion_promotion_idx" ON "cms"."plps_blocks_promotion" USING btree ("promotion_id");
  CREATE INDEX "plps_trigger_idx" ON "cms"."plps" USING btree ("trigger_id");
  CREATE INDEX "plps_updated_at_idx" ON "cms"."plps" USING btree ("updated_at");
  CREATE INDEX "plps_created_at_idx" ON "cms"."plps" USING btree ("created_at");
  CREATE INDEX "plps__status_idx" ON "cms"."plps" USING btree ("_status");
  CREATE UNIQUE INDEX "plps_locales_locale_parent_id_unique" ON "cms"."plps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "plps_texts_order_parent" ON "cms"."plps_texts" USING btree ("order","parent_id");
  CREATE INDEX "_plps_v_version_shops_order_idx" ON "cms"."_plps_v_version_shops" USING btree ("order");
  CREATE INDEX "_plps_v_version_shops_parent_idx" ON "cms"."_plps_v_version_shops" USING btree ("parent_id");
  CREATE INDEX "_plps_v_version_shops_value_idx" ON "cms"."_plps_v_version_shops" USING btree ("value");
  CREATE INDEX "_plps_v_blocks_banner_order_idx" ON "cms"."_plps_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_plps_v_blocks_banner_parent_id_idx" ON "cms"."_plps_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_plps_v_blocks_banner_path_idx" ON "cms"."_plps_v_blocks_banner" USING btree ("_path");
  CREATE INDEX "_plps_v_blocks_banner_locale_idx" ON "cms"."_plps_v_blocks_banner" USING btree ("_locale");
  CREATE INDEX "_plps_v_blocks_banner_banner_image_idx" ON "cms"."_plps_v_blocks_banner" USING btree ("banner_image_id");
  CREATE INDEX "_plps_v_blocks_banner_modal_idx" ON "cms"."_plps_v_blocks_banner" USING btree ("modal_id");
  CREATE INDEX "_plps_v_blocks_richtext_order_idx" ON "cms"."_plps_v_blocks_richtext" USING btree ("_order");
  CREATE INDEX "_plps_v_blocks_richtext_parent_id_idx" ON "cms"."_plps_v_blocks_richtext" USING btree ("_parent_id");
  CREATE INDEX "_plps_v_blocks_richtext_path_idx" ON "cms"."_plps_v_blocks_richtext" USING btree ("_path");
  CREATE INDEX "_plps_v_blocks_richtext_locale_idx" ON "cms"."_plps_v_blocks_richtext" USING btree ("_locale");
  CREATE INDEX "_plps_v_blocks_promotion_order_idx" ON "cms"."_plps_v_blocks_promotion" USING btree ("_order");
  CREATE INDEX "_plps_v_blocks_promotion_parent_id_idx" ON "cms"."_plps_v_blocks_promotion" USING btree ("_parent_id");
  CREATE INDEX "_plps_v_blocks_promotion_path_idx" ON "cms"."_plps_v_blocks_promotion" USING btree ("_path");
  CREATE INDEX "_plps_v_blocks_promotion_locale_idx" ON "cms"."_plps_v_blocks_promotion" USING btree ("_locale");
  CREATE INDEX "_plps_v_blocks_promotion_promotion_idx" ON "cms"."_plps_v_blocks_promotion" USING btree ("promotion_id");
  CREATE INDEX "_plps_v_parent_idx" ON "cms"."_plps_v" USING btree ("parent_id");
  CREATE INDEX "_plps_v_version_version_trigger_idx" ON "cms"."_plps_v" USING btree ("version_trigger_id");
  CREATE INDEX "_plps_v_version_version_updated_at_idx" ON "cms"."_plps_v" USING btree ("version_updated_at");
  CREATE INDEX "_plps_v_version_version_created_at_idx" ON "cms"."_plps_v" USING btree ("version_created_at");
  CREATE INDEX "_plps_v_version_version__status_idx" ON "cms"."_plps_v" USING btree ("version__status");
  CREATE INDEX "_plps_v_created_at_idx" ON "cms"."_plps_v" USING btree ("created_at");
  CREATE INDEX "_plps_v_updated_at_idx" ON "cms"."_plps_v" USING btree ("updated_at");
  CREATE INDEX "_plps_v_snapshot_idx" ON "cms"."_plps_v" USING btree ("snapshot");
  CREATE INDEX "_plps_v_published_locale_idx" ON "cms"."_plps_v" USING btree ("published_locale");
  CREATE INDEX "_plps_v_latest_idx" ON "cms"."_plps_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_plps_v_locales_locale_parent_id_unique" ON "cms"."_plps_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_plps_v_texts_order_parent" ON "cms"."_plps_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "promotions_shops_order_idx" ON "cms"."promotions_shops" USING btree ("order");
  CREATE INDEX "promotions_shops_parent_idx" ON "cms"."promotions_shops" USING btree ("parent_id");
  CREATE INDEX "promotions_shops_value_idx" ON "cms"."promotions_shops" USING btree ("value");
  CREATE INDEX "promotions_tags_order_idx" ON "cms"."promotions_tags" USING btree ("order");
  CREATE INDEX "promotions_tags_parent_idx" ON "cms"."promotions_tags" USING btree ("parent_id");
  CREATE INDEX "promotions_asset_idx" ON "cms"."promotions" USING btree ("asset_id");
  CREATE INDEX "promotions_updated_at_idx" ON "cms"."promotions" USING btree ("updated_at");
  CREATE INDEX "promotions_created_at_idx" ON "cms"."promotions" USING btree ("created_at");
  CREATE INDEX "promotions__status_idx" ON "cms"."promotions" USING btree ("_status");
  CREATE UNIQUE INDEX "promotions_locales_locale_parent_id_unique" ON "cms"."promotions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_promotions_v_version_shops_order_idx" ON "cms"."_promotions_v_version_shops" USING btree ("order");
  CREATE INDEX "_promotions_v_version_shops_parent_idx" ON "cms"."_promotions_v_version_shops" USING btree ("parent_id");
  CREATE INDEX "_promotions_v_version_shops_value_idx" ON "cms"."_promotions_v_version_shops" USING btree ("value");
  CREATE INDEX "_promotions_v_version_tags_order_idx" ON "cms"."_promotions_v_version_tags" USING btree ("order");
  CREATE INDEX "_promotions_v_version_tags_parent_idx" ON "cms"."_promotions_v_version_tags" USING btree ("parent_id");
  CREATE INDEX "_promotions_v_parent_idx" ON "cms"."_promotions_v" USING btree ("parent_id");
  CREATE INDEX "_promotions_v_version_version_asset_idx" ON "cms"."_promotions_v" USING btree ("version_asset_id");
  CREATE INDEX "_promotions_v_version_version_updated_at_idx" ON "cms"."_promotions_v" USING btree ("version_updated_at");
  CREATE INDEX "_promotions_v_version_version_created_at_idx" ON "cms"."_promotions_v" USING btree ("version_created_at");
  CREATE INDEX "_promotions_v_version_version__status_idx" ON "cms"."_promotions_v" USING btree ("version__status");
  CREATE INDEX "_promotions_v_created_at_idx" ON "cms"."_promotions_v" USING btree ("created_at");
  CREATE INDEX "_promotions_v_updated_at_idx" ON "cms"."_promotions_v" USING btree ("updated_at");
  CREATE INDEX "_promotions_v_snapshot_idx" ON "cms"."_promotions_v" USING btree ("snapshot");
  CREATE INDEX "_promotions_v_published_locale_idx" ON "cms"."_promotions_v" USING btree ("published_locale");
  CREATE INDEX "_promotions_v_latest_idx" ON "cms"."_promotions_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_promotions_v_locales_locale_parent_id_unique" ON "cms"."_promotions_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_plps_fk" FOREIGN KEY ("plps_id") REFERENCES "cms"."plps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promotions_fk" FOREIGN KEY ("promotions_id") REFERENCES "cms"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_plps_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("plps_id");
  CREATE INDEX "payload_locked_documents_rels_promotions_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("promotions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."plps_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."plps_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."plps_blocks_richtext" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."plps_blocks_promotion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."plps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."plps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."plps_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_plps_v_version_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_plps_v_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_plps_v_blocks_richtext" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_plps_v_blocks_promotion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_plps_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_plps_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_plps_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."promotions_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."promotions_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."promotions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."promotions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_promotions_v_version_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_promotions_v_version_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_promotions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_promotions_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."plps_shops" CASCADE;
  DROP TABLE "cms"."plps_blocks_banner" CASCADE;
  DROP TABLE "cms"."plps_blocks_richtext" CASCADE;
  DROP TABLE "cms"."plps_blocks_promotion" CASCADE;
  DROP TABLE "cms"."plps" CASCADE;
  DROP TABLE "cms"."plps_locales" CASCADE;
  DROP TABLE "cms"."plps_texts" CASCADE;
  DROP TABLE "cms"."_plps_v_version_shops" CASCADE;
  DROP TABLE "cms"."_plps_v_blocks_banner" CASCADE;
  DROP TABLE "cms"."_plps_v_blocks_richtext" CASCADE;
  DROP TABLE "cms"."_plps_v_blocks_promotion" CASCADE;
  DROP TABLE "cms"."_plps_v" CASCADE;
  DROP TABLE "cms"."_plps_v_locales" CASCADE;
  DROP TABLE "cms"."_plps_v_texts" CASCADE;
  DROP TABLE "cms"."promotions_shops" CASCADE;
  DROP TABLE "cms"."promotions_tags" CASCADE;
  DROP TABLE "cms"."promotions" CASCADE;
  DROP TABLE "cms"."promotions_locales" CASCADE;
  DROP TABLE "cms"."_promotions_v_version_shops" CASCADE;
  DROP TABLE "cms"."_promotions_v_version_tags" CASCADE;
  DROP TABLE "cms"."_promotions_v" CASCADE;
  DROP TABLE "cms"."_promotions_v_locales" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_plps_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promotions_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_plps_id_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_promotions_id_idx";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "plps_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "promotions_id";
  DROP TYPE "cms"."enum_plps_shops";
  DROP TYPE "cms"."enum_plps_blocks_banner_layout_color";
  DROP TYPE "cms"."enum_plps_bottom_recommendation_output_id";
  DROP TYPE "cms"."enum_plps_status";
  DROP TYPE "cms"."enum__plps_v_version_shops";
  DROP TYPE "cms"."enum__plps_v_blocks_banner_layout_color";
  DROP TYPE "cms"."enum__plps_v_version_bottom_recommendation_output_id";
  DROP TYPE "cms"."enum__plps_v_version_status";
  DROP TYPE "cms"."enum__plps_v_published_locale";
  DROP TYPE "cms"."enum_promotions_shops";
  DROP TYPE "cms"."enum_promotions_tags";
  DROP TYPE "cms"."enum_promotions_display_type";
  DROP TYPE "cms"."enum_promotions_eyecatcher_eyecatcher_type";
  DROP TYPE "cms"."enum_promotions_eyecatcher_size";
  DROP TYPE "cms"."enum_promotions_eyecatcher_eyecatcher_design";
  DROP TYPE "cms"."enum_promotions_layout_color";
  DROP TYPE "cms"."enum_promotions_status";
  DROP TYPE "cms"."enum__promotions_v_version_shops";
  DROP TYPE "cms"."enum__promotions_v_version_tags";
  DROP TYPE "cms"."enum__promotions_v_version_display_type";
  DROP TYPE "cms"."enum__promotions_v_version_eyecatcher_eyecatcher_type";
  DROP TYPE "cms"."enum__promotions_v_version_eyecatcher_size";
  DROP TYPE "cms"."enum__promotions_v_version_eyecatcher_eyecatcher_design";
  DROP TYPE "cms"."enum__promotions_v_version_layout_color";
  DROP TYPE "cms"."enum__promotions_v_version_status";
  DROP TYPE "cms"."enum__promotions_v_published_locale";`)
}
