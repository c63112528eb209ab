'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorPageBody } from '@/components/error/error-page';
import { useErrorTexts } from '@/components/error/error-texts';
import { useShop } from '@/components/shop/shop-provider';

/**
 * errorPageUnknown: any failure while rendering a shop page (spec S8.6), with the editors' texts
 * where the shop has them, under its own title. No details reach the shopper.
 */
export default function ShopError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const shop = useShop();
  const t = useTranslations('errors.errorPageUnknown');
  const edited = useErrorTexts();
  const title = `${t('title')} | ${shop.brand}`;
  // the page's own title was set for the page that failed; a client navigation keeps the old one
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <title>{title}</title>
      <ErrorPageBody
        kind="errorPageUnknown"
        headline={edited?.headline ?? t('headline')}
        text={edited?.text ?? t('text', { phone: shop.customerServicePhone })}
        homeLabel={t('toHome')}
      >
        <button
          type="button"
          onClick={reset}
          className="rounded-shop border border-primary px-5 py-3 font-semibold"
        >
          {t('retry')}
        </button>
      </ErrorPageBody>
    </>
  );
}
