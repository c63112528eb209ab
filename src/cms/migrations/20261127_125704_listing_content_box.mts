import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_seo_contents_content_box_horizontal_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "cms"."enum__seo_contents_v_version_content_box_horizontal_alignment" AS ENUM('left', 'center', 'right');
  ALTER TABLE "cms"."seo_contents" ADD COLUMN "content_box_content_page_id" integer;
  ALTER TABLE "cms"."seo_contents" ADD COLUMN "content_box_horizontal_alignment" "cms"."enum_seo_contents_content_box_horizontal_alignment" DEFAULT 'left';
  ALTER TABLE "cms"."_seo_contents_v" ADD COLUMN "version_content_box_content_page_id" integer;
  ALTER TABLE "cms"."_seo_contents_v" ADD COLUMN "version_content_box_horizontal_alignment" "cms"."enum__seo_contents_v_version_content_box_horizontal_alignment" DEFAULT 'left';
  ALTER TABLE "cms"."seo_contents" ADD CONSTRAINT "seo_contents_content_box_content_page_id_content_pages_id_fk" FOREIGN KEY ("content_box_content_page_id") REFERENCES "cms"."content_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_seo_contents_v" ADD CONSTRAINT "_seo_contents_v_version_content_box_content_page_id_content_pages_id_fk" FOREIGN KEY ("version_content_box_content_page_id") REFERENCES "cms"."content_pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "seo_contents_content_box_content_box_content_page_idx" ON "cms"."seo_contents" USING btree ("content_box_content_page_id");
  CREATE INDEX "_seo_contents_v_version_content_box_version_content_box__idx" ON "cms"."_seo_contents_v" USING btree ("version_content_box_content_page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."seo_contents" DROP CONSTRAINT "seo_contents_content_box_content_page_id_content_pages_id_fk";
  
  ALTER TABLE "cms"."_seo_contents_v" DROP CONSTRAINT "_seo_contents_v_version_content_box_content_page_id_content_pages_id_fk";
  
  DROP INDEX "cms"."seo_contents_content_box_content_box_content_page_idx";
  DROP INDEX "cms"."_seo_contents_v_version_content_box_version_content_box__idx";
  ALTER TABLE "cms"."seo_contents" DROP COLUMN "content_box_content_page_id";
  ALTER TABLE "cms"."seo_contents" DROP COLUMN "content_box_horizontal_alignment";
  ALTER TABLE "cms"."_seo_contents_v" DROP COLUMN "version_content_box_content_page_id";
  ALTER TABLE "cms"."_seo_contents_v" DROP COLUMN "version_content_box_horizontal_alignment";
  DROP TYPE "cms"."enum_seo_contents_content_box_horizontal_alignment";
  DROP TYPE "cms"."enum__seo_contents_v_version_content_box_horizontal_alignment";`)
}
