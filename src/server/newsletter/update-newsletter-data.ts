import { and, eq } from 'drizzle-orm';
import { checkNewsletter } from '@/lib/service/newsletter-rules';
import { AccountError } from '@/server/auth/account-error';
import type { Database } from '@/server/db/client';
import { customers, newsletterSubscriptions } from '@/server/db/schema';
import type { ShopConfig } from '@/lib/shop/shop';

export interface NewsletterData {
  email: string;
  salutation: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  status: string;
}

/**
 * The logged-in customer's newsletter subscription (by their e-mail address), or null. Only once the
 * account's address is verified: anyone may register an account with an address that is not theirs,
 * and the subscription (its name and birth date) belongs to whoever receives that address's mail.
 */
export async function loadNewsletterData(
  db: Database,
  shop: ShopConfig,
  customerId: string,
): Promise<NewsletterData | null> {
  const [row] = await db
    .select({ subscription: newsletterSubscriptions })
    .from(customers)
    .innerJoin(
      newsletterSubscriptions,
      and(
        eq(newsletterSubscriptions.shopCode, customers.shopCode),
        eq(newsletterSubscriptions.email, customers.email),
      ),
    )
    .where(and(eq(customers.id, customerId), eq(customers.emailVerification, 'verified')));
  if (!row) return null;
  const s = row.subscription;
  return {
    email: s.email,
    salutation: s.salutation ?? '',
    firstName: s.firstName ?? '',
    lastName: s.lastName ?? '',
    birthDate: s.birthDate,
    status: s.status,
  };
}

/**
 * Updates the newsletter data of the logged-in customer's own subscription (customer-and-content
 * S6: updates need a login). NEWSLETTER_UPDATE_DATA_FAILED when there is none.
 */
export async function updateNewsletterData(
  db: Database,
  shop: ShopConfig,
  customerId: string,
  input: { salutation: string; firstName: string; lastName: string; birthDate: string },
): Promise<NewsletterData> {
  const current = await loadNewsletterData(db, shop, customerId);
  if (!current || current.status === 'unsubscribed') throw new AccountError('NEWSLETTER_UPDATE_DATA_FAILED');
  const errors = checkNewsletter({ ...input, email: current.email });
  if (errors.length > 0) throw new AccountError('FORM_INPUT_INVALID', {}, errors);
  await db
    .update(newsletterSubscriptions)
    .set({
      salutation: input.salutation || null,
      firstName: input.firstName.normalize('NFC').trim() || null,
      lastName: input.lastName.normalize('NFC').trim() || null,
      birthDate: input.birthDate.trim(),
    })
    .where(
      and(eq(newsletterSubscriptions.shopCode, shop.code), eq(newsletterSubscriptions.email, current.email)),
    );
  return (await loadNewsletterData(db, shop, customerId))!;
}
