import 'server-only';
import type { CollectionSlug, Where } from 'payload';
import type { ShopConfig } from '@/lib/shop/shop';
import { CACHE_TAGS } from '@/server/cache-tags';
import { logger } from '@/server/logger';
import { cached, forgetCached } from '@/server/tagged-cache';
import { cms } from './cms';

/**
 * The published entry of a collection a shop has one of (its footer, global content, an error
 * page of a kind), in the shop's locale, cached under `cacheKey` until a change is published (the
 * content-change listener drops it). Null when the shop has none or the CMS cannot be read (logged):
 * the shop then shows its built-in frame.
 */
export async function getShopEntry<T>(
  collection: CollectionSlug,
  shop: ShopConfig,
  cacheKey: string,
  where: Where[] = [],
): Promise<T | null> {
  try {
    return await cached(cacheKey, [CACHE_TAGS.content], TEN_MINUTES, async () => {
      const payload = await cms();
      const result = await payload.find({
        collection,
        locale: shop.locale as never,
        fallbackLocale: false as never,
        overrideAccess: true,
        depth: 1,
        limit: 1,
        pagination: false,
        sort: '-updatedAt',
        where: {
          and: [{ shops: { contains: shop.code } }, { _status: { equals: 'published' } }, ...where],
        },
      });
      return (result.docs[0] as T | undefined) ?? null;
    });
  } catch (error) {
    forgetCached((key) => key === cacheKey);
    logger.warn({ err: error, issueLevel: 'Dev', collection }, 'Shop content could not be loaded');
    return null;
  }
}

const TEN_MINUTES = 10 * 60 * 1000;
