import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/** A published home page notifies every node at commit ('home': the cached '/' of every shop is dropped). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "cms"."notify_home_change"() RETURNS trigger AS $$
  BEGIN
    PERFORM pg_notify('content_changed', 'home');
    RETURN NULL;
  END;
  $$ LANGUAGE plpgsql;
  CREATE TRIGGER home_pages_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."home_pages"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_home_change"();`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS home_pages_notify ON "cms"."home_pages";
  DROP FUNCTION IF EXISTS "cms"."notify_home_change"();`);
}
