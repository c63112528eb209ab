'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ShopLink } from '@/components/layout/shop-link';
import { useRouter } from 'next/navigation';
import { isAuthenticationFailure } from '@/lib/api-error';
import { postOperation } from '@/lib/graphql-client';
import { useShop } from '@/components/shop/shop-provider';
import { Hint, SeverityLabel } from '@/components/hint/hint';

type View = 'default' | 'confirm' | 'success' | 'error';

/** Account deletion (customer-and-content S4): default → confirm (yes / no) → success or error. */
export function DeleteAccount() {
  const shop = useShop();
  const t = useTranslations('account');
  const te = useTranslations('accountErrors');
  const router = useRouter();
  const [view, setView] = useState<View>('default');
  const [busy, setBusy] = useState(false);

  if (view === 'success')
    return (
      <div role="status" className="flex flex-col items-start gap-3">
        <p>
          <SeverityLabel severity="success" />
          {t('deleteSuccess')}
        </p>
        <ShopLink href="/customer" className="underline">
          {t('backToOverview')}
        </ShopLink>
      </div>
    );
  return (
    <div className="flex max-w-xl flex-col items-start gap-4">
      <p>{t('deleteIntro')}</p>
      {view === 'error' ? (
        <Hint severity="error" inline>
          {te('ACCOUNT_DELETION_FAILED', { phone: shop.customerServicePhone })}
        </Hint>
      ) : null}
      {view === 'confirm' ? (
        <div role="group" aria-labelledby="delete-confirm" className="flex flex-col gap-3">
          <p id="delete-confirm" className="font-semibold">
            {t('deleteConfirm')}
          </p>
          <div className="flex gap-3">
            <button
              type="button"
              aria-disabled={busy || undefined}
              className="rounded-shop bg-error px-4 py-2 font-semibold text-primary-contrast"
              onClick={async () => {
                if (busy) return;
                setBusy(true);
                const result = await postOperation('requestAccountDeletion', { locale: shop.locale });
                setBusy(false);
                if (isAuthenticationFailure(result.errorCode ?? null)) return router.refresh();
                setView(result.errorCode ? 'error' : 'success');
              }}
            >
              {t('deleteYes')}
            </button>
            <button
              type="button"
              className="rounded-shop border border-border px-4 py-2 font-semibold"
              onClick={() => setView('default')}
            >
              {t('deleteNo')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="rounded-shop border border-error px-4 py-2 font-semibold text-error"
          onClick={() => setView('confirm')}
        >
          {t('deleteButton')}
        </button>
      )}
      <ShopLink href="/customer" className="underline">
        {t('backToOverview')}
      </ShopLink>
    </div>
  );
}
