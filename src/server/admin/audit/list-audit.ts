import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';

export interface AuditFilter {
  /** the actor's key id or editor id, or part of their name or e-mail */
  actor?: string | null;
  operation?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  from?: Date | null;
  to?: Date | null;
}

export interface AuditLogRecord {
  id: number;
  at: Date;
  actorKind: string;
  actorId: string;
  actorName: string;
  operation: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** The audit log, newest first, filtered, a page at a time (`page` from 1). */
export async function listAudit(
  db: Database,
  filter: AuditFilter,
  page: number,
  perPage: number,
): Promise<{ total: number; records: AuditLogRecord[] }> {
  const conditions: SQL[] = [sql`true`];
  if (filter.actor) {
    const like = `%${filter.actor.replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(sql`(actor_id = ${filter.actor} or actor_name ilike ${like})`);
  }
  if (filter.operation) conditions.push(sql`operation = ${filter.operation}`);
  if (filter.entityType) conditions.push(sql`entity_type = ${filter.entityType}`);
  if (filter.entityId) conditions.push(sql`entity_id = ${filter.entityId}`);
  if (filter.from) conditions.push(sql`at >= ${filter.from.toISOString()}`);
  if (filter.to) conditions.push(sql`at < ${filter.to.toISOString()}`);
  const where = sql.join(conditions, sql` and `);
  const [count] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from admin_audit_log where ${where}`),
  );
  const rows = rowsOf<{
    id: string;
    at: Date | string;
    actor_kind: string;
    actor_id: string;
    actor_name: string;
    operation: string;
    entity_type: string;
    entity_id: string;
    before: unknown;
    after: unknown;
  }>(
    await db.execute(sql`select id, at, actor_kind, actor_id, actor_name, operation, entity_type, entity_id, before, after
                           from admin_audit_log where ${where}
                          order by at desc, id desc limit ${perPage} offset ${(page - 1) * perPage}`),
  );
  return {
    total: count?.total ?? 0,
    records: rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at),
      actorKind: row.actor_kind,
      actorId: row.actor_id,
      actorName: row.actor_name,
      operation: row.operation,
      entityType: row.entity_type,
      entityId: row.entity_id,
      before: row.before,
      after: row.after,
    })),
  };
}
