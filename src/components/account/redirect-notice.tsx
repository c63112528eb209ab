'use client';

import { useTranslations } from 'next-intl';

/** The unauthorized redirect page's text (customer-and-content S2), shown while the page changes. */
export function RedirectNotice({ href }: { href: string }) {
  const t = useTranslations('account');
  return (
    <div role="status" className="flex flex-col items-start gap-3">
      <p className="text-lg">{t('redirecting')}</p>
      <a href={href} className="rounded-shop border border-primary px-4 py-2 font-semibold text-primary">
        {t('openPage')}
      </a>
    </div>
  );
}
