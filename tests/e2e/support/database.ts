import { Client } from 'pg';
import { embeddedLocation } from '@/server/db/embedded/embedded-location';

/** One query on the browser tests' database (the run's DATA_DIR or DATABASE_URL), as an operator would. */
export async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const url = process.env.DATABASE_URL?.trim() || embeddedLocation(process.env.DATA_DIR ?? 'data').url;
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query(text, values)).rows as T[];
  } finally {
    await db.end();
  }
}

/**
 * Queries in one transaction with the price rule's triggers off (migration 0033): for putting a
 * size's prices back as they were, history and prior price included, after a test changed them.
 */
export async function queryWithoutPriceRule(
  statements: { text: string; values: unknown[] }[],
): Promise<void> {
  const url = process.env.DATABASE_URL?.trim() || embeddedLocation(process.env.DATA_DIR ?? 'data').url;
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('begin');
    await db.query(`select set_config('shop.price_rule', 'off', true)`);
    for (const { text, values } of statements) await db.query(text, values);
    await db.query('commit');
  } finally {
    await db.end();
  }
}

/** A size's prices as the price rule keeps them (migration 0033). */
export interface SizePrices {
  id: string;
  promotion: string;
  price_cents: number;
  sale_reduction_cents: number;
  announced_old_price_cents: number | null;
  reduced_since: Date | null;
  prior_price_cents: number | null;
}

/** The euro prices of a colour's sizes, to be put back with `restoreSizePrices`. */
export function sizePricesOf(dimensionId: string): Promise<(SizePrices & { ean: string })[]> {
  return query(
    `select id, promotion, ean, price_cents, sale_reduction_cents, announced_old_price_cents, reduced_since, prior_price_cents
       from variants where dimension_id = $1`,
    [dimensionId],
  );
}

/** Puts sizes' euro prices back as they were, reduction and prior price included. */
export function restoreSizePrices(sizes: readonly SizePrices[]): Promise<void> {
  return queryWithoutPriceRule(
    sizes.map((s) => ({
      text: `update variants set price_cents = $3, sale_reduction_cents = $4, announced_old_price_cents = $5,
                    reduced_since = $6, prior_price_cents = $7 where id = $1 and promotion = $2`,
      values: [
        s.id,
        s.promotion,
        s.price_cents,
        s.sale_reduction_cents,
        s.announced_old_price_cents,
        s.reduced_since,
        s.prior_price_cents,
      ],
    })),
  );
}
