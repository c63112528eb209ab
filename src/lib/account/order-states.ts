/**
 * The states an order's shipment goes through, as the customer's order page shows them: 'placed'
 * (no parcel yet), then the parcel's tracking states (CMS entry OrderState words each).
 */
export const ORDER_STATES = [
  'placed',
  'announced',
  'inTransit',
  'inDeliveryDepot',
  'outForDelivery',
  'delivered',
] as const;
export type OrderStateKey = (typeof ORDER_STATES)[number];

/** The order state a parcel's status stands for; 'placed' while the order has no parcel. */
export function orderStateOf(parcelStatus: string | null): OrderStateKey | null {
  if (parcelStatus === null) return 'placed';
  return (ORDER_STATES as readonly string[]).includes(parcelStatus) ? (parcelStatus as OrderStateKey) : null;
}
