'use client';

import { useTranslations } from 'next-intl';
import { useShopHref } from '@/components/client/client-state-provider';

/** The unauthorized redirect page's text (customer-and-content S2), shown while the page changes. */
export function RedirectNotice({ href }: { href: string }) {
  const t = useTranslations('account');
  const target = useShopHref()(href);
  return (
    <div role="status" className="flex flex-col items-start gap-3">
      <p className="text-lg">{t('redirecting')}</p>
      <a href={target} className="rounded-shop border border-primary px-4 py-2 font-semibold text-primary">
        {t('openPage')}
      </a>
    </div>
  );
}
