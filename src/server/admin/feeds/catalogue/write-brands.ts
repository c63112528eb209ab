import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import type { AdminActor } from '../../admin-actor';
import { recordAudit } from '../../audit/record-audit';

/**
 * Creates the brands a catalogue feed names (id and name) and renames those whose name changed,
 * with an audit entry each; a brand's logo is the shop's drawn one (/brand/{id}) until one is set.
 */
export async function writeBrands(
  tx: Database,
  actor: AdminActor,
  brands: readonly { id: string; name: string }[],
): Promise<void> {
  const unique = [...new Map(brands.map((b) => [b.id, b])).values()];
  if (unique.length === 0) return;
  const changed = rowsOf<{ id: string; name: string; before: string | null }>(
    await tx.execute(sql`
      with x as (select * from jsonb_to_recordset(${JSON.stringify(unique)}::jsonb) as x(id text, name text)),
      before as (select b.id, b.name from brands b join x on x.id = b.id)
      insert into brands (id, name, image)
      select id, name, '/brand/' || id from x
      on conflict (id) do update set name = excluded.name where brands.name <> excluded.name
      returning id, name, (select name from before where before.id = brands.id) as before`),
  );
  await recordAudit(
    tx,
    actor,
    ...changed.map((brand) => ({
      operation: 'importCatalogue',
      entityType: 'brand',
      entityId: brand.id,
      before: brand.before === null ? null : { name: brand.before },
      after: { name: brand.name },
    })),
  );
}
