-- The statistics of a product's published reviews (review_statistics) are recomputed in the
-- transaction that changes its reviews, once per statement and product (transition tables: a seed
-- or a moderator's bulk change recomputes each product once). A change notifies every node with
-- the product's colours on the catalogue channel (migration 0012), so cached product pages and
-- answers showing the old figures are dropped at commit (decision 0018).
CREATE OR REPLACE FUNCTION refresh_review_statistics(changed_shop text, changed_style text) RETURNS void AS $$
DECLARE
  product text;
BEGIN
  DELETE FROM review_statistics WHERE shop_code = changed_shop AND master_key = changed_style;
  INSERT INTO review_statistics (shop_code, master_key, review_count, rating_sum, rating_tenths,
                                 distribution, attribute_totals, recommended_count)
  SELECT changed_shop, changed_style, count(*), sum(r.rating),
         round(sum(r.rating) * 10.0 / count(*))::smallint,
         array[count(*) FILTER (WHERE r.rating = 1), count(*) FILTER (WHERE r.rating = 2),
               count(*) FILTER (WHERE r.rating = 3), count(*) FILTER (WHERE r.rating = 4),
               count(*) FILTER (WHERE r.rating = 5)]::integer[],
         coalesce((SELECT jsonb_object_agg(a.key, jsonb_build_object('sum', a.total, 'count', a.n))
                     FROM (SELECT e.key, sum(e.value::int) AS total, count(*) AS n
                             FROM reviews r2, jsonb_each_text(r2.attribute_ratings) e
                            WHERE r2.shop_code = changed_shop AND r2.master_key = changed_style
                              AND r2.status = 'published'
                            GROUP BY e.key) a), '{}'::jsonb),
         count(*) FILTER (WHERE r.is_recommended)
    FROM reviews r
   WHERE r.shop_code = changed_shop AND r.master_key = changed_style AND r.status = 'published'
  HAVING count(*) > 0;
  FOR product IN SELECT id FROM products WHERE master_key = changed_style LOOP
    PERFORM pg_notify('catalog_changed', product);
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_changed() RETURNS trigger AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR changed IN SELECT DISTINCT shop_code, master_key FROM new_rows WHERE status = 'published' LOOP
      PERFORM refresh_review_statistics(changed.shop_code, changed.master_key);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR changed IN SELECT DISTINCT shop_code, master_key FROM old_rows WHERE status = 'published' LOOP
      PERFORM refresh_review_statistics(changed.shop_code, changed.master_key);
    END LOOP;
  ELSE
    -- votes and reports change counters only; the statistics follow what is shown and counted
    FOR changed IN
      SELECT DISTINCT o.shop_code, o.master_key FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE n.status IS DISTINCT FROM o.status OR n.rating IS DISTINCT FROM o.rating
          OR n.attribute_ratings IS DISTINCT FROM o.attribute_ratings
          OR n.is_recommended IS DISTINCT FROM o.is_recommended
          OR n.master_key IS DISTINCT FROM o.master_key OR n.shop_code IS DISTINCT FROM o.shop_code
      UNION
      SELECT DISTINCT n.shop_code, n.master_key FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE n.master_key IS DISTINCT FROM o.master_key OR n.shop_code IS DISTINCT FROM o.shop_code
    LOOP
      PERFORM refresh_review_statistics(changed.shop_code, changed.master_key);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reviews_insert_statistics AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_update_statistics AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_delete_statistics AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_changed();
