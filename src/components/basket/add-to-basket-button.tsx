'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ShopLink } from '@/components/layout/shop-link';
import { ModalHeader } from '@/components/product/modal-header';
import { track } from '@/lib/analytics/track';
import { postOperation } from '@/lib/graphql-client';
import { useShop } from '@/components/shop/shop-provider';
import { RecommendationSliders } from '@/components/recommendation/recommendation-sliders';
import { RECO_PLACEMENTS } from '@/lib/recommendation/reco-placements';

/** Codes whose text the shopper can act on; anything else shows the general add-to-basket text. */
const SHOPPER_CODES = new Set([
  'ATB_NO_VARIANT_SELECTED',
  'ATB_VARIANT_OUTSOLD',
  'ATB_GIFT_ALREADY_IN_BASKET',
  'MORE_THAN_ONE_FREE_GIFT',
  'BASKET_MIN_ORDER_VALUE_FREE_GIFT',
  'ATB_QUANTITY_LIMIT_EXCEEDED',
  'QUANTITY_LIMIT_EXCEEDED',
  'BASKET_QUANTITY_MORE_THAN_STOCK',
  'BASKET_MAX_ITEMS',
]);

/** How long the button keeps its success style before it is ready again. */
const SUCCESS_MS = 2000;

interface Props {
  productId: string;
  productName: string;
  /** the chosen size, or null */
  size: { id: string; promotion: string; sizeLabel: string; priceCents?: number } | null;
  /** a refusal the caller shows: no size chosen opens its size modal */
  onRefused: (message: string, code: string) => void;
}

/**
 * The add-to-basket button (spec S4.4): idle → loading (busy, disabled) → success (disabled, in
 * success style) → done; on success the basket overlay 'Artikel hinzugefügt' opens.
 */
export function AddToBasketButton({ productId, productName, size, onRefused }: Props) {
  const shop = useShop();
  const t = useTranslations('basket');
  const [state, setState] = useState<'idle' | 'loading' | 'success' | 'done'>('idle');
  const overlay = useRef<HTMLDialogElement>(null);
  const [addedText, setAddedText] = useState('');
  // the overlay's recommendations stay once the first add succeeded (the button's state moves on)
  const [addedOnce, setAddedOnce] = useState(false);

  useEffect(() => {
    if (state !== 'success') return;
    const timer = window.setTimeout(() => setState('done'), SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function add() {
    if (state === 'loading' || state === 'success') return;
    setState('loading');
    const result = await postOperation('addToBasket', {
      input: {
        productId,
        variantId: size?.id ?? null,
        promotion: size?.promotion ?? null,
        quantity: 1,
        locale: shop.locale,
      },
    });
    if (result.errorCode) {
      setState('idle');
      const code = result.errorCode;
      onRefused(SHOPPER_CODES.has(code) && result.errorMessage ? result.errorMessage : t('addFailed'), code);
      return;
    }
    track('ecom', {
      action: 'addToCart',
      currency: shop.money.currency,
      products: [
        {
          id: productId,
          variant: size?.id,
          name: productName,
          quantity: 1,
          price: size?.priceCents !== undefined ? size.priceCents / 100 : undefined,
        },
      ],
    });
    setAddedText(size ? `${productName}, ${t('size', { size: size.sizeLabel })}` : productName);
    setState('success');
    setAddedOnce(true);
    overlay.current?.showModal();
  }

  return (
    <>
      <button
        type="button"
        // a click before the page's scripts ran is replayed once they have (early-click-replay.tsx)
        data-replay-click=""
        onClick={add}
        aria-busy={state === 'loading' || undefined}
        aria-disabled={state === 'loading' || state === 'success' || undefined}
        data-state={state}
        className={`flex-1 rounded-shop px-4 py-3 font-semibold text-primary-contrast ${
          state === 'success' ? 'bg-success' : 'bg-primary'
        } ${state === 'loading' ? 'opacity-70' : ''}`}
      >
        {state === 'success' ? t('added') : t('addToBasket')}
      </button>
      <dialog
        ref={overlay}
        aria-labelledby="basket-overlay-title"
        className="m-auto w-[min(92vw,28rem)] rounded-shop p-4 backdrop:bg-black/40"
      >
        <ModalHeader id="basket-overlay-title" title={t('added')} onClose={() => overlay.current?.close()} />
        <p className="mt-3">{addedText}</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            onClick={() => overlay.current?.close()}
            className="flex-1 rounded-shop border border-border px-4 py-3"
          >
            {t('continueShopping')}
          </button>
          <ShopLink
            href="/basket"
            className="flex-1 rounded-shop bg-primary px-4 py-3 text-center font-semibold text-primary-contrast"
          >
            {t('toBasket')}
          </ShopLink>
        </div>
        {addedOnce ? (
          <div className="reco-compact mt-6">
            <RecommendationSliders
              anchor="added"
              eager
              params={{ productId }}
              outputs={RECO_PLACEMENTS.addedToBasket}
            />
          </div>
        ) : null}
      </dialog>
    </>
  );
}
