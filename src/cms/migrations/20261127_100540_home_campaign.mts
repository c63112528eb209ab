import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cms"."home_pages_category_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category_id" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "cms"."home_pages_category_tiles_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."_home_pages_v_version_category_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"category_id" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_home_pages_v_version_category_tiles_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."home_pages_locales" ADD COLUMN "promotion_carousel_title" varchar;
  ALTER TABLE "cms"."home_pages_rels" ADD COLUMN "promotions_id" integer;
  ALTER TABLE "cms"."_home_pages_v_locales" ADD COLUMN "version_promotion_carousel_title" varchar;
  ALTER TABLE "cms"."_home_pages_v_rels" ADD COLUMN "promotions_id" integer;
  ALTER TABLE "cms"."home_pages_category_tiles" ADD CONSTRAINT "home_pages_category_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."home_pages_category_tiles" ADD CONSTRAINT "home_pages_category_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."home_pages_category_tiles_locales" ADD CONSTRAINT "home_pages_category_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."home_pages_category_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_pages_v_version_category_tiles" ADD CONSTRAINT "_home_pages_v_version_category_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_home_pages_v_version_category_tiles" ADD CONSTRAINT "_home_pages_v_version_category_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_pages_v_version_category_tiles_locales" ADD CONSTRAINT "_home_pages_v_version_category_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_home_pages_v_version_category_tiles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_pages_category_tiles_order_idx" ON "cms"."home_pages_category_tiles" USING btree ("_order");
  CREATE INDEX "home_pages_category_tiles_parent_id_idx" ON "cms"."home_pages_category_tiles" USING btree ("_parent_id");
  CREATE INDEX "home_pages_category_tiles_image_idx" ON "cms"."home_pages_category_tiles" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_pages_category_tiles_locales_locale_parent_id_unique" ON "cms"."home_pages_category_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_pages_v_version_category_tiles_order_idx" ON "cms"."_home_pages_v_version_category_tiles" USING btree ("_order");
  CREATE INDEX "_home_pages_v_version_category_tiles_parent_id_idx" ON "cms"."_home_pages_v_version_category_tiles" USING btree ("_parent_id");
  CREATE INDEX "_home_pages_v_version_category_tiles_image_idx" ON "cms"."_home_pages_v_version_category_tiles" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_pages_v_version_category_tiles_locales_locale_parent_i" ON "cms"."_home_pages_v_version_category_tiles_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "cms"."home_pages_rels" ADD CONSTRAINT "home_pages_rels_promotions_fk" FOREIGN KEY ("promotions_id") REFERENCES "cms"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_home_pages_v_rels" ADD CONSTRAINT "_home_pages_v_rels_promotions_fk" FOREIGN KEY ("promotions_id") REFERENCES "cms"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_pages_rels_promotions_id_idx" ON "cms"."home_pages_rels" USING btree ("promotions_id","locale");
  CREATE INDEX "_home_pages_v_rels_promotions_id_idx" ON "cms"."_home_pages_v_rels" USING btree ("promotions_id","locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."home_pages_category_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."home_pages_category_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_home_pages_v_version_category_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_home_pages_v_version_category_tiles_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."home_pages_category_tiles" CASCADE;
  DROP TABLE "cms"."home_pages_category_tiles_locales" CASCADE;
  DROP TABLE "cms"."_home_pages_v_version_category_tiles" CASCADE;
  DROP TABLE "cms"."_home_pages_v_version_category_tiles_locales" CASCADE;
  ALTER TABLE "cms"."home_pages_rels" DROP CONSTRAINT "home_pages_rels_promotions_fk";
  
  ALTER TABLE "cms"."_home_pages_v_rels" DROP CONSTRAINT "_home_pages_v_rels_promotions_fk";
  
  DROP INDEX "cms"."home_pages_rels_promotions_id_idx";
  DROP INDEX "cms"."_home_pages_v_rels_promotions_id_idx";
  ALTER TABLE "cms"."home_pages_locales" DROP COLUMN "promotion_carousel_title";
  ALTER TABLE "cms"."home_pages_rels" DROP COLUMN "promotions_id";
  ALTER TABLE "cms"."_home_pages_v_locales" DROP COLUMN "version_promotion_carousel_title";
  ALTER TABLE "cms"."_home_pages_v_rels" DROP COLUMN "promotions_id";`)
}
