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
 * Adds the demo content pages each shop lacks (by slug), published, as the seed's editor. Pages an
 * editor changed or deleted are left alone: only a slug the shop has never had is added.
 */
export async function seedContent(payload: Payload): Promise<number> {
  let added = 0;
  for (const shop of SHOPS) {
    for (const page of pagesOf(shop)) {
      const existing = await payload.count({
        collection: 'content-pages',
        overrideAccess: true,
        where: { and: [{ slug: { equals: page.slug } }, { shops: { contains: shop.code } }] },
      });
      if (existing.totalDocs > 0) continue;
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
