import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { isAdminRole } from '../admin-roles';
import type { AdminActor } from '../admin-actor';
import { apiKeySecretHash, looksLikeApiKeySecret } from './api-key-secret';

/**
 * The actor of a key's secret, or null for a secret that is malformed, unknown or revoked. Looked
 * up on every request, so a revoked key is refused at once by every worker and node. The last use
 * is written at most once a minute per key.
 */
export async function authenticateApiKey(db: Database, secret: string): Promise<AdminActor | null> {
  if (!looksLikeApiKeySecret(secret)) return null;
  const [row] = rowsOf<{
    id: string;
    name: string;
    roles: string[];
    shops: string[] | null;
    families: string[] | null;
    stale_use: boolean;
  }>(
    await db.execute(sql`select id, name, roles, shops, families,
                                (last_used_at is null or last_used_at < now() - interval '1 minute') as stale_use
                           from admin_api_keys
                          where secret_hash = ${apiKeySecretHash(secret)} and revoked_at is null`),
  );
  if (!row) return null;
  if (row.stale_use)
    await db.execute(sql`update admin_api_keys set last_used_at = now()
                          where id = ${row.id} and (last_used_at is null or last_used_at < now() - interval '1 minute')`);
  return {
    kind: 'key',
    id: row.id,
    name: row.name,
    roles: row.roles.filter(isAdminRole),
    shops: row.shops,
    families: row.families,
  };
}
