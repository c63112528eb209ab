import { and, eq, ne, sql } from 'drizzle-orm';
import { checkEmail } from '@/lib/checkout/address-rules';
import { AccountError } from '@/server/auth/account-error';
import type { Database } from '@/server/db/client';
import { newsletterSubscriptions } from '@/server/db/schema';

/** Unsubscribes an address; the answer is the same whether it was subscribed or not. */
export async function unsubscribeNewsletter(db: Database, emailInput: string): Promise<void> {
  const errors = checkEmail(emailInput);
  if (errors.length > 0) throw new AccountError('FORM_INPUT_INVALID', {}, errors);
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscriptions.email, emailInput.trim().toLowerCase()),
        ne(newsletterSubscriptions.status, 'unsubscribed'),
      ),
    );
}
