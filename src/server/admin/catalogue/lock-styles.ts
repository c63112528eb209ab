import { sql } from 'drizzle-orm';
import { lockColours } from '@/server/catalog/lock-colours';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { textArray } from '@/server/db/text-array';
import type { StyleStatus } from '@/server/db/schema/catalog';

export interface LockedStyle {
  masterKey: string;
  status: StyleStatus;
}

/**
 * Locks existing styles for a change of their own data or publish state: their colours first (in
 * id order, as every writer of sizes and orders does: lock-colours.ts), then the styles in key
 * order. An order reads the publish state after locking its colours, so it sees the state the
 * change commits (unpublished-colours.ts). `alsoColours` are locked with them (an upsert's
 * colours, wherever they are). Styles that do not exist are absent from the answer.
 */
export async function lockStyles(
  tx: Database,
  masterKeys: readonly string[],
  alsoColours: readonly string[] = [],
): Promise<Map<string, LockedStyle>> {
  const keys = [...new Set(masterKeys)].sort();
  if (keys.length === 0) return new Map();
  const colours = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from products
                          where master_key = any(${textArray(keys)}) or id = any(${textArray(alsoColours)})`),
  );
  await lockColours(
    tx,
    colours.map((c) => c.id),
  );
  const rows = rowsOf<{ master_key: string; status: StyleStatus }>(
    await tx.execute(sql`select master_key, status from styles where master_key = any(${textArray(keys)})
                          order by master_key for update`),
  );
  return new Map(rows.map((r) => [r.master_key, { masterKey: r.master_key, status: r.status }]));
}
