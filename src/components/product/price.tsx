import { useTranslations } from 'next-intl';
import { formatPrice, isReduced } from '@/lib/money';

/** Price block of spec S9: 'ab' for ranges, 'nur' otherwise, strike-out price when reduced. */
export function Price({ min, old, priceRange }: { min: number; old: number; priceRange: boolean }) {
  const t = useTranslations('product');
  const reduced = isReduced(min, old);
  const testId = `${reduced ? 'sale-' : ''}${priceRange ? 'range' : 'only'}-price`;
  const current = formatPrice(min);
  return (
    <p
      data-testid={testId}
      className="flex flex-wrap items-baseline gap-2"
      aria-label={
        reduced
          ? t('discountedPriceLabel', { currentPrice: current, previousPrice: formatPrice(old) })
          : undefined
      }
    >
      <span className={reduced ? 'font-bold text-sale' : 'font-bold'}>
        {priceRange ? t('pricePrefixFrom') : t('pricePrefixOnly')} {current}
      </span>
      {reduced ? <s className="text-sm text-muted">{formatPrice(old)}</s> : null}
    </p>
  );
}
