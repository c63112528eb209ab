import { useLocale, useTranslations } from 'next-intl';
import { TrackProductView } from '@/components/analytics/track-product-view';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { toDisplayNumber } from '@/lib/display-number';
import { formatPrice } from '@/lib/money';
import { summarisePrices } from '@/lib/price-summary';
import { loyaltyPoints } from '@/lib/loyalty/loyalty-number';
import { sortSizes } from '@/lib/size-sort';
import { breadcrumbFor } from '@/server/catalog/category-index';
import { defaultDimension, type ProductDetail, type ShopRating } from '@/server/catalog/product-detail';
import { ProductBadges } from './product-badges';
import { ChosenSizeProvider } from './chosen-size';
import { ColorTiles } from './color-tiles';
import { ImageCarousel } from './image-carousel';
import { availabilityInfo } from '@/lib/availability';
import { ProductSafety } from './product-safety';
import { RatingSummary } from './rating-summary';
import { sizeOptionsOf } from './size-options';
import { SizeSelect } from './size-select';
import { localeMoney } from '@/lib/shop/shop-money';
import type { Locale } from '@/lib/shop/shop';
import { currencyOfLocale } from '@/lib/shop/shop-money';
import { SeverityLabel } from '@/components/hint/hint';

const DISPOSAL_FEE_CENTS = 2499;

/** Product page (S2.5): images, brand, name, rating, badges, colours, sizes with availability, details. */
export function ProductDetailView({
  product,
  epid,
  sizeTable = null,
  rating,
  reviews = null,
  recommendations = null,
  loyalty = null,
  share = null,
}: {
  /** the app's share button, inside the app only */
  share?: React.ReactNode;
  product: ProductDetail;
  /** the shop's loyalty programme: the points the product earns (spec S1 bonus-points messaging) */
  loyalty?: { name: string; pointsPerUnit: number } | null;
  /** the published reviews' average and count in this shop */
  rating: ShopRating;
  /** the ratings summary and reviews, below the product's details */
  reviews?: React.ReactNode;
  /** the recommendation sliders (outfit, similar products, last seen), between details and reviews */
  recommendations?: React.ReactNode;
  epid: string | null;
  /** the link to the size table of the product's category (CMS), when there is one */
  sizeTable?: React.ReactNode;
}) {
  const money = localeMoney(useLocale() as Locale);
  const t = useTranslations();
  const dimension = defaultDimension(product.color);
  const variants = sortSizes(dimension?.variants ?? [], (v) => v.sizeLabel);
  const price = summarisePrices(variants, currencyOfLocale(useLocale() as Locale));
  const images = product.color.images;
  // sold out in every size: the sold-out overlay, no add-to-basket button (S4.1)
  const soldOut =
    variants.length > 0 && variants.every((v) => !availabilityInfo(v.availabilityState).orderable);
  return (
    <>
      <TrackProductView
        product={{ id: product.id, masterKey: product.masterKey, name: product.name, price: price.min / 100 }}
      />
      <Breadcrumbs
        items={breadcrumbFor(useLocale() as Locale, product.primaryCategoryId).map((b) => ({
          name: b.name,
          path: b.path,
        }))}
      />
      <div className="grid gap-8 md:grid-cols-2" data-testid="product-main">
        <div className="relative">
          <ImageCarousel images={images} label={t('product.images')} />
          {soldOut ? <p className="tile-outsold-label">{t('product.soldOut')}</p> : null}
        </div>
        <ChosenSizeProvider initial={variants.length === 1 ? variants[0]!.id : null}>
          <div className="flex flex-col gap-4">
            <ProductBadges
              flag={product.flag}
              saving={price.saving}
              savingRange={price.savingRange}
              salesUnit={product.salesUnit}
              heatDegree={product.heatDegree}
              mode="all"
              sizes={variants.map((v) => ({
                id: v.id,
                priceCents: v.priceCents,
                saleReductionCents: v.saleReductionCents,
              }))}
            />
            <p className="flex items-center gap-2 text-muted">
              {product.brand.image ? (
                // eslint-disable-next-line @next/next/no-img-element -- brand wordmark from the shop's own host
                <img
                  src={`${product.brand.image}?height=96&quality=80`}
                  alt=""
                  height={48}
                  width={96}
                  className="h-6 w-auto"
                />
              ) : null}
              <span>{product.brand.name}</span>
            </p>
            <h1 className="text-2xl font-bold">{product.name}</h1>
            <RatingSummary ratingTenths={rating.tenths} count={rating.count} href="#bewertungen" />
            {dimension ? (
              <p className="text-sm text-muted">
                {t('product.articleNumber', {
                  displayNumber: toDisplayNumber(dimension.id, dimension.promotion),
                })}
              </p>
            ) : null}
            {product.color.oldDisplayNumber ? (
              <p className="text-sm" data-testid="display-number-change">
                <SeverityLabel severity="info" />
                {t('product.displayNumberChanged', { oldNumber: product.color.oldDisplayNumber })}
              </p>
            ) : null}
            {product.energyEfficiencyClass ? (
              <p className="self-start rounded-shop bg-success px-2 py-1 text-sm font-bold text-white">
                {t('product.energyEfficiencyClass', { value: product.energyEfficiencyClass })}
              </p>
            ) : null}
            <ColorTiles
              colors={product.colors.map((c) => ({
                productId: c.productId,
                label: c.label,
                code: c.code,
                outsold: c.outsold,
              }))}
              currentId={product.id}
              epid={epid}
            />
            <SizeSelect
              productId={product.id}
              productName={product.name}
              summary={{ min: price.min, old: price.old, priceRange: price.priceRange }}
              sizes={sizeOptionsOf(variants)}
            />
            {sizeTable}
            {share}
            {loyalty && !soldOut && loyaltyPoints(price.min, loyalty.pointsPerUnit) > 0 ? (
              <p className="text-sm font-semibold" data-testid="loyalty-points">
                {t('loyalty.productPoints', {
                  points: loyaltyPoints(price.min, loyalty.pointsPerUnit),
                  programme: loyalty.name,
                })}
              </p>
            ) : null}
            {product.disposalNote ? (
              <p className="text-sm" data-testid="disposal-note">
                {t('product.disposalNote', { price: formatPrice(DISPOSAL_FEE_CENTS, money) })}
              </p>
            ) : null}
            <section>
              <h2 className="font-semibold">{t('product.description')}</h2>
              <p className="mt-2">{product.description}</p>
            </section>
            <section>
              <h2 className="font-semibold">{t('product.details')}</h2>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                {product.attributes.map((a) => (
                  <div key={a.key} className="contents">
                    <dt className="text-muted">
                      {t.has(`attributeLabels.${a.key}`) ? t(`attributeLabels.${a.key}`) : a.key}
                    </dt>
                    <dd>{a.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <ProductSafety operator={product.companyOfOrigin} />
          </div>
        </ChosenSizeProvider>
      </div>
      {recommendations ? <div className="mt-12">{recommendations}</div> : null}
      {reviews}
    </>
  );
}
