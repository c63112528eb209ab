'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { availabilityInfo, type AvailabilityState } from '@/lib/availability';
import { deliveryLabel, scarcityQuantity } from '@/lib/deliverability';
import { AddToBasketButton } from '@/components/basket/add-to-basket-button';
import { WishlistToggle } from '@/components/wishlist/wishlist-toggle';
import { AvailabilityIcon } from './availability-icon';
import { ModalHeader } from './modal-header';
import { Price } from './price';
import { PriorPriceNote } from './prior-price-note';
import { useChosenSize } from './chosen-size';
import { Hint } from '@/components/hint/hint';

export interface SizeOption {
  id: string;
  promotion: string;
  sizeLabel: string;
  availabilityState: AvailabilityState;
  deliverabilityKey: string;
  stock: number;
  priceCents: number;
  saleReductionCents: number;
  forwardingAgent: boolean;
}

interface Props {
  /** the product (colour) the buttons add and save */
  productId: string;
  productName: string;
  sizes: SizeOption[];
  /** price block before a size is chosen */
  summary: { min: number; old: number; priceRange: boolean };
}

/**
 * Size choice with availability, delivery time and scarcity of the chosen size (S2.5, S4.1, S4.2),
 * the price of that size, and the add-to-basket and wishlist buttons. Adding without a size opens the
 * 'Größe wählen' modal. A single size ('Einheitsgröße') is chosen from the start.
 */
export function SizeSelect({ productId, productName, sizes, summary }: Props) {
  const t = useTranslations('product');
  const months = useTranslations('months');
  const [chosenId, setChosenId] = useChosenSize(sizes.length === 1 ? sizes[0]!.id : null);
  const [error, setError] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const chosen = sizes.find((s) => s.id === chosenId) ?? null;
  const allSoldOut = sizes.every((s) => !availabilityInfo(s.availabilityState).orderable);

  function choose(size: SizeOption) {
    setChosenId(size.id);
    setError(availabilityInfo(size.availabilityState).orderable ? null : t('soldOutSizeError'));
  }

  function refused(message: string, code: string) {
    setError(message);
    if (code === 'ATB_NO_VARIANT_SELECTED') dialog.current?.showModal();
  }

  const label = chosen ? deliveryLabel(chosen.deliverabilityKey, chosen.availabilityState) : null;
  const scarcity = chosen ? scarcityQuantity(chosen.availabilityState, chosen.stock) : null;
  return (
    <div className="flex flex-col gap-4">
      {chosen ? (
        <div>
          <Price
            min={chosen.priceCents}
            old={chosen.saleReductionCents > 0 ? chosen.priceCents + chosen.saleReductionCents : 0}
            priceRange={false}
          />
          <PriorPriceNote price={chosen.priceCents} old={chosen.priceCents + chosen.saleReductionCents} />
        </div>
      ) : (
        <div>
          <Price {...summary} />
          <PriorPriceNote price={summary.min} old={summary.old} />
        </div>
      )}
      <section aria-labelledby="size-heading">
        <h2 id="size-heading" className="font-semibold">
          {chosen ? t('selectedSize', { size: chosen.sizeLabel }) : t('chooseSize')}
        </h2>
        <div className="mt-2">
          <SizeGrid sizes={sizes} chosenId={chosenId} onChoose={choose} />
        </div>
      </section>
      {chosen && label ? (
        <div className="flex flex-col gap-1" data-testid="availability">
          <p className="flex items-center gap-2 font-semibold">
            <AvailabilityIcon state={chosen.availabilityState} />
            {t(`availability.${chosen.availabilityState}`)}
          </p>
          <p className="text-sm">
            {t(`delivery.${label.key}`, { month: label.month ? months(label.month) : '' })}
          </p>
          {scarcity ? (
            <p className="text-sm font-semibold text-sale">{t('scarcity', { quantity: scarcity })}</p>
          ) : null}
          {chosen.forwardingAgent ? (
            <p className="text-sm">
              <strong>{t('forwardingAgent')}</strong>: {t('forwardingAgentText')}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <Hint severity="error" inline>
          {error}
        </Hint>
      ) : null}
      <div className="flex gap-3">
        {allSoldOut ? null : (
          <AddToBasketButton
            productId={productId}
            productName={productName}
            size={chosen}
            onRefused={refused}
          />
        )}
        <WishlistToggle
          productId={productId}
          appearance="labelled"
          className="rounded-shop border border-border px-4 py-3"
        />
      </div>
      <dialog
        ref={dialog}
        aria-labelledby="size-dialog-title"
        className="m-auto w-[min(92vw,28rem)] rounded-shop p-4 backdrop:bg-black/40"
      >
        <ModalHeader id="size-dialog-title" title={t('chooseSize')} onClose={() => dialog.current?.close()} />
        <div className="mt-4">
          <SizeGrid
            sizes={sizes}
            chosenId={chosenId}
            onChoose={(size) => {
              choose(size);
              dialog.current?.close();
            }}
          />
        </div>
      </dialog>
    </div>
  );
}

function SizeGrid({
  sizes,
  chosenId,
  onChoose,
}: {
  sizes: SizeOption[];
  chosenId: string | null;
  onChoose: (size: SizeOption) => void;
}) {
  const t = useTranslations('product');
  return (
    <ul className="grid grid-cols-4 gap-2 sm:grid-cols-5">
      {sizes.map((size) => {
        const info = availabilityInfo(size.availabilityState);
        const isChosen = size.id === chosenId;
        return (
          <li key={size.id}>
            <button
              type="button"
              aria-pressed={isChosen}
              data-replay-click=""
              onClick={() => onChoose(size)}
              className={`w-full rounded-shop border px-2 py-2 text-sm ${
                isChosen ? 'border-primary ring-2 ring-primary' : 'border-border'
              } ${info.orderable ? '' : 'text-muted line-through'}`}
            >
              {size.sizeLabel}
              {info.orderable ? null : (
                <span className="sr-only">: {t(`availability.${size.availabilityState}`)}</span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
