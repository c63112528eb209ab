import 'server-only';
import type { AuthenticatedCustomer } from '@/server/auth/auth-session';
import { getDb } from '@/server/db';
import type { Database } from '@/server/db/client';
import { currentCustomer } from '@/server/session/current-session';

/** The logged-in customer of an account page, or null: then the page shows the login prompt. */
export async function accountPageCustomer(): Promise<{
  db: Database;
  customer: AuthenticatedCustomer;
} | null> {
  const db = await getDb();
  const customer = await currentCustomer(db);
  return customer ? { db, customer } : null;
}
