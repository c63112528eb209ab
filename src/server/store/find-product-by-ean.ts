import { and, eq, inArray } from 'drizzle-orm';
import { eanCandidates } from '@/lib/store/scanned-code';
import type { Database } from '@/server/db/client';
import { products, styles, variants } from '@/server/db/schema';

/**
 * The product page a scanned article opens on an in-store display (spec storefront S1 runtime
 * 'store'): the colour whose size carries the EAN. Null when the online assortment has no such
 * article: an unknown code, a style not published, or a free gift or service that is not sold on
 * its own.
 */
export async function findProductByEan(db: Database, code: string): Promise<{ productId: string } | null> {
  const [row] = await db
    .select({ productId: products.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.dimensionId))
    .innerJoin(styles, eq(styles.masterKey, products.masterKey))
    .where(
      and(
        inArray(variants.ean, eanCandidates(code)),
        eq(styles.isFreeGift, false),
        eq(styles.disposalServiceProduct, false),
        eq(styles.status, 'published'),
      ),
    )
    .limit(1);
  return row ?? null;
}
