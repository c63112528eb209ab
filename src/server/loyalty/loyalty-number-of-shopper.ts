import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { shopperSessions } from '@/server/db/schema';

/** The loyalty-programme number linked to a shopper row, or null. */
export async function loyaltyNumberOfShopper(db: Database, shopperId: string): Promise<string | null> {
  const [row] = await db
    .select({ number: shopperSessions.loyaltyNumber })
    .from(shopperSessions)
    .where(eq(shopperSessions.id, shopperId));
  return row?.number ?? null;
}
