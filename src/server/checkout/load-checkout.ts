import { concurrentQueries } from '@/server/db/concurrent-queries';
import { basketValuesOf, type BasketValues } from '@/lib/basket/basket-values';
import { basketTotals, type Totals } from '@/lib/basket/basket-totals';
import {
  deliveryAvailable,
  paymentAvailable,
  type DeliveryMethod,
  type PaymentMethod,
} from '@/lib/checkout/checkout-options';
import { redeemVoucher, type VoucherErrorCode } from '@/lib/checkout/voucher-rules';
import { loadBasket, totalsLinesOf, type BasketView } from '@/server/basket/load-basket';
import type { Database } from '@/server/db/client';
import { EMPTY_CHECKOUT, getStoredCheckout, type StoredCheckout } from './checkout-store';
import { findVoucher } from './voucher-store';
import type { ShopConfig } from '@/lib/shop/shop';

export type CheckoutStep = 'addresses' | 'payment';

/** The checkout as the shopper sees it now: the basket, the entries so far, and the totals with them. */
export interface CheckoutView {
  basket: BasketView;
  stored: StoredCheckout;
  /** the stored method, or standard when the basket no longer allows express */
  deliveryMethod: DeliveryMethod;
  /** the stored method, or null when the basket no longer allows it */
  paymentMethod: PaymentMethod | null;
  voucher: { code: string; cents: number } | null;
  /** why the stored voucher does not apply to this basket now */
  voucherProblem: { code: VoucherErrorCode; values: Record<string, string | number> } | null;
  hasFreight: boolean;
  /** goods reach the minimum order value */
  minOrderValueReached: boolean;
  totals: Totals;
  /** the shop's limits and fees the totals were computed with */
  values: BasketValues;
  /** steps still to do before the order can be placed */
  missing: CheckoutStep[];
}

export async function loadCheckout(
  db: Database,
  shop: ShopConfig,
  sessionId: string | null,
  now = new Date(),
): Promise<CheckoutView> {
  const [basket, stored] = await concurrentQueries(
    db,
    () => loadBasket(db, shop, sessionId),
    async () => (sessionId ? getStoredCheckout(db, sessionId) : EMPTY_CHECKOUT),
  );
  return checkoutViewOf(db, shop, basket, stored, now);
}

/** The view of a loaded basket and checkout: applies the choices the basket allows and the voucher. */
export async function checkoutViewOf(
  db: Database,
  shop: ShopConfig,
  basket: BasketView,
  stored: StoredCheckout,
  now: Date,
): Promise<CheckoutView> {
  const values = basketValuesOf(shop);
  const hasFreight = basket.lines.some((l) => l.variant.deliverabilityForwardingAgent);
  const deliveryMethod = deliveryAvailable(stored.deliveryMethod, { hasFreight })
    ? stored.deliveryMethod
    : 'standard';
  const paymentMethod =
    stored.paymentMethod && paymentAvailable(stored.paymentMethod, { hasFreight })
      ? stored.paymentMethod
      : null;
  const itemsCents = basket.totals.lines.find((l) => l.kind === 'items')?.cents ?? 0;
  let voucher: CheckoutView['voucher'] = null;
  let voucherProblem: CheckoutView['voucherProblem'] = null;
  if (stored.voucherCode && basket.lines.length > 0) {
    const check = redeemVoucher(await findVoucher(db, shop.code, stored.voucherCode), itemsCents, now);
    if (check.ok) voucher = { code: stored.voucherCode, cents: check.cents };
    else voucherProblem = { code: check.code, values: check.values };
  }
  const goodsCents = basket.lines.reduce((s, l) => s + l.variant.priceCents * l.stored.quantity, 0);
  const missing: CheckoutStep[] = [];
  if (!stored.email || !stored.billingAddress) missing.push('addresses');
  if (!paymentMethod) missing.push('payment');
  return {
    basket,
    stored,
    deliveryMethod,
    paymentMethod,
    voucher,
    voucherProblem,
    hasFreight,
    minOrderValueReached: goodsCents >= values.minOrderValueCents,
    values,
    totals: basketTotals(
      {
        lines: totalsLinesOf(basket.lines),
        disposalServicePieces: basket.disposalServicePieces,
        voucherCents: voucher?.cents ?? 0,
        delivery: deliveryMethod,
        payment: paymentMethod ?? undefined,
      },
      values,
    ),
    missing,
  };
}
