import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { textArray } from '@/server/db/text-array';
import type { AdminActor } from '../admin-actor';
import { setPrices } from '../prices/set-prices';
import { setStock } from '../stock/set-stock';
import type { FeedProblem } from './feed-problem';
import { parsePriceFeed, PRICE_FEED_COLUMNS } from './parse-price-feed';
import { parseStockFeed, STOCK_FEED_COLUMNS } from './parse-stock-feed';
import { readCsvRows } from './read-csv-rows';

export type FeedKind = 'stock' | 'prices';

export interface FeedReport {
  kind: FeedKind | null;
  /** data rows in the file */
  rows: number;
  problems: FeedProblem[];
  /** rows written (0 on a dry run, or when a bad row refused the file) */
  written: number;
  dryRun: boolean;
}

export interface FeedOptions {
  dryRun?: boolean;
  /** write the good rows of a file with bad ones (else a bad row refuses the whole file) */
  skipBad?: boolean;
  onProgress?: (done: number, total: number) => void;
}

/** Rows written per transaction. */
const BATCH = 5_000;

function kindOf(header: readonly string[]): FeedKind | null {
  if (header.includes('currency') || header.includes('price')) return 'prices';
  if (header.includes('quantity')) return 'stock';
  return null;
}

/** The EANs of the catalogue among these, with the promotions each is offered under. */
async function knownSizes(db: Database, eans: readonly string[]): Promise<Map<string, Set<string>>> {
  const known = new Map<string, Set<string>>();
  for (let i = 0; i < eans.length; i += 50_000) {
    const rows = rowsOf<{ ean: string; promotion: string }>(
      await db.execute(
        sql`select ean, promotion from variants where ean = any(${textArray(eans.slice(i, i + 50_000))})`,
      ),
    );
    for (const row of rows) known.set(row.ean, (known.get(row.ean) ?? new Set()).add(row.promotion));
  }
  return known;
}

/**
 * A stock feed (`ean;quantity`) or price feed (`ean;currency;price[;old_price][;promotion]`), told
 * apart by its header: every row checked (and its EAN against the catalogue), every bad row named
 * with its line, column and reason. A dry run writes nothing; a real run writes nothing either when
 * a row is bad, unless `skipBad`. The good rows are written 5,000 per transaction through the admin
 * API's use cases (audit log, price rule and cache tags included); a feed is idempotent, so one
 * that stopped halfway is run again whole.
 */
export async function importFeed(
  db: Database,
  actor: AdminActor,
  bytes: Uint8Array,
  options: FeedOptions = {},
): Promise<FeedReport> {
  const dryRun = options.dryRun ?? false;
  const read = readCsvRows(bytes);
  if (!read.ok) return { kind: null, rows: 0, problems: read.problems, written: 0, dryRun };
  const kind = kindOf(read.header);
  if (!kind)
    return {
      kind: null,
      rows: read.rows.length,
      problems: [
        {
          line: 1,
          column: null,
          reason: `unknown feed: a stock feed has the columns ${STOCK_FEED_COLUMNS.join(';')}, a price feed ${PRICE_FEED_COLUMNS.join(';')}[;old_price][;promotion]`,
        },
      ],
      written: 0,
      dryRun,
    };
  if (read.rows.length === 0)
    return {
      kind,
      rows: 0,
      problems: [{ line: 2, column: null, reason: 'the file has no data rows' }],
      written: 0,
      dryRun,
    };
  const parsed =
    kind === 'stock' ? parseStockFeed(read.header, read.rows) : parsePriceFeed(read.header, read.rows);
  const problems = [...parsed.problems];
  const sizes = await knownSizes(db, [...new Set(parsed.items.map((item) => item.ean))]);
  const items = parsed.items.filter((item) => {
    const promotions = sizes.get(item.ean);
    if (!promotions) {
      problems.push({ line: item.line, column: 'ean', reason: `unknown EAN ${item.ean} (no size has it)` });
      return false;
    }
    const promotion = 'promotion' in item ? item.promotion : null;
    if (promotion && !promotions.has(promotion)) {
      problems.push({
        line: item.line,
        column: 'promotion',
        reason: `the size is not offered under promotion ${promotion}`,
      });
      return false;
    }
    return true;
  });
  problems.sort((a, b) => a.line - b.line);
  const report = { kind, rows: read.rows.length, problems, written: 0, dryRun };
  if (dryRun || (problems.length > 0 && !options.skipBad)) return report;
  for (let i = 0; i < items.length; i += BATCH) {
    const batch = items.slice(i, i + BATCH);
    const result =
      kind === 'stock'
        ? await setStock(db, actor, batch as { ean: string; quantity: number }[])
        : await setPrices(db, actor, batch as { ean: string; currency: string; price: number }[]);
    report.written += result.written;
    // what the write refused after the checks (a row another took meanwhile): named, not dropped
    for (const refusal of result.refused)
      report.problems.push({
        line: batch[refusal.index]!.line,
        column: refusal.field,
        reason: refusal.message,
      });
    options.onProgress?.(Math.min(i + BATCH, items.length), items.length);
  }
  return report;
}
