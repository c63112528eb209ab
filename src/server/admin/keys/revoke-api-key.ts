import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import type { AdminActor } from '../admin-actor';
import { recordAudit } from '../audit/record-audit';

export type RevokeApiKeyResult =
  { ok: true; id: string; name: string } | { ok: false; reason: 'unknown' | 'ambiguous' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Revokes a key, named by its id or by its prefix as lists show it (`shk_…`). A revoked key is
 * refused from the next request on; it stays listed with the time it was revoked.
 */
export async function revokeApiKey(
  db: Database,
  idOrPrefix: string,
  by: AdminActor,
): Promise<RevokeApiKeyResult> {
  return db.transaction(async (tx) => {
    const matches = rowsOf<{ id: string; name: string; revoked_at: Date | null }>(
      await tx.execute(
        UUID.test(idOrPrefix)
          ? sql`select id, name, revoked_at from admin_api_keys where id = ${idOrPrefix} for update`
          : sql`select id, name, revoked_at from admin_api_keys where prefix = ${idOrPrefix} for update`,
      ),
    );
    if (matches.length === 0) return { ok: false as const, reason: 'unknown' as const };
    if (matches.length > 1) return { ok: false as const, reason: 'ambiguous' as const };
    const key = matches[0]!;
    if (!key.revoked_at) {
      await tx.execute(sql`update admin_api_keys set revoked_at = now() where id = ${key.id}`);
      await recordAudit(tx, by, {
        operation: 'revokeApiKey',
        entityType: 'apiKey',
        entityId: key.id,
        before: { revoked: false },
        after: { revoked: true },
      });
    }
    return { ok: true as const, id: key.id, name: key.name };
  });
}
