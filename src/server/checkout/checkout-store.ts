import { eq } from 'drizzle-orm';
import type { Address } from '@/lib/checkout/address-rules';
import type { DeliveryMethod, PaymentMethod } from '@/lib/checkout/checkout-options';
import { isDeliveryMethod, isPaymentMethod } from '@/lib/checkout/checkout-options';
import type { Database } from '@/server/db/client';
import { checkouts } from '@/server/db/schema';

/** What a session entered at checkout so far. */
export interface StoredCheckout {
  email: string | null;
  billingAddress: Address | null;
  /** null: deliver to the billing address */
  deliveryAddress: Address | null;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod | null;
  voucherCode: string | null;
}

export const EMPTY_CHECKOUT: StoredCheckout = {
  email: null,
  billingAddress: null,
  deliveryAddress: null,
  deliveryMethod: 'standard',
  paymentMethod: null,
  voucherCode: null,
};

export async function getStoredCheckout(db: Database, sessionId: string): Promise<StoredCheckout> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.sessionId, sessionId));
  if (!row) return EMPTY_CHECKOUT;
  return {
    email: row.email,
    billingAddress: row.billingAddress,
    deliveryAddress: row.deliveryAddress,
    deliveryMethod: isDeliveryMethod(row.deliveryMethod) ? row.deliveryMethod : 'standard',
    paymentMethod: row.paymentMethod && isPaymentMethod(row.paymentMethod) ? row.paymentMethod : null,
    voucherCode: row.voucherCode,
  };
}

/** Stores some of the checkout's entries; the others keep their values. */
export async function saveCheckout(
  db: Database,
  sessionId: string,
  change: Partial<StoredCheckout>,
): Promise<void> {
  const set = { ...change, updatedAt: new Date() };
  await db
    .insert(checkouts)
    .values({ sessionId, ...set })
    .onConflictDoUpdate({ target: checkouts.sessionId, set });
}
