import 'server-only';
import { cookies, headers } from 'next/headers';
import { findAuthenticatedCustomer, type AuthenticatedCustomer } from '@/server/auth/auth-session';
import { authTokenOf } from '@/server/auth/bearer-token';
import type { Database } from '@/server/db/client';
import { isWellFormedToken, SESSION_COOKIE } from './session-token';
import { findSessionId } from './shopper-session';

/** The logged-in customer of the page request being rendered, or null. */
export async function currentCustomer(db: Database): Promise<AuthenticatedCustomer | null> {
  return findAuthenticatedCustomer(db, authTokenOf(await headers()));
}

/**
 * The shopper row of the page request being rendered: the logged-in customer's, else the anonymous
 * session's (its cookie), or null; never creates one.
 */
export async function currentSessionId(db: Database): Promise<string | null> {
  const customer = await currentCustomer(db);
  if (customer) return customer.shopperId;
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return findSessionId(db, isWellFormedToken(token) ? token : null);
}
