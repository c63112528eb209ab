'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ShopLink } from '@/components/layout/shop-link';
import { postOperation } from '@/lib/graphql-client';
import { useShop } from '@/components/shop/shop-provider';
import { ReviewForm } from './review-form';
import type { ClientFormAttribute } from './review-types';
import { Hint } from '@/components/hint/hint';

type State = 'checking' | 'login' | 'form' | 'failed';

/**
 * 'Bewertung schreiben' and its modal: logged-in customers get the review form, others are asked
 * to log in and come back to the product afterwards (the product page is shared cached HTML, so
 * the login is checked when the modal opens).
 */
export function WriteReview({
  productId,
  attributes,
}: {
  productId: string;
  attributes: ClientFormAttribute[];
}) {
  const t = useTranslations('reviews');
  const shop = useShop();
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<State>('checking');
  const [opened, setOpened] = useState(0);

  async function open() {
    setOpened((n) => n + 1);
    setState('checking');
    dialog.current?.showModal();
    const result = await postOperation('customer', { locale: shop.locale });
    setState(result.data ? 'form' : result.errorCode === 'UNAUTHENTICATED' ? 'login' : 'failed');
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void open()}
        className="self-start rounded-shop border border-primary px-4 py-2 font-semibold text-primary"
      >
        {t('write')}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="review-dialog-title"
        className="m-auto max-h-[90vh] w-[min(94vw,40rem)] overflow-y-auto rounded-shop p-6 backdrop:bg-black/40"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id="review-dialog-title" className="text-xl font-bold">
            {t('formTitle')}
          </h2>
          <button type="button" onClick={() => dialog.current?.close()} className="px-2 py-1">
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t('close')}</span>
          </button>
        </div>
        {state === 'login' ? (
          <div className="flex flex-col gap-4">
            <p>{t('loginRequired')}</p>
            <ShopLink
              href={`/customer?target=${encodeURIComponent(`/p/${productId}`)}`}
              className="self-start rounded-shop bg-primary px-4 py-2 font-semibold text-primary-contrast"
            >
              {t('login')}
            </ShopLink>
          </div>
        ) : state === 'form' ? (
          <ReviewForm key={opened} productId={productId} attributes={attributes} />
        ) : state === 'failed' ? (
          <Hint severity="error" inline>
            {t('messages.RATING_NOT_AVAILABLE')}
          </Hint>
        ) : null}
      </dialog>
    </>
  );
}
