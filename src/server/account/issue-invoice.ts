import { sql } from 'drizzle-orm';
import { instalmentPlan } from '@/lib/account/instalment-plan';
import type { Database } from '@/server/db/client';
import { invoiceInstalments, invoices } from '@/server/db/schema';

/**
 * Writes a customer's invoice for an order with the instalments its payment method gives (inside
 * the placing transaction). Returns the invoice number.
 */
export async function issueInvoice(
  db: Database,
  invoice: {
    customerId: string;
    orderId: string;
    amountCents: number;
    /** the order's currency */
    currency: string;
    paidWith: string;
    issuedOn: string;
    /** the payments already booked, by instalment position (demo history) */
    paidOn?: (string | null)[];
    invoiceNumber?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(invoices)
    .values({
      invoiceNumber: invoice.invoiceNumber ?? sql`nextval('invoice_number_seq')::text`,
      customerId: invoice.customerId,
      orderId: invoice.orderId,
      issuedOn: invoice.issuedOn,
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      paidWith: invoice.paidWith,
    })
    .returning({ id: invoices.id, invoiceNumber: invoices.invoiceNumber });
  const plan = instalmentPlan(invoice.paidWith, invoice.amountCents, invoice.issuedOn);
  await db.insert(invoiceInstalments).values(
    plan.map((p, i) => ({
      invoiceId: row!.id,
      position: i + 1,
      amountCents: p.amountCents,
      dueOn: p.dueOn,
      paidOn: invoice.paidOn?.[i] !== undefined ? invoice.paidOn[i]! : p.paidOn,
    })),
  );
  return row!.invoiceNumber;
}
