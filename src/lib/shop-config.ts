/** Facts of the de-AT shop that texts and rules use; sister shops bring their own. */
export const SHOP_CONFIG = {
  locale: 'de-AT',
  currency: 'EUR',
  /** the campaign of spec S1: new customers shop with free shipping until this date */
  newCustomerFreeShippingUntil: '30.06.2025',
  customerServicePhone: '0316 606 888',
} as const;
