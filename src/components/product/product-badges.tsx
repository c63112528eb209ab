'use client';

import type { BadgeInput } from '@/lib/badges';
import { savingPercent } from '@/lib/money';
import type { VariantPrice } from '@/lib/price-summary';
import { Badges } from './badges';
import { useChosenSize } from './chosen-size';

interface Props extends Omit<BadgeInput, 'variantChosen'> {
  /** the sizes' prices by id: a chosen size shows its own saving */
  sizes: (VariantPrice & { id: string })[];
}

/** The product page's badges (S4.3): 'bis zu - n%' until a size is chosen, then that size's saving. */
export function ProductBadges({ sizes, ...badge }: Props) {
  const [chosenId] = useChosenSize(null);
  const chosen = sizes.find((s) => s.id === chosenId);
  if (!chosen) return <Badges {...badge} variantChosen={false} />;
  const saving = savingPercent(chosen.priceCents, chosen.priceCents + chosen.saleReductionCents);
  return <Badges {...badge} saving={saving} savingRange={false} variantChosen />;
}
