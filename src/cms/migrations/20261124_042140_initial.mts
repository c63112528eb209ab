import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."_locales" AS ENUM('de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK');
  CREATE TYPE "cms"."enum_content_pages_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum_content_pages_blocks_text_style" AS ENUM('Decorative H1', 'Decorative H2', 'Decorative H3', 'Decorative H4', 'Decorative H5', 'Decorative H6');
  CREATE TYPE "cms"."enum_content_pages_blocks_coupon_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum_content_pages_blocks_phone_box_icon" AS ENUM('PHONE', 'FAX', 'FACEBOOK', 'WHATSAPP', 'CHAT', 'MAIL', 'ADDRESS', 'STORES', 'INFO');
  CREATE TYPE "cms"."enum_content_pages_blocks_phone_box_disclaimer_icon" AS ENUM('PHONE', 'FAX', 'FACEBOOK', 'WHATSAPP', 'CHAT', 'MAIL', 'ADDRESS', 'STORES', 'INFO');
  CREATE TYPE "cms"."enum_content_pages_blocks_contact_box_icon" AS ENUM('PHONE', 'FAX', 'FACEBOOK', 'WHATSAPP', 'CHAT', 'MAIL', 'ADDRESS', 'STORES', 'INFO');
  CREATE TYPE "cms"."enum_content_pages_blocks_button_color" AS ENUM('Primary', 'Secondary');
  CREATE TYPE "cms"."enum_content_pages_blocks_action_button_type" AS ENUM('CHAT', 'OPTOUT', 'PRINT');
  CREATE TYPE "cms"."enum_content_pages_seo_index_directive" AS ENUM('index, follow', 'noindex, follow');
  CREATE TYPE "cms"."enum_content_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__content_pages_v_version_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum__content_pages_v_blocks_text_style" AS ENUM('Decorative H1', 'Decorative H2', 'Decorative H3', 'Decorative H4', 'Decorative H5', 'Decorative H6');
  CREATE TYPE "cms"."enum__content_pages_v_blocks_coupon_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum__content_pages_v_blocks_phone_box_icon" AS ENUM('PHONE', 'FAX', 'FACEBOOK', 'WHATSAPP', 'CHAT', 'MAIL', 'ADDRESS', 'STORES', 'INFO');
  CREATE TYPE "cms"."enum__content_pages_v_blocks_phone_box_disclaimer_icon" AS ENUM('PHONE', 'FAX', 'FACEBOOK', 'WHATSAPP', 'CHAT', 'MAIL', 'ADDRESS', 'STORES', 'INFO');
  CREATE TYPE "cms"."enum__content_pages_v_blocks_contact_box_icon" AS ENUM('PHONE', 'FAX', 'FACEBOOK', 'WHATSAPP', 'CHAT', 'MAIL', 'ADDRESS', 'STORES', 'INFO');
  CREATE TYPE "cms"."enum__content_pages_v_blocks_button_color" AS ENUM('Primary', 'Secondary');
  CREATE TYPE "cms"."enum__content_pages_v_blocks_action_button_type" AS ENUM('CHAT', 'OPTOUT', 'PRINT');
  CREATE TYPE "cms"."enum__content_pages_v_version_seo_index_directive" AS ENUM('index, follow', 'noindex, follow');
  CREATE TYPE "cms"."enum__content_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__content_pages_v_published_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK');
  CREATE TYPE "cms"."enum_editors_roles" AS ENUM('editor', 'admin');
  CREATE TABLE "cms"."content_pages_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_content_pages_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."content_pages_blocks_richtext" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"richtext" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"styled_text" varchar,
  	"style" "cms"."enum_content_pages_blocks_text_style" DEFAULT 'Decorative H2',
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_table_of_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"richtext" jsonb
  );
  
  CREATE TABLE "cms"."content_pages_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"default_index" numeric,
  	"allow_multiple" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_checklist_text_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_dos_donts_text_list_dos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_dos_donts_text_list_donts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_dos_donts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_dos" varchar,
  	"title_donts" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_tip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"link_label" varchar,
  	"link_target" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_panel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_seo_advice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_coupon" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"coupon_text" varchar,
  	"hint" varchar,
  	"code" varchar,
  	"code2" varchar,
  	"show_qr_code" boolean DEFAULT false,
  	"coupon_image_id" integer,
  	"layout_color" "cms"."enum_content_pages_blocks_coupon_layout_color" DEFAULT 'Primary',
  	"hide_info_button" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_phone_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_content_pages_blocks_phone_box_icon" DEFAULT 'PHONE',
  	"title" varchar,
  	"subtitle" varchar,
  	"number" varchar,
  	"disclaimer" varchar,
  	"disclaimer_icon" "cms"."enum_content_pages_blocks_phone_box_disclaimer_icon",
  	"inline" boolean DEFAULT false,
  	"internal_title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_contact_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_content_pages_blocks_contact_box_icon" DEFAULT 'MAIL',
  	"title" varchar,
  	"content" jsonb,
  	"button_label" varchar,
  	"button_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"color" "cms"."enum_content_pages_blocks_button_color" DEFAULT 'Primary',
  	"tracking_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_action_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "cms"."enum_content_pages_blocks_action_button_type",
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_internal_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"internal_title" varchar,
  	"internal_target_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_external_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"external_target" varchar,
  	"open_in_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."content_pages_blocks_anchor_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."content_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"seo_index_directive" "cms"."enum_content_pages_seo_index_directive" DEFAULT 'index, follow',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_content_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."content_pages_locales" (
  	"title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_content_pages_v_version_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__content_pages_v_version_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_richtext" (
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
  
  CREATE TABLE "cms"."_content_pages_v_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"styled_text" varchar,
  	"style" "cms"."enum__content_pages_v_blocks_text_style" DEFAULT 'Decorative H2',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_table_of_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"richtext" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"default_index" numeric,
  	"allow_multiple" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_checklist_text_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_dos_donts_text_list_dos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_dos_donts_text_list_donts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_dos_donts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_dos" varchar,
  	"title_donts" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_tip" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"link_label" varchar,
  	"link_target" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_panel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_seo_advice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_coupon" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"coupon_text" varchar,
  	"hint" varchar,
  	"code" varchar,
  	"code2" varchar,
  	"show_qr_code" boolean DEFAULT false,
  	"coupon_image_id" integer,
  	"layout_color" "cms"."enum__content_pages_v_blocks_coupon_layout_color" DEFAULT 'Primary',
  	"hide_info_button" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_phone_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__content_pages_v_blocks_phone_box_icon" DEFAULT 'PHONE',
  	"title" varchar,
  	"subtitle" varchar,
  	"number" varchar,
  	"disclaimer" varchar,
  	"disclaimer_icon" "cms"."enum__content_pages_v_blocks_phone_box_disclaimer_icon",
  	"inline" boolean DEFAULT false,
  	"internal_title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_contact_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__content_pages_v_blocks_contact_box_icon" DEFAULT 'MAIL',
  	"title" varchar,
  	"content" jsonb,
  	"button_label" varchar,
  	"button_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"color" "cms"."enum__content_pages_v_blocks_button_color" DEFAULT 'Primary',
  	"tracking_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_action_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "cms"."enum__content_pages_v_blocks_action_button_type",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_internal_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"internal_title" varchar,
  	"internal_target_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_external_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"external_target" varchar,
  	"open_in_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v_blocks_anchor_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"anchor" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_content_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_seo_index_directive" "cms"."enum__content_pages_v_version_seo_index_directive" DEFAULT 'index, follow',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__content_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__content_pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_content_pages_v_locales" (
  	"version_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "cms"."media_locales" (
  	"alt" varchar NOT NULL,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."editors_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_editors_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."editors_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "cms"."editors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"content_pages_id" integer,
  	"media_id" integer,
  	"editors_id" integer
  );
  
  CREATE TABLE "cms"."payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"editors_id" integer
  );
  
  CREATE TABLE "cms"."payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "cms"."content_pages_shops" ADD CONSTRAINT "content_pages_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_richtext" ADD CONSTRAINT "content_pages_blocks_richtext_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_text" ADD CONSTRAINT "content_pages_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_table_of_contents" ADD CONSTRAINT "content_pages_blocks_table_of_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_accordion_items" ADD CONSTRAINT "content_pages_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_accordion" ADD CONSTRAINT "content_pages_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_checklist_text_list" ADD CONSTRAINT "content_pages_blocks_checklist_text_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_checklist" ADD CONSTRAINT "content_pages_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_dos_donts_text_list_dos" ADD CONSTRAINT "content_pages_blocks_dos_donts_text_list_dos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages_blocks_dos_donts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_dos_donts_text_list_donts" ADD CONSTRAINT "content_pages_blocks_dos_donts_text_list_donts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages_blocks_dos_donts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_dos_donts" ADD CONSTRAINT "content_pages_blocks_dos_donts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_tip" ADD CONSTRAINT "content_pages_blocks_tip_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_tip" ADD CONSTRAINT "content_pages_blocks_tip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_panel" ADD CONSTRAINT "content_pages_blocks_panel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_seo_advice" ADD CONSTRAINT "content_pages_blocks_seo_advice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_coupon" ADD CONSTRAINT "content_pages_blocks_coupon_coupon_image_id_media_id_fk" FOREIGN KEY ("coupon_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_coupon" ADD CONSTRAINT "content_pages_blocks_coupon_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_phone_box" ADD CONSTRAINT "content_pages_blocks_phone_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_contact_box" ADD CONSTRAINT "content_pages_blocks_contact_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_button" ADD CONSTRAINT "content_pages_blocks_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_action_button" ADD CONSTRAINT "content_pages_blocks_action_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_internal_link" ADD CONSTRAINT "content_pages_blocks_internal_link_internal_target_id_content_pages_id_fk" FOREIGN KEY ("internal_target_id") REFERENCES "cms"."content_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_internal_link" ADD CONSTRAINT "content_pages_blocks_internal_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_external_link" ADD CONSTRAINT "content_pages_blocks_external_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_blocks_anchor_link" ADD CONSTRAINT "content_pages_blocks_anchor_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."content_pages_locales" ADD CONSTRAINT "content_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_version_shops" ADD CONSTRAINT "_content_pages_v_version_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_richtext" ADD CONSTRAINT "_content_pages_v_blocks_richtext_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_text" ADD CONSTRAINT "_content_pages_v_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_table_of_contents" ADD CONSTRAINT "_content_pages_v_blocks_table_of_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_accordion_items" ADD CONSTRAINT "_content_pages_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_accordion" ADD CONSTRAINT "_content_pages_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_checklist_text_list" ADD CONSTRAINT "_content_pages_v_blocks_checklist_text_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_checklist" ADD CONSTRAINT "_content_pages_v_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_dos_donts_text_list_dos" ADD CONSTRAINT "_content_pages_v_blocks_dos_donts_text_list_dos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v_blocks_dos_donts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_dos_donts_text_list_donts" ADD CONSTRAINT "_content_pages_v_blocks_dos_donts_text_list_donts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v_blocks_dos_donts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_dos_donts" ADD CONSTRAINT "_content_pages_v_blocks_dos_donts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_tip" ADD CONSTRAINT "_content_pages_v_blocks_tip_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_tip" ADD CONSTRAINT "_content_pages_v_blocks_tip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_panel" ADD CONSTRAINT "_content_pages_v_blocks_panel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_seo_advice" ADD CONSTRAINT "_content_pages_v_blocks_seo_advice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_coupon" ADD CONSTRAINT "_content_pages_v_blocks_coupon_coupon_image_id_media_id_fk" FOREIGN KEY ("coupon_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_coupon" ADD CONSTRAINT "_content_pages_v_blocks_coupon_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_phone_box" ADD CONSTRAINT "_content_pages_v_blocks_phone_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_contact_box" ADD CONSTRAINT "_content_pages_v_blocks_contact_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_button" ADD CONSTRAINT "_content_pages_v_blocks_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_action_button" ADD CONSTRAINT "_content_pages_v_blocks_action_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_internal_link" ADD CONSTRAINT "_content_pages_v_blocks_internal_link_internal_target_id_content_pages_id_fk" FOREIGN KEY ("internal_target_id") REFERENCES "cms"."content_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_internal_link" ADD CONSTRAINT "_content_pages_v_blocks_internal_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_external_link" ADD CONSTRAINT "_content_pages_v_blocks_external_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_blocks_anchor_link" ADD CONSTRAINT "_content_pages_v_blocks_anchor_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v" ADD CONSTRAINT "_content_pages_v_parent_id_content_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."content_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_content_pages_v_locales" ADD CONSTRAINT "_content_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_content_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."editors_roles" ADD CONSTRAINT "editors_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."editors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."editors_sessions" ADD CONSTRAINT "editors_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."editors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_content_pages_fk" FOREIGN KEY ("content_pages_id") REFERENCES "cms"."content_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_editors_fk" FOREIGN KEY ("editors_id") REFERENCES "cms"."editors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_editors_fk" FOREIGN KEY ("editors_id") REFERENCES "cms"."editors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "content_pages_shops_order_idx" ON "cms"."content_pages_shops" USING btree ("order");
  CREATE INDEX "content_pages_shops_parent_idx" ON "cms"."content_pages_shops" USING btree ("parent_id");
  CREATE INDEX "content_pages_shops_value_idx" ON "cms"."content_pages_shops" USING btree ("value");
  CREATE INDEX "content_pages_blocks_richtext_order_idx" ON "cms"."content_pages_blocks_richtext" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_richtext_parent_id_idx" ON "cms"."content_pages_blocks_richtext" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_richtext_path_idx" ON "cms"."content_pages_blocks_richtext" USING btree ("_path");
  CREATE INDEX "content_pages_blocks_richtext_locale_idx" ON "cms"."content_pages_blocks_richtext" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_text_order_idx" ON "cms"."content_pages_blocks_text" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_text_parent_id_idx" ON "cms"."content_pages_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_text_path_idx" ON "cms"."content_pages_blocks_text" USING btree ("_path");
  CREATE INDEX "content_pages_blocks_text_locale_idx" ON "cms"."content_pages_blocks_text" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_table_of_contents_order_idx" ON "cms"."content_pages_blocks_table_of_contents" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_table_of_contents_parent_id_idx" ON "cms"."content_pages_blocks_table_of_contents" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_table_of_contents_path_idx" ON "cms"."content_pages_blocks_table_of_contents" USING btree ("_path");
  CREATE INDEX "content_pages_blocks_table_of_contents_locale_idx" ON "cms"."content_pages_blocks_table_of_contents" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_accordion_items_order_idx" ON "cms"."content_pages_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_accordion_items_parent_id_idx" ON "cms"."content_pages_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_accordion_items_locale_idx" ON "cms"."content_pages_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_accordion_order_idx" ON "cms"."content_pages_blocks_accordion" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_accordion_parent_id_idx" ON "cms"."content_pages_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_accordion_path_idx" ON "cms"."content_pages_blocks_accordion" USING btree ("_path");
  CREATE INDEX "content_pages_blocks_accordion_locale_idx" ON "cms"."content_pages_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_checklist_text_list_order_idx" ON "cms"."content_pages_blocks_checklist_text_list" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_checklist_text_list_parent_id_idx" ON "cms"."content_pages_blocks_checklist_text_list" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_checklist_text_list_locale_idx" ON "cms"."content_pages_blocks_checklist_text_list" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_checklist_order_idx" ON "cms"."content_pages_blocks_checklist" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_checklist_parent_id_idx" ON "cms"."content_pages_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_checklist_path_idx" ON "cms"."content_pages_blocks_checklist" USING btree ("_path");
  CREATE INDEX "content_pages_blocks_checklist_locale_idx" ON "cms"."content_pages_blocks_checklist" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_dos_donts_text_list_dos_order_idx" ON "cms"."content_pages_blocks_dos_donts_text_list_dos" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_dos_donts_text_list_dos_parent_id_idx" ON "cms"."content_pages_blocks_dos_donts_text_list_dos" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_dos_donts_text_list_dos_locale_idx" ON "cms"."content_pages_blocks_dos_donts_text_list_dos" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_dos_donts_text_list_donts_order_idx" ON "cms"."content_pages_blocks_dos_donts_text_list_donts" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_dos_donts_text_list_donts_parent_id_idx" ON "cms"."content_pages_blocks_dos_donts_text_list_donts" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_dos_donts_text_list_donts_locale_idx" ON "cms"."content_pages_blocks_dos_donts_text_list_donts" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_dos_donts_order_idx" ON "cms"."content_pages_blocks_dos_donts" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_dos_donts_parent_id_idx" ON "cms"."content_pages_blocks_dos_donts" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_dos_donts_path_idx" ON "cms"."content_pages_blocks_dos_donts" USING btree ("_path");
  CREATE INDEX "content_pages_blocks_dos_donts_locale_idx" ON "cms"."content_pages_blocks_dos_donts" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_tip_order_idx" ON "cms"."content_pages_blocks_tip" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_tip_parent_id_idx" ON "cms"."content_pages_blocks_tip" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_tip_path_idx" ON "cms"."content_pages_blocks_tip" USING btree ("_path");
  CREATE INDEX "content_pages_blocks_tip_locale_idx" ON "cms"."content_pages_blocks_tip" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_tip_image_idx" ON "cms"."content_pages_blocks_tip" USING btree ("image_id");
  CREATE INDEX "content_pages_blocks_panel_order_idx" ON "cms"."content_pages_blocks_panel" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_panel_parent_id_idx" ON "cms"."content_pages_blocks_panel" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_panel_path_idx" ON "cms"."content_pages_blocks_panel" USING btree ("_path");
  CREATE INDEX "content_pages_blocks_panel_locale_idx" ON "cms"."content_pages_blocks_panel" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_seo_advice_order_idx" ON "cms"."content_pages_blocks_seo_advice" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_seo_advice_parent_id_idx" ON "cms"."content_pages_blocks_seo_advice" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_seo_advice_path_idx" ON "cms"."content_pages_blocks_seo_advice" USING btree ("_path");
  CREATE INDEX "content_pages_blocks_seo_advice_locale_idx" ON "cms"."content_pages_blocks_seo_advice" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_coupon_order_idx" ON "cms"."content_pages_blocks_coupon" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_coupon_parent_id_idx" ON "cms"."content_pages_blocks_coupon" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_coupon_path_idx" ON "cms"."content_pages_blocks_coupon" USING btree ("_path");
  CREATE INDEX "content_pages_blocks_coupon_locale_idx" ON "cms"."content_pages_blocks_coupon" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_coupon_coupon_image_idx" ON "cms"."content_pages_blocks_coupon" USING btree ("coupon_image_id");
  CREATE INDEX "content_pages_blocks_phone_box_order_idx" ON "cms"."content_pages_blocks_phone_box" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_phone_box_parent_id_idx" ON "cms"."content_pages_blocks_phone_box" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_phone_box_path_idx" ON "cms"."content_pages_blocks_phone_box" USING btree ("_path");
  CREATE INDEX "content_pages_blocks_phone_box_locale_idx" ON "cms"."content_pages_blocks_phone_box" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_contact_box_order_idx" ON "cms"."content_pages_blocks_contact_box" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_contact_box_parent_id_idx" ON "cms"."content_pages_blocks_contact_box" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_contact_box_path_idx" ON "cms"."content_pages_blocks_contact_box" USING btree ("_path");
  CREATE INDEX "content_pages_blocks_contact_box_locale_idx" ON "cms"."content_pages_blocks_contact_box" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_button_order_idx" ON "cms"."content_pages_blocks_button" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_button_parent_id_idx" ON "cms"."content_pages_blocks_button" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_button_path_idx" ON "cms"."content_pages_blocks_button" USING btree ("_path");
  CREATE INDEX "content_pages_blocks_button_locale_idx" ON "cms"."content_pages_blocks_button" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_action_button_order_idx" ON "cms"."content_pages_blocks_action_button" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_action_button_parent_id_idx" ON "cms"."content_pages_blocks_action_button" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_action_button_path_idx" ON "cms"."content_pages_blocks_action_button" USING btree ("_path");
  CREATE INDEX "content_pages_blocks_action_button_locale_idx" ON "cms"."content_pages_blocks_action_button" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_internal_link_order_idx" ON "cms"."content_pages_blocks_internal_link" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_internal_link_parent_id_idx" ON "cms"."content_pages_blocks_internal_link" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_internal_link_path_idx" ON "cms"."content_pages_blocks_internal_link" USING btree ("_path");
  CREATE INDEX "content_pages_blocks_internal_link_locale_idx" ON "cms"."content_pages_blocks_internal_link" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_internal_link_internal_target_idx" ON "cms"."content_pages_blocks_internal_link" USING btree ("internal_target_id");
  CREATE INDEX "content_pages_blocks_external_link_order_idx" ON "cms"."content_pages_blocks_external_link" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_external_link_parent_id_idx" ON "cms"."content_pages_blocks_external_link" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_external_link_path_idx" ON "cms"."content_pages_blocks_external_link" USING btree ("_path");
  CREATE INDEX "content_pages_blocks_external_link_locale_idx" ON "cms"."content_pages_blocks_external_link" USING btree ("_locale");
  CREATE INDEX "content_pages_blocks_anchor_link_order_idx" ON "cms"."content_pages_blocks_anchor_link" USING btree ("_order");
  CREATE INDEX "content_pages_blocks_anchor_link_parent_id_idx" ON "cms"."content_pages_blocks_anchor_link" USING btree ("_parent_id");
  CREATE INDEX "content_pages_blocks_anchor_link_path_idx" ON "cms"."content_pages_blocks_anchor_link" USING btree ("_path");
  CREATE INDEX "content_pages_blocks_anchor_link_locale_idx" ON "cms"."content_pages_blocks_anchor_link" USING btree ("_locale");
  CREATE INDEX "content_pages_slug_idx" ON "cms"."content_pages" USING btree ("slug");
  CREATE INDEX "content_pages_updated_at_idx" ON "cms"."content_pages" USING btree ("updated_at");
  CREATE INDEX "content_pages_created_at_idx" ON "cms"."content_pages" USING btree ("created_at");
  CREATE INDEX "content_pages__status_idx" ON "cms"."content_pages" USING btree ("_status");
  CREATE UNIQUE INDEX "content_pages_locales_locale_parent_id_unique" ON "cms"."content_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_content_pages_v_version_shops_order_idx" ON "cms"."_content_pages_v_version_shops" USING btree ("order");
  CREATE INDEX "_content_pages_v_version_shops_parent_idx" ON "cms"."_content_pages_v_version_shops" USING btree ("parent_id");
  CREATE INDEX "_content_pages_v_version_shops_value_idx" ON "cms"."_content_pages_v_version_shops" USING btree ("value");
  CREATE INDEX "_content_pages_v_blocks_richtext_order_idx" ON "cms"."_content_pages_v_blocks_richtext" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_richtext_parent_id_idx" ON "cms"."_content_pages_v_blocks_richtext" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_richtext_path_idx" ON "cms"."_content_pages_v_blocks_richtext" USING btree ("_path");
  CREATE INDEX "_content_pages_v_blocks_richtext_locale_idx" ON "cms"."_content_pages_v_blocks_richtext" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_text_order_idx" ON "cms"."_content_pages_v_blocks_text" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_text_parent_id_idx" ON "cms"."_content_pages_v_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_text_path_idx" ON "cms"."_content_pages_v_blocks_text" USING btree ("_path");
  CREATE INDEX "_content_pages_v_blocks_text_locale_idx" ON "cms"."_content_pages_v_blocks_text" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_table_of_contents_order_idx" ON "cms"."_content_pages_v_blocks_table_of_contents" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_table_of_contents_parent_id_idx" ON "cms"."_content_pages_v_blocks_table_of_contents" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_table_of_contents_path_idx" ON "cms"."_content_pages_v_blocks_table_of_contents" USING btree ("_path");
  CREATE INDEX "_content_pages_v_blocks_table_of_contents_locale_idx" ON "cms"."_content_pages_v_blocks_table_of_contents" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_accordion_items_order_idx" ON "cms"."_content_pages_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_accordion_items_parent_id_idx" ON "cms"."_content_pages_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_accordion_items_locale_idx" ON "cms"."_content_pages_v_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_accordion_order_idx" ON "cms"."_content_pages_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_accordion_parent_id_idx" ON "cms"."_content_pages_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_accordion_path_idx" ON "cms"."_content_pages_v_blocks_accordion" USING btree ("_path");
  CREATE INDEX "_content_pages_v_blocks_accordion_locale_idx" ON "cms"."_content_pages_v_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_checklist_text_list_order_idx" ON "cms"."_content_pages_v_blocks_checklist_text_list" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_checklist_text_list_parent_id_idx" ON "cms"."_content_pages_v_blocks_checklist_text_list" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_checklist_text_list_locale_idx" ON "cms"."_content_pages_v_blocks_checklist_text_list" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_checklist_order_idx" ON "cms"."_content_pages_v_blocks_checklist" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_checklist_parent_id_idx" ON "cms"."_content_pages_v_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_checklist_path_idx" ON "cms"."_content_pages_v_blocks_checklist" USING btree ("_path");
  CREATE INDEX "_content_pages_v_blocks_checklist_locale_idx" ON "cms"."_content_pages_v_blocks_checklist" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_dos_donts_text_list_dos_order_idx" ON "cms"."_content_pages_v_blocks_dos_donts_text_list_dos" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_dos_donts_text_list_dos_parent_id_idx" ON "cms"."_content_pages_v_blocks_dos_donts_text_list_dos" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_dos_donts_text_list_dos_locale_idx" ON "cms"."_content_pages_v_blocks_dos_donts_text_list_dos" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_dos_donts_text_list_donts_order_idx" ON "cms"."_content_pages_v_blocks_dos_donts_text_list_donts" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_dos_donts_text_list_donts_parent_id_idx" ON "cms"."_content_pages_v_blocks_dos_donts_text_list_donts" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_dos_donts_text_list_donts_locale_idx" ON "cms"."_content_pages_v_blocks_dos_donts_text_list_donts" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_dos_donts_order_idx" ON "cms"."_content_pages_v_blocks_dos_donts" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_dos_donts_parent_id_idx" ON "cms"."_content_pages_v_blocks_dos_donts" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_dos_donts_path_idx" ON "cms"."_content_pages_v_blocks_dos_donts" USING btree ("_path");
  CREATE INDEX "_content_pages_v_blocks_dos_donts_locale_idx" ON "cms"."_content_pages_v_blocks_dos_donts" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_tip_order_idx" ON "cms"."_content_pages_v_blocks_tip" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_tip_parent_id_idx" ON "cms"."_content_pages_v_blocks_tip" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_tip_path_idx" ON "cms"."_content_pages_v_blocks_tip" USING btree ("_path");
  CREATE INDEX "_content_pages_v_blocks_tip_locale_idx" ON "cms"."_content_pages_v_blocks_tip" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_tip_image_idx" ON "cms"."_content_pages_v_blocks_tip" USING btree ("image_id");
  CREATE INDEX "_content_pages_v_blocks_panel_order_idx" ON "cms"."_content_pages_v_blocks_panel" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_panel_parent_id_idx" ON "cms"."_content_pages_v_blocks_panel" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_panel_path_idx" ON "cms"."_content_pages_v_blocks_panel" USING btree ("_path");
  CREATE INDEX "_content_pages_v_blocks_panel_locale_idx" ON "cms"."_content_pages_v_blocks_panel" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_seo_advice_order_idx" ON "cms"."_content_pages_v_blocks_seo_advice" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_seo_advice_parent_id_idx" ON "cms"."_content_pages_v_blocks_seo_advice" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_seo_advice_path_idx" ON "cms"."_content_pages_v_blocks_seo_advice" USING btree ("_path");
  CREATE INDEX "_content_pages_v_blocks_seo_advice_locale_idx" ON "cms"."_content_pages_v_blocks_seo_advice" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_coupon_order_idx" ON "cms"."_content_pages_v_blocks_coupon" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_coupon_parent_id_idx" ON "cms"."_content_pages_v_blocks_coupon" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_coupon_path_idx" ON "cms"."_content_pages_v_blocks_coupon" USING btree ("_path");
  CREATE INDEX "_content_pages_v_blocks_coupon_locale_idx" ON "cms"."_content_pages_v_blocks_coupon" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_coupon_coupon_image_idx" ON "cms"."_content_pages_v_blocks_coupon" USING btree ("coupon_image_id");
  CREATE INDEX "_content_pages_v_blocks_phone_box_order_idx" ON "cms"."_content_pages_v_blocks_phone_box" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_phone_box_parent_id_idx" ON "cms"."_content_pages_v_blocks_phone_box" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_phone_box_path_idx" ON "cms"."_content_pages_v_blocks_phone_box" USING btree ("_path");
  CREATE INDEX "_content_pages_v_blocks_phone_box_locale_idx" ON "cms"."_content_pages_v_blocks_phone_box" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_contact_box_order_idx" ON "cms"."_content_pages_v_blocks_contact_box" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_contact_box_parent_id_idx" ON "cms"."_content_pages_v_blocks_contact_box" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_contact_box_path_idx" ON "cms"."_content_pages_v_blocks_contact_box" USING btree ("_path");
  CREATE INDEX "_content_pages_v_blocks_contact_box_locale_idx" ON "cms"."_content_pages_v_blocks_contact_box" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_button_order_idx" ON "cms"."_content_pages_v_blocks_button" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_button_parent_id_idx" ON "cms"."_content_pages_v_blocks_button" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_button_path_idx" ON "cms"."_content_pages_v_blocks_button" USING btree ("_path");
  CREATE INDEX "_content_pages_v_blocks_button_locale_idx" ON "cms"."_content_pages_v_blocks_button" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_action_button_order_idx" ON "cms"."_content_pages_v_blocks_action_button" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_action_button_parent_id_idx" ON "cms"."_content_pages_v_blocks_action_button" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_action_button_path_idx" ON "cms"."_content_pages_v_blocks_action_button" USING btree ("_path");
  CREATE INDEX "_content_pages_v_blocks_action_button_locale_idx" ON "cms"."_content_pages_v_blocks_action_button" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_internal_link_order_idx" ON "cms"."_content_pages_v_blocks_internal_link" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_internal_link_parent_id_idx" ON "cms"."_content_pages_v_blocks_internal_link" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_internal_link_path_idx" ON "cms"."_content_pages_v_blocks_internal_link" USING btree ("_path");
  CREATE INDEX "_content_pages_v_blocks_internal_link_locale_idx" ON "cms"."_content_pages_v_blocks_internal_link" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_internal_link_internal_target_idx" ON "cms"."_content_pages_v_blocks_internal_link" USING btree ("internal_target_id");
  CREATE INDEX "_content_pages_v_blocks_external_link_order_idx" ON "cms"."_content_pages_v_blocks_external_link" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_external_link_parent_id_idx" ON "cms"."_content_pages_v_blocks_external_link" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_external_link_path_idx" ON "cms"."_content_pages_v_blocks_external_link" USING btree ("_path");
  CREATE INDEX "_content_pages_v_blocks_external_link_locale_idx" ON "cms"."_content_pages_v_blocks_external_link" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_blocks_anchor_link_order_idx" ON "cms"."_content_pages_v_blocks_anchor_link" USING btree ("_order");
  CREATE INDEX "_content_pages_v_blocks_anchor_link_parent_id_idx" ON "cms"."_content_pages_v_blocks_anchor_link" USING btree ("_parent_id");
  CREATE INDEX "_content_pages_v_blocks_anchor_link_path_idx" ON "cms"."_content_pages_v_blocks_anchor_link" USING btree ("_path");
  CREATE INDEX "_content_pages_v_blocks_anchor_link_locale_idx" ON "cms"."_content_pages_v_blocks_anchor_link" USING btree ("_locale");
  CREATE INDEX "_content_pages_v_parent_idx" ON "cms"."_content_pages_v" USING btree ("parent_id");
  CREATE INDEX "_content_pages_v_version_version_slug_idx" ON "cms"."_content_pages_v" USING btree ("version_slug");
  CREATE INDEX "_content_pages_v_version_version_updated_at_idx" ON "cms"."_content_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_content_pages_v_version_version_created_at_idx" ON "cms"."_content_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_content_pages_v_version_version__status_idx" ON "cms"."_content_pages_v" USING btree ("version__status");
  CREATE INDEX "_content_pages_v_created_at_idx" ON "cms"."_content_pages_v" USING btree ("created_at");
  CREATE INDEX "_content_pages_v_updated_at_idx" ON "cms"."_content_pages_v" USING btree ("updated_at");
  CREATE INDEX "_content_pages_v_snapshot_idx" ON "cms"."_content_pages_v" USING btree ("snapshot");
  CREATE INDEX "_content_pages_v_published_locale_idx" ON "cms"."_content_pages_v" USING btree ("published_locale");
  CREATE INDEX "_content_pages_v_latest_idx" ON "cms"."_content_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_content_pages_v_locales_locale_parent_id_unique" ON "cms"."_content_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "cms"."media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "cms"."media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "cms"."media" USING btree ("filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "cms"."media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "editors_roles_order_idx" ON "cms"."editors_roles" USING btree ("order");
  CREATE INDEX "editors_roles_parent_idx" ON "cms"."editors_roles" USING btree ("parent_id");
  CREATE INDEX "editors_sessions_order_idx" ON "cms"."editors_sessions" USING btree ("_order");
  CREATE INDEX "editors_sessions_parent_id_idx" ON "cms"."editors_sessions" USING btree ("_parent_id");
  CREATE INDEX "editors_updated_at_idx" ON "cms"."editors" USING btree ("updated_at");
  CREATE INDEX "editors_created_at_idx" ON "cms"."editors" USING btree ("created_at");
  CREATE UNIQUE INDEX "editors_email_idx" ON "cms"."editors" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "cms"."payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "cms"."payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "cms"."payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "cms"."payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "cms"."payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "cms"."payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "cms"."payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_content_pages_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("content_pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_editors_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("editors_id");
  CREATE INDEX "payload_preferences_key_idx" ON "cms"."payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "cms"."payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "cms"."payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "cms"."payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "cms"."payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "cms"."payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_editors_id_idx" ON "cms"."payload_preferences_rels" USING btree ("editors_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "cms"."payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "cms"."payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."content_pages_shops" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_richtext" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_text" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_table_of_contents" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_accordion_items" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_accordion" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_checklist_text_list" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_checklist" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_dos_donts_text_list_dos" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_dos_donts_text_list_donts" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_dos_donts" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_tip" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_panel" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_seo_advice" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_coupon" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_phone_box" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_contact_box" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_button" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_action_button" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_internal_link" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_external_link" CASCADE;
  DROP TABLE "cms"."content_pages_blocks_anchor_link" CASCADE;
  DROP TABLE "cms"."content_pages" CASCADE;
  DROP TABLE "cms"."content_pages_locales" CASCADE;
  DROP TABLE "cms"."_content_pages_v_version_shops" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_richtext" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_text" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_table_of_contents" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_accordion_items" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_accordion" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_checklist_text_list" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_checklist" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_dos_donts_text_list_dos" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_dos_donts_text_list_donts" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_dos_donts" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_tip" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_panel" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_seo_advice" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_coupon" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_phone_box" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_contact_box" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_button" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_action_button" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_internal_link" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_external_link" CASCADE;
  DROP TABLE "cms"."_content_pages_v_blocks_anchor_link" CASCADE;
  DROP TABLE "cms"."_content_pages_v" CASCADE;
  DROP TABLE "cms"."_content_pages_v_locales" CASCADE;
  DROP TABLE "cms"."media" CASCADE;
  DROP TABLE "cms"."media_locales" CASCADE;
  DROP TABLE "cms"."editors_roles" CASCADE;
  DROP TABLE "cms"."editors_sessions" CASCADE;
  DROP TABLE "cms"."editors" CASCADE;
  DROP TABLE "cms"."payload_kv" CASCADE;
  DROP TABLE "cms"."payload_locked_documents" CASCADE;
  DROP TABLE "cms"."payload_locked_documents_rels" CASCADE;
  DROP TABLE "cms"."payload_preferences" CASCADE;
  DROP TABLE "cms"."payload_preferences_rels" CASCADE;
  DROP TABLE "cms"."payload_migrations" CASCADE;
  DROP TYPE "cms"."_locales";
  DROP TYPE "cms"."enum_content_pages_shops";
  DROP TYPE "cms"."enum_content_pages_blocks_text_style";
  DROP TYPE "cms"."enum_content_pages_blocks_coupon_layout_color";
  DROP TYPE "cms"."enum_content_pages_blocks_phone_box_icon";
  DROP TYPE "cms"."enum_content_pages_blocks_phone_box_disclaimer_icon";
  DROP TYPE "cms"."enum_content_pages_blocks_contact_box_icon";
  DROP TYPE "cms"."enum_content_pages_blocks_button_color";
  DROP TYPE "cms"."enum_content_pages_blocks_action_button_type";
  DROP TYPE "cms"."enum_content_pages_seo_index_directive";
  DROP TYPE "cms"."enum_content_pages_status";
  DROP TYPE "cms"."enum__content_pages_v_version_shops";
  DROP TYPE "cms"."enum__content_pages_v_blocks_text_style";
  DROP TYPE "cms"."enum__content_pages_v_blocks_coupon_layout_color";
  DROP TYPE "cms"."enum__content_pages_v_blocks_phone_box_icon";
  DROP TYPE "cms"."enum__content_pages_v_blocks_phone_box_disclaimer_icon";
  DROP TYPE "cms"."enum__content_pages_v_blocks_contact_box_icon";
  DROP TYPE "cms"."enum__content_pages_v_blocks_button_color";
  DROP TYPE "cms"."enum__content_pages_v_blocks_action_button_type";
  DROP TYPE "cms"."enum__content_pages_v_version_seo_index_directive";
  DROP TYPE "cms"."enum__content_pages_v_version_status";
  DROP TYPE "cms"."enum__content_pages_v_published_locale";
  DROP TYPE "cms"."enum_editors_roles";`)
}
