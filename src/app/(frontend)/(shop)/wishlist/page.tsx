import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ShopLink } from '@/components/layout/shop-link';
import { ProductCard, tileView } from '@/components/product/product-card';
import { PopupLoadingProvider, PopupOpener } from '@/components/product/popup-opener';
import { loadUrlPopup, UrlProductPopup } from '@/components/product/url-product-popup';
import { textLanguage } from '@/i18n/text-language';
import { WishlistItems } from '@/components/wishlist/wishlist-items';
import { WishlistSteps } from '@/components/wishlist/wishlist-steps';
import { parseListingUrl } from '@/lib/listing/listing-url';
import { getDb } from '@/server/db';
import { getWishlistPage } from '@/server/wishlist/get-wishlist-page';
import { currentShop } from '@/server/shop/current-shop';
import { categoryPathIn } from '@/server/catalog/category-index';
import { RecommendationSliders } from '@/components/recommendation/recommendation-sliders';
import { RECO_PLACEMENTS, RECO_WISHLIST_MINIMUM } from '@/lib/recommendation/reco-placements';

export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('wishlist');
  return { title: t('title'), robots: { index: false, follow: true } };
}

/** /wishlist (spec S2.7): the saved products, a 3-step explanation, add to basket through the popup. */
export default async function WishlistPage({ searchParams }: Props) {
  const t = await getTranslations('wishlist');
  const shop = await currentShop();
  const db = await getDb();
  const { popupProductId } = parseListingUrl(await searchParams);
  const [items, popup] = await Promise.all([getWishlistPage(db, shop), loadUrlPopup(shop, popupProductId)]);
  const empty = (
    <div className="mt-6 flex flex-col items-start gap-4" data-testid="wishlist-empty">
      <p className="text-lg">{t('empty')}</p>
      <ShopLink
        href={categoryPathIn(shop.locale, '/mode/damenmode')}
        className="rounded-shop bg-primary px-4 py-3 font-semibold text-primary-contrast"
      >
        {t('toFashion')}
      </ShopLink>
    </div>
  );
  return (
    <>
      <h1 className="mt-6 text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <h2 className="sr-only">{t('itemsHeading')}</h2>
      <PopupLoadingProvider>
        <WishlistItems
          empty={empty}
          entries={items.map(({ tile }) => ({
            productId: tile.id,
            card: (
              <ProductCard
                tile={tileView(tile)}
                wishlistAppearance="remove"
                actions={
                  <PopupOpener
                    productId={tile.id}
                    href={`/wishlist?pop=${tile.id}`}
                    label={t('openPurchaseOptions')}
                    labelLang={textLanguage(shop.locale, 'wishlist.openPurchaseOptions')}
                    className="rounded-shop bg-primary px-3 py-2 text-center font-semibold text-primary-contrast"
                  >
                    {t('addToBasket')}
                  </PopupOpener>
                }
              />
            ),
          }))}
        />
      </PopupLoadingProvider>
      {items.length >= RECO_WISHLIST_MINIMUM ? (
        // 'Wishlist Products' (spec S9), without wishlist buttons on its tiles (spec S6)
        <div className="mt-12 w-full">
          <RecommendationSliders
            anchor="wishlist"
            hideWishlist
            params={{}}
            outputs={RECO_PLACEMENTS.wishlist}
          />
        </div>
      ) : null}
      <WishlistSteps />
      <UrlProductPopup shop={shop} product={popup} />
    </>
  );
}
