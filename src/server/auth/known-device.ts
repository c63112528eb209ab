import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { knownDevices } from '@/server/db/schema';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The stored hash of a device cookie when it belongs to this customer; null otherwise. */
export async function knownDeviceOf(
  db: Database,
  token: string | null | undefined,
  customerId: string,
): Promise<string | null> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const hash = hashOf(token);
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
  const token = randomBytes(32).toString('base64url');
  await db.insert(knownDevices).values({ tokenHash: hashOf(token), customerId });
  return token;
}
