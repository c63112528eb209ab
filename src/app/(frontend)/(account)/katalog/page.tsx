import type { Metadata } from 'next';
import { currentShop } from '@/server/shop/current-shop';
import { indexablePageMetadata } from '@/server/seo/page-metadata';
import { getTranslations } from 'next-intl/server';
import { CatalogueForm } from '@/components/service/catalogue-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('catalogue');
  return indexablePageMetadata(await currentShop(), {
    title: t('title'),
    description: t('intro'),
    path: '/katalog',
  });
}

/** /katalog: order free printed catalogues (customer-and-content S2; the route is not shown there). */
export default async function CataloguePage() {
  const t = await getTranslations('catalogue');
  return (
    <div className="mt-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <p className="mt-2">{t('intro')}</p>
      <CatalogueForm />
    </div>
  );
}
