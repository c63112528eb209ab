import 'server-only';
import { interleave } from './blend-lists';
import type { PlacementContext } from './placement-context';
import type { RecoCandidate } from './reco-outputs';
import { similarTo } from './recommend-similar';
import { masterKeysOf } from './style-keys';

/**
 * Basket alternatives (storefront S2.8, basket_nali): substitutes of the basket's items — the
 * styles most like each, and viewed with each — taking from every item in turn, none that is in
 * the basket already. The items come from productIds or else from the shopper's basket.
 */
export async function recommendBasketAlternatives(context: PlacementContext): Promise<RecoCandidate[]> {
  const named = (context.params.get('productIds') ?? context.params.get('productId') ?? '')
    .split(',')
    .filter(Boolean);
  const keys = named.length > 0 ? await masterKeysOf(context.db, named) : await context.shopper.basket();
  if (keys.length === 0) return [];
  const inBasket = new Set(keys);
  const rankings = await Promise.all(keys.slice(0, 10).map((key) => similarTo(context, key, inBasket)));
  return interleave(rankings);
}
