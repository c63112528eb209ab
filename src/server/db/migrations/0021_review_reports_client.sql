ALTER TABLE "review_reports" ADD COLUMN "client_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Statistics of one shop and style are recomputed under a transaction-scoped advisory lock: two
-- transactions changing reviews of the same style at once no longer both delete and insert the row
-- (the second insert failed on the primary key); the second waits and sees the first's reviews.
CREATE OR REPLACE FUNCTION refresh_review_statistics(changed_shop text, changed_style text) RETURNS void AS $$
DECLARE
  product text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('review_statistics'), hashtext(changed_shop || ':' || changed_style));
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
-- the styles of one statement in a fixed order: two bulk changes cannot lock each other's styles crosswise
CREATE OR REPLACE FUNCTION reviews_changed() RETURNS trigger AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR changed IN SELECT DISTINCT shop_code, master_key FROM new_rows WHERE status = 'published'
                    ORDER BY shop_code, master_key LOOP
      PERFORM refresh_review_statistics(changed.shop_code, changed.master_key);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR changed IN SELECT DISTINCT shop_code, master_key FROM old_rows WHERE status = 'published'
                    ORDER BY shop_code, master_key LOOP
      PERFORM refresh_review_statistics(changed.shop_code, changed.master_key);
    END LOOP;
  ELSE
    -- votes and reports change counters only; the statistics follow what is shown and counted
    FOR changed IN
      SELECT o.shop_code, o.master_key FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE n.status IS DISTINCT FROM o.status OR n.rating IS DISTINCT FROM o.rating
          OR n.attribute_ratings IS DISTINCT FROM o.attribute_ratings
          OR n.is_recommended IS DISTINCT FROM o.is_recommended
          OR n.master_key IS DISTINCT FROM o.master_key OR n.shop_code IS DISTINCT FROM o.shop_code
      UNION
      SELECT n.shop_code, n.master_key FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE n.master_key IS DISTINCT FROM o.master_key OR n.shop_code IS DISTINCT FROM o.shop_code
      ORDER BY 1, 2
    LOOP
      PERFORM refresh_review_statistics(changed.shop_code, changed.master_key);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
