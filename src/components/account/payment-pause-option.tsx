'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { isAuthenticationFailure } from '@/lib/api-error';
import { postOperation } from '@/lib/graphql-client';
import { useShop } from '@/components/shop/shop-provider';
import { AlertRegion } from '@/components/hint/hint';

/**
 * The pay-break option of an order. It costs a fee, so choosing it takes two steps: the button
 * asks, and only the confirmation that names the fee and says it is chargeable books it. The page
 * then shows the new due date.
 */
export function PaymentPauseOption(props: { orderNumber: string; text: string; confirmText: string }) {
  const shop = useShop();
  const t = useTranslations('account');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const [asked, setAsked] = useState(false);
  // focus follows the step: to the confirmation when it opens, back to the button when cancelled
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (asked) askRef.current?.focus();
  }, [confirming, asked]);
  if (!confirming)
    return (
      <div className="flex flex-col items-start gap-2">
        <p>{props.text}</p>
        <button
          ref={askRef}
          type="button"
          className="rounded-shop border border-primary px-3 py-2 font-semibold text-primary"
          onClick={() => {
            setAsked(true);
            setConfirming(true);
          }}
        >
          {t('paymentPauseButton')}
        </button>
      </div>
    );
  return (
    <div className="flex flex-col items-start gap-2" role="group" aria-labelledby="pause-confirm-text">
      <p id="pause-confirm-text">{props.confirmText}</p>
      <div className="flex flex-wrap gap-2">
        <button
          ref={confirmRef}
          type="button"
          aria-disabled={busy || undefined}
          className="rounded-shop bg-primary px-3 py-2 font-semibold text-primary-contrast"
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
          {t('paymentPauseConfirmButton')}
        </button>
        <button
          type="button"
          className="rounded-shop border border-primary px-3 py-2 font-semibold text-primary"
          onClick={() => {
            setConfirming(false);
            setError(null);
          }}
        >
          {t('paymentPauseCancel')}
        </button>
      </div>
      <AlertRegion message={error} />
    </div>
  );
}
