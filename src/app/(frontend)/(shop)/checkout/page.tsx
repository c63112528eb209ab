import { getVoucherText } from '@/server/content/get-voucher-text';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { CheckoutLoginChoice } from '@/components/checkout/checkout-login-choice';
import { ShopLink } from '@/components/layout/shop-link';
import { checkoutData } from '@/server/checkout/checkout-data';
import { loadCheckout } from '@/server/checkout/load-checkout';
import { getDb } from '@/server/db';
import { loadCustomer } from '@/server/customer/load-customer';
import { customerCheckoutDefaults } from '@/server/customer/customer-checkout-defaults';
import { currentCustomer, currentSessionId } from '@/server/session/current-session';
import { currentShop } from '@/server/shop/current-shop';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * /checkout (spec S2.10): log in or continue as guest, then addresses, delivery, payment, voucher
 * and summary of the shopper's basket. A logged-in customer starts with the account's data.
 */
export default async function CheckoutPage() {
  const shop = await currentShop();
  const t = await getTranslations('checkout');
  const ta = await getTranslations('account');
  const db = await getDb();
  const login = await currentCustomer(db, shop);
  const customer = login ? await loadCustomer(db, login.id) : null;
  const checkout = await loadCheckout(db, shop, login?.shopperId ?? (await currentSessionId(db, shop)));
  const voucherText = checkout.voucher ? await getVoucherText(shop, checkout.voucher.code) : null;
  const data = checkoutData(shop, checkout, voucherText);
  const flow = <CheckoutFlow data={customer ? customerCheckoutDefaults(customer, data) : data} />;
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
          {customer ? (
            <p className="mt-4 text-sm">
              {ta('loggedInAs', {
                name: `${customer.firstName} ${customer.lastName}`,
                email: customer.email,
              })}
            </p>
          ) : null}
          {/* always rendered: the checkout keeps its state when the first save ends the choice */}
          <CheckoutLoginChoice ask={!customer && data.missing.includes('addresses')}>
            {flow}
          </CheckoutLoginChoice>
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
