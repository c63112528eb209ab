import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { textArray } from '@/server/db/text-array';
import { CURRENCIES, type Currency } from '@/lib/shop/shop';
import type { AdminActor } from '../admin-actor';
import { recordAudit, type AuditEntry } from '../audit/record-audit';
import { eanRefusal, unknownEan, type BulkWriteResult, type Refusal } from '../bulk-input';
import { lockSizesByEan } from '../stock/lock-sizes-by-ean';

export interface SetPriceItem {
  ean: string;
  currency: string;
  price: number;
  oldPrice?: number | null;
  promotion?: string | null;
}

/** The highest amount a price may have: 10 million units of any currency. */
const MAX_AMOUNT = 1_000_000_000;

function itemRefusal(index: number, item: SetPriceItem): Refusal | null {
  const ean = eanRefusal(index, item.ean);
  if (ean) return ean;
  const key = item.ean;
  if (!(CURRENCIES as readonly string[]).includes(item.currency))
    return {
      index,
      key,
      field: 'currency',
      code: 'UNKNOWN_CURRENCY',
      message: `Unknown currency '${item.currency.slice(0, 10)}'. Currencies: ${CURRENCIES.join(', ')}.`,
    };
  if (!Number.isInteger(item.price) || item.price < 0 || item.price > MAX_AMOUNT)
    return {
      index,
      key,
      field: 'price',
      code: 'INVALID_PRICE',
      message: 'A price is a whole number of minor units from 0 to 1,000,000,000.',
    };
  const old = item.oldPrice;
  if (old !== null && old !== undefined && (!Number.isInteger(old) || old <= item.price || old > MAX_AMOUNT))
    return {
      index,
      key,
      field: 'oldPrice',
      code: 'INVALID_OLD_PRICE',
      message: 'An old price is a whole number of minor units above the price (or null: not reduced).',
    };
  if (item.promotion !== null && item.promotion !== undefined && !/^\d{3}$/.test(item.promotion))
    return {
      index,
      key,
      field: 'promotion',
      code: 'INVALID_PROMOTION',
      message: 'A promotion has 3 digits.',
    };
  return null;
}

interface PriceRow {
  variantId: string;
  promotion: string;
  currency: Currency;
  price: number;
  /** the announced old price; null: not reduced */
  oldPrice: number | null;
  dimensionId: string;
}

/**
 * Sets prices by EAN and currency: the euro list is the sizes' own columns, the others are
 * variant_prices (decision 0012). An old price announces a reduction; the database's price rule
 * shows as the old price the lowest price of the 30 days before it started (decision 0039). Valid items are written in one transaction with their audit
 * entries; the others are refused with their reasons. The database's triggers keep the colours'
 * price summaries and notify every node, which drops the pages and answers that show them.
 * The caller's shop limit is checked before (`priceListsOutside`).
 */
export async function setPrices(
  db: Database,
  actor: AdminActor,
  items: readonly SetPriceItem[],
): Promise<BulkWriteResult> {
  const refused: Refusal[] = [];
  const valid: { index: number; item: SetPriceItem }[] = [];
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const problem = itemRefusal(index, item);
    if (problem) return void refused.push(problem);
    const identity = `${item.ean}|${item.currency}|${item.promotion ?? '*'}`;
    if (seen.has(identity))
      return void refused.push({
        index,
        key: item.ean,
        field: null,
        code: 'DUPLICATE_ITEM',
        message: 'This EAN, currency and promotion came earlier in the same call.',
      });
    seen.add(identity);
    valid.push({ index, item });
  });
  if (valid.length === 0) return { written: 0, refused };
  return db.transaction(async (tx) => {
    const sizes = await lockSizesByEan(
      tx,
      valid.map((v) => v.item.ean),
    );
    const rows: PriceRow[] = [];
    const taken = new Set<string>();
    let written = 0;
    for (const { index, item } of valid) {
      const offers = (sizes.get(item.ean) ?? []).filter(
        (size) => !item.promotion || size.promotion === item.promotion,
      );
      if (offers.length === 0) {
        refused.push(
          sizes.has(item.ean)
            ? {
                index,
                key: item.ean,
                field: 'promotion',
                code: 'UNKNOWN_PROMOTION',
                message: `The size ${item.ean} is not offered under promotion ${item.promotion}.`,
              }
            : unknownEan(index, item.ean),
        );
        continue;
      }
      // an item without a promotion and one with it (or a size under two EANs) name the same row
      if (offers.some((size) => taken.has(`${size.id}|${size.promotion}|${item.currency}`))) {
        refused.push({
          index,
          key: item.ean,
          field: item.promotion ? 'promotion' : null,
          code: 'DUPLICATE_ITEM',
          message: 'An earlier item of the same call sets this size’s price in this currency.',
        });
        continue;
      }
      for (const size of offers) taken.add(`${size.id}|${size.promotion}|${item.currency}`);
      written++;
      for (const size of offers)
        rows.push({
          variantId: size.id,
          promotion: size.promotion,
          currency: item.currency as Currency,
          price: item.price,
          oldPrice: item.oldPrice ?? null,
          dimensionId: size.dimensionId,
        });
    }
    const before = await currentPrices(tx, rows);
    const changed = rows.filter((row) => {
      const was = before.get(priceKey(row));
      return !was || was.price !== row.price || was.oldPrice !== row.oldPrice;
    });
    await writeEuroPrices(
      tx,
      changed.filter((row) => row.currency === 'EUR'),
    );
    await writeListPrices(
      tx,
      changed.filter((row) => row.currency !== 'EUR'),
    );
    await recordAudit(
      tx,
      actor,
      ...changed.map((row): AuditEntry => {
        const was = before.get(priceKey(row));
        return {
          operation: 'setPrices',
          entityType: 'variantPrice',
          entityId: `${row.variantId}-${row.promotion}-${row.currency}`,
          before: was ?? null,
          after: { price: row.price, oldPrice: row.oldPrice },
        };
      }),
    );
    refused.sort((a, b) => a.index - b.index);
    return { written, refused };
  });
}

const priceKey = (row: { variantId: string; promotion: string; currency: string }) =>
  `${row.variantId}|${row.promotion}|${row.currency}`;

async function currentPrices(
  tx: Database,
  rows: readonly PriceRow[],
): Promise<Map<string, { price: number; oldPrice: number | null }>> {
  const known = new Map<string, { price: number; oldPrice: number | null }>();
  if (rows.length === 0) return known;
  const ids = [...new Set(rows.map((row) => row.variantId))];
  const found = rowsOf<{
    variant_id: string;
    promotion: string;
    currency: string;
    price: number;
    old_price: number | null;
  }>(
    await tx.execute(sql`
      select id as variant_id, promotion, 'EUR' as currency, price_cents as price, announced_old_price_cents as old_price
        from variants where id = any(${textArray(ids)})
      union all
      select variant_id, promotion, currency, price_cents, announced_old_price_cents
        from variant_prices where variant_id = any(${textArray(ids)})`),
  );
  for (const row of found)
    known.set(priceKey({ variantId: row.variant_id, promotion: row.promotion, currency: row.currency }), {
      price: row.price,
      oldPrice: row.old_price,
    });
  return known;
}

async function writeEuroPrices(tx: Database, rows: readonly PriceRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`update variants v
       set price_cents = x.price, announced_old_price_cents = nullif(x.old_text, '')::int
      from (select unnest(${textArray(rows.map((r) => r.variantId))}) as id,
                   unnest(${textArray(rows.map((r) => r.promotion))}) as promotion,
                   unnest(${textArray(rows.map((r) => String(r.price)))})::int as price,
                   unnest(${textArray(rows.map((r) => String(r.oldPrice ?? '')))}) as old_text) x
     where v.id = x.id and v.promotion = x.promotion`);
}

async function writeListPrices(tx: Database, rows: readonly PriceRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`insert into variant_prices (currency, variant_id, promotion, price_cents, announced_old_price_cents)
      select currency, variant_id, promotion, price_cents, nullif(old_text, '')::int
        from (select unnest(${textArray(rows.map((r) => r.currency))}) as currency,
                            unnest(${textArray(rows.map((r) => r.variantId))}) as variant_id,
                            unnest(${textArray(rows.map((r) => r.promotion))}) as promotion,
                            unnest(${textArray(rows.map((r) => String(r.price)))})::int as price_cents,
                            unnest(${textArray(rows.map((r) => String(r.oldPrice ?? '')))}) as old_text) x
    on conflict (variant_id, promotion, currency)
    do update set price_cents = excluded.price_cents, announced_old_price_cents = excluded.announced_old_price_cents`);
  // a colour new to a price list gets its summary row; the refresh fills it (a new row of
  // variant_prices fires no summary trigger, which runs on updates)
  const pairs = [...new Set(rows.map((r) => `${r.dimensionId}|${r.currency}`))].map((pair) =>
    pair.split('|'),
  );
  await tx.execute(sql`insert into product_prices (currency, product_id, price_min, price_max)
      select unnest(${textArray(pairs.map((p) => p[1]!))}), unnest(${textArray(pairs.map((p) => p[0]!))}), 0, 0
    on conflict do nothing`);
  await tx.execute(
    sql`select refresh_colour_summaries(${textArray([...new Set(rows.map((r) => r.dimensionId))])})`,
  );
}
