import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

export interface ApiKeyListing {
  id: string;
  name: string;
  prefix: string;
  roles: string[];
  shops: string[] | null;
  families: string[] | null;
  createdBy: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** Every key with its last use, newest first; never a secret or its hash. */
export async function listApiKeys(db: Database): Promise<ApiKeyListing[]> {
  const rows = rowsOf<{
    id: string;
    name: string;
    prefix: string;
    roles: string[];
    shops: string[] | null;
    families: string[] | null;
    created_by: string;
    created_at: string | Date;
    last_used_at: string | Date | null;
    revoked_at: string | Date | null;
  }>(
    await db.execute(sql`select id, name, prefix, roles, shops, families, created_by, created_at, last_used_at, revoked_at
                           from admin_api_keys order by created_at desc, id`),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    roles: row.roles,
    shops: row.shops,
    families: row.families,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null,
    revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
  }));
}
