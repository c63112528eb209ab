import { and, eq, isNull } from 'drizzle-orm';
import { parseLoginIdentifier } from '@/lib/auth/login-identifier';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import type { ShopperSessionAccess } from '@/server/session/shopper-session';
import { findSessionId } from '@/server/session/shopper-session';
import { AccountError } from './account-error';
import { endAuthSession, startAuthSession } from './auth-session';
import { knownDeviceOf, rememberDevice } from './known-device';
import {
  accountSubject,
  addressSubject,
  deviceSubject,
  reserveLoginAttempt,
  settleSuccessfulLogin,
  unknownAccountSubject,
} from './login-throttle';
import { mergeShopper } from './merge-shopper';
import { verifyPassword } from './password';

export interface LoginResult {
  token: string;
  customerId: string;
  customerNumber: string;
  /** pieces in the customer's basket after the anonymous one was merged in */
  basketPieces: number;
  /** a new device cookie to set (null when this device was known already) */
  deviceToken?: string | null;
}

/** Who is trying: the client address as the server saw it, and the browser's device cookie. */
export interface LoginClient {
  address: string;
  deviceToken: string | null;
}

/**
 * Logs a customer in by customer number (6–8 digits) or e-mail (customer-and-content S4). Each attempt
 * is counted before the password is checked (login-throttle.ts): per client address and per account
 * from unknown devices, or only per device on a device the customer logged in from before. A wrong
 * identifier and a wrong password get the same answer and take as long. A login issues a new token
 * and merges the anonymous session's wishlist and basket into the customer's.
 */
export async function logIn(
  db: Database,
  session: ShopperSessionAccess,
  input: { identifier: string; password: string },
  client: LoginClient,
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
  const device = customer ? await knownDeviceOf(db, client.deviceToken, customer.id) : null;
  const address = addressSubject(client.address);
  const owner = device
    ? deviceSubject(device)
    : customer
      ? accountSubject(customer.id)
      : unknownAccountSubject(`${session.shop.code}|${identifier.kind}|${identifier.value}`);
  const reserved = await reserveLoginAttempt(db, device ? [owner] : [address, owner]);
  if (!reserved.allowed)
    throw new AccountError('LOGIN_THROTTLED', { minutes: Math.ceil(reserved.retryAfterSeconds / 60) });
  const valid = await verifyPassword(customer?.passwordHash ?? null, input.password);
  // a failure keeps its reservation: it counts
  if (!customer || !valid) throw new AccountError('LOGIN_FAILED');
  await settleSuccessfulLogin(db, device ? null : address, owner);
  const deviceToken = await rememberDevice(db, customer.id, device);
  return { ...(await startLogin(db, session, customer)), deviceToken };
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
