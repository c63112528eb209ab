import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addDays, viennaDay } from '@/lib/account/invoice-status';
import { formatDay } from '@/lib/format-date';
import { consumeMailToken } from '@/server/auth/mail-token';
import type { Database } from '@/server/db/client';
import { newsletterSubscriptions, vouchers } from '@/server/db/schema';
import { mailBody, mailTexts, subscriberGreetingName } from '@/server/mail/mail-texts';
import { sendMail } from '@/server/mail/send-mail';
import type { ShopConfig } from '@/lib/shop/shop';

/** The welcome code: 10 % once, for a year (customer-and-content S9). */
export const NEWSLETTER_DISCOUNT_PERCENT = 10;
const CODE_VALID_DAYS = 365;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  const bytes = randomBytes(8);
  return `NL${[...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

export type ActivationOutcome = 'activated' | 'alreadyConfirmed' | 'invalid';

/**
 * Opens the confirmation link: the subscription becomes active and, the first time only, a
 * single-use 10 % voucher is created and mailed. A link used before answers 'already confirmed'.
 */
export async function activateNewsletter(
  db: Database,
  shop: ShopConfig,
  token: string | undefined,
  origin: string,
  now: Date = new Date(),
): Promise<ActivationOutcome> {
  const used = await consumeMailToken(db, shop, 'newsletter', token);
  if (used.status === 'unknown') return 'invalid';
  const [subscription] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.shopCode, shop.code),
        eq(newsletterSubscriptions.email, used.owner.email),
      ),
    );
  if (!subscription) return 'invalid';
  if (used.status === 'spent') return subscription.status === 'active' ? 'alreadyConfirmed' : 'invalid';
  if (subscription.status === 'active') return 'alreadyConfirmed';

  const code = subscription.discountCode ?? newCode();
  const validUntil = addDays(viennaDay(now), CODE_VALID_DAYS);
  const fresh = await db.transaction(async (tx) => {
    const [activated] = await tx
      .update(newsletterSubscriptions)
      .set({ status: 'active', confirmedAt: now, discountCode: code })
      .where(
        and(
          and(
            eq(newsletterSubscriptions.shopCode, shop.code),
            eq(newsletterSubscriptions.email, subscription.email),
          ),
          eq(newsletterSubscriptions.status, 'pending'),
        ),
      )
      .returning({ email: newsletterSubscriptions.email });
    if (!activated || subscription.discountCode) return false;
    await tx.insert(vouchers).values({
      shopCode: shop.code,
      currency: shop.currency,
      code,
      kind: 'percent',
      value: NEWSLETTER_DISCOUNT_PERCENT,
      maxRedemptions: 1,
      validUntil: new Date(`${validUntil}T23:59:59+01:00`),
    });
    return true;
  });
  // the code goes out once, after the first confirmation only
  if (fresh)
    await sendMail(db, shop, {
      kind: 'newsletterCode',
      to: subscription.email,
      subject: mailTexts(shop)('newsletterCodeSubject'),
      text: mailBody(
        shop,
        subscriberGreetingName(shop, subscription),
        mailTexts(shop)('newsletterCodeText', {
          code,
          validUntil: formatDay(validUntil, shop),
          unsubscribeLink: `${origin}/newsletter/unsubscribe`,
        }),
      ),
    });
  return 'activated';
}
