/** Delivery and payment choices of the checkout (spec storefront S3.8 total lines). */
export const DELIVERY_METHODS = ['standard', 'express'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const PAYMENT_METHODS = [
  'invoice',
  'instalments',
  'paymentPause',
  'cashOnDelivery',
  'prepayment',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const isDeliveryMethod = (v: string): v is DeliveryMethod =>
  (DELIVERY_METHODS as readonly string[]).includes(v);
export const isPaymentMethod = (v: string): v is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(v);

export interface BasketShape {
  /** the basket holds items a forwarding agent delivers (freight) */
  hasFreight: boolean;
}

/**
 * Whether a delivery method can be chosen for a basket: a forwarding agent delivers by
 * appointment, so 'Ruck-Zuck-Lieferung' (express) is not possible with freight items.
 */
export function deliveryAvailable(method: DeliveryMethod, basket: BasketShape): boolean {
  return method === 'standard' || !basket.hasFreight;
}

/**
 * Whether a payment method can be chosen: a forwarding agent does not collect cash, so cash on
 * delivery is not possible with freight items; the others always are.
 */
export function paymentAvailable(method: PaymentMethod, basket: BasketShape): boolean {
  return method !== 'cashOnDelivery' || !basket.hasFreight;
}
