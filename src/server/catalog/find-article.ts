import { isProductId, parseDisplayNumber } from '@/lib/display-number';
import type { Database } from '@/server/db/client';
import { getProductDetail } from './get-product-detail';
import { defaultDimension, type DimensionDetail, type ProductDetail } from './product-detail';
import type { ShopConfig } from '@/lib/shop/shop';
import { catalogTextsFor } from './catalog-texts';
import { localiseProduct } from './localise-product';

/**
 * An article by the number a shopper types: a 9-digit display number (product and promotion) or a
 * 6-digit product number (its default promotion). Null when nothing matches.
 */
export async function findArticle(
  db: Database,
  shop: ShopConfig,
  articleNumber: string,
): Promise<{ product: ProductDetail; dimension: DimensionDetail } | null> {
  const input = articleNumber.replace(/[\s.]/g, '');
  const parts = isProductId(input) ? { productId: input, promotion: null } : parseDisplayNumber(input);
  if (!parts) return null;
  const found = await getProductDetail(db, parts.productId);
  if (!found) return null;
  const product = localiseProduct(found, catalogTextsFor(shop.locale));
  const dimension = parts.promotion
    ? product.color.dimensions.find((d) => d.promotion === parts.promotion)
    : defaultDimension(product.color);
  return dimension ? { product, dimension } : null;
}
