import 'server-only';
import { blendLists } from './blend-lists';
import type { PlacementContext } from './placement-context';
import { FAMILY_WIDE } from './reco-lists';
import { RECO_WISHLIST_MINIMUM, type RecoCandidate } from './reco-outputs';

/**
 * Wishlist-based (storefront S1, the wishlist page's 'Wishlist Products'): from 3 saved items, the
 * styles most like them and most viewed with them, not those already saved.
 */
export async function recommendWishlist(context: PlacementContext): Promise<RecoCandidate[]> {
  const saved = await context.shopper.wishlist();
  if (saved.length < RECO_WISHLIST_MINIMUM) return [];
  const keys = saved.slice(0, 20);
  const [content, coView] = await Promise.all([
    context.lists.read(FAMILY_WIDE, 'similar', keys),
    context.lists.read(context.shop.code, 'coView', keys),
  ]);
  return blendLists(
    keys.flatMap((key) => [
      { list: content.get(key), weight: 1, reason: 'wishlist' as const, source: key },
      { list: coView.get(key), weight: 0.8, reason: 'wishlist' as const, source: key },
    ]),
    new Set(saved),
  );
}
