import { and, eq, sql } from 'drizzle-orm';
import { checkNewsletter, type NewsletterInput } from '@/lib/service/newsletter-rules';
import { AccountError } from '@/server/auth/account-error';
import { issueMailToken } from '@/server/auth/mail-token';
import type { Database } from '@/server/db/client';
import { newsletterSubscriptions } from '@/server/db/schema';
import { mailBody, mailTexts, subscriberGreetingName } from '@/server/mail/mail-texts';
import { sendMail } from '@/server/mail/send-mail';
import type { ShopConfig } from '@/lib/shop/shop';
import { assertMailAllowed } from '@/server/mail/mail-allowance';

/**
 * Subscribes to the newsletter with double opt-in (customer-and-content S4): the subscription stays
 * pending until the mailed link is opened. An active subscription is left as it is (and the answer is
 * the same, so the form tells nobody who subscribes).
 */
export async function subscribeNewsletter(
  db: Database,
  shop: ShopConfig,
  input: NewsletterInput,
  origin: string,
  customerId: string | null,
  client: string,
): Promise<void> {
  const errors = checkNewsletter(input);
  if (errors.length > 0) throw new AccountError('FORM_INPUT_INVALID', {}, errors);
  const email = input.email.trim().toLowerCase();
  await assertMailAllowed(db, client, email);
  const [existing] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.shopCode, shop.code), eq(newsletterSubscriptions.email, email)));
  if (existing?.status === 'active') return;
  const data = {
    salutation: input.salutation || null,
    firstName: input.firstName.normalize('NFC').trim() || null,
    lastName: input.lastName.normalize('NFC').trim() || null,
    birthDate: input.birthDate.trim(),
    status: 'pending',
    customerId,
  };
  await db
    .insert(newsletterSubscriptions)
    .values({ shopCode: shop.code, email, ...data })
    .onConflictDoUpdate({
      target: [newsletterSubscriptions.shopCode, newsletterSubscriptions.email],
      set: { ...data, createdAt: sql`now()`, unsubscribedAt: null },
    });
  const token = await issueMailToken(db, shop, 'newsletter', { customerId, email });
  const sent = await sendMail(db, shop, {
    kind: 'newsletterDoi',
    to: email,
    subject: mailTexts(shop)('newsletterDoiSubject'),
    text: mailBody(
      shop,
      subscriberGreetingName(shop, data),
      mailTexts(shop)('newsletterDoiText', { link: `${origin}/newsletter/activate?token=${token}` }),
    ),
  });
  if (!sent) throw new AccountError('NEWSLETTER_SUBSCRIBE_FAILED');
}
