import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { outboxMails } from '@/server/db/schema';

/** The newest mails of the outbox, optionally for one address and of one kind. */
export async function listOutbox(db: Database, filter: { to?: string; kind?: string; limit: number }) {
  const conditions: SQL[] = [];
  if (filter.to) conditions.push(eq(outboxMails.toAddress, filter.to.toLowerCase()));
  if (filter.kind) conditions.push(eq(outboxMails.kind, filter.kind));
  return db
    .select()
    .from(outboxMails)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(outboxMails.createdAt))
    .limit(filter.limit);
}
