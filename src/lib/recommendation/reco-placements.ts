import type { RecoListType } from './reco-view';

/** A Wishlist recommendation shows only with at least this many items (spec S5, S9). */
export const RECO_WISHLIST_MINIMUM = 3;

export interface RecoPlacementOutput {
  outputId: string;
  listType: RecoListType;
  recoType: string;
  title?: string;
}

/**
 * Where the shop shows recommendations and what each slider asks the service for (storefront S1,
 * S2.3, S2.5, S2.8; the list types and details of S9). The product page shows outfit, similar
 * products and last seen in this order.
 */
export const RECO_PLACEMENTS = {
  productPage: [
    { outputId: 'outfit', listType: 'outfit', recoType: 'outfit' },
    { outputId: 'similar', listType: 'gk_air', recoType: 'similarProducts' },
    { outputId: 'lastSeen', listType: 'gk_air', recoType: 'lastSeen' },
  ],
  popup: [{ outputId: 'similar', listType: 'miniPDP', recoType: 'miniPdp' }],
  addedToBasket: [{ outputId: 'outfit', listType: 'add_to_basket', recoType: 'add_to_basket' }],
  basket: [{ outputId: 'basketAlternatives', listType: 'basket_nali', recoType: 'basket_nali' }],
  listingBottom: [{ outputId: 'categoryBottom', listType: 'gk_air', recoType: 'categoryMatching' }],
  searchResults: [{ outputId: 'searchRelated', listType: 'gk_air', recoType: 'srp' }],
  wishlist: [{ outputId: 'wishlist', listType: 'wishlist', recoType: 'wishlist' }],
} as const satisfies Record<string, readonly RecoPlacementOutput[]>;
