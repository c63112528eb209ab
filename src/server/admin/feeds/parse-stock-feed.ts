import { isValidEan } from '../bulk-input';
import { MAX_STOCK } from '../stock/set-stock';
import { cellCountProblem, feedColumns, wholeNumber } from './feed-columns';
import type { FeedProblem } from './feed-problem';
import type { CsvRow } from './read-csv-rows';

export interface StockFeedItem {
  line: number;
  ean: string;
  quantity: number;
}

/** The header of a stock feed: `ean;quantity` (the stock level now, per size). */
export const STOCK_FEED_COLUMNS = ['ean', 'quantity'] as const;

/** A stock feed's rows checked one by one; the EANs' existence is checked against the catalogue after. */
export function parseStockFeed(
  header: readonly string[],
  rows: readonly CsvRow[],
): { items: StockFeedItem[]; problems: FeedProblem[] } {
  const columns = feedColumns(header, STOCK_FEED_COLUMNS, []);
  if (!columns.ok) return { items: [], problems: columns.problems };
  const items: StockFeedItem[] = [];
  const problems: FeedProblem[] = [];
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const count = cellCountProblem(row, header);
    if (count) {
      problems.push(count);
      continue;
    }
    const ean = row.cells[columns.index.ean]!;
    const quantity = wholeNumber(row.cells[columns.index.quantity]!);
    if (!isValidEan(ean))
      problems.push({
        line: row.line,
        column: 'ean',
        reason: `invalid EAN '${ean.slice(0, 20)}' (8, 12, 13 or 14 digits with a valid check digit)`,
      });
    else if (firstLine.has(ean))
      problems.push({
        line: row.line,
        column: 'ean',
        reason: `duplicate EAN ${ean} (first on line ${firstLine.get(ean)})`,
      });
    else if (quantity === null || quantity > MAX_STOCK)
      problems.push({
        line: row.line,
        column: 'quantity',
        reason: 'the quantity is a whole number from 0 to 10000000',
      });
    else {
      firstLine.set(ean, row.line);
      items.push({ line: row.line, ean, quantity });
    }
  }
  return { items, problems };
}
