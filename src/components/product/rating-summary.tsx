import { useTranslations } from 'next-intl';

/** Average rating with stars: 'User ratings, {rating} out of 5 stars', one decimal (S9). */
export function RatingSummary({ ratingTenths, count }: { ratingTenths: number; count: number }) {
  const t = useTranslations('product');
  if (count === 0 || ratingTenths === 0) return null;
  const rating = (ratingTenths / 10).toFixed(1).replace('.', ',');
  const filled = Math.round(ratingTenths / 10);
  return (
    <p className="flex items-center gap-2 text-sm">
      <span role="img" aria-label={t('rating', { rating })} className="text-highlighted">
        {'★'.repeat(filled)}
        <span className="text-border">{'★'.repeat(5 - filled)}</span>
      </span>
      <span aria-hidden="true">
        {rating} ({t('ratingCount', { count })})
      </span>
    </p>
  );
}
