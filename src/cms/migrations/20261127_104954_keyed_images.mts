import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_keyed_images_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum_keyed_images_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__keyed_images_v_version_shops" AS ENUM('sophie-de', 'lindgard-at', 'lindgard-de', 'lindgard-ch', 'lindgard-chfr', 'outlet-at', 'mirella-de', 'mirella-at', 'mirella-ch', 'mirella-chfr', 'mirella-nl', 'mirella-cz', 'mirella-sk', 'hemma-se', 'casaluna-de', 'casaluna-nl', 'casaluna-cz', 'casaluna-se');
  CREATE TYPE "cms"."enum__keyed_images_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__keyed_images_v_published_locale" AS ENUM('de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'cs-CZ', 'sv-SE', 'sk-SK');
  CREATE TABLE "cms"."keyed_images_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_keyed_images_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."keyed_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_keyed_images_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_keyed_images_v_version_shops" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__keyed_images_v_version_shops",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_keyed_images_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar,
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__keyed_images_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__keyed_images_v_published_locale",
  	"latest" boolean
  );
  
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "keyed_images_id" integer;
  ALTER TABLE "cms"."keyed_images_shops" ADD CONSTRAINT "keyed_images_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."keyed_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."keyed_images" ADD CONSTRAINT "keyed_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_keyed_images_v_version_shops" ADD CONSTRAINT "_keyed_images_v_version_shops_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_keyed_images_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_keyed_images_v" ADD CONSTRAINT "_keyed_images_v_parent_id_keyed_images_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."keyed_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_keyed_images_v" ADD CONSTRAINT "_keyed_images_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "keyed_images_shops_order_idx" ON "cms"."keyed_images_shops" USING btree ("order");
  CREATE INDEX "keyed_images_shops_parent_idx" ON "cms"."keyed_images_shops" USING btree ("parent_id");
  CREATE INDEX "keyed_images_shops_value_idx" ON "cms"."keyed_images_shops" USING btree ("value");
  CREATE INDEX "keyed_images_key_idx" ON "cms"."keyed_images" USING btree ("key");
  CREATE INDEX "keyed_images_image_idx" ON "cms"."keyed_images" USING btree ("image_id");
  CREATE INDEX "keyed_images_updated_at_idx" ON "cms"."keyed_images" USING btree ("updated_at");
  CREATE INDEX "keyed_images_created_at_idx" ON "cms"."keyed_images" USING btree ("created_at");
  CREATE INDEX "keyed_images__status_idx" ON "cms"."keyed_images" USING btree ("_status");
  CREATE INDEX "_keyed_images_v_version_shops_order_idx" ON "cms"."_keyed_images_v_version_shops" USING btree ("order");
  CREATE INDEX "_keyed_images_v_version_shops_parent_idx" ON "cms"."_keyed_images_v_version_shops" USING btree ("parent_id");
  CREATE INDEX "_keyed_images_v_version_shops_value_idx" ON "cms"."_keyed_images_v_version_shops" USING btree ("value");
  CREATE INDEX "_keyed_images_v_parent_idx" ON "cms"."_keyed_images_v" USING btree ("parent_id");
  CREATE INDEX "_keyed_images_v_version_version_key_idx" ON "cms"."_keyed_images_v" USING btree ("version_key");
  CREATE INDEX "_keyed_images_v_version_version_image_idx" ON "cms"."_keyed_images_v" USING btree ("version_image_id");
  CREATE INDEX "_keyed_images_v_version_version_updated_at_idx" ON "cms"."_keyed_images_v" USING btree ("version_updated_at");
  CREATE INDEX "_keyed_images_v_version_version_created_at_idx" ON "cms"."_keyed_images_v" USING btree ("version_created_at");
  CREATE INDEX "_keyed_images_v_version_version__status_idx" ON "cms"."_keyed_images_v" USING btree ("version__status");
  CREATE INDEX "_keyed_images_v_created_at_idx" ON "cms"."_keyed_images_v" USING btree ("created_at");
  CREATE INDEX "_keyed_images_v_updated_at_idx" ON "cms"."_keyed_images_v" USING btree ("updated_at");
  CREATE INDEX "_keyed_images_v_snapshot_idx" ON "cms"."_keyed_images_v" USING btree ("snapshot");
  CREATE INDEX "_keyed_images_v_published_locale_idx" ON "cms"."_keyed_images_v" USING btree ("published_locale");
  CREATE INDEX "_keyed_images_v_latest_idx" ON "cms"."_keyed_images_v" USING btree ("latest");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_keyed_images_fk" FOREIGN KEY ("keyed_images_id") REFERENCES "cms"."keyed_images"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_keyed_images_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("keyed_images_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."keyed_images_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."keyed_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_keyed_images_v_version_shops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_keyed_images_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."keyed_images_shops" CASCADE;
  DROP TABLE "cms"."keyed_images" CASCADE;
  DROP TABLE "cms"."_keyed_images_v_version_shops" CASCADE;
  DROP TABLE "cms"."_keyed_images_v" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_keyed_images_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_keyed_images_id_idx";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "keyed_images_id";
  DROP TYPE "cms"."enum_keyed_images_shops";
  DROP TYPE "cms"."enum_keyed_images_status";
  DROP TYPE "cms"."enum__keyed_images_v_version_shops";
  DROP TYPE "cms"."enum__keyed_images_v_version_status";
  DROP TYPE "cms"."enum__keyed_images_v_published_locale";`)
}
