import { and, eq } from 'drizzle-orm';
import { viennaDay } from '@/lib/account/invoice-status';
import type { Database } from '@/server/db/client';
import { customers, newsletterSubscriptions } from '@/server/db/schema';

/**
 * The newsletter state of a customer's e-mail address: active, pending, unsubscribed or inactive.
 * An address the customer has not verified tells nothing: whose subscription it is stays unknown.
 */
export async function newsletterStatusOf(db: Database, customerId: string | null): Promise<string> {
  if (!customerId) return 'inactive';
  const [row] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(customers)
    .innerJoin(
      newsletterSubscriptions,
      and(
        eq(newsletterSubscriptions.shopCode, customers.shopCode),
        eq(newsletterSubscriptions.email, customers.email),
      ),
    )
    .where(and(eq(customers.id, customerId), eq(customers.emailVerification, 'verified')));
  return row?.status ?? 'inactive';
}

/** A customer's shipping-cost flat rate: valid through its last day (customer-and-content S3). */
export async function shippingFlatOf(db: Database, customerId: string | null, now: Date = new Date()) {
  if (!customerId) return { active: false, validUntil: null };
  const [row] = await db
    .select({ until: customers.shippingFlatUntil })
    .from(customers)
    .where(eq(customers.id, customerId));
  const until = row?.until ?? null;
  return { active: until !== null && until >= viennaDay(now), validUntil: until };
}
