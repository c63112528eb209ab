import { and, asc, eq } from 'drizzle-orm';
import {
  instalmentStatus,
  invoiceStatus,
  nextDue,
  openCents,
  viennaDay,
  type PaymentStatus,
} from '@/lib/account/invoice-status';
import type { CreditTransfer } from '@/lib/account/epc-qr';
import type { ShopConfig } from '@/lib/shop/shop';
import { shopTexts } from '@/server/shop/shop-texts';
import type { Database } from '@/server/db/client';
import { customers, invoiceInstalments, invoices, orders } from '@/server/db/schema';
import { findCustomerOrder, type OrderRecord } from '@/server/order/order-store';
import { monthsBack } from './list-invoices';

export interface InvoiceDetail {
  invoiceNumber: string;
  issuedOn: string;
  amountCents: number;
  /** the order's currency; the EPC payment QR code exists for euro only (SEPA) */
  currency: string;
  paidWith: string;
  status: PaymentStatus;
  openCents: number;
  nextDueOn: string | null;
  instalments: {
    position: number;
    amountCents: number;
    dueOn: string;
    paidOn: string | null;
    status: PaymentStatus;
  }[];
  order: OrderRecord | null;
  customer: { customerNumber: string; salutation: string; firstName: string; lastName: string };
  /** the bank transfer of what is open (QR code, PDF); null when nothing is open */
  transfer: CreditTransfer | null;
}

const INVOICE_NUMBER = /^\d{9}$/;

/**
 * One invoice of the logged-in customer; null for a malformed number, another customer's invoice or
 * one older than the 12 months the account shows (the modal says where older ones are).
 */
export async function loadCustomerInvoice(
  db: Database,
  shop: ShopConfig,
  customerId: string,
  invoiceNumber: string,
  now: Date = new Date(),
): Promise<InvoiceDetail | null> {
  if (!INVOICE_NUMBER.test(invoiceNumber)) return null;
  const [row] = await db
    .select({ invoice: invoices, orderNumber: orders.orderNumber, customer: customers })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        eq(invoices.customerId, customerId),
        eq(invoices.invoiceNumber, invoiceNumber),
        // an invoice shows only in the shop its customer belongs to (its texts and bank are that shop's)
        eq(customers.shopCode, shop.code),
      ),
    );
  if (!row || row.invoice.issuedOn < monthsBack(viennaDay(now), 12)) return null;
  const plan = await db
    .select()
    .from(invoiceInstalments)
    .where(eq(invoiceInstalments.invoiceId, row.invoice.id))
    .orderBy(asc(invoiceInstalments.position));
  const today = viennaDay(now);
  const open = openCents(plan);
  const next = nextDue(plan);
  return {
    invoiceNumber: row.invoice.invoiceNumber,
    issuedOn: row.invoice.issuedOn,
    amountCents: row.invoice.amountCents,
    currency: row.invoice.currency,
    paidWith: row.invoice.paidWith,
    status: invoiceStatus(plan, today),
    openCents: open,
    nextDueOn: next?.dueOn ?? null,
    instalments: plan.map((i) => ({
      position: i.position,
      amountCents: i.amountCents,
      dueOn: i.dueOn,
      paidOn: i.paidOn,
      status: instalmentStatus(i, today),
    })),
    order: row.orderNumber ? await findCustomerOrder(db, customerId, row.orderNumber) : null,
    customer: {
      customerNumber: row.customer.customerNumber,
      salutation: row.customer.salutation,
      firstName: row.customer.firstName,
      lastName: row.customer.lastName,
    },
    transfer:
      open > 0
        ? {
            payee: shop.bank.payee,
            iban: shop.bank.iban,
            bic: shop.bank.bic,
            // an instalment plan pays the next instalment; a plain invoice all that is open
            amountCents: next && plan.length > 1 ? next.amountCents : open,
            purpose: shopTexts(shop, 'invoicePdf')('purposeText', {
              invoiceNumber: row.invoice.invoiceNumber,
              customerNumber: row.customer.customerNumber,
            }),
          }
        : null,
  };
}
