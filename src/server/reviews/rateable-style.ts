import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { PRODUCT_ID } from '@/lib/product-id';

export interface RateableStyle {
  productId: string;
  masterKey: string;
  productType: string;
}

/**
 * The style a product id (any colour) belongs to, when it can be reviewed: a known product that
 * is no free gift, of a published style (decision 0040). Null otherwise (RATING_NOT_AVAILABLE for writing, NOT_FOUND for reading).
 */
export async function rateableStyle(db: Database, productId: string): Promise<RateableStyle | null> {
  if (!PRODUCT_ID.test(productId)) return null;
  const [row] = rowsOf<{ master_key: string; product_type: string }>(
    await db.execute(sql`select s.master_key, s.product_type from products p
      join styles s on s.master_key = p.master_key
      where p.id = ${productId} and not s.is_free_gift and s.status = 'published'`),
  );
  return row ? { productId, masterKey: row.master_key, productType: row.product_type } : null;
}
