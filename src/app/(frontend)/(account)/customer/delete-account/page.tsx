import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DeleteAccount } from '@/components/account/delete-account';
import { UnauthorizedPage } from '@/components/account/unauthorized-page';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { accountPageCustomer } from '@/server/customer/account-page';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('deleteTitle'), robots: { index: false, follow: false } };
}

/** /customer/delete-account: the irrevocable request to delete the account. */
export default async function DeleteAccountPage() {
  const page = await accountPageCustomer();
  if (!page) return <UnauthorizedPage target="/customer/delete-account" />;
  const t = await getTranslations('account');
  return (
    <>
      <Breadcrumbs
        items={[
          { name: t('breadcrumbAccount'), path: '/customer' },
          { name: t('deleteTitle'), path: '/customer/delete-account' },
        ]}
      />
      <h1 className="mb-4 text-2xl font-bold md:text-3xl">{t('deleteTitle')}</h1>
      <DeleteAccount />
    </>
  );
}
