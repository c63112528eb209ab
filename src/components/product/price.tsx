import { useLocale, useTranslations } from 'next-intl';
import { formatPrice, isReduced } from '@/lib/money';
import { localeMoney } from '@/lib/shop/shop-money';
import type { Locale } from '@/lib/shop/shop';

/** Price block of spec S9: 'ab' for ranges, 'nur' otherwise, strike-out price when reduced. */
export function Price({ min, old, priceRange }: { min: number; old: number; priceRange: boolean }) {
  const money = localeMoney(useLocale() as Locale);
  const t = useTranslations('product');
  const reduced = isReduced(min, old);
  const testId = `${reduced ? 'sale-' : ''}${priceRange ? 'range' : 'only'}-price`;
  const current = formatPrice(min, money);
  const visible = (
    <>
      <span className={reduced ? 'font-bold text-sale' : 'font-bold'}>
        {`${priceRange ? t('pricePrefixFrom') : t('pricePrefixOnly')} ${current}`}
      </span>
      {reduced ? <s className="text-sm text-muted">{formatPrice(old, money)}</s> : null}
    </>
  );
  // a reduced price is read as one sentence (S9); the visible parts are hidden from screen readers then
  return (
    <p data-testid={testId} className="flex flex-wrap items-baseline gap-2">
      {reduced ? (
        <>
          <span className="sr-only">
            {t('discountedPriceLabel', { currentPrice: current, previousPrice: formatPrice(old, money) })}
          </span>
          <span aria-hidden="true" className="contents">
            {visible}
          </span>
        </>
      ) : (
        visible
      )}
    </p>
  );
}
