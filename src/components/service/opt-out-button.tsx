'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { postOperation } from '@/lib/graphql-client';
import { ensureVisitorId } from '@/lib/visitor-id';
import { ATTRIBUTION_COOKIES } from '@/lib/attribution/attribution-cookies';
import { RECO_SESSION_COOKIE, RECO_USER_COOKIE } from '@/lib/recommendation/reco-session';
import { useShop } from '@/components/shop/shop-provider';
import { Hint, SeverityLabel } from '@/components/hint/hint';

/** The cookies an objection to a provider makes useless: attribution, recommendation ids. */
const OBJECTION_COOKIES: Record<string, readonly string[]> = {
  advertising: ATTRIBUTION_COOKIES,
  recommendations: [RECO_SESSION_COOKIE, RECO_USER_COOKIE],
};

function removeCookies(names: readonly string[]) {
  for (const name of names) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

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
          const outcome = result.data?.optOut ?? 'failed';
          // what the objection covers leaves the browser as well (the server ignores it from now on)
          if (outcome === 'success' || outcome === 'exists') removeCookies(OBJECTION_COOKIES[provider] ?? []);
          setOutcome(outcome);
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
