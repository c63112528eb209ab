import { isProductId, parseDisplayNumber } from '@/lib/display-number';
import type { Database } from '@/server/db/client';
import { getProductDetail } from './get-product-detail';
import { defaultDimension, type DimensionDetail, type ProductDetail } from './product-detail';

/**
 * An article by the number a shopper types: a 9-digit display number (product and promotion) or a
 * 6-digit product number (its default promotion). Null when nothing matches.
 */
export async function findArticle(
  db: Database,
  articleNumber: string,
): Promise<{ product: ProductDetail; dimension: DimensionDetail } | null> {
  const input = articleNumber.replace(/[\s.]/g, '');
  const parts = isProductId(input) ? { productId: input, promotion: null } : parseDisplayNumber(input);
  if (!parts) return null;
  const product = await getProductDetail(db, parts.productId);
  if (!product) return null;
  const dimension = parts.promotion
    ? product.color.dimensions.find((d) => d.promotion === parts.promotion)
    : defaultDimension(product.color);
  return dimension ? { product, dimension } : null;
}
