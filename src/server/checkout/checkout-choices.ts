import { basketTotals } from '@/lib/basket/basket-totals';
import {
  DELIVERY_METHODS,
  PAYMENT_METHODS,
  deliveryAvailable,
  paymentAvailable,
  type DeliveryMethod,
  type PaymentMethod,
} from '@/lib/checkout/checkout-options';
import { totalsLinesOf } from '@/server/basket/load-basket';
import type { CheckoutView } from './load-checkout';

export interface CheckoutChoice<M> {
  method: M;
  /** what the choice adds to the total for this basket, cents */
  price: number;
  available: boolean;
}

/** The delivery and payment choices for the checkout's basket, each with what it adds. */
export function checkoutChoices(view: CheckoutView): {
  delivery: CheckoutChoice<DeliveryMethod>[];
  payment: CheckoutChoice<PaymentMethod>[];
} {
  const basket = { hasFreight: view.hasFreight };
  const base = {
    lines: totalsLinesOf(view.basket.lines),
    disposalServicePieces: view.basket.disposalServicePieces,
    voucherCents: view.voucher?.cents ?? 0,
  };
  const withoutPayment = basketTotals(base, view.values).totalCents;
  return {
    delivery: DELIVERY_METHODS.map((method) => ({
      method,
      // standard adds the shipping costs of this basket, express its own fee on top of them
      price:
        method === 'express'
          ? view.values.expressDeliveryCents
          : (view.totals.lines.find((l) => l.kind === 'shipping')?.cents ?? 0),
      available: deliveryAvailable(method, basket),
    })),
    // computed by the totals, so the price next to a choice is what the total line will say
    payment: PAYMENT_METHODS.map((method) => ({
      method,
      price: basketTotals({ ...base, payment: method }, view.values).totalCents - withoutPayment,
      available: paymentAvailable(method, basket),
    })),
  };
}
