import { and, eq, ne, sql } from 'drizzle-orm';
import { checkEmail } from '@/lib/checkout/address-rules';
import { AccountError } from '@/server/auth/account-error';
import type { Database } from '@/server/db/client';
import { newsletterSubscriptions } from '@/server/db/schema';
import type { ShopConfig } from '@/lib/shop/shop';

/** Unsubscribes an address; the answer is the same whether it was subscribed or not. */
export async function unsubscribeNewsletter(
  db: Database,
  shop: ShopConfig,
  emailInput: string,
): Promise<void> {
  const errors = checkEmail(emailInput);
  if (errors.length > 0) throw new AccountError('FORM_INPUT_INVALID', {}, errors);
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()` })
    .where(
      and(
        and(
          eq(newsletterSubscriptions.shopCode, shop.code),
          eq(newsletterSubscriptions.email, emailInput.trim().toLowerCase()),
        ),
        ne(newsletterSubscriptions.status, 'unsubscribed'),
      ),
    );
}
