import { asc, eq } from 'drizzle-orm';
import { instalmentStatus, viennaDay, type PaymentStatus } from '@/lib/account/invoice-status';
import type { Database } from '@/server/db/client';
import { invoiceInstalments, invoices } from '@/server/db/schema';

export interface AccountBalance {
  /** what the customer owes in total, cents */
  openCents: number;
  overdueCents: number;
  /** the unpaid instalments, the earliest due first */
  openPayments: {
    invoiceNumber: string;
    position: number;
    amountCents: number;
    dueOn: string;
    status: PaymentStatus;
  }[];
}

/** The maturities page (customer-and-content S2): the account balance and the open payments. */
export async function loadAccountBalance(db: Database, customerId: string, now: Date = new Date()) {
  const today = viennaDay(now);
  const rows = await db
    .select({
      invoiceNumber: invoices.invoiceNumber,
      position: invoiceInstalments.position,
      amountCents: invoiceInstalments.amountCents,
      dueOn: invoiceInstalments.dueOn,
      paidOn: invoiceInstalments.paidOn,
    })
    .from(invoiceInstalments)
    .innerJoin(invoices, eq(invoices.id, invoiceInstalments.invoiceId))
    .where(eq(invoices.customerId, customerId))
    .orderBy(asc(invoiceInstalments.dueOn), asc(invoices.invoiceNumber));
  const openPayments = rows
    .filter((r) => !r.paidOn)
    .map(({ paidOn: _paid, ...r }) => ({ ...r, status: instalmentStatus({ ...r, paidOn: null }, today) }));
  return {
    openCents: openPayments.reduce((s, p) => s + p.amountCents, 0),
    overdueCents: openPayments.filter((p) => p.status === 'overdue').reduce((s, p) => s + p.amountCents, 0),
    openPayments,
  } satisfies AccountBalance;
}
