import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { textArray } from '@/server/db/text-array';

/**
 * The colours among `ids` whose style is not published (a draft, or taken offline: decision 0040).
 * Read after `lockColours`: whoever changes a style's publish state locks its colours first, so
 * this statement sees the state an order is placed under.
 */
export async function unpublishedColours(tx: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`select p.id from products p join styles s on s.master_key = p.master_key
                          where p.id = any(${textArray([...new Set(ids)])}) and s.status <> 'published'`),
  );
  return new Set(rows.map((row) => row.id));
}
