import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BasketView } from '@/components/basket/basket-view';
import { ShopLink } from '@/components/layout/shop-link';
import { loadBasket } from '@/server/basket/load-basket';
import { getDb } from '@/server/db';
import { currentSessionId } from '@/server/session/current-session';
import { currentShop } from '@/server/shop/current-shop';
import { categoryPathIn } from '@/server/catalog/category-index';
import { RecommendationSliders } from '@/components/recommendation/recommendation-sliders';
import { RECO_PLACEMENTS } from '@/lib/recommendation/reco-placements';
import { LoyaltyBox } from '@/components/loyalty/loyalty-box';
import { loyaltyNumberOfShopper } from '@/server/loyalty/loyalty-number-of-shopper';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('basket');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /basket (spec S2.8), rendered from the shopper's session on every request. */
export default async function BasketPage() {
  const shop = await currentShop();
  const t = await getTranslations('basket');
  const db = await getDb();
  const sessionId = await currentSessionId(db, shop);
  const basket = await loadBasket(db, shop, sessionId);
  const linkedNumber = shop.loyalty && sessionId ? await loyaltyNumberOfShopper(db, sessionId) : null;
  const goodsCents = basket.lines.reduce(
    (sum, line) => sum + line.variant.priceCents * line.stored.quantity,
    0,
  );
  return (
    <>
      <h1 className="mt-6 text-2xl font-bold md:text-3xl">{t('title')}</h1>
      {basket.lines.length === 0 ? (
        <div className="mt-6 flex flex-col gap-6" data-testid="basket-empty">
          <p className="text-lg">{t('empty')}</p>
          <div className="flex flex-wrap gap-3">
            <ShopLink
              href={categoryPathIn(shop.locale, '/mode/damenmode')}
              className="rounded-shop bg-primary px-4 py-3 font-semibold text-primary-contrast"
            >
              {t('toFashion')}
            </ShopLink>
            <ShopLink
              href={categoryPathIn(shop.locale, '/inspirationen')}
              className="rounded-shop border border-border px-4 py-3 font-semibold"
            >
              {t('toInspiration')}
            </ShopLink>
          </div>
          <nav aria-label={t('helpLabel')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 underline">
              <li>
                <ShopLink href="/content/kundenservice/faq-lieferung">{t('helpDelivery')}</ShopLink>
              </li>
              <li>
                <ShopLink href="/content/kundenservice/faq">{t('helpFaq')}</ShopLink>
              </li>
            </ul>
          </nav>
        </div>
      ) : (
        <>
          <BasketView
            basket={basket}
            loyalty={<LoyaltyBox shop={shop} goodsCents={goodsCents} linkedNumber={linkedNumber} />}
          />
          {/* alternatives to the basket's items (storefront S2.8), from the shopper's basket */}
          <div className="mt-12">
            <RecommendationSliders anchor="basket" params={{}} outputs={RECO_PLACEMENTS.basket} />
          </div>
        </>
      )}
    </>
  );
}
