import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { textArray } from '@/server/db/text-array';

/**
 * Locks colours (products rows) in id order for the rest of the transaction. Every writer of sizes
 * locks the sizes first (by id, promotion) and then their colours, whose price summaries and
 * sold-out state the triggers rewrite (migration 0014): so two writers never hold one colour each
 * and wait for the other's (an order and a stock feed, two price feeds).
 */
export async function lockColours(tx: Database, ids: readonly string[]): Promise<void> {
  const colours = [...new Set(ids)].sort();
  if (colours.length === 0) return;
  await tx.execute(sql`select 1 from products where id = any(${textArray(colours)}) order by id for update`);
}
