import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/i18n/client-messages';
import { loyaltyPoints, maskedLoyaltyNumber } from '@/lib/loyalty/loyalty-number';
import type { ShopConfig } from '@/lib/shop/shop';
import { LoyaltyForm } from './loyalty-form';

/**
 * The loyalty programme in the basket (spec S1 bonus-points messaging): the points the goods earn
 * and the linked number, or a form to link one. Nothing in a shop without a programme.
 */
export async function LoyaltyBox(props: {
  shop: ShopConfig;
  goodsCents: number;
  linkedNumber: string | null;
}) {
  const programme = props.shop.loyalty;
  if (!programme) return null;
  const t = await getTranslations('loyalty');
  const points = loyaltyPoints(props.goodsCents, programme.pointsPerUnit);
  return (
    <section
      aria-labelledby="loyalty-heading"
      className="mt-4 rounded-shop border border-border p-3 cms-color-Loyalty"
    >
      <h3 id="loyalty-heading" className="font-semibold">
        {programme.name}
      </h3>
      <p className="text-sm" data-testid="loyalty-points">
        {t('basketPoints', { points, programme: programme.name })}
      </p>
      {props.linkedNumber ? (
        <p className="mt-2 text-sm" data-testid="loyalty-linked">
          {t('linkedNumber', { number: maskedLoyaltyNumber(props.linkedNumber) })}
        </p>
      ) : (
        <ClientMessages namespaces={['loyalty']}>
          <LoyaltyForm programme={programme.name} />
        </ClientMessages>
      )}
    </section>
  );
}
