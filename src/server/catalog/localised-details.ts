import type { ShopConfig } from '@/lib/shop/shop';
import { catalogTextsFor } from './catalog-texts';
import { localiseProduct } from './localise-product';
import type { ProductDetail } from './product-detail';

/** Products as the shop shows them: in its language (see localiseProduct). */
export function localisedDetails(shop: ShopConfig, details: readonly ProductDetail[]): ProductDetail[] {
  const texts = catalogTextsFor(shop.locale);
  return details.map((d) => localiseProduct(d, texts));
}
