/**
 * Money is integer cents everywhere (spec storefront S9); formatting happens only at the edge.
 */
export const CURRENCY = 'EUR';

/** de-AT groups thousands with a no-break space (CLDR), e.g. '1 234,56'. */
const GROUP_SEPARATOR = '\u00a0';

/**
 * Whole euros with de-AT grouping, from integer arithmetic. Deliberately not Intl.NumberFormat:
 * the first de-AT NumberFormat in a browser tab loads ICU locale data for 40–60 ms on the main
 * thread, and server and browser ICU versions may group differently (a hydration mismatch).
 */
function groupEuros(euros: number): string {
  const digits = String(euros);
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped === '' ? part : `${part}${GROUP_SEPARATOR}${grouped}`;
  }
  return grouped;
}

/**
 * Formats cents in this shop's style: '49,99 €', and whole euros with a dash: '12,- €'.
 */
export function formatPrice(cents: number, options: { currencySymbol?: boolean } = {}): string {
  if (!Number.isInteger(cents)) throw new Error(`price must be integer cents, got ${cents}`);
  const symbol = options.currencySymbol === false ? '' : ' €';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const euros = groupEuros(Math.floor(abs / 100));
  const rest = abs % 100;
  const text = rest === 0 ? `${euros},-` : `${euros},${String(rest).padStart(2, '0')}`;
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
