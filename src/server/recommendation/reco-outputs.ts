import type { ShopConfig } from '@/lib/shop/shop';

/**
 * The placements the shop's recommendation service answers (issue 16, decision 0027), by the
 * outputId a request names.
 */
export const RECO_OUTPUTS = [
  'outfit',
  'similar',
  'lastSeen',
  'wishlist',
  'searchRelated',
  'categoryBottom',
  'basketAlternatives',
  'selection',
] as const;
export type RecoOutput = (typeof RECO_OUTPUTS)[number];

export function isRecoOutput(value: string): value is RecoOutput {
  return (RECO_OUTPUTS as readonly string[]).includes(value);
}

/** Why a product is recommended (GkAirProduct.reason). */
export type RecoReason =
  | 'outfit'
  | 'similar'
  | 'coViewed'
  | 'coBought'
  | 'lastSeen'
  | 'wishlist'
  | 'searchRelated'
  | 'topSeller'
  | 'editorial';

/** Products per output: a slider's worth (4.5 visible on desktop, three screens of them). */
export const RECO_ANSWER_LIMIT = 12;
/** Targets kept per precomputed list: enough to answer after leaving out sold-out products. */
export const RECO_LIST_LIMIT = 24;
/** Targets kept per category's top-seller list. */
export const RECO_CATEGORY_LIMIT = 60;
export { RECO_WISHLIST_MINIMUM } from '@/lib/recommendation/reco-placements';

/** Each family runs its own service, named after it: the de-AT shop's is 'lindgard'. */
export function recoServiceId(shop: ShopConfig): string {
  return shop.family;
}

/** A candidate of a placement: a style, why, and what it was computed from. */
export interface RecoCandidate {
  masterKey: string;
  reason: RecoReason;
  /** the style or category the list belongs to (the tracking string's campaign element) */
  source: string;
  /** the outfit both belong to (outfit output) */
  outfitId?: number;
}
