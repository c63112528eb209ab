import { shopRedirect } from '@/server/client/current-client-state';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RegisterForm } from '@/components/account/register-form';
import { ShopLink } from '@/components/layout/shop-link';
import { getDb } from '@/server/db';
import { currentCustomer } from '@/server/session/current-session';
import { currentShop } from '@/server/shop/current-shop';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('registerTitle'), robots: { index: false, follow: false } };
}

/** /customer/register: a new customer account; a logged-in customer goes to the overview. */
export default async function RegisterPage() {
  if (await currentCustomer(await getDb(), await currentShop())) return shopRedirect('/customer');
  const t = await getTranslations('account');
  return (
    <div className="mt-6 flex flex-col gap-4">
      <h1 className="text-2xl font-bold md:text-3xl">{t('registerTitle')}</h1>
      <p>
        {t('haveAccount')}{' '}
        <ShopLink href="/customer" className="font-semibold underline">
          {t('login')}
        </ShopLink>
      </p>
      <RegisterForm />
    </div>
  );
}
