import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFilterSelection } from '@/lib/listing/filter-selection';
import { shopByCode } from '@/lib/shop/shops';
import { getCategoryPage } from '@/server/catalog/get-category-page';
import { seedCatalog } from '@/server/db/seed/seed-catalog';
import { pastLastPageRedirect } from '@/server/listing/past-last-page';
import { testDatabases } from '../support/test-databases';

const AT_SHOP = shopByCode('lindgard-at')!;

describe.each(testDatabases())('a listing page past its last on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;

  beforeAll(async () => {
    handle = await target.open();
    await seedCatalog(handle.db, 400);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  /** the page count the listing itself shows (its pagination) */
  const pageCountOf = async (query: Record<string, string>) =>
    (await getCategoryPage(handle.db, AT_SHOP, '/mode', {
      selection: parseFilterSelection(query),
      sort: 'sortKey',
      page: 1,
      pinnedProductIds: [],
      searchTerm: null,
    }))!.pageCount;

  it('leads to the last page the listing shows, with its filters and sort', async () => {
    const all = await pageCountOf({});
    expect(all).toBeGreaterThan(1);
    expect(await pastLastPageRedirect(handle.db, AT_SHOP, '/mode', { page: String(all + 3) })).toBe(
      `/mode?page=${all}`,
    );
    const blue = await pageCountOf({ searchColor: 'blau' });
    expect(
      await pastLastPageRedirect(handle.db, AT_SHOP, '/mode', {
        searchColor: 'blau',
        sort: 'priceAsc',
        page: '999',
      }),
    ).toBe(`/mode?searchColor=blau&sort=priceAsc${blue > 1 ? `&page=${blue}` : ''}`);
  });

  it('leaves pages that exist, first pages and unknown categories to the listing', async () => {
    const all = await pageCountOf({});
    expect(await pastLastPageRedirect(handle.db, AT_SHOP, '/mode', { page: String(all) })).toBeNull();
    expect(await pastLastPageRedirect(handle.db, AT_SHOP, '/mode', { page: '1' })).toBeNull();
    expect(await pastLastPageRedirect(handle.db, AT_SHOP, '/mode', {})).toBeNull();
    expect(await pastLastPageRedirect(handle.db, AT_SHOP, '/mode', { page: 'zwei' })).toBeNull();
    expect(await pastLastPageRedirect(handle.db, AT_SHOP, '/gibt-es-nicht', { page: '99' })).toBeNull();
  });
});
