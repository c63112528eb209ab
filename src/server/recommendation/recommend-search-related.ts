import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/server/db/rows';
import { textArray } from '@/server/db/text-array';
import { searchCatalog } from '@/server/search/search-catalog';
import { blendLists } from './blend-lists';
import type { PlacementContext } from './placement-context';
import type { RecoCandidate } from './reco-outputs';
import { recommendCategoryBottom } from './recommend-category-bottom';

/** The results a shopper sees on the first page: not recommended again below them. */
const FIRST_PAGE = 36;

/**
 * Search-related (storefront S2.3 item 10, shown in search mode with searchterm and categoryid):
 * what shoppers viewed and bought together with the best hits of the term, in the category when
 * one is given, leaving out the hits on the first page; else the category's best sellers.
 */
export async function recommendSearchRelated(context: PlacementContext): Promise<RecoCandidate[]> {
  const term = (context.params.get('searchterm') ?? '').trim().slice(0, 200);
  const categoryId = (context.params.get('categoryId') ?? context.params.get('categoryid') ?? '').trim();
  let hits: string[] = [];
  if (term) {
    const outcome = await searchCatalog(context.db, context.shop, term);
    if (outcome.kind === 'results') hits = outcome.masterKeys;
    if (categoryId && hits.length > 0) hits = await inCategory(context, hits.slice(0, 500), categoryId);
  }
  const best = hits.slice(0, 10);
  const [coView, coBuy] = await Promise.all([
    context.lists.read(context.shop.code, 'coView', best),
    context.lists.read(context.shop.code, 'coBuy', best),
  ]);
  const related = blendLists(
    best.flatMap((key, rank) => [
      { list: coView.get(key), weight: 1 / (rank + 1), reason: 'searchRelated' as const, source: term },
      { list: coBuy.get(key), weight: 1.5 / (rank + 1), reason: 'searchRelated' as const, source: term },
    ]),
    new Set(hits.slice(0, FIRST_PAGE)),
  );
  if (related.length >= 12 || !categoryId) return related;
  const fill = await recommendCategoryBottom({ ...context, params: new Map([['categoryId', categoryId]]) });
  const have = new Set([...related.map((c) => c.masterKey), ...hits.slice(0, FIRST_PAGE)]);
  return [...related, ...fill.filter((c) => !have.has(c.masterKey))];
}

async function inCategory(context: PlacementContext, keys: string[], categoryId: string): Promise<string[]> {
  const rows = rowsOf<{ master_key: string }>(
    await context.db.execute(sql`select master_key from style_categories
      where category_id = ${categoryId} and master_key = any(${textArray(keys)})`),
  );
  const inside = new Set(rows.map((r) => r.master_key));
  return keys.filter((k) => inside.has(k));
}
