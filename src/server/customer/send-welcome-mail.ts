import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { greetingName, mailBody, mailTexts } from '@/server/mail/mail-texts';
import { sendMail } from '@/server/mail/send-mail';
import type { ShopConfig } from '@/lib/shop/shop';

/** Tells a new customer their customer number (a login identifier besides the e-mail address). */
export async function sendWelcomeMail(
  db: Database,
  shop: ShopConfig,
  customerId: string,
  origin: string,
): Promise<void> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) return;
  await sendMail(db, shop, {
    kind: 'welcome',
    to: customer.email,
    subject: mailTexts(shop)('welcomeSubject'),
    text: mailBody(
      shop,
      greetingName(shop, customer),
      mailTexts(shop)('welcomeText', { customerNumber: customer.customerNumber, link: `${origin}/customer` }),
    ),
  });
}
