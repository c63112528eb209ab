import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/** A published size table notifies every node at commit ('size-tables': product pages are dropped). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "cms"."notify_size_table_change"() RETURNS trigger AS $$
  BEGIN
    PERFORM pg_notify('content_changed', 'size-tables');
    RETURN NULL;
  END;
  $$ LANGUAGE plpgsql;
  CREATE TRIGGER size_tables_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."size_tables"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_size_table_change"();
  CREATE TRIGGER size_tables_texts_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."size_tables_texts"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_size_table_change"();`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS size_tables_notify ON "cms"."size_tables";
  DROP TRIGGER IF EXISTS size_tables_texts_notify ON "cms"."size_tables_texts";
  DROP FUNCTION IF EXISTS "cms"."notify_size_table_change"();`);
}
