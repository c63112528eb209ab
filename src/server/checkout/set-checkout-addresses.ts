import { checkAddress, checkEmail, normaliseAddress, type AddressField } from '@/lib/checkout/address-rules';
import type { Database } from '@/server/db/client';
import type { ShopperSessionAccess } from '@/server/session/shopper-session';
import { CheckoutError } from './checkout-error';
import { saveCheckout } from './checkout-store';
import { loadCheckout, type CheckoutView } from './load-checkout';
import { postcodeRuleOf } from '@/lib/shop/postcode-rule';

export interface AddressesRequest {
  email: string;
  billingAddress: Partial<Record<AddressField, unknown>>;
  /** null: deliver to the billing address */
  deliveryAddress: Partial<Record<AddressField, unknown>> | null;
}

/**
 * Stores the contact e-mail and the billing and delivery addresses after the rules of
 * customer-and-content S5; any broken rule refuses the whole step with every field's message.
 */
export async function setCheckoutAddresses(
  db: Database,
  session: ShopperSessionAccess,
  request: AddressesRequest,
): Promise<CheckoutView> {
  const email = request.email.trim().toLowerCase();
  const billing = normaliseAddress(request.billingAddress);
  const delivery = request.deliveryAddress ? normaliseAddress(request.deliveryAddress) : null;
  const errors = [
    ...checkEmail(email).map((e) => ({ ...e, address: 'contact' as const })),
    ...checkAddress(billing, postcodeRuleOf(session.shop)).map((e) => ({
      ...e,
      address: 'billing' as const,
    })),
    ...(delivery
      ? checkAddress(delivery, postcodeRuleOf(session.shop)).map((e) => ({
          ...e,
          address: 'delivery' as const,
        }))
      : []),
  ];
  if (errors.length > 0) throw new CheckoutError('CHECKOUT_ADDRESS_INVALID', {}, errors);
  const sessionId = await session.ensureId();
  await saveCheckout(db, sessionId, { email, billingAddress: billing, deliveryAddress: delivery });
  return loadCheckout(db, session.shop, sessionId);
}
