import 'server-only';
import type { ContentPage } from '@/cms/payload-types';

/** The CMS collections of pages with an address of their own, by the route they live under. */
export const PAGE_COLLECTIONS = {
  content: 'content-pages',
  inspiration: 'inspiration-pages',
  outfit: 'outfit-pages',
} as const;
export type PageRoute = keyof typeof PAGE_COLLECTIONS;
/** Content, inspiration and outfit pages share their fields (src/cms/collections/page-collection.ts). */
export type EditorialPage = ContentPage;
import type { ShopConfig } from '@/lib/shop/shop';
import { logger } from '@/server/logger';
import { cms } from './cms';
import { withoutUnpublishedRelations } from './published-relations';

/**
 * The page at /{route}/{slug} in the shop (spec S2), in the shop's locale: published, or the latest
 * draft in preview. Null when the shop has no such page in its locale.
 */
export async function getContentPage(
  shop: ShopConfig,
  slug: string,
  options: { preview: boolean; route?: PageRoute },
): Promise<EditorialPage | null> {
  try {
    const payload = await cms();
    const result = await payload.find({
      collection: PAGE_COLLECTIONS[options.route ?? 'content'],
      locale: shop.locale as never,
      fallbackLocale: false as never,
      draft: options.preview,
      // the REST API is for editors; the shop reads published pages (or, in preview, drafts) itself
      overrideAccess: true,
      depth: 1,
      limit: 1,
      pagination: false,
      where: {
        and: [
          { slug: { equals: slug } },
          { shops: { contains: shop.code } },
          ...(options.preview ? [] : [{ _status: { equals: 'published' } }]),
        ],
      },
    });
    const page = result.docs[0] as EditorialPage | undefined;
    // a page without a title in this locale does not exist in this shop
    if (!page?.title) return null;
    return options.preview ? page : withoutUnpublishedRelations(page);
  } catch (error) {
    logger.error({ err: error, issueLevel: 'Dev', slug }, 'Could not load content page');
    throw error;
  }
}

/**
 * Which of `shops` have the published page at /{route}/{slug} in their own locale: one query over
 * all of them (for hreflang), instead of one per shop.
 */
export async function shopsWithContentPage(
  shops: readonly ShopConfig[],
  slug: string,
  route: PageRoute = 'content',
): Promise<string[]> {
  if (shops.length === 0) return [];
  const payload = await cms();
  const result = await payload.find({
    collection: PAGE_COLLECTIONS[route],
    locale: 'all' as never,
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { title: true, shops: true },
    where: {
      and: [
        { slug: { equals: slug } },
        { shops: { in: shops.map((shop) => shop.code) } },
        { _status: { equals: 'published' } },
      ],
    },
  });
  return shops
    .filter((shop) =>
      result.docs.some((doc) => {
        const titles = doc.title as unknown as Record<string, string | null> | null;
        return (doc.shops ?? []).includes(shop.code as never) && Boolean(titles?.[shop.locale]);
      }),
    )
    .map((shop) => shop.code);
}
