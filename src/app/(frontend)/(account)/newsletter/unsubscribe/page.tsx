import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnsubscribeForm } from '@/components/service/unsubscribe-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('newsletter');
  return { title: t('unsubscribeTitle'), robots: { index: false, follow: false } };
}

/** /newsletter/unsubscribe: unsubscribe an address. */
export default async function NewsletterUnsubscribePage() {
  const t = await getTranslations('newsletter');
  return (
    <div className="mt-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('unsubscribeTitle')}</h1>
      <p className="mt-2">{t('unsubscribeIntro')}</p>
      <UnsubscribeForm />
    </div>
  );
}
