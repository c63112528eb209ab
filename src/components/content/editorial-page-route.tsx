import { notFoundMetadata } from '@/components/error/not-found-body';
import type { Metadata } from 'next';
import { openGraphOf } from '@/server/seo/page-metadata';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ContentBlocks } from '@/components/content/content-blocks';
import { PreviewBar } from '@/components/content/preview-bar';
import { pageHeadings, type LexicalState } from '@/lib/content/lexical-headings';
import { richTextsOf } from '@/lib/content/rich-texts-of';
import { isPageSlug } from '@/lib/content/slug';
import { familyOf } from '@/lib/shop/shops';
import type { ShopConfig } from '@/lib/shop/shop';
import { getContentPage, shopsWithContentPage, type PageRoute } from '@/server/content/get-content-page';
import { previewAllows } from '@/server/content/preview-scope';
import { currentShop } from '@/server/shop/current-shop';
import { familyAlternates } from '@/server/shop/family-alternates';

interface Props {
  params: Promise<{ slug: string[] }>;
}

/**
 * The metadata and page of the editorial pages at /{route}/{slug} (spec S2: content, inspiration
 * and outfit pages of the CMS, in the shop's locale; 404 where the shop has none in its locale).
 */
export function editorialPageRoute(route: PageRoute) {
  /** The page of this request, loaded once for metadata and page (React's request cache). */
  const pageOf = cache(async (slug: string) => {
    if (!isPageSlug(slug)) return null;
    const shop = await currentShop();
    const preview = await previewAllows(`/${route}/${slug}`);
    const page = await getContentPage(shop, slug, { preview, route });
    return page ? { shop, slug, page, preview } : null;
  });
  const slugOf = async (params: Props['params']) => (await params).slug.join('/');

  /** The family's shops that have this page (in their locale): hreflang names only pages that exist. */
  async function alternatesOf(shop: ShopConfig, slug: string) {
    const siblings = familyOf(shop).filter((sibling) => sibling.code !== shop.code);
    const present = await shopsWithContentPage(siblings, slug, route);
    return familyAlternates(shop, (sibling) =>
      sibling.code === shop.code || present.includes(sibling.code) ? `/${route}/${slug}` : null,
    );
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const found = await pageOf(await slugOf(params));
    if (!found) return notFoundMetadata();
    const { shop, slug, page } = found;
    const description = page.seo?.description ?? undefined;
    return {
      title: page.title,
      description,
      robots: page.seo?.indexDirective === 'noindex, follow' ? { index: false, follow: true } : shop.index,
      alternates: { canonical: `/${route}/${slug}`, languages: await alternatesOf(shop, slug) },
      openGraph: openGraphOf(shop, { title: page.title, description, path: `/${route}/${slug}` }),
    };
  }

  async function EditorialPageView({ params }: Props) {
    const found = await pageOf(await slugOf(params));
    if (!found) notFound();
    const items = found.page.content ?? [];
    const { ids, toc } = pageHeadings(richTextsOf(items) as LexicalState[]);
    return (
      <>
        {found.preview ? <PreviewBar path={`/${route}/${found.slug}`} /> : null}
        <article className={`mx-auto py-6 ${route === 'content' ? 'max-w-4xl' : 'max-w-6xl'}`}>
          <h1 className="mb-6 text-2xl font-bold md:text-3xl">{found.page.title}</h1>
          <ContentBlocks items={items} headingIds={ids} toc={toc} shop={found.shop} />
        </article>
      </>
    );
  }

  return { generateMetadata, EditorialPageView };
}
