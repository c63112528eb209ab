import { ClientMessages, ORDERING_NAMESPACES } from '@/i18n/client-messages';
import type { ShopConfig } from '@/lib/shop/shop';
import { getProductForPage } from '@/server/catalog/get-product-page-data';
import type { ProductDetail } from '@/server/catalog/product-detail';
import { ProductPopup } from './product-popup';

/** The product a page's `pop=` (or popupProductId) names (S2.3, S2.5), null when it does not exist. */
export function loadUrlPopup(shop: ShopConfig, productId: string | null): Promise<ProductDetail | null> {
  return productId ? getProductForPage(shop, productId) : Promise.resolve(null);
}

/** The popup of a page's `pop=` product, opened with the page (listings, search results, product pages). */
export function UrlProductPopup({ shop, product }: { shop: ShopConfig; product: ProductDetail | null }) {
  if (!product) return null;
  return (
    // the popup chooses sizes and puts them in the basket: its messages travel only with it
    <ClientMessages namespaces={ORDERING_NAMESPACES}>
      <ProductPopup product={product} shopCode={shop.code} />
    </ClientMessages>
  );
}
