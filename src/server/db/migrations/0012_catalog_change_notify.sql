-- Stock and price changes (orders, imports, operators' SQL) notify every node at commit, so that
-- cached product and listing pages of the changed products are dropped within seconds (decision 0014).
CREATE OR REPLACE FUNCTION notify_variant_change() RETURNS trigger AS $$
BEGIN
  IF NEW.stock IS DISTINCT FROM OLD.stock
     OR NEW.availability_state IS DISTINCT FROM OLD.availability_state
     OR NEW.price_cents IS DISTINCT FROM OLD.price_cents
     OR NEW.sale_reduction_cents IS DISTINCT FROM OLD.sale_reduction_cents THEN
    -- identical notifications of one transaction are delivered once
    PERFORM pg_notify('catalog_changed', NEW.dimension_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER variants_notify_change AFTER UPDATE ON variants
  FOR EACH ROW EXECUTE FUNCTION notify_variant_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_variant_price_change() RETURNS trigger AS $$
DECLARE
  product text;
BEGIN
  SELECT dimension_id INTO product FROM variants WHERE id = COALESCE(NEW.variant_id, OLD.variant_id) LIMIT 1;
  IF product IS NOT NULL THEN
    PERFORM pg_notify('catalog_changed', product);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER variant_prices_notify_change AFTER UPDATE OR DELETE ON variant_prices
  FOR EACH ROW EXECUTE FUNCTION notify_variant_price_change();
