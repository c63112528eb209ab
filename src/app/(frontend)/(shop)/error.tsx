'use client';

import { useTranslations } from 'next-intl';
import { ErrorPageBody } from '@/components/error/error-page';
import { useShop } from '@/components/shop/shop-provider';

/** errorPageUnknown: any failure while rendering a shop page (spec S8.6). No details reach the shopper. */
export default function ShopError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const shop = useShop();
  const t = useTranslations('errors.errorPageUnknown');
  return (
    <ErrorPageBody
      kind="errorPageUnknown"
      headline={t('headline')}
      text={t('text', { phone: shop.customerServicePhone })}
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
  );
}
