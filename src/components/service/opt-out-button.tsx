'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { postOperation } from '@/lib/graphql-client';
import { ensureVisitorId } from '@/lib/visitor-id';
import { useShop } from '@/components/shop/shop-provider';
import { Hint, SeverityLabel } from '@/components/hint/hint';

/** Records the objection for this browser; shows success or 'already objected' (customer-and-content S4). */
export function OptOutButton({ provider, providerName }: { provider: string; providerName: string }) {
  const shop = useShop();
  const t = useTranslations('optOut');
  const te = useTranslations('accountErrors');
  const [outcome, setOutcome] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (outcome === 'success' || outcome === 'exists')
    return (
      <p role="status" className="rounded-shop border border-success p-4">
        <SeverityLabel severity={outcome === 'success' ? 'success' : 'info'} />
        {t(outcome, { provider: providerName })}
      </p>
    );
  if (outcome === 'nonExistentProvider')
    return (
      <Hint severity="error" inline>
        {t('nonExistentProvider')}
      </Hint>
    );
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        aria-disabled={busy || undefined}
        className="rounded-shop bg-primary px-4 py-3 font-semibold text-primary-contrast"
        onClick={async () => {
          if (busy) return;
          setBusy(true);
          const result = await postOperation<{ optOut: string }>('optOut', {
            input: { provider, visitorId: ensureVisitorId(), locale: shop.locale },
          });
          setBusy(false);
          setOutcome(result.data?.optOut ?? 'failed');
        }}
      >
        {t('submit')}
      </button>
      {outcome === 'failed' ? (
        <Hint severity="error" inline>
          {te('FORM_SUBMIT_FAILED')}
        </Hint>
      ) : null}
    </div>
  );
}
