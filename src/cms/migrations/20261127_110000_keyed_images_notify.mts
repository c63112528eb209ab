import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/** Published images by key notify 'listings' (visual category tiles show them). Written by hand (decision 0015). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TRIGGER keyed_images_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."keyed_images"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_listings_change"();`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TRIGGER IF EXISTS keyed_images_notify ON "cms"."keyed_images";`);
}
