import { useLocale } from 'next-intl';
import { useRepeatedTranslations } from '@/i18n/repeated-translations';
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
  const t = useRepeatedTranslations('product');
  const locale = useLocale();
  if (count === 0 || ratingTenths === 0) return null;
  const rating = formatAverage(ratingTenths, locale);
  const figures = (
    // one text node: no React separators between the parts in the tile's HTML
    <span aria-hidden="true">{`${rating} (${t('ratingCount', { count })})`}</span>
  );
  return (
    <p className="rating">
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
