'use client';

import { ShopLink } from '@/components/layout/shop-link';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { ModalHeader } from './modal-header';
import { SeverityLabel } from '@/components/hint/hint';

/**
 * Product safety information (S3.9): the EU economic operator in a modal. Without an operator on
 * record it shows the error state of S8.5 (PRODUCT_SAFETY_INFO_ERROR) with the way to customer service.
 */
export function ProductSafety({ operator }: { operator: string | null }) {
  const t = useTranslations('product');
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="self-start text-sm underline"
      >
        {t('productSafety')}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="safety-title"
        className="m-auto w-[min(92vw,32rem)] rounded-shop p-4 backdrop:bg-black/40"
      >
        <ModalHeader
          id="safety-title"
          title={t('productSafetyTitle')}
          onClose={() => dialog.current?.close()}
        />
        {operator ? (
          <dl className="mt-4 text-sm">
            <dt className="font-semibold">{t('companyOfOrigin')}</dt>
            <dd className="whitespace-pre-line">{operator}</dd>
          </dl>
        ) : (
          <div role="alert" className="mt-4 text-sm">
            <p>
              <SeverityLabel severity="error" />
              {t('productSafetyError')}
            </p>
            <ShopLink href="/contact" className="mt-2 inline-block underline">
              {t('contactNow')}
            </ShopLink>
          </div>
        )}
      </dialog>
    </>
  );
}
