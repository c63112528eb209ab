import { useLocale, useTranslations } from 'next-intl';
import type { TotalLineKind } from '@/lib/basket/basket-totals';
import { formatPrice } from '@/lib/money';
import { localeMoney } from '@/lib/shop/shop-money';
import type { Locale } from '@/lib/shop/shop';

/** The total lines of spec S3.8 with the total and the savings; used by basket and checkout. */
export function TotalsList(props: {
  totals: { lines: { kind: TotalLineKind; cents: number }[]; totalCents: number; savingsCents: number };
  testId: string;
}) {
  const money = localeMoney(useLocale() as Locale);
  const t = useTranslations('basket');
  const tt = useTranslations('basketTotals');
  return (
    <>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2" data-testid={props.testId}>
        {props.totals.lines.map((line) => (
          <div key={line.kind} className="contents">
            <dt>{tt(line.kind)}</dt>
            <dd className="text-right">{formatPrice(line.cents, money)}</dd>
          </div>
        ))}
        <div className="contents font-bold">
          <dt className="border-t border-border pt-2">{t('total')}</dt>
          <dd className="border-t border-border pt-2 text-right" data-testid={`${props.testId}-total`}>
            {formatPrice(props.totals.totalCents, money)}
          </dd>
        </div>
      </dl>
      {props.totals.savingsCents > 0 ? (
        <p className="mt-2 font-semibold text-sale">
          {t('savings', { amount: formatPrice(props.totals.savingsCents, money) })}
        </p>
      ) : null}
    </>
  );
}
