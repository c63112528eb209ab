'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { OverlayModal } from '@/components/overlay/overlay-modal';
import { useHashOverlay } from '@/components/overlay/use-hash-overlay';
import { postOperation } from '@/lib/graphql-client';
import { useShop } from '@/components/shop/shop-provider';
import { Hint } from '@/components/hint/hint';

export interface ChangeItemColor {
  productId: string;
  label: string;
  sizes: { variantId: string; label: string; stock: number; orderable: boolean }[];
}

interface Props {
  itemKey: string;
  name: string;
  productId: string;
  variantId: string;
  quantity: number;
  /** most pieces of this article per basket */
  limit: number;
  colors: ChangeItemColor[];
}

/** The change-item modal of a basket line (spec S2.8): colour, size and quantity. */
export function ChangeItemModal(props: Props) {
  const shop = useShop();
  const t = useTranslations('basket');
  const te = useTranslations('basketErrors');
  const router = useRouter();
  const { open, show, close } = useHashOverlay(`change-item-${props.itemKey}`);
  const [productId, setProductId] = useState(props.productId);
  const [variantId, setVariantId] = useState<string | null>(props.variantId);
  const [quantity, setQuantity] = useState(props.quantity);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const color = props.colors.find((c) => c.productId === productId) ?? props.colors[0]!;
  const size = color.sizes.find((s) => s.variantId === variantId) ?? null;
  const stockProblem = size && size.orderable && size.stock < quantity ? size.stock : null;
  const ids = { color: `change-color-${props.itemKey}`, size: `change-size-${props.itemKey}` };

  function chooseColor(next: string) {
    setProductId(next);
    // keep the size when the new colour has it
    const label = color.sizes.find((s) => s.variantId === variantId)?.label;
    const same = props.colors.find((c) => c.productId === next)?.sizes.find((s) => s.label === label);
    setVariantId(same?.variantId ?? null);
    setError(null);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!size) return setError(te('ATB_NO_VARIANT_SELECTED'));
    if (!size.orderable) return setError(te('ATB_VARIANT_OUTSOLD'));
    setSending(true);
    const result = await postOperation('changeBasketItem', {
      input: {
        itemKey: props.itemKey,
        quantity,
        productId: productId === props.productId ? undefined : productId,
        variantId: size.variantId,
        locale: shop.locale,
      },
    });
    setSending(false);
    if (result.errorCode) return setError(result.errorMessage ?? t('changeFailed'));
    close();
    router.refresh();
  }

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setProductId(props.productId);
          setVariantId(props.variantId);
          setQuantity(props.quantity);
          setError(null);
          show();
        }}
        aria-haspopup="dialog"
        aria-label={t('changeLabel', { name: props.name })}
        className="text-sm underline"
      >
        {t('change')}
      </button>
      <OverlayModal id={`change-item-${props.itemKey}`} title={t('changeTitle')} open={open} onClose={close}>
        <form
          method="post"
          onSubmit={submit}
          className="flex flex-col gap-4"
          aria-busy={sending || undefined}
        >
          <p className="font-semibold">{props.name}</p>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.color} className="text-sm font-semibold">
              {t('changeColor')}
            </label>
            <select
              id={ids.color}
              value={productId}
              onChange={(e) => chooseColor(e.target.value)}
              className="rounded-shop border border-border px-2 py-2"
            >
              {props.colors.map((c) => (
                <option key={c.productId} value={c.productId}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.size} className="text-sm font-semibold">
              {t('changeSize')}
            </label>
            <select
              id={ids.size}
              value={variantId ?? ''}
              onChange={(e) => {
                setVariantId(e.target.value || null);
                setError(null);
              }}
              className="rounded-shop border border-border px-2 py-2"
            >
              <option value="">{t('chooseSize')}</option>
              {color.sizes.map((s) => (
                <option key={s.variantId} value={s.variantId} disabled={!s.orderable}>
                  {s.orderable ? s.label : t('sizeSoldOut', { size: s.label })}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`change-quantity-${props.itemKey}`} className="text-sm font-semibold">
              {t('quantity')}
            </label>
            <select
              id={`change-quantity-${props.itemKey}`}
              value={quantity}
              aria-describedby={stockProblem !== null ? `change-stock-${props.itemKey}` : undefined}
              onChange={(e) => {
                setQuantity(Number(e.target.value));
                setError(null);
              }}
              className="rounded-shop border border-border px-2 py-2"
            >
              {Array.from({ length: Math.max(props.limit, props.quantity) }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            {stockProblem !== null ? (
              <p id={`change-stock-${props.itemKey}`} className="text-sm font-semibold text-error">
                {te('BASKET_QUANTITY_MORE_THAN_STOCK', { stock: stockProblem })}
              </p>
            ) : null}
          </div>
          {error ? (
            <Hint severity="error" inline>
              {error}
            </Hint>
          ) : null}
          <button
            type="submit"
            disabled={sending || stockProblem !== null}
            className="rounded-shop bg-primary px-4 py-3 font-semibold text-primary-contrast disabled:opacity-60"
          >
            {t('changeApply')}
          </button>
        </form>
      </OverlayModal>
    </>
  );
}
