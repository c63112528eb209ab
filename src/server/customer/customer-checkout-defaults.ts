import { eq } from 'drizzle-orm';
import type { CheckoutData } from '@/components/checkout/checkout-data';
import { emptyAddress } from '@/lib/checkout/address-rules';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import type { CustomerProfile } from './load-customer';

/**
 * A customer's checkout starts from the account: the e-mail address, and the billing address of the
 * last order (or at least the name). What the checkout already holds is kept.
 */
export async function customerCheckoutDefaults(
  db: Database,
  customer: CustomerProfile,
  data: CheckoutData,
): Promise<CheckoutData> {
  if (data.email && data.billingAddress) return data;
  const [row] = await db
    .select({ billingAddress: customers.billingAddress })
    .from(customers)
    .where(eq(customers.id, customer.id));
  return {
    ...data,
    email: data.email || customer.email,
    billingAddress: data.billingAddress ??
      row?.billingAddress ?? {
        ...emptyAddress(),
        salutation: customer.salutation,
        firstName: customer.firstName,
        lastName: customer.lastName,
      },
  };
}
