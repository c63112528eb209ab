import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { textArray } from '@/server/db/text-array';
import type { CarriedPrior } from './style-of-rows';

/**
 * Takes the prior prices a catalogue feed carries from the previous system as the shop's history
 * (decision 0041): for a size reduced since a date with a prior price, where the shop has no price
 * of its own (the size and list are new in this write: a shop being set up), the prior price is recorded as charged from
 * 30 days before the reduction and the current one from its start, and the reduction is judged on
 * them as the rule's trigger would have (decision 0039). Where the shop has any history of the
 * size and list, it decides and the feed's prior price is ignored. Runs in the styles' write transaction.
 */
export async function carryPriorPrices(tx: Database, priors: readonly CarriedPrior[]): Promise<void> {
  if (priors.length === 0) return;
  const items = priors.map((p) => ({
    ean: p.ean,
    promotion: p.promotion,
    currency: p.currency,
    prior: p.prior,
    since: p.since.toISOString(),
  }));
  const carried = rowsOf<{
    id: string;
    promotion: string;
    currency: string;
    dimension_id: string;
    prior: number;
    since: string;
  }>(
    await tx.execute(sql`
      with x as (
        select * from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
          as x(ean text, promotion text, currency text, prior int, since timestamptz)),
      sizes as (
        select v.id, v.promotion, v.dimension_id, x.currency, x.prior, x.since,
               case when x.currency = 'EUR' then v.price_cents else vp.price_cents end as price,
               case when x.currency = 'EUR' then v.announced_old_price_cents else vp.announced_old_price_cents end as announced
          from x
          join variants v on v.ean = x.ean
           and v.promotion = coalesce(x.promotion, (select d.promotion from dimensions d
                                                     where d.id = v.dimension_id and d.is_default_promotion))
          left join variant_prices vp on vp.variant_id = v.id and vp.promotion = v.promotion and vp.currency = x.currency
         where (x.currency = 'EUR' or vp.variant_id is not null)
           -- a size and list new in this transaction (its only prices are this write's): a size the
           -- shop has sold keeps its own history, whatever date the feed gives
           and not exists (select from price_history h
                            where h.variant_id = v.id and h.promotion = v.promotion and h.currency = x.currency
                              and h.valid_from < now())),
      history as (
        insert into price_history (variant_id, promotion, currency, price_cents, valid_from)
        select id, promotion, currency, prior, since - interval '30 days' from sizes
        union all
        select id, promotion, currency, price, since from sizes)
      -- (a data-modifying WITH runs once, whether read or not)
      select id, promotion, currency, dimension_id, prior, since from sizes where announced > price`),
  );
  if (carried.length === 0) return;
  // the reduction as the trigger judges it on that history: the prior price where it is above the price
  const judged = JSON.stringify(carried);
  await tx.execute(sql`select set_config('shop.price_rule', 'off', true)`);
  await tx.execute(sql`
    update variants t set reduced_since = x.since, prior_price_cents = x.prior,
                          sale_reduction_cents = greatest(x.prior - t.price_cents, 0)
      from jsonb_to_recordset(${judged}::jsonb) as x(id text, promotion text, currency text, prior int, since timestamptz)
     where x.currency = 'EUR' and t.id = x.id and t.promotion = x.promotion`);
  await tx.execute(sql`
    update variant_prices t set reduced_since = x.since, prior_price_cents = x.prior,
                                sale_reduction_cents = greatest(x.prior - t.price_cents, 0)
      from jsonb_to_recordset(${judged}::jsonb) as x(id text, promotion text, currency text, prior int, since timestamptz)
     where x.currency <> 'EUR' and t.variant_id = x.id and t.promotion = x.promotion and t.currency = x.currency`);
  await tx.execute(sql`select set_config('shop.price_rule', 'on', true)`);
  await tx.execute(
    sql`select refresh_colour_summaries(${textArray([...new Set(carried.map((c) => c.dimension_id))])})`,
  );
}
