import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  invoiceStatus,
  nextDue,
  openCents,
  viennaDay,
  type InstalmentFacts,
  type PaymentStatus,
} from '@/lib/account/invoice-status';
import type { Database } from '@/server/db/client';
import { invoiceInstalments, invoices, orders } from '@/server/db/schema';

/** The invoice filter of customer-and-content S2: the last 3, 6 or 12 months. */
export const INVOICE_PERIODS = [3, 6, 12] as const;
export type InvoicePeriod = (typeof INVOICE_PERIODS)[number];

export interface InvoiceSummary {
  invoiceNumber: string;
  issuedOn: string;
  amountCents: number;
  paidWith: string;
  orderNumber: string | null;
  status: PaymentStatus;
  openCents: number;
  nextDueOn: string | null;
  instalmentCount: number;
}

export const monthsBack = (day: string, months: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
};

/** The instalments of some invoices, grouped by invoice id. */
export async function instalmentsOf(db: Database, invoiceIds: string[]) {
  const rows = invoiceIds.length
    ? await db
        .select()
        .from(invoiceInstalments)
        .where(inArray(invoiceInstalments.invoiceId, invoiceIds))
        .orderBy(asc(invoiceInstalments.invoiceId), asc(invoiceInstalments.position))
    : [];
  const byInvoice = new Map<string, InstalmentFacts[]>();
  for (const r of rows) byInvoice.set(r.invoiceId, [...(byInvoice.get(r.invoiceId) ?? []), r]);
  return byInvoice;
}

/**
 * A customer's invoices of the last 3, 6 or 12 months, newest first, each with its status from its
 * instalments; `hasOlder` says whether older ones exist (the modal explains where they are).
 */
export async function listCustomerInvoices(
  db: Database,
  customerId: string,
  months: InvoicePeriod,
  now: Date = new Date(),
): Promise<{ invoices: InvoiceSummary[]; hasOlder: boolean }> {
  const today = viennaDay(now);
  const since = monthsBack(today, months);
  const rows = await db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      issuedOn: invoices.issuedOn,
      amountCents: invoices.amountCents,
      paidWith: invoices.paidWith,
      orderNumber: orders.orderNumber,
    })
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.customerId, customerId), gte(invoices.issuedOn, since)))
    .orderBy(desc(invoices.issuedOn), desc(invoices.invoiceNumber))
    .limit(200);
  const [older] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), lt(invoices.issuedOn, monthsBack(today, 12))));
  const plans = await instalmentsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    hasOlder: (older?.n ?? 0) > 0,
    invoices: rows.map(({ id, ...r }) => {
      const plan = plans.get(id) ?? [];
      return {
        ...r,
        status: invoiceStatus(plan, today),
        openCents: openCents(plan),
        nextDueOn: nextDue(plan)?.dueOn ?? null,
        instalmentCount: plan.length,
      };
    }),
  };
}
