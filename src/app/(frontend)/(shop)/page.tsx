import type { Metadata } from 'next';
import { ShopLink } from '@/components/layout/shop-link';
import { getTranslations } from 'next-intl/server';
import { productImageSrcSet, productImageUrl } from '@/lib/image-url';
import { getHomeSections } from '@/server/catalog/get-home-sections';
import { getDb } from '@/server/db';
import { currentShop } from '@/server/shop/current-shop';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('home');
  return { title: t('title'), description: t('metaDescription'), alternates: { canonical: '/' } };
}

export default async function HomePage() {
  const t = await getTranslations('home');
  const sections = await getHomeSections(await getDb(), await currentShop());
  return (
    <>
      <section className="py-8">
        <h1 className="text-3xl font-bold md:text-4xl">{t('headline')}</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted">{t('intro')}</p>
      </section>
      <section aria-labelledby="home-sections">
        <h2 id="home-sections" className="sr-only">
          {t('sectionsLabel')}
        </h2>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {sections.map((section, i) => (
            <li key={section.id}>
              <ShopLink
                href={section.path}
                className="group block"
                aria-label={t('toSection', { name: section.name })}
              >
                {section.image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- the shop's own image endpoint
                  <img
                    src={productImageUrl(section.image.hash, { width: 384 })}
                    srcSet={productImageSrcSet(section.image.hash, 556)}
                    sizes="(min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw"
                    alt=""
                    width={1390}
                    height={1860}
                    loading={i < 4 ? 'eager' : 'lazy'}
                    className="product-image w-full rounded-shop bg-surface-muted object-cover"
                  />
                ) : null}
                <span className="mt-2 block text-lg font-semibold group-hover:underline">{section.name}</span>
              </ShopLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
