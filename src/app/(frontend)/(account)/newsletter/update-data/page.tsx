import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ShopLink } from '@/components/layout/shop-link';
import { NewsletterForm } from '@/components/service/newsletter-form';
import { loadNewsletterData } from '@/server/newsletter/update-newsletter-data';
import { accountPageCustomer } from '@/server/customer/account-page';
import { loadCustomer } from '@/server/customer/load-customer';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('newsletter');
  return { title: t('updateTitle'), robots: { index: false, follow: false } };
}

/**
 * /newsletter/update-data: a logged-in subscriber whose address is verified changes the newsletter
 * data; everyone else is asked to log in through customer service (customer-and-content S2, S6).
 */
export default async function NewsletterUpdatePage() {
  const t = await getTranslations('newsletter');
  const page = await accountPageCustomer();
  const data = page ? await loadNewsletterData(page.db, page.shop, page.customer.id) : null;
  const account = page && !data ? await loadCustomer(page.db, page.customer.id) : null;
  // an unverified address may hold someone else's subscription: only customer service can tell
  const customer = account?.emailVerification === 'verified' ? account : null;
  return (
    <div className="mt-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('updateTitle')}</h1>
      {data && data.status !== 'unsubscribed' ? (
        <NewsletterForm
          mode="update"
          initial={{
            salutation: data.salutation,
            firstName: data.firstName,
            lastName: data.lastName,
            email: data.email,
            birthDate: data.birthDate,
          }}
        />
      ) : (
        <div className="mt-4 flex flex-col items-start gap-3">
          <p>{customer ? t('updateNoSubscription', { email: customer.email }) : t('updateLogin')}</p>
          <ShopLink
            href={customer ? '/newsletter/subscribe' : '/contact'}
            className="rounded-shop bg-primary px-4 py-3 font-semibold text-primary-contrast"
          >
            {customer ? t('toSubscribe') : t('updateContact')}
          </ShopLink>
        </div>
      )}
    </div>
  );
}
