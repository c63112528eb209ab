import { describe, expect, it } from 'vitest';
import { listingPayload } from './listing-payload';
import { EVENT_SCHEMAS } from './event-schemas';

describe('listing tracking payload (storefront S9)', () => {
  const listing = {
    totalItemsCount: 143,
    tiles: [
      { id: '900001', masterKey: 'M1' },
      { id: '100001', masterKey: 'M2' },
      { id: '100002', masterKey: 'M2' },
    ],
    pinnedProductIds: ['900001'],
    activeFilters: [
      { id: 'color', values: [{ id: 'rot' }, { id: 'blau' }] },
      { id: 'sale', values: [{ id: 'true' }] },
      { id: 'size', values: [{ id: '38' }] },
    ],
  };

  it('joins filters as S9 says, keeps the sale filter apart and the pinned products out of productIds', () => {
    const payload = listingPayload({
      listType: 'plp',
      listing,
      sortKey: 'topseller',
      sale: true,
      page: 2,
      breadcrumb: ['Mode', 'Damen', 'Kleider'],
      popupProductId: '100002',
    });
    expect(payload).toEqual({
      listType: 'plp',
      rankingGroup: 'default',
      sortKey: 'topseller',
      saleFilter: true,
      totalFilterNames: 'color/size',
      totalFilterValues: 'rot,blau/38',
      pagination: 2,
      results: 143,
      breadcrumb: 'Mode/Damen/Kleider',
      masterKeys: ['M1', 'M2'],
      productIds: ['100001', '100002'],
      pinnedProductIds: ['900001'],
      popupProductId: '100002',
    });
    expect(EVENT_SCHEMAS.productList.safeParse(payload).success).toBe(true);
  });

  it('has empty filter strings without filters', () => {
    const payload = listingPayload({
      listType: 'srp',
      listing: { ...listing, activeFilters: [], pinnedProductIds: [] },
      sortKey: 'relevance',
      sale: false,
      page: 1,
      breadcrumb: [],
      popupProductId: null,
    });
    expect([payload.totalFilterNames, payload.totalFilterValues, payload.breadcrumb]).toEqual(['', '', '']);
    expect(payload.productIds).toEqual(['900001', '100001', '100002']);
  });
});
