import { and, eq, isNull } from 'drizzle-orm';
import { parseLoginIdentifier } from '@/lib/auth/login-identifier';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import type { ShopperSessionAccess } from '@/server/session/shopper-session';
import { findSessionId } from '@/server/session/shopper-session';
import { AccountError } from './account-error';
import { endAuthSession, startAuthSession } from './auth-session';
import {
  THROTTLE_WINDOW_MINUTES,
  clearLoginFailures,
  isLoginThrottled,
  recordLoginFailure,
} from './login-throttle';
import { mergeShopper } from './merge-shopper';
import { verifyPassword } from './password';

export interface LoginResult {
  token: string;
  customerId: string;
  customerNumber: string;
  /** pieces in the customer's basket after the anonymous one was merged in */
  basketPieces: number;
}

/**
 * Logs a customer in by customer number (6–8 digits) or e-mail (customer-and-content S4). Failures
 * are throttled per account and per client address before the password is checked; a wrong
 * identifier and a wrong password get the same answer and take as long. A login issues a new token
 * and merges the anonymous session's wishlist and basket into the customer's.
 */
export async function logIn(
  db: Database,
  session: ShopperSessionAccess,
  input: { identifier: string; password: string },
  clientAddress: string,
): Promise<LoginResult> {
  const identifier = parseLoginIdentifier(input.identifier);
  if (!identifier) {
    if (/^\s*\d+\s*$/.test(input.identifier)) throw new AccountError('CUSTOMER_NUMBER_INVALID');
    throw new AccountError('LOGIN_FAILED');
  }
  const [customer] = await db
    .select({
      id: customers.id,
      passwordHash: customers.passwordHash,
      shopperId: customers.shopperId,
      customerNumber: customers.customerNumber,
    })
    .from(customers)
    .where(
      and(
        identifier.kind === 'email'
          ? eq(customers.email, identifier.value)
          : eq(customers.customerNumber, identifier.value),
        isNull(customers.deletionRequestedAt),
        eq(customers.shopCode, session.shop.code),
      ),
    );
  if (await isLoginThrottled(db, customer?.id ?? null, clientAddress))
    throw new AccountError('LOGIN_THROTTLED', { minutes: THROTTLE_WINDOW_MINUTES });
  const valid = await verifyPassword(customer?.passwordHash ?? null, input.password);
  if (!customer || !valid) {
    await recordLoginFailure(db, customer?.id ?? null, clientAddress);
    throw new AccountError('LOGIN_FAILED');
  }
  await clearLoginFailures(db, customer.id);
  return startLogin(db, session, customer);
}

/**
 * Starts the login of a customer whose identity is established (a checked password, a registration
 * just made): a new token, the request's earlier login ended, the anonymous session merged in.
 */
export async function startLogin(
  db: Database,
  session: ShopperSessionAccess,
  customer: { id: string; shopperId: string; customerNumber: string },
): Promise<LoginResult> {
  if (session.authToken) await endAuthSession(db, session.authToken);
  const token = await startAuthSession(db, customer.id);
  const anonymousId = await findSessionId(db, session.shop, session.anonymousToken());
  const basketPieces = await mergeShopper(db, anonymousId, customer.shopperId);
  return { token, customerId: customer.id, customerNumber: customer.customerNumber, basketPieces };
}
