/**
 * Money is integer minor units everywhere (spec storefront S9); formatting happens only at the edge,
 * in the shop's locale and currency.
 */
import type { Currency, Locale } from './shop/shop';

/** What formatting an amount needs of its shop. */
export interface MoneyFormat {
  locale: Locale;
  currency: Currency;
  /** whole amounts as '12,-' (spec S9, the de-AT shop's style) */
  dashForWholeAmounts: boolean;
}

interface Pattern {
  group: string;
  decimal: string;
  /** `{n}` is the grouped number */
  positive: string;
  negative: string;
}

const NBSP = '\u00a0';
const SYMBOL: Record<Currency, string> = { EUR: '€', CHF: 'CHF', CZK: 'Kč', SEK: 'kr' };

/**
 * Per locale, as CLDR (and so `Intl.NumberFormat`) writes currency amounts; a test checks every
 * locale against Intl. de-AT follows the specification instead: '1 234,56 €' and '12,- €'.
 * Deliberately not Intl.NumberFormat at run time: the first NumberFormat of a locale in a browser tab
 * loads ICU data for 40–60 ms on the main thread, and server and browser ICU versions may differ
 * (a hydration mismatch).
 */
function pattern(locale: Locale, symbol: string): Pattern {
  switch (locale) {
    case 'de-AT':
      return { group: NBSP, decimal: ',', positive: `{n} ${symbol}`, negative: `-{n} ${symbol}` };
    case 'de-DE':
      return { group: '.', decimal: ',', positive: `{n}${NBSP}${symbol}`, negative: `-{n}${NBSP}${symbol}` };
    case 'de-CH':
      return { group: "'", decimal: '.', positive: `${symbol}${NBSP}{n}`, negative: `${symbol}-{n}` };
    case 'fr-CH':
      // grouped with the apostrophe as ICU 78.3 writes it (Node 24.21 and 26.12, the shop's runtime);
      // ICU 78.2 (Node 20.20) still wrote a narrow no-break space
      return { group: "'", decimal: '.', positive: `{n}${NBSP}${symbol}`, negative: `-{n}${NBSP}${symbol}` };
    case 'nl-NL':
      return { group: '.', decimal: ',', positive: `${symbol}${NBSP}{n}`, negative: `${symbol}${NBSP}-{n}` };
    case 'sv-SE':
      return {
        group: NBSP,
        decimal: ',',
        positive: `{n}${NBSP}${symbol}`,
        negative: `\u2212{n}${NBSP}${symbol}`,
      };
    case 'cs-CZ':
    case 'sk-SK':
      return { group: NBSP, decimal: ',', positive: `{n}${NBSP}${symbol}`, negative: `-{n}${NBSP}${symbol}` };
  }
}

function groupDigits(units: number, separator: string): string {
  const digits = String(units);
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped === '' ? part : `${part}${separator}${grouped}`;
  }
  return grouped;
}

/** Crowns are written without decimals when whole ('1 249 Kč'); euro and franc always with them. */
const WHOLE_WITHOUT_DECIMALS: ReadonlySet<Currency> = new Set(['CZK', 'SEK']);

/**
 * Formats minor units in the shop's style: '49,99 €', whole euros in de-AT with a dash ('12,- €'),
 * 'CHF 49.90', '1 249 Kč'. `currencySymbol: false` leaves the symbol out (the price slider).
 */
export function formatPrice(
  cents: number,
  money: MoneyFormat,
  options: { currencySymbol?: boolean } = {},
): string {
  if (!Number.isInteger(cents)) throw new Error(`price must be integer cents, got ${cents}`);
  const p = pattern(money.locale, SYMBOL[money.currency]);
  const abs = Math.abs(cents);
  const whole = groupDigits(Math.floor(abs / 100), p.group);
  const rest = abs % 100;
  let n: string;
  if (rest !== 0) n = `${whole}${p.decimal}${String(rest).padStart(2, '0')}`;
  else if (money.dashForWholeAmounts) n = `${whole}${p.decimal}-`;
  else if (WHOLE_WITHOUT_DECIMALS.has(money.currency)) n = whole;
  else n = `${whole}${p.decimal}00`;
  if (options.currencySymbol === false) return cents < 0 ? `-${n}` : n;
  return (cents < 0 ? p.negative : p.positive).replace('{n}', n);
}

/** Percentage saved from old to current price, whole percent (0 when not reduced). */
export function savingPercent(currentCents: number, oldCents: number): number {
  if (oldCents <= 0 || oldCents <= currentCents) return 0;
  // one division of integers: rounded like PostgreSQL's round() in the listing's read model
  return Math.round(((oldCents - currentCents) * 100) / oldCents);
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
