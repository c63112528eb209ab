import { and, eq, gt, sql } from 'drizzle-orm';
import { AUTH_MAX_AGE_SECONDS } from '@/lib/auth/auth-cookie';
import type { ShopConfig } from '@/lib/shop/shop';
import type { Database } from '@/server/db/client';
import { authSessions, customers } from '@/server/db/schema';
import { hashSessionToken, newSessionToken } from '@/server/session/session-token';

/** The logged-in customer of a request, as far as every personal call needs it. */
export interface AuthenticatedCustomer {
  id: string;
  shopperId: string;
  customerNumber: string;
}

/** A login's expiry moves with its use, at most hourly (one write fewer on most requests). */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

const expiry = (from = Date.now()) => new Date(from + AUTH_MAX_AGE_SECONDS * 1000);

/** Starts a login: a fresh random token (never reused), stored hashed. Returns the token. */
export async function startAuthSession(db: Database, customerId: string): Promise<string> {
  const token = newSessionToken();
  await db
    .insert(authSessions)
    .values({ tokenHash: hashSessionToken(token), customerId, expiresAt: expiry() });
  return token;
}

/**
 * The customer a login token belongs to, or null when it is unknown, expired or another shop's (a
 * customer of one shop is no customer of another).
 */
export async function findAuthenticatedCustomer(
  db: Database,
  shop: ShopConfig,
  token: string | null,
): Promise<AuthenticatedCustomer | null> {
  if (!token) return null;
  const tokenHash = hashSessionToken(token);
  const [row] = await db
    .select({
      id: customers.id,
      shopperId: customers.shopperId,
      customerNumber: customers.customerNumber,
      lastSeenAt: authSessions.lastSeenAt,
    })
    .from(authSessions)
    .innerJoin(customers, eq(customers.id, authSessions.customerId))
    .where(
      and(
        eq(authSessions.tokenHash, tokenHash),
        gt(authSessions.expiresAt, sql`now()`),
        eq(customers.shopCode, shop.code),
      ),
    );
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(authSessions)
      .set({ lastSeenAt: new Date(), expiresAt: expiry() })
      .where(eq(authSessions.tokenHash, tokenHash));
  }
  return { id: row.id, shopperId: row.shopperId, customerNumber: row.customerNumber };
}

/** Ends one login (logout). */
export async function endAuthSession(db: Database, token: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.tokenHash, hashSessionToken(token)));
}

/** Ends every login of a customer (after a password reset, on account deletion). */
export async function endAllAuthSessions(db: Database, customerId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.customerId, customerId));
}
