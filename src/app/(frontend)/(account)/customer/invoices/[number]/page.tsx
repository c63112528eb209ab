import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { UnauthorizedPage } from '@/components/account/unauthorized-page';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ShopLink } from '@/components/layout/shop-link';
import { HashModal } from '@/components/overlay/hash-modal';
import { formatIban } from '@/lib/account/epc-qr';
import { formatDay } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { loadCustomerInvoice } from '@/server/account/load-invoice';
import { QR_SIZE } from '@/server/account/render-invoice-qr';
import { accountPageCustomer } from '@/server/customer/account-page';
import { currentShop } from '@/server/shop/current-shop';
import { shopMoney } from '@/lib/shop/shop-money';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ number: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('account');
  const { number } = await params;
  return {
    title: t('invoiceDetailTitle', { invoiceNumber: number }),
    robots: { index: false, follow: false },
  };
}

/** /customer/invoices/{number}: the instalment table, the QR bank-payment modal and the PDF. */
export default async function InvoicePage({ params }: Props) {
  const shop = await currentShop();
  const { number } = await params;
  const page = await accountPageCustomer();
  if (!page) return <UnauthorizedPage target={`/customer/invoices/${number}`} />;
  const invoice = await loadCustomerInvoice(page.db, page.shop, page.customer.id, number);
  if (!invoice) notFound();
  const t = await getTranslations('account');
  const transfer = invoice.transfer;
  return (
    <>
      <Breadcrumbs
        items={[
          { name: t('breadcrumbAccount'), path: '/customer' },
          { name: t('invoicesTitle'), path: '/customer/invoices' },
          { name: t('invoiceDetailTitle', { invoiceNumber: number }), path: `/customer/invoices/${number}` },
        ]}
      />
      <h1 className="text-2xl font-bold md:text-3xl">{t('invoiceDetailTitle', { invoiceNumber: number })}</h1>
      <dl className="mt-4 grid max-w-xl grid-cols-2 gap-2 text-sm">
        <dt className="font-semibold">{t('invoiceDate')}</dt>
        <dd>{formatDay(invoice.issuedOn, shop)}</dd>
        <dt className="font-semibold">{t('invoiceAmount')}</dt>
        <dd>{formatPrice(invoice.amountCents, shopMoney(shop))}</dd>
        <dt className="font-semibold">{t('paidWith')}</dt>
        <dd>{t(`payment_${invoice.paidWith}` as never)}</dd>
        <dt className="font-semibold">{t('invoiceStatus')}</dt>
        <dd data-testid="invoice-status">
          {invoice.status === 'open' && invoice.instalments.length > 1
            ? t('instalmentRunning')
            : t(`status_${invoice.status}`)}
        </dd>
        <dt className="font-semibold">{t('invoiceOpen')}</dt>
        <dd>{formatPrice(invoice.openCents, shopMoney(shop))}</dd>
        {invoice.order ? (
          <>
            <dt className="font-semibold">{t('orderNumber', { orderNumber: '' }).trim()}</dt>
            <dd>
              <ShopLink href={`/customer/orders/${invoice.order.orderNumber}/1`} className="underline">
                {invoice.order.orderNumber}
              </ShopLink>
            </dd>
          </>
        ) : null}
      </dl>
      {invoice.status !== 'paid' && invoice.nextDueOn && invoice.instalments.length > 1 ? (
        <p className="mt-3">{t('nextInstalmentDue', { date: formatDay(invoice.nextDueOn, shop) })}</p>
      ) : null}
      <section aria-labelledby="instalments-heading" className="mt-6 max-w-2xl">
        <h2 id="instalments-heading" className="text-lg font-bold">
          {t('instalmentsHeading')}
        </h2>
        <table className="mt-2 w-full text-left text-sm" data-testid="instalments">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2">
                {t('instalmentPosition')}
              </th>
              <th scope="col">{t('instalmentDue')}</th>
              <th scope="col">{t('invoiceStatus')}</th>
              <th scope="col" className="text-right">
                {t('instalmentAmount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.instalments.map((i) => (
              <tr key={i.position} className="border-b border-border">
                <td className="py-2">{i.position}</td>
                <td>{formatDay(i.dueOn, shop)}</td>
                <td className={i.status === 'overdue' ? 'font-semibold text-error' : undefined}>
                  {i.paidOn ? t('paidOn', { date: formatDay(i.paidOn, shop) }) : t(`status_${i.status}`)}
                </td>
                <td className="text-right">{formatPrice(i.amountCents, shopMoney(shop))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <a
          href={`/customer/invoices/${number}/pdf`}
          download
          className="rounded-shop bg-primary px-4 py-3 font-semibold text-primary-contrast"
        >
          {t('downloadPdf')}
        </a>
        {transfer && invoice.currency === 'EUR' ? (
          <HashModal
            id="qr-payment"
            label={t('payByQr')}
            title={t('qrTitle')}
            buttonClassName="rounded-shop border border-primary px-4 py-3 font-semibold text-primary"
          >
            <div className="flex flex-col gap-3">
              <p>{t('qrIntro')}</p>
              {/* eslint-disable-next-line @next/next/no-img-element -- a private, per-customer image */}
              <img
                src={`/customer/invoices/${number}/qr`}
                width={QR_SIZE}
                height={QR_SIZE}
                alt={t('qrAlt', {
                  amount: formatPrice(transfer.amountCents, shopMoney(shop)),
                  payee: transfer.payee,
                })}
                data-testid="epc-qr"
              />
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-semibold">{t('payee')}</dt>
                <dd>{transfer.payee}</dd>
                <dt className="font-semibold">{t('iban')}</dt>
                <dd>{formatIban(transfer.iban)}</dd>
                <dt className="font-semibold">{t('bic')}</dt>
                <dd>
                  {shop.bank.bankName} / {transfer.bic}
                </dd>
                <dt className="font-semibold">{t('amount')}</dt>
                <dd>{formatPrice(transfer.amountCents, shopMoney(shop))}</dd>
                <dt className="font-semibold">{t('purpose')}</dt>
                <dd>{transfer.purpose}</dd>
              </dl>
              <p className="text-sm">{t('bookingHint')}</p>
            </div>
          </HashModal>
        ) : null}
      </div>
    </>
  );
}
