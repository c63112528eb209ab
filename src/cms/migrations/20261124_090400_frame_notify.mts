import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/**
 * Published error pages ('errors') and footer or global content ('frame', shown on every page)
 * notify every node at commit; the listeners drop what shows them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "cms"."notify_errors_change"() RETURNS trigger AS $$
  BEGIN
    PERFORM pg_notify('content_changed', 'errors');
    RETURN NULL;
  END;
  $$ LANGUAGE plpgsql;
  CREATE OR REPLACE FUNCTION "cms"."notify_frame_change"() RETURNS trigger AS $$
  BEGIN
    PERFORM pg_notify('content_changed', 'frame');
    RETURN NULL;
  END;
  $$ LANGUAGE plpgsql;
  CREATE TRIGGER error_pages_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."error_pages"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_errors_change"();
  CREATE TRIGGER page_footers_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."page_footers"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_frame_change"();
  CREATE TRIGGER global_contents_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."global_contents"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_frame_change"();`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS error_pages_notify ON "cms"."error_pages";
  DROP TRIGGER IF EXISTS page_footers_notify ON "cms"."page_footers";
  DROP TRIGGER IF EXISTS global_contents_notify ON "cms"."global_contents";
  DROP FUNCTION IF EXISTS "cms"."notify_errors_change"();
  DROP FUNCTION IF EXISTS "cms"."notify_frame_change"();`);
}
