/**
 * Money is integer cents everywhere (spec storefront S9); formatting happens only at the edge.
 */
export const CURRENCY = 'EUR';

const euroFormat = new Intl.NumberFormat('de-AT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeEuroFormat = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 0 });

/**
 * Formats cents in this shop's style: '49,99 €', and whole euros with a dash: '12,- €'.
 */
export function formatPrice(cents: number, options: { currencySymbol?: boolean } = {}): string {
  if (!Number.isInteger(cents)) throw new Error(`price must be integer cents, got ${cents}`);
  const symbol = options.currencySymbol === false ? '' : ' €';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const text = abs % 100 === 0 ? `${wholeEuroFormat.format(abs / 100)},-` : euroFormat.format(abs / 100);
  return `${sign}${text}${symbol}`;
}

/** Percentage saved from old to current price, whole percent (0 when not reduced). */
export function savingPercent(currentCents: number, oldCents: number): number {
  if (oldCents <= 0 || oldCents <= currentCents) return 0;
  return Math.round(((oldCents - currentCents) / oldCents) * 100);
}

/** A price shows as reduced when the old price is above 0 and above the current price (spec S9). */
export function isReduced(currentCents: number, oldCents: number | null | undefined): boolean {
  return oldCents != null && oldCents > 0 && oldCents > currentCents;
}

/** Sum of integer cents; throws on non-integers so float arithmetic never creeps in. */
export function sumCents(values: readonly number[]): number {
  let total = 0;
  for (const v of values) {
    if (!Number.isInteger(v)) throw new Error(`not integer cents: ${v}`);
    total += v;
  }
  return total;
}
