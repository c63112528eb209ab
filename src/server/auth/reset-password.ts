import { eq } from 'drizzle-orm';
import { checkPassword } from '@/lib/auth/registration-rules';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { AccountError } from './account-error';
import { endAllAuthSessions } from './auth-session';
import { consumeMailToken } from './mail-token';
import { unlockAccount } from './login-throttle';
import { hashPassword } from './password';
import { knownDevices } from '@/server/db/schema';
import type { ShopConfig } from '@/lib/shop/shop';

/**
 * Sets a new password through a reset link. The link works once and for an hour; using it ends every
 * login of the account (whoever knew the old password is logged out) and, since it proves the
 * mailbox, marks the e-mail address verified. It also lifts a lock that guesses put on the account
 * and forgets the account's known devices (a device that knew the old password is not trusted).
 */
export async function resetPassword(
  db: Database,
  shop: ShopConfig,
  token: string,
  password: string,
): Promise<void> {
  const problem = checkPassword(password);
  if (problem) throw new AccountError('ACCOUNT_INPUT_INVALID', {}, [problem]);
  const passwordHash = await hashPassword(password);
  const used = await consumeMailToken(db, shop, 'passwordReset', token);
  if (used.status !== 'valid' || !used.owner.customerId) throw new AccountError('PASSWORD_RESET_INVALID');
  await db
    .update(customers)
    .set({ passwordHash, emailVerification: 'verified' })
    .where(eq(customers.id, used.owner.customerId));
  await endAllAuthSessions(db, used.owner.customerId);
  await db.delete(knownDevices).where(eq(knownDevices.customerId, used.owner.customerId));
  await unlockAccount(db, used.owner.customerId);
}
