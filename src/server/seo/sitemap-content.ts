import 'server-only';
import type { ShopConfig } from '@/lib/shop/shop';
import { cms } from '@/server/content/cms';
import { PAGE_COLLECTIONS, type PageRoute } from '@/server/content/get-content-page';

/**
 * The shop's indexable editorial pages (content, inspiration, outfit) with their lastmod: published
 * in the shop, titled in its locale, and not marked noindex by their editors.
 */
export async function sitemapContentPages(shop: ShopConfig): Promise<{ path: string; lastmod: string }[]> {
  const payload = await cms();
  const pages: { path: string; lastmod: string }[] = [];
  for (const route of Object.keys(PAGE_COLLECTIONS) as PageRoute[]) {
    const result = await payload.find({
      collection: PAGE_COLLECTIONS[route],
      locale: shop.locale as never,
      fallbackLocale: false as never,
      overrideAccess: true,
      depth: 0,
      pagination: false,
      select: { slug: true, title: true, seo: true, updatedAt: true },
      where: { and: [{ shops: { contains: shop.code } }, { _status: { equals: 'published' } }] },
    });
    for (const doc of result.docs) {
      const page = doc as {
        slug?: string;
        title?: string | null;
        seo?: { indexDirective?: string | null } | null;
        updatedAt: string;
      };
      if (!page.slug || !page.title || page.seo?.indexDirective === 'noindex, follow') continue;
      pages.push({
        path: `/${route}/${page.slug}`,
        lastmod: new Date(page.updatedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      });
    }
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
