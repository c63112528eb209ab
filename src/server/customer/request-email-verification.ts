import { eq } from 'drizzle-orm';
import { issueMailToken } from '@/server/auth/mail-token';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { greetingName, mailBody, mailTexts } from '@/server/mail/mail-texts';
import { sendMail } from '@/server/mail/send-mail';
import type { ShopConfig } from '@/lib/shop/shop';
import { assertMailAllowed, recipientAllows } from '@/server/mail/mail-allowance';
import { RATE_RULES } from '@/server/rate-limit/rate-limit';

/** The outcome of a request (customer-and-content S4): sendingSuccess, sendingFailed, or no mail. */
export type VerificationRequestOutcome = 'sendingSuccess' | 'sendingFailed' | 'withdrawn' | 'verified';

/**
 * Sends the customer a confirmation link for their e-mail address; the state becomes pending. A
 * withdrawn address (mails bounce) gets no mail: the customer is told to call customer service.
 */
export async function requestEmailVerification(
  db: Database,
  shop: ShopConfig,
  customerId: string,
  origin: string,
  client: string,
): Promise<VerificationRequestOutcome> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) return 'sendingFailed';
  if (customer.emailVerification === 'withdrawn') return 'withdrawn';
  if (customer.emailVerification === 'verified') return 'verified';
  await assertMailAllowed(db, client, customer.email, RATE_RULES.verificationMailPerRecipient);
  return sendVerificationMail(db, shop, customer, origin);
}

/**
 * A fresh link for a spent or expired one, unless this address got its limit of verification mails
 * this hour: then a newer link is already on its way and no further mail is sent (alreadySent).
 */
export async function resendVerificationMail(
  db: Database,
  shop: ShopConfig,
  customer: typeof customers.$inferSelect,
  origin: string,
): Promise<'sendingSuccess' | 'sendingFailed' | 'alreadySent'> {
  if (!(await recipientAllows(db, customer.email, RATE_RULES.verificationMailPerRecipient)))
    return 'alreadySent';
  return sendVerificationMail(db, shop, customer, origin);
}

export async function sendVerificationMail(
  db: Database,
  shop: ShopConfig,
  customer: typeof customers.$inferSelect,
  origin: string,
): Promise<'sendingSuccess' | 'sendingFailed'> {
  const token = await issueMailToken(db, shop, 'emailVerification', {
    customerId: customer.id,
    email: customer.email,
  });
  const sent = await sendMail(db, shop, {
    kind: 'emailVerification',
    to: customer.email,
    subject: mailTexts(shop)('emailVerificationSubject'),
    text: mailBody(
      shop,
      greetingName(shop, customer),
      mailTexts(shop)('emailVerificationText', {
        email: customer.email,
        link: `${origin}/email/verify?token=${token}`,
      }),
    ),
  });
  if (!sent) return 'sendingFailed';
  await db.update(customers).set({ emailVerification: 'pending' }).where(eq(customers.id, customer.id));
  return 'sendingSuccess';
}
