import { and, eq, isNull } from 'drizzle-orm';
import { endAllAuthSessions } from '@/server/auth/auth-session';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { greetingName, mailBody, mailTexts } from '@/server/mail/mail-texts';
import { sendMail } from '@/server/mail/send-mail';
import type { ShopConfig } from '@/lib/shop/shop';

/**
 * The irrevocable request to delete the account (customer-and-content S4): the account is closed at
 * once (no more logins, every session ends) and customer service gets the prepared request to erase
 * the data once legal retention (invoices) allows; the customer gets a confirmation of the request
 * (issue 20). False when the request could not be handed to customer service.
 */
export async function requestAccountDeletion(
  db: Database,
  shop: ShopConfig,
  customerId: string,
): Promise<boolean> {
  const [customer] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.id, customerId),
        eq(customers.shopCode, shop.code),
        isNull(customers.deletionRequestedAt),
      ),
    );
  if (!customer) return false;
  const sent = await sendMail(db, shop, {
    kind: 'accountDeletion',
    to: shop.customerService.email,
    subject: mailTexts(shop)('accountDeletionServiceSubject', { customerNumber: customer.customerNumber }),
    text: [
      mailTexts(shop)('accountDeletionServiceText', {
        customerNumber: customer.customerNumber,
        email: customer.email,
      }),
      `${customer.firstName} ${customer.lastName}`,
      new Date().toISOString(),
    ].join('\n'),
  });
  if (!sent) return false;
  await db.update(customers).set({ deletionRequestedAt: new Date() }).where(eq(customers.id, customerId));
  await endAllAuthSessions(db, customerId);
  // the request stands even when the confirmation cannot be sent (send-mail logs that)
  await sendMail(db, shop, {
    kind: 'accountDeletionConfirmation',
    to: customer.email,
    subject: mailTexts(shop)('accountDeletionConfirmSubject'),
    text: mailBody(
      shop,
      greetingName(shop, customer),
      mailTexts(shop)('accountDeletionConfirmText', { customerNumber: customer.customerNumber }),
    ),
  });
  return true;
}
