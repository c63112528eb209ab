import 'server-only';
import { EMPTY_SELECTION } from '@/lib/listing/filter-selection';
import type { ProductSort } from '@/lib/listing/product-sort';
import type { Database } from '@/server/db/client';
import { getListing } from '@/server/listing/get-listing';
import type { ProductTile } from '@/server/listing/load-tiles';
import type { ShopConfig } from '@/lib/shop/shop';

/** The first products of a category without filters (homepage teasers, Category.products). */
export async function listCategoryProducts(
  db: Database,
  shop: ShopConfig,
  categoryId: string,
  opts: { sort: ProductSort; limit: number },
): Promise<{ total: number; tiles: ProductTile[] }> {
  if (opts.limit === 0) return { total: 0, tiles: [] };
  const listing = await getListing(db, {
    shop,
    scope: { categoryId },
    selection: EMPTY_SELECTION,
    sort: opts.sort,
    page: 1,
    itemsPerPage: opts.limit,
  });
  return { total: listing.totalItemsCount, tiles: listing.tiles };
}
