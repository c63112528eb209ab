import { shopTexts } from '@/server/shop/shop-texts';
import { checkContact, type ContactInput, type ContactReason } from '@/lib/service/contact-rules';
import { AccountError } from '@/server/auth/account-error';
import type { Database } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import { mailBody, mailTexts } from '@/server/mail/mail-texts';
import { sendMail } from '@/server/mail/send-mail';
import type { ShopConfig } from '@/lib/shop/shop';
import { assertMailAllowed, recipientAllows } from '@/server/mail/mail-allowance';
import { RATE_RULES } from '@/server/rate-limit/rate-limit';

/**
 * The contact form (customer-and-content S3): the message is stored for customer service, mailed to
 * it, and the sender gets a confirmation. A logged-in customer's message carries their id. The
 * confirmation names only the topic, never the message: the form cannot mail arbitrary text to an
 * arbitrary address, and a mailbox gets at most a few confirmations an hour.
 */
export async function submitContactMessage(
  db: Database,
  shop: ShopConfig,
  input: ContactInput,
  customerId: string | null,
  client: string,
): Promise<void> {
  const errors = checkContact(input);
  if (errors.length > 0) throw new AccountError('FORM_INPUT_INVALID', {}, errors);
  await assertMailAllowed(db, client, null);
  const reason = input.reason as ContactReason;
  const email = input.email.trim().toLowerCase();
  const message = input.message.trim();
  const customerNumber = input.customerNumber.trim() || null;
  await db
    .insert(contactMessages)
    .values({ shopCode: shop.code, reason, customerNumber, email, message, customerId });
  const label = shopTexts(shop, 'contact.reasons')(reason);
  const toService = await sendMail(db, shop, {
    kind: 'contactService',
    to: shop.customerService.email,
    subject: mailTexts(shop)('contactServiceSubject', { reason: label }),
    text: `${mailTexts(shop)('contactServiceText', { reason: label, customerNumber: customerNumber ?? '–', email })}\n\n${message}\n`,
  });
  if (!toService) throw new AccountError('FORM_SUBMIT_FAILED');
  if (!(await recipientAllows(db, email, RATE_RULES.mailPerRecipient))) return;
  await sendMail(db, shop, {
    kind: 'contactConfirmation',
    to: email,
    subject: mailTexts(shop)('contactSubject'),
    text: mailBody(shop, '', mailTexts(shop)('contactText', { reason: label })),
  });
}
