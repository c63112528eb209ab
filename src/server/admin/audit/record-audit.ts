import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { AdminActor } from '../admin-actor';

export interface AuditEntry {
  operation: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/**
 * Records writes in the audit log, in the transaction that makes them: a write that rolls back
 * leaves no entry, and none is made without one.
 */
export async function recordAudit(tx: Database, actor: AdminActor, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map(
    (entry) =>
      sql`(${actor.kind}, ${actor.id}, ${actor.name}, ${entry.operation}, ${entry.entityType}, ${entry.entityId},
           ${entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before)}::jsonb,
           ${entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after)}::jsonb)`,
  );
  // a bulk write of 1,000 styles makes thousands of entries: in statements of at most 500 rows
  for (let i = 0; i < rows.length; i += 500)
    await tx.execute(sql`insert into admin_audit_log
        (actor_kind, actor_id, actor_name, operation, entity_type, entity_id, before, after)
      values ${sql.join(rows.slice(i, i + 500), sql`, `)}`);
}
