import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { textArray } from '@/server/db/text-array';
import type { AdminActor } from '../admin-actor';
import { recordAudit } from '../audit/record-audit';
import type { LockedSize } from './lock-sizes-by-ean';

/** A size's availability for a stock level: none sells it out, some makes a sold-out size available. */
export function availabilityForStock(size: LockedSize, stock: number): { state: string; key: string } {
  if (stock <= 0) {
    if (size.availabilityState === 'available' || size.availabilityState === 'delayed')
      return { state: 'outsold', key: 'outsold' };
    return { state: size.availabilityState, key: size.deliverabilityKey };
  }
  if (size.availabilityState === 'outsold' || size.availabilityState === 'outOfStock')
    return { state: 'available', key: 'available' };
  return { state: size.availabilityState, key: size.deliverabilityKey };
}

/**
 * Writes new stock levels of locked sizes with their availability, in one statement, and their
 * audit entries. The database's triggers update the colours' sold-out state and notify every node.
 */
export async function writeStock(
  tx: Database,
  actor: AdminActor,
  operation: string,
  levels: readonly { size: LockedSize; stock: number; reason?: string }[],
): Promise<void> {
  const all = levels.map((level) => ({
    ...level,
    availability: availabilityForStock(level.size, level.stock),
  }));
  const changed = all.filter(
    ({ size, stock, availability }) => size.stock !== stock || size.availabilityState !== availability.state,
  );
  if (changed.length > 0)
    await tx.execute(sql`update variants v
       set stock = x.stock, availability_state = x.state, deliverability_key = x.key
      from (select unnest(${textArray(changed.map((c) => c.size.id))}) as id,
                   unnest(${textArray(changed.map((c) => c.size.promotion))}) as promotion,
                   unnest(${textArray(changed.map((c) => String(c.stock)))})::int as stock,
                   unnest(${textArray(changed.map((c) => c.availability.state))}) as state,
                   unnest(${textArray(changed.map((c) => c.availability.key))}) as key) x
     where v.id = x.id and v.promotion = x.promotion`);
  // an adjustment is recorded with its reason even where it changed nothing (a net zero, a clamp)
  await recordAudit(
    tx,
    actor,
    ...all
      .filter((level) => changed.includes(level) || level.reason)
      .map(({ size, stock, availability, reason }) => ({
        operation,
        entityType: 'variant',
        entityId: `${size.id}-${size.promotion}`,
        before: { stock: size.stock, availability: size.availabilityState },
        after: { stock, availability: availability.state, ...(reason ? { reason } : {}) },
      })),
  );
}
