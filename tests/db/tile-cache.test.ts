import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopByCode } from '@/lib/shop/shops';
import { CACHE_TAGS, styleTag } from '@/server/cache-tags';
import { rowsOf } from '@/server/db/rows';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { loadTiles } from '@/server/listing/load-tiles';
import { invalidate } from '@/server/cache/invalidate';
import { openTestDatabase } from '../support/test-databases';

type Handle = Awaited<ReturnType<typeof openTestDatabase>>;

describe('listing tiles (tile cache)', () => {
  let handle: Handle;
  const shop = shopByCode('lindgard-at')!;
  let masterKey = '';
  let productId = '';

  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedCatalog(handle.db, 120);
    invalidate([CACHE_TAGS.catalog]);
    const [row] = rowsOf<{ id: string; master_key: string }>(
      await handle.db.execute(sql`select p.id, p.master_key from products p
                                   where not p.outsold and p.color_position = (
                                     select min(c.color_position) from products c where c.master_key = p.master_key and not c.outsold)
                                   order by p.id limit 1`),
    );
    productId = row!.id;
    masterKey = row!.master_key;
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('are the same objects for the same shop and style until the style changes, then show the change', async () => {
    const [first] = await loadTiles(handle.db, shop, [masterKey]);
    const [again] = await loadTiles(handle.db, shop, [masterKey]);
    expect(again).toBe(first);
    expect(first!.id).toBe(productId);

    await handle.db.execute(sql`update variants set price_cents = 1234, sale_reduction_cents = 0
                                 where dimension_id = ${productId}`);
    const [other] = rowsOf<{ master_key: string }>(
      await handle.db.execute(sql`select master_key from styles where master_key <> ${masterKey} limit 1`),
    );
    const [otherTile] = await loadTiles(handle.db, shop, [other!.master_key]);
    // the change's tags: its style's tiles go, the others stay
    invalidate([styleTag(masterKey)]);
    const [changed, otherAgain] = await loadTiles(handle.db, shop, [masterKey, other!.master_key]);
    expect(changed).not.toBe(first);
    expect(changed!.priceMin).toBe(1234);
    expect(otherAgain).toBe(otherTile);
  });

  it('keep the order asked for, repeats included, and leave out unknown styles', async () => {
    const [other] = rowsOf<{ master_key: string }>(
      await handle.db.execute(
        sql`select master_key from styles where master_key <> ${masterKey} order by master_key limit 1`,
      ),
    );
    const keys = [other!.master_key, masterKey, 'M0000000', other!.master_key];
    const tiles = await loadTiles(handle.db, shop, keys);
    expect(tiles.map((t) => t.masterKey)).toEqual([other!.master_key, masterKey, other!.master_key]);
  });

  it('are kept per shop: a shop in francs shows its own prices', async () => {
    const chf = shopByCode('lindgard-chfr')!;
    const [euro] = await loadTiles(handle.db, shop, [masterKey]);
    const [francs] = await loadTiles(handle.db, chf, [masterKey]);
    expect(francs).not.toBe(euro);
    expect(francs!.listPrices).not.toBeNull();
    expect(euro!.listPrices).toBeNull();
  });
});
