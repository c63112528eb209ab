import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { textArray } from '@/server/db/text-array';
import { refreshSearchDocuments } from '@/server/search/build-search-index';
import type { AdminActor } from '../admin-actor';
import { recordAudit } from '../audit/record-audit';
import type { BulkWriteResult, Refusal } from '../bulk-input';
import { lockStyles } from './lock-styles';

/**
 * Publishes styles (a draft or one taken offline goes online) or takes them offline, by style key
 * or by the article number of one of their colours (the whole style follows: its colours share one
 * page family). In one transaction: the state, the colours' lastmod (sitemaps), the search
 * documents and the audit log. The styles' trigger notifies every node, which drops the listings,
 * pages, tiles, search answers and recommendations that show them (decision 0040).
 */
export async function setStyleStatus(
  db: Database,
  actor: AdminActor,
  ids: readonly string[],
  publish: boolean,
): Promise<BulkWriteResult> {
  const operation = publish ? 'publishProducts' : 'unpublishProducts';
  return db.transaction(async (tx) => {
    const keyOf = await styleKeysOf(tx, ids);
    const locked = await lockStyles(tx, [...keyOf.values()]);
    const refused: Refusal[] = [];
    const changed = new Map<string, string>();
    const seen = new Set<string>();
    let written = 0;
    ids.forEach((id, index) => {
      const key = keyOf.get(id);
      const style = key ? locked.get(key) : undefined;
      if (!key || !style)
        return void refused.push({
          index,
          key: id.slice(0, 40),
          field: null,
          code: 'UNKNOWN_PRODUCT',
          message: `No style has the key or article number '${id.slice(0, 40)}'.`,
        });
      if (seen.has(key))
        return void refused.push({
          index,
          key: id,
          field: null,
          code: 'DUPLICATE_ITEM',
          message: `The style ${key} came earlier in the same call.`,
        });
      seen.add(key);
      written++;
      const next = publish ? 'published' : style.status === 'draft' ? 'draft' : 'unpublished';
      if (next !== style.status) changed.set(key, style.status);
    });
    const keys = [...changed.keys()];
    if (keys.length > 0) {
      await tx.execute(sql`update styles set status = ${publish ? 'published' : 'unpublished'}, updated_at = now()
                            where master_key = any(${textArray(keys)})`);
      await tx.execute(
        sql`update products set updated_at = now() where master_key = any(${textArray(keys)})`,
      );
      await refreshSearchDocuments(tx, keys);
      await recordAudit(
        tx,
        actor,
        ...keys.map((key) => ({
          operation,
          entityType: 'style',
          entityId: key,
          before: { status: changed.get(key) },
          after: { status: publish ? 'published' : 'unpublished' },
        })),
      );
    }
    return { written, refused };
  });
}

/** The style key of each id given as a style key or a 6-digit article number; unknown ids are absent. */
async function styleKeysOf(tx: Database, ids: readonly string[]): Promise<Map<string, string>> {
  const candidates = [...new Set(ids.filter((id) => id.length > 0 && id.length <= 40))];
  if (candidates.length === 0) return new Map();
  const rows = rowsOf<{ id: string; master_key: string }>(
    await tx.execute(sql`
      select id, master_key from (
        select 0 as kind, master_key as id, master_key from styles where master_key = any(${textArray(candidates)})
        union all
        select 1, id, master_key from products
         where id = any(${textArray(candidates.filter((id) => /^\d{6}$/.test(id)))})) found
       order by kind`),
  );
  // a style's own key comes before an article number that happens to be written alike
  const keys = new Map<string, string>();
  for (const row of rows) if (!keys.has(row.id)) keys.set(row.id, row.master_key);
  return keys;
}
