import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/server/db/rows';
import { categoryIndexFor } from '@/server/catalog/category-index';
import type { PlacementContext } from './placement-context';
import { FAMILY_WIDE } from './reco-lists';
import type { RecoCandidate } from './reco-outputs';

/** How much the session's own interests lift a best seller (eval:reco). */
export const CATEGORY_AFFINITY_BOOST = 1.5;

/**
 * Below a listing (storefront S2.3 item 9): what sells in this category now, lifted towards what
 * this shopper looked at in the session (styles like the ones seen and viewed with them), filled up
 * with the shop's own top-seller order.
 */
export async function recommendCategoryBottom(context: PlacementContext): Promise<RecoCandidate[]> {
  const categoryId = (context.params.get('categoryId') ?? '').trim();
  if (!categoryId || !categoryIndexFor(context.shop.locale).byId(categoryId)) return [];
  const top = (await context.lists.read(context.shop.code, 'categoryTop', [categoryId])).get(categoryId);
  const ranked = new Map<string, number>();
  top?.targets.forEach((target, i) =>
    ranked.set(target, (top.scores[i] ?? 0) / Math.max(top.scores[0] ?? 1, 1e-9)),
  );

  const affinity = await sessionAffinity(context);
  const scored = [...ranked].map(([key, score]) => ({
    key,
    score: score * (affinity.has(key) ? 1 + CATEGORY_AFFINITY_BOOST : 1),
  }));
  scored.sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : 1));
  const out: RecoCandidate[] = scored.map((s) => ({
    masterKey: s.key,
    reason: 'topSeller',
    source: categoryId,
  }));
  if (out.length < 36) {
    // a category without recent sales: the shop's top-seller order (sortKey)
    const fill = rowsOf<{ master_key: string }>(
      await context.db.execute(sql`select s.master_key from style_categories c
          join styles s on s.master_key = c.master_key
         where c.category_id = ${categoryId} and not s.is_free_gift
         order by s.sort_key limit 48`),
    );
    for (const row of fill)
      if (!ranked.has(row.master_key))
        out.push({ masterKey: row.master_key, reason: 'topSeller', source: categoryId });
  }
  return out;
}

/** Styles like the ones this session viewed last: known only with targeting consent. */
async function sessionAffinity(context: PlacementContext): Promise<Set<string>> {
  if (!context.consentedSessionId) return new Set();
  const seen = rowsOf<{ master_key: string }>(
    await context.db.execute(sql`
      select master_key from reco_events
       where shop_code = ${context.shop.code} and session_id = ${context.consentedSessionId}
         and kind in ('view', 'click', 'wishlistAdd', 'basketAdd') and master_key is not null
         and created_at <= ${context.until.toISOString()}::timestamptz
       group by master_key order by max(created_at) desc limit 10`),
  ).map((r) => r.master_key);
  if (seen.length === 0) return new Set();
  const [content, coView] = await Promise.all([
    context.lists.read(FAMILY_WIDE, 'similar', seen),
    context.lists.read(context.shop.code, 'coView', seen),
  ]);
  const near = new Set(seen);
  for (const list of [...content.values(), ...coView.values()])
    for (const t of list.targets.slice(0, 12)) near.add(t);
  return near;
}
