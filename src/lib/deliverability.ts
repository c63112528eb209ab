/** Delivery-time labels of spec storefront S4.2 as message keys with their values. */
export interface DeliveryLabel {
  key:
    | 'available'
    | 'christmas'
    | 'easter'
    | 'directShipping'
    | 'directShipping2Weeks'
    | 'directShipping5Days'
    | 'directShipping8Days'
    | 'endOfMonth'
    | 'midOfMonth'
    | 'outOfStock'
    | 'outsold';
  /** month of endOf… and midOf…: a key of the `months` messages ('March') */
  month?: string;
}

/** English month names: the deliverability keys' months and the keys of the `months` messages. */
export const MONTH_KEYS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const MONTHS = new Set<string>(MONTH_KEYS);

const FIXED = new Set<DeliveryLabel['key']>([
  'available',
  'christmas',
  'easter',
  'directShipping',
  'directShipping2Weeks',
  'directShipping5Days',
  'directShipping8Days',
  'outOfStock',
  'outsold',
]);

/** The label for a deliverability key; an unknown key reads as the availability state's default. */
export function deliveryLabel(deliverabilityKey: string, state: string): DeliveryLabel {
  const month = /^(endOf|midOf)([A-Z][a-z]+)$/.exec(deliverabilityKey);
  if (month && MONTHS.has(month[2]!)) {
    return { key: month[1] === 'endOf' ? 'endOfMonth' : 'midOfMonth', month: month[2]! };
  }
  if (FIXED.has(deliverabilityKey as DeliveryLabel['key']))
    return { key: deliverabilityKey as DeliveryLabel['key'] };
  if (state === 'outsold' || state === 'outOfStock') return { key: state };
  return { key: state === 'delayed' ? 'directShipping' : 'available' };
}

/** Stock at or below this shows the scarcity hint 'Nur noch {quantity} Artikel verfügbar'. */
export const SCARCITY_THRESHOLD = 5;

export function scarcityQuantity(state: string, stock: number): number | null {
  return state === 'available' && stock > 0 && stock <= SCARCITY_THRESHOLD ? stock : null;
}

/**
 * Business days from order to delivery that a label promises ('Lieferzeit 3–5 Werktage'): one day
 * to hand over, the rest in transit. Labels naming a date (Christmas, end of a month) have none.
 */
export const DELIVERY_BUSINESS_DAYS: Partial<Record<DeliveryLabel['key'], readonly [number, number]>> = {
  available: [3, 5],
  directShipping: [5, 10],
  directShipping2Weeks: [10, 15],
  directShipping5Days: [5, 6],
  directShipping8Days: [8, 10],
};
