import 'server-only';
import { cookies, headers } from 'next/headers';
import { findAuthenticatedCustomer, type AuthenticatedCustomer } from '@/server/auth/auth-session';
import { authTokenOf } from '@/server/auth/bearer-token';
import type { ShopConfig } from '@/lib/shop/shop';
import type { Database } from '@/server/db/client';
import { isWellFormedToken, SESSION_COOKIE } from './session-token';
import { findSessionId } from './shopper-session';

/** The logged-in customer of the page request being rendered, or null. */
export async function currentCustomer(db: Database, shop: ShopConfig): Promise<AuthenticatedCustomer | null> {
  return findAuthenticatedCustomer(db, shop, authTokenOf(await headers()));
}

/**
 * The shopper row of the page request being rendered: the logged-in customer's, else the anonymous
 * session's (its cookie), or null; never creates one.
 */
export async function currentSessionId(db: Database, shop: ShopConfig): Promise<string | null> {
  const customer = await currentCustomer(db, shop);
  if (customer) return customer.shopperId;
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return findSessionId(db, shop, isWellFormedToken(token) ? token : null);
}
