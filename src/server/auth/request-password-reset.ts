import { and, eq, isNull } from 'drizzle-orm';
import { parseLoginIdentifier } from '@/lib/auth/login-identifier';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { assertMailAllowed, recipientAllows } from '@/server/mail/mail-allowance';
import { RATE_RULES } from '@/server/rate-limit/rate-limit';
import { greetingName, mailBody, mailTexts } from '@/server/mail/mail-texts';
import { sendMail } from '@/server/mail/send-mail';
import { issueMailToken } from './mail-token';
import type { ShopConfig } from '@/lib/shop/shop';

/**
 * Sends a single-use, expiring password-reset link when the e-mail address or customer number names
 * an account. The answer is the same either way, so the form tells nobody which accounts exist:
 * a client over its mail limit is refused before the lookup, and a mailbox that got three reset
 * mails this hour silently gets no fourth (counted atomically, on every node).
 */
export async function requestPasswordReset(
  db: Database,
  shop: ShopConfig,
  identifierInput: string,
  origin: string,
  client: string,
) {
  const identifier = parseLoginIdentifier(identifierInput);
  if (!identifier) return;
  await assertMailAllowed(db, client, null);
  const [customer] = await db
    .select()
    .from(customers)
    .where(
      and(
        identifier.kind === 'email'
          ? eq(customers.email, identifier.value)
          : eq(customers.customerNumber, identifier.value),
        isNull(customers.deletionRequestedAt),
        eq(customers.shopCode, shop.code),
      ),
    );
  // per mailbox, over every shop: the limit protects the address, wherever the request came from.
  // An unknown identifier is counted alike, so both answers take the same database round trips
  // until a mail is written (writing the link and its mail still takes a few milliseconds more)
  const allowed = await recipientAllows(
    db,
    customer?.email ?? identifier.value,
    RATE_RULES.resetMailPerRecipient,
  );
  if (!customer || !allowed) return;
  const token = await issueMailToken(db, shop, 'passwordReset', {
    customerId: customer.id,
    email: customer.email,
  });
  const link = `${origin}/customer/password-reset?token=${token}`;
  await sendMail(db, shop, {
    kind: 'passwordReset',
    to: customer.email,
    subject: mailTexts(shop)('passwordResetSubject'),
    text: mailBody(shop, greetingName(shop, customer), mailTexts(shop)('passwordResetText', { link })),
  });
}
