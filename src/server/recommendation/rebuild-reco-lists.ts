import { sql } from 'drizzle-orm';
import { similarStyles } from '@/lib/recommendation/content-similarity';
import { SHOPS } from '@/lib/shop/shops';
import { categoryIndex } from '@/server/catalog/category-index';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { categoryTopLists, coBuyLists, coViewLists, type LearningWindow } from './behaviour-lists';
import { FAMILY_WIDE, writeRecoLists } from './reco-lists';
import { RECO_LIST_LIMIT } from './reco-outputs';
import { loadStyleFeatures } from './style-features';

/** How far back shoppers' behaviour counts. */
export const LEARNING_DAYS = 180;
/** Candidates on each side of a style (by price, in its category) for content similarity. */
export const SIMILARITY_WINDOW = 100;

/** The parent of a category in the family's tree (small categories borrow from their siblings). */
export function parentCategory(id: string): string | undefined {
  const ancestors = categoryIndex.ancestors(id);
  return ancestors.at(-2)?.id;
}

export interface RebuildReport {
  styles: number;
  similarMs: number;
  behaviourMs: number;
  lists: number;
}

/**
 * Rebuilds every list (decision 0027): content similarity of the whole catalogue, and per shop the
 * co-view, co-buy and category best-seller lists of the last 180 days. Runs in the caller's
 * transaction, so shoppers see the old lists until the new ones are complete.
 */
export async function rebuildRecoLists(db: Database, now = new Date()): Promise<RebuildReport> {
  const started = performance.now();
  const [last] = rowsOf<{ id: number }>(
    await db.execute(sql`select coalesce(max(id), 0)::bigint as id from reco_events`),
  );
  const features = await loadStyleFeatures(db);
  const similar = similarStyles(features, {
    limit: RECO_LIST_LIMIT,
    window: SIMILARITY_WINDOW,
    parentOf: parentCategory,
  });
  await writeRecoLists(db, FAMILY_WIDE, 'similar', similar, { replace: true });
  const similarMs = performance.now() - started;
  let lists = similar.size;
  for (const shop of SHOPS) {
    const window: LearningWindow = { shopCode: shop.code, until: now, days: LEARNING_DAYS };
    const [coView, coBuy, categoryTop] = [
      await coViewLists(db, window),
      await coBuyLists(db, window),
      await categoryTopLists(db, window),
    ];
    await writeRecoLists(db, shop.code, 'coView', coView, { replace: true });
    await writeRecoLists(db, shop.code, 'coBuy', coBuy, { replace: true });
    await writeRecoLists(db, shop.code, 'categoryTop', categoryTop, { replace: true });
    lists += coView.size + coBuy.size + categoryTop.size;
  }
  await db.execute(sql`insert into reco_state (key, last_event_id, orders_until, rebuilt_at)
    values ('lists', ${Number(last?.id ?? 0)}, ${now.toISOString()}, ${now.toISOString()})
    on conflict (key) do update set last_event_id = excluded.last_event_id,
      orders_until = excluded.orders_until, rebuilt_at = excluded.rebuilt_at`);
  return {
    styles: features.length,
    similarMs: Math.round(similarMs),
    behaviourMs: Math.round(performance.now() - started - similarMs),
    lists,
  };
}
