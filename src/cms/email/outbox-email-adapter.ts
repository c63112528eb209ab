import type { EmailAdapter } from 'payload';
import { DEFAULT_SHOP_CODE, shopByCode } from '@/lib/shop/shops';

/** Tags out, entities back: the mails are sent as plain text like every mail of the shop. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The CMS's mail (decision 0015): what Payload sends an editor — the password-reset link — goes
 * through the shop's own outbox (table outbox_mails, kind `editor:…`) and, with SMTP_URL, to the
 * shop's mail server, like every mail the shop sends. It is sent under the family's default shop;
 * the request is counted per client address (src/server/content/cms-auth-guard.ts) and the mail
 * per recipient here, in PostgreSQL.
 */
export const outboxEmailAdapter: EmailAdapter<boolean> = () => {
  const shop = shopByCode(DEFAULT_SHOP_CODE)!;
  return {
    name: 'shop-outbox',
    defaultFromAddress: shop.customerService.email,
    defaultFromName: `${shop.brand} CMS`,
    sendEmail: async (message) => {
      // loaded when a mail is sent: the CMS's command line (migrations, types) never needs them
      const [{ getDb }, { sendEditorMail }] = await Promise.all([
        import('@/server/db'),
        import('@/server/content/send-editor-mail'),
      ]);
      return sendEditorMail(await getDb(), {
        to: typeof message.to === 'string' ? message.to : '',
        subject: String(message.subject ?? ''),
        text: typeof message.text === 'string' ? message.text : plainText(String(message.html ?? '')),
      });
    },
  };
};
