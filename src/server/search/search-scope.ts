import 'server-only';
import type { Database } from '@/server/db/client';
import type { ListingScope } from '@/server/listing/get-listing';
import { normaliseSearchTerm } from '@/lib/search/search-term';
import { searchCatalog } from './search-catalog';
import type { ShopConfig } from '@/lib/shop/shop';

/** The styles a search term finds, as a listing scope; an article number or redirect finds nothing here. */
export async function searchScope(
  db: Database,
  shop: ShopConfig,
  term: string,
): Promise<ListingScope | null> {
  const outcome = await searchCatalog(db, shop, term);
  return {
    masterKeys: outcome.kind === 'results' ? outcome.masterKeys : [],
    cacheKey: `q:${shop.locale}:${normaliseSearchTerm(term).toLowerCase()}`,
  };
}
