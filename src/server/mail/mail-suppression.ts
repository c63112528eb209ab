import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, mailSuppressions } from '@/server/db/schema';
import { logger } from '@/server/logger';

export type SuppressionSource = 'smtp' | 'bounce' | 'complaint';

const normalise = (address: string) => address.trim().toLowerCase();

/**
 * Marks an address as unreachable: no further mail goes to it, and every account with it is in the
 * verification state 'withdrawn' (customer-and-content S4: "e-mails cannot be delivered"; the
 * customer is told to contact customer service). One transaction, so a verification finishing at
 * the same time cannot leave a withdrawn address marked verified.
 */
export async function suppressAddress(
  db: Database,
  address: string,
  source: SuppressionSource,
  detail: string | null,
): Promise<{ accounts: number }> {
  const key = normalise(address);
  return db.transaction(async (tx) => {
    await tx
      .insert(mailSuppressions)
      .values({ address: key, source, detail: detail?.slice(0, 500) ?? null })
      .onConflictDoUpdate({
        target: mailSuppressions.address,
        set: { source, detail: detail?.slice(0, 500) ?? null, createdAt: sql`now()` },
      });
    const changed = await tx
      .update(customers)
      .set({ emailVerification: 'withdrawn' })
      .where(and(eq(customers.email, key), sql`${customers.emailVerification} <> 'withdrawn'`))
      .returning({ id: customers.id });
    logger.info({ issueLevel: 'Business', source, accounts: changed.length }, 'Mail address suppressed');
    return { accounts: changed.length };
  });
}

/**
 * Lifts a suppression (the operator after the customer gave a working address, or the customer by
 * opening a verification link): mail goes to the address again and its withdrawn accounts are
 * 'notVerified', so that they can ask for a new link. False when the address was not suppressed.
 */
export async function liftSuppression(db: Database, address: string): Promise<boolean> {
  const key = normalise(address);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(mailSuppressions)
      .where(eq(mailSuppressions.address, key))
      .returning({ address: mailSuppressions.address });
    await tx
      .update(customers)
      .set({ emailVerification: 'notVerified' })
      .where(and(eq(customers.email, key), eq(customers.emailVerification, 'withdrawn')));
    return removed.length > 0;
  });
}

export async function isSuppressed(db: Database, address: string): Promise<boolean> {
  const rows = await db
    .select({ address: mailSuppressions.address })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.address, normalise(address)));
  return rows.length > 0;
}

/**
 * Whether an SMTP error says the recipient will never accept mail: a permanent (5xx) refusal of the
 * recipient address. Temporary refusals (4xx), connection and message errors are not.
 */
export function isPermanentRecipientRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return (
    code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600
  );
}
