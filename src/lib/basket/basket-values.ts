import type { Currency, ShopConfig, ShopFees } from '../shop/shop';
import { FEES } from '../shop/shops';
import { BASKET_VALUES } from './basket-constants';

export type BasketValues = { [K in keyof typeof BASKET_VALUES]: number };

function withFees(fees: ShopFees): BasketValues {
  return {
    ...BASKET_VALUES,
    minOrderValueCents: fees.minOrderValue,
    freeGiftMinOrderValueCents: fees.freeGiftMinOrderValue,
    shippingCents: fees.shipping,
    freeShippingFromCents: fees.freeShippingFrom,
    freightCents: fees.freight,
    expressDeliveryCents: fees.expressDelivery,
    cashOnDeliveryCents: fees.cashOnDelivery,
    paymentPauseCents: fees.paymentPause,
    disposalServicePerPieceCents: fees.disposalServicePerPiece,
  };
}

/** The basket values of a shop: the spec's limits with the shop's fees in its currency. */
export function basketValuesOf(shop: Pick<ShopConfig, 'fees'>): BasketValues {
  return withFees(shop.fees);
}

/** The same for components that know the locale's currency only (every shop of a currency charges alike). */
export function basketValuesFor(currency: Currency): BasketValues {
  return withFees(FEES[currency]);
}
