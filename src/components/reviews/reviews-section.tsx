import { useLocale, useTranslations } from 'next-intl';
import { ShopLink } from '@/components/layout/shop-link';
import { formatAverage } from '@/lib/reviews/review-sort';
import type { ProductReviews } from '@/server/reviews/product-reviews';
import { ReviewBrowser } from './review-browser';
import { Stars } from './stars';
import { WriteReview } from './write-review';

/** The page that explains how reviews are checked (EU Omnibus directive; a CMS content page). */
export const REVIEW_POLICY_PATH = '/content/bewertungsrichtlinien';

/**
 * The product page's ratings summary and reviews (S2.5, S3.4): average, count, recommendation
 * share, detail ratings per property, the statement how reviews are checked, the distribution,
 * filter, sort and list, and the review form.
 */
export function ReviewsSection({ productId, reviews }: { productId: string; reviews: ProductReviews }) {
  const t = useTranslations('reviews');
  const tProduct = useTranslations('product');
  const locale = useLocale();
  const s = reviews.statistics;
  const average = formatAverage(s.averageTenths, locale);
  return (
    <section id="bewertungen" aria-labelledby="reviews-heading" className="mt-12 flex flex-col gap-6">
      <h2 id="reviews-heading" className="text-xl font-bold">
        {t('heading')}
      </h2>
      {s.totalReviewCount > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="flex flex-wrap items-center gap-3">
            <Stars tenths={s.averageTenths} label={tProduct('rating', { rating: average })} size="text-2xl" />
            <span className="text-lg font-semibold">{t('average', { rating: average })}</span>
            <span>{t('count', { count: s.totalReviewCount })}</span>
          </p>
          <p className="text-sm">
            {t('recommended', { percent: Math.round((s.recommendedCount / s.totalReviewCount) * 100) })}
          </p>
          {s.attributeRatingsAverage.length > 0 ? (
            <div>
              <h3 className="font-semibold">{t('detailRatings')}</h3>
              <ul className="mt-2 flex flex-col gap-2">
                {s.attributeRatingsAverage.map((a) => (
                  <li key={a.attributeKey} className="max-w-md text-sm">
                    <span>
                      {t('attributeValue', {
                        label: t(`attributes.${a.attributeKey}`),
                        value: formatAverage(a.averageTenths, locale),
                        range: a.valueRange,
                      })}
                    </span>
                    <span aria-hidden="true" className="mt-1 flex items-center gap-2 text-muted">
                      <span>{t(a.attributeKey === 'fit' ? 'scale.fitLow' : 'scale.low')}</span>
                      <span className="relative h-2 flex-1 rounded-full bg-surface-muted">
                        <span
                          className="absolute top-[-3px] h-3.5 w-1.5 rounded-full bg-primary"
                          style={{
                            left: `calc(${((a.averageTenths / 10 - 1) / (a.valueRange - 1)) * 100}% - 3px)`,
                          }}
                        />
                      </span>
                      <span>{t(a.attributeKey === 'fit' ? 'scale.fitHigh' : 'scale.high')}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      <p className="max-w-prose text-sm text-muted">
        {t('policy')}{' '}
        <ShopLink href={REVIEW_POLICY_PATH} className="underline">
          {t('policyLink')}
        </ShopLink>
      </p>
      <WriteReview productId={productId} attributes={reviews.formAttributes} />
      <ReviewBrowser
        productId={productId}
        distribution={s.ratingDistribution}
        total={s.totalReviewCount}
        emptyMessage={s.totalReviewCount === 0 ? t('messages.NO_RATINGS') : null}
      />
    </section>
  );
}
