'use client';

import { useShopRouter } from '@/components/client/client-state-provider';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { postOperation } from '@/lib/graphql-client';
import { useShop } from '@/components/shop/shop-provider';
import { Hint } from '@/components/hint/hint';

/** A key for one order attempt; getRandomValues also works on plain-HTTP hosts (randomUUID does not). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * 'Zahlungspflichtig bestellen': places the order with the total the shopper sees. The key stays
 * the same for every press on this page, so a double click or a retry after a lost answer places
 * one order; the server answers the first order again.
 */
export function PlaceOrderButton(props: {
  totalCents: number;
  disabled: boolean;
  /**
   * The checkout is being read again (a step was just saved): the button stays in the tab order (a
   * keyboard user tabbing meanwhile does not pass it by), and a press waits for the new checkout
   */
  waiting?: boolean;
  onRefused: () => void;
}) {
  const shop = useShop();
  const t = useTranslations('checkout');
  const router = useShopRouter();
  const key = useRef<string | null>(null);
  const [state, setState] = useState<'idle' | 'placing' | 'placed'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function submit(expectedTotal: number) {
    key.current ??= newIdempotencyKey();
    const result = await postOperation<{ placeOrder: { orderNumber: string } }>('placeOrder', {
      input: { idempotencyKey: key.current, expectedTotal, locale: shop.locale },
    });
    const orderNumber = result.data?.placeOrder?.orderNumber;
    if (orderNumber) {
      setState('placed');
      router.push(`/thanks?order=${encodeURIComponent(orderNumber)}`);
      return;
    }
    setState('idle');
    setError(result.errorCode === 'NETWORK' ? t('orderFailed') : (result.errorMessage ?? t('orderFailed')));
    // the basket or its prices changed: show the checkout as it is now
    if (result.errorCode !== 'NETWORK') props.onRefused();
  }

  /** the total shown when the button was pressed while the checkout was being read again */
  const pressedAt = useRef<number | null>(null);

  function place() {
    if (state !== 'idle') return;
    setState('placing');
    setError(null);
    // pressed while the checkout is read again: the order goes out once it is, with the total the
    // shopper saw on pressing (the server refuses it if the total has changed meanwhile)
    if (props.waiting) pressedAt.current = props.totalCents;
    else void submit(props.totalCents);
  }

  useEffect(() => {
    if (props.waiting || pressedAt.current === null) return;
    const total = pressedAt.current;
    pressedAt.current = null;
    void submit(total);
    // only when the waiting ends
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.waiting]);

  return (
    <div className="flex flex-col gap-3">
      {error ? (
        <Hint severity="error" className="font-semibold">
          {error}
        </Hint>
      ) : null}
      <button
        type="button"
        onClick={place}
        disabled={props.disabled || state !== 'idle'}
        aria-disabled={props.waiting || undefined}
        aria-busy={state === 'placing' || undefined}
        className="rounded-shop bg-primary px-6 py-4 text-lg font-bold text-primary-contrast disabled:opacity-60 aria-disabled:opacity-60"
      >
        {state === 'idle' ? t('placeOrder') : t('placing')}
      </button>
    </div>
  );
}
