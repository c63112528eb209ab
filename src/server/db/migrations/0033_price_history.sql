CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" text NOT NULL,
	"promotion" text NOT NULL,
	"currency" text NOT NULL,
	"price_cents" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "variant_prices" ADD COLUMN "announced_old_price_cents" integer;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD COLUMN "reduced_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD COLUMN "prior_price_cents" integer;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "announced_old_price_cents" integer;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "reduced_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "prior_price_cents" integer;--> statement-breakpoint
CREATE INDEX "price_history_size_idx" ON "price_history" USING btree ("variant_id","promotion","currency","valid_from");--> statement-breakpoint
-- The EU prior-price rule (Directive 98/6/EC Art. 6a, § 9a PrAG; decision 0039). A writer announces
-- a reduction with an old price (announced_old_price_cents; a writer that sets sale_reduction_cents
-- itself announces price + reduction). The shop shows as the old price the lowest price of the 30
-- days before the reduction started (prior_price_cents), so sale_reduction_cents = prior - price,
-- and no reduction where that low is not above the price. A reduction that goes on (further
-- reduced too) keeps its start and its prior price. `shop.price_rule = off` (a bulk load that
-- writes its own history, the seed) skips the rule for the transaction.
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
  IF TG_OP = 'UPDATE' AND OLD.reduced_since IS NOT NULL THEN
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
--> statement-breakpoint
CREATE TRIGGER variants_price_rule BEFORE INSERT OR UPDATE OF price_cents, sale_reduction_cents, announced_old_price_cents
  ON variants FOR EACH ROW EXECUTE FUNCTION apply_price_rule();
--> statement-breakpoint
CREATE TRIGGER variant_prices_price_rule BEFORE INSERT OR UPDATE OF price_cents, sale_reduction_cents, announced_old_price_cents
  ON variant_prices FOR EACH ROW EXECUTE FUNCTION apply_price_rule();
--> statement-breakpoint
-- every price a size gets, once per statement (an import changes thousands in one)
CREATE OR REPLACE FUNCTION record_variant_prices_history() RETURNS trigger AS $$
BEGIN
  IF current_setting('shop.price_rule', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO price_history (variant_id, promotion, currency, price_cents, valid_from)
    SELECT n.id, n.promotion, 'EUR', n.price_cents, now() FROM changed_new n;
  ELSE
    INSERT INTO price_history (variant_id, promotion, currency, price_cents, valid_from)
    SELECT n.id, n.promotion, 'EUR', n.price_cents, now()
      FROM changed_new n JOIN changed_old o ON o.id = n.id AND o.promotion = n.promotion
     WHERE n.price_cents IS DISTINCT FROM o.price_cents;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER variants_history_insert AFTER INSERT ON variants
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION record_variant_prices_history();
--> statement-breakpoint
CREATE TRIGGER variants_history_update AFTER UPDATE ON variants
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION record_variant_prices_history();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_list_prices_history() RETURNS trigger AS $$
BEGIN
  IF current_setting('shop.price_rule', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO price_history (variant_id, promotion, currency, price_cents, valid_from)
    SELECT n.variant_id, n.promotion, n.currency, n.price_cents, now() FROM changed_new n;
  ELSE
    INSERT INTO price_history (variant_id, promotion, currency, price_cents, valid_from)
    SELECT n.variant_id, n.promotion, n.currency, n.price_cents, now()
      FROM changed_new n
      JOIN changed_old o ON o.variant_id = n.variant_id AND o.promotion = n.promotion AND o.currency = n.currency
     WHERE n.price_cents IS DISTINCT FROM o.price_cents;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER variant_prices_history_insert AFTER INSERT ON variant_prices
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION record_list_prices_history();
--> statement-breakpoint
CREATE TRIGGER variant_prices_history_update AFTER UPDATE ON variant_prices
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION record_list_prices_history();
--> statement-breakpoint
-- A shop that ran before kept no history: its prices are recorded as of now, and the old price a
-- reduction showed is taken for the price of the 30 days before it (what the shop showed; decision
-- 0039). The rule is off for these writes, so that they change nothing a shopper sees.
SELECT set_config('shop.price_rule', 'off', true);
--> statement-breakpoint
UPDATE variants SET announced_old_price_cents = price_cents + sale_reduction_cents, reduced_since = now(),
                    prior_price_cents = price_cents + sale_reduction_cents
 WHERE sale_reduction_cents > 0;
--> statement-breakpoint
UPDATE variant_prices SET announced_old_price_cents = price_cents + sale_reduction_cents, reduced_since = now(),
                          prior_price_cents = price_cents + sale_reduction_cents
 WHERE sale_reduction_cents > 0;
--> statement-breakpoint
INSERT INTO price_history (variant_id, promotion, currency, price_cents, valid_from)
SELECT id, promotion, 'EUR', price_cents + sale_reduction_cents, now() - interval '30 days' FROM variants WHERE sale_reduction_cents > 0
UNION ALL
SELECT id, promotion, 'EUR', price_cents, now() FROM variants
UNION ALL
SELECT variant_id, promotion, currency, price_cents + sale_reduction_cents, now() - interval '30 days' FROM variant_prices WHERE sale_reduction_cents > 0
UNION ALL
SELECT variant_id, promotion, currency, price_cents, now() FROM variant_prices;
--> statement-breakpoint
SELECT set_config('shop.price_rule', '', true);
