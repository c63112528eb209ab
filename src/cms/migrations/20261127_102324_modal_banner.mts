import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_modals_blocks_modal_banner_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TYPE "cms"."enum__modals_v_blocks_modal_banner_layout_color" AS ENUM('Primary', 'Highlighted', 'Sale', 'BlackSale', 'Loyalty', 'NeonLime', 'MegaPrice');
  CREATE TABLE "cms"."modals_blocks_modal_banner" (
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
  	"layout_color" "cms"."enum_modals_blocks_modal_banner_layout_color" DEFAULT 'Primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "cms"."_modals_v_blocks_modal_banner" (
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
  	"layout_color" "cms"."enum__modals_v_blocks_modal_banner_layout_color" DEFAULT 'Primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "cms"."modals_blocks_modal_banner" ADD CONSTRAINT "modals_blocks_modal_banner_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."modals_blocks_modal_banner" ADD CONSTRAINT "modals_blocks_modal_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."modals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_modals_v_blocks_modal_banner" ADD CONSTRAINT "_modals_v_blocks_modal_banner_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_modals_v_blocks_modal_banner" ADD CONSTRAINT "_modals_v_blocks_modal_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_modals_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "modals_blocks_modal_banner_order_idx" ON "cms"."modals_blocks_modal_banner" USING btree ("_order");
  CREATE INDEX "modals_blocks_modal_banner_parent_id_idx" ON "cms"."modals_blocks_modal_banner" USING btree ("_parent_id");
  CREATE INDEX "modals_blocks_modal_banner_path_idx" ON "cms"."modals_blocks_modal_banner" USING btree ("_path");
  CREATE INDEX "modals_blocks_modal_banner_locale_idx" ON "cms"."modals_blocks_modal_banner" USING btree ("_locale");
  CREATE INDEX "modals_blocks_modal_banner_banner_image_idx" ON "cms"."modals_blocks_modal_banner" USING btree ("banner_image_id");
  CREATE INDEX "_modals_v_blocks_modal_banner_order_idx" ON "cms"."_modals_v_blocks_modal_banner" USING btree ("_order");
  CREATE INDEX "_modals_v_blocks_modal_banner_parent_id_idx" ON "cms"."_modals_v_blocks_modal_banner" USING btree ("_parent_id");
  CREATE INDEX "_modals_v_blocks_modal_banner_path_idx" ON "cms"."_modals_v_blocks_modal_banner" USING btree ("_path");
  CREATE INDEX "_modals_v_blocks_modal_banner_locale_idx" ON "cms"."_modals_v_blocks_modal_banner" USING btree ("_locale");
  CREATE INDEX "_modals_v_blocks_modal_banner_banner_image_idx" ON "cms"."_modals_v_blocks_modal_banner" USING btree ("banner_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."modals_blocks_modal_banner" CASCADE;
  DROP TABLE "cms"."_modals_v_blocks_modal_banner" CASCADE;
  DROP TYPE "cms"."enum_modals_blocks_modal_banner_layout_color";
  DROP TYPE "cms"."enum__modals_v_blocks_modal_banner_layout_color";`)
}
