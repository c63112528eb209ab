import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';

/** PostgreSQL allows 65,535 bind parameters per statement; stay well below it. */
const MAX_PARAMS = 30_000;

export async function insertChunked<T extends PgTable>(
  db: Pick<Database, 'insert'>,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Math.max(1, Object.keys(rows[0] as object).length);
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}
