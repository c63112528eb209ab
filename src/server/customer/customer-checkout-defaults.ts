import type { CheckoutData } from '@/components/checkout/checkout-data';
import { emptyAddress } from '@/lib/checkout/address-rules';
import type { CustomerProfile } from './load-customer';

/**
 * A customer's checkout starts from the account: the e-mail address, and the billing address of the
 * last order (or at least the name). What the checkout already holds is kept.
 */
export function customerCheckoutDefaults(customer: CustomerProfile, data: CheckoutData): CheckoutData {
  return {
    ...data,
    email: data.email || customer.email,
    billingAddress: data.billingAddress ??
      customer.billingAddress ?? {
        ...emptyAddress(),
        salutation: customer.salutation,
        firstName: customer.firstName,
        lastName: customer.lastName,
      },
  };
}
