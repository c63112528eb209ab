import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { ShopLink } from '@/components/layout/shop-link';
import type { CustomerProfile } from '@/server/customer/load-customer';
import { formatDay } from '@/lib/format-date';
import { DeliveriesSlider, type DeliverySlide } from './deliveries-slider';
import { EmailVerificationNotice } from './email-verification-notice';
import { LogoutButton } from './logout-button';

/** A tile of the overview: a heading link and a line of text. */
function Tile(props: { href: string; title: string; text: string }) {
  return (
    <li className="rounded-shop border border-border p-5 hover:border-primary">
      <h3 className="text-lg font-bold">
        <ShopLink href={props.href} className="after:absolute after:inset-0 relative">
          {props.title}
        </ShopLink>
      </h3>
      <p className="mt-1 text-sm">{props.text}</p>
    </li>
  );
}

/** The account overview of customer-and-content S2: greeting, verification state and the tiles. */
export async function AccountOverview(props: {
  customer: CustomerProfile;
  deliveries: DeliverySlide[];
  today: string;
}) {
  const t = await getTranslations('account');
  const dates = { locale: await getLocale(), timeZone: await getTimeZone() };
  const { customer } = props;
  const flat = customer.shippingFlatUntil;
  return (
    <div className="mt-6 flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold md:text-3xl">
          {t('welcome', { name: `${customer.firstName} ${customer.lastName}` })}
        </h1>
        {customer.emailVerification === 'verified' ? (
          <EmailVerificationNotice state="verified" email={customer.email} />
        ) : null}
      </div>
      <p>{t('customerNumber', { number: customer.customerNumber })}</p>
      {customer.emailVerification !== 'verified' ? (
        <EmailVerificationNotice state={customer.emailVerification} email={customer.email} />
      ) : null}
      <section aria-labelledby="tiles-heading">
        <h2 id="tiles-heading" className="sr-only">
          {t('tilesHeading')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <li className="rounded-shop border border-border p-5 sm:col-span-2 lg:col-span-3">
            <h3 className="text-lg font-bold">{t('tileDeliveries')}</h3>
            <DeliveriesSlider parcels={props.deliveries} />
          </li>
          <Tile href="/customer/orders" title={t('tileOrders')} text={t('tileOrdersText')} />
          <Tile href="/customer/returns" title={t('tileReturns')} text={t('tileReturnsText')} />
          <Tile href="/customer/invoices" title={t('tileInvoices')} text={t('tileInvoicesText')} />
          <Tile href="/customer/maturities" title={t('tileBalance')} text={t('tileBalanceText')} />
          <Tile href="/customer/card" title={t('tileCard')} text={t('tileCardText')} />
          {flat ? (
            <li className="rounded-shop border border-border p-5" data-testid="shipping-flat">
              <h3 className="text-lg font-bold">{t('tileFlat')}</h3>
              <p className="mt-1 text-sm">
                {flat >= props.today
                  ? t('flatValid', { date: formatDay(flat, dates) })
                  : t('flatExpired', { date: formatDay(flat, dates) })}
              </p>
            </li>
          ) : null}
          <Tile href="/content/kundenservice/faq" title={t('tileHelp')} text={t('tileHelpText')} />
          <Tile href="/customer/delete-account" title={t('tileDelete')} text={t('tileDeleteText')} />
          <li className="rounded-shop border border-border p-5">
            <h3 className="text-lg font-bold">{t('tileLogout')}</h3>
            <p className="mt-1 text-sm">{t('tileLogoutText')}</p>
            <LogoutButton
              label={t('logout')}
              className="mt-3 rounded-shop border border-primary px-3 py-2 text-sm font-semibold text-primary"
            />
          </li>
        </ul>
      </section>
    </div>
  );
}
