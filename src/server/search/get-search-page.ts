import 'server-only';
import type { FilterSelection } from '@/lib/listing/filter-selection';
import { CHUNK_SIZE } from '@/lib/listing/pagination';
import type { ProductSort } from '@/lib/listing/product-sort';
import type { Database } from '@/server/db/client';
import { getListing, type Listing } from '@/server/listing/get-listing';
import { searchCatalog } from './search-catalog';
import type { ShopConfig } from '@/lib/shop/shop';

export type SearchPage =
  | { kind: 'empty' }
  | { kind: 'product'; productId: string }
  | { kind: 'redirect'; url: string }
  | {
      kind: 'results';
      term: string;
      correctedTerm: string | null;
      listing: Listing;
      page: number;
      pageCount: number;
    };

/** The search result page (S2.4): the listing in search mode, or where the term leads instead. */
export async function getSearchPage(
  db: Database,
  shop: ShopConfig,
  term: string,
  request: { selection: FilterSelection; sort: ProductSort; page: number },
): Promise<SearchPage> {
  const outcome = await searchCatalog(db, shop, term);
  if (outcome.kind !== 'results') return outcome;
  const listing = await getListing(db, {
    shop,
    scope: { masterKeys: outcome.masterKeys, cacheKey: `q:${shop.locale}:${outcome.term.toLowerCase()}` },
    selection: request.selection,
    sort: request.sort,
    page: request.page * 2 - 1,
    itemsPerPage: CHUNK_SIZE,
  });
  return {
    kind: 'results',
    term: outcome.term,
    correctedTerm: outcome.correctedTerm,
    listing,
    page: request.page,
    pageCount: Math.max(1, Math.ceil(listing.totalItemsCount / (CHUNK_SIZE * 2))),
  };
}
