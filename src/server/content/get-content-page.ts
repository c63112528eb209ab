import 'server-only';
import type { ContentPage } from '@/cms/payload-types';
import type { ShopConfig } from '@/lib/shop/shop';
import { logger } from '@/server/logger';
import { cms } from './cms';

/**
 * The content page at /content/{slug} in the shop (spec S2), in the shop's locale: published, or
 * the latest draft in preview. Null when the shop has no such page in its locale.
 */
export async function getContentPage(
  shop: ShopConfig,
  slug: string,
  options: { preview: boolean },
): Promise<ContentPage | null> {
  try {
    const payload = await cms();
    const result = await payload.find({
      collection: 'content-pages',
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
    const page = result.docs[0];
    // a page without a title in this locale does not exist in this shop
    return page?.title ? page : null;
  } catch (error) {
    logger.error({ err: error, issueLevel: 'Dev', slug }, 'Could not load content page');
    throw error;
  }
}
