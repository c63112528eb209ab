import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { parseLoginIdentifier } from '@/lib/auth/login-identifier';
import type { Database } from '@/server/db/client';
import { customers, outboxMails } from '@/server/db/schema';
import { greetingName, mailBody, mailTexts } from '@/server/mail/mail-texts';
import { sendMail } from '@/server/mail/send-mail';
import { issueMailToken } from './mail-token';
import type { ShopConfig } from '@/lib/shop/shop';

/** At most this many reset mails per address and hour (a form cannot be used to flood a mailbox). */
const MAX_MAILS_PER_HOUR = 3;

/**
 * Sends a single-use, expiring password-reset link when the e-mail address or customer number names
 * an account. The answer is the same either way, so the form tells nobody which accounts exist.
 */
export async function requestPasswordReset(
  db: Database,
  shop: ShopConfig,
  identifierInput: string,
  origin: string,
) {
  const identifier = parseLoginIdentifier(identifierInput);
  if (!identifier) return;
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
  if (!customer) return;
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxMails)
    .where(
      and(
        // per mailbox, over every shop: the limit protects the address, wherever the request came from
        eq(outboxMails.toAddress, customer.email),
        eq(outboxMails.kind, 'passwordReset'),
        gt(outboxMails.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((recent?.n ?? 0) >= MAX_MAILS_PER_HOUR) return;
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
