import { createTranslator } from 'use-intl/core';
import messages from '../../../messages/de-AT.json';
import { SHOP_CONFIG } from '@/lib/shop-config';
import { checkContact, type ContactInput, type ContactReason } from '@/lib/service/contact-rules';
import { AccountError } from '@/server/auth/account-error';
import type { Database } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import { mailBody, mailTexts } from '@/server/mail/mail-texts';
import { sendMail } from '@/server/mail/send-mail';

const reasons = createTranslator({ locale: 'de-AT', messages, namespace: 'contact.reasons' });

/**
 * The contact form (customer-and-content S3): the message is stored for customer service, mailed to
 * it, and the sender gets a confirmation. A logged-in customer's message carries their id.
 */
export async function submitContactMessage(
  db: Database,
  input: ContactInput,
  customerId: string | null,
): Promise<void> {
  const errors = checkContact(input);
  if (errors.length > 0) throw new AccountError('FORM_INPUT_INVALID', {}, errors);
  const reason = input.reason as ContactReason;
  const email = input.email.trim().toLowerCase();
  const message = input.message.trim();
  const customerNumber = input.customerNumber.trim() || null;
  await db.insert(contactMessages).values({ reason, customerNumber, email, message, customerId });
  const label = reasons(reason);
  const toService = await sendMail(db, {
    kind: 'contactService',
    to: SHOP_CONFIG.customerServiceEmail,
    subject: mailTexts('contactServiceSubject', { reason: label }),
    text: `${label}\nKundennummer: ${customerNumber ?? '–'}\nE-Mail-Adresse: ${email}\n\n${message}\n`,
  });
  if (!toService) throw new AccountError('FORM_SUBMIT_FAILED');
  await sendMail(db, {
    kind: 'contactConfirmation',
    to: email,
    subject: mailTexts('contactSubject'),
    text: mailBody('', mailTexts('contactText', { reason: label, message })),
  });
}
