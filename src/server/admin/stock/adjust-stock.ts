import type { Database } from '@/server/db/client';
import type { AdminActor } from '../admin-actor';
import { eanRefusal, unknownEan, type BulkWriteResult, type Refusal } from '../bulk-input';
import { lockSizesByEan } from './lock-sizes-by-ean';
import { MAX_STOCK } from './set-stock';
import { writeStock } from './write-stock';

/**
 * Adds to or takes from stock levels by EAN, with a reason the audit log keeps (a goods receipt, a
 * stocktaking correction). Read and written under the sizes' row locks, so adjustments and orders
 * at the same time all count; a level never falls below 0. Several items of one EAN add up.
 */
export async function adjustStock(
  db: Database,
  actor: AdminActor,
  items: readonly { ean: string; delta: number; reason: string }[],
): Promise<BulkWriteResult> {
  const refused: Refusal[] = [];
  const valid: { index: number; ean: string; delta: number; reason: string }[] = [];
  items.forEach((item, index) => {
    const problem = eanRefusal(index, item.ean);
    if (problem) return void refused.push(problem);
    if (!Number.isInteger(item.delta) || item.delta === 0 || Math.abs(item.delta) > MAX_STOCK)
      return void refused.push({
        index,
        key: item.ean,
        field: 'delta',
        code: 'INVALID_DELTA',
        message: 'A stock change is a whole number other than 0, at most 10,000,000 either way.',
      });
    const reason = item.reason.trim();
    if (reason.length === 0 || reason.length > 200)
      return void refused.push({
        index,
        key: item.ean,
        field: 'reason',
        code: 'INVALID_REASON',
        message: 'A stock change needs a reason of 1 to 200 characters.',
      });
    valid.push({ index, ean: item.ean, delta: item.delta, reason });
  });
  if (valid.length === 0) return { written: 0, refused };
  return db.transaction(async (tx) => {
    const sizes = await lockSizesByEan(
      tx,
      valid.map((v) => v.ean),
    );
    // per size: the sum of every item of its EAN, with the reasons; clamped once at the end
    const sums = new Map<string, { delta: number; reasons: string[] }>();
    let written = 0;
    for (const { index, ean, delta, reason } of valid) {
      const offers = sizes.get(ean);
      if (!offers) {
        refused.push(unknownEan(index, ean));
        continue;
      }
      written++;
      for (const size of offers) {
        const key = `${size.id}|${size.promotion}`;
        const sum = sums.get(key) ?? { delta: 0, reasons: [] };
        sums.set(key, { delta: sum.delta + delta, reasons: [...sum.reasons, reason] });
      }
    }
    const levels = [...sizes.values()].flat().flatMap((size) => {
      const sum = sums.get(`${size.id}|${size.promotion}`);
      if (!sum) return [];
      const stock = Math.min(MAX_STOCK, Math.max(0, size.stock + sum.delta));
      return [{ size, stock, reason: sum.reasons.join('; ') }];
    });
    await writeStock(tx, actor, 'adjustStock', levels);
    refused.sort((a, b) => a.index - b.index);
    return { written, refused };
  });
}
