import 'server-only';
import type { PlacementContext } from './placement-context';
import type { RecoCandidate } from './reco-outputs';
import { masterKeysOf } from './style-keys';

/**
 * An editor's selection (the Recommendation content items of the CMS): the products named by
 * productIds, in their order.
 */
export async function recommendSelection(context: PlacementContext): Promise<RecoCandidate[]> {
  const ids = (context.params.get('productIds') ?? '').split(/[\s,;]+/).filter(Boolean);
  const keys = await masterKeysOf(context.db, ids);
  return keys.map((masterKey) => ({ masterKey, reason: 'editorial', source: 'cms' }));
}
