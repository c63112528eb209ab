import type { Database } from '@/server/db/client';
import type { AdminActor } from '../admin-actor';
import { eanRefusal, unknownEan, type BulkWriteResult, type Refusal } from '../bulk-input';
import { lockSizesByEan } from './lock-sizes-by-ean';
import { writeStock } from './write-stock';

/** Pieces of one size at most. */
export const MAX_STOCK = 10_000_000;

/**
 * Sets stock levels by EAN: the level holds for the size under every promotion that offers it (it
 * is one piece on the shelf). Valid items are written in one transaction; the others are refused.
 */
export async function setStock(
  db: Database,
  actor: AdminActor,
  items: readonly { ean: string; quantity: number }[],
): Promise<BulkWriteResult> {
  const refused: Refusal[] = [];
  const valid: { index: number; ean: string; quantity: number }[] = [];
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const problem = eanRefusal(index, item.ean);
    if (problem) return void refused.push(problem);
    if (!Number.isInteger(item.quantity) || item.quantity < 0 || item.quantity > MAX_STOCK)
      return void refused.push({
        index,
        key: item.ean,
        field: 'quantity',
        code: 'INVALID_QUANTITY',
        message: 'A stock level is a whole number from 0 to 10,000,000.',
      });
    if (seen.has(item.ean))
      return void refused.push({
        index,
        key: item.ean,
        field: 'ean',
        code: 'DUPLICATE_ITEM',
        message: 'This EAN came earlier in the same call.',
      });
    seen.add(item.ean);
    valid.push({ index, ...item });
  });
  if (valid.length === 0) return { written: 0, refused };
  return db.transaction(async (tx) => {
    const sizes = await lockSizesByEan(
      tx,
      valid.map((v) => v.ean),
    );
    const levels = [];
    let written = 0;
    for (const { index, ean, quantity } of valid) {
      const offers = sizes.get(ean);
      if (!offers) {
        refused.push(unknownEan(index, ean));
        continue;
      }
      written++;
      for (const size of offers) levels.push({ size, stock: quantity });
    }
    await writeStock(tx, actor, 'setStock', levels);
    refused.sort((a, b) => a.index - b.index);
    return { written, refused };
  });
}
