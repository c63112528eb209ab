import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { textArray } from '@/server/db/text-array';
import { lockColours } from '@/server/catalog/lock-colours';

/** A size under one promotion, as a bulk write finds it by its EAN. */
export interface LockedSize {
  id: string;
  promotion: string;
  dimensionId: string;
  ean: string;
  stock: number;
  availabilityState: string;
  deliverabilityKey: string;
}

/**
 * The sizes of these EANs, each under every promotion that offers it, locked for the rest of the
 * transaction in the order orders lock them (id, promotion), then their colours by id.
 */
export async function lockSizesByEan(
  tx: Database,
  eans: readonly string[],
): Promise<Map<string, LockedSize[]>> {
  const rows = rowsOf<{
    id: string;
    promotion: string;
    dimension_id: string;
    ean: string;
    stock: number;
    availability_state: string;
    deliverability_key: string;
  }>(
    await tx.execute(sql`select id, promotion, dimension_id, ean, stock, availability_state, deliverability_key
                           from variants where ean = any(${textArray([...new Set(eans)])})
                          order by id, promotion for update`),
  );
  await lockColours(
    tx,
    rows.map((row) => row.dimension_id),
  );
  const byEan = new Map<string, LockedSize[]>();
  for (const row of rows) {
    const size: LockedSize = {
      id: row.id,
      promotion: row.promotion,
      dimensionId: row.dimension_id,
      ean: row.ean,
      stock: row.stock,
      availabilityState: row.availability_state,
      deliverabilityKey: row.deliverability_key,
    };
    byEan.set(row.ean, [...(byEan.get(row.ean) ?? []), size]);
  }
  return byEan;
}
