import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_error_pages_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum_error_pages_blocks_text_style" AS ENUM('Decorative H1', 'Decorative H2', 'Decorative H3', 'Decorative H4', 'Decorative H5', 'Decorative H6');
  CREATE TYPE "cms"."enum_error_pages_blocks_coupon_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum_error_pages_blocks_phone_box_icon" AS ENUM('PHONE', 'FAX', 'FACEBOOK', 'WHATSAPP', 'CHAT', 'MAIL', 'ADDRESS', 'STORES', 'INFO');
  CREATE TYPE "cms"."enum_error_pages_blocks_phone_box_disclaimer_icon" AS ENUM('PHONE', 'FAX', 'FACEBOOK', 'WHATSAPP', 'CHAT', 'MAIL', 'ADDRESS', 'STORES', 'INFO');
  CREATE TYPE "cms"."enum_error_pages_blocks_contact_box_icon" AS ENUM('PHONE', 'FAX', 'FACEBOOK', 'WHATSAPP', 'CHAT', 'MAIL', 'ADDRESS', 'STORES', 'INFO');
  CREATE TYPE "cms"."enum_error_pages_blocks_button_color" AS ENUM('Primary', 'Secondary');
  CREATE TYPE "cms"."enum_error_pages_blocks_action_button_type" AS ENUM('CHAT', 'OPTOUT', 'PRINT');
  CREATE TYPE "cms"."error_pages_blocks_layout_columns_blocks_h_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "cms"."enum_error_pages_blocks_layout_ratio" AS ENUM('25/75', '75/25');
  CREATE TYPE "cms"."error_pages_blocks_layout_blocks_v_align" AS ENUM('top', 'center', 'bottom');
  CREATE TYPE "cms"."enum_error_pages_blocks_layout_max_page_width" AS ENUM('default (100%)', '65%');
  CREATE TYPE "cms"."enum_error_pages_blocks_box_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum_error_pages_blocks_card_image_ratio" AS ENUM('defaultImage', '4:3', '3:4', '2:1', '1:1', '7:1', '3:1');
  CREATE TYPE "cms"."enum_error_pages_blocks_card_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum_error_pages_blocks_banner_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum_error_pages_blocks_inline_asset_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "cms"."enum_error_pages_blocks_item_asset_image_ratio" AS ENUM('defaultImage', '4:3', '3:4', '2:1', '1:1', '7:1', '3:1');
  CREATE TYPE "cms"."enum_error_pages_blocks_item_asset_type" AS ENUM('image', 'captioned');
  CREATE TYPE "cms"."enum_error_pages_blocks_item_asset_alignment" AS ENUM('INLINE', 'LEFT', 'RIGHT');
  CREATE TYPE "cms"."enum_error_pages_blocks_insp_item_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum_error_pages_blocks_outfit_item_image_ratio" AS ENUM('defaultImage', '4:3', '3:4', '2:1', '1:1', '7:1', '3:1');
  CREATE TYPE "cms"."enum_error_pages_blocks_reco_recommendation_type" AS ENUM('gkAir', 'Wishlist');
  CREATE TYPE "cms"."enum_error_pages_blocks_reco_display_type" AS ENUM('Reco Slider', 'Assortment Cards');
  CREATE TYPE "cms"."enum_error_pages_blocks_cookie_list_groups" AS ENUM('C0001', 'C0002', 'C0003', 'C0004', 'C0005');
  CREATE TYPE "cms"."enum_error_pages_kind" AS ENUM('errorPageNotFound', 'errorPageUnknown');
  CREATE TYPE "cms"."enum_error_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__error_pages_v_version_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum__error_pages_v_blocks_text_style" AS ENUM('Decorative H1', 'Decorative H2', 'Decorative H3', 'Decorative H4', 'Decorative H5', 'Decorative H6');
  CREATE TYPE "cms"."enum__error_pages_v_blocks_coupon_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum__error_pages_v_blocks_phone_box_icon" AS ENUM('PHONE', 'FAX', 'FACEBOOK', 'WHATSAPP', 'CHAT', 'MAIL', 'ADDRESS', 'STORES', 'INFO');
  CREATE TYPE "cms"."enum__error_pages_v_blocks_phone_box_disclaimer_icon" AS ENUM('PHONE', 'FAX', 'FACEBOOK', 'WHATSAPP', 'CHAT', 'MAIL', 'ADDRESS', 'STORES', 'INFO');
  CREATE TYPE "cms"."enum__error_pages_v_blocks_contact_box_icon" AS ENUM('PHONE', 'FAX', 'FACEBOOK', 'WHATSAPP', 'CHAT', 'MAIL', 'ADDRESS', 'STORES', 'INFO');
  CREATE TYPE "cms"."enum__error_pages_v_blocks_button_color" AS ENUM('Primary', 'Secondary');
  CREATE TYPE "cms"."enum__error_pages_v_blocks_action_button_type" AS ENUM('CHAT', 'OPTOUT', 'PRINT');
  CREATE TYPE "cms"."_error_pages_v_blocks_layout_columns_blocks_h_align" AS ENUM('left', 'center', 'right');
  CREATE TYPE "cms"."enum__error_pages_v_blocks_layout_ratio" AS ENUM('25/75', '75/25');
  CREATE TYPE "cms"."_error_pages_v_blocks_layout_blocks_v_align" AS ENUM('top', 'center', 'bottom');
  CREATE TYPE "cms"."enum__error_pages_v_blocks_layout_max_page_width" AS ENUM('default (100%)', '65%');
  CREATE TYPE "cms"."enum__error_pages_v_blocks_box_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum__error_pages_v_blocks_card_image_ratio" AS ENUM('defaultImage', '4:3', '3:4', '2:1', '1:1', '7:1', '3:1');
  CREATE TYPE "cms"."enum__error_pages_v_blocks_card_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum__error_pages_v_blocks_banner_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum__error_pages_v_blocks_inline_asset_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "cms"."enum___error_pages_v_blocks_item_asset_v_image_ratio" AS ENUM('defaultImage', '4:3', '3:4', '2:1', '1:1', '7:1', '3:1');
  CREATE TYPE "cms"."enum___error_pages_v_blocks_item_asset_v_type" AS ENUM('image', 'captioned');
  CREATE TYPE "cms"."enum___error_pages_v_blocks_item_asset_v_alignment" AS ENUM('INLINE', 'LEFT', 'RIGHT');
  CREATE TYPE "cms"."enum___error_pages_v_blocks_insp_item_v_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum__error_pages_v_blocks_outfit_item_image_ratio" AS ENUM('defaultImage', '4:3', '3:4', '2:1', '1:1', '7:1', '3:1');
  CREATE TYPE "cms"."enum___error_pages_v_blocks_reco_v_recommendation_type" AS ENUM('gkAir', 'Wishlist');
  CREATE TYPE "cms"."enum___error_pages_v_blocks_reco_v_display_type" AS ENUM('Reco Slider', 'Assortment Cards');
  CREATE TYPE "cms"."enum__error_pages_v_blocks_cookie_list_groups" AS ENUM('C0001', 'C0002', 'C0003', 'C0004', 'C0005');
  CREATE TYPE "cms"."enum__error_pages_v_version_kind" AS ENUM('errorPageNotFound', 'errorPageUnknown');
  CREATE TYPE "cms"."enum__error_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__error_pages_v_published_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK');
  CREATE TYPE "cms"."enum_page_footers_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum_page_footers_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__page_footers_v_version_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum__page_footers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__page_footers_v_published_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK');
  CREATE TYPE "cms"."enum_global_contents_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum_global_contents_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__global_contents_v_version_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum__global_contents_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__global_contents_v_published_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK');
  CREATE TABLE "cms"."error_pages_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_error_pages_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."error_pages_blocks_richtext" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"richtext" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"styled_text" varchar,
  	"style" "cms"."enum_error_pages_blocks_text_style" DEFAULT 'Decorative H2',
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_table_of_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"richtext" jsonb
  );
  
  CREATE TABLE "cms"."error_pages_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"default_index" numeric,
  	"allow_multiple" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_checklist_text_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_dos_donts_text_list_dos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_dos_donts_text_list_donts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_dos_donts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_dos" varchar,
  	"title_donts" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_tip" (
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
  
  CREATE TABLE "cms"."error_pages_blocks_panel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_seo_advice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_coupon" (
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
  	"layout_color" "cms"."enum_error_pages_blocks_coupon_layout_color" DEFAULT 'Primary',
  	"hide_info_button" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_phone_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_error_pages_blocks_phone_box_icon" DEFAULT 'PHONE',
  	"title" varchar,
  	"subtitle" varchar,
  	"number" varchar,
  	"disclaimer" varchar,
  	"disclaimer_icon" "cms"."enum_error_pages_blocks_phone_box_disclaimer_icon",
  	"inline" boolean DEFAULT false,
  	"internal_title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_contact_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum_error_pages_blocks_contact_box_icon" DEFAULT 'MAIL',
  	"title" varchar,
  	"content" jsonb,
  	"button_label" varchar,
  	"button_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"color" "cms"."enum_error_pages_blocks_button_color" DEFAULT 'Primary',
  	"tracking_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_action_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "cms"."enum_error_pages_blocks_action_button_type",
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_internal_link" (
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
  
  CREATE TABLE "cms"."error_pages_blocks_external_link" (
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
  
  CREATE TABLE "cms"."error_pages_blocks_anchor_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"anchor" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_layout_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"horizontal_alignment" "cms"."error_pages_blocks_layout_columns_blocks_h_align" DEFAULT 'left'
  );
  
  CREATE TABLE "cms"."error_pages_blocks_layout" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"ratio" "cms"."enum_error_pages_blocks_layout_ratio",
  	"vertical_alignment" "cms"."error_pages_blocks_layout_blocks_v_align" DEFAULT 'top',
  	"max_page_width" "cms"."enum_error_pages_blocks_layout_max_page_width" DEFAULT 'default (100%)',
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"content" jsonb,
  	"link_label" varchar,
  	"link_target" varchar,
  	"layout_color" "cms"."enum_error_pages_blocks_box_layout_color" DEFAULT 'Primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"image_ratio" "cms"."enum_error_pages_blocks_card_image_ratio" DEFAULT '4:3',
  	"link_label" varchar,
  	"link_target" varchar,
  	"layout_color" "cms"."enum_error_pages_blocks_card_layout_color" DEFAULT 'Primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_banner" (
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
  	"layout_color" "cms"."enum_error_pages_blocks_banner_layout_color" DEFAULT 'Primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_modal" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"modal_id" integer,
  	"link_text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_inline_asset" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"image_id" integer,
  	"alignment" "cms"."enum_error_pages_blocks_inline_asset_alignment" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_item_asset" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"image_cloudinary_id" integer,
  	"image_ratio" "cms"."enum_error_pages_blocks_item_asset_image_ratio" DEFAULT 'defaultImage',
  	"type" "cms"."enum_error_pages_blocks_item_asset_type" DEFAULT 'image',
  	"alignment" "cms"."enum_error_pages_blocks_item_asset_alignment" DEFAULT 'INLINE',
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"video_id" integer,
  	"poster_id" integer,
  	"description" varchar,
  	"responsive" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_i_frame" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"height" numeric DEFAULT 400,
  	"tracking_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_insp_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"text" jsonb,
  	"link_label" varchar,
  	"link_target" varchar,
  	"layout_color" "cms"."enum_error_pages_blocks_insp_item_layout_color" DEFAULT 'Primary',
  	"product_ids" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_outfit_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"image_ratio" "cms"."enum_error_pages_blocks_outfit_item_image_ratio" DEFAULT '3:4',
  	"product_ids" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_reco_service_parameters" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_reco_service_output_config" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"output_id" varchar,
  	"image_type" varchar DEFAULT 'MODEL'
  );
  
  CREATE TABLE "cms"."error_pages_blocks_reco" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"title" varchar,
  	"recommendation_type" "cms"."enum_error_pages_blocks_reco_recommendation_type" DEFAULT 'gkAir',
  	"display_type" "cms"."enum_error_pages_blocks_reco_display_type" DEFAULT 'Reco Slider',
  	"ssr" boolean DEFAULT false,
  	"output_id" varchar,
  	"service_service_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_reco_gk_parameters" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_reco_gk_output_config" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"output_id" varchar,
  	"image_type" varchar DEFAULT 'MODEL'
  );
  
  CREATE TABLE "cms"."error_pages_blocks_reco_gk" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"title" varchar,
  	"output_id" varchar,
  	"service_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages_blocks_cookie_list_groups" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "cms"."enum_error_pages_blocks_cookie_list_groups",
  	"locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."error_pages_blocks_cookie_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."error_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "cms"."enum_error_pages_kind",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_error_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."error_pages_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."error_pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "cms"."_locales",
  	"media_id" integer
  );
  
  CREATE TABLE "cms"."_error_pages_v_version_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__error_pages_v_version_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_richtext" (
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
  
  CREATE TABLE "cms"."_error_pages_v_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"styled_text" varchar,
  	"style" "cms"."enum__error_pages_v_blocks_text_style" DEFAULT 'Decorative H2',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_table_of_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"richtext" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_accordion" (
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
  
  CREATE TABLE "cms"."_error_pages_v_blocks_checklist_text_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_dos_donts_text_list_dos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_dos_donts_text_list_donts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_dos_donts" (
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
  
  CREATE TABLE "cms"."_error_pages_v_blocks_tip" (
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
  
  CREATE TABLE "cms"."_error_pages_v_blocks_panel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_seo_advice" (
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
  
  CREATE TABLE "cms"."_error_pages_v_blocks_coupon" (
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
  	"layout_color" "cms"."enum__error_pages_v_blocks_coupon_layout_color" DEFAULT 'Primary',
  	"hide_info_button" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_phone_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__error_pages_v_blocks_phone_box_icon" DEFAULT 'PHONE',
  	"title" varchar,
  	"subtitle" varchar,
  	"number" varchar,
  	"disclaimer" varchar,
  	"disclaimer_icon" "cms"."enum__error_pages_v_blocks_phone_box_disclaimer_icon",
  	"inline" boolean DEFAULT false,
  	"internal_title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_contact_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cms"."enum__error_pages_v_blocks_contact_box_icon" DEFAULT 'MAIL',
  	"title" varchar,
  	"content" jsonb,
  	"button_label" varchar,
  	"button_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link" varchar,
  	"color" "cms"."enum__error_pages_v_blocks_button_color" DEFAULT 'Primary',
  	"tracking_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_action_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"type" "cms"."enum__error_pages_v_blocks_action_button_type",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_internal_link" (
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
  
  CREATE TABLE "cms"."_error_pages_v_blocks_external_link" (
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
  
  CREATE TABLE "cms"."_error_pages_v_blocks_anchor_link" (
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
  
  CREATE TABLE "cms"."_error_pages_v_blocks_layout_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"horizontal_alignment" "cms"."_error_pages_v_blocks_layout_columns_blocks_h_align" DEFAULT 'left',
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_layout" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"ratio" "cms"."enum__error_pages_v_blocks_layout_ratio",
  	"vertical_alignment" "cms"."_error_pages_v_blocks_layout_blocks_v_align" DEFAULT 'top',
  	"max_page_width" "cms"."enum__error_pages_v_blocks_layout_max_page_width" DEFAULT 'default (100%)',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"content" jsonb,
  	"link_label" varchar,
  	"link_target" varchar,
  	"layout_color" "cms"."enum__error_pages_v_blocks_box_layout_color" DEFAULT 'Primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"image_ratio" "cms"."enum__error_pages_v_blocks_card_image_ratio" DEFAULT '4:3',
  	"link_label" varchar,
  	"link_target" varchar,
  	"layout_color" "cms"."enum__error_pages_v_blocks_card_layout_color" DEFAULT 'Primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_banner" (
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
  	"layout_color" "cms"."enum__error_pages_v_blocks_banner_layout_color" DEFAULT 'Primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_modal" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"modal_id" integer,
  	"link_text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_inline_asset" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"image_id" integer,
  	"alignment" "cms"."enum__error_pages_v_blocks_inline_asset_alignment" DEFAULT 'left',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."__error_pages_v_blocks_item_asset_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"image_cloudinary_id" integer,
  	"image_ratio" "cms"."enum___error_pages_v_blocks_item_asset_v_image_ratio" DEFAULT 'defaultImage',
  	"type" "cms"."enum___error_pages_v_blocks_item_asset_v_type" DEFAULT 'image',
  	"alignment" "cms"."enum___error_pages_v_blocks_item_asset_v_alignment" DEFAULT 'INLINE',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_id" integer,
  	"poster_id" integer,
  	"description" varchar,
  	"responsive" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_i_frame" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"title" varchar,
  	"height" numeric DEFAULT 400,
  	"tracking_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."__error_pages_v_blocks_insp_item_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"text" jsonb,
  	"link_label" varchar,
  	"link_target" varchar,
  	"layout_color" "cms"."enum___error_pages_v_blocks_insp_item_v_layout_color" DEFAULT 'Primary',
  	"product_ids" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_outfit_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"headline" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"image_ratio" "cms"."enum__error_pages_v_blocks_outfit_item_image_ratio" DEFAULT '3:4',
  	"product_ids" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."__error_pages_v_blocks_reco_v_service_parameters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."__error_pages_v_blocks_reco_v_service_output_config" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"output_id" varchar,
  	"image_type" varchar DEFAULT 'MODEL',
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."__error_pages_v_blocks_reco_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"title" varchar,
  	"recommendation_type" "cms"."enum___error_pages_v_blocks_reco_v_recommendation_type" DEFAULT 'gkAir',
  	"display_type" "cms"."enum___error_pages_v_blocks_reco_v_display_type" DEFAULT 'Reco Slider',
  	"ssr" boolean DEFAULT false,
  	"output_id" varchar,
  	"service_service_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."__error_pages_v_blocks_reco_gk_v_parameters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."__error_pages_v_blocks_reco_gk_v_output_config" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"output_id" varchar,
  	"image_type" varchar DEFAULT 'MODEL',
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."__error_pages_v_blocks_reco_gk_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"title" varchar,
  	"output_id" varchar,
  	"service_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_cookie_list_groups" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__error_pages_v_blocks_cookie_list_groups",
  	"locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_error_pages_v_blocks_cookie_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_error_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "cms"."enum__error_pages_v_version_kind",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__error_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__error_pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_error_pages_v_locales" (
  	"version_headline" varchar,
  	"version_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_error_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "cms"."_locales",
  	"media_id" integer
  );
  
  CREATE TABLE "cms"."page_footers_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_page_footers_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."page_footers_link_groups_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"target" varchar
  );
  
  CREATE TABLE "cms"."page_footers_link_groups_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."page_footers_link_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."page_footers_link_groups_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."page_footers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"hotline_phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_page_footers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."page_footers_locales" (
  	"hotline_headline" varchar,
  	"hotline_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_page_footers_v_version_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__page_footers_v_version_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_page_footers_v_version_link_groups_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"target" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_page_footers_v_version_link_groups_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_page_footers_v_version_link_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_page_footers_v_version_link_groups_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_page_footers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_internal_title" varchar,
  	"version_hotline_phone" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__page_footers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__page_footers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_page_footers_v_locales" (
  	"version_hotline_headline" varchar,
  	"version_hotline_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."global_contents_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_global_contents_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."global_contents_payment_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_id" integer
  );
  
  CREATE TABLE "cms"."global_contents_payment_logos_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."global_contents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_global_contents_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_global_contents_v_version_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__global_contents_v_version_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_global_contents_v_version_payment_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_global_contents_v_version_payment_logos_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_global_contents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_internal_title" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__global_contents_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__global_contents_v_published_locale",
  	"latest" boolean
  );
  
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "error_pages_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "page_footers_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "global_contents_id" integer;
  ALTER TABLE "cms"."error_pages_shops" ADD CONSTRAINT "error_pages_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_richtext" ADD CONSTRAINT "error_pages_blocks_richtext_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_text" ADD CONSTRAINT "error_pages_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_table_of_contents" ADD CONSTRAINT "error_pages_blocks_table_of_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_accordion_items" ADD CONSTRAINT "error_pages_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_accordion" ADD CONSTRAINT "error_pages_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_checklist_text_list" ADD CONSTRAINT "error_pages_blocks_checklist_text_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_checklist" ADD CONSTRAINT "error_pages_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_dos_donts_text_list_dos" ADD CONSTRAINT "error_pages_blocks_dos_donts_text_list_dos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages_blocks_dos_donts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_dos_donts_text_list_donts" ADD CONSTRAINT "error_pages_blocks_dos_donts_text_list_donts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages_blocks_dos_donts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_dos_donts" ADD CONSTRAINT "error_pages_blocks_dos_donts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_tip" ADD CONSTRAINT "error_pages_blocks_tip_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_tip" ADD CONSTRAINT "error_pages_blocks_tip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_panel" ADD CONSTRAINT "error_pages_blocks_panel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_seo_advice" ADD CONSTRAINT "error_pages_blocks_seo_advice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_coupon" ADD CONSTRAINT "error_pages_blocks_coupon_coupon_image_id_media_id_fk" FOREIGN KEY ("coupon_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_coupon" ADD CONSTRAINT "error_pages_blocks_coupon_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_phone_box" ADD CONSTRAINT "error_pages_blocks_phone_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_contact_box" ADD CONSTRAINT "error_pages_blocks_contact_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_button" ADD CONSTRAINT "error_pages_blocks_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_action_button" ADD CONSTRAINT "error_pages_blocks_action_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_internal_link" ADD CONSTRAINT "error_pages_blocks_internal_link_internal_target_id_content_pages_id_fk" FOREIGN KEY ("internal_target_id") REFERENCES "cms"."content_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_internal_link" ADD CONSTRAINT "error_pages_blocks_internal_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_external_link" ADD CONSTRAINT "error_pages_blocks_external_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_anchor_link" ADD CONSTRAINT "error_pages_blocks_anchor_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_layout_columns" ADD CONSTRAINT "error_pages_blocks_layout_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages_blocks_layout"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_layout" ADD CONSTRAINT "error_pages_blocks_layout_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_box" ADD CONSTRAINT "error_pages_blocks_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_card" ADD CONSTRAINT "error_pages_blocks_card_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_card" ADD CONSTRAINT "error_pages_blocks_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_banner" ADD CONSTRAINT "error_pages_blocks_banner_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_banner" ADD CONSTRAINT "error_pages_blocks_banner_modal_id_modals_id_fk" FOREIGN KEY ("modal_id") REFERENCES "cms"."modals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_banner" ADD CONSTRAINT "error_pages_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_modal" ADD CONSTRAINT "error_pages_blocks_modal_modal_id_modals_id_fk" FOREIGN KEY ("modal_id") REFERENCES "cms"."modals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_modal" ADD CONSTRAINT "error_pages_blocks_modal_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_inline_asset" ADD CONSTRAINT "error_pages_blocks_inline_asset_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_inline_asset" ADD CONSTRAINT "error_pages_blocks_inline_asset_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_item_asset" ADD CONSTRAINT "error_pages_blocks_item_asset_image_cloudinary_id_media_id_fk" FOREIGN KEY ("image_cloudinary_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_item_asset" ADD CONSTRAINT "error_pages_blocks_item_asset_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_video" ADD CONSTRAINT "error_pages_blocks_video_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_video" ADD CONSTRAINT "error_pages_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_video" ADD CONSTRAINT "error_pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_i_frame" ADD CONSTRAINT "error_pages_blocks_i_frame_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_insp_item" ADD CONSTRAINT "error_pages_blocks_insp_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_outfit_item" ADD CONSTRAINT "error_pages_blocks_outfit_item_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_outfit_item" ADD CONSTRAINT "error_pages_blocks_outfit_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_reco_service_parameters" ADD CONSTRAINT "error_pages_blocks_reco_service_parameters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages_blocks_reco"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_reco_service_output_config" ADD CONSTRAINT "error_pages_blocks_reco_service_output_config_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages_blocks_reco"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_reco" ADD CONSTRAINT "error_pages_blocks_reco_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_reco_gk_parameters" ADD CONSTRAINT "error_pages_blocks_reco_gk_parameters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages_blocks_reco_gk"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_reco_gk_output_config" ADD CONSTRAINT "error_pages_blocks_reco_gk_output_config_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages_blocks_reco_gk"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_reco_gk" ADD CONSTRAINT "error_pages_blocks_reco_gk_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_cookie_list_groups" ADD CONSTRAINT "error_pages_blocks_cookie_list_groups_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."error_pages_blocks_cookie_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_blocks_cookie_list" ADD CONSTRAINT "error_pages_blocks_cookie_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_locales" ADD CONSTRAINT "error_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_rels" ADD CONSTRAINT "error_pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."error_pages_rels" ADD CONSTRAINT "error_pages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_version_shops" ADD CONSTRAINT "_error_pages_v_version_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_richtext" ADD CONSTRAINT "_error_pages_v_blocks_richtext_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_text" ADD CONSTRAINT "_error_pages_v_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_table_of_contents" ADD CONSTRAINT "_error_pages_v_blocks_table_of_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_accordion_items" ADD CONSTRAINT "_error_pages_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_accordion" ADD CONSTRAINT "_error_pages_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_checklist_text_list" ADD CONSTRAINT "_error_pages_v_blocks_checklist_text_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_checklist" ADD CONSTRAINT "_error_pages_v_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_dos_donts_text_list_dos" ADD CONSTRAINT "_error_pages_v_blocks_dos_donts_text_list_dos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v_blocks_dos_donts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_dos_donts_text_list_donts" ADD CONSTRAINT "_error_pages_v_blocks_dos_donts_text_list_donts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v_blocks_dos_donts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_dos_donts" ADD CONSTRAINT "_error_pages_v_blocks_dos_donts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_tip" ADD CONSTRAINT "_error_pages_v_blocks_tip_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_tip" ADD CONSTRAINT "_error_pages_v_blocks_tip_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_panel" ADD CONSTRAINT "_error_pages_v_blocks_panel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_seo_advice" ADD CONSTRAINT "_error_pages_v_blocks_seo_advice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_coupon" ADD CONSTRAINT "_error_pages_v_blocks_coupon_coupon_image_id_media_id_fk" FOREIGN KEY ("coupon_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_coupon" ADD CONSTRAINT "_error_pages_v_blocks_coupon_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_phone_box" ADD CONSTRAINT "_error_pages_v_blocks_phone_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_contact_box" ADD CONSTRAINT "_error_pages_v_blocks_contact_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_button" ADD CONSTRAINT "_error_pages_v_blocks_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_action_button" ADD CONSTRAINT "_error_pages_v_blocks_action_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_internal_link" ADD CONSTRAINT "_error_pages_v_blocks_internal_link_internal_target_id_content_pages_id_fk" FOREIGN KEY ("internal_target_id") REFERENCES "cms"."content_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_internal_link" ADD CONSTRAINT "_error_pages_v_blocks_internal_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_external_link" ADD CONSTRAINT "_error_pages_v_blocks_external_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_anchor_link" ADD CONSTRAINT "_error_pages_v_blocks_anchor_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_layout_columns" ADD CONSTRAINT "_error_pages_v_blocks_layout_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v_blocks_layout"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_layout" ADD CONSTRAINT "_error_pages_v_blocks_layout_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_box" ADD CONSTRAINT "_error_pages_v_blocks_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_card" ADD CONSTRAINT "_error_pages_v_blocks_card_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_card" ADD CONSTRAINT "_error_pages_v_blocks_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_banner" ADD CONSTRAINT "_error_pages_v_blocks_banner_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_banner" ADD CONSTRAINT "_error_pages_v_blocks_banner_modal_id_modals_id_fk" FOREIGN KEY ("modal_id") REFERENCES "cms"."modals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_banner" ADD CONSTRAINT "_error_pages_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_modal" ADD CONSTRAINT "_error_pages_v_blocks_modal_modal_id_modals_id_fk" FOREIGN KEY ("modal_id") REFERENCES "cms"."modals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_modal" ADD CONSTRAINT "_error_pages_v_blocks_modal_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_inline_asset" ADD CONSTRAINT "_error_pages_v_blocks_inline_asset_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_inline_asset" ADD CONSTRAINT "_error_pages_v_blocks_inline_asset_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."__error_pages_v_blocks_item_asset_v" ADD CONSTRAINT "__error_pages_v_blocks_item_asset_v_image_cloudinary_id_media_id_fk" FOREIGN KEY ("image_cloudinary_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."__error_pages_v_blocks_item_asset_v" ADD CONSTRAINT "__error_pages_v_blocks_item_asset_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_video" ADD CONSTRAINT "_error_pages_v_blocks_video_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_video" ADD CONSTRAINT "_error_pages_v_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_video" ADD CONSTRAINT "_error_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_i_frame" ADD CONSTRAINT "_error_pages_v_blocks_i_frame_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."__error_pages_v_blocks_insp_item_v" ADD CONSTRAINT "__error_pages_v_blocks_insp_item_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_outfit_item" ADD CONSTRAINT "_error_pages_v_blocks_outfit_item_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_outfit_item" ADD CONSTRAINT "_error_pages_v_blocks_outfit_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."__error_pages_v_blocks_reco_v_service_parameters" ADD CONSTRAINT "__error_pages_v_blocks_reco_v_service_parameters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."__error_pages_v_blocks_reco_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."__error_pages_v_blocks_reco_v_service_output_config" ADD CONSTRAINT "__error_pages_v_blocks_reco_v_service_output_config_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."__error_pages_v_blocks_reco_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."__error_pages_v_blocks_reco_v" ADD CONSTRAINT "__error_pages_v_blocks_reco_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."__error_pages_v_blocks_reco_gk_v_parameters" ADD CONSTRAINT "__error_pages_v_blocks_reco_gk_v_parameters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."__error_pages_v_blocks_reco_gk_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."__error_pages_v_blocks_reco_gk_v_output_config" ADD CONSTRAINT "__error_pages_v_blocks_reco_gk_v_output_config_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."__error_pages_v_blocks_reco_gk_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."__error_pages_v_blocks_reco_gk_v" ADD CONSTRAINT "__error_pages_v_blocks_reco_gk_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_cookie_list_groups" ADD CONSTRAINT "_error_pages_v_blocks_cookie_list_groups_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_error_pages_v_blocks_cookie_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_blocks_cookie_list" ADD CONSTRAINT "_error_pages_v_blocks_cookie_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v" ADD CONSTRAINT "_error_pages_v_parent_id_error_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."error_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_locales" ADD CONSTRAINT "_error_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_rels" ADD CONSTRAINT "_error_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_error_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_error_pages_v_rels" ADD CONSTRAINT "_error_pages_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."page_footers_shops" ADD CONSTRAINT "page_footers_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."page_footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."page_footers_link_groups_links" ADD CONSTRAINT "page_footers_link_groups_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."page_footers_link_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."page_footers_link_groups_links_locales" ADD CONSTRAINT "page_footers_link_groups_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."page_footers_link_groups_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."page_footers_link_groups" ADD CONSTRAINT "page_footers_link_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."page_footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."page_footers_link_groups_locales" ADD CONSTRAINT "page_footers_link_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."page_footers_link_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."page_footers_locales" ADD CONSTRAINT "page_footers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."page_footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_page_footers_v_version_shops" ADD CONSTRAINT "_page_footers_v_version_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_page_footers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_page_footers_v_version_link_groups_links" ADD CONSTRAINT "_page_footers_v_version_link_groups_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_page_footers_v_version_link_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_page_footers_v_version_link_groups_links_locales" ADD CONSTRAINT "_page_footers_v_version_link_groups_links_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_page_footers_v_version_link_groups_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_page_footers_v_version_link_groups" ADD CONSTRAINT "_page_footers_v_version_link_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_page_footers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_page_footers_v_version_link_groups_locales" ADD CONSTRAINT "_page_footers_v_version_link_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_page_footers_v_version_link_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_page_footers_v" ADD CONSTRAINT "_page_footers_v_parent_id_page_footers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."page_footers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_page_footers_v_locales" ADD CONSTRAINT "_page_footers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_page_footers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."global_contents_shops" ADD CONSTRAINT "global_contents_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."global_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."global_contents_payment_logos" ADD CONSTRAINT "global_contents_payment_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."global_contents_payment_logos" ADD CONSTRAINT "global_contents_payment_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."global_contents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."global_contents_payment_logos_locales" ADD CONSTRAINT "global_contents_payment_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."global_contents_payment_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_global_contents_v_version_shops" ADD CONSTRAINT "_global_contents_v_version_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_global_contents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_global_contents_v_version_payment_logos" ADD CONSTRAINT "_global_contents_v_version_payment_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_global_contents_v_version_payment_logos" ADD CONSTRAINT "_global_contents_v_version_payment_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_global_contents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_global_contents_v_version_payment_logos_locales" ADD CONSTRAINT "_global_contents_v_version_payment_logos_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_global_contents_v_version_payment_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_global_contents_v" ADD CONSTRAINT "_global_contents_v_parent_id_global_contents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."global_contents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "error_pages_shops_order_idx" ON "cms"."error_pages_shops" USING btree ("order");
  CREATE INDEX "error_pages_shops_parent_idx" ON "cms"."error_pages_shops" USING btree ("parent_id");
  CREATE INDEX "error_pages_shops_value_idx" ON "cms"."error_pages_shops" USING btree ("value");
  CREATE INDEX "error_pages_blocks_richtext_order_idx" ON "cms"."error_pages_blocks_richtext" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_richtext_parent_id_idx" ON "cms"."error_pages_blocks_richtext" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_richtext_path_idx" ON "cms"."error_pages_blocks_richtext" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_richtext_locale_idx" ON "cms"."error_pages_blocks_richtext" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_text_order_idx" ON "cms"."error_pages_blocks_text" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_text_parent_id_idx" ON "cms"."error_pages_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_text_path_idx" ON "cms"."error_pages_blocks_text" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_text_locale_idx" ON "cms"."error_pages_blocks_text" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_table_of_contents_order_idx" ON "cms"."error_pages_blocks_table_of_contents" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_table_of_contents_parent_id_idx" ON "cms"."error_pages_blocks_table_of_contents" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_table_of_contents_path_idx" ON "cms"."error_pages_blocks_table_of_contents" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_table_of_contents_locale_idx" ON "cms"."error_pages_blocks_table_of_contents" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_accordion_items_order_idx" ON "cms"."error_pages_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_accordion_items_parent_id_idx" ON "cms"."error_pages_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_accordion_items_locale_idx" ON "cms"."error_pages_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_accordion_order_idx" ON "cms"."error_pages_blocks_accordion" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_accordion_parent_id_idx" ON "cms"."error_pages_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_accordion_path_idx" ON "cms"."error_pages_blocks_accordion" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_accordion_locale_idx" ON "cms"."error_pages_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_checklist_text_list_order_idx" ON "cms"."error_pages_blocks_checklist_text_list" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_checklist_text_list_parent_id_idx" ON "cms"."error_pages_blocks_checklist_text_list" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_checklist_text_list_locale_idx" ON "cms"."error_pages_blocks_checklist_text_list" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_checklist_order_idx" ON "cms"."error_pages_blocks_checklist" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_checklist_parent_id_idx" ON "cms"."error_pages_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_checklist_path_idx" ON "cms"."error_pages_blocks_checklist" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_checklist_locale_idx" ON "cms"."error_pages_blocks_checklist" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_dos_donts_text_list_dos_order_idx" ON "cms"."error_pages_blocks_dos_donts_text_list_dos" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_dos_donts_text_list_dos_parent_id_idx" ON "cms"."error_pages_blocks_dos_donts_text_list_dos" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_dos_donts_text_list_dos_locale_idx" ON "cms"."error_pages_blocks_dos_donts_text_list_dos" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_dos_donts_text_list_donts_order_idx" ON "cms"."error_pages_blocks_dos_donts_text_list_donts" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_dos_donts_text_list_donts_parent_id_idx" ON "cms"."error_pages_blocks_dos_donts_text_list_donts" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_dos_donts_text_list_donts_locale_idx" ON "cms"."error_pages_blocks_dos_donts_text_list_donts" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_dos_donts_order_idx" ON "cms"."error_pages_blocks_dos_donts" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_dos_donts_parent_id_idx" ON "cms"."error_pages_blocks_dos_donts" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_dos_donts_path_idx" ON "cms"."error_pages_blocks_dos_donts" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_dos_donts_locale_idx" ON "cms"."error_pages_blocks_dos_donts" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_tip_order_idx" ON "cms"."error_pages_blocks_tip" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_tip_parent_id_idx" ON "cms"."error_pages_blocks_tip" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_tip_path_idx" ON "cms"."error_pages_blocks_tip" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_tip_locale_idx" ON "cms"."error_pages_blocks_tip" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_tip_image_idx" ON "cms"."error_pages_blocks_tip" USING btree ("image_id");
  CREATE INDEX "error_pages_blocks_panel_order_idx" ON "cms"."error_pages_blocks_panel" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_panel_parent_id_idx" ON "cms"."error_pages_blocks_panel" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_panel_path_idx" ON "cms"."error_pages_blocks_panel" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_panel_locale_idx" ON "cms"."error_pages_blocks_panel" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_seo_advice_order_idx" ON "cms"."error_pages_blocks_seo_advice" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_seo_advice_parent_id_idx" ON "cms"."error_pages_blocks_seo_advice" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_seo_advice_path_idx" ON "cms"."error_pages_blocks_seo_advice" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_seo_advice_locale_idx" ON "cms"."error_pages_blocks_seo_advice" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_coupon_order_idx" ON "cms"."error_pages_blocks_coupon" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_coupon_parent_id_idx" ON "cms"."error_pages_blocks_coupon" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_coupon_path_idx" ON "cms"."error_pages_blocks_coupon" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_coupon_locale_idx" ON "cms"."error_pages_blocks_coupon" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_coupon_coupon_image_idx" ON "cms"."error_pages_blocks_coupon" USING btree ("coupon_image_id");
  CREATE INDEX "error_pages_blocks_phone_box_order_idx" ON "cms"."error_pages_blocks_phone_box" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_phone_box_parent_id_idx" ON "cms"."error_pages_blocks_phone_box" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_phone_box_path_idx" ON "cms"."error_pages_blocks_phone_box" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_phone_box_locale_idx" ON "cms"."error_pages_blocks_phone_box" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_contact_box_order_idx" ON "cms"."error_pages_blocks_contact_box" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_contact_box_parent_id_idx" ON "cms"."error_pages_blocks_contact_box" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_contact_box_path_idx" ON "cms"."error_pages_blocks_contact_box" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_contact_box_locale_idx" ON "cms"."error_pages_blocks_contact_box" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_button_order_idx" ON "cms"."error_pages_blocks_button" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_button_parent_id_idx" ON "cms"."error_pages_blocks_button" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_button_path_idx" ON "cms"."error_pages_blocks_button" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_button_locale_idx" ON "cms"."error_pages_blocks_button" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_action_button_order_idx" ON "cms"."error_pages_blocks_action_button" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_action_button_parent_id_idx" ON "cms"."error_pages_blocks_action_button" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_action_button_path_idx" ON "cms"."error_pages_blocks_action_button" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_action_button_locale_idx" ON "cms"."error_pages_blocks_action_button" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_internal_link_order_idx" ON "cms"."error_pages_blocks_internal_link" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_internal_link_parent_id_idx" ON "cms"."error_pages_blocks_internal_link" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_internal_link_path_idx" ON "cms"."error_pages_blocks_internal_link" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_internal_link_locale_idx" ON "cms"."error_pages_blocks_internal_link" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_internal_link_internal_target_idx" ON "cms"."error_pages_blocks_internal_link" USING btree ("internal_target_id");
  CREATE INDEX "error_pages_blocks_external_link_order_idx" ON "cms"."error_pages_blocks_external_link" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_external_link_parent_id_idx" ON "cms"."error_pages_blocks_external_link" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_external_link_path_idx" ON "cms"."error_pages_blocks_external_link" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_external_link_locale_idx" ON "cms"."error_pages_blocks_external_link" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_anchor_link_order_idx" ON "cms"."error_pages_blocks_anchor_link" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_anchor_link_parent_id_idx" ON "cms"."error_pages_blocks_anchor_link" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_anchor_link_path_idx" ON "cms"."error_pages_blocks_anchor_link" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_anchor_link_locale_idx" ON "cms"."error_pages_blocks_anchor_link" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_layout_columns_order_idx" ON "cms"."error_pages_blocks_layout_columns" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_layout_columns_parent_id_idx" ON "cms"."error_pages_blocks_layout_columns" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_layout_columns_locale_idx" ON "cms"."error_pages_blocks_layout_columns" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_layout_order_idx" ON "cms"."error_pages_blocks_layout" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_layout_parent_id_idx" ON "cms"."error_pages_blocks_layout" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_layout_path_idx" ON "cms"."error_pages_blocks_layout" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_layout_locale_idx" ON "cms"."error_pages_blocks_layout" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_box_order_idx" ON "cms"."error_pages_blocks_box" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_box_parent_id_idx" ON "cms"."error_pages_blocks_box" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_box_path_idx" ON "cms"."error_pages_blocks_box" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_box_locale_idx" ON "cms"."error_pages_blocks_box" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_card_order_idx" ON "cms"."error_pages_blocks_card" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_card_parent_id_idx" ON "cms"."error_pages_blocks_card" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_card_path_idx" ON "cms"."error_pages_blocks_card" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_card_locale_idx" ON "cms"."error_pages_blocks_card" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_card_image_idx" ON "cms"."error_pages_blocks_card" USING btree ("image_id");
  CREATE INDEX "error_pages_blocks_banner_order_idx" ON "cms"."error_pages_blocks_banner" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_banner_parent_id_idx" ON "cms"."error_pages_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_banner_path_idx" ON "cms"."error_pages_blocks_banner" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_banner_locale_idx" ON "cms"."error_pages_blocks_banner" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_banner_banner_image_idx" ON "cms"."error_pages_blocks_banner" USING btree ("banner_image_id");
  CREATE INDEX "error_pages_blocks_banner_modal_idx" ON "cms"."error_pages_blocks_banner" USING btree ("modal_id");
  CREATE INDEX "error_pages_blocks_modal_order_idx" ON "cms"."error_pages_blocks_modal" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_modal_parent_id_idx" ON "cms"."error_pages_blocks_modal" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_modal_path_idx" ON "cms"."error_pages_blocks_modal" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_modal_locale_idx" ON "cms"."error_pages_blocks_modal" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_modal_modal_idx" ON "cms"."error_pages_blocks_modal" USING btree ("modal_id");
  CREATE INDEX "error_pages_blocks_inline_asset_order_idx" ON "cms"."error_pages_blocks_inline_asset" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_inline_asset_parent_id_idx" ON "cms"."error_pages_blocks_inline_asset" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_inline_asset_path_idx" ON "cms"."error_pages_blocks_inline_asset" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_inline_asset_locale_idx" ON "cms"."error_pages_blocks_inline_asset" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_inline_asset_image_idx" ON "cms"."error_pages_blocks_inline_asset" USING btree ("image_id");
  CREATE INDEX "error_pages_blocks_item_asset_order_idx" ON "cms"."error_pages_blocks_item_asset" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_item_asset_parent_id_idx" ON "cms"."error_pages_blocks_item_asset" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_item_asset_path_idx" ON "cms"."error_pages_blocks_item_asset" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_item_asset_locale_idx" ON "cms"."error_pages_blocks_item_asset" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_item_asset_image_cloudinary_idx" ON "cms"."error_pages_blocks_item_asset" USING btree ("image_cloudinary_id");
  CREATE INDEX "error_pages_blocks_video_order_idx" ON "cms"."error_pages_blocks_video" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_video_parent_id_idx" ON "cms"."error_pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_video_path_idx" ON "cms"."error_pages_blocks_video" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_video_locale_idx" ON "cms"."error_pages_blocks_video" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_video_video_idx" ON "cms"."error_pages_blocks_video" USING btree ("video_id");
  CREATE INDEX "error_pages_blocks_video_poster_idx" ON "cms"."error_pages_blocks_video" USING btree ("poster_id");
  CREATE INDEX "error_pages_blocks_i_frame_order_idx" ON "cms"."error_pages_blocks_i_frame" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_i_frame_parent_id_idx" ON "cms"."error_pages_blocks_i_frame" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_i_frame_path_idx" ON "cms"."error_pages_blocks_i_frame" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_i_frame_locale_idx" ON "cms"."error_pages_blocks_i_frame" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_insp_item_order_idx" ON "cms"."error_pages_blocks_insp_item" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_insp_item_parent_id_idx" ON "cms"."error_pages_blocks_insp_item" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_insp_item_path_idx" ON "cms"."error_pages_blocks_insp_item" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_insp_item_locale_idx" ON "cms"."error_pages_blocks_insp_item" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_outfit_item_order_idx" ON "cms"."error_pages_blocks_outfit_item" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_outfit_item_parent_id_idx" ON "cms"."error_pages_blocks_outfit_item" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_outfit_item_path_idx" ON "cms"."error_pages_blocks_outfit_item" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_outfit_item_locale_idx" ON "cms"."error_pages_blocks_outfit_item" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_outfit_item_image_idx" ON "cms"."error_pages_blocks_outfit_item" USING btree ("image_id");
  CREATE INDEX "error_pages_blocks_reco_service_parameters_order_idx" ON "cms"."error_pages_blocks_reco_service_parameters" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_reco_service_parameters_parent_id_idx" ON "cms"."error_pages_blocks_reco_service_parameters" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_reco_service_parameters_locale_idx" ON "cms"."error_pages_blocks_reco_service_parameters" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_reco_service_output_config_order_idx" ON "cms"."error_pages_blocks_reco_service_output_config" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_reco_service_output_config_parent_id_idx" ON "cms"."error_pages_blocks_reco_service_output_config" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_reco_service_output_config_locale_idx" ON "cms"."error_pages_blocks_reco_service_output_config" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_reco_order_idx" ON "cms"."error_pages_blocks_reco" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_reco_parent_id_idx" ON "cms"."error_pages_blocks_reco" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_reco_path_idx" ON "cms"."error_pages_blocks_reco" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_reco_locale_idx" ON "cms"."error_pages_blocks_reco" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_reco_gk_parameters_order_idx" ON "cms"."error_pages_blocks_reco_gk_parameters" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_reco_gk_parameters_parent_id_idx" ON "cms"."error_pages_blocks_reco_gk_parameters" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_reco_gk_parameters_locale_idx" ON "cms"."error_pages_blocks_reco_gk_parameters" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_reco_gk_output_config_order_idx" ON "cms"."error_pages_blocks_reco_gk_output_config" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_reco_gk_output_config_parent_id_idx" ON "cms"."error_pages_blocks_reco_gk_output_config" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_reco_gk_output_config_locale_idx" ON "cms"."error_pages_blocks_reco_gk_output_config" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_reco_gk_order_idx" ON "cms"."error_pages_blocks_reco_gk" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_reco_gk_parent_id_idx" ON "cms"."error_pages_blocks_reco_gk" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_reco_gk_path_idx" ON "cms"."error_pages_blocks_reco_gk" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_reco_gk_locale_idx" ON "cms"."error_pages_blocks_reco_gk" USING btree ("_locale");
  CREATE INDEX "error_pages_blocks_cookie_list_groups_order_idx" ON "cms"."error_pages_blocks_cookie_list_groups" USING btree ("order");
  CREATE INDEX "error_pages_blocks_cookie_list_groups_parent_idx" ON "cms"."error_pages_blocks_cookie_list_groups" USING btree ("parent_id");
  CREATE INDEX "error_pages_blocks_cookie_list_groups_locale_idx" ON "cms"."error_pages_blocks_cookie_list_groups" USING btree ("locale");
  CREATE INDEX "error_pages_blocks_cookie_list_order_idx" ON "cms"."error_pages_blocks_cookie_list" USING btree ("_order");
  CREATE INDEX "error_pages_blocks_cookie_list_parent_id_idx" ON "cms"."error_pages_blocks_cookie_list" USING btree ("_parent_id");
  CREATE INDEX "error_pages_blocks_cookie_list_path_idx" ON "cms"."error_pages_blocks_cookie_list" USING btree ("_path");
  CREATE INDEX "error_pages_blocks_cookie_list_locale_idx" ON "cms"."error_pages_blocks_cookie_list" USING btree ("_locale");
  CREATE INDEX "error_pages_updated_at_idx" ON "cms"."error_pages" USING btree ("updated_at");
  CREATE INDEX "error_pages_created_at_idx" ON "cms"."error_pages" USING btree ("created_at");
  CREATE INDEX "error_pages__status_idx" ON "cms"."error_pages" USING btree ("_status");
  CREATE UNIQUE INDEX "error_pages_locales_locale_parent_id_unique" ON "cms"."error_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "error_pages_rels_order_idx" ON "cms"."error_pages_rels" USING btree ("order");
  CREATE INDEX "error_pages_rels_parent_idx" ON "cms"."error_pages_rels" USING btree ("parent_id");
  CREATE INDEX "error_pages_rels_path_idx" ON "cms"."error_pages_rels" USING btree ("path");
  CREATE INDEX "error_pages_rels_locale_idx" ON "cms"."error_pages_rels" USING btree ("locale");
  CREATE INDEX "error_pages_rels_media_id_idx" ON "cms"."error_pages_rels" USING btree ("media_id","locale");
  CREATE INDEX "_error_pages_v_version_shops_order_idx" ON "cms"."_error_pages_v_version_shops" USING btree ("order");
  CREATE INDEX "_error_pages_v_version_shops_parent_idx" ON "cms"."_error_pages_v_version_shops" USING btree ("parent_id");
  CREATE INDEX "_error_pages_v_version_shops_value_idx" ON "cms"."_error_pages_v_version_shops" USING btree ("value");
  CREATE INDEX "_error_pages_v_blocks_richtext_order_idx" ON "cms"."_error_pages_v_blocks_richtext" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_richtext_parent_id_idx" ON "cms"."_error_pages_v_blocks_richtext" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_richtext_path_idx" ON "cms"."_error_pages_v_blocks_richtext" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_richtext_locale_idx" ON "cms"."_error_pages_v_blocks_richtext" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_text_order_idx" ON "cms"."_error_pages_v_blocks_text" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_text_parent_id_idx" ON "cms"."_error_pages_v_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_text_path_idx" ON "cms"."_error_pages_v_blocks_text" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_text_locale_idx" ON "cms"."_error_pages_v_blocks_text" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_table_of_contents_order_idx" ON "cms"."_error_pages_v_blocks_table_of_contents" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_table_of_contents_parent_id_idx" ON "cms"."_error_pages_v_blocks_table_of_contents" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_table_of_contents_path_idx" ON "cms"."_error_pages_v_blocks_table_of_contents" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_table_of_contents_locale_idx" ON "cms"."_error_pages_v_blocks_table_of_contents" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_accordion_items_order_idx" ON "cms"."_error_pages_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_accordion_items_parent_id_idx" ON "cms"."_error_pages_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_accordion_items_locale_idx" ON "cms"."_error_pages_v_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_accordion_order_idx" ON "cms"."_error_pages_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_accordion_parent_id_idx" ON "cms"."_error_pages_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_accordion_path_idx" ON "cms"."_error_pages_v_blocks_accordion" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_accordion_locale_idx" ON "cms"."_error_pages_v_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_checklist_text_list_order_idx" ON "cms"."_error_pages_v_blocks_checklist_text_list" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_checklist_text_list_parent_id_idx" ON "cms"."_error_pages_v_blocks_checklist_text_list" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_checklist_text_list_locale_idx" ON "cms"."_error_pages_v_blocks_checklist_text_list" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_checklist_order_idx" ON "cms"."_error_pages_v_blocks_checklist" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_checklist_parent_id_idx" ON "cms"."_error_pages_v_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_checklist_path_idx" ON "cms"."_error_pages_v_blocks_checklist" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_checklist_locale_idx" ON "cms"."_error_pages_v_blocks_checklist" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_dos_donts_text_list_dos_order_idx" ON "cms"."_error_pages_v_blocks_dos_donts_text_list_dos" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_dos_donts_text_list_dos_parent_id_idx" ON "cms"."_error_pages_v_blocks_dos_donts_text_list_dos" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_dos_donts_text_list_dos_locale_idx" ON "cms"."_error_pages_v_blocks_dos_donts_text_list_dos" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_dos_donts_text_list_donts_order_idx" ON "cms"."_error_pages_v_blocks_dos_donts_text_list_donts" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_dos_donts_text_list_donts_parent_id_idx" ON "cms"."_error_pages_v_blocks_dos_donts_text_list_donts" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_dos_donts_text_list_donts_locale_idx" ON "cms"."_error_pages_v_blocks_dos_donts_text_list_donts" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_dos_donts_order_idx" ON "cms"."_error_pages_v_blocks_dos_donts" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_dos_donts_parent_id_idx" ON "cms"."_error_pages_v_blocks_dos_donts" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_dos_donts_path_idx" ON "cms"."_error_pages_v_blocks_dos_donts" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_dos_donts_locale_idx" ON "cms"."_error_pages_v_blocks_dos_donts" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_tip_order_idx" ON "cms"."_error_pages_v_blocks_tip" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_tip_parent_id_idx" ON "cms"."_error_pages_v_blocks_tip" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_tip_path_idx" ON "cms"."_error_pages_v_blocks_tip" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_tip_locale_idx" ON "cms"."_error_pages_v_blocks_tip" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_tip_image_idx" ON "cms"."_error_pages_v_blocks_tip" USING btree ("image_id");
  CREATE INDEX "_error_pages_v_blocks_panel_order_idx" ON "cms"."_error_pages_v_blocks_panel" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_panel_parent_id_idx" ON "cms"."_error_pages_v_blocks_panel" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_panel_path_idx" ON "cms"."_error_pages_v_blocks_panel" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_panel_locale_idx" ON "cms"."_error_pages_v_blocks_panel" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_seo_advice_order_idx" ON "cms"."_error_pages_v_blocks_seo_advice" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_seo_advice_parent_id_idx" ON "cms"."_error_pages_v_blocks_seo_advice" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_seo_advice_path_idx" ON "cms"."_error_pages_v_blocks_seo_advice" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_seo_advice_locale_idx" ON "cms"."_error_pages_v_blocks_seo_advice" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_coupon_order_idx" ON "cms"."_error_pages_v_blocks_coupon" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_coupon_parent_id_idx" ON "cms"."_error_pages_v_blocks_coupon" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_coupon_path_idx" ON "cms"."_error_pages_v_blocks_coupon" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_coupon_locale_idx" ON "cms"."_error_pages_v_blocks_coupon" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_coupon_coupon_image_idx" ON "cms"."_error_pages_v_blocks_coupon" USING btree ("coupon_image_id");
  CREATE INDEX "_error_pages_v_blocks_phone_box_order_idx" ON "cms"."_error_pages_v_blocks_phone_box" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_phone_box_parent_id_idx" ON "cms"."_error_pages_v_blocks_phone_box" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_phone_box_path_idx" ON "cms"."_error_pages_v_blocks_phone_box" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_phone_box_locale_idx" ON "cms"."_error_pages_v_blocks_phone_box" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_contact_box_order_idx" ON "cms"."_error_pages_v_blocks_contact_box" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_contact_box_parent_id_idx" ON "cms"."_error_pages_v_blocks_contact_box" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_contact_box_path_idx" ON "cms"."_error_pages_v_blocks_contact_box" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_contact_box_locale_idx" ON "cms"."_error_pages_v_blocks_contact_box" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_button_order_idx" ON "cms"."_error_pages_v_blocks_button" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_button_parent_id_idx" ON "cms"."_error_pages_v_blocks_button" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_button_path_idx" ON "cms"."_error_pages_v_blocks_button" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_button_locale_idx" ON "cms"."_error_pages_v_blocks_button" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_action_button_order_idx" ON "cms"."_error_pages_v_blocks_action_button" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_action_button_parent_id_idx" ON "cms"."_error_pages_v_blocks_action_button" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_action_button_path_idx" ON "cms"."_error_pages_v_blocks_action_button" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_action_button_locale_idx" ON "cms"."_error_pages_v_blocks_action_button" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_internal_link_order_idx" ON "cms"."_error_pages_v_blocks_internal_link" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_internal_link_parent_id_idx" ON "cms"."_error_pages_v_blocks_internal_link" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_internal_link_path_idx" ON "cms"."_error_pages_v_blocks_internal_link" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_internal_link_locale_idx" ON "cms"."_error_pages_v_blocks_internal_link" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_internal_link_internal_target_idx" ON "cms"."_error_pages_v_blocks_internal_link" USING btree ("internal_target_id");
  CREATE INDEX "_error_pages_v_blocks_external_link_order_idx" ON "cms"."_error_pages_v_blocks_external_link" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_external_link_parent_id_idx" ON "cms"."_error_pages_v_blocks_external_link" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_external_link_path_idx" ON "cms"."_error_pages_v_blocks_external_link" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_external_link_locale_idx" ON "cms"."_error_pages_v_blocks_external_link" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_anchor_link_order_idx" ON "cms"."_error_pages_v_blocks_anchor_link" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_anchor_link_parent_id_idx" ON "cms"."_error_pages_v_blocks_anchor_link" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_anchor_link_path_idx" ON "cms"."_error_pages_v_blocks_anchor_link" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_anchor_link_locale_idx" ON "cms"."_error_pages_v_blocks_anchor_link" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_layout_columns_order_idx" ON "cms"."_error_pages_v_blocks_layout_columns" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_layout_columns_parent_id_idx" ON "cms"."_error_pages_v_blocks_layout_columns" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_layout_columns_locale_idx" ON "cms"."_error_pages_v_blocks_layout_columns" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_layout_order_idx" ON "cms"."_error_pages_v_blocks_layout" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_layout_parent_id_idx" ON "cms"."_error_pages_v_blocks_layout" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_layout_path_idx" ON "cms"."_error_pages_v_blocks_layout" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_layout_locale_idx" ON "cms"."_error_pages_v_blocks_layout" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_box_order_idx" ON "cms"."_error_pages_v_blocks_box" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_box_parent_id_idx" ON "cms"."_error_pages_v_blocks_box" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_box_path_idx" ON "cms"."_error_pages_v_blocks_box" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_box_locale_idx" ON "cms"."_error_pages_v_blocks_box" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_card_order_idx" ON "cms"."_error_pages_v_blocks_card" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_card_parent_id_idx" ON "cms"."_error_pages_v_blocks_card" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_card_path_idx" ON "cms"."_error_pages_v_blocks_card" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_card_locale_idx" ON "cms"."_error_pages_v_blocks_card" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_card_image_idx" ON "cms"."_error_pages_v_blocks_card" USING btree ("image_id");
  CREATE INDEX "_error_pages_v_blocks_banner_order_idx" ON "cms"."_error_pages_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_banner_parent_id_idx" ON "cms"."_error_pages_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_banner_path_idx" ON "cms"."_error_pages_v_blocks_banner" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_banner_locale_idx" ON "cms"."_error_pages_v_blocks_banner" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_banner_banner_image_idx" ON "cms"."_error_pages_v_blocks_banner" USING btree ("banner_image_id");
  CREATE INDEX "_error_pages_v_blocks_banner_modal_idx" ON "cms"."_error_pages_v_blocks_banner" USING btree ("modal_id");
  CREATE INDEX "_error_pages_v_blocks_modal_order_idx" ON "cms"."_error_pages_v_blocks_modal" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_modal_parent_id_idx" ON "cms"."_error_pages_v_blocks_modal" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_modal_path_idx" ON "cms"."_error_pages_v_blocks_modal" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_modal_locale_idx" ON "cms"."_error_pages_v_blocks_modal" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_modal_modal_idx" ON "cms"."_error_pages_v_blocks_modal" USING btree ("modal_id");
  CREATE INDEX "_error_pages_v_blocks_inline_asset_order_idx" ON "cms"."_error_pages_v_blocks_inline_asset" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_inline_asset_parent_id_idx" ON "cms"."_error_pages_v_blocks_inline_asset" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_inline_asset_path_idx" ON "cms"."_error_pages_v_blocks_inline_asset" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_inline_asset_locale_idx" ON "cms"."_error_pages_v_blocks_inline_asset" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_inline_asset_image_idx" ON "cms"."_error_pages_v_blocks_inline_asset" USING btree ("image_id");
  CREATE INDEX "__error_pages_v_blocks_item_asset_v_order_idx" ON "cms"."__error_pages_v_blocks_item_asset_v" USING btree ("_order");
  CREATE INDEX "__error_pages_v_blocks_item_asset_v_parent_id_idx" ON "cms"."__error_pages_v_blocks_item_asset_v" USING btree ("_parent_id");
  CREATE INDEX "__error_pages_v_blocks_item_asset_v_path_idx" ON "cms"."__error_pages_v_blocks_item_asset_v" USING btree ("_path");
  CREATE INDEX "__error_pages_v_blocks_item_asset_v_locale_idx" ON "cms"."__error_pages_v_blocks_item_asset_v" USING btree ("_locale");
  CREATE INDEX "__error_pages_v_blocks_item_asset_v_image_cloudinary_idx" ON "cms"."__error_pages_v_blocks_item_asset_v" USING btree ("image_cloudinary_id");
  CREATE INDEX "_error_pages_v_blocks_video_order_idx" ON "cms"."_error_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_video_parent_id_idx" ON "cms"."_error_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_video_path_idx" ON "cms"."_error_pages_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_video_locale_idx" ON "cms"."_error_pages_v_blocks_video" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_video_video_idx" ON "cms"."_error_pages_v_blocks_video" USING btree ("video_id");
  CREATE INDEX "_error_pages_v_blocks_video_poster_idx" ON "cms"."_error_pages_v_blocks_video" USING btree ("poster_id");
  CREATE INDEX "_error_pages_v_blocks_i_frame_order_idx" ON "cms"."_error_pages_v_blocks_i_frame" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_i_frame_parent_id_idx" ON "cms"."_error_pages_v_blocks_i_frame" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_i_frame_path_idx" ON "cms"."_error_pages_v_blocks_i_frame" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_i_frame_locale_idx" ON "cms"."_error_pages_v_blocks_i_frame" USING btree ("_locale");
  CREATE INDEX "__error_pages_v_blocks_insp_item_v_order_idx" ON "cms"."__error_pages_v_blocks_insp_item_v" USING btree ("_order");
  CREATE INDEX "__error_pages_v_blocks_insp_item_v_parent_id_idx" ON "cms"."__error_pages_v_blocks_insp_item_v" USING btree ("_parent_id");
  CREATE INDEX "__error_pages_v_blocks_insp_item_v_path_idx" ON "cms"."__error_pages_v_blocks_insp_item_v" USING btree ("_path");
  CREATE INDEX "__error_pages_v_blocks_insp_item_v_locale_idx" ON "cms"."__error_pages_v_blocks_insp_item_v" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_outfit_item_order_idx" ON "cms"."_error_pages_v_blocks_outfit_item" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_outfit_item_parent_id_idx" ON "cms"."_error_pages_v_blocks_outfit_item" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_outfit_item_path_idx" ON "cms"."_error_pages_v_blocks_outfit_item" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_outfit_item_locale_idx" ON "cms"."_error_pages_v_blocks_outfit_item" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_outfit_item_image_idx" ON "cms"."_error_pages_v_blocks_outfit_item" USING btree ("image_id");
  CREATE INDEX "__error_pages_v_blocks_reco_v_service_parameters_order_idx" ON "cms"."__error_pages_v_blocks_reco_v_service_parameters" USING btree ("_order");
  CREATE INDEX "__error_pages_v_blocks_reco_v_service_parameters_parent_id_idx" ON "cms"."__error_pages_v_blocks_reco_v_service_parameters" USING btree ("_parent_id");
  CREATE INDEX "__error_pages_v_blocks_reco_v_service_parameters_locale_idx" ON "cms"."__error_pages_v_blocks_reco_v_service_parameters" USING btree ("_locale");
  CREATE INDEX "__error_pages_v_blocks_reco_v_service_output_config_order_idx" ON "cms"."__error_pages_v_blocks_reco_v_service_output_config" USING btree ("_order");
  CREATE INDEX "__error_pages_v_blocks_reco_v_service_output_config_parent_id_idx" ON "cms"."__error_pages_v_blocks_reco_v_service_output_config" USING btree ("_parent_id");
  CREATE INDEX "__error_pages_v_blocks_reco_v_service_output_config_locale_idx" ON "cms"."__error_pages_v_blocks_reco_v_service_output_config" USING btree ("_locale");
  CREATE INDEX "__error_pages_v_blocks_reco_v_order_idx" ON "cms"."__error_pages_v_blocks_reco_v" USING btree ("_order");
  CREATE INDEX "__error_pages_v_blocks_reco_v_parent_id_idx" ON "cms"."__error_pages_v_blocks_reco_v" USING btree ("_parent_id");
  CREATE INDEX "__error_pages_v_blocks_reco_v_path_idx" ON "cms"."__error_pages_v_blocks_reco_v" USING btree ("_path");
  CREATE INDEX "__error_pages_v_blocks_reco_v_locale_idx" ON "cms"."__error_pages_v_blocks_reco_v" USING btree ("_locale");
  CREATE INDEX "__error_pages_v_blocks_reco_gk_v_parameters_order_idx" ON "cms"."__error_pages_v_blocks_reco_gk_v_parameters" USING btree ("_order");
  CREATE INDEX "__error_pages_v_blocks_reco_gk_v_parameters_parent_id_idx" ON "cms"."__error_pages_v_blocks_reco_gk_v_parameters" USING btree ("_parent_id");
  CREATE INDEX "__error_pages_v_blocks_reco_gk_v_parameters_locale_idx" ON "cms"."__error_pages_v_blocks_reco_gk_v_parameters" USING btree ("_locale");
  CREATE INDEX "__error_pages_v_blocks_reco_gk_v_output_config_order_idx" ON "cms"."__error_pages_v_blocks_reco_gk_v_output_config" USING btree ("_order");
  CREATE INDEX "__error_pages_v_blocks_reco_gk_v_output_config_parent_id_idx" ON "cms"."__error_pages_v_blocks_reco_gk_v_output_config" USING btree ("_parent_id");
  CREATE INDEX "__error_pages_v_blocks_reco_gk_v_output_config_locale_idx" ON "cms"."__error_pages_v_blocks_reco_gk_v_output_config" USING btree ("_locale");
  CREATE INDEX "__error_pages_v_blocks_reco_gk_v_order_idx" ON "cms"."__error_pages_v_blocks_reco_gk_v" USING btree ("_order");
  CREATE INDEX "__error_pages_v_blocks_reco_gk_v_parent_id_idx" ON "cms"."__error_pages_v_blocks_reco_gk_v" USING btree ("_parent_id");
  CREATE INDEX "__error_pages_v_blocks_reco_gk_v_path_idx" ON "cms"."__error_pages_v_blocks_reco_gk_v" USING btree ("_path");
  CREATE INDEX "__error_pages_v_blocks_reco_gk_v_locale_idx" ON "cms"."__error_pages_v_blocks_reco_gk_v" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_blocks_cookie_list_groups_order_idx" ON "cms"."_error_pages_v_blocks_cookie_list_groups" USING btree ("order");
  CREATE INDEX "_error_pages_v_blocks_cookie_list_groups_parent_idx" ON "cms"."_error_pages_v_blocks_cookie_list_groups" USING btree ("parent_id");
  CREATE INDEX "_error_pages_v_blocks_cookie_list_groups_locale_idx" ON "cms"."_error_pages_v_blocks_cookie_list_groups" USING btree ("locale");
  CREATE INDEX "_error_pages_v_blocks_cookie_list_order_idx" ON "cms"."_error_pages_v_blocks_cookie_list" USING btree ("_order");
  CREATE INDEX "_error_pages_v_blocks_cookie_list_parent_id_idx" ON "cms"."_error_pages_v_blocks_cookie_list" USING btree ("_parent_id");
  CREATE INDEX "_error_pages_v_blocks_cookie_list_path_idx" ON "cms"."_error_pages_v_blocks_cookie_list" USING btree ("_path");
  CREATE INDEX "_error_pages_v_blocks_cookie_list_locale_idx" ON "cms"."_error_pages_v_blocks_cookie_list" USING btree ("_locale");
  CREATE INDEX "_error_pages_v_parent_idx" ON "cms"."_error_pages_v" USING btree ("parent_id");
  CREATE INDEX "_error_pages_v_version_version_updated_at_idx" ON "cms"."_error_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_error_pages_v_version_version_created_at_idx" ON "cms"."_error_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_error_pages_v_version_version__status_idx" ON "cms"."_error_pages_v" USING btree ("version__status");
  CREATE INDEX "_error_pages_v_created_at_idx" ON "cms"."_error_pages_v" USING btree ("created_at");
  CREATE INDEX "_error_pages_v_updated_at_idx" ON "cms"."_error_pages_v" USING btree ("updated_at");
  CREATE INDEX "_error_pages_v_snapshot_idx" ON "cms"."_error_pages_v" USING btree ("snapshot");
  CREATE INDEX "_error_pages_v_published_locale_idx" ON "cms"."_error_pages_v" USING btree ("published_locale");
  CREATE INDEX "_error_pages_v_latest_idx" ON "cms"."_error_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_error_pages_v_locales_locale_parent_id_unique" ON "cms"."_error_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_error_pages_v_rels_order_idx" ON "cms"."_error_pages_v_rels" USING btree ("order");
  CREATE INDEX "_error_pages_v_rels_parent_idx" ON "cms"."_error_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_error_pages_v_rels_path_idx" ON "cms"."_error_pages_v_rels" USING btree ("path");
  CREATE INDEX "_error_pages_v_rels_locale_idx" ON "cms"."_error_pages_v_rels" USING btree ("locale");
  CREATE INDEX "_error_pages_v_rels_media_id_idx" ON "cms"."_error_pages_v_rels" USING btree ("media_id","locale");
  CREATE INDEX "page_footers_shops_order_idx" ON "cms"."page_footers_shops" USING btree ("order");
  CREATE INDEX "page_footers_shops_parent_idx" ON "cms"."page_footers_shops" USING btree ("parent_id");
  CREATE INDEX "page_footers_shops_value_idx" ON "cms"."page_footers_shops" USING btree ("value");
  CREATE INDEX "page_footers_link_groups_links_order_idx" ON "cms"."page_footers_link_groups_links" USING btree ("_order");
  CREATE INDEX "page_footers_link_groups_links_parent_id_idx" ON "cms"."page_footers_link_groups_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_footers_link_groups_links_locales_locale_parent_id_uniq" ON "cms"."page_footers_link_groups_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_footers_link_groups_order_idx" ON "cms"."page_footers_link_groups" USING btree ("_order");
  CREATE INDEX "page_footers_link_groups_parent_id_idx" ON "cms"."page_footers_link_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_footers_link_groups_locales_locale_parent_id_unique" ON "cms"."page_footers_link_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_footers_updated_at_idx" ON "cms"."page_footers" USING btree ("updated_at");
  CREATE INDEX "page_footers_created_at_idx" ON "cms"."page_footers" USING btree ("created_at");
  CREATE INDEX "page_footers__status_idx" ON "cms"."page_footers" USING btree ("_status");
  CREATE UNIQUE INDEX "page_footers_locales_locale_parent_id_unique" ON "cms"."page_footers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_footers_v_version_shops_order_idx" ON "cms"."_page_footers_v_version_shops" USING btree ("order");
  CREATE INDEX "_page_footers_v_version_shops_parent_idx" ON "cms"."_page_footers_v_version_shops" USING btree ("parent_id");
  CREATE INDEX "_page_footers_v_version_shops_value_idx" ON "cms"."_page_footers_v_version_shops" USING btree ("value");
  CREATE INDEX "_page_footers_v_version_link_groups_links_order_idx" ON "cms"."_page_footers_v_version_link_groups_links" USING btree ("_order");
  CREATE INDEX "_page_footers_v_version_link_groups_links_parent_id_idx" ON "cms"."_page_footers_v_version_link_groups_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_footers_v_version_link_groups_links_locales_locale_par" ON "cms"."_page_footers_v_version_link_groups_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_footers_v_version_link_groups_order_idx" ON "cms"."_page_footers_v_version_link_groups" USING btree ("_order");
  CREATE INDEX "_page_footers_v_version_link_groups_parent_id_idx" ON "cms"."_page_footers_v_version_link_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_footers_v_version_link_groups_locales_locale_parent_id" ON "cms"."_page_footers_v_version_link_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_footers_v_parent_idx" ON "cms"."_page_footers_v" USING btree ("parent_id");
  CREATE INDEX "_page_footers_v_version_version_updated_at_idx" ON "cms"."_page_footers_v" USING btree ("version_updated_at");
  CREATE INDEX "_page_footers_v_version_version_created_at_idx" ON "cms"."_page_footers_v" USING btree ("version_created_at");
  CREATE INDEX "_page_footers_v_version_version__status_idx" ON "cms"."_page_footers_v" USING btree ("version__status");
  CREATE INDEX "_page_footers_v_created_at_idx" ON "cms"."_page_footers_v" USING btree ("created_at");
  CREATE INDEX "_page_footers_v_updated_at_idx" ON "cms"."_page_footers_v" USING btree ("updated_at");
  CREATE INDEX "_page_footers_v_snapshot_idx" ON "cms"."_page_footers_v" USING btree ("snapshot");
  CREATE INDEX "_page_footers_v_published_locale_idx" ON "cms"."_page_footers_v" USING btree ("published_locale");
  CREATE INDEX "_page_footers_v_latest_idx" ON "cms"."_page_footers_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_page_footers_v_locales_locale_parent_id_unique" ON "cms"."_page_footers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "global_contents_shops_order_idx" ON "cms"."global_contents_shops" USING btree ("order");
  CREATE INDEX "global_contents_shops_parent_idx" ON "cms"."global_contents_shops" USING btree ("parent_id");
  CREATE INDEX "global_contents_shops_value_idx" ON "cms"."global_contents_shops" USING btree ("value");
  CREATE INDEX "global_contents_payment_logos_order_idx" ON "cms"."global_contents_payment_logos" USING btree ("_order");
  CREATE INDEX "global_contents_payment_logos_parent_id_idx" ON "cms"."global_contents_payment_logos" USING btree ("_parent_id");
  CREATE INDEX "global_contents_payment_logos_logo_idx" ON "cms"."global_contents_payment_logos" USING btree ("logo_id");
  CREATE UNIQUE INDEX "global_contents_payment_logos_locales_locale_parent_id_uniqu" ON "cms"."global_contents_payment_logos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "global_contents_updated_at_idx" ON "cms"."global_contents" USING btree ("updated_at");
  CREATE INDEX "global_contents_created_at_idx" ON "cms"."global_contents" USING btree ("created_at");
  CREATE INDEX "global_contents__status_idx" ON "cms"."global_contents" USING btree ("_status");
  CREATE INDEX "_global_contents_v_version_shops_order_idx" ON "cms"."_global_contents_v_version_shops" USING btree ("order");
  CREATE INDEX "_global_contents_v_version_shops_parent_idx" ON "cms"."_global_contents_v_version_shops" USING btree ("parent_id");
  CREATE INDEX "_global_contents_v_version_shops_value_idx" ON "cms"."_global_contents_v_version_shops" USING btree ("value");
  CREATE INDEX "_global_contents_v_version_payment_logos_order_idx" ON "cms"."_global_contents_v_version_payment_logos" USING btree ("_order");
  CREATE INDEX "_global_contents_v_version_payment_logos_parent_id_idx" ON "cms"."_global_contents_v_version_payment_logos" USING btree ("_parent_id");
  CREATE INDEX "_global_contents_v_version_payment_logos_logo_idx" ON "cms"."_global_contents_v_version_payment_logos" USING btree ("logo_id");
  CREATE UNIQUE INDEX "_global_contents_v_version_payment_logos_locales_locale_pare" ON "cms"."_global_contents_v_version_payment_logos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_global_contents_v_parent_idx" ON "cms"."_global_contents_v" USING btree ("parent_id");
  CREATE INDEX "_global_contents_v_version_version_updated_at_idx" ON "cms"."_global_contents_v" USING btree ("version_updated_at");
  CREATE INDEX "_global_contents_v_version_version_created_at_idx" ON "cms"."_global_contents_v" USING btree ("version_created_at");
  CREATE INDEX "_global_contents_v_version_version__status_idx" ON "cms"."_global_contents_v" USING btree ("version__status");
  CREATE INDEX "_global_contents_v_created_at_idx" ON "cms"."_global_contents_v" USING btree ("created_at");
  CREATE INDEX "_global_contents_v_updated_at_idx" ON "cms"."_global_contents_v" USING btree ("updated_at");
  CREATE INDEX "_global_contents_v_snapshot_idx" ON "cms"."_global_contents_v" USING btree ("snapshot");
  CREATE INDEX "_global_contents_v_published_locale_idx" ON "cms"."_global_contents_v" USING btree ("published_locale");
  CREATE INDEX "_global_contents_v_latest_idx" ON "cms"."_global_contents_v" USING btree ("latest");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_error_pages_fk" FOREIGN KEY ("error_pages_id") REFERENCES "cms"."error_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_footers_fk" FOREIGN KEY ("page_footers_id") REFERENCES "cms"."page_footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_global_contents_fk" FOREIGN KEY ("global_contents_id") REFERENCES "cms"."global_contents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_error_pages_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("error_pages_id");
  CREATE INDEX "payload_locked_documents_rels_page_footers_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("page_footers_id");
  CREATE INDEX "payload_locked_documents_rels_global_contents_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("global_contents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."error_pages_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_richtext" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_table_of_contents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_checklist_text_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_checklist" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_dos_donts_text_list_dos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_dos_donts_text_list_donts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_dos_donts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_tip" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_panel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_seo_advice" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_coupon" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_phone_box" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_contact_box" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_button" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_action_button" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_internal_link" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_external_link" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_anchor_link" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_layout_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_layout" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_box" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_modal" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_inline_asset" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_item_asset" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_i_frame" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_insp_item" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_outfit_item" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_reco_service_parameters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_reco_service_output_config" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_reco" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_reco_gk_parameters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_reco_gk_output_config" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_reco_gk" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_cookie_list_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_blocks_cookie_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."error_pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_version_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_richtext" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_table_of_contents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_checklist_text_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_checklist" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_dos_donts_text_list_dos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_dos_donts_text_list_donts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_dos_donts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_tip" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_panel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_seo_advice" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_coupon" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_phone_box" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_contact_box" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_button" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_action_button" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_internal_link" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_external_link" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_anchor_link" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_layout_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_layout" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_box" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_modal" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_inline_asset" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."__error_pages_v_blocks_item_asset_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_i_frame" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."__error_pages_v_blocks_insp_item_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_outfit_item" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."__error_pages_v_blocks_reco_v_service_parameters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."__error_pages_v_blocks_reco_v_service_output_config" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."__error_pages_v_blocks_reco_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."__error_pages_v_blocks_reco_gk_v_parameters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."__error_pages_v_blocks_reco_gk_v_output_config" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."__error_pages_v_blocks_reco_gk_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_cookie_list_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_blocks_cookie_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_error_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."page_footers_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."page_footers_link_groups_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."page_footers_link_groups_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."page_footers_link_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."page_footers_link_groups_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."page_footers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."page_footers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_page_footers_v_version_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_page_footers_v_version_link_groups_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_page_footers_v_version_link_groups_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_page_footers_v_version_link_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_page_footers_v_version_link_groups_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_page_footers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_page_footers_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."global_contents_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."global_contents_payment_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."global_contents_payment_logos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."global_contents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_global_contents_v_version_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_global_contents_v_version_payment_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_global_contents_v_version_payment_logos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_global_contents_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."error_pages_shops" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_richtext" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_text" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_table_of_contents" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_accordion_items" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_accordion" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_checklist_text_list" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_checklist" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_dos_donts_text_list_dos" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_dos_donts_text_list_donts" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_dos_donts" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_tip" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_panel" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_seo_advice" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_coupon" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_phone_box" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_contact_box" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_button" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_action_button" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_internal_link" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_external_link" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_anchor_link" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_layout_columns" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_layout" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_box" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_card" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_banner" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_modal" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_inline_asset" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_item_asset" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_video" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_i_frame" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_insp_item" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_outfit_item" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_reco_service_parameters" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_reco_service_output_config" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_reco" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_reco_gk_parameters" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_reco_gk_output_config" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_reco_gk" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_cookie_list_groups" CASCADE;
  DROP TABLE "cms"."error_pages_blocks_cookie_list" CASCADE;
  DROP TABLE "cms"."error_pages" CASCADE;
  DROP TABLE "cms"."error_pages_locales" CASCADE;
  DROP TABLE "cms"."error_pages_rels" CASCADE;
  DROP TABLE "cms"."_error_pages_v_version_shops" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_richtext" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_text" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_table_of_contents" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_accordion_items" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_accordion" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_checklist_text_list" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_checklist" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_dos_donts_text_list_dos" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_dos_donts_text_list_donts" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_dos_donts" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_tip" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_panel" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_seo_advice" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_coupon" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_phone_box" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_contact_box" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_button" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_action_button" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_internal_link" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_external_link" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_anchor_link" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_layout_columns" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_layout" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_box" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_card" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_banner" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_modal" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_inline_asset" CASCADE;
  DROP TABLE "cms"."__error_pages_v_blocks_item_asset_v" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_video" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_i_frame" CASCADE;
  DROP TABLE "cms"."__error_pages_v_blocks_insp_item_v" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_outfit_item" CASCADE;
  DROP TABLE "cms"."__error_pages_v_blocks_reco_v_service_parameters" CASCADE;
  DROP TABLE "cms"."__error_pages_v_blocks_reco_v_service_output_config" CASCADE;
  DROP TABLE "cms"."__error_pages_v_blocks_reco_v" CASCADE;
  DROP TABLE "cms"."__error_pages_v_blocks_reco_gk_v_parameters" CASCADE;
  DROP TABLE "cms"."__error_pages_v_blocks_reco_gk_v_output_config" CASCADE;
  DROP TABLE "cms"."__error_pages_v_blocks_reco_gk_v" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_cookie_list_groups" CASCADE;
  DROP TABLE "cms"."_error_pages_v_blocks_cookie_list" CASCADE;
  DROP TABLE "cms"."_error_pages_v" CASCADE;
  DROP TABLE "cms"."_error_pages_v_locales" CASCADE;
  DROP TABLE "cms"."_error_pages_v_rels" CASCADE;
  DROP TABLE "cms"."page_footers_shops" CASCADE;
  DROP TABLE "cms"."page_footers_link_groups_links" CASCADE;
  DROP TABLE "cms"."page_footers_link_groups_links_locales" CASCADE;
  DROP TABLE "cms"."page_footers_link_groups" CASCADE;
  DROP TABLE "cms"."page_footers_link_groups_locales" CASCADE;
  DROP TABLE "cms"."page_footers" CASCADE;
  DROP TABLE "cms"."page_footers_locales" CASCADE;
  DROP TABLE "cms"."_page_footers_v_version_shops" CASCADE;
  DROP TABLE "cms"."_page_footers_v_version_link_groups_links" CASCADE;
  DROP TABLE "cms"."_page_footers_v_version_link_groups_links_locales" CASCADE;
  DROP TABLE "cms"."_page_footers_v_version_link_groups" CASCADE;
  DROP TABLE "cms"."_page_footers_v_version_link_groups_locales" CASCADE;
  DROP TABLE "cms"."_page_footers_v" CASCADE;
  DROP TABLE "cms"."_page_footers_v_locales" CASCADE;
  DROP TABLE "cms"."global_contents_shops" CASCADE;
  DROP TABLE "cms"."global_contents_payment_logos" CASCADE;
  DROP TABLE "cms"."global_contents_payment_logos_locales" CASCADE;
  DROP TABLE "cms"."global_contents" CASCADE;
  DROP TABLE "cms"."_global_contents_v_version_shops" CASCADE;
  DROP TABLE "cms"."_global_contents_v_version_payment_logos" CASCADE;
  DROP TABLE "cms"."_global_contents_v_version_payment_logos_locales" CASCADE;
  DROP TABLE "cms"."_global_contents_v" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_error_pages_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_footers_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_global_contents_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_error_pages_id_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_page_footers_id_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_global_contents_id_idx";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "error_pages_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "page_footers_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "global_contents_id";
  DROP TYPE "cms"."enum_error_pages_shops";
  DROP TYPE "cms"."enum_error_pages_blocks_text_style";
  DROP TYPE "cms"."enum_error_pages_blocks_coupon_layout_color";
  DROP TYPE "cms"."enum_error_pages_blocks_phone_box_icon";
  DROP TYPE "cms"."enum_error_pages_blocks_phone_box_disclaimer_icon";
  DROP TYPE "cms"."enum_error_pages_blocks_contact_box_icon";
  DROP TYPE "cms"."enum_error_pages_blocks_button_color";
  DROP TYPE "cms"."enum_error_pages_blocks_action_button_type";
  DROP TYPE "cms"."error_pages_blocks_layout_columns_blocks_h_align";
  DROP TYPE "cms"."enum_error_pages_blocks_layout_ratio";
  DROP TYPE "cms"."error_pages_blocks_layout_blocks_v_align";
  DROP TYPE "cms"."enum_error_pages_blocks_layout_max_page_width";
  DROP TYPE "cms"."enum_error_pages_blocks_box_layout_color";
  DROP TYPE "cms"."enum_error_pages_blocks_card_image_ratio";
  DROP TYPE "cms"."enum_error_pages_blocks_card_layout_color";
  DROP TYPE "cms"."enum_error_pages_blocks_banner_layout_color";
  DROP TYPE "cms"."enum_error_pages_blocks_inline_asset_alignment";
  DROP TYPE "cms"."enum_error_pages_blocks_item_asset_image_ratio";
  DROP TYPE "cms"."enum_error_pages_blocks_item_asset_type";
  DROP TYPE "cms"."enum_error_pages_blocks_item_asset_alignment";
  DROP TYPE "cms"."enum_error_pages_blocks_insp_item_layout_color";
  DROP TYPE "cms"."enum_error_pages_blocks_outfit_item_image_ratio";
  DROP TYPE "cms"."enum_error_pages_blocks_reco_recommendation_type";
  DROP TYPE "cms"."enum_error_pages_blocks_reco_display_type";
  DROP TYPE "cms"."enum_error_pages_blocks_cookie_list_groups";
  DROP TYPE "cms"."enum_error_pages_kind";
  DROP TYPE "cms"."enum_error_pages_status";
  DROP TYPE "cms"."enum__error_pages_v_version_shops";
  DROP TYPE "cms"."enum__error_pages_v_blocks_text_style";
  DROP TYPE "cms"."enum__error_pages_v_blocks_coupon_layout_color";
  DROP TYPE "cms"."enum__error_pages_v_blocks_phone_box_icon";
  DROP TYPE "cms"."enum__error_pages_v_blocks_phone_box_disclaimer_icon";
  DROP TYPE "cms"."enum__error_pages_v_blocks_contact_box_icon";
  DROP TYPE "cms"."enum__error_pages_v_blocks_button_color";
  DROP TYPE "cms"."enum__error_pages_v_blocks_action_button_type";
  DROP TYPE "cms"."_error_pages_v_blocks_layout_columns_blocks_h_align";
  DROP TYPE "cms"."enum__error_pages_v_blocks_layout_ratio";
  DROP TYPE "cms"."_error_pages_v_blocks_layout_blocks_v_align";
  DROP TYPE "cms"."enum__error_pages_v_blocks_layout_max_page_width";
  DROP TYPE "cms"."enum__error_pages_v_blocks_box_layout_color";
  DROP TYPE "cms"."enum__error_pages_v_blocks_card_image_ratio";
  DROP TYPE "cms"."enum__error_pages_v_blocks_card_layout_color";
  DROP TYPE "cms"."enum__error_pages_v_blocks_banner_layout_color";
  DROP TYPE "cms"."enum__error_pages_v_blocks_inline_asset_alignment";
  DROP TYPE "cms"."enum___error_pages_v_blocks_item_asset_v_image_ratio";
  DROP TYPE "cms"."enum___error_pages_v_blocks_item_asset_v_type";
  DROP TYPE "cms"."enum___error_pages_v_blocks_item_asset_v_alignment";
  DROP TYPE "cms"."enum___error_pages_v_blocks_insp_item_v_layout_color";
  DROP TYPE "cms"."enum__error_pages_v_blocks_outfit_item_image_ratio";
  DROP TYPE "cms"."enum___error_pages_v_blocks_reco_v_recommendation_type";
  DROP TYPE "cms"."enum___error_pages_v_blocks_reco_v_display_type";
  DROP TYPE "cms"."enum__error_pages_v_blocks_cookie_list_groups";
  DROP TYPE "cms"."enum__error_pages_v_version_kind";
  DROP TYPE "cms"."enum__error_pages_v_version_status";
  DROP TYPE "cms"."enum__error_pages_v_published_locale";
  DROP TYPE "cms"."enum_page_footers_shops";
  DROP TYPE "cms"."enum_page_footers_status";
  DROP TYPE "cms"."enum__page_footers_v_version_shops";
  DROP TYPE "cms"."enum__page_footers_v_version_status";
  DROP TYPE "cms"."enum__page_footers_v_published_locale";
  DROP TYPE "cms"."enum_global_contents_shops";
  DROP TYPE "cms"."enum_global_contents_status";
  DROP TYPE "cms"."enum__global_contents_v_version_shops";
  DROP TYPE "cms"."enum__global_contents_v_version_status";
  DROP TYPE "cms"."enum__global_contents_v_published_locale";`)
}
