import type { Metadata } from 'next';
import { indexablePageMetadata } from '@/server/seo/page-metadata';
import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/service/contact-form';
import { getDb } from '@/server/db';
import { loadCustomer } from '@/server/customer/load-customer';
import { currentCustomer } from '@/server/session/current-session';
import { currentShop } from '@/server/shop/current-shop';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('contact');
  return indexablePageMetadata(await currentShop(), {
    title: t('title'),
    description: t('intro'),
    path: '/contact',
  });
}

/** /contact: the contact form; a logged-in customer's e-mail and customer number are filled in. */
export default async function ContactPage() {
  const shop = await currentShop();
  const t = await getTranslations('contact');
  const db = await getDb();
  const login = await currentCustomer(db, shop);
  const customer = login ? await loadCustomer(db, login.id) : null;
  return (
    <div className="mt-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <p className="mt-2">{t('intro')}</p>
      <ContactForm email={customer?.email ?? ''} customerNumber={customer?.customerNumber ?? ''} />
    </div>
  );
}
