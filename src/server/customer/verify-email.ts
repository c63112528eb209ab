import { and, eq } from 'drizzle-orm';
import { consumeMailToken } from '@/server/auth/mail-token';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { liftSuppression } from '@/server/mail/mail-suppression';
import { resendVerificationMail } from './request-email-verification';
import type { ShopConfig } from '@/lib/shop/shop';

/**
 * Link outcomes of customer-and-content S4: success; invalid (a new link was sent); pending (an old
 * link, while a newer one is on its way: no further mail); noConsent (the customer asked for the
 * account's deletion: nothing is verified or sent); error (with the way to customer service).
 */
export type EmailVerificationOutcome = 'success' | 'invalid' | 'pending' | 'noConsent' | 'error';

/**
 * Opens an e-mail verification link. A valid link verifies the address, and proves that mail
 * reaches it: a suppression of the address (a bounce) is lifted. A used or expired link sends a
 * fresh one; an unknown link or a failure to send is an error.
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
    const [customer] = await db.select().from(customers).where(where);
    if (!customer) return 'error';
    // a customer who asked to be deleted withdrew the consent to keep their data
    if (customer.deletionRequestedAt) return 'noConsent';
    if (used.status === 'valid') {
      await liftSuppression(db, customer.email);
      await db.update(customers).set({ emailVerification: 'verified' }).where(where);
      return 'success';
    }
    if (customer.emailVerification === 'verified') return 'success';
    const resent = await resendVerificationMail(db, shop, customer, origin);
    return resent === 'sendingSuccess' ? 'invalid' : resent === 'alreadySent' ? 'pending' : 'error';
  } catch (error) {
    logger.error({ err: error, issueLevel: 'Dev' }, 'E-mail verification failed');
    return 'error';
  }
}
