import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnauthorizedPage } from '@/components/account/unauthorized-page';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { customerCardSvg } from '@/server/account/customer-card-svg';
import { accountPageCustomer } from '@/server/customer/account-page';
import { loadCustomer } from '@/server/customer/load-customer';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('cardTitle'), robots: { index: false, follow: false } };
}

/** /customer/card: the digital customer card with the customer number as a scannable code. */
export default async function CustomerCardPage() {
  const page = await accountPageCustomer();
  if (!page) return <UnauthorizedPage target="/customer/card" />;
  const t = await getTranslations('account');
  const shop = await getTranslations('shop');
  const customer = (await loadCustomer(page.db, page.customer.id))!;
  const svg = await customerCardSvg(customer.customerNumber);
  return (
    <>
      <Breadcrumbs
        items={[
          { name: t('breadcrumbAccount'), path: '/customer' },
          { name: t('cardTitle'), path: '/customer/card' },
        ]}
      />
      <h1 className="text-2xl font-bold md:text-3xl">{t('cardTitle')}</h1>
      <p className="mt-2">{t('cardIntro')}</p>
      <div
        className="mt-6 flex max-w-sm flex-col items-center gap-3 rounded-shop bg-primary p-6 text-primary-contrast"
        data-testid="customer-card"
      >
        <p className="text-2xl font-bold tracking-wide">{shop('name')}</p>
        <p className="text-lg">
          {customer.firstName} {customer.lastName}
        </p>
        <div
          role="img"
          aria-label={t('cardAlt', { number: customer.customerNumber })}
          className="rounded-shop bg-white p-2"
          // generated from the 6–8 digits of the customer number only
          dangerouslySetInnerHTML={{ __html: svg }}
        />
        <p className="font-mono text-xl tracking-widest">{customer.customerNumber}</p>
      </div>
    </>
  );
}
