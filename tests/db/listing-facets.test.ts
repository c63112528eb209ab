import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, parseFilterSelection } from '@/lib/listing/filter-selection';
import { rowsOf } from '@/server/db/rows';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { getListing } from '@/server/listing/get-listing';
import type { AttributeChoice } from '@/server/listing/query-facets';
import { categoryIndex } from '@/server/catalog/category-index';
import { testDatabases } from '../support/test-databases';
import { shopByCode } from '@/lib/shop/shops';

const AT_SHOP = shopByCode('lindgard-at')!;

describe.each(testDatabases())('listing facets on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  const mode = categoryIndex.byPath('/mode')!;

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 400);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  const listing = (
    params: Record<string, string>,
    extra: { sort?: 'sortKey' | 'priceAsc'; page?: number } = {},
  ) =>
    getListing(handle.db, {
      shop: AT_SHOP,
      scope: { categoryId: mode.id },
      selection: parseFilterSelection(params),
      sort: extra.sort ?? 'sortKey',
      page: extra.page ?? 1,
      itemsPerPage: 36,
    });

  const sqlCount = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ n: number }>(await handle.db.execute(query))[0]!.n;

  it('counts the category as SQL does', async () => {
    const all = await listing({});
    const expected = await sqlCount(
      sql`select count(*)::int as n from style_categories where category_id = ${mode.id}`,
    );
    expect(all.totalItemsCount).toBe(expected);
    expect(all.tiles).toHaveLength(36);
  });

  it('counts colour choices, keeps them within the filter and narrows other filters', async () => {
    const all = await listing({});
    const colors = all.filters.find((f) => f.id === 'searchColor')!.choices as AttributeChoice[];
    const blue = colors.find((c) => c.id === 'blau')!;
    const expectedBlue = await sqlCount(sql`
      select count(distinct sc.master_key)::int as n from style_categories sc
        join products p on p.master_key = sc.master_key and not p.outsold and p.color_family = 'blau'
       where sc.category_id = ${mode.id}`);
    expect(blue.productCount).toBe(expectedBlue);

    const filtered = await listing({ searchColor: 'blau' });
    expect(filtered.totalItemsCount).toBe(expectedBlue);
    const colorsAfter = filtered.filters.find((f) => f.id === 'searchColor')!.choices as AttributeChoice[];
    // within the colour filter the other colours keep their counts
    expect(colorsAfter.find((c) => c.id === 'rot')?.productCount).toBe(
      colors.find((c) => c.id === 'rot')?.productCount,
    );
    expect(colorsAfter.find((c) => c.id === 'blau')?.active).toBe(true);
    // across filters the counts narrow
    const sizesBefore = all.filters.find((f) => f.id === 'filterSize')!.choices as AttributeChoice[];
    const sizesAfter = filtered.filters.find((f) => f.id === 'filterSize')!.choices as AttributeChoice[];
    for (const size of sizesAfter) {
      expect(size.productCount).toBeLessThanOrEqual(sizesBefore.find((s) => s.id === size.id)!.productCount);
    }
    expect(filtered.activeFilters).toEqual([
      { id: 'searchColor', type: 'color', values: [{ id: 'blau', name: 'Blau' }] },
    ]);
  });

  it('combines colour and size and every tile matches', async () => {
    const sizes = (await listing({ searchColor: 'schwarz' })).filters.find((f) => f.id === 'filterSize')!
      .choices as AttributeChoice[];
    const size = sizes[0]!;
    const both = await listing({ searchColor: 'schwarz', filterSize: size.id });
    expect(both.totalItemsCount).toBe(size.productCount);
    expect(both.tiles.length).toBeGreaterThan(0);
  });

  it('sorts by lowest price and pages without overlap', async () => {
    const first = await listing({}, { sort: 'priceAsc' });
    const prices = first.tiles.map((t) => t.priceMin);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const second = await listing({}, { sort: 'priceAsc', page: 2 });
    expect(second.tiles[0]!.priceMin).toBeGreaterThanOrEqual(prices.at(-1)!);
    const firstKeys = new Set(first.tiles.map((t) => t.masterKey));
    expect(second.tiles.some((t) => firstKeys.has(t.masterKey))).toBe(false);
  });

  it('ignores unknown filter values and reports the price range', async () => {
    const odd = await listing({ searchColor: 'kariert-lila', neckline: 'gibt-es-nicht' });
    expect(odd.totalItemsCount).toBe((await listing({})).totalItemsCount);
    expect(odd.activeFilters).toEqual([]);
    const price = odd.filters.find((f) => f.id === 'price')!.choices[0]!;
    expect(price.kind).toBe('range');
    const ranged = await listing({ price: '20-40' });
    for (const tile of ranged.tiles) {
      expect(tile.priceMin).toBeGreaterThanOrEqual(2000);
      expect(tile.priceMin).toBeLessThanOrEqual(4099);
    }
  });

  it('puts pinned products first and shows the pinned colour', async () => {
    const all = await listing({}, { sort: 'sortKey', page: 2 });
    const pinned = all.tiles[5]!;
    const color = pinned.colors.at(-1)!;
    const withPin = await getListing(handle.db, {
      shop: AT_SHOP,
      scope: { categoryId: mode.id },
      selection: EMPTY_SELECTION,
      sort: 'sortKey',
      page: 1,
      itemsPerPage: 36,
      pinnedProductIds: [color.id],
    });
    expect(withPin.tiles[0]!.id).toBe(color.id);
    expect(withPin.pinnedProductIds).toEqual([color.id]);
    expect(withPin.tiles.filter((t) => t.masterKey === pinned.masterKey)).toHaveLength(1);
  });
});
