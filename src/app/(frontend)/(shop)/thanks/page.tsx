import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { notFoundMetadata } from '@/components/error/not-found-body';
import { getTranslations } from 'next-intl/server';
import { TrackEvent } from '@/components/analytics/track-event';
import { OrderSurvey } from '@/components/checkout/order-survey';
import { ShopLink } from '@/components/layout/shop-link';
import { isPaymentMethod } from '@/lib/checkout/checkout-options';
import { formatPrice } from '@/lib/money';
import { getDb } from '@/server/db';
import { hasOrderSurvey } from '@/server/order/has-order-survey';
import { loadSessionOrder } from '@/server/order/load-order';
import type { OrderRecord } from '@/server/order/order-store';
import type { EventData } from '@/lib/analytics/event-schemas';
import { currentSessionId } from '@/server/session/current-session';
import { currentShop } from '@/server/shop/current-shop';
import { currentClientState } from '@/server/client/current-client-state';
import { AppPurchaseCompleted } from '@/components/app-bridge/app-purchase-completed';
import { shopMoney } from '@/lib/shop/shop-money';

export const dynamic = 'force-dynamic';

/** The purchase as the transaction event reports it (amounts in the currency's units). */
function transactionOf(order: OrderRecord): EventData<'transaction'> {
  const shipping = order.totalLines
    .filter((line) => ['shipping', 'freight', 'cashOnDelivery', 'expressDelivery'].includes(line.kind))
    .reduce((sum, line) => sum + line.cents, 0);
  return {
    orderNumber: order.orderNumber,
    currency: order.currency as EventData<'transaction'>['currency'],
    value: order.totalCents / 100,
    shipping: shipping / 100,
    products: order.lines.map((line) => ({
      id: line.productId,
      variant: line.variantId,
      name: line.name,
      price: line.unitPriceCents / 100,
      quantity: line.quantity,
    })),
  };
}

type SearchParams = Promise<{ order?: string | string[] }>;

/** The order the page shows: the one the session placed under that number, else none (404). */
const orderOf = cache(async (param: string | string[] | undefined) => {
  if (typeof param !== 'string') return null;
  const shop = await currentShop();
  const db = await getDb();
  return loadSessionOrder(db, await currentSessionId(db, shop), param);
});

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  // another session's order number shows the not-found page, under its title
  if (!(await orderOf((await searchParams).order))) return notFoundMetadata();
  const t = await getTranslations('thanks');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /thanks?order={number} (spec S2.10): the order number and the NPS survey, for the ordering session only. */
export default async function ThanksPage({ searchParams }: { searchParams: SearchParams }) {
  const shop = await currentShop();
  const db = await getDb();
  const order = await orderOf((await searchParams).order);
  if (!order) notFound();
  const [t, tc, answered, client] = await Promise.all([
    getTranslations('thanks'),
    getTranslations('checkout'),
    hasOrderSurvey(db, order.id),
    currentClientState(),
  ]);
  const payment = isPaymentMethod(order.paymentMethod)
    ? tc(`payment_${order.paymentMethod}`)
    : order.paymentMethod;
  return (
    <div className="max-w-3xl">
      <h1 className="mt-6 text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <p className="mt-4 text-xl" data-testid="order-number">
        {t('orderNumber', { orderNumber: order.orderNumber })}
      </p>
      <p className="mt-2 text-sm">{t('orderNumberHint')}</p>
      <p className="mt-4" data-testid="order-total">
        {t('total', { total: formatPrice(order.totalCents, shopMoney(shop)) })}
      </p>
      <p>{t('payment', { method: payment })}</p>
      <ShopLink
        href="/"
        className="mt-6 inline-block rounded-shop border border-border px-4 py-3 font-semibold"
      >
        {t('continueShopping')}
      </ShopLink>
      <OrderSurvey orderNumber={order.orderNumber} answered={answered} />
      <TrackEvent name="transaction" data={transactionOf(order)} />
      {client.webview ? (
        <AppPurchaseCompleted
          orderNumber={order.orderNumber}
          value={order.totalCents / 100}
          currency={order.currency}
        />
      ) : null}
    </div>
  );
}
