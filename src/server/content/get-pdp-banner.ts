import 'server-only';
import { declareTags } from '@/server/cache/render-tags';
import type { BannerBlock, Pdp } from '@/cms/payload-types';
import { checkContentItem } from '@/lib/content/content-item-rules';
import type { ShopConfig } from '@/lib/shop/shop';
import { CACHE_TAGS, contentTag, NO_STORE } from '@/server/cache-tags';
import { categoryIndexFor } from '@/server/catalog/category-index';
import { logger } from '@/server/logger';
import { cached, forgetCached } from '@/server/tagged-cache';
import { findShopEntries } from './find-shop-entries';

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * The pdpBanner a product of `categoryId` shows in the shop: the banner of the product page entry
 * of its most specific category that has one (spec customer-and-content S3 Pdp, banner
 * locations), or null. The shop's entries are cached until a change is published; a banner
 * without text or code is not shown (S5); unreadable: none (logged).
 */
export async function getPdpBanner(shop: ShopConfig, categoryId: string): Promise<BannerBlock | null> {
  const key = `pdps:${shop.code}`;
  let entries: Pdp[];
  try {
    entries = await cached(
      key,
      [CACHE_TAGS.content, contentTag('product-content'), contentTag('media')],
      TEN_MINUTES,
      () => findShopEntries<Pdp>('pdps', shop, { limit: 200, depth: 1 }),
    );
  } catch (error) {
    forgetCached((cacheKey) => cacheKey === key);
    // shown without it: this render's page is not stored
    declareTags([NO_STORE]);
    logger.warn({ err: error, issueLevel: 'Dev' }, 'Product page entries could not be loaded');
    return null;
  }
  const trail = categoryIndexFor(shop.locale).ancestorNodes(categoryId);
  for (const node of [...trail].reverse()) {
    const banner = entries.find((entry) => entry.categoryIds?.includes(node.id))?.pdpBanner?.[0];
    if (!banner) continue;
    const verdict = checkContentItem(banner as unknown as Record<string, unknown>);
    if (verdict.render) return banner;
    if (verdict.warning) logger.warn({ issueLevel: 'Business', blockType: 'Banner' }, verdict.warning);
    return null;
  }
  return null;
}
