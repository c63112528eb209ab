import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { ShopLink } from '@/components/layout/shop-link';
import { checkoutData } from '@/server/checkout/checkout-data';
import { loadCheckout } from '@/server/checkout/load-checkout';
import { getDb } from '@/server/db';
import { currentSessionId } from '@/server/session/current-session';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /checkout (spec S2.10): addresses, delivery, payment, voucher and summary of the session's basket. */
export default async function CheckoutPage() {
  const t = await getTranslations('checkout');
  const db = await getDb();
  const checkout = await loadCheckout(db, await currentSessionId(db));
  return (
    <>
      <h1 className="mt-6 text-2xl font-bold md:text-3xl">{t('title')}</h1>
      {checkout.basket.lines.length === 0 ? (
        <div className="mt-6 flex flex-col items-start gap-4" data-testid="checkout-empty">
          <p className="text-lg">{t('emptyText')}</p>
          <ShopLink href="/basket" className="underline">
            {t('toBasket')}
          </ShopLink>
        </div>
      ) : (
        <div className="max-w-3xl">
          <CheckoutFlow data={checkoutData(checkout)} />
          <p className="mt-6">
            <ShopLink href="/basket" className="underline">
              {t('toBasket')}
            </ShopLink>
          </p>
        </div>
      )}
    </>
  );
}
