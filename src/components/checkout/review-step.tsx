'use client';

import { useTranslations } from 'next-intl';
import { TotalsList } from '@/components/basket/totals-list';
import { TextSnippetModal } from '@/components/overlay/text-snippet-modal';
import { productImageUrl } from '@/lib/image-url';
import { formatPrice } from '@/lib/money';
import type { CheckoutData } from './checkout-data';
import { PlaceOrderButton } from './place-order-button';
import { VoucherForm } from './voucher-form';
import { useShop } from '@/components/shop/shop-provider';
import { Hint } from '@/components/hint/hint';

/** Step 4: the items, the voucher, every total line and 'Zahlungspflichtig bestellen'. */
export function ReviewStep(props: { data: CheckoutData; refreshing: boolean; onChanged: () => void }) {
  const shop = useShop();
  const { data, onChanged } = props;
  const t = useTranslations('checkout');
  const tb = useTranslations('basket');
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="review-items">
        <h3 id="review-items" className="font-bold">
          {t('itemsHeading')}
        </h3>
        <ul className="mt-2 flex flex-col divide-y divide-border" data-testid="checkout-items">
          {data.items.map((item) => (
            <li key={item.key} className="flex items-center gap-4 py-3">
              {item.image ? (
                // eslint-disable-next-line @next/next/no-img-element -- the shop's own image endpoint
                <img
                  src={productImageUrl(item.image.hash, { width: 96 })}
                  alt=""
                  width={1390}
                  height={1860}
                  className="product-image w-12 shrink-0 rounded-shop bg-surface-muted object-cover"
                />
              ) : null}
              <div className="flex flex-1 flex-col text-sm">
                <span className="font-semibold">
                  {t('itemLine', {
                    quantity: item.quantity,
                    name: item.name,
                    color: item.color,
                    size: item.size,
                  })}
                </span>
                <span className="text-muted">
                  {tb('articleNumber', { displayNumber: item.displayNumber })}
                </span>
              </div>
              <span className="font-semibold">{formatPrice(item.lineCents, shop.money)}</span>
            </li>
          ))}
        </ul>
      </section>
      <VoucherForm voucher={data.voucher} problem={data.voucherProblem} onChanged={onChanged} />
      <section aria-labelledby="review-totals" className="rounded-shop bg-surface-muted p-4">
        <h3 id="review-totals" className="text-lg font-bold">
          {t('summaryHeading')}
        </h3>
        <TotalsList totals={data.totals} testId="checkout-totals" />
      </section>
      {data.minOrderValueReached ? null : (
        <Hint severity="error" inline>
          {tb('minOrderValue')}
        </Hint>
      )}
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm">{t('legalHint')}</p>
        <TextSnippetModal
          id="cancellation-right"
          snippetKey="cancellationRight"
          label={tb('cancellationLink')}
          title={tb('cancellationTitle')}
        />
      </div>
      <PlaceOrderButton
        totalCents={data.totals.totalCents}
        disabled={!data.minOrderValueReached || data.missing.length > 0}
        waiting={props.refreshing}
        onRefused={onChanged}
      />
    </div>
  );
}
