import { useLocale, useTranslations } from 'next-intl';
import { formatAverage } from '@/lib/reviews/review-sort';
import { Stars } from '@/components/reviews/stars';

/**
 * Average rating with stars: 'User ratings, {rating} out of 5 stars', one decimal (S9), and the
 * count of published reviews; on the product page it leads to the reviews.
 */
export function RatingSummary({
  ratingTenths,
  count,
  href,
}: {
  ratingTenths: number;
  count: number;
  href?: string;
}) {
  const t = useTranslations('product');
  const locale = useLocale();
  if (count === 0 || ratingTenths === 0) return null;
  const rating = formatAverage(ratingTenths, locale);
  const figures = (
    <span aria-hidden="true">
      {rating} ({t('ratingCount', { count })})
    </span>
  );
  return (
    <p className="flex items-center gap-2 text-sm">
      <Stars tenths={ratingTenths} label={t('rating', { rating })} />
      {href ? (
        <a href={href} className="underline">
          {figures}
          <span className="sr-only">{t('ratingCount', { count })}</span>
        </a>
      ) : (
        figures
      )}
    </p>
  );
}
