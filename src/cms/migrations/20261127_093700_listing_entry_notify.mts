import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/**
 * Published listing entries and promotions notify every node at commit with 'listings': any
 * listing's first page may show them (an entry names several categories, and a promotion may be
 * used by several entries), so the nodes drop their listing entries and the cached listing pages.
 * Drafts are saved in the version tables and notify nobody. Written by hand (decision 0015).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "cms"."notify_listings_change"() RETURNS trigger AS $$
  BEGIN
    PERFORM pg_notify('content_changed', 'listings');
    RETURN NULL;
  END;
  $$ LANGUAGE plpgsql;
  CREATE TRIGGER plps_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."plps"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_listings_change"();
  CREATE TRIGGER plps_texts_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."plps_texts"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_listings_change"();
  CREATE TRIGGER promotions_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."promotions"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_listings_change"();`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS plps_notify ON "cms"."plps";
  DROP TRIGGER IF EXISTS plps_texts_notify ON "cms"."plps_texts";
  DROP TRIGGER IF EXISTS promotions_notify ON "cms"."promotions";
  DROP FUNCTION IF EXISTS "cms"."notify_listings_change"();`);
}
