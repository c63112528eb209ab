import { useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/money';
import { localeMoney } from '@/lib/shop/shop-money';
import type { Locale } from '@/lib/shop/shop';

/**
 * The EU prior-price rule's line under a reduced price (Directive 98/6/EC Art. 6a, § 9a PrAG;
 * decision 0039): the struck-through price is the lowest price of the 30 days before the
 * reduction, and the page says so. Nothing for a price that is not reduced.
 */
export function PriorPriceNote({ price, old }: { price: number; old: number }) {
  const t = useTranslations('product');
  const locale = useLocale() as Locale;
  if (!(old > price)) return null;
  return (
    <p className="text-sm text-muted" data-testid="prior-price">
      {t('priorPriceNote', { price: formatPrice(old, localeMoney(locale)) })}
    </p>
  );
}
