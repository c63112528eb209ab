import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheRegistry } from '@/server/cache-registry';
import { CACHE_TAGS, categoryTag, productTag, styleTag } from '@/server/cache-tags';
import { CATALOG_CHANNEL, listenForChanges } from '@/server/cache/change-listener';
import { catalogChangeTags } from '@/server/cache/change-tags';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { PageCache, rawBody, type RenderedPage } from '@/server/page-cache/page-cache';
import { PageStore } from '@/server/page-cache/page-store';
import { sharedPages } from '@/server/page-cache/shared-page-store';
import { testDatabases } from '../support/test-databases';

type Rows<T> = { rows: T[] };

describe.each(testDatabases())('stock and price changes reach every worker and node on $name', (target) => {
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

  it('names every colour of the changed style, the style, its categories and the facet index', async () => {
    const [row] = await exec<{ product: string; master_key: string }>(sql`
      select p.id as product, p.master_key from products p
       where (select count(*) from products o where o.master_key = p.master_key) > 1 order by p.id limit 1`);
    const siblings = await exec<{ id: string }>(
      sql`select id from products where master_key = ${row!.master_key} order by id`,
    );
    const categories = await exec<{ category_id: string }>(
      sql`select category_id from style_categories where master_key = ${row!.master_key}`,
    );
    const tags = await catalogChangeTags(handle.db, [row!.product, 'not-an-id']);
    for (const { id } of siblings) expect(tags).toContain(productTag(id));
    for (const { category_id } of categories) expect(tags).toContain(categoryTag(category_id));
    expect(tags).toContain(styleTag(row!.master_key));
    expect(tags).toContain(CACHE_TAGS.facets);
    expect(tags).not.toContain(CACHE_TAGS.catalog);
    expect(await catalogChangeTags(handle.db, ['nonsense'])).toEqual([]);
  });

  it('shares a page rendered by one worker with another through the store, and drops it everywhere on a price change', async () => {
    const [row] = await exec<{ product: string; variant: string }>(
      sql`select dimension_id as product, id as variant from variants order by id limit 1`,
    );
    const store = new PageStore(async () => handle.db, { maxPages: 1000 });
    // two workers: each its own memory, one store
    const workerA = new PageCache({ ttlMs: 60_000, maxBytes: 1_000_000, shared: sharedPages(store) });
    const workerB = new PageCache({ ttlMs: 60_000, maxBytes: 1_000_000, shared: sharedPages(store) });
    let renders = 0;
    const key = `lindgard-at:/p/${row!.product}`;
    const render = async (): Promise<RenderedPage> => ({
      status: 200,
      headers: [['content-type', 'text/html; charset=utf-8']],
      body: Buffer.from(`<p>render ${++renders}</p>`.repeat(100)),
      shareable: true,
      precompressible: true,
      tags: [CACHE_TAGS.catalog, productTag(row!.product)],
    });
    expect((await workerA.get(key, render)).state).toBe('miss');
    await expect.poll(() => store.count(), { timeout: 5000 }).toBe(1);
    const fromStore = await workerB.get(key, render);
    expect(fromStore.state).toBe('store');
    expect(rawBody(fromStore.page).toString()).toContain('render 1');
    expect(renders).toBe(1);
    // a restarted worker starts warm
    const restarted = new PageCache({ ttlMs: 60_000, maxBytes: 1_000_000, shared: sharedPages(store) });
    expect((await restarted.get(key, render)).state).toBe('store');
    expect(renders).toBe(1);

    // the listener of worker B's process (the registry is this process's) drops it on a price change
    cacheRegistry().set('pages', workerB);
    try {
      await listenForChanges(handle);
      await exec(sql`update variants set price_cents = price_cents + 100 where id = ${row!.variant}`);
      await expect.poll(() => workerB.has(key), { timeout: 1000 }).toBe(false);
      await expect.poll(() => store.count(), { timeout: 1000 }).toBe(0);
      expect((await workerB.get(key, render)).state).toBe('miss');
      expect(renders).toBe(2);
    } finally {
      cacheRegistry().delete('pages');
    }
  });

  it('keeps the newest pages within its size', async () => {
    const store = new PageStore(async () => handle.db, { maxPages: 2 });
    for (const n of [1, 2, 3])
      await store.write(`k${n}`, {
        status: 200,
        headers: [],
        br: Buffer.alloc(0),
        plain: Buffer.from(`page ${n}`),
        rawBytes: 6,
        etag: `"${n}"`,
        tags: ['t'],
        freshUntil: Date.now() + 60_000,
        renderedAt: Date.now(),
      });
    expect(await store.trim()).toBeGreaterThanOrEqual(1);
    expect(await store.read('k1')).toBeNull();
    expect((await store.read('k3'))?.plain?.toString()).toBe('page 3');
  });
});
