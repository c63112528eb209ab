import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { availabilityInfo } from '@/lib/availability';
import { toDisplayNumber } from '@/lib/display-number';
import { productImageSrcSet, productImageUrl } from '@/lib/image-url';
import { summarisePrices } from '@/lib/price-summary';
import { sortSizes } from '@/lib/size-sort';
import { breadcrumbFor } from '@/server/catalog/category-index';
import { defaultDimension, type ProductDetail } from '@/server/catalog/product-detail';
import { Badges } from './badges';
import { Price } from './price';

/** Product page body: images, name, brand, price, colours, sizes with availability, details. */
export async function ProductDetailView({ product }: { product: ProductDetail }) {
  const t = await getTranslations();
  const dimension = defaultDimension(product.color);
  const variants = sortSizes(dimension?.variants ?? [], (v) => v.sizeLabel);
  const price = summarisePrices(variants);
  const rating = product.ratingTenths / 10;
  return (
    <>
      <Breadcrumbs
        items={breadcrumbFor(product.primaryCategoryId).map((b) => ({ name: b.name, path: b.path }))}
      />
      <div className="grid gap-8 md:grid-cols-2">
        <ul className="grid grid-cols-2 gap-2" aria-label={product.name}>
          {product.color.images.map((image, i) => (
            <li key={image.hash} className={i === 0 ? 'col-span-2' : undefined}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the shop's own image endpoint */}
              <img
                src={productImageUrl(image.hash, { width: i === 0 ? 768 : 384 })}
                srcSet={productImageSrcSet(image.hash, i === 0 ? 1390 : 768)}
                sizes={i === 0 ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 25vw, 50vw'}
                alt={
                  t('product.imageLabel', { index: i + 1, slidesLength: product.color.images.length }) +
                  ': ' +
                  image.alt
                }
                width={1390}
                height={1860}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                className="product-image w-full rounded-shop bg-surface-muted object-cover"
              />
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-4">
          <Badges
            flag={product.flag}
            saving={price.saving}
            savingRange={price.savingRange}
            variantChosen={false}
            salesUnit={product.salesUnit}
            heatDegree={product.heatDegree}
            mode="all"
          />
          <p className="text-muted">{product.brand.name}</p>
          <h1 className="text-2xl font-bold">{product.name}</h1>
          {rating > 0 ? (
            <p className="text-sm">{t('product.rating', { rating: rating.toFixed(1) })}</p>
          ) : null}
          <Price min={price.min} old={price.old} priceRange={price.priceRange} />
          {dimension ? (
            <p className="text-sm text-muted">
              {t('product.articleNumber', {
                displayNumber: toDisplayNumber(dimension.id, dimension.promotion),
              })}
            </p>
          ) : null}
          <section>
            <h2 className="font-semibold">
              {t('product.color')}: {product.color.label}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {product.colors.map((c) => (
                <li key={c.productId}>
                  <Link
                    href={`/p/${c.productId}`}
                    aria-current={c.productId === product.id ? 'true' : undefined}
                    className={`block h-8 w-8 rounded-full border-2 ${c.productId === product.id ? 'border-primary' : 'border-border'}`}
                    style={{ backgroundColor: c.code }}
                  >
                    <span className="sr-only">{c.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2 className="font-semibold">{t('product.sizes')}</h2>
            <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
              {variants.map((v) => {
                const info = availabilityInfo(v.availabilityState);
                return (
                  <li
                    key={v.id}
                    className={`rounded-shop border px-2 py-2 text-center text-sm ${info.orderable ? 'border-border' : 'border-border text-muted line-through'}`}
                  >
                    {v.sizeLabel}
                    <span className="sr-only">: {t(`product.availability.${v.availabilityState}`)}</span>
                  </li>
                );
              })}
            </ul>
          </section>
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
        </div>
      </div>
    </>
  );
}
