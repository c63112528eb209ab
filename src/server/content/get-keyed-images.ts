import 'server-only';
import { declareTags } from '@/server/cache/render-tags';
import type { KeyedImage, Media } from '@/cms/payload-types';
import type { ShopConfig } from '@/lib/shop/shop';
import { CACHE_TAGS, contentTag, NO_STORE } from '@/server/cache-tags';
import { logger } from '@/server/logger';
import { cached, forgetCached } from '@/server/tagged-cache';
import { findShopEntries } from './find-shop-entries';

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * The shop's published images by key (visualCategories.{id}), cached with the listing entries
 * until one is published. Empty when the CMS cannot be read (logged): tiles fall back.
 */
export async function getKeyedImages(shop: ShopConfig): Promise<ReadonlyMap<string, Media>> {
  const key = `keyed-images:${shop.code}`;
  try {
    return await cached(
      key,
      [CACHE_TAGS.content, contentTag('listings'), contentTag('media')],
      TEN_MINUTES,
      async () => {
        const entries = await findShopEntries<KeyedImage>('keyed-images', shop, { limit: 1000, depth: 1 });
        const images = new Map<string, Media>();
        for (const entry of entries)
          if (typeof entry.image === 'object' && entry.image?.url && !images.has(entry.key))
            images.set(entry.key, entry.image);
        return images;
      },
    );
  } catch (error) {
    forgetCached((cacheKey) => cacheKey === key);
    // shown without it: this render's page is not stored
    declareTags([NO_STORE]);
    logger.warn({ err: error, issueLevel: 'Dev' }, 'Images by key could not be loaded');
    return new Map();
  }
}
