import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { summarisePrices } from '@/lib/price-summary';
import { getProductDetail } from '@/server/catalog/get-product-detail';
import { defaultDimension } from '@/server/catalog/product-detail';
import { rowsOf } from '@/server/db/rows';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { openTestDatabase } from '../support/test-databases';

type Handle = Awaited<ReturnType<typeof openTestDatabase>>;

/** what the listing reads of every colour, in every price list */
async function summaries(handle: Handle): Promise<string> {
  return rowsOf<{ hash: string }>(
    await handle.db.execute(sql`select md5(
      (select string_agg(concat_ws(',', id, price_min, price_max, price_old, saving_min, saving_max, outsold), '|' order by id) from products) ||
      (select string_agg(concat_ws(',', product_id, currency, price_min, price_max, price_old, saving_min, saving_max), '|' order by product_id, currency) from product_prices)
    ) as hash`),
  )[0]!.hash;
}

describe('colour summaries (the listing read model)', () => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedCatalog(handle.db, 200);
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('are what the sizes say: recomputing every colour changes nothing the seed wrote', async () => {
    const before = await summaries(handle);
    await handle.db.execute(sql`select refresh_colour_summaries(array(select id from products))`);
    expect(await summaries(handle)).toBe(before);
  });

  it('follow a price change of a size in the same transaction, as the product page derives them', async () => {
    const [{ id } = { id: '' }] = rowsOf<{ id: string }>(
      await handle.db.execute(sql`select p.id from products p where not p.outsold order by p.id limit 1`),
    );
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`update variants set price_cents = 1999, sale_reduction_cents = 1000
                            where dimension_id = ${id} and size_order = (select min(size_order) from variants where dimension_id = ${id})`);
      await tx.execute(sql`update variant_prices set price_cents = 2499, sale_reduction_cents = 0
                            where currency = 'CHF' and variant_id in (select id from variants where dimension_id = ${id})`);
      const [row] = rowsOf<{ price_min: number; price_old: number; saving_max: number }>(
        await tx.execute(sql`select price_min, price_old, saving_max from products where id = ${id}`),
      );
      // the reduction shown is the price rule's (the 30-day low before it, decision 0039)
      const [size] = rowsOf<{ reduction: number }>(
        await tx.execute(sql`select sale_reduction_cents as reduction from variants
                              where dimension_id = ${id} and price_cents = 1999 order by promotion limit 1`),
      );
      expect(size!.reduction).toBeGreaterThan(0);
      expect(row).toEqual({
        price_min: 1999,
        price_old: 1999 + size!.reduction,
        saving_max: Math.round((size!.reduction * 100) / (1999 + size!.reduction)),
      });
    });
    const detail = (await getProductDetail(handle.db, id))!;
    const euro = summarisePrices(defaultDimension(detail.color)!.variants, 'EUR');
    const [stored] = rowsOf<Record<string, number>>(
      await handle.db.execute(
        sql`select price_min, price_max, price_old, saving_max from products where id = ${id}`,
      ),
    );
    expect(stored).toEqual({
      price_min: euro.min,
      price_max: euro.max,
      price_old: euro.old,
      saving_max: euro.saving,
    });
    const [chf] = rowsOf<Record<string, number>>(
      await handle.db.execute(
        sql`select price_min, price_max, price_old, saving_max from product_prices where product_id = ${id} and currency = 'CHF'`,
      ),
    );
    expect(chf).toEqual({ price_min: 2499, price_max: 2499, price_old: 0, saving_max: 0 });
  });

  it('mark a colour sold out when its last orderable size is gone, and orderable again when one returns', async () => {
    const [{ id } = { id: '' }] = rowsOf<{ id: string }>(
      await handle.db.execute(sql`select id from products where not outsold order by id desc limit 1`),
    );
    await handle.db.execute(
      sql`update variants set stock = 0, availability_state = 'outsold' where dimension_id = ${id}`,
    );
    const outsold = async () =>
      rowsOf<{ outsold: boolean }>(
        await handle.db.execute(sql`select outsold from products where id = ${id}`),
      )[0]!.outsold;
    expect(await outsold()).toBe(true);
    await handle.db.execute(sql`update variants set stock = 3, availability_state = 'available'
                                 where dimension_id = ${id} and size_order = (select max(size_order) from variants where dimension_id = ${id})`);
    expect(await outsold()).toBe(false);
  });

  it('stamp the product (the sitemap’s lastmod) when a summary changes, in any price list, and not otherwise', async () => {
    const [{ id } = { id: '' }] = rowsOf<{ id: string }>(
      await handle.db.execute(sql`select id from products where not outsold order by id limit 1 offset 5`),
    );
    await handle.db.execute(sql`update products set updated_at = '2020-01-01T00:00:00Z' where id = ${id}`);
    const stamp = async () =>
      rowsOf<{ t: string }>(
        await handle.db.execute(
          sql`select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as t from products where id = ${id}`,
        ),
      )[0]!.t;
    // a stock change that leaves the colour orderable changes nothing a crawler sees
    await handle.db.execute(sql`update variants set stock = stock + 1 where dimension_id = ${id}`);
    expect(await stamp()).toBe('2020-01-01');
    await handle.db.execute(sql`update variant_prices set price_cents = price_cents + 100
                                 where currency = 'SEK' and variant_id in (select id from variants where dimension_id = ${id})`);
    expect(await stamp()).not.toBe('2020-01-01');
    await handle.db.execute(sql`update products set updated_at = '2020-01-01T00:00:00Z' where id = ${id}`);
    await handle.db.execute(
      sql`update variants set price_cents = price_cents + 100 where dimension_id = ${id}`,
    );
    expect(await stamp()).not.toBe('2020-01-01');
  });

  it("stay right when two orders sell a colour's last two sizes at once", async () => {
    const [{ id } = { id: '' }] = rowsOf<{ id: string }>(
      await handle.db.execute(sql`select dimension_id as id from variants group by dimension_id
                                   having count(*) >= 2 order by dimension_id limit 1`),
    );
    const sizes = rowsOf<{ id: string }>(
      await handle.db.execute(sql`select id from variants where dimension_id = ${id} order by id`),
    ).map((r) => r.id);
    // every size sold out but the first two, which are available
    await handle.db
      .execute(sql`update variants set availability_state = case when id in (${sizes[0]}, ${sizes[1]})
                                  then 'available' else 'outsold' end where dimension_id = ${id}`);
    const sellOut = (size: string) =>
      sql`update variants set stock = 0, availability_state = 'outsold' where id = ${size}`;
    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstSold!: () => void;
    const firstHasSold = new Promise<void>((resolve) => (firstSold = resolve));
    const first = handle.db.transaction(async (tx) => {
      await tx.execute(sellOut(sizes[0]!));
      firstSold();
      await firstMayCommit;
    });
    await firstHasSold;
    const second = handle.db.transaction(async (tx) => {
      await tx.execute(sellOut(sizes[1]!));
    });
    // the second waits for the first's lock on the colour before it recomputes the colour
    await vi.waitFor(async () => {
      const [{ waiting } = { waiting: 0 }] = rowsOf<{ waiting: number }>(
        await handle.db.execute(sql`select count(*)::int as waiting from pg_stat_activity
                                     where datname = current_database() and wait_event_type = 'Lock'`),
      );
      expect(waiting).toBe(1);
    });
    releaseFirst();
    await Promise.all([first, second]);
    const [row] = rowsOf<{ outsold: boolean }>(
      await handle.db.execute(sql`select outsold from products where id = ${id}`),
    );
    expect(row!.outsold).toBe(true);
  });
});
