import { ClientMessages, ORDERING_NAMESPACES } from '@/i18n/client-messages';
import type { ShopConfig } from '@/lib/shop/shop';
import { getProductForPage } from '@/server/catalog/get-product-page-data';
import type { ProductDetail } from '@/server/catalog/product-detail';
import { BannerItem } from '@/components/content/banner-item';
import { getPdpBanner } from '@/server/content/get-pdp-banner';
import { ProductPopup } from './product-popup';

/** The product a page's `pop=` (or popupProductId) names (S2.3, S2.5), null when it does not exist. */
export function loadUrlPopup(shop: ShopConfig, productId: string | null): Promise<ProductDetail | null> {
  return productId ? getProductForPage(shop, productId) : Promise.resolve(null);
}

/**
 * The popup of a page's `pop=` product, opened with the page (listings, search results, product
 * pages), with the popupBanner: its category's product page banner, whose image does not link
 * (customer-and-content S3 banner locations, S5).
 */
export async function UrlProductPopup({
  shop,
  product,
}: {
  shop: ShopConfig;
  product: ProductDetail | null;
}) {
  if (!product) return null;
  const banner = await getPdpBanner(shop, product.primaryCategoryId);
  return (
    // the popup chooses sizes and puts them in the basket: its messages travel only with it
    <ClientMessages namespaces={ORDERING_NAMESPACES}>
      <ProductPopup
        product={product}
        shopCode={shop.code}
        banner={banner ? <BannerItem item={banner} linkImage={false} /> : null}
      />
    </ClientMessages>
  );
}
