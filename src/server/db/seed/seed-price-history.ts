import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/** Skips the price rule's triggers for the rest of the transaction (migration 0033): the seed writes its own history. */
export const PRICE_RULE_OFF = sql`select set_config('shop.price_rule', 'off', true)`;

/**
 * Sent first in a transaction that loads styles in bulk: their rows notify no one one by one
 * (migration 0036); the loader notifies the whole catalogue once after (CATALOG_EVERYTHING).
 */
export const STYLE_NOTIFY_OFF = sql`select set_config('shop.notify', 'off', true)`;

/**
 * A plausible 60 days of prices for the demo assortment (decision 0039), consistent with what the
 * price rule would have computed: every size at its regular price from 60 days ago; a reduced size
 * reduced since 1 to 20 days ago (by its id), its old price the lowest of the 30 days before; one
 * size in ten of the others had a temporary price 20 % lower seven weeks ago, for a week.
 */
export async function seedPriceHistory(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(PRICE_RULE_OFF);
    await tx.execute(sql`truncate table price_history`);
    const since = (id: string) =>
      sql.raw(`now() - ((abs(hashtext(${id} || promotion)) % 20) + 1) * interval '1 day'`);
    await tx.execute(sql`update variants
        set announced_old_price_cents = price_cents + sale_reduction_cents,
            reduced_since = ${since('id')}, prior_price_cents = price_cents + sale_reduction_cents
      where sale_reduction_cents > 0`);
    await tx.execute(sql`update variant_prices
        set announced_old_price_cents = price_cents + sale_reduction_cents,
            reduced_since = ${since('variant_id')}, prior_price_cents = price_cents + sale_reduction_cents
      where sale_reduction_cents > 0`);
    await tx.execute(sql`
      with sizes as (
        select id as variant_id, promotion, 'EUR' as currency, price_cents, sale_reduction_cents, reduced_since from variants
        union all
        select variant_id, promotion, currency, price_cents, sale_reduction_cents, reduced_since from variant_prices)
      insert into price_history (variant_id, promotion, currency, price_cents, valid_from)
      select variant_id, promotion, currency, price_cents + sale_reduction_cents, now() - interval '60 days' from sizes
      union all
      select variant_id, promotion, currency, price_cents, reduced_since from sizes where sale_reduction_cents > 0
      union all
      select variant_id, promotion, currency, (price_cents * 0.8)::int, now() - interval '50 days'
        from sizes where sale_reduction_cents = 0 and price_cents > 0 and abs(hashtext(variant_id || promotion)) % 10 = 0
      union all
      select variant_id, promotion, currency, price_cents, now() - interval '43 days'
        from sizes where sale_reduction_cents = 0 and price_cents > 0 and abs(hashtext(variant_id || promotion)) % 10 = 0`);
  });
}
