-- A new price of an existing product (a price list gains a currency) changes what its pages show:
-- inserted variant_prices notify too, once per statement and product, so a bulk insert (the seed, an
-- import) costs one query rather than one per row.
CREATE OR REPLACE FUNCTION notify_variant_prices_inserted() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', product)
    FROM (SELECT DISTINCT v.dimension_id AS product
            FROM inserted i JOIN variants v ON v.id = i.variant_id) changed;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER variant_prices_notify_insert AFTER INSERT ON variant_prices
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION notify_variant_prices_inserted();
