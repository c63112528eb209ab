import { sql } from 'drizzle-orm';
import { isProductId, parseDisplayNumber } from '@/lib/display-number';
import type { Database } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { getProductDetail } from './get-product-detail';
import { defaultDimension, type DimensionDetail, type ProductDetail } from './product-detail';
import type { ShopConfig } from '@/lib/shop/shop';
import { catalogTextsFor } from './catalog-texts';
import { localiseProduct } from './localise-product';

export interface FoundArticle {
  product: ProductDetail;
  dimension: DimensionDetail;
  /** the former display number the shopper typed, when the article now has another (S4.5) */
  oldDisplayNumber: string | null;
}

/**
 * An article by the number a shopper types: a 9-digit display number (product and promotion), a
 * former display number (oldDisplayNumber, as the search accepts it) or a 6-digit product number
 * (its default promotion). Null when nothing matches.
 */
export async function findArticle(
  db: Database,
  shop: ShopConfig,
  articleNumber: string,
): Promise<FoundArticle | null> {
  const input = articleNumber.replace(/[\s.]/g, '');
  const parts = isProductId(input) ? { productId: input, promotion: null } : parseDisplayNumber(input);
  if (!parts) return null;
  const current = await articleOf(db, shop, parts.productId, parts.promotion);
  if (current || !parts.promotion) return current ? { ...current, oldDisplayNumber: null } : null;
  const renamed = rowsOf<{ id: string }>(
    await db.execute(sql`select id from products where old_display_number = ${input} limit 1`),
  )[0];
  const found = renamed ? await articleOf(db, shop, renamed.id, null) : null;
  return found ? { ...found, oldDisplayNumber: input } : null;
}

async function articleOf(
  db: Database,
  shop: ShopConfig,
  productId: string,
  promotion: string | null,
): Promise<Omit<FoundArticle, 'oldDisplayNumber'> | null> {
  const found = await getProductDetail(db, productId);
  if (!found?.published) return null;
  const product = localiseProduct(found, catalogTextsFor(shop.locale));
  const dimension = promotion
    ? product.color.dimensions.find((d) => d.promotion === promotion)
    : defaultDimension(product.color);
  return dimension ? { product, dimension } : null;
}
