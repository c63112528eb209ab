'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatPrice } from '@/lib/money';
import { useShop } from '@/components/shop/shop-provider';

interface Props {
  /** bounds in cents over the products the other filters leave */
  min: number;
  max: number;
  minActive: number | null;
  maxActive: number | null;
}

/**
 * The price range filter (S5): a slider with a lower and an upper bound in euros. The form sends
 * priceMin and priceMax; bounds left at the ends are not sent (no price filter).
 */
export function PriceRangeSlider({ min, max, minActive, maxActive }: Props) {
  const shop = useShop();
  const t = useTranslations('listing');
  const lo = Math.floor(min / 100);
  const hi = Math.max(lo + 1, Math.ceil(max / 100));
  const [from, setFrom] = useState(minActive === null ? lo : Math.max(lo, Math.floor(minActive / 100)));
  const [to, setTo] = useState(maxActive === null ? hi : Math.min(hi, Math.ceil(maxActive / 100)));
  return (
    <div className="flex flex-col gap-2 py-2">
      <p className="text-sm" aria-live="polite">
        {t('priceRange', {
          min: formatPrice(from * 100, shop.money),
          max: formatPrice(to * 100, shop.money),
        })}
      </p>
      <label className="flex flex-col text-sm">
        {t('priceSliderMin')}
        <input
          type="range"
          min={lo}
          max={hi}
          step={1}
          value={from}
          onChange={(e) => setFrom(Math.min(Number(e.target.value), to))}
          aria-valuetext={formatPrice(from * 100, shop.money)}
        />
      </label>
      <label className="flex flex-col text-sm">
        {t('priceSliderMax')}
        <input
          type="range"
          min={lo}
          max={hi}
          step={1}
          value={to}
          onChange={(e) => setTo(Math.max(Number(e.target.value), from))}
          aria-valuetext={formatPrice(to * 100, shop.money)}
        />
      </label>
      {from > lo ? <input type="hidden" name="priceMin" value={from} /> : null}
      {to < hi ? <input type="hidden" name="priceMax" value={to} /> : null}
    </div>
  );
}
