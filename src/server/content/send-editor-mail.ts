import type { Database } from '@/server/db/client';
import { DEFAULT_SHOP_CODE, shopByCode } from '@/lib/shop/shops';
import { sendMail } from '@/server/mail/send-mail';
import { RATE_RULES, recipientSubject, takeRateLimit } from '@/server/rate-limit/rate-limit';

export interface EditorMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * A mail of the CMS to an editor (the password-reset link): at most 3 per editor an hour (past
 * that Payload answers as always and nothing is sent), written to the shop's outbox under the
 * family's default shop and handed to the mail server without waiting for it (Payload calls this
 * inside its transaction). False when nothing was sent.
 */
export async function sendEditorMail(db: Database, mail: EditorMail): Promise<boolean> {
  if (!mail.to) return false;
  if (!(await takeRateLimit(db, RATE_RULES.cmsResetMailPerRecipient, recipientSubject(mail.to))))
    return false;
  return sendMail(
    db,
    shopByCode(DEFAULT_SHOP_CODE)!,
    { kind: 'editor:passwordReset', ...mail },
    { deliverLater: true },
  );
}
