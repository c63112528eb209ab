import { eq } from 'drizzle-orm';
import type { Address } from '@/lib/checkout/address-rules';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';

export interface CustomerProfile {
  id: string;
  customerNumber: string;
  email: string;
  salutation: 'f' | 'm' | 'd';
  firstName: string;
  lastName: string;
  birthDate: string | null;
  emailVerification: 'notVerified' | 'pending' | 'withdrawn' | 'verified';
  shippingFlatUntil: string | null;
  /** the billing address of the last order; the checkout starts from it */
  billingAddress: Address | null;
}

/** The logged-in customer's own data; only ever called with the id of the request's login. */
export async function loadCustomer(db: Database, customerId: string): Promise<CustomerProfile | null> {
  const [row] = await db
    .select({
      id: customers.id,
      customerNumber: customers.customerNumber,
      email: customers.email,
      salutation: customers.salutation,
      firstName: customers.firstName,
      lastName: customers.lastName,
      birthDate: customers.birthDate,
      emailVerification: customers.emailVerification,
      shippingFlatUntil: customers.shippingFlatUntil,
      billingAddress: customers.billingAddress,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return (row as CustomerProfile | undefined) ?? null;
}
