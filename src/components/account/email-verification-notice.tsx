'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { isAuthenticationFailure } from '@/lib/api-error';
import { postOperation } from '@/lib/graphql-client';
import { useShop } from '@/components/shop/shop-provider';
import { SeverityLabel } from '@/components/hint/hint';

type State = 'notVerified' | 'pending' | 'withdrawn' | 'verified';
type Sent = 'sendingSuccess' | 'sendingFailed' | null;

/**
 * The e-mail verification states of customer-and-content S4: a request button while not verified or
 * pending, the customer-service hint when withdrawn, the 'verified' badge once done.
 */
export function EmailVerificationNotice(props: { state: State; email: string }) {
  const shop = useShop();
  const t = useTranslations('account');
  const router = useRouter();
  const [state, setState] = useState<State>(props.state);
  const [sent, setSent] = useState<Sent>(null);
  const [busy, setBusy] = useState(false);

  if (state === 'verified')
    return (
      <span className="inline-block rounded-full bg-success px-3 py-1 text-sm font-semibold text-primary-contrast">
        {t('verifiedBadge')}
      </span>
    );
  if (state === 'withdrawn')
    return (
      <p className="rounded-shop border border-warning p-4" role="note">
        {t('verifyWithdrawn', { phone: shop.customerServicePhone })}
      </p>
    );

  async function request() {
    if (busy) return;
    setBusy(true);
    const result = await postOperation<{ requestEmailVerification: { outcome: string } }>(
      'requestEmailVerification',
      { locale: shop.locale },
    );
    setBusy(false);
    if (isAuthenticationFailure(result.errorCode ?? null)) return router.refresh();
    const outcome = result.data?.requestEmailVerification.outcome;
    if (outcome === 'sendingSuccess') {
      setState('pending');
      setSent('sendingSuccess');
    } else if (outcome === 'verified' || outcome === 'withdrawn') setState(outcome);
    else setSent('sendingFailed');
  }

  return (
    <div className="flex flex-col items-start gap-2 rounded-shop border border-border p-4">
      <p className="font-semibold">
        {state === 'pending' ? t('verifyPending', { email: props.email }) : t('verifyNotVerified')}
      </p>
      <button
        type="button"
        onClick={request}
        aria-disabled={busy || undefined}
        className="rounded-shop border border-primary px-3 py-2 text-sm font-semibold text-primary"
      >
        {state === 'pending' ? t('verifySendAgain') : t('verifySend')}
      </button>
      <p role="status" className={`text-sm ${sent === 'sendingFailed' ? 'text-error' : ''}`}>
        {sent === 'sendingSuccess' || sent === 'sendingFailed' ? (
          <SeverityLabel severity={sent === 'sendingSuccess' ? 'success' : 'error'} />
        ) : null}
        {sent === 'sendingSuccess'
          ? t('verifySendingSuccess')
          : sent === 'sendingFailed'
            ? t('verifySendingFailed')
            : ''}
      </p>
    </div>
  );
}
