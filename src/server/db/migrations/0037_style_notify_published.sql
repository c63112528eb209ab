-- A style's categories and attributes notify only while it is published (review of issue 51): a new
-- draft's categories notified 'category:{id}' for the primary category and every parent, which drops
-- every listing page of /mode on every node although no shopper sees the draft. A category a
-- published style joins or leaves notifies 'category:{id}' (the category's pages that do not show the
-- style's tile: counts, later pages); a style's own row notifies as before (migration 0036), and its
-- publication finds its categories by its key.
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
    IF (SELECT s.status FROM styles s WHERE s.master_key = key) IS DISTINCT FROM 'published' THEN
      RETURN NULL;
    END IF;
    IF TG_TABLE_NAME = 'style_categories' THEN
      PERFORM pg_notify('catalog_changed', 'category:' || COALESCE(NEW.category_id, OLD.category_id));
    END IF;
  END IF;
  -- identical notifications of one transaction are delivered once
  PERFORM pg_notify('catalog_changed', 'style:' || key);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
