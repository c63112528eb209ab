import 'server-only';
import { declareTags } from '@/server/cache/render-tags';
import type { SizeTable } from '@/cms/payload-types';
import type { ShopConfig } from '@/lib/shop/shop';
import { categoryIndexFor } from '@/server/catalog/category-index';
import { CACHE_TAGS, contentTag, NO_STORE } from '@/server/cache-tags';
import { logger } from '@/server/logger';
import { cached, forgetCached } from '@/server/tagged-cache';
import { findShopEntries } from './find-shop-entries';

async function loadTables(shop: ShopConfig): Promise<SizeTable[]> {
  const tables = await findShopEntries<SizeTable>('size-tables', shop, { limit: 200 });
  // a table without texts in the shop's locale is not shown there
  return tables.filter((table) => table.headline && table.table);
}

/**
 * The size table a product of `categoryId` shows in the shop (its most specific category that has
 * one), or null. The shop's tables are cached until a change is published; unreadable: none (logged).
 */
export async function getSizeTable(shop: ShopConfig, categoryId: string): Promise<SizeTable | null> {
  const key = `size-tables:${shop.code}`;
  let tables: SizeTable[];
  try {
    tables = await cached(
      key,
      [CACHE_TAGS.content, contentTag('size-tables'), contentTag('media')],
      TEN_MINUTES,
      () => loadTables(shop),
    );
  } catch (error) {
    forgetCached((cacheKey) => cacheKey === key);
    // shown without it: this render's page is not stored
    declareTags([NO_STORE]);
    logger.warn({ err: error, issueLevel: 'Dev' }, 'Size tables could not be loaded');
    return null;
  }
  const trail = categoryIndexFor(shop.locale).ancestorNodes(categoryId);
  for (const node of [...trail].reverse()) {
    const table = tables.find((candidate) => candidate.categoryIds?.includes(node.id));
    if (table) return table;
  }
  return null;
}

const TEN_MINUTES = 10 * 60 * 1000;
