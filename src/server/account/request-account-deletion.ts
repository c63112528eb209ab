import { and, eq, isNull } from 'drizzle-orm';
import { SHOP_CONFIG } from '@/lib/shop-config';
import { endAllAuthSessions } from '@/server/auth/auth-session';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { sendMail } from '@/server/mail/send-mail';

/**
 * The irrevocable request to delete the account (customer-and-content S4): the account is closed at
 * once (no more logins, every session ends) and customer service gets the prepared request to erase
 * the data once legal retention (invoices) allows. False when the mail could not be handed over.
 */
export async function requestAccountDeletion(db: Database, customerId: string): Promise<boolean> {
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletionRequestedAt)));
  if (!customer) return false;
  const sent = await sendMail(db, {
    kind: 'accountDeletion',
    to: SHOP_CONFIG.customerServiceEmail,
    subject: `Antrag auf Löschung des Kundenkontos ${customer.customerNumber}`,
    text: [
      `Die Kundin / der Kunde mit der Kundennummer ${customer.customerNumber} beantragt die Löschung des Kundenkontos.`,
      `Name: ${customer.firstName} ${customer.lastName}`,
      `E-Mail-Adresse: ${customer.email}`,
      `Beantragt am: ${new Date().toISOString()}`,
      '',
      'Das Konto ist gesperrt. Bitte die Daten nach Ablauf der gesetzlichen Aufbewahrungsfristen löschen.',
    ].join('\n'),
  });
  if (!sent) return false;
  await db.update(customers).set({ deletionRequestedAt: new Date() }).where(eq(customers.id, customerId));
  await endAllAuthSessions(db, customerId);
  return true;
}
