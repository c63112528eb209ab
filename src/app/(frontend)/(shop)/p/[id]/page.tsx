import { notFoundMetadata } from '@/components/error/not-found-body';
import type { Metadata } from 'next';
import { openGraphOf } from '@/server/seo/page-metadata';
import { notFound } from 'next/navigation';
import { ProductDetailView } from '@/components/product/product-detail-view';
import { RecommendationSliders } from '@/components/recommendation/recommendation-sliders';
import { RECO_PLACEMENTS } from '@/lib/recommendation/reco-placements';
import { SizeTableLink } from '@/components/product/size-table-link';
import { getSizeTable } from '@/server/content/get-size-table';
import { getPdpBanner } from '@/server/content/get-pdp-banner';
import { BannerItem } from '@/components/content/banner-item';
import { getProductForPage } from '@/server/catalog/get-product-page-data';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { defaultDimension, ratingIn } from '@/server/catalog/product-detail';
import { ReviewsSection } from '@/components/reviews/reviews-section';
import { getDb } from '@/server/db';
import { loadProductReviews, productReviews } from '@/server/reviews/product-reviews';
import { breadcrumbFor } from '@/server/catalog/category-index';
import { RETURN_DAYS } from '@/lib/shop/returns';
import { productImageUrl } from '@/lib/image-url';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/json-ld';
import { shopOrigin } from '@/server/shop-origin';
import { currentShop } from '@/server/shop/current-shop';
import { currentClientState } from '@/server/client/current-client-state';
import { AppShareButton } from '@/components/app-bridge/app-share-button';
import { PRODUCT_ID } from '@/lib/product-id';
import { familyAlternates } from '@/server/shop/family-alternates';
import { loadUrlPopup, UrlProductPopup } from '@/components/product/url-product-popup';
import { parseListingUrl } from '@/lib/listing/listing-url';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const shop = await currentShop();
  const product = await getProductForPage(shop, id);
  if (!product) return notFoundMetadata();
  const t = await getTranslations('seo');
  const title = t('productTitle', {
    name: product.name,
    color: product.color.label,
    // not {brand}: the shop's brand is written into the texts where that stands
    productBrand: product.brand.name,
  });
  const description = product.description.slice(0, 160);
  return {
    // the shop's own brand is named once ('… | Lindgard', not '… | Lindgard | Lindgard')
    title: product.brand.name === shop.brand ? { absolute: title } : title,
    description,
    alternates: {
      canonical: `/p/${product.id}`,
      languages: familyAlternates(shop, () => `/p/${product.id}`),
    },
    openGraph: openGraphOf(shop, {
      title,
      description,
      path: `/p/${product.id}`,
      images: product.color.images
        .slice(0, 1)
        .map((i) => ({ url: productImageUrl(i.hash, { width: 1200 }), alt: i.alt || product.name })),
    }),
  };
}

export default async function ProductPage({ params, searchParams }: Props) {
  const { id } = await params;
  const query = await searchParams;
  const epid = query.epid;
  const shop = await currentShop();
  // the reviews by the product's id, alongside the product: the page waits for the slower only
  const [product, loadedReviews] = await Promise.all([
    getProductForPage(shop, id),
    PRODUCT_ID.test(id) ? getDb().then((db) => loadProductReviews(db, shop, id)) : null,
  ]);
  if (!product || !loadedReviews) notFound();
  const entry = typeof epid === 'string' && PRODUCT_ID.test(epid) ? epid : null;
  const [origin, sizeTable, popup, pdpBanner] = await Promise.all([
    shopOrigin(),
    getSizeTable(shop, product.primaryCategoryId),
    loadUrlPopup(shop, parseListingUrl(query).popupProductId),
    getPdpBanner(shop, product.primaryCategoryId),
  ]);
  // free gifts are not rated (they come with an order)
  const reviews = productReviews(shop, product, loadedReviews);
  const rating = ratingIn(product, shop.code);
  const dimension = defaultDimension(product.color);
  const variants = dimension?.variants ?? [];
  return (
    <>
      <JsonLd
        data={productJsonLd({
          url: `${origin}/p/${product.id}`,
          currency: shop.currency,
          groupId: product.id,
          name: product.name,
          description: product.description,
          brand: product.brand.name,
          color: product.color.label,
          imageUrls: product.color.images.map((i) => `${origin}${productImageUrl(i.hash, { width: 768 })}`),
          variants: variants.map((v) => ({
            sku: v.referenceKey,
            gtin: v.ean,
            size: v.sizeLabel,
            priceCents: v.priceCents,
            oldPriceCents: v.saleReductionCents > 0 ? v.priceCents + v.saleReductionCents : 0,
            state: v.availabilityState,
            deliverabilityKey: v.deliverabilityKey,
            freight: v.deliverabilityForwardingAgent,
          })),
          shipping: {
            country: shop.country,
            parcelCents: shop.fees.shipping,
            freightCents: shop.fees.freight,
            freeFromCents: shop.fees.freeShippingFrom,
          },
          returnDays: RETURN_DAYS,
          ratingTenths: rating.tenths,
          ratingCount: rating.count,
          reviews: reviews?.newest.map((r) => ({
            author: r.usernickname,
            date: r.createdAt,
            title: r.title,
            text: r.reviewtext,
            rating: r.rating,
          })),
        })}
      />
      <JsonLd data={breadcrumbJsonLd(origin, breadcrumbFor(shop.locale, product.primaryCategoryId))} />
      {/* the editors' pdpBanner of the product's category; its image does not link here (spec S5) */}
      {pdpBanner ? (
        <div className="mt-4" data-testid="pdp-banner">
          <BannerItem item={pdpBanner} linkImage={false} />
        </div>
      ) : null}
      <ProductDetailView
        product={product}
        epid={entry}
        loyalty={shop.loyalty ?? null}
        share={
          (await currentClientState()).webview ? (
            <AppShareButton url={`${origin}/p/${product.id}`} title={product.name} />
          ) : null
        }
        sizeTable={sizeTable ? <SizeTableLink table={sizeTable} /> : null}
        rating={rating}
        reviews={reviews ? <ReviewsSection productId={product.id} reviews={reviews} /> : null}
        recommendations={
          <RecommendationSliders
            anchor="pdp"
            // after the first paint, not only when scrolled near: the visit counts as a view (last seen)
            eager
            params={{ productId: product.id }}
            outputs={RECO_PLACEMENTS.productPage}
          />
        }
      />
      <UrlProductPopup shop={shop} product={popup} />
    </>
  );
}
