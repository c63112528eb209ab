import type { Metadata } from 'next';
import { currentShop } from '@/server/shop/current-shop';
import { indexablePageMetadata } from '@/server/seo/page-metadata';
import { getTranslations } from 'next-intl/server';
import { NewsletterForm } from '@/components/service/newsletter-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('newsletter');
  return indexablePageMetadata(await currentShop(), {
    title: t('title'),
    description: t('intro'),
    path: '/newsletter/subscribe',
  });
}

/** /newsletter/subscribe: the subscription form (double opt-in, 10 % code after confirmation). */
export default async function NewsletterSubscribePage() {
  const t = await getTranslations('newsletter');
  return (
    <div className="mt-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <p className="mt-2">{t('intro')}</p>
      <NewsletterForm mode="subscribe" />
    </div>
  );
}
