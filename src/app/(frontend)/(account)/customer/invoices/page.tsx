import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnauthorizedPage } from '@/components/account/unauthorized-page';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ShopLink } from '@/components/layout/shop-link';
import { HashModal } from '@/components/overlay/hash-modal';
import { formatDay } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { INVOICE_PERIODS, listCustomerInvoices, type InvoicePeriod } from '@/server/account/list-invoices';
import { accountPageCustomer } from '@/server/customer/account-page';
import { currentShop } from '@/server/shop/current-shop';
import { shopMoney } from '@/lib/shop/shop-money';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('invoicesTitle'), robots: { index: false, follow: false } };
}

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /customer/invoices?months=3|6|12: the invoices of the period (12 unless given), the older-invoices modal. */
export default async function InvoicesPage({ searchParams }: Props) {
  const shop = await currentShop();
  const page = await accountPageCustomer();
  if (!page) return <UnauthorizedPage target="/customer/invoices" />;
  const t = await getTranslations('account');
  const raw = Number((await searchParams).months);
  const months: InvoicePeriod = (INVOICE_PERIODS as readonly number[]).includes(raw)
    ? (raw as InvoicePeriod)
    : 12;
  const { invoices, hasOlder } = await listCustomerInvoices(page.db, page.customer.id, months);
  return (
    <>
      <Breadcrumbs
        items={[
          { name: t('breadcrumbAccount'), path: '/customer' },
          { name: t('invoicesTitle'), path: '/customer/invoices' },
        ]}
      />
      <h1 className="text-2xl font-bold md:text-3xl">{t('invoicesTitle')}</h1>
      <nav aria-label={t('invoicesPeriod')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {INVOICE_PERIODS.map((m) => (
            <li key={m}>
              <ShopLink
                href={`/customer/invoices?months=${m}`}
                aria-current={m === months ? 'page' : undefined}
                className={`inline-block rounded-full border px-3 py-1 text-sm ${m === months ? 'border-primary bg-primary text-primary-contrast' : 'border-border'}`}
              >
                {t('invoicesMonths', { months: m })}
              </ShopLink>
            </li>
          ))}
        </ul>
      </nav>
      {invoices.length === 0 ? (
        <p className="mt-6">{t('invoicesEmpty')}</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {invoices.map((invoice) => (
            <li
              key={invoice.invoiceNumber}
              className="rounded-shop border border-border p-4"
              data-testid="invoice"
            >
              <h2 className="font-bold">
                <ShopLink href={`/customer/invoices/${invoice.invoiceNumber}`} className="underline">
                  {t('invoiceNumber', { invoiceNumber: invoice.invoiceNumber })}
                </ShopLink>
              </h2>
              <p className="text-sm">
                {t('invoiceDate')}: {formatDay(invoice.issuedOn, shop)} · {t('invoiceAmount')}:{' '}
                {formatPrice(invoice.amountCents, shopMoney(shop))}
              </p>
              <p className="text-sm">
                {t('invoiceStatus')}:{' '}
                <span className={invoice.status === 'overdue' ? 'font-semibold text-error' : 'font-semibold'}>
                  {invoice.status === 'open' && invoice.instalmentCount > 1
                    ? t('instalmentRunning')
                    : t(`status_${invoice.status}`)}
                </span>
                {invoice.openCents > 0
                  ? ` · ${t('invoiceOpen')}: ${formatPrice(invoice.openCents, shopMoney(shop))}`
                  : ''}
              </p>
              {invoice.status !== 'paid' && invoice.nextDueOn && invoice.instalmentCount > 1 ? (
                <p className="text-sm">
                  {t('nextInstalmentDue', { date: formatDay(invoice.nextDueOn, shop) })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {hasOlder ? (
        <p className="mt-6">
          <HashModal id="older-invoices" label={t('invoicesOlder')} title={t('invoicesOlderTitle')}>
            <p>{t('invoicesOlderText', { phone: shop.customerService.phone })}</p>
          </HashModal>
        </p>
      ) : null}
    </>
  );
}
