import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/**
 * Published visual filters notify 'listings' (the listing pages show them); voucher and order state
 * entries notify 'account-texts' (their cached texts are dropped; the pages showing them are
 * personal and never cached). Written by hand (decision 0015).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TRIGGER visual_filters_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."visual_filters"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_listings_change"();
  CREATE TRIGGER visual_filters_choices_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."visual_filters_choices"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_listings_change"();
  CREATE OR REPLACE FUNCTION "cms"."notify_account_texts_change"() RETURNS trigger AS $$
  BEGIN
    PERFORM pg_notify('content_changed', 'account-texts');
    RETURN NULL;
  END;
  $$ LANGUAGE plpgsql;
  CREATE TRIGGER vouchers_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."vouchers"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_account_texts_change"();
  CREATE TRIGGER vouchers_locales_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."vouchers_locales"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_account_texts_change"();
  CREATE TRIGGER order_states_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."order_states"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_account_texts_change"();
  CREATE TRIGGER order_states_locales_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."order_states_locales"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_account_texts_change"();`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS visual_filters_notify ON "cms"."visual_filters";
  DROP TRIGGER IF EXISTS visual_filters_choices_notify ON "cms"."visual_filters_choices";
  DROP TRIGGER IF EXISTS vouchers_notify ON "cms"."vouchers";
  DROP TRIGGER IF EXISTS vouchers_locales_notify ON "cms"."vouchers_locales";
  DROP TRIGGER IF EXISTS order_states_notify ON "cms"."order_states";
  DROP TRIGGER IF EXISTS order_states_locales_notify ON "cms"."order_states_locales";
  DROP FUNCTION IF EXISTS "cms"."notify_account_texts_change"();`);
}
