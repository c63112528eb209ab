'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { postOperation } from '@/lib/graphql-client';
import type { PERSISTED_HASHES } from '@/graphql/generated/persisted-hashes';
import { useShop } from '@/components/shop/shop-provider';
import { Hint } from '@/components/hint/hint';

type BasketOperation = keyof Pick<
  typeof PERSISTED_HASHES,
  'changeBasketItem' | 'removeBasketItem' | 'bookDisposalService'
>;

/**
 * Sends a basket change and renders the page again with the basket the server answers (the basket
 * is replaced wholesale, spec S3.8). A refusal shows its German text next to the control.
 */
export function useBasketChange() {
  const shop = useShop();
  const t = useTranslations('basket');
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [sending, setSending] = useState(false);
  async function send(operation: BasketOperation, input: Record<string, unknown>) {
    setSending(true);
    const result = await postOperation(operation, { input: { ...input, locale: shop.locale } });
    setSending(false);
    setError(result.errorCode ? (result.errorMessage ?? t('changeFailed')) : null);
    startTransition(() => router.refresh());
  }
  return { send, error, busy: pending || sending };
}

/** Quantity select and remove button of a basket line. */
export function BasketLineControls(props: {
  itemKey: string;
  quantity: number;
  maxQuantity: number;
  name: string;
}) {
  const t = useTranslations('basket');
  const { send, error, busy } = useBasketChange();
  const max = Math.max(props.quantity, props.maxQuantity);
  const id = `quantity-${props.itemKey}`;
  return (
    <div className="flex flex-col gap-1" aria-busy={busy || undefined}>
      <div className="flex items-center gap-3">
        <label htmlFor={id} className="text-sm">
          {t('quantity')}
        </label>
        <select
          id={id}
          value={props.quantity}
          disabled={busy}
          onChange={(e) =>
            void send('changeBasketItem', { itemKey: props.itemKey, quantity: Number(e.target.value) })
          }
          className="rounded-shop border border-border px-2 py-1"
        >
          {Array.from({ length: Math.min(max, 20) }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={busy}
          onClick={() => void send('removeBasketItem', { itemKey: props.itemKey })}
          aria-label={t('removeLabel', { name: props.name })}
          className="text-sm underline"
        >
          {t('remove')}
        </button>
      </div>
      {error ? (
        <Hint severity="error" inline className="text-sm">
          {error}
        </Hint>
      ) : null}
    </div>
  );
}

/** Pieces of the disposal service, 0 to the mattresses and slatted frames in the basket. */
export function DisposalServiceControl({ pieces, maxPieces }: { pieces: number; maxPieces: number }) {
  const t = useTranslations('basket');
  const { send, error, busy } = useBasketChange();
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-3 text-sm">
        {t('disposalPieces')}
        <select
          value={pieces}
          disabled={busy}
          onChange={(e) => void send('bookDisposalService', { pieces: Number(e.target.value) })}
          className="rounded-shop border border-border px-2 py-1"
        >
          {Array.from({ length: maxPieces + 1 }, (_, n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {error ? (
        <Hint severity="error" inline className="text-sm">
          {error}
        </Hint>
      ) : null}
    </div>
  );
}
