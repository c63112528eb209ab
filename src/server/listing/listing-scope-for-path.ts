import 'server-only';
import { normaliseCategoryPath } from '@/lib/category/tree';
import { normaliseSearchTerm } from '@/lib/search/search-term';
import type { ShopConfig } from '@/lib/shop/shop';
import { categoryIndexFor } from '@/server/catalog/category-index';
import type { Database } from '@/server/db/client';
import { searchScope } from '@/server/search/search-scope';
import type { ListingScope } from './get-listing';

/** The listing scope behind a listing URL: /search?q=… or a category path (with /webview). */
export async function listingScopeForPath(
  db: Database,
  shop: ShopConfig,
  path: string,
  params: Record<string, string>,
): Promise<ListingScope | null> {
  if (path === '/search') return searchScope(db, shop, normaliseSearchTerm(params.q ?? params.searchTerm));
  const category = categoryIndexFor(shop.locale).byPath(normaliseCategoryPath(path));
  return category ? categoryScope(db, shop, category.id, params.searchTerm) : null;
}

/**
 * A category's products, or in search mode (searchTerm, storefront S2.3) those of them the term
 * finds: the search within the category.
 */
export async function categoryScope(
  db: Database,
  shop: ShopConfig,
  categoryId: string,
  searchTerm: string | null | undefined,
): Promise<ListingScope> {
  const term = normaliseSearchTerm(searchTerm);
  if (!term) return { categoryId };
  return { ...(await searchScope(db, shop, term)), categoryId };
}
