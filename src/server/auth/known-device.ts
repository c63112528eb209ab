import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { knownDevices } from '@/server/db/schema';
import { hashSessionToken, isWellFormedToken, newSessionToken } from '@/server/session/session-token';

/** The stored hash of a device cookie when it belongs to this customer; null otherwise. */
export async function knownDeviceOf(
  db: Database,
  token: string | null | undefined,
  customerId: string,
): Promise<string | null> {
  // the device cookie is a token like a login's: 256 random bits, only its hash stored
  if (!isWellFormedToken(token)) return null;
  const hash = hashSessionToken(token);
  const [row] = await db
    .select({ hash: knownDevices.tokenHash })
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, hash), eq(knownDevices.customerId, customerId)));
  return row?.hash ?? null;
}

/**
 * Remembers the device of a successful login: its cookie's row is refreshed, or a new token is
 * issued (returned, for the cookie).
 */
export async function rememberDevice(
  db: Database,
  customerId: string,
  knownHash: string | null,
): Promise<string | null> {
  if (knownHash) {
    await db
      .update(knownDevices)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(knownDevices.tokenHash, knownHash));
    return null;
  }
  const token = newSessionToken();
  await db.insert(knownDevices).values({ tokenHash: hashSessionToken(token), customerId });
  return token;
}
