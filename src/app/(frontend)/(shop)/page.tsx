import type { Metadata } from 'next';
import { familyAlternates } from '@/server/shop/family-alternates';
import { openGraphOf } from '@/server/seo/page-metadata';
import { cache } from 'react';
import { ShopLink } from '@/components/layout/shop-link';
import { getTranslations } from 'next-intl/server';
import { ContentBlocks } from '@/components/content/content-blocks';
import { PreviewBar } from '@/components/content/preview-bar';
import { pageHeadings, type LexicalState } from '@/lib/content/lexical-headings';
import { richTextsOf } from '@/lib/content/rich-texts-of';
import { productImageSrcSet, productImageUrl } from '@/lib/image-url';
import { getHomeSections } from '@/server/catalog/get-home-sections';
import { getHomePage } from '@/server/content/get-home-page';
import { homeCategoryTiles, homePromotionCarousel } from '@/server/content/home-campaign';
import { BannerItem } from '@/components/content/banner-item';
import { CmsImage } from '@/components/content/cms-image';
import { PromotionCarousel } from '@/components/home/promotion-carousel';
import { checkContentItem } from '@/lib/content/content-item-rules';
import { previewTriggers } from '@/server/content/preview-triggers';
import { CAMPAIGN_PARAM } from '@/lib/targeting/campaign-trigger';
import { previewAllows } from '@/server/content/preview-scope';
import { getDb } from '@/server/db';
import { currentShop } from '@/server/shop/current-shop';

export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function single(value: string | string[] | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * The CMS's home page of this request's shop as targeting chooses it for this visitor (campaign
 * link, or the editor's trigger in preview), loaded once for metadata and page.
 */
const homeContent = cache(async (campaignParam: string | null, selectedTrigger: string | null) => {
  const shop = await currentShop();
  const preview = await previewAllows('/');
  const home = await getHomePage(shop, {
    preview,
    campaignParam,
    previewChoice: { selectedTrigger },
  });
  return { shop, preview, home, selectedTrigger };
});

async function contentFor(searchParams: SearchParams) {
  const params = await searchParams;
  return homeContent(single(params[CAMPAIGN_PARAM]), single(params.selectedTrigger));
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const t = await getTranslations('home');
  const { shop, home } = await contentFor(searchParams);
  const title = home?.seo?.title || t('title');
  const description = home?.seo?.description || t('metaDescription');
  return {
    title,
    description,
    alternates: { canonical: '/', languages: familyAlternates(shop, () => '/') },
    openGraph: openGraphOf(shop, { title, description, path: '/' }),
  };
}

/** The home page (spec S2): headline, the shop's departments, and the editors' content items. */
export default async function HomePage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations('home');
  const { shop, preview, home, selectedTrigger } = await contentFor(searchParams);
  const db = await getDb();
  const [departments, editorsTiles, carousel] = await Promise.all([
    getHomeSections(db, shop),
    homeCategoryTiles(db, shop, home),
    homePromotionCarousel(db, shop, home, preview),
  ]);
  // the editors' tiles, else the shop's departments with their best sellers
  const sections =
    editorsTiles.length > 0 ? editorsTiles : departments.map((section) => ({ ...section, media: null }));
  const hero = home?.heroBanner?.[0];
  const showHero = hero ? checkContentItem(hero as unknown as Record<string, unknown>).render : false;
  const items = home?.content ?? [];
  const { ids, toc } = pageHeadings(richTextsOf(items) as LexicalState[]);
  return (
    <>
      {preview ? (
        <PreviewBar path="/" triggers={await previewTriggers(shop)} selectedTrigger={selectedTrigger} />
      ) : null}
      {hero && showHero ? (
        <div className="pt-4" data-testid="hero-banner">
          <BannerItem item={hero} eager />
        </div>
      ) : null}
      <section className="py-8">
        <h1 className="text-3xl font-bold md:text-4xl">{home?.headline || t('headline')}</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted">{home?.intro || t('intro')}</p>
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
                {section.media ? (
                  <CmsImage
                    media={section.media}
                    ratio="3:4"
                    alt=""
                    sizes="(min-width:992px) 25vw,(min-width:768px) 33vw,50vw"
                    maxWidth={768}
                    priority={i < 4}
                    className="w-full rounded-shop bg-surface-muted object-cover"
                  />
                ) : section.image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- the shop's own image endpoint
                  <img
                    src={productImageUrl(section.image.hash, { width: 384 })}
                    srcSet={productImageSrcSet(section.image.hash, 556)}
                    sizes="(min-width:992px) 25vw,(min-width:768px) 33vw,50vw"
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
      <PromotionCarousel title={carousel.title} cards={carousel.cards} />
      {items.length > 0 ? (
        <div className="mt-10">
          <ContentBlocks items={items} headingIds={ids} toc={toc} shop={shop} eagerImages={false} />
        </div>
      ) : null}
    </>
  );
}
