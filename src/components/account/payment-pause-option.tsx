'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { isAuthenticationFailure } from '@/lib/api-error';
import { postOperation } from '@/lib/graphql-client';
import { useShop } from '@/components/shop/shop-provider';

/** The pay-break option of an order: choose it once; the page then shows the new due date. */
export function PaymentPauseOption(props: { orderNumber: string; text: string }) {
  const shop = useShop();
  const t = useTranslations('account');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col items-start gap-2">
      <p>{props.text}</p>
      <button
        type="button"
        aria-disabled={busy || undefined}
        className="rounded-shop border border-primary px-3 py-2 font-semibold text-primary"
        onClick={async () => {
          if (busy) return;
          setBusy(true);
          const result = await postOperation('choosePaymentPause', {
            input: { orderNumber: props.orderNumber, locale: shop.locale },
          });
          setBusy(false);
          // a login that ended meanwhile: the page shows the login prompt again
          if (isAuthenticationFailure(result.errorCode ?? null)) router.refresh();
          else if (result.errorCode) setError(result.errorMessage ?? null);
          else router.refresh();
        }}
      >
        {t('paymentPauseButton')}
      </button>
      <p role="alert" className="text-sm font-semibold text-error empty:hidden">
        {error}
      </p>
    </div>
  );
}
