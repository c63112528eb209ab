import 'server-only';
import { blendLists } from './blend-lists';
import type { PlacementContext } from './placement-context';
import { FAMILY_WIDE } from './reco-lists';
import type { RecoCandidate } from './reco-outputs';
import { masterKeysOf } from './style-keys';

/** How much what other shoppers looked at together counts against content similarity (eval:reco). */
export const SIMILAR_CO_VIEW_WEIGHT = 0.8;

/**
 * Similar products (storefront S1, PDP position 2): the styles most like the product by content,
 * blended with those viewed in the same sessions.
 */
export async function recommendSimilar(context: PlacementContext): Promise<RecoCandidate[]> {
  const [key] = await masterKeysOf(context.db, [context.params.get('productId') ?? '']);
  if (!key) return [];
  return similarTo(context, key, new Set([key]));
}

/** The blend for one style, shared by similar products, basket alternatives and the wishlist. */
export async function similarTo(
  context: PlacementContext,
  key: string,
  exclude: ReadonlySet<string>,
): Promise<RecoCandidate[]> {
  const [content, coView] = await Promise.all([
    context.lists.read(FAMILY_WIDE, 'similar', [key]),
    context.lists.read(context.shop.code, 'coView', [key]),
  ]);
  return blendLists(
    [
      { list: content.get(key), weight: 1, reason: 'similar', source: key },
      { list: coView.get(key), weight: SIMILAR_CO_VIEW_WEIGHT, reason: 'coViewed', source: key },
    ],
    exclude,
  );
}
