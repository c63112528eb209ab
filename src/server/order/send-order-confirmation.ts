import { formatDay } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import type { Database } from '@/server/db/client';
import { logger } from '@/server/logger';
import { greetingName, mailBody, mailTexts } from '@/server/mail/mail-texts';
import { sendMail } from '@/server/mail/send-mail';
import { recipientAllows } from '@/server/mail/mail-allowance';
import { RATE_RULES } from '@/server/rate-limit/rate-limit';
import type { OrderRecord } from './order-store';
import { shopMoney } from '@/lib/shop/shop-money';
import type { ShopConfig } from '@/lib/shop/shop';
import { shopTexts } from '@/server/shop/shop-texts';
import { basketTexts } from '@/server/basket/basket-texts';

/**
 * The order confirmation mail, sent once the order is written; a mail failure never undoes an order.
 * Past the per-recipient limit the order stands and the mail is left out: nobody floods a mailbox
 * with confirmations of orders placed in its name.
 */
export async function sendOrderConfirmation(
  db: Database,
  shop: ShopConfig,
  order: OrderRecord,
  origin: string,
): Promise<void> {
  const a = order.deliveryAddress;
  const lines = order.lines
    .map((l) =>
      mailTexts(shop)('orderLine', {
        quantity: l.quantity,
        name: l.name,
        color: l.color,
        size: l.size,
        displayNumber: l.displayNumber,
        price: formatPrice(l.lineTotalCents, shopMoney(shop)),
      }),
    )
    .join('\n');
  try {
    if (!(await recipientAllows(db, order.email, RATE_RULES.orderMailPerRecipient))) {
      logger.warn({ orderNumber: order.orderNumber }, 'Order confirmation left out: too many to one address');
      return;
    }
    await sendMail(db, shop, {
      kind: 'orderConfirmation',
      to: order.email,
      subject: mailTexts(shop)('orderSubject', { orderNumber: order.orderNumber }),
      text: mailBody(
        shop,
        greetingName(shop, { ...order.billingAddress, salutation: order.billingAddress.salutation || 'd' }),
        mailTexts(shop)('orderText', {
          orderNumber: order.orderNumber,
          date: formatDay(order.placedAt, shop),
          lines,
          totals: order.totalLines
            .map((line) =>
              mailTexts(shop)('orderTotalLine', {
                label: basketTexts(shop).total(line.kind),
                amount: formatPrice(line.cents, shopMoney(shop)),
              }),
            )
            .join('\n'),
          total: formatPrice(order.totalCents, shopMoney(shop)),
          payment: shopTexts(shop, 'account')(`payment_${order.paymentMethod}`),
          address: `${a.firstName} ${a.lastName}\n${a.street} ${a.houseNumber}${a.additional ? `, ${a.additional}` : ''}\n${a.zipCode} ${a.city}`,
          link: `${origin}/customer/orders`,
        }),
      ),
    });
  } catch (error) {
    logger.error({ err: error, issueLevel: 'Dev' }, 'Order confirmation could not be written');
  }
}
