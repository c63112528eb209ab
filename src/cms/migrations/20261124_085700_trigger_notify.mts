import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/**
 * A changed targeting trigger notifies every node at commit ('targeting': the pages whose entries are
 * chosen by triggers, the home pages, are dropped and their entries reloaded).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "cms"."notify_targeting_change"() RETURNS trigger AS $$
  BEGIN
    PERFORM pg_notify('content_changed', 'targeting');
    RETURN NULL;
  END;
  $$ LANGUAGE plpgsql;
  CREATE TRIGGER triggers_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."triggers"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_targeting_change"();
  CREATE TRIGGER triggers_device_type_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."triggers_device_type"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_targeting_change"();`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS triggers_notify ON "cms"."triggers";
  DROP TRIGGER IF EXISTS triggers_device_type_notify ON "cms"."triggers_device_type";
  DROP FUNCTION IF EXISTS "cms"."notify_targeting_change"();`);
}
