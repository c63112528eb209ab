import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/**
 * Published surveys notify 'listings' (listings show their teasers), product page entries
 * 'product-content' (product pages show their banners). The global banner belongs to the global
 * content, which notifies 'frame' already. Written by hand (decision 0015).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "cms"."notify_product_content_change"() RETURNS trigger AS $$
  BEGIN
    PERFORM pg_notify('content_changed', 'product-content');
    RETURN NULL;
  END;
  $$ LANGUAGE plpgsql;
  CREATE TRIGGER surveys_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."surveys"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_listings_change"();
  CREATE TRIGGER pdps_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."pdps"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_product_content_change"();`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS surveys_notify ON "cms"."surveys";
  DROP TRIGGER IF EXISTS pdps_notify ON "cms"."pdps";
  DROP FUNCTION IF EXISTS "cms"."notify_product_content_change"();`);
}
