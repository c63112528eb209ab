import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnauthorizedPage } from '@/components/account/unauthorized-page';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ShopLink } from '@/components/layout/shop-link';
import { formatDay } from '@/lib/format-date';
import { formatPrice } from '@/lib/money';
import { listCustomerReturns } from '@/server/account/list-returns';
import { accountPageCustomer } from '@/server/customer/account-page';
import { currentShop } from '@/server/shop/current-shop';
import { shopMoney } from '@/lib/shop/shop-money';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('returnsTitle'), robots: { index: false, follow: false } };
}

const STEPS = ['registered', 'received', 'refunded'] as const;

/** /customer/returns: the returned pieces and each one's status ('Retourenstatus'). */
export default async function ReturnsPage() {
  const shop = await currentShop();
  const page = await accountPageCustomer();
  if (!page) return <UnauthorizedPage target="/customer/returns" />;
  const t = await getTranslations('account');
  const returns = await listCustomerReturns(page.db, page.customer.id);
  return (
    <>
      <Breadcrumbs
        items={[
          { name: t('breadcrumbAccount'), path: '/customer' },
          { name: t('returnsTitle'), path: '/customer/returns' },
        ]}
      />
      <h1 className="text-2xl font-bold md:text-3xl">{t('returnsTitle')}</h1>
      <p className="mt-2">{t('returnsIntro')}</p>
      <p className="mt-2 text-sm">{t('returnHowTo')}</p>
      {returns.length === 0 ? (
        <p className="mt-6">{t('returnsEmpty')}</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {returns.map((r) => {
            const reached = STEPS.indexOf(r.status as (typeof STEPS)[number]);
            const dates = [r.registeredAt, r.receivedAt, r.refundedAt];
            return (
              <li
                key={`${r.orderNumber}-${r.linePosition}-${r.registeredAt.toISOString()}`}
                className="rounded-shop border border-border p-4"
                data-testid="return-item"
              >
                <h2 className="font-bold">{r.name}</h2>
                <p className="text-sm">
                  {t('articleLine', { color: r.color, size: r.size, quantity: r.quantity })} ·{' '}
                  <ShopLink href={`/customer/orders/${r.orderNumber}/1`} className="underline">
                    {t('orderNumber', { orderNumber: r.orderNumber })}
                  </ShopLink>
                </p>
                <h3 className="mt-2 text-sm font-semibold">
                  {t('returnStatusTitle')}: {t(`returnStatus_${r.status}` as never)}
                </h3>
                <ol className="mt-1 flex flex-wrap gap-4 text-sm">
                  {STEPS.map((step, i) => (
                    <li key={step} className={i <= reached ? 'font-semibold' : 'text-muted'}>
                      {i <= reached && dates[i]
                        ? t(
                            (
                              {
                                registered: 'returnRegisteredOn',
                                received: 'returnReceivedOn',
                                refunded: 'returnRefundedOn',
                              } as const
                            )[step],
                            { date: formatDay(dates[i]!, shop) },
                          )
                        : t(`returnStatus_${step}`)}
                    </li>
                  ))}
                </ol>
                {r.status === 'refunded' ? (
                  <p className="mt-1 text-sm">
                    {t('returnRefund', { amount: formatPrice(r.refundCents, shopMoney(shop)) })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
