import { MONTH_KEYS } from '@/lib/deliverability';
import type { SeededRandom } from './random';

const MONTHS = MONTH_KEYS;

/** Deliverability keys of spec S4.2 for items that are delayed (ordered now, delivered later). */
export const DELAYED_KEYS: readonly string[] = [
  'directShipping',
  'directShipping2Weeks',
  'directShipping5Days',
  'directShipping8Days',
  'christmas',
  'easter',
  ...MONTHS.flatMap((m) => [`endOf${m}`, `midOf${m}`]),
];

export interface VariantAvailability {
  state: 'available' | 'delayed' | 'outsold' | 'outOfStock';
  key: string;
  stock: number;
  isSubsequentDelivery: boolean;
}

/** Availability of one variant: mostly in stock, some low stock, delayed, sold out (spec S4.1). */
export function pickAvailability(
  rng: SeededRandom,
  opts: { forwardingAgent: boolean; soldOutProduct: boolean },
): VariantAvailability {
  if (opts.soldOutProduct) return { state: 'outsold', key: 'outsold', stock: 0, isSubsequentDelivery: false };
  const roll = rng.next();
  if (roll < 0.05) return { state: 'outsold', key: 'outsold', stock: 0, isSubsequentDelivery: false };
  if (roll < 0.08) return { state: 'outOfStock', key: 'outOfStock', stock: 0, isSubsequentDelivery: false };
  if (roll < 0.16) {
    return {
      state: 'delayed',
      key: rng.pick(DELAYED_KEYS),
      stock: rng.int(10, 80),
      isSubsequentDelivery: true,
    };
  }
  if (roll < 0.23) {
    // low stock: the product page shows the scarcity hint
    return {
      state: 'available',
      key: opts.forwardingAgent ? 'directShipping2Weeks' : 'available',
      stock: rng.int(1, 3),
      isSubsequentDelivery: false,
    };
  }
  return {
    state: 'available',
    key: opts.forwardingAgent ? rng.pick(['directShipping', 'directShipping2Weeks']) : 'available',
    stock: rng.int(4, 250),
    isSubsequentDelivery: false,
  };
}
