import 'server-only';
import { blendLists } from './blend-lists';
import type { PlacementContext } from './placement-context';
import { FAMILY_WIDE } from './reco-lists';
import type { RecoCandidate } from './reco-outputs';
import { categoriesOf, requestSubject } from './style-keys';

/**
 * The blend of similar products, tuned with npm run eval:reco on the 10k catalogue (decision 0027):
 * content similarity, what other shoppers looked at together, and the best sellers of the style's
 * own category (each list scaled to its best score first).
 */
export const SIMILAR_WEIGHTS = { content: 0.5, coView: 1.5, topSeller: 3 } as const;

/**
 * Similar products (storefront S1, PDP position 2): the styles most like the product by content,
 * blended with those viewed in the same sessions and the best sellers of its category.
 */
export async function recommendSimilar(context: PlacementContext): Promise<RecoCandidate[]> {
  const subject = await requestSubject(context);
  if (!subject) return [];
  return similarTo(context, subject.masterKey, new Set([subject.masterKey]), subject.category);
}

/** The blend for one style, shared by similar products, basket alternatives and the wishlist. */
export async function similarTo(
  context: PlacementContext,
  key: string,
  exclude: ReadonlySet<string>,
  knownCategory?: string,
): Promise<RecoCandidate[]> {
  const category = knownCategory ?? (await categoriesOf(context.db, [key])).get(key) ?? '';
  const [content, coView, top] = await Promise.all([
    context.lists.read(FAMILY_WIDE, 'similar', [key]),
    context.lists.read(context.shop.code, 'coView', [key]),
    context.lists.read(context.shop.code, 'categoryTop', [category]),
  ]);
  return blendLists(
    [
      { list: content.get(key), weight: SIMILAR_WEIGHTS.content, reason: 'similar', source: key },
      { list: coView.get(key), weight: SIMILAR_WEIGHTS.coView, reason: 'coViewed', source: key },
      { list: top.get(category), weight: SIMILAR_WEIGHTS.topSeller, reason: 'topSeller', source: key },
    ],
    exclude,
  );
}
