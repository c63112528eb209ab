import { useLocale } from 'next-intl';
import { useRepeatedTranslations } from '@/i18n/repeated-translations';
import { formatPrice, isReduced } from '@/lib/money';
import { localeMoney } from '@/lib/shop/shop-money';
import type { Locale } from '@/lib/shop/shop';

/** The texts of a price block, in the page's language. */
export interface PriceTexts {
  from: string;
  only: string;
  discounted: (currentPrice: string, previousPrice: string) => string;
}

/** The texts of a price block from the product messages. */
export function priceTexts(t: (key: string, values?: Record<string, string>) => string): PriceTexts {
  return {
    from: t('pricePrefixFrom'),
    only: t('pricePrefixOnly'),
    discounted: (currentPrice, previousPrice) => t('discountedPriceLabel', { currentPrice, previousPrice }),
  };
}

/** Price block of spec S9: 'ab' for ranges, 'nur' otherwise, strike-out price when reduced. */
export function Price({ min, old, priceRange }: { min: number; old: number; priceRange: boolean }) {
  const locale = useLocale() as Locale;
  const t = useRepeatedTranslations('product');
  return <PriceBlock min={min} old={old} priceRange={priceRange} locale={locale} texts={priceTexts(t)} />;
}

/** The price block from given texts: no hooks, so static HTML can draw it too. */
export function PriceBlock(props: {
  min: number;
  old: number;
  priceRange: boolean;
  locale: Locale;
  texts: PriceTexts;
}) {
  const { min, old, priceRange, texts } = props;
  const money = localeMoney(props.locale);
  const reduced = isReduced(min, old);
  const testId = `${reduced ? 'sale-' : ''}${priceRange ? 'range' : 'only'}-price`;
  const current = formatPrice(min, money);
  const visible = (
    <>
      <b
        className={reduced ? 'text-sale' : undefined}
      >{`${priceRange ? texts.from : texts.only} ${current}`}</b>
      {reduced ? <s className="price-was">{formatPrice(old, money)}</s> : null}
    </>
  );
  // a reduced price is read as one sentence (S9); the visible parts are hidden from screen readers then
  return (
    <p data-testid={testId} className="price">
      {reduced ? (
        <>
          <span className="sr-only">{texts.discounted(current, formatPrice(old, money))}</span>
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
