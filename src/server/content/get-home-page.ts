import 'server-only';
import type { HomePage } from '@/cms/payload-types';
import type { ShopConfig } from '@/lib/shop/shop';
import { logger } from '@/server/logger';
import { cms } from './cms';

/**
 * The shop's home page content from the CMS in its locale (published, or the latest draft in
 * preview); null when it has none there, or when the CMS cannot be read (logged): the shop then
 * shows its generated home page rather than none.
 */
export async function getHomePage(shop: ShopConfig, options: { preview: boolean }): Promise<HomePage | null> {
  try {
    const payload = await cms();
    const result = await payload.find({
      collection: 'home-pages',
      locale: shop.locale as never,
      fallbackLocale: false as never,
      draft: options.preview,
      overrideAccess: true,
      depth: 1,
      limit: 1,
      pagination: false,
      sort: '-updatedAt',
      where: {
        and: [
          { shops: { contains: shop.code } },
          ...(options.preview ? [] : [{ _status: { equals: 'published' } }]),
        ],
      },
    });
    return (result.docs[0] as HomePage | undefined) ?? null;
  } catch (error) {
    logger.warn({ err: error, issueLevel: 'Dev' }, 'Home page content could not be loaded');
    return null;
  }
}
