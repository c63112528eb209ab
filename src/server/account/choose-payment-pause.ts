import { and, eq, sql } from 'drizzle-orm';
import { viennaDay } from '@/lib/account/invoice-status';
import { paymentPauseOffer } from '@/lib/account/payment-pause';
import type { Database } from '@/server/db/client';
import { invoiceInstalments, invoices, orders } from '@/server/db/schema';

/**
 * Moves an order's invoice to the payment pause: due 100 days after the invoice, the fee added. Only
 * while the offer holds (one unpaid invoice instalment within its term); false otherwise. The invoice
 * row is locked, so two presses change it once.
 */
export async function choosePaymentPause(
  db: Database,
  customerId: string,
  orderNumber: string,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({
        id: invoices.id,
        paidWith: invoices.paidWith,
        issuedOn: invoices.issuedOn,
        currency: invoices.currency,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(and(eq(invoices.customerId, customerId), eq(orders.orderNumber, orderNumber)))
      .for('update');
    if (!invoice) return false;
    const plan = await tx
      .select()
      .from(invoiceInstalments)
      .where(eq(invoiceInstalments.invoiceId, invoice.id));
    const offer = paymentPauseOffer(invoice, plan, viennaDay(now));
    if (!offer) return false;
    await tx
      .update(invoices)
      .set({ paidWith: 'paymentPause', amountCents: sql`${invoices.amountCents} + ${offer.feeCents}` })
      .where(eq(invoices.id, invoice.id));
    await tx
      .update(invoiceInstalments)
      .set({ dueOn: offer.dueOn, amountCents: sql`${invoiceInstalments.amountCents} + ${offer.feeCents}` })
      .where(eq(invoiceInstalments.invoiceId, invoice.id));
    return true;
  });
}
