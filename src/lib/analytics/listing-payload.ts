import type { EventData } from './event-schemas';

export interface ListingForTracking {
  totalItemsCount: number;
  tiles: readonly { id: string; masterKey: string }[];
  pinnedProductIds: readonly string[];
  activeFilters: readonly { id: string; values: readonly { id: string }[] }[];
}

/**
 * The listing tracking payload of storefront S9: rankingGroup, sortKey, saleFilter, the active
 * filters (ids joined with '/', values with ',' within a filter and '/' between filters, the sale
 * filter apart), pagination, results, breadcrumb names joined with '/', the master keys, the
 * product ids without the pinned ones at the top, the pinned ids and the popup product.
 */
export function listingPayload(input: {
  listType: 'plp' | 'srp';
  listing: ListingForTracking;
  sortKey: string;
  sale: boolean;
  page: number;
  breadcrumb: readonly string[];
  popupProductId: string | null;
  rankingGroup?: string;
}): EventData<'productList'> {
  const { listing } = input;
  const filters = listing.activeFilters.filter((f) => f.id !== 'sale' && f.values.length > 0);
  const pinned = new Set(listing.pinnedProductIds);
  return {
    listType: input.listType,
    rankingGroup: input.rankingGroup ?? 'default',
    sortKey: input.sortKey,
    saleFilter: input.sale,
    totalFilterNames: filters.map((f) => f.id).join('/'),
    totalFilterValues: filters.map((f) => f.values.map((v) => v.id).join(',')).join('/'),
    pagination: input.page,
    results: listing.totalItemsCount,
    breadcrumb: input.breadcrumb.join('/'),
    masterKeys: [...new Set(listing.tiles.map((t) => t.masterKey))],
    productIds: listing.tiles.map((t) => t.id).filter((id) => !pinned.has(id)),
    pinnedProductIds: [...listing.pinnedProductIds],
    popupProductId: input.popupProductId,
  };
}
