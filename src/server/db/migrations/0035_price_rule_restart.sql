-- The prior-price rule of migration 0033, corrected (review of issue 51): a reduction kept its start
-- and prior price through a price rise, so after 100 → 80 (reduced) → 110 → 90 the shop struck
-- through 100 although 80 was charged ten days before; and a reduction that started without a
-- prior price never showed one. Now a reduction goes on only while it shows a saving and the price
-- does not rise; otherwise it starts anew, judged on the 30 days before (decision 0039).
CREATE OR REPLACE FUNCTION apply_price_rule() RETURNS trigger AS $$
DECLARE
  list text;
  size_id text;
BEGIN
  IF current_setting('shop.price_rule', true) = 'off' THEN
    RETURN NEW;
  END IF;
  IF TG_TABLE_NAME = 'variants' THEN
    list := 'EUR';
    size_id := NEW.id;
  ELSE
    list := NEW.currency;
    size_id := NEW.variant_id;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.announced_old_price_cents IS NULL AND NEW.sale_reduction_cents > 0 THEN
      NEW.announced_old_price_cents := NEW.price_cents + NEW.sale_reduction_cents;
    END IF;
  ELSIF NEW.announced_old_price_cents IS NOT DISTINCT FROM OLD.announced_old_price_cents
        AND NEW.sale_reduction_cents IS DISTINCT FROM OLD.sale_reduction_cents THEN
    NEW.announced_old_price_cents :=
      CASE WHEN NEW.sale_reduction_cents > 0 THEN NEW.price_cents + NEW.sale_reduction_cents END;
  END IF;
  IF NEW.announced_old_price_cents IS NULL OR NEW.announced_old_price_cents <= NEW.price_cents THEN
    NEW.announced_old_price_cents := NULL;
    NEW.reduced_since := NULL;
    NEW.prior_price_cents := NULL;
    NEW.sale_reduction_cents := 0;
    RETURN NEW;
  END IF;
  -- a reduction goes on while it shows one and the price does not rise; otherwise (a price rise, a
  -- reduction that showed nothing) it starts anew from now, judged on the 30 days before
  IF TG_OP = 'UPDATE' AND OLD.reduced_since IS NOT NULL AND OLD.prior_price_cents IS NOT NULL
     AND NEW.price_cents <= OLD.price_cents AND OLD.prior_price_cents > NEW.price_cents THEN
    NEW.reduced_since := OLD.reduced_since;
    NEW.prior_price_cents := OLD.prior_price_cents;
  ELSE
    NEW.reduced_since := now();
    -- the prices charged in the 30 days before: those set within them, and the one in effect when
    -- they began
    NEW.prior_price_cents := least(
      (SELECT min(h.price_cents) FROM price_history h
        WHERE h.variant_id = size_id AND h.promotion = NEW.promotion AND h.currency = list
          AND h.valid_from < NEW.reduced_since AND h.valid_from >= NEW.reduced_since - interval '30 days'),
      (SELECT h.price_cents FROM price_history h
        WHERE h.variant_id = size_id AND h.promotion = NEW.promotion AND h.currency = list
          AND h.valid_from < NEW.reduced_since - interval '30 days'
        ORDER BY h.valid_from DESC LIMIT 1));
  END IF;
  NEW.sale_reduction_cents :=
    CASE WHEN NEW.prior_price_cents > NEW.price_cents THEN NEW.prior_price_cents - NEW.price_cents ELSE 0 END;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
