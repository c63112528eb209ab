import { paymentAvailable, type PaymentMethod } from '@/lib/checkout/checkout-options';
import type { Database } from '@/server/db/client';
import type { ShopperSessionAccess } from '@/server/session/shopper-session';
import { CheckoutError } from './checkout-error';
import { saveCheckout } from './checkout-store';
import { loadCheckout, type CheckoutView } from './load-checkout';

/** Chooses the payment method; no card or account data is taken: the shop stores the method only. */
export async function setCheckoutPayment(
  db: Database,
  session: ShopperSessionAccess,
  method: PaymentMethod,
): Promise<CheckoutView> {
  const before = await loadCheckout(db, session.shop, await session.currentId());
  if (!paymentAvailable(method, { hasFreight: before.hasFreight }))
    throw new CheckoutError('CHECKOUT_PAYMENT_NOT_AVAILABLE');
  const sessionId = await session.ensureId();
  await saveCheckout(db, sessionId, { paymentMethod: method });
  return loadCheckout(db, session.shop, sessionId);
}
