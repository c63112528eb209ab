import { createTranslator } from 'use-intl/core';
import messages from '../../../messages/de-AT.json';
import { formatDay } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import type { Database } from '@/server/db/client';
import { logger } from '@/server/logger';
import { greetingName, mailBody, mailTexts } from '@/server/mail/mail-texts';
import { sendMail } from '@/server/mail/send-mail';
import type { OrderRecord } from './order-store';

const payment = createTranslator({ locale: 'de-AT', messages, namespace: 'account' });

/** The order confirmation mail, sent once the order is written; a mail failure never undoes an order. */
export async function sendOrderConfirmation(db: Database, order: OrderRecord, origin: string): Promise<void> {
  const a = order.deliveryAddress;
  const lines = order.lines
    .map(
      (l) =>
        `${l.quantity} × ${l.name}, ${l.color}, Größe ${l.size} (Art.-Nr. ${l.displayNumber}): ${formatPrice(l.lineTotalCents)}`,
    )
    .join('\n');
  try {
    await sendMail(db, {
      kind: 'orderConfirmation',
      to: order.email,
      subject: mailTexts('orderSubject', { orderNumber: order.orderNumber }),
      text: mailBody(
        greetingName({ ...order.billingAddress, salutation: order.billingAddress.salutation || 'd' }),
        mailTexts('orderText', {
          orderNumber: order.orderNumber,
          date: formatDay(order.placedAt),
          lines,
          total: formatPrice(order.totalCents),
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
