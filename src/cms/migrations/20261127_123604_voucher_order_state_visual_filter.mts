import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_visual_filters_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum_visual_filters_filter_id" AS ENUM('alloy', 'ankle', 'armLength', 'backNeckline', 'braceletMaterial', 'brandCut', 'care', 'classification', 'cleaning', 'clockFace', 'collar', 'comfortLevel', 'covertype', 'cup', 'detail', 'fabric', 'fastener', 'filling', 'filterSize', 'fly', 'form', 'heatDegree', 'heelHeight', 'hood', 'hosiery', 'jewelleryColor', 'jewelleryLength', 'knit', 'length', 'lining', 'mainMaterial', 'materialFunction', 'mattressThickness', 'mattressType', 'measures', 'neckline', 'occasion', 'packageSize', 'panelStyle', 'pattern', 'pockets', 'searchColor', 'seasonal', 'shape', 'shaping', 'sheetHeight', 'shoeWidth', 'sizeGuide', 'sleeveStyle', 'stone', 'straps', 'sustainability', 'thermalRating', 'thigh', 'trademark', 'transparency', 'type', 'typeBra', 'typeCarpet', 'underwire', 'upperMaterial', 'use', 'waistband', 'waistline');
  CREATE TYPE "cms"."enum_visual_filters_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__visual_filters_v_version_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum__visual_filters_v_version_filter_id" AS ENUM('alloy', 'ankle', 'armLength', 'backNeckline', 'braceletMaterial', 'brandCut', 'care', 'classification', 'cleaning', 'clockFace', 'collar', 'comfortLevel', 'covertype', 'cup', 'detail', 'fabric', 'fastener', 'filling', 'filterSize', 'fly', 'form', 'heatDegree', 'heelHeight', 'hood', 'hosiery', 'jewelleryColor', 'jewelleryLength', 'knit', 'length', 'lining', 'mainMaterial', 'materialFunction', 'mattressThickness', 'mattressType', 'measures', 'neckline', 'occasion', 'packageSize', 'panelStyle', 'pattern', 'pockets', 'searchColor', 'seasonal', 'shape', 'shaping', 'sheetHeight', 'shoeWidth', 'sizeGuide', 'sleeveStyle', 'stone', 'straps', 'sustainability', 'thermalRating', 'thigh', 'trademark', 'transparency', 'type', 'typeBra', 'typeCarpet', 'underwire', 'upperMaterial', 'use', 'waistband', 'waistline');
  CREATE TYPE "cms"."enum__visual_filters_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__visual_filters_v_published_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK');
  CREATE TYPE "cms"."enum_vouchers_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum_vouchers_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__vouchers_v_version_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum__vouchers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__vouchers_v_published_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK');
  CREATE TYPE "cms"."enum_order_states_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum_order_states_state" AS ENUM('placed', 'announced', 'inTransit', 'inDeliveryDepot', 'outForDelivery', 'delivered');
  CREATE TYPE "cms"."enum_order_states_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__order_states_v_version_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum__order_states_v_version_state" AS ENUM('placed', 'announced', 'inTransit', 'inDeliveryDepot', 'outForDelivery', 'delivered');
  CREATE TYPE "cms"."enum__order_states_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__order_states_v_published_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK');
  CREATE TABLE "cms"."visual_filters_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_visual_filters_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."visual_filters_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"choice_id" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "cms"."visual_filters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"filter_id" "cms"."enum_visual_filters_filter_id",
  	"keep_order" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_visual_filters_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."visual_filters_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."_visual_filters_v_version_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__visual_filters_v_version_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_visual_filters_v_version_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"choice_id" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_visual_filters_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_filter_id" "cms"."enum__visual_filters_v_version_filter_id",
  	"version_keep_order" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__visual_filters_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__visual_filters_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_visual_filters_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."vouchers_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_vouchers_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."vouchers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_vouchers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."vouchers_locales" (
  	"title" varchar,
  	"conditions" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_vouchers_v_version_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__vouchers_v_version_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_vouchers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_code" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__vouchers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__vouchers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_vouchers_v_locales" (
  	"version_title" varchar,
  	"version_conditions" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."order_states_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_order_states_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."order_states" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"state" "cms"."enum_order_states_state",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_order_states_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."order_states_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_order_states_v_version_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__order_states_v_version_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_order_states_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_state" "cms"."enum__order_states_v_version_state",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__order_states_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__order_states_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_order_states_v_locales" (
  	"version_headline" varchar,
  	"version_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "visual_filters_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "vouchers_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "order_states_id" integer;
  ALTER TABLE "cms"."visual_filters_shops" ADD CONSTRAINT "visual_filters_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."visual_filters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."visual_filters_choices" ADD CONSTRAINT "visual_filters_choices_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."visual_filters_choices" ADD CONSTRAINT "visual_filters_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."visual_filters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."visual_filters_texts" ADD CONSTRAINT "visual_filters_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."visual_filters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_visual_filters_v_version_shops" ADD CONSTRAINT "_visual_filters_v_version_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_visual_filters_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_visual_filters_v_version_choices" ADD CONSTRAINT "_visual_filters_v_version_choices_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_visual_filters_v_version_choices" ADD CONSTRAINT "_visual_filters_v_version_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_visual_filters_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_visual_filters_v" ADD CONSTRAINT "_visual_filters_v_parent_id_visual_filters_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."visual_filters"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_visual_filters_v_texts" ADD CONSTRAINT "_visual_filters_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_visual_filters_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."vouchers_shops" ADD CONSTRAINT "vouchers_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."vouchers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."vouchers_locales" ADD CONSTRAINT "vouchers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."vouchers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_vouchers_v_version_shops" ADD CONSTRAINT "_vouchers_v_version_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_vouchers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_vouchers_v" ADD CONSTRAINT "_vouchers_v_parent_id_vouchers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."vouchers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_vouchers_v_locales" ADD CONSTRAINT "_vouchers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_vouchers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."order_states_shops" ADD CONSTRAINT "order_states_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."order_states"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."order_states_locales" ADD CONSTRAINT "order_states_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."order_states"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_order_states_v_version_shops" ADD CONSTRAINT "_order_states_v_version_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_order_states_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_order_states_v" ADD CONSTRAINT "_order_states_v_parent_id_order_states_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."order_states"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_order_states_v_locales" ADD CONSTRAINT "_order_states_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_order_states_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "visual_filters_shops_order_idx" ON "cms"."visual_filters_shops" USING btree ("order");
  CREATE INDEX "visual_filters_shops_parent_idx" ON "cms"."visual_filters_shops" USING btree ("parent_id");
  CREATE INDEX "visual_filters_shops_value_idx" ON "cms"."visual_filters_shops" USING btree ("value");
  CREATE INDEX "visual_filters_choices_order_idx" ON "cms"."visual_filters_choices" USING btree ("_order");
  CREATE INDEX "visual_filters_choices_parent_id_idx" ON "cms"."visual_filters_choices" USING btree ("_parent_id");
  CREATE INDEX "visual_filters_choices_image_idx" ON "cms"."visual_filters_choices" USING btree ("image_id");
  CREATE INDEX "visual_filters_updated_at_idx" ON "cms"."visual_filters" USING btree ("updated_at");
  CREATE INDEX "visual_filters_created_at_idx" ON "cms"."visual_filters" USING btree ("created_at");
  CREATE INDEX "visual_filters__status_idx" ON "cms"."visual_filters" USING btree ("_status");
  CREATE INDEX "visual_filters_texts_order_parent" ON "cms"."visual_filters_texts" USING btree ("order","parent_id");
  CREATE INDEX "_visual_filters_v_version_shops_order_idx" ON "cms"."_visual_filters_v_version_shops" USING btree ("order");
  CREATE INDEX "_visual_filters_v_version_shops_parent_idx" ON "cms"."_visual_filters_v_version_shops" USING btree ("parent_id");
  CREATE INDEX "_visual_filters_v_version_shops_value_idx" ON "cms"."_visual_filters_v_version_shops" USING btree ("value");
  CREATE INDEX "_visual_filters_v_version_choices_order_idx" ON "cms"."_visual_filters_v_version_choices" USING btree ("_order");
  CREATE INDEX "_visual_filters_v_version_choices_parent_id_idx" ON "cms"."_visual_filters_v_version_choices" USING btree ("_parent_id");
  CREATE INDEX "_visual_filters_v_version_choices_image_idx" ON "cms"."_visual_filters_v_version_choices" USING btree ("image_id");
  CREATE INDEX "_visual_filters_v_parent_idx" ON "cms"."_visual_filters_v" USING btree ("parent_id");
  CREATE INDEX "_visual_filters_v_version_version_updated_at_idx" ON "cms"."_visual_filters_v" USING btree ("version_updated_at");
  CREATE INDEX "_visual_filters_v_version_version_created_at_idx" ON "cms"."_visual_filters_v" USING btree ("version_created_at");
  CREATE INDEX "_visual_filters_v_version_version__status_idx" ON "cms"."_visual_filters_v" USING btree ("version__status");
  CREATE INDEX "_visual_filters_v_created_at_idx" ON "cms"."_visual_filters_v" USING btree ("created_at");
  CREATE INDEX "_visual_filters_v_updated_at_idx" ON "cms"."_visual_filters_v" USING btree ("updated_at");
  CREATE INDEX "_visual_filters_v_snapshot_idx" ON "cms"."_visual_filters_v" USING btree ("snapshot");
  CREATE INDEX "_visual_filters_v_published_locale_idx" ON "cms"."_visual_filters_v" USING btree ("published_locale");
  CREATE INDEX "_visual_filters_v_latest_idx" ON "cms"."_visual_filters_v" USING btree ("latest");
  CREATE INDEX "_visual_filters_v_texts_order_parent" ON "cms"."_visual_filters_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "vouchers_shops_order_idx" ON "cms"."vouchers_shops" USING btree ("order");
  CREATE INDEX "vouchers_shops_parent_idx" ON "cms"."vouchers_shops" USING btree ("parent_id");
  CREATE INDEX "vouchers_shops_value_idx" ON "cms"."vouchers_shops" USING btree ("value");
  CREATE INDEX "vouchers_code_idx" ON "cms"."vouchers" USING btree ("code");
  CREATE INDEX "vouchers_updated_at_idx" ON "cms"."vouchers" USING btree ("updated_at");
  CREATE INDEX "vouchers_created_at_idx" ON "cms"."vouchers" USING btree ("created_at");
  CREATE INDEX "vouchers__status_idx" ON "cms"."vouchers" USING btree ("_status");
  CREATE UNIQUE INDEX "vouchers_locales_locale_parent_id_unique" ON "cms"."vouchers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_vouchers_v_version_shops_order_idx" ON "cms"."_vouchers_v_version_shops" USING btree ("order");
  CREATE INDEX "_vouchers_v_version_shops_parent_idx" ON "cms"."_vouchers_v_version_shops" USING btree ("parent_id");
  CREATE INDEX "_vouchers_v_version_shops_value_idx" ON "cms"."_vouchers_v_version_shops" USING btree ("value");
  CREATE INDEX "_vouchers_v_parent_idx" ON "cms"."_vouchers_v" USING btree ("parent_id");
  CREATE INDEX "_vouchers_v_version_version_code_idx" ON "cms"."_vouchers_v" USING btree ("version_code");
  CREATE INDEX "_vouchers_v_version_version_updated_at_idx" ON "cms"."_vouchers_v" USING btree ("version_updated_at");
  CREATE INDEX "_vouchers_v_version_version_created_at_idx" ON "cms"."_vouchers_v" USING btree ("version_created_at");
  CREATE INDEX "_vouchers_v_version_version__status_idx" ON "cms"."_vouchers_v" USING btree ("version__status");
  CREATE INDEX "_vouchers_v_created_at_idx" ON "cms"."_vouchers_v" USING btree ("created_at");
  CREATE INDEX "_vouchers_v_updated_at_idx" ON "cms"."_vouchers_v" USING btree ("updated_at");
  CREATE INDEX "_vouchers_v_snapshot_idx" ON "cms"."_vouchers_v" USING btree ("snapshot");
  CREATE INDEX "_vouchers_v_published_locale_idx" ON "cms"."_vouchers_v" USING btree ("published_locale");
  CREATE INDEX "_vouchers_v_latest_idx" ON "cms"."_vouchers_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_vouchers_v_locales_locale_parent_id_unique" ON "cms"."_vouchers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "order_states_shops_order_idx" ON "cms"."order_states_shops" USING btree ("order");
  CREATE INDEX "order_states_shops_parent_idx" ON "cms"."order_states_shops" USING btree ("parent_id");
  CREATE INDEX "order_states_shops_value_idx" ON "cms"."order_states_shops" USING btree ("value");
  CREATE INDEX "order_states_state_idx" ON "cms"."order_states" USING btree ("state");
  CREATE INDEX "order_states_updated_at_idx" ON "cms"."order_states" USING btree ("updated_at");
  CREATE INDEX "order_states_created_at_idx" ON "cms"."order_states" USING btree ("created_at");
  CREATE INDEX "order_states__status_idx" ON "cms"."order_states" USING btree ("_status");
  CREATE UNIQUE INDEX "order_states_locales_locale_parent_id_unique" ON "cms"."order_states_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_order_states_v_version_shops_order_idx" ON "cms"."_order_states_v_version_shops" USING btree ("order");
  CREATE INDEX "_order_states_v_version_shops_parent_idx" ON "cms"."_order_states_v_version_shops" USING btree ("parent_id");
  CREATE INDEX "_order_states_v_version_shops_value_idx" ON "cms"."_order_states_v_version_shops" USING btree ("value");
  CREATE INDEX "_order_states_v_parent_idx" ON "cms"."_order_states_v" USING btree ("parent_id");
  CREATE INDEX "_order_states_v_version_version_state_idx" ON "cms"."_order_states_v" USING btree ("version_state");
  CREATE INDEX "_order_states_v_version_version_updated_at_idx" ON "cms"."_order_states_v" USING btree ("version_updated_at");
  CREATE INDEX "_order_states_v_version_version_created_at_idx" ON "cms"."_order_states_v" USING btree ("version_created_at");
  CREATE INDEX "_order_states_v_version_version__status_idx" ON "cms"."_order_states_v" USING btree ("version__status");
  CREATE INDEX "_order_states_v_created_at_idx" ON "cms"."_order_states_v" USING btree ("created_at");
  CREATE INDEX "_order_states_v_updated_at_idx" ON "cms"."_order_states_v" USING btree ("updated_at");
  CREATE INDEX "_order_states_v_snapshot_idx" ON "cms"."_order_states_v" USING btree ("snapshot");
  CREATE INDEX "_order_states_v_published_locale_idx" ON "cms"."_order_states_v" USING btree ("published_locale");
  CREATE INDEX "_order_states_v_latest_idx" ON "cms"."_order_states_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_order_states_v_locales_locale_parent_id_unique" ON "cms"."_order_states_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visual_filters_fk" FOREIGN KEY ("visual_filters_id") REFERENCES "cms"."visual_filters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vouchers_fk" FOREIGN KEY ("vouchers_id") REFERENCES "cms"."vouchers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_states_fk" FOREIGN KEY ("order_states_id") REFERENCES "cms"."order_states"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_visual_filters_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("visual_filters_id");
  CREATE INDEX "payload_locked_documents_rels_vouchers_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("vouchers_id");
  CREATE INDEX "payload_locked_documents_rels_order_states_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("order_states_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."visual_filters_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."visual_filters_choices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."visual_filters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."visual_filters_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_visual_filters_v_version_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_visual_filters_v_version_choices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_visual_filters_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_visual_filters_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."vouchers_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."vouchers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."vouchers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_vouchers_v_version_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_vouchers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_vouchers_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."order_states_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."order_states" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."order_states_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_order_states_v_version_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_order_states_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_order_states_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."visual_filters_shops" CASCADE;
  DROP TABLE "cms"."visual_filters_choices" CASCADE;
  DROP TABLE "cms"."visual_filters" CASCADE;
  DROP TABLE "cms"."visual_filters_texts" CASCADE;
  DROP TABLE "cms"."_visual_filters_v_version_shops" CASCADE;
  DROP TABLE "cms"."_visual_filters_v_version_choices" CASCADE;
  DROP TABLE "cms"."_visual_filters_v" CASCADE;
  DROP TABLE "cms"."_visual_filters_v_texts" CASCADE;
  DROP TABLE "cms"."vouchers_shops" CASCADE;
  DROP TABLE "cms"."vouchers" CASCADE;
  DROP TABLE "cms"."vouchers_locales" CASCADE;
  DROP TABLE "cms"."_vouchers_v_version_shops" CASCADE;
  DROP TABLE "cms"."_vouchers_v" CASCADE;
  DROP TABLE "cms"."_vouchers_v_locales" CASCADE;
  DROP TABLE "cms"."order_states_shops" CASCADE;
  DROP TABLE "cms"."order_states" CASCADE;
  DROP TABLE "cms"."order_states_locales" CASCADE;
  DROP TABLE "cms"."_order_states_v_version_shops" CASCADE;
  DROP TABLE "cms"."_order_states_v" CASCADE;
  DROP TABLE "cms"."_order_states_v_locales" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visual_filters_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vouchers_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_states_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_visual_filters_id_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_vouchers_id_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_order_states_id_idx";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "visual_filters_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "vouchers_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "order_states_id";
  DROP TYPE "cms"."enum_visual_filters_shops";
  DROP TYPE "cms"."enum_visual_filters_filter_id";
  DROP TYPE "cms"."enum_visual_filters_status";
  DROP TYPE "cms"."enum__visual_filters_v_version_shops";
  DROP TYPE "cms"."enum__visual_filters_v_version_filter_id";
  DROP TYPE "cms"."enum__visual_filters_v_version_status";
  DROP TYPE "cms"."enum__visual_filters_v_published_locale";
  DROP TYPE "cms"."enum_vouchers_shops";
  DROP TYPE "cms"."enum_vouchers_status";
  DROP TYPE "cms"."enum__vouchers_v_version_shops";
  DROP TYPE "cms"."enum__vouchers_v_version_status";
  DROP TYPE "cms"."enum__vouchers_v_published_locale";
  DROP TYPE "cms"."enum_order_states_shops";
  DROP TYPE "cms"."enum_order_states_state";
  DROP TYPE "cms"."enum_order_states_status";
  DROP TYPE "cms"."enum__order_states_v_version_shops";
  DROP TYPE "cms"."enum__order_states_v_version_state";
  DROP TYPE "cms"."enum__order_states_v_version_status";
  DROP TYPE "cms"."enum__order_states_v_published_locale";`)
}
