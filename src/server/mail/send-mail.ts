import { eq } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import type { Database } from '@/server/db/client';
import { outboxMails } from '@/server/db/schema';
import type { ShopConfig } from '@/lib/shop/shop';
import { logger } from '@/server/logger';
import { isPermanentRecipientRefusal, isSuppressed, suppressAddress } from './mail-suppression';

/** The outbox row's error of a mail not sent because its address bounced before. */
export const SUPPRESSED = 'Not sent: the address is suppressed (it bounced or refused mail)';

export interface Mail {
  /** what the mail is for, e.g. passwordReset (the outbox is searchable by it) */
  kind: string;
  to: string;
  subject: string;
  text: string;
}

let transport: Transporter | null | undefined;

function smtp(): Transporter | null {
  if (transport === undefined) {
    const url = process.env.SMTP_URL?.trim();
    transport = url ? createTransport(url) : null;
  }
  return transport;
}

/**
 * Sends a mail: every mail is written to the outbox table; with SMTP_URL it is also handed to the
 * mail server and the row records the outcome. False when the server refused it or the address is
 * suppressed (it bounced: nothing more is sent to it). A permanent refusal of the recipient
 * suppresses the address (mail-suppression.ts).
 */
export async function sendMail(
  db: Database,
  shop: ShopConfig,
  mail: Mail,
  options: { deliverLater?: boolean } = {},
): Promise<boolean> {
  const suppressed = await isSuppressed(db, mail.to);
  const [row] = await db
    .insert(outboxMails)
    .values({
      kind: mail.kind,
      shopCode: shop.code,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      ...(suppressed ? { error: SUPPRESSED } : {}),
    })
    .returning({ id: outboxMails.id });
  if (suppressed) return false;
  const server = smtp();
  if (!server || !row) return true;
  // the outbox row is written; the mail server is not waited for (a caller holding a transaction)
  if (options.deliverLater) {
    void deliver(db, shop, mail, row.id, server).catch((error: unknown) =>
      logger.warn({ issueLevel: 'Dev', kind: mail.kind, err: error }, 'Mail outcome could not be recorded'),
    );
    return true;
  }
  return deliver(db, shop, mail, row.id, server);
}

/** Hands an outbox row's mail to the mail server and records the outcome. */
async function deliver(
  db: Database,
  shop: ShopConfig,
  mail: Mail,
  rowId: string,
  server: Transporter,
): Promise<boolean> {
  try {
    await server.sendMail({
      from: `${shop.brand} <${shop.customerService.email}>`,
      // an address, not a header to parse: nodemailer reads a string as a list of display names
      to: { name: '', address: mail.to },
      subject: mail.subject,
      text: mail.text,
    });
    await db.update(outboxMails).set({ sentAt: new Date() }).where(eq(outboxMails.id, rowId));
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // the address stays out of the log; the outbox row has it
    logger.warn({ issueLevel: 'Business', kind: mail.kind, err: message }, 'Mail could not be sent');
    await db
      .update(outboxMails)
      .set({ error: message.slice(0, 500) })
      .where(eq(outboxMails.id, rowId));
    if (isPermanentRecipientRefusal(error)) await suppressAddress(db, mail.to, 'smtp', message);
    return false;
  }
}
