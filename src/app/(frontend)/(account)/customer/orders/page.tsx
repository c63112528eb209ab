import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnauthorizedPage } from '@/components/account/unauthorized-page';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ShopLink } from '@/components/layout/shop-link';
import { formatDay } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { listCustomerOrders } from '@/server/account/list-orders';
import { accountPageCustomer } from '@/server/customer/account-page';
import { currentShop } from '@/server/shop/current-shop';
import { shopMoney } from '@/lib/shop/shop-money';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('ordersTitle'), robots: { index: false, follow: false } };
}

/** /customer/orders: the orders of the last 12 months, with the historic-orders hint. */
export default async function OrdersPage() {
  const shop = await currentShop();
  const page = await accountPageCustomer();
  if (!page) return <UnauthorizedPage target="/customer/orders" />;
  const t = await getTranslations('account');
  const te = await getTranslations('accountErrors');
  const orders = await listCustomerOrders(page.db, page.customer.id);
  return (
    <>
      <Breadcrumbs
        items={[
          { name: t('breadcrumbAccount'), path: '/customer' },
          { name: t('ordersTitle'), path: '/customer/orders' },
        ]}
      />
      <h1 className="text-2xl font-bold md:text-3xl">{t('ordersTitle')}</h1>
      <p className="mt-2">{t('ordersIntro')}</p>
      <p role="note" className="mt-4 rounded-shop bg-surface-muted p-3 text-sm">
        {te('HISTORIC_ORDERS')}
      </p>
      {orders.length === 0 ? (
        <p className="mt-6">{t('ordersEmpty')}</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {orders.map((order) => (
            <li key={order.orderNumber} className="rounded-shop border border-border p-4" data-testid="order">
              <h2 className="font-bold">{t('orderNumber', { orderNumber: order.orderNumber })}</h2>
              <p className="text-sm">
                {t('orderedOn', { date: formatDay(order.placedAt, shop) })} ·{' '}
                {t('orderItems', { count: order.itemCount })} · {t('orderTotal')}:{' '}
                {formatPrice(order.totalCents, shopMoney(shop))}
              </p>
              <p className="mt-1 text-sm text-muted">{order.names.join(', ')}</p>
              {order.parcels.length > 0 ? (
                <p className="mt-1 text-sm">
                  {order.parcels
                    .map(
                      (p) =>
                        `${t('parcelOfOrder', { index: p.parcelIndex, count: order.parcels.length })}: ${t(`parcelStatus_${p.status}` as never)}`,
                    )
                    .join(' · ')}
                </p>
              ) : null}
              <ShopLink
                href={`/customer/orders/${order.orderNumber}/1`}
                className="mt-2 inline-block font-semibold underline"
              >
                {t('orderDetails', { orderNumber: order.orderNumber })}
              </ShopLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
