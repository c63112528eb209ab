import type { Payload } from 'payload';
import { SHOPS } from '@/lib/shop/shops';
import type { ShopConfig } from '@/lib/shop/shop';
import { legalPagesDeAt } from './legal-pages-de-at';
import type { SeedPage } from './seed-page';
import { servicePagesDeAt } from './service-pages-de-at';

/** The seeded pages of a shop, in its locale; shops of other locales get theirs in later releases. */
function pagesOf(shop: ShopConfig): SeedPage[] {
  if (shop.locale === 'de-AT') return [...legalPagesDeAt(shop), ...servicePagesDeAt(shop)];
  return [];
}

/**
 * Adds the demo content pages to each shop that has no content page yet (its first start),
 * published. A shop whose editors have worked on its pages gets nothing: pages they deleted or
 * renamed do not come back.
 */
export async function seedContent(payload: Payload): Promise<number> {
  let added = 0;
  for (const shop of SHOPS) {
    const pages = pagesOf(shop);
    if (pages.length === 0) continue;
    const existing = await payload.count({
      collection: 'content-pages',
      overrideAccess: true,
      where: { shops: { contains: shop.code } },
    });
    if (existing.totalDocs > 0) continue;
    for (const page of pages) {
      await payload.create({
        collection: 'content-pages',
        overrideAccess: true,
        locale: shop.locale,
        draft: false,
        data: {
          title: page.title,
          slug: page.slug,
          shops: [shop.code],
          seo: { description: page.description, indexDirective: page.indexDirective ?? 'index, follow' },
          content: page.content,
          _status: 'published',
        } as never,
      });
      added++;
    }
  }
  return added;
}
