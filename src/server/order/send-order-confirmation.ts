import { createTranslator } from 'use-intl/core';
import messages from '../../../messages/de-AT.json';
import { formatDay } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import type { Database } from '@/server/db/client';
import { logger } from '@/server/logger';
import { greetingName, mailBody, mailTexts } from '@/server/mail/mail-texts';
import { sendMail } from '@/server/mail/send-mail';
import type { OrderRecord } from './order-store';
import { shopMoney } from '@/lib/shop/shop-money';
import type { ShopConfig } from '@/lib/shop/shop';

const payment = createTranslator({ locale: 'de-AT', messages, namespace: 'account' });

/** The order confirmation mail, sent once the order is written; a mail failure never undoes an order. */
export async function sendOrderConfirmation(
  db: Database,
  shop: ShopConfig,
  order: OrderRecord,
  origin: string,
): Promise<void> {
  const a = order.deliveryAddress;
  const lines = order.lines
    .map(
      (l) =>
        `${l.quantity} × ${l.name}, ${l.color}, Größe ${l.size} (Art.-Nr. ${l.displayNumber}): ${formatPrice(l.lineTotalCents, shopMoney(shop))}`,
    )
    .join('\n');
  try {
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
          total: formatPrice(order.totalCents, shopMoney(shop)),
          payment: payment(`payment_${order.paymentMethod}` as never),
          address: `${a.firstName} ${a.lastName}\n${a.street} ${a.houseNumber}${a.additional ? `, ${a.additional}` : ''}\n${a.zipCode} ${a.city}`,
          link: `${origin}/customer/orders`,
        }),
      ),
    });
  } catch (error) {
    logger.error({ err: error, issueLevel: 'Dev' }, 'Order confirmation could not be written');
  }
}
