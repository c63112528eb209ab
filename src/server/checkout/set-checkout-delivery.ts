import { deliveryAvailable, type DeliveryMethod } from '@/lib/checkout/checkout-options';
import type { Database } from '@/server/db/client';
import type { ShopperSessionAccess } from '@/server/session/shopper-session';
import { CheckoutError } from './checkout-error';
import { saveCheckout } from './checkout-store';
import { loadCheckout, type CheckoutView } from './load-checkout';

/** Chooses standard or express delivery; express is refused for a basket with freight items. */
export async function setCheckoutDelivery(
  db: Database,
  session: ShopperSessionAccess,
  method: DeliveryMethod,
): Promise<CheckoutView> {
  const before = await loadCheckout(db, session.shop, await session.currentId());
  if (!deliveryAvailable(method, { hasFreight: before.hasFreight }))
    throw new CheckoutError('CHECKOUT_DELIVERY_NOT_AVAILABLE');
  const sessionId = await session.ensureId();
  await saveCheckout(db, sessionId, { deliveryMethod: method });
  return loadCheckout(db, session.shop, sessionId);
}
