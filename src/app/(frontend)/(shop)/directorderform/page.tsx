import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DirectOrderForm } from '@/components/basket/direct-order-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('directOrder');
  return { title: t('title'), robots: { index: false, follow: true } };
}

/** /directorderform (spec S2.9): article numbers from the catalogue straight into the basket. */
export default async function DirectOrderFormPage() {
  const t = await getTranslations('directOrder');
  return (
    <div className="max-w-5xl">
      <h1 className="mt-6 text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <p className="mt-2">{t('intro')}</p>
      <DirectOrderForm />
    </div>
  );
}
