import 'server-only';
import type { AuthenticatedCustomer } from '@/server/auth/auth-session';
import { getDb } from '@/server/db';
import type { Database } from '@/server/db/client';
import { currentCustomer } from '@/server/session/current-session';
import { currentShop } from '@/server/shop/current-shop';
import type { ShopConfig } from '@/lib/shop/shop';

/** The logged-in customer of an account page, or null: then the page shows the login prompt. */
export async function accountPageCustomer(): Promise<{
  db: Database;
  shop: ShopConfig;
  customer: AuthenticatedCustomer;
} | null> {
  const db = await getDb();
  const shop = await currentShop();
  const customer = await currentCustomer(db, shop);
  return customer ? { db, shop, customer } : null;
}
