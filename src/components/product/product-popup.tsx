import { TrackProductView } from '@/components/analytics/track-product-view';
import { ShopLink } from '@/components/layout/shop-link';
import { useLocale, useTranslations } from 'next-intl';
import { productImageUrl } from '@/lib/image-url';
import { summarisePrices } from '@/lib/price-summary';
import { sortSizes } from '@/lib/size-sort';
import { defaultDimension, ratingIn, type ProductDetail } from '@/server/catalog/product-detail';
import { RatingSummary } from './rating-summary';
import { PopupDialog } from './popup-dialog';
import { sizeOptionsOf } from './size-options';
import { SizeSelect } from './size-select';
import { currencyOfLocale } from '@/lib/shop/shop-money';
import type { Locale } from '@/lib/shop/shop';
import { RecommendationSliders } from '@/components/recommendation/recommendation-sliders';
import { RECO_PLACEMENTS } from '@/lib/recommendation/reco-placements';

/** Mini product page in a modal (S2.6): image, brand, name, price and size choice with add to basket. */
export function ProductPopup({
  product,
  shopCode,
  banner = null,
}: {
  product: ProductDetail;
  shopCode: string;
  /** the popupBanner of the product's category */
  banner?: React.ReactNode;
}) {
  const rating = ratingIn(product, shopCode);
  const t = useTranslations('product');
  const dimension = defaultDimension(product.color);
  const variants = sortSizes(dimension?.variants ?? [], (v) => v.sizeLabel);
  const price = summarisePrices(variants, currencyOfLocale(useLocale() as Locale));
  const image = product.color.images[0];
  return (
    <PopupDialog title={product.name}>
      <TrackProductView
        popup
        product={{ id: product.id, masterKey: product.masterKey, name: product.name, price: price.min / 100 }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- the shop's own image endpoint
          <img
            src={productImageUrl(image.hash, { width: 384 })}
            alt={image.alt}
            width={1390}
            height={1860}
            className="product-image w-full rounded-shop bg-surface-muted object-cover"
          />
        ) : null}
        <div className="flex flex-col gap-3">
          <p className="text-muted">{product.brand.name}</p>
          <h2 className="text-xl font-bold">{product.name}</h2>
          <RatingSummary ratingTenths={rating.tenths} count={rating.count} />
          <p>
            {t('color')}: {product.color.label}
          </p>
          <SizeSelect
            productId={product.id}
            productName={product.name}
            summary={{ min: price.min, old: price.old, priceRange: price.priceRange }}
            sizes={sizeOptionsOf(variants)}
          />
          <ShopLink href={`/p/${product.id}?referrer=popupProduct`} className="underline">
            {t('details')}
          </ShopLink>
        </div>
      </div>
      {banner ? (
        <div className="mt-4" data-testid="popup-banner">
          {banner}
        </div>
      ) : null}
      <div className="mt-6">
        <RecommendationSliders
          anchor="popup"
          eager
          params={{ productId: product.id }}
          outputs={RECO_PLACEMENTS.popup}
        />
      </div>
    </PopupDialog>
  );
}
