ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The sitemap's lastmod (issue 20): a colour's summary change (price, saving, sold out) in any
-- price list stamps the product, in the transaction that changes its sizes.
CREATE OR REPLACE FUNCTION refresh_colour_summaries(ids text[]) RETURNS void AS $$
BEGIN
  -- transactions changing sizes of one colour take turns: each statement below then reads the
  -- sizes as the previous one committed them (read committed: a new snapshot per statement), so
  -- two orders selling a colour's last two sizes leave it sold out, not each seeing the other's
  -- size still available
  PERFORM 1 FROM products WHERE id = ANY (ids) ORDER BY id FOR UPDATE;
  UPDATE products p
     SET price_min = s.price_min, price_max = s.price_max, price_old = s.price_old,
         saving_min = s.saving_min, saving_max = s.saving_max, outsold = s.outsold,
         updated_at = now()
    FROM (
      SELECT v.dimension_id AS id,
             min(v.price_cents) AS price_min,
             max(v.price_cents) AS price_max,
             -- the strike-out price belongs to the lowest price shown
             coalesce(max(v.price_cents + v.sale_reduction_cents)
                        FILTER (WHERE v.price_cents = v.lowest AND v.sale_reduction_cents > 0), 0) AS price_old,
             min(v.saving) AS saving_min,
             max(v.saving) AS saving_max,
             bool_and(v.availability_state NOT IN ('available', 'delayed')) AS outsold
        FROM (
          SELECT va.*,
                 min(va.price_cents) OVER (PARTITION BY va.dimension_id) AS lowest,
                 CASE WHEN va.sale_reduction_cents > 0
                      THEN round(va.sale_reduction_cents * 100.0 / (va.price_cents + va.sale_reduction_cents))::smallint
                      ELSE 0 END AS saving
            FROM variants va
            JOIN dimensions d ON d.id = va.dimension_id AND d.promotion = va.promotion AND d.is_default_promotion
           WHERE va.dimension_id = ANY (ids)) v
       GROUP BY v.dimension_id) s
   WHERE p.id = s.id
     AND (p.price_min, p.price_max, p.price_old, p.saving_min, p.saving_max, p.outsold)
         IS DISTINCT FROM (s.price_min, s.price_max, s.price_old, s.saving_min, s.saving_max, s.outsold);

  -- a price change in another currency's list changes that shop's page as well
  WITH changed AS (
  UPDATE product_prices pp
     SET price_min = s.price_min, price_max = s.price_max, price_old = s.price_old,
         saving_min = s.saving_min, saving_max = s.saving_max
    FROM (
      SELECT v.currency, v.dimension_id AS id,
             min(v.price_cents) AS price_min,
             max(v.price_cents) AS price_max,
             coalesce(max(v.price_cents + v.sale_reduction_cents)
                        FILTER (WHERE v.price_cents = v.lowest AND v.sale_reduction_cents > 0), 0) AS price_old,
             min(v.saving) AS saving_min,
             max(v.saving) AS saving_max
        FROM (
          SELECT vp.currency, vp.price_cents, vp.sale_reduction_cents, va.dimension_id,
                 min(vp.price_cents) OVER (PARTITION BY vp.currency, va.dimension_id) AS lowest,
                 CASE WHEN vp.sale_reduction_cents > 0
                      THEN round(vp.sale_reduction_cents * 100.0 / (vp.price_cents + vp.sale_reduction_cents))::smallint
                      ELSE 0 END AS saving
            FROM variant_prices vp
            JOIN variants va ON va.id = vp.variant_id AND va.promotion = vp.promotion
            JOIN dimensions d ON d.id = va.dimension_id AND d.promotion = va.promotion AND d.is_default_promotion
           WHERE va.dimension_id = ANY (ids)) v
       GROUP BY v.currency, v.dimension_id) s
   WHERE pp.product_id = s.id AND pp.currency = s.currency
     AND (pp.price_min, pp.price_max, pp.price_old, pp.saving_min, pp.saving_max)
         IS DISTINCT FROM (s.price_min, s.price_max, s.price_old, s.saving_min, s.saving_max)
   RETURNING pp.product_id)
  UPDATE products SET updated_at = now() WHERE id IN (SELECT product_id FROM changed);
END;
$$ LANGUAGE plpgsql;
