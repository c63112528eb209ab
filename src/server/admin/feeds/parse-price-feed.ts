import { CURRENCIES } from '@/lib/shop/shop';
import { isValidEan } from '../bulk-input';
import { cellCountProblem, feedColumns, wholeNumber } from './feed-columns';
import type { FeedProblem } from './feed-problem';
import type { CsvRow } from './read-csv-rows';

export interface PriceFeedItem {
  line: number;
  ean: string;
  currency: string;
  price: number;
  oldPrice: number | null;
  promotion: string | null;
}

/** The header of a price feed: `ean;currency;price`, optionally `old_price` and `promotion`; amounts in minor units. */
export const PRICE_FEED_COLUMNS = ['ean', 'currency', 'price'] as const;
export const PRICE_FEED_OPTIONAL_COLUMNS = ['old_price', 'promotion'] as const;

const MAX_AMOUNT = 1_000_000_000;

/** A price feed's rows checked one by one; the EANs' existence is checked against the catalogue after. */
export function parsePriceFeed(
  header: readonly string[],
  rows: readonly CsvRow[],
): { items: PriceFeedItem[]; problems: FeedProblem[] } {
  const columns = feedColumns(header, PRICE_FEED_COLUMNS, PRICE_FEED_OPTIONAL_COLUMNS);
  if (!columns.ok) return { items: [], problems: columns.problems };
  const { index } = columns;
  const items: PriceFeedItem[] = [];
  const problems: FeedProblem[] = [];
  /** per EAN and currency: the line of each promotion priced ('*': every promotion) */
  const priced = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const count = cellCountProblem(row, header);
    if (count) {
      problems.push(count);
      continue;
    }
    const cell = (position: number | undefined) => (position === undefined ? '' : row.cells[position]!);
    const ean = cell(index.ean);
    const currency = cell(index.currency).toUpperCase();
    const price = wholeNumber(cell(index.price));
    const oldCell = cell(index.old_price);
    const oldPrice = oldCell === '' ? null : wholeNumber(oldCell);
    const promotion = cell(index.promotion) || null;
    const lines = priced.get(`${ean}|${currency}`) ?? new Map<string, number>();
    // a price for every promotion and one for a single promotion name the same row
    const earlier =
      promotion === null ? lines.values().next().value : (lines.get(promotion) ?? lines.get('*'));
    const problem = (column: string, reason: string) => problems.push({ line: row.line, column, reason });
    if (!isValidEan(ean))
      problem('ean', `invalid EAN '${ean.slice(0, 20)}' (8, 12, 13 or 14 digits with a valid check digit)`);
    else if (!(CURRENCIES as readonly string[]).includes(currency))
      problem(
        'currency',
        `unknown currency '${currency.slice(0, 10)}' (currencies: ${CURRENCIES.join(', ')})`,
      );
    else if (price === null || price > MAX_AMOUNT)
      problem(
        'price',
        'the price is a whole number of minor units (cents) from 0, without a sign or decimals',
      );
    else if (oldCell !== '' && (oldPrice === null || oldPrice > MAX_AMOUNT))
      problem('old_price', 'the old price is a whole number of minor units (cents), or empty');
    else if (oldPrice !== null && oldPrice <= price)
      problem('old_price', 'the old price must be above the price, or empty');
    else if (promotion !== null && !/^\d{3}$/.test(promotion))
      problem('promotion', 'a promotion has 3 digits, or is empty');
    else if (earlier !== undefined)
      problem('ean', `duplicate price of EAN ${ean} in ${currency} (first on line ${earlier})`);
    else {
      priced.set(`${ean}|${currency}`, lines.set(promotion ?? '*', row.line));
      items.push({ line: row.line, ean, currency, price, oldPrice, promotion });
    }
  }
  return { items, problems };
}
