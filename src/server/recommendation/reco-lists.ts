import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { textArray } from '@/server/db/text-array';
import type { RecoList } from '@/lib/recommendation/reco-list';

/**
 * The kinds of precomputed lists (decision 0027): content similarity of styles (the whole family,
 * shop '*'), styles viewed and bought in the same sessions (per shop), and each category's best
 * sellers (per shop).
 */
export type RecoListKind = 'similar' | 'coView' | 'coBuy' | 'categoryTop';

/** Lists of the whole family (catalogue data, no shopper's behaviour) are stored under this shop. */
export const FAMILY_WIDE = '*';

export type { RecoList };

export type RecoLists = Map<string, RecoList>;

/** Reads lists: from the database when serving, from memory in the offline evaluation. */
export interface RecoListReader {
  read(shopCode: string, kind: RecoListKind, sources: readonly string[]): Promise<RecoLists>;
}

export function databaseListReader(db: Database): RecoListReader {
  return {
    async read(shopCode, kind, sources) {
      const wanted = [...new Set(sources)];
      if (wanted.length === 0) return new Map();
      const rows = rowsOf<{ source: string; targets: string[]; scores: number[] }>(
        await db.execute(sql`select source, targets, scores from reco_lists
          where shop_code = ${shopCode} and kind = ${kind}
            and source = any(${textArray(wanted)})`),
      );
      return new Map(rows.map((r) => [r.source, { targets: r.targets, scores: r.scores.map(Number) }]));
    },
  };
}

/** Lists held in memory: kind → shop → source → list. */
export function memoryListReader(
  lists: Partial<Record<RecoListKind, Map<string, RecoLists>>>,
): RecoListReader {
  return {
    async read(shopCode, kind, sources) {
      const ofShop = lists[kind]?.get(shopCode);
      const found: RecoLists = new Map();
      for (const source of sources) {
        const list = ofShop?.get(source);
        if (list) found.set(source, list);
      }
      return found;
    },
  };
}

const CHUNK = 2000;

/**
 * Stores the lists of one shop and kind. `replace` drops the sources that are no longer there (a
 * full rebuild); without it only the given sources change (an incremental update).
 */
export async function writeRecoLists(
  db: Database,
  shopCode: string,
  kind: RecoListKind,
  lists: RecoLists,
  options: { replace: boolean },
): Promise<void> {
  const entries = [...lists].filter(([, list]) => list.targets.length > 0);
  await db.transaction(async (tx) => {
    if (options.replace) {
      await tx.execute(sql`delete from reco_lists where shop_code = ${shopCode} and kind = ${kind}`);
    } else {
      const emptied = [...lists].filter(([, list]) => list.targets.length === 0).map(([source]) => source);
      if (emptied.length > 0)
        await tx.execute(sql`delete from reco_lists where shop_code = ${shopCode} and kind = ${kind}
          and source = any(${textArray(emptied)})`);
    }
    for (let start = 0; start < entries.length; start += CHUNK) {
      const rows = entries
        .slice(start, start + CHUNK)
        .map(([source, list]) => ({ source, targets: list.targets, scores: list.scores }));
      await tx.execute(sql`insert into reco_lists (shop_code, kind, source, targets, scores, updated_at)
        select ${shopCode}, ${kind}, x.source,
               array(select t.v from jsonb_array_elements_text(x.targets) with ordinality t(v, n) order by t.n),
               array(select t.v::real from jsonb_array_elements_text(x.scores) with ordinality t(v, n) order by t.n),
               now()
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(source text, targets jsonb, scores jsonb)
        on conflict (shop_code, kind, source) do update
          set targets = excluded.targets, scores = excluded.scores, updated_at = excluded.updated_at`);
    }
  });
}
