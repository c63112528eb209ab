import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OrderStateNote } from '@/components/account/order-state-note';
import { ParcelTracking } from '@/components/account/parcel-tracking';
import { PaymentPauseOption } from '@/components/account/payment-pause-option';
import { UnauthorizedPage } from '@/components/account/unauthorized-page';
import { TotalsList } from '@/components/basket/totals-list';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ShopLink } from '@/components/layout/shop-link';
import { formatDay } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { loadCustomerOrder } from '@/server/account/load-customer-order';
import { accountPageCustomer } from '@/server/customer/account-page';
import { currentShop } from '@/server/shop/current-shop';
import { shopMoney } from '@/lib/shop/shop-money';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ order: string; parcel: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('account');
  const { order } = await params;
  return { title: t('orderDetailTitle', { orderNumber: order }), robots: { index: false, follow: false } };
}

/**
 * /customer/orders/{order}/{parcel}: an order of the customer (date, number, total, items, delivery
 * address, payment, pay-break option) with the tracking of its parcel {parcel} (decision 0011).
 */
export default async function OrderDetailPage({ params }: Props) {
  const shop = await currentShop();
  const { order: orderNumber, parcel: parcelParam } = await params;
  const page = await accountPageCustomer();
  if (!page) return <UnauthorizedPage target={`/customer/orders/${orderNumber}/${parcelParam}`} />;
  if (!/^\d{1,2}$/.test(parcelParam)) notFound();
  const order = await loadCustomerOrder(page.db, page.customer.id, orderNumber);
  if (!order) notFound();
  const parcelIndex = Number(parcelParam);
  const parcel = order.parcels.find((p) => p.parcelIndex === parcelIndex);
  if (!parcel && !(parcelIndex === 1 && order.parcels.length === 0)) notFound();
  const t = await getTranslations('account');
  const tc = await getTranslations('checkout');
  const address = order.deliveryAddress;
  return (
    <>
      <Breadcrumbs
        items={[
          { name: t('breadcrumbAccount'), path: '/customer' },
          { name: t('ordersTitle'), path: '/customer/orders' },
          {
            name: t('orderDetailTitle', { orderNumber }),
            path: `/customer/orders/${orderNumber}/${parcelParam}`,
          },
        ]}
      />
      <h1 className="text-2xl font-bold md:text-3xl">{t('orderDetailTitle', { orderNumber })}</h1>
      <dl className="mt-4 grid max-w-xl grid-cols-2 gap-2 text-sm">
        <dt className="font-semibold">{t('orderDate')}</dt>
        <dd>{formatDay(order.placedAt, shop)}</dd>
        <dt className="font-semibold">{t('orderTotal')}</dt>
        <dd>{formatPrice(order.totalCents, shopMoney(shop))}</dd>
        <dt className="font-semibold">{t('payment')}</dt>
        <dd>{t(`payment_${order.invoice?.paidWith ?? order.paymentMethod}` as never)}</dd>
        {order.invoice ? (
          <>
            <dt className="font-semibold">
              {t('invoiceOfOrder', { invoiceNumber: order.invoice.invoiceNumber })}
            </dt>
            <dd>
              <ShopLink href={`/customer/invoices/${order.invoice.invoiceNumber}`} className="underline">
                {t(`status_${order.invoice.status}`)}
              </ShopLink>
            </dd>
          </>
        ) : null}
      </dl>
      {order.paymentPause ? (
        <section aria-labelledby="pause-heading" className="mt-6 rounded-shop border border-border p-4">
          <h2 id="pause-heading" className="text-lg font-bold">
            {t('paymentPauseHeading')}
          </h2>
          <PaymentPauseOption
            orderNumber={orderNumber}
            text={t('paymentPauseText', {
              date: formatDay(order.paymentPause.dueOn, shop),
              fee: formatPrice(order.paymentPause.feeCents, shopMoney(shop)),
            })}
            confirmText={t('paymentPauseConfirm', {
              fee: formatPrice(order.paymentPause.feeCents, shopMoney(shop)),
            })}
          />
        </section>
      ) : null}
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {parcel ? (
          <ParcelTracking
            parcel={parcel}
            count={order.parcels.length}
            names={parcel.linePositions.map((p) => order.lines[p - 1]?.name ?? '')}
          />
        ) : (
          <p className="rounded-shop border border-border p-4">{t('noParcels')}</p>
        )}
        <section aria-labelledby="address-heading" className="rounded-shop border border-border p-4">
          <h2 id="address-heading" className="text-lg font-bold">
            {t('deliveryAddress')}
          </h2>
          <p>
            {tc(`salutation_${address.salutation || 'd'}`)} {address.firstName} {address.lastName}
            <br />
            {address.street} {address.houseNumber}
            {address.additional ? `, ${address.additional}` : ''}
            <br />
            {address.zipCode} {address.city}
          </p>
        </section>
      </div>
      {order.parcels.length > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-3 text-sm">
          {order.parcels.map((p) => (
            <li key={p.parcelIndex}>
              <ShopLink
                href={`/customer/orders/${orderNumber}/${p.parcelIndex}`}
                aria-current={p.parcelIndex === parcelIndex ? 'page' : undefined}
                className="underline"
              >
                {t('parcelOfOrder', { index: p.parcelIndex, count: order.parcels.length })}
              </ShopLink>
            </li>
          ))}
        </ul>
      ) : null}
      <OrderStateNote shop={shop} parcelStatus={parcel ? parcel.status : null} />
      <section aria-labelledby="items-heading" className="mt-6">
        <h2 id="items-heading" className="text-lg font-bold">
          {t('orderContents')}
        </h2>
        <ul className="mt-2 flex flex-col gap-3">
          {order.lines.map((line, i) => {
            const returned = order.returns.find((r) => r.linePosition === i + 1);
            return (
              <li key={`${line.variantId}-${i}`} className="rounded-shop border border-border p-3">
                <p className="font-semibold">{line.name}</p>
                <p className="text-sm">
                  {t('articleLine', { color: line.color, size: line.size, quantity: line.quantity })}
                </p>
                <p className="text-sm text-muted">
                  {t('articleNumber', { displayNumber: line.displayNumber })}
                </p>
                <p className="text-sm">{formatPrice(line.lineTotalCents, shopMoney(shop))}</p>
                {returned ? (
                  <p className="text-sm font-semibold">
                    {t('returnStatusTitle')}: {t(`returnStatus_${returned.status}` as never)}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <div className="mt-4 max-w-md">
          <TotalsList
            testId="order-totals"
            totals={{
              lines: order.totalLines,
              totalCents: order.totalCents,
              savingsCents: order.savingsCents,
            }}
          />
        </div>
      </section>
      <p className="mt-6">
        <ShopLink href="/customer/orders" className="underline">
          {t('ordersTitle')}
        </ShopLink>
      </p>
    </>
  );
}
