import { asc, eq } from 'drizzle-orm';
import { invoiceStatus, viennaDay, type PaymentStatus } from '@/lib/account/invoice-status';
import { paymentPauseOffer, type PaymentPauseOffer } from '@/lib/account/payment-pause';
import type { Database } from '@/server/db/client';
import { invoiceInstalments, invoices, returnItems, shipments } from '@/server/db/schema';
import type { ShipmentEvent } from '@/server/db/schema';
import { findCustomerOrder, type OrderRecord } from '@/server/order/order-store';
import { orderHistoryStart } from './list-orders';

export interface CustomerOrder extends OrderRecord {
  parcels: {
    parcelIndex: number;
    parcelNumber: string;
    carrier: string;
    status: string;
    linePositions: number[];
    events: ShipmentEvent[];
  }[];
  returns: {
    linePosition: number;
    quantity: number;
    status: string;
    registeredAt: Date;
    receivedAt: Date | null;
    refundedAt: Date | null;
    refundCents: number;
  }[];
  invoice: { invoiceNumber: string; status: PaymentStatus; paidWith: string } | null;
  /** the payment pause the customer may still choose for this order */
  paymentPause: PaymentPauseOffer | null;
}

const ORDER_NUMBER = /^\d{8,12}$/;

/**
 * One order of the logged-in customer with parcels, returns and invoice; null when not theirs or
 * older than the 12 months the account shows (also when its address is typed in).
 */
export async function loadCustomerOrder(
  db: Database,
  customerId: string,
  orderNumber: string,
  now: Date = new Date(),
): Promise<CustomerOrder | null> {
  if (!ORDER_NUMBER.test(orderNumber)) return null;
  const order = await findCustomerOrder(db, customerId, orderNumber);
  if (!order || order.placedAt < orderHistoryStart(now)) return null;
  const [parcels, returns, invoiceRows] = await Promise.all([
    db.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(asc(shipments.parcelIndex)),
    db
      .select()
      .from(returnItems)
      .where(eq(returnItems.orderId, order.id))
      .orderBy(asc(returnItems.registeredAt)),
    db.select().from(invoices).where(eq(invoices.orderId, order.id)),
  ]);
  const invoice = invoiceRows[0];
  const instalments = invoice
    ? await db
        .select()
        .from(invoiceInstalments)
        .where(eq(invoiceInstalments.invoiceId, invoice.id))
        .orderBy(asc(invoiceInstalments.position))
    : [];
  const today = viennaDay(now);
  return {
    ...order,
    parcels: parcels.map((p) => ({
      parcelIndex: p.parcelIndex,
      parcelNumber: p.parcelNumber,
      carrier: p.carrier,
      status: p.status,
      linePositions: p.linePositions,
      events: p.events,
    })),
    returns: returns.map((r) => ({
      linePosition: r.linePosition,
      quantity: r.quantity,
      status: r.status,
      registeredAt: r.registeredAt,
      receivedAt: r.receivedAt,
      refundedAt: r.refundedAt,
      refundCents: r.refundCents,
    })),
    invoice: invoice
      ? {
          invoiceNumber: invoice.invoiceNumber,
          status: invoiceStatus(instalments, today),
          paidWith: invoice.paidWith,
        }
      : null,
    paymentPause: invoice ? paymentPauseOffer(invoice, instalments, today) : null,
  };
}
