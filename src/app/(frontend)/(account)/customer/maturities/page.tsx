import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnauthorizedPage } from '@/components/account/unauthorized-page';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ShopLink } from '@/components/layout/shop-link';
import { formatDay } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { loadAccountBalance } from '@/server/account/load-account-balance';
import { accountPageCustomer } from '@/server/customer/account-page';
import { currentShop } from '@/server/shop/current-shop';
import { shopMoney } from '@/lib/shop/shop-money';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('maturitiesTitle'), robots: { index: false, follow: false } };
}

/** /customer/maturities: the account balance and the open payments (customer-and-content S2). */
export default async function MaturitiesPage() {
  const shop = await currentShop();
  const page = await accountPageCustomer();
  if (!page) return <UnauthorizedPage target="/customer/maturities" />;
  const t = await getTranslations('account');
  const balance = await loadAccountBalance(page.db, page.customer.id);
  return (
    <>
      <Breadcrumbs
        items={[
          { name: t('breadcrumbAccount'), path: '/customer' },
          { name: t('maturitiesTitle'), path: '/customer/maturities' },
        ]}
      />
      <h1 className="text-2xl font-bold md:text-3xl">{t('maturitiesTitle')}</h1>
      {balance.openCents === 0 ? (
        <p className="mt-4">{t('balanceSettled')}</p>
      ) : (
        <>
          <dl className="mt-4 grid max-w-md grid-cols-2 gap-2" data-testid="balance">
            <dt className="font-semibold">{t('balanceOpen')}</dt>
            <dd className="text-right text-lg font-bold">
              {formatPrice(balance.openCents, shopMoney(shop))}
            </dd>
            {balance.overdueCents > 0 ? (
              <>
                <dt className="font-semibold text-error">{t('balanceOverdue')}</dt>
                <dd className="text-right font-semibold text-error">
                  {formatPrice(balance.overdueCents, shopMoney(shop))}
                </dd>
              </>
            ) : null}
          </dl>
          <section aria-labelledby="open-payments-heading" className="mt-6 max-w-2xl">
            <h2 id="open-payments-heading" className="text-lg font-bold">
              {t('openPaymentsHeading')}
            </h2>
            <table className="mt-2 w-full text-left text-sm">
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2">
                    {t('instalmentDue')}
                  </th>
                  <th scope="col">{t('invoicesTitle')}</th>
                  <th scope="col">{t('invoiceStatus')}</th>
                  <th scope="col" className="text-right">
                    {t('instalmentAmount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {balance.openPayments.map((p) => (
                  <tr key={`${p.invoiceNumber}-${p.position}`} className="border-b border-border">
                    <td className="py-2">{formatDay(p.dueOn, shop)}</td>
                    <td>
                      <ShopLink href={`/customer/invoices/${p.invoiceNumber}`} className="underline">
                        {t('toInvoice', { invoiceNumber: p.invoiceNumber })}
                      </ShopLink>
                    </td>
                    <td className={p.status === 'overdue' ? 'font-semibold text-error' : undefined}>
                      {t(`status_${p.status}`)}
                    </td>
                    <td className="text-right">{formatPrice(p.amountCents, shopMoney(shop))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
      <p className="mt-4 text-sm">{t('bookingHint')}</p>
    </>
  );
}
