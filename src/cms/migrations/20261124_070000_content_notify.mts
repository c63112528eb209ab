import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/**
 * Published changes notify every node at commit (channel content_changed, decision 0015): a page
 * sends '{route}/{slug}' (its old and new address), a listing's SEO content 'listing/{categoryId}',
 * a modal or an image '*' (any page may show it). Drafts are saved in the version tables and notify nobody. Written by hand: triggers are no
 * part of Payload's schema.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "cms"."notify_page_change"() RETURNS trigger AS $$
  DECLARE
    route text := TG_ARGV[0];
  BEGIN
    IF TG_OP <> 'INSERT' AND OLD.slug IS NOT NULL THEN
      PERFORM pg_notify('content_changed', route || '/' || OLD.slug);
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.slug IS NOT NULL THEN
      PERFORM pg_notify('content_changed', route || '/' || NEW.slug);
    END IF;
    RETURN NULL;
  END;
  $$ LANGUAGE plpgsql;
  CREATE OR REPLACE FUNCTION "cms"."notify_listing_content_change"() RETURNS trigger AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('content_changed', 'listing/' || OLD.category_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('content_changed', 'listing/' || NEW.category_id);
    END IF;
    RETURN NULL;
  END;
  $$ LANGUAGE plpgsql;
  CREATE OR REPLACE FUNCTION "cms"."notify_shared_content_change"() RETURNS trigger AS $$
  BEGIN
    PERFORM pg_notify('content_changed', '*');
    RETURN NULL;
  END;
  $$ LANGUAGE plpgsql;
  CREATE TRIGGER content_pages_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."content_pages"
    FOR EACH ROW EXECUTE FUNCTION "cms"."notify_page_change"('content');
  CREATE TRIGGER inspiration_pages_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."inspiration_pages"
    FOR EACH ROW EXECUTE FUNCTION "cms"."notify_page_change"('inspiration');
  CREATE TRIGGER outfit_pages_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."outfit_pages"
    FOR EACH ROW EXECUTE FUNCTION "cms"."notify_page_change"('outfit');
  CREATE TRIGGER seo_contents_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."seo_contents"
    FOR EACH ROW EXECUTE FUNCTION "cms"."notify_listing_content_change"();
  CREATE TRIGGER modals_notify AFTER INSERT OR UPDATE OR DELETE ON "cms"."modals"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_shared_content_change"();
  CREATE TRIGGER media_notify AFTER UPDATE OR DELETE ON "cms"."media"
    FOR EACH STATEMENT EXECUTE FUNCTION "cms"."notify_shared_content_change"();`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS content_pages_notify ON "cms"."content_pages";
  DROP TRIGGER IF EXISTS inspiration_pages_notify ON "cms"."inspiration_pages";
  DROP TRIGGER IF EXISTS outfit_pages_notify ON "cms"."outfit_pages";
  DROP TRIGGER IF EXISTS seo_contents_notify ON "cms"."seo_contents";
  DROP TRIGGER IF EXISTS modals_notify ON "cms"."modals";
  DROP TRIGGER IF EXISTS media_notify ON "cms"."media";
  DROP FUNCTION IF EXISTS "cms"."notify_page_change"();
  DROP FUNCTION IF EXISTS "cms"."notify_listing_content_change"();
  DROP FUNCTION IF EXISTS "cms"."notify_shared_content_change"();`);
}
