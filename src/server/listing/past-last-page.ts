import 'server-only';
import { normaliseCategoryPath } from '@/lib/category/tree';
import { listingCanonical, parseListingUrl, type RawParams } from '@/lib/listing/listing-url';
import { pageCountOf } from '@/lib/listing/pagination';
import type { ShopConfig } from '@/lib/shop/shop';
import { categoryIndexFor } from '@/server/catalog/category-index';
import type { Database } from '@/server/db/client';
import { countListing } from './get-listing';
import { categoryScope } from './listing-scope-for-path';

/**
 * A category listing asked for a page past its last (S2.3 pagination): the address of its last
 * page with the same filters, sort and search term; null for any other request (the first page,
 * a page that exists, an unknown category).
 */
export async function pastLastPageRedirect(
  db: Database,
  shop: ShopConfig,
  requestPath: string,
  query: RawParams,
): Promise<string | null> {
  const state = parseListingUrl(query);
  if (state.page === null || state.page <= 1) return null;
  const category = categoryIndexFor(shop.locale).byPath(normaliseCategoryPath(requestPath));
  if (!category) return null;
  const scope = await categoryScope(db, shop, category.id, state.searchTerm);
  const pageCount = pageCountOf(await countListing(db, shop, scope, state.selection));
  return state.page > pageCount ? listingCanonical(requestPath, state, pageCount) : null;
}
