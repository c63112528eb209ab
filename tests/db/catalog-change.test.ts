import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheRegistry } from '@/server/cache-registry';
import { categoryIndexFor } from '@/server/catalog/category-index';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { CATALOG_CHANNEL, dropCachedPages, pathsShowing } from '@/server/page-cache/catalog-change-listener';
import { PageCache, type RenderedPage } from '@/server/page-cache/page-cache';
import { testDatabases } from '../support/test-databases';

type Rows<T> = { rows: T[] };

describe.each(testDatabases())('stock and price changes reach every node on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  const exec = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as Rows<T>).rows;

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 40);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('notifies the changed product of an order or import at commit, once per product', async () => {
    const received: string[] = [];
    await handle.listen(CATALOG_CHANNEL, (payload) => received.push(payload));
    const [variant] = await exec<{ id: string; product: string }>(
      sql`select id, dimension_id as product from variants order by id limit 1`,
    );
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`update variants set stock = stock - 1 where dimension_id = ${variant!.product}`);
      await tx.execute(sql`update variants set stock = stock - 1 where dimension_id = ${variant!.product}`);
    });
    await expect.poll(() => received, { timeout: 5000 }).toEqual([variant!.product]);
    // an update that changes nothing shown sends nothing
    await exec(sql`update variants set ean = ean where dimension_id = ${variant!.product}`);
    await exec(sql`update variant_prices set price_cents = price_cents + 100
                    where variant_id = ${variant!.id}`);
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(2);
    // a new price (a price list gains a currency) too, once per statement and product
    await exec(sql`insert into variant_prices (currency, variant_id, promotion, price_cents)
                    select 'GBP', id, promotion, price_cents from variants where dimension_id = ${variant!.product}`);
    await expect
      .poll(() => received, { timeout: 5000 })
      .toEqual([variant!.product, variant!.product, variant!.product]);
  });

  it('drops the cached product page and its category listings in every shop, and nothing else', async () => {
    const [row] = await exec<{ product: string; category_id: string }>(sql`
      select p.id as product, sc.category_id from products p
        join style_categories sc on sc.master_key = p.master_key order by p.id limit 1`);
    const paths = await pathsShowing(handle, [row!.product]);
    const listing = categoryIndexFor('de-AT').byId(row!.category_id)!.path;
    const french = categoryIndexFor('fr-CH').byId(row!.category_id)!.path;
    expect(paths).toContain(`/p/${row!.product}`);
    expect(paths).toContain(listing);
    expect(paths).toContain(french);

    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    cacheRegistry().set('pages', cache);
    const page: RenderedPage = { status: 200, headers: [], body: Buffer.from('x'), shareable: true };
    const keys = [
      `lindgard-at:/p/${row!.product}`,
      `lindgard-at:${listing}?page=2`,
      `lindgard-chfr:${french}`,
      'lindgard-at:/p/999999',
      'lindgard-at:/wohnen-nicht-betroffen',
    ];
    for (const key of keys) await cache.get(key, async () => page);
    expect(dropCachedPages(paths, [row!.product])).toBe(3);
    expect(cache.size.pages).toBe(2);
    cacheRegistry().delete('pages');
  });
});
