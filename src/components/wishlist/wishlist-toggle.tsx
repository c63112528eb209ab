'use client';

import { HEART_ICON } from '@/components/icons/icon-sprite';
import { useRepeatedTranslations } from '@/i18n/repeated-translations';
import { useEffect } from 'react';
import { useWishlist } from './wishlist-provider';
import { useClientState } from '@/components/client/client-state-provider';

interface Props {
  productId: string;
  /** 'icon': a heart over a tile; 'labelled': heart with 'Merken'/'Gemerkt'; 'remove': a close icon */
  appearance?: 'icon' | 'labelled' | 'remove';
  className?: string;
}

/**
 * The wishlist toggle (spec S4.6): pressing saves or removes the product, by click or Space (S5).
 * While a toggle is in progress, presses are ignored and the heart pulses.
 */
export function WishlistToggle(props: Props) {
  // an in-store display has no wishlist (spec S6: wishlist buttons hidden in the store runtime)
  return useClientState().runtime === 'store' ? null : <Toggle {...props} />;
}

function Toggle({ productId, appearance = 'icon', className = '' }: Props) {
  const t = useRepeatedTranslations('wishlist');
  const { items, pending, load, toggle } = useWishlist();
  useEffect(load, [load]);
  const saved = items?.has(productId) ?? false;
  const busy = pending.has(productId);
  const label = appearance === 'remove' ? t('remove') : saved ? t('saved') : t('save');
  return (
    <button
      type="button"
      // a click before the page's scripts ran is replayed once the wishlist has loaded, also on the live
      // heart a kept tile draws in place of the server's (early-click-replay.tsx)
      data-replay-click={`wishlist:${productId}`}
      aria-pressed={appearance === 'remove' ? undefined : saved}
      aria-busy={busy || undefined}
      aria-label={appearance === 'labelled' ? undefined : label}
      aria-disabled={items === null || undefined}
      onClick={() => toggle(productId)}
      // spec S5: the toggle is activated by Space or a click, not by Enter
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      className={`toggle ${className}`}
    >
      {appearance === 'remove' ? (
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      ) : (
        // drawn by the class .heart (size, stroke, and the fill when saved): short markup on 36 tiles
        <svg
          aria-hidden="true"
          className={`heart${saved ? ' heart-saved' : ''}${busy ? ' animate-pulse' : ''}`}
        >
          <use href={`#${HEART_ICON}`} />
        </svg>
      )}
      {appearance === 'labelled' ? <span>{label}</span> : null}
    </button>
  );
}
