import { savingPercent } from './money';
import type { Currency } from './shop/shop';

export interface VariantPrice {
  priceCents: number;
  saleReductionCents: number;
}

/** The product price of spec S3.3, derived from the variants' prices (cents). */
export interface PriceSummary {
  currency: string;
  min: number;
  max: number;
  /** strike-out price of the lowest price (its price + sale reduction), 0 when that is not reduced */
  old: number;
  /** highest saving in whole percent, 0 when nothing is reduced */
  saving: number;
  /** the savings differ between variants: the badge reads 'bis zu - {saving}%' */
  savingRange: boolean;
  /** the prices differ between variants: the price reads 'ab …' */
  priceRange: boolean;
  withTax: number;
}

/** The summary of sizes' prices, which are in `currency` (the shop's price list). */
export function summarisePrices(prices: readonly VariantPrice[], currency: Currency = 'EUR'): PriceSummary {
  if (prices.length === 0) {
    return {
      currency,
      min: 0,
      max: 0,
      old: 0,
      saving: 0,
      savingRange: false,
      priceRange: false,
      withTax: 0,
    };
  }
  let min = Number.MAX_SAFE_INTEGER;
  let max = 0;
  const savings = new Set<number>();
  for (const p of prices) {
    min = Math.min(min, p.priceCents);
    max = Math.max(max, p.priceCents);
    savings.add(savingPercent(p.priceCents, p.priceCents + p.saleReductionCents));
  }
  // the strike-out price belongs to the price shown: the cheapest size's price + its reduction
  let old = 0;
  for (const p of prices)
    if (p.priceCents === min && p.saleReductionCents > 0) old = Math.max(old, min + p.saleReductionCents);
  const saving = Math.max(...savings);
  return {
    currency,
    min,
    max,
    old,
    saving,
    savingRange: savings.size > 1 && saving > 0,
    priceRange: min !== max,
    withTax: min,
  };
}
