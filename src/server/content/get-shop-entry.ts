import 'server-only';
import { declareTags } from '@/server/cache/render-tags';
import type { CollectionSlug, Where } from 'payload';
import type { ShopConfig } from '@/lib/shop/shop';
import { CACHE_TAGS, contentTag, type ContentKind, NO_STORE } from '@/server/cache-tags';
import { logger } from '@/server/logger';
import { cached, forgetCached } from '@/server/tagged-cache';
import { findShopEntries } from './find-shop-entries';

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
  /** the kind of content it is: its tag */
  kind: ContentKind,
  where: Where[] = [],
): Promise<T | null> {
  try {
    return await cached(cacheKey, [CACHE_TAGS.content, contentTag(kind)], TEN_MINUTES, async () => {
      const [entry] = await findShopEntries<T>(collection, shop, { where, depth: 1 });
      return entry ?? null;
    });
  } catch (error) {
    forgetCached((key) => key === cacheKey);
    // shown without it: this render's page is not stored
    declareTags([NO_STORE]);
    logger.warn({ err: error, issueLevel: 'Dev', collection }, 'Shop content could not be loaded');
    return null;
  }
}

const TEN_MINUTES = 10 * 60 * 1000;
