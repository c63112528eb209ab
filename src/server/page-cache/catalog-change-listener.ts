import { withoutWebviewPrefix } from '@/lib/webview/shop-href';
import { sql } from 'drizzle-orm';
import { SHOPS } from '@/lib/shop/shops';
import { cacheRegistry } from '@/server/cache-registry';
import { categoryIndexFor } from '@/server/catalog/category-index';
import type { DatabaseHandle } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { logger } from '@/server/logger';
import { forgetCached } from '@/server/tagged-cache';
import type { PageCache } from './page-cache';

/** The channel the database triggers of migration 0012 notify with a product id. */
export const CATALOG_CHANNEL = 'catalog_changed';

/** Passed to listeners when their connection was re-established (see db/client.ts). */
export const RECONNECTED = '*reconnected*';

/** Changes arriving within this time are handled together (an order touches several products). */
const BATCH_MS = 200;

/**
 * The page paths that show a product: its product page, the listings of its categories in every
 * shop language, and search results.
 */
export async function pathsShowing(handle: DatabaseHandle, productIds: string[]): Promise<Set<string>> {
  const paths = new Set<string>(['/search']);
  for (const id of productIds) paths.add(`/p/${id}`);
  const rows: { category_id: string }[] = [];
  // an import may touch thousands of products: asked in slices, within any parameter limit
  for (let i = 0; i < productIds.length; i += 1000)
    rows.push(
      ...rowsOf<{ category_id: string }>(
        await handle.db.execute(sql`select distinct sc.category_id from products p
          join style_categories sc on sc.master_key = p.master_key
          where p.id in (${sql.join(
            productIds.slice(i, i + 1000).map((id) => sql`${id}`),
            sql`, `,
          )})`),
      ),
    );
  const locales = new Set(SHOPS.map((s) => s.locale));
  for (const { category_id } of rows)
    for (const locale of locales) {
      const path = categoryIndexFor(locale).byId(category_id)?.path;
      if (path) paths.add(path);
    }
  return paths;
}

/** Drops the cached pages (of every shop, any query) whose path is one of `paths`, and product answers. */
export function dropCachedPages(paths: Set<string>, productIds: string[]): number {
  const ids = new Set(productIds);
  forgetCached((key) => key.startsWith('product:') && ids.has(key.slice(key.lastIndexOf(':') + 1)));
  return dropPagesWhere((path) => paths.has(path));
}

/** Drops the cached pages (of every shop, any query) whose path `matches`; how many were dropped. */
export function dropPagesWhere(matches: (path: string) => boolean): number {
  const pages = cacheRegistry().get('pages') as PageCache | undefined;
  if (!pages) return 0;
  return pages.drop((key) => {
    // shopCode:/path?query
    const rest = key.slice(key.indexOf(':') + 1);
    const end = rest.indexOf('?');
    // an app page (/webview/…) shows what its web page shows
    return matches(withoutWebviewPrefix(end < 0 ? rest : rest.slice(0, end)));
  });
}

/**
 * Listens for stock and price changes committed by any node (orders, imports) and drops the pages
 * that show the changed products within a fraction of a second, instead of after the page cache's
 * TTL. Once per process.
 */
export async function listenForCatalogChanges(handle: DatabaseHandle): Promise<void> {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    timer = undefined;
    const ids = [...pending];
    pending.clear();
    try {
      const dropped = dropCachedPages(await pathsShowing(handle, ids), ids);
      logger.debug({ products: ids.length, pages: dropped }, 'Catalogue change: cached pages dropped');
    } catch (error) {
      logger.warn({ err: error, issueLevel: 'Dev' }, 'Dropping pages after a catalogue change failed');
    }
  };
  await handle.listen(CATALOG_CHANNEL, (productId) => {
    if (productId === RECONNECTED) {
      // notifications sent while the connection was down are lost: every page may be stale
      (cacheRegistry().get('pages') as PageCache | undefined)?.invalidate();
      forgetCached((key) => key.startsWith('product:'));
      return;
    }
    if (!/^\d{6}$/.test(productId)) return;
    pending.add(productId);
    timer ??= setTimeout(() => void flush(), BATCH_MS);
  });
}
