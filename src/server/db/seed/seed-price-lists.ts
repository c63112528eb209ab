import { sql } from 'drizzle-orm';
import { PRICE_LIST_RULES } from '@/lib/shop/price-list-rules';
import type { Database } from '../client';
import { PRICE_RULE_OFF } from './seed-price-history';

/**
 * The CHF, CZK and SEK price lists of the demo assortment, derived from the euro list by the rules
 * of `price-list-rules.ts` (set-based), with each colour's price summary per currency.
 */
export async function seedPriceLists(database: Database): Promise<void> {
  // in one transaction, without the price rule: their history follows (seed-price-history.ts)
  await database.transaction(async (db) => {
    await db.execute(PRICE_RULE_OFF);
    await writePriceLists(db);
  });
}

async function writePriceLists(db: Database): Promise<void> {
  await db.execute(sql`truncate table product_prices, variant_prices`);
  const rules = sql.join(
    Object.entries(PRICE_LIST_RULES).map(
      ([currency, r]) => sql`(${currency}, ${r.rate}::numeric, ${r.unit}::int, ${r.ending}::int)`,
    ),
    sql`, `,
  );
  const convert = (amount: ReturnType<typeof sql>) =>
    sql`case when ${amount} = 0 then 0 else (floor(${amount} * r.rate / r.unit) * r.unit + r.ending)::int end`;
  await db.execute(sql`
    with r (currency, rate, unit, ending) as (values ${rules})
    insert into variant_prices (currency, variant_id, promotion, price_cents, sale_reduction_cents)
    select r.currency, v.id, v.promotion, ${convert(sql`v.price_cents`)},
           greatest(0, ${convert(sql`(v.price_cents + v.sale_reduction_cents)`)} - ${convert(sql`v.price_cents`)})
      from variants v cross join r`);
  // the summary of the default promotion's sizes, as the euro columns of products hold it
  await db.execute(sql`
    with v as (
      select vp.currency, va.dimension_id as product_id, vp.price_cents as price,
             vp.price_cents + vp.sale_reduction_cents as regular,
             min(vp.price_cents) over (partition by vp.currency, va.dimension_id) as lowest,
             -- as the product page derives it from this list's prices (migration 0014)
             case when vp.sale_reduction_cents > 0
                  then round(vp.sale_reduction_cents * 100.0 / (vp.price_cents + vp.sale_reduction_cents))::smallint
                  else 0 end as saving
        from variant_prices vp
        join variants va on va.id = vp.variant_id and va.promotion = vp.promotion
        join dimensions d on d.id = va.dimension_id and d.promotion = va.promotion and d.is_default_promotion)
    insert into product_prices (currency, product_id, price_min, price_max, price_old, saving_min, saving_max)
    select v.currency, v.product_id, min(v.price), max(v.price),
           coalesce(max(v.regular) filter (where v.price = v.lowest and v.regular > v.price), 0),
           min(v.saving), max(v.saving)
      from v
     group by v.currency, v.product_id`);
}
