ALTER TABLE "styles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "styles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "styles" ADD CONSTRAINT "styles_status_check" CHECK ("styles"."status" in ('draft', 'published', 'unpublished'));--> statement-breakpoint
-- A style's own change (texts, attributes, categories, status, sort rank) notifies every node with
-- 'style:{key}', so that its pages, tiles, listings, search answers and suggestions are dropped
-- within a second (decision 0040). A bulk load sets shop.notify = 'off' for its transaction and
-- notifies '*' (the whole catalogue) once instead.
CREATE OR REPLACE FUNCTION notify_style_change() RETURNS trigger AS $$
DECLARE
  key text;
BEGIN
  IF current_setting('shop.notify', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'styles' THEN
    key := NEW.master_key;
    IF TG_OP = 'INSERT' AND NEW.status <> 'published' THEN
      RETURN NULL;
    END IF;
  ELSE
    key := COALESCE(NEW.master_key, OLD.master_key);
  END IF;
  -- identical notifications of one transaction are delivered once
  PERFORM pg_notify('catalog_changed', 'style:' || key);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER styles_notify_change AFTER INSERT OR UPDATE ON styles
  FOR EACH ROW EXECUTE FUNCTION notify_style_change();
--> statement-breakpoint
CREATE TRIGGER style_categories_notify_change AFTER INSERT OR DELETE ON style_categories
  FOR EACH ROW EXECUTE FUNCTION notify_style_change();
--> statement-breakpoint
CREATE TRIGGER style_attributes_notify_change AFTER INSERT OR UPDATE OR DELETE ON style_attributes
  FOR EACH ROW EXECUTE FUNCTION notify_style_change();
