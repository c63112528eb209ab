import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/** A published text snippet notifies every node at commit ('snippets': their cached snippets are dropped). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "cms"."notify_snippet_change"() RETURNS trigger AS $$
  BEGIN
    PERFORM pg_notify('content_changed', 'snippets');
    RETURN NULL;
  END;
  $$ LANGUAGE plpgsql;
  CREATE TRIGGER text_snippets_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."text_snippets"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_snippet_change"();`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS text_snippets_notify ON "cms"."text_snippets";
  DROP FUNCTION IF EXISTS "cms"."notify_snippet_change"();`);
}
