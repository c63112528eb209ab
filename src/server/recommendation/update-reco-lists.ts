import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { textArray } from '@/server/db/text-array';
import { categoryTopLists, coBuyLists, coViewLists, type LearningWindow } from './behaviour-lists';
import { LEARNING_DAYS } from './rebuild-reco-lists';
import { writeRecoLists } from './reco-lists';

/** Events read per update; the next update goes on where this one stopped. */
const BATCH = 5000;
/** Styles and categories whose lists one update recomputes per shop. */
const MAX_SOURCES = 400;

/**
 * Brings the behaviour lists up to date with what happened since the last run (decision 0027):
 * the styles of the sessions that have new events, and of the orders placed since, get their
 * co-view and co-buy lists recomputed, and the categories they are in their best sellers. Answers
 * how many lists changed.
 */
export async function updateRecoLists(db: Database, now = new Date()): Promise<number> {
  const [state] = rowsOf<{ last_event_id: number; orders_until: string | null }>(
    await db.execute(sql`select last_event_id, orders_until from reco_state where key = 'lists'`),
  );
  if (!state) return 0;
  const touched = rowsOf<{ shop_code: string; master_key: string; max_id: number }>(
    await db.execute(sql`
      with fresh as (
        select id, shop_code, session_id from reco_events
         where id > ${Number(state.last_event_id)} order by id limit ${BATCH}),
      sessions as (select shop_code, session_id, max(id) as max_id from fresh group by 1, 2)
      select e.shop_code, e.master_key, max(s.max_id)::bigint as max_id
        from sessions s join reco_events e on e.shop_code = s.shop_code and e.session_id = s.session_id
       where e.master_key is not null group by 1, 2
      union all
      select o.shop_code, p.master_key, 0 from orders o
        join order_lines l on l.order_id = o.id join products p on p.id = l.product_id
       where o.placed_at > coalesce(${state.orders_until}::timestamptz, now() - interval '1 day')
         and o.placed_at <= ${now.toISOString()}::timestamptz`),
  );
  const lastId = Math.max(Number(state.last_event_id), ...touched.map((t) => Number(t.max_id)));
  const byShop = new Map<string, Set<string>>();
  for (const t of touched) byShop.set(t.shop_code, (byShop.get(t.shop_code) ?? new Set()).add(t.master_key));
  let changed = 0;
  for (const [shopCode, keys] of byShop) {
    const sources = [...keys].slice(0, MAX_SOURCES);
    const window: LearningWindow = { shopCode, until: now, days: LEARNING_DAYS, sources };
    const coView = await coViewLists(db, window);
    const coBuy = await coBuyLists(db, window);
    // sources without pairs any more lose their list
    for (const key of sources) {
      if (!coView.has(key)) coView.set(key, { targets: [], scores: [] });
      if (!coBuy.has(key)) coBuy.set(key, { targets: [], scores: [] });
    }
    await writeRecoLists(db, shopCode, 'coView', coView, { replace: false });
    await writeRecoLists(db, shopCode, 'coBuy', coBuy, { replace: false });
    const categories = rowsOf<{ category_id: string }>(
      await db.execute(sql`select distinct category_id from style_categories
        where master_key = any(${textArray(sources)}) limit ${MAX_SOURCES}`),
    ).map((r) => r.category_id);
    const categoryTop = await categoryTopLists(db, { ...window, sources: categories });
    await writeRecoLists(db, shopCode, 'categoryTop', categoryTop, { replace: false });
    changed += coView.size + coBuy.size + categoryTop.size;
  }
  await db.execute(sql`update reco_state set last_event_id = ${lastId}, orders_until = ${now.toISOString()}
    where key = 'lists'`);
  return changed;
}
