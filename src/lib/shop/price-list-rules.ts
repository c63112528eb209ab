import type { Currency } from './shop';

/**
 * How the demo seed derives the CHF, CZK and SEK price lists from the euro list (decision 0012): a
 * rate, then rounded down to whole francs or crowns and ended the way shops of that market end their
 * prices (CHF 47.90, 1 249 Kč, 579 kr). Monotone, so every list sorts like the euro list. A real shop
 * maintains these lists in its product information system; the shop only reads them.
 */
export const PRICE_LIST_RULES: Record<
  Exclude<Currency, 'EUR'>,
  { rate: number; unit: number; ending: number }
> = {
  CHF: { rate: 0.96, unit: 100, ending: 90 },
  CZK: { rate: 25, unit: 1000, ending: 900 },
  SEK: { rate: 11.5, unit: 1000, ending: 900 },
};

/** A euro amount (minor units) in another currency's list; 0 stays 0 (free gifts). */
export function listPrice(euroCents: number, currency: Currency): number {
  if (currency === 'EUR' || euroCents === 0) return euroCents;
  const rule = PRICE_LIST_RULES[currency];
  return Math.floor((euroCents * rule.rate) / rule.unit) * rule.unit + rule.ending;
}

/** A plain amount (a voucher value, a fee) in another currency, rounded to whole units. */
export function listAmount(euroCents: number, currency: Currency): number {
  if (currency === 'EUR') return euroCents;
  const rule = PRICE_LIST_RULES[currency];
  return Math.round((euroCents * rule.rate) / 100) * 100;
}
