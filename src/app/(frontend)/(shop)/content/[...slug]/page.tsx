import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { SLUG_PATTERN } from '@/cms/fields/slug-field';
import { ContentBlocks } from '@/components/content/content-blocks';
import { PreviewBar } from '@/components/content/preview-bar';
import { pageHeadings, type LexicalState } from '@/lib/content/lexical-headings';
import { getContentPage, shopsWithContentPage } from '@/server/content/get-content-page';
import { previewAllows } from '@/server/content/preview-scope';
import { currentShop } from '@/server/shop/current-shop';
import { familyAlternates } from '@/server/shop/family-alternates';
import { familyOf } from '@/lib/shop/shops';
import type { ShopConfig } from '@/lib/shop/shop';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ slug: string[] }>;
}

/** The page of this request, loaded once for metadata and page (React's request cache). */
const pageOf = cache(async (slug: string) => {
  if (slug.length > 200 || !SLUG_PATTERN.test(slug)) return null;
  const shop = await currentShop();
  const preview = await previewAllows(`/content/${slug}`);
  const page = await getContentPage(shop, slug, { preview });
  return page ? { shop, slug, page, preview } : null;
});

const slugOf = async (params: Props['params']) => (await params).slug.join('/');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await pageOf(await slugOf(params));
  if (!found) return {};
  const { shop, slug, page } = found;
  return {
    title: page.title,
    description: page.seo?.description ?? undefined,
    robots: page.seo?.indexDirective === 'noindex, follow' ? { index: false, follow: true } : shop.index,
    alternates: {
      canonical: `/content/${slug}`,
      languages: await alternatesOf(shop, slug),
    },
  };
}

/** The family's shops that have this page (in their locale): hreflang names only pages that exist. */
async function alternatesOf(shop: ShopConfig, slug: string) {
  const siblings = familyOf(shop).filter((sibling) => sibling.code !== shop.code);
  const present = await shopsWithContentPage(siblings, slug);
  return familyAlternates(shop, (sibling) =>
    sibling.code === shop.code || present.includes(sibling.code) ? `/content/${slug}` : null,
  );
}

/** /content/{slug} (spec S2): a content page of the CMS in the shop's locale. */
export default async function ContentPageRoute({ params }: Props) {
  const found = await pageOf(await slugOf(params));
  if (!found) notFound();
  const items = found.page.content ?? [];
  const richTexts = items.flatMap((item): unknown[] => {
    if (item.blockType === 'Richtext') return [item.richtext];
    // drafts are saved unvalidated: an accordion may have no items yet
    if (item.blockType === 'Accordion')
      return Array.isArray(item.items) ? item.items.map((entry) => entry.richtext) : [];
    if (item.blockType === 'Tip' || item.blockType === 'Panel' || item.blockType === 'SeoAdvice')
      return [item.content];
    return [];
  });
  const { ids, toc } = pageHeadings(richTexts as LexicalState[]);
  return (
    <>
      {found.preview ? <PreviewBar path={`/content/${found.slug}`} /> : null}
      <article className="mx-auto max-w-3xl py-6">
        <h1 className="mb-6 text-2xl font-bold md:text-3xl">{found.page.title}</h1>
        <ContentBlocks items={items} headingIds={ids} toc={toc} />
      </article>
    </>
  );
}
