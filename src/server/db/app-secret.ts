import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { appSecrets } from './schema';

/**
 * The secret named `name`: made once (48 random bytes, base64url) and kept in the database, so that
 * every node and every restart uses the same one. Two nodes starting at once agree on the first.
 */
export async function ensureAppSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`app secret ${name} missing after insert`);
  return row.value;
}
