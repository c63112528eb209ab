import { and, eq } from 'drizzle-orm';
import { consumeMailToken } from '@/server/auth/mail-token';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { resendVerificationMail } from './request-email-verification';
import type { ShopConfig } from '@/lib/shop/shop';

/** Link outcomes of customer-and-content S4: success, invalid (a new link was sent), error. */
export type EmailVerificationOutcome = 'success' | 'invalid' | 'error';

/**
 * Opens an e-mail verification link. A used or expired link sends a fresh one (outcome invalid);
 * an unknown link or a failure to send is an error, with the way to customer service.
 */
export async function verifyEmail(
  db: Database,
  shop: ShopConfig,
  token: string | undefined,
  origin: string,
): Promise<EmailVerificationOutcome> {
  try {
    const used = await consumeMailToken(db, shop, 'emailVerification', token);
    if (used.status === 'unknown' || !used.owner.customerId) return 'error';
    const where = and(eq(customers.id, used.owner.customerId), eq(customers.email, used.owner.email));
    if (used.status === 'valid') {
      await db.update(customers).set({ emailVerification: 'verified' }).where(where);
      return 'success';
    }
    const [customer] = await db.select().from(customers).where(where);
    if (!customer) return 'error';
    if (customer.emailVerification === 'verified') return 'success';
    return (await resendVerificationMail(db, shop, customer, origin)) === 'sendingSuccess'
      ? 'invalid'
      : 'error';
  } catch (error) {
    logger.error({ err: error, issueLevel: 'Dev' }, 'E-mail verification failed');
    return 'error';
  }
}
