import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { loginFailures } from '@/server/db/schema';

/** Failed logins count for this long. */
export const THROTTLE_WINDOW_MINUTES = 15;
/** An account is locked for the window after this many failures (whoever made them). */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** A client address is locked after this many failures over all accounts (guessing many accounts). */
export const MAX_FAILURES_PER_ADDRESS = 20;

const windowStart = () => sql`now() - make_interval(mins => ${THROTTLE_WINDOW_MINUTES})`;

async function failuresSince(db: Database, condition: ReturnType<typeof eq>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(condition, gt(loginFailures.failedAt, windowStart())));
  return row?.n ?? 0;
}

/** Whether a login attempt must be refused before its password is even checked. */
export async function isLoginThrottled(db: Database, customerId: string | null, address: string) {
  if (
    customerId &&
    (await failuresSince(db, eq(loginFailures.customerId, customerId))) >= MAX_FAILURES_PER_ACCOUNT
  )
    return true;
  return (await failuresSince(db, eq(loginFailures.address, address))) >= MAX_FAILURES_PER_ADDRESS;
}

export async function recordLoginFailure(db: Database, customerId: string | null, address: string) {
  await db.insert(loginFailures).values({ customerId, address });
  // rows past the window are of no use: each failure clears its address's old ones
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.address, address), lt(loginFailures.failedAt, windowStart())));
}

/** A successful login forgives the account's failures (not the address's). */
export async function clearLoginFailures(db: Database, customerId: string) {
  await db.delete(loginFailures).where(eq(loginFailures.customerId, customerId));
}
