import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { styleTag } from '@/server/cache-tags';
import { invalidate } from '@/server/cache/invalidate';
import { rowsOf } from '@/server/db/rows';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { buildFacetIndex, type FacetIndex } from '@/server/listing/facet-index';
import { getFacetIndex } from '@/server/listing/facet-index-cache';
import { openTestDatabase } from '../support/test-databases';

/** the index as plain data, to compare a patched one with one built from scratch */
function plain(index: FacetIndex) {
  return {
    masterKeys: index.masterKeys,
    price: [...index.price],
    priceIn: Object.fromEntries(Object.entries(index.priceIn).map(([c, a]) => [c, [...a!]])),
    sale: index.sale.count(),
    categories: [...index.categories].map(([id, set]) => [id, set.count()]),
    values: index.values.map((v, i) => [v.filterId, v.id, index.valueSets[i]!.count()]),
    styleValues: [...index.styleValueList],
    order: Object.fromEntries(Object.entries(index.order).map(([sort, o]) => [sort, [...o]])),
  };
}

describe('the facet index after a stock or price change', () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedCatalog(handle.db, 150);
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('is patched by the changed styles alone and equals one built from scratch', async () => {
    const before = await getFacetIndex(handle.db);
    const [row] = rowsOf<{ master_key: string; product: string }>(
      await handle.db.execute(sql`select p.master_key, p.id as product from products p
                                   where not p.outsold order by p.id limit 1`),
    );
    // a new price, and every size of one colour sold out
    await handle.db.execute(sql`update variants set price_cents = 1, sale_reduction_cents = 0
                                 where dimension_id = ${row!.product}`);
    await handle.db.execute(sql`update variants set availability_state = 'outsold', stock = 0
                                 where dimension_id = ${row!.product}`);
    // the listener's part: the change's tags
    invalidate([styleTag(row!.master_key)]);
    const patched = await getFacetIndex(handle.db);
    expect(patched).not.toBe(before);
    expect(plain(patched)).toEqual(plain(await buildFacetIndex(handle.db)));
    // nothing changed since: the same index
    expect(await getFacetIndex(handle.db)).toBe(patched);
  });

  it('puts several changed styles in their new places in every order at once', async () => {
    const rows = rowsOf<{ master_key: string; product: string }>(
      await handle.db
        .execute(sql`select distinct on (p.master_key) p.master_key, p.id as product from products p
                                   where not p.outsold order by p.master_key, p.id limit 3`),
    );
    await getFacetIndex(handle.db);
    const prices = [999_999, 2, 50_000];
    for (const [n, row] of rows.entries())
      await handle.db.execute(sql`update variants set price_cents = ${prices[n]!}, sale_reduction_cents = 500
                                   where dimension_id = ${row.product}`);
    invalidate(rows.map((row) => styleTag(row.master_key)));
    const patched = await getFacetIndex(handle.db);
    expect(plain(patched)).toEqual(plain(await buildFacetIndex(handle.db)));
    // the colour at 2 cents is its style's lowest price, placed before every dearer style
    const cheap = patched.positionOf.get(rows[1]!.master_key)!;
    expect(patched.price[cheap]).toBe(2);
    const asc = [...patched.order.priceAsc];
    for (const j of asc.slice(asc.indexOf(cheap) + 1)) expect(patched.price[j]).toBeGreaterThanOrEqual(2);
  });
});
