import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { textArray } from '@/server/db/text-array';
import { RECO_CATEGORY_LIMIT, RECO_LIST_LIMIT } from './reco-outputs';
import type { RecoLists } from './reco-lists';

/** The period behaviour is learnt from, up to `until` (now, or the evaluation's cut). */
export interface LearningWindow {
  shopCode: string;
  until: Date;
  /** how far back events count */
  days: number;
  /** only these styles as sources (an incremental update); all when absent */
  sources?: readonly string[];
}

/** Sessions with more distinct styles than this are left out: bots, or shoppers who saw everything. */
const MAX_ITEMS_PER_SESSION = 40;
/** Shrinks the scores of pairs seen in few sessions (cosine similarity with shrinkage). */
const SHRINK = 2;

/**
 * Each session's distinct styles: what the shopper looked at, clicked, saved, put in the basket or
 * bought (coView), or only what was put in the basket or bought (coBuy); the shop's real orders
 * count as sessions of their own.
 */
function sessionItems(window: LearningWindow, kinds: readonly string[]): SQL {
  const until = window.until.toISOString();
  return sql`select distinct session_id, master_key from (
      select e.session_id, e.master_key from reco_events e
       where e.shop_code = ${window.shopCode} and e.master_key is not null
         and e.kind = any(${textArray(kinds)})
         and e.created_at < ${until}::timestamptz
         and e.created_at >= ${until}::timestamptz - make_interval(days => ${window.days})
      union all
      select 'order:' || o.id::text, p.master_key from orders o
        join order_lines l on l.order_id = o.id
        join products p on p.id = l.product_id
       where o.shop_code = ${window.shopCode}
         and o.placed_at < ${until}::timestamptz
         and o.placed_at >= ${until}::timestamptz - make_interval(days => ${window.days})
    ) items`;
}

function sourceFilter(window: LearningWindow, column: SQL): SQL {
  if (!window.sources) return sql`true`;
  if (window.sources.length === 0) return sql`false`;
  return sql`${column} = any(${textArray(window.sources)})`;
}

async function coOccurrence(
  db: Database,
  window: LearningWindow,
  kinds: readonly string[],
): Promise<RecoLists> {
  const rows = rowsOf<{ source: string; targets: string[]; scores: number[] }>(
    await db.execute(sql`
      with items as (${sessionItems(window, kinds)}),
      sessions as (
        select session_id from items group by session_id
        having count(*) between 2 and ${MAX_ITEMS_PER_SESSION}),
      kept as (
        select i.* from items i join sessions s using (session_id)
          join styles st on st.master_key = i.master_key and not st.is_free_gift),
      counts as (select master_key, count(*)::float8 as n from kept group by master_key),
      pairs as (
        select a.master_key as source, b.master_key as target, count(*)::float8 as co
          from kept a join kept b on b.session_id = a.session_id and b.master_key <> a.master_key
         where ${sourceFilter(window, sql`a.master_key`)}
         group by 1, 2),
      scored as (
        select p.source, p.target, p.co / (sqrt(ca.n * cb.n) + ${SHRINK}) as score
          from pairs p join counts ca on ca.master_key = p.source join counts cb on cb.master_key = p.target),
      ranked as (
        select source, target, score,
               row_number() over (partition by source order by score desc, target) as r
          from scored)
      select source, array_agg(target order by r) as targets, array_agg(score::real order by r) as scores
        from ranked where r <= ${RECO_LIST_LIMIT} group by source`),
  );
  return new Map(rows.map((r) => [r.source, { targets: r.targets, scores: r.scores.map(Number) }]));
}

/** Styles looked at in the same sessions as each style (similar products, wishlist, search). */
export function coViewLists(db: Database, window: LearningWindow): Promise<RecoLists> {
  return coOccurrence(db, window, ['view', 'click', 'wishlistAdd', 'basketAdd', 'order']);
}

/** Styles bought or put in the basket together with each style (outfits, complements). */
export function coBuyLists(db: Database, window: LearningWindow): Promise<RecoLists> {
  return coOccurrence(db, window, ['basketAdd', 'order']);
}

/**
 * Each category's best sellers of the period (every category a style is in, its ancestors too):
 * an order weighs 4, a basket add 2, a view, click or save 1 (views count fully: what shoppers look
 * at predicts the next look better, eval:reco), recent days more than old ones (time constant 60
 * days, a half-life of about six weeks).
 */
export async function categoryTopLists(db: Database, window: LearningWindow): Promise<RecoLists> {
  const until = window.until.toISOString();
  const rows = rowsOf<{ source: string; targets: string[]; scores: number[] }>(
    await db.execute(sql`
      with events as (
        select e.master_key, e.kind, e.created_at from reco_events e
         where e.shop_code = ${window.shopCode} and e.master_key is not null
           and e.created_at < ${until}::timestamptz
           and e.created_at >= ${until}::timestamptz - make_interval(days => ${window.days})
        union all
        select p.master_key, 'order', o.placed_at from orders o
          join order_lines l on l.order_id = o.id join products p on p.id = l.product_id
         where o.shop_code = ${window.shopCode} and o.placed_at < ${until}::timestamptz
           and o.placed_at >= ${until}::timestamptz - make_interval(days => ${window.days})),
      weights as (
        select master_key,
               sum((case kind when 'order' then 4 when 'basketAdd' then 2 else 1 end)
                   * exp(-extract(epoch from (${until}::timestamptz - created_at)) / 86400 / 60)) as score
          from events group by master_key),
      ranked as (
        select c.category_id as source, w.master_key as target, w.score,
               row_number() over (partition by c.category_id order by w.score desc, w.master_key) as r
          from weights w join style_categories c on c.master_key = w.master_key
          join styles s on s.master_key = w.master_key
         where not s.is_free_gift and ${sourceFilter(window, sql`c.category_id`)})
      select source, array_agg(target order by r) as targets, array_agg(score::real order by r) as scores
        from ranked where r <= ${RECO_CATEGORY_LIMIT} group by source`),
  );
  return new Map(rows.map((r) => [r.source, { targets: r.targets, scores: r.scores.map(Number) }]));
}
