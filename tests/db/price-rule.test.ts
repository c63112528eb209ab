import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPrices } from '@/server/admin/prices/set-prices';
import { CLI_ACTOR } from '@/server/admin/keys/create-api-key';
import { rowsOf } from '@/server/db/rows';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { testDatabases } from '../support/test-databases';

interface Size {
  id: string;
  promotion: string;
  ean: string;
  dimension_id: string;
  price_cents: number;
}

interface PriceState {
  price_cents: number;
  sale_reduction_cents: number;
  announced_old_price_cents: number | null;
  prior_price_cents: number | null;
  reduced: boolean;
}

/** The EU prior-price rule (decision 0039) as the database keeps it, whoever writes the prices. */
describe.each(testDatabases())('the prior-price rule on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let sizes: Size[];

  const state = async (size: Size, currency = 'EUR'): Promise<PriceState> =>
    rowsOf<PriceState>(
      await handle.db.execute(
        currency === 'EUR'
          ? sql`select price_cents, sale_reduction_cents, announced_old_price_cents, prior_price_cents,
                       reduced_since is not null as reduced
                  from variants where id = ${size.id} and promotion = ${size.promotion}`
          : sql`select price_cents, sale_reduction_cents, announced_old_price_cents, prior_price_cents,
                       reduced_since is not null as reduced
                  from variant_prices where variant_id = ${size.id} and promotion = ${size.promotion}
                   and currency = ${currency}`,
      ),
    )[0]!;
  const set = (size: Size, price: number, oldPrice: number | null, currency = 'EUR') =>
    setPrices(handle.db, CLI_ACTOR, [{ ean: size.ean, currency, price, oldPrice }]);
  /** a price the size had in the past, as the history would hold it */
  const hadPrice = (size: Size, price: number, daysAgo: number, currency = 'EUR') =>
    handle.db.execute(sql`insert into price_history (variant_id, promotion, currency, price_cents, valid_from)
                          values (${size.id}, ${size.promotion}, ${currency}, ${price}, now() - ${daysAgo} * interval '1 day')`);

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 60);
    // sizes offered under one promotion only, not reduced, with their regular price since 60 days
    sizes = rowsOf<Size>(
      await handle.db
        .execute(sql`select v.id, v.promotion, v.ean, v.dimension_id, v.price_cents from variants v
                                   where v.sale_reduction_cents = 0 and v.price_cents > 1000
                                     and (select count(*) from variants o where o.ean = v.ean) = 1
                                     and (select count(*) from price_history h where h.variant_id = v.id) = 4
                                   order by v.id limit 7`),
    );
    expect(sizes).toHaveLength(7);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('seeds a history of 60 days, consistent with the reductions shown', async () => {
    const [row] = rowsOf<{ sizes: number; without: number; inconsistent: number }>(
      await handle.db.execute(sql`select
          (select count(*)::int from variants) as sizes,
          (select count(*)::int from variants v where not exists (
             select 1 from price_history h where h.variant_id = v.id and h.promotion = v.promotion and h.currency = 'EUR'
                and h.valid_from <= now() - interval '59 days')) as without,
          (select count(*)::int from variants v where v.sale_reduction_cents > 0
              and v.price_cents + v.sale_reduction_cents <> v.prior_price_cents) as inconsistent`),
    );
    expect(row!.sizes).toBeGreaterThan(0);
    expect(row!.without).toBe(0);
    expect(row!.inconsistent).toBe(0);
  });

  it('strikes through the 30-day low, not an inflated old price', async () => {
    const size = sizes[0]!;
    const regular = size.price_cents;
    await set(size, regular - 500, regular * 2);
    expect(await state(size)).toMatchObject({
      price_cents: regular - 500,
      announced_old_price_cents: regular * 2,
      prior_price_cents: regular,
      sale_reduction_cents: 500,
      reduced: true,
    });
    // the colour's listing summary strikes through the same price
    const [summary] = rowsOf<{ price_old: number }>(
      await handle.db.execute(sql`select price_old from products where id = ${size.dimension_id}`),
    );
    expect(summary!.price_old).toBe(regular);
  });

  it('shows no saving when the 30-day low equals the reduced price', async () => {
    const size = sizes[1]!;
    const regular = size.price_cents;
    // the same price was charged ten days ago, for a while
    await hadPrice(size, regular - 1000, 10);
    await hadPrice(size, regular, 5);
    await set(size, regular - 1000, regular);
    expect(await state(size)).toMatchObject({
      price_cents: regular - 1000,
      prior_price_cents: regular - 1000,
      sale_reduction_cents: 0,
    });
  });

  it('counts the price in effect when the 30 days began, and nothing older', async () => {
    const size = sizes[2]!;
    const regular = size.price_cents;
    // 40 days ago a lower price, 35 days ago the regular price again: the 30 days saw only that
    await hadPrice(size, regular - 900, 40);
    await hadPrice(size, regular, 35);
    await set(size, regular - 300, regular + 1000);
    expect((await state(size)).sale_reduction_cents).toBe(300);
  });

  it('keeps the prior price through a further reduction, and ends with the reduction', async () => {
    const size = sizes[3]!;
    const regular = size.price_cents;
    await set(size, regular - 200, regular);
    await set(size, regular - 700, regular);
    expect(await state(size)).toMatchObject({ prior_price_cents: regular, sale_reduction_cents: 700 });
    await set(size, regular, null);
    expect(await state(size)).toMatchObject({
      price_cents: regular,
      sale_reduction_cents: 0,
      announced_old_price_cents: null,
      prior_price_cents: null,
      reduced: false,
    });
    // a new reduction right after: the 30 days now hold the reduced prices, so it shows less
    await set(size, regular - 100, regular);
    expect((await state(size)).sale_reduction_cents).toBe(0);
  });

  it('starts a reduction anew after a price rise, judged on the prices charged before', async () => {
    const size = sizes[5]!;
    const regular = size.price_cents;
    await set(size, regular - 2000, regular);
    expect((await state(size)).sale_reduction_cents).toBe(2000);
    // a rise, announced as reduced from a higher old price: 'regular - 2000' was charged just now
    await set(size, regular + 1000, regular + 5000);
    expect(await state(size)).toMatchObject({ prior_price_cents: regular - 2000, sale_reduction_cents: 0 });
    // down again, but above the price charged within the 30 days: still no saving to show
    await set(size, regular - 1000, regular + 5000);
    expect(await state(size)).toMatchObject({ prior_price_cents: regular - 2000, sale_reduction_cents: 0 });
  });

  it('applies to every price list and to writers that set the reduction themselves', async () => {
    const size = sizes[4]!;
    const franc = (await state(size, 'CHF')).price_cents;
    await set(size, franc - 1000, franc + 5000, 'CHF');
    expect(await state(size, 'CHF')).toMatchObject({ prior_price_cents: franc, sale_reduction_cents: 1000 });
    // an operator's SQL announcing 20 € off a price the size never had
    const other = sizes[6]!;
    await handle.db
      .execute(sql`update variants set price_cents = ${other.price_cents - 100}, sale_reduction_cents = 2000
                                 where id = ${other.id} and promotion = ${other.promotion}`);
    expect(await state(other)).toMatchObject({
      announced_old_price_cents: other.price_cents - 100 + 2000,
      prior_price_cents: other.price_cents,
      sale_reduction_cents: 100,
    });
    const history = rowsOf<{ price_cents: number }>(
      await handle.db.execute(sql`select price_cents from price_history
                                   where variant_id = ${other.id} and promotion = ${other.promotion} and currency = 'EUR'
                                   order by valid_from desc, id desc limit 1`),
    );
    expect(history[0]!.price_cents).toBe(other.price_cents - 100);
  });
});
