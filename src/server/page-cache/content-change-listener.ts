import { SHOPS } from '@/lib/shop/shops';
import { categoryIndexFor } from '@/server/catalog/category-index';
import {
  ACCOUNT_TEXT_CACHE_PREFIX,
  ERROR_PAGE_CACHE_PREFIX,
  FRAME_CACHE_PREFIX,
  HOME_CACHE_PREFIX,
  MODAL_CACHE_PREFIX,
  PDP_CACHE_PREFIX,
  PLP_CACHE_PREFIX,
  SIZE_TABLE_CACHE_PREFIX,
} from '@/server/content/content-cache-keys';
import { forgetTargetedHomes, forgetTargetedListings } from '@/server/content/targeted-routes';
import { pageTypeForPath } from '@/lib/page-type';
import { forgetNotFoundRenders } from '@/server/http/not-found-renders';
import { forgetListingContent, isListingBoxPage } from '@/server/content/listing-content-cache';
import type { DatabaseHandle } from '@/server/db/client';
import { logger } from '@/server/logger';
import { forgetCached } from '@/server/tagged-cache';
import { dropPagesWhere, RECONNECTED } from './catalog-change-listener';

/** The channel the CMS's triggers notify (CMS migration content_notify). */
export const CONTENT_CHANNEL = 'content_changed';

const EDITORIAL_ROUTES = ['/content/', '/inspiration/', '/outfit/'];
const ADDRESS = /^(content|inspiration|outfit)\/[a-z0-9/-]{1,200}$/;
const LISTING = /^listing\/([a-z0-9-]{1,120})$/;

/** The paths of a category's listing in every shop language. */
function listingPaths(categoryId: string): Set<string> {
  const paths = new Set<string>();
  for (const locale of new Set(SHOPS.map((shop) => shop.locale))) {
    const path = categoryIndexFor(locale).byId(categoryId)?.path;
    if (path) paths.add(path);
  }
  return paths;
}

/** Whether a cached page is a category listing (the page cache holds only the shop's own paths). */
function isListingPath(path: string): boolean {
  return path !== '/' && pageTypeForPath(path) === 'productListingPage';
}

/**
 * The cached page paths a content change affects: one page, the home page (its entries or a
 * targeting trigger changed), every page (footer or global content), a category's listing
 * in every language, every listing ('listings': listing entries and promotions), or every
 * editorial page, listing and the home page ('*': a modal or an image). After
 * a lost connection any change may have been missed: every page.
 */
export function contentPathMatcher(change: string): ((path: string) => boolean) | null {
  if (change === RECONNECTED) return () => true;
  // modals and images are shown on editorial pages, the home page and in listing entries' banners
  if (change === '*')
    return (path) =>
      path === '/' || EDITORIAL_ROUTES.some((route) => path.startsWith(route)) || isListingPath(path);
  // listing entries and promotions: the first page of any listing and the home page's carousel
  if (change === 'listings') return (path) => path === '/' || isListingPath(path);
  if (change === 'home') return (path) => path === '/';
  // a trigger changed: the home page and listings choose their entries by triggers
  if (change === 'targeting') return (path) => path === '/' || isListingPath(path);
  // the footer and global content are on every page, and so are the unknown-error texts
  if (change === 'frame' || change === 'errors') return () => true;
  if (change === 'size-tables' || change === 'product-content') return (path) => path.startsWith('/p/');
  const listing = LISTING.exec(change);
  if (listing) {
    const paths = listingPaths(listing[1]!);
    return (path) => paths.has(path);
  }
  if (!ADDRESS.test(change)) return null;
  return (path) => path === `/${change}`;
}

/**
 * Listens for content published on any node (pages, listing texts, modals, images) and drops
 * what shows it at once: the cached listing texts and the cached pages. A published change reaches
 * shoppers within the time of a notification, without flushing the catalogue's pages. Once per
 * process.
 */
export async function listenForContentChanges(handle: DatabaseHandle): Promise<void> {
  await handle.listen(CONTENT_CHANNEL, (change) => {
    const listing = LISTING.exec(change);
    if (listing) forgetListingContent(listing[1]!);
    // after a lost connection every listing text and snippet may be stale too; a modal or an image
    // may show in a listing's content box
    if (change === RECONNECTED || change === '*') forgetListingContent();
    if (change === 'snippets' || change === RECONNECTED) forgetCached((key) => key.startsWith('snippet:'));
    const everything = change === '*' || change === RECONNECTED;
    if (everything || change === 'home' || change === 'targeting' || change === 'listings') {
      forgetCached((key) => key.startsWith(HOME_CACHE_PREFIX));
      forgetTargetedHomes();
    }
    if (everything || change === 'listings' || change === 'targeting') {
      forgetCached((key) => key.startsWith(PLP_CACHE_PREFIX));
      forgetTargetedListings();
    }
    if (everything) forgetCached((key) => key.startsWith(MODAL_CACHE_PREFIX));
    // voucher and order state texts: shown on personal pages only (checkout, order page), never cached
    if (everything || change === 'account-texts')
      forgetCached((key) => key.startsWith(ACCOUNT_TEXT_CACHE_PREFIX));
    if (everything || change === 'frame') forgetCached((key) => key.startsWith(FRAME_CACHE_PREFIX));
    if (everything || change === 'product-content') forgetCached((key) => key.startsWith(PDP_CACHE_PREFIX));
    if (everything || change === 'size-tables')
      forgetCached((key) => key.startsWith(SIZE_TABLE_CACHE_PREFIX));
    if (everything || change === 'errors') forgetCached((key) => key.startsWith(ERROR_PAGE_CACHE_PREFIX));
    // the stored 404 pages show the error page and the footer
    if (everything || change === 'errors' || change === 'frame') forgetNotFoundRenders();
    // a content page may be shown in a listing's content box. The listing texts go at once, on
    // every node alike: a listing rendered now, by whichever worker, reads the page anew (were this
    // after the check below, one worker could render for another's cache before its own check
    // ended). The cached listing pages go once the CMS says the page is shown in a box.
    const boxPage = /^content\/(.+)$/.exec(change);
    if (boxPage) forgetListingContent();
    if (boxPage)
      void isListingBoxPage(boxPage[1]!)
        .then((shown) => {
          if (!shown) return;
          forgetListingContent();
          dropPagesWhere(isListingPath);
        })
        .catch((error: unknown) => {
          // unknown: as after a lost connection, the listings go
          logger.warn({ err: error, issueLevel: 'Dev', change }, 'Content box use could not be checked');
          forgetListingContent();
          dropPagesWhere(isListingPath);
        });
    const matches = contentPathMatcher(change);
    if (!matches) return;
    const dropped = dropPagesWhere(matches);
    logger.debug({ change, pages: dropped }, 'Content change: cached pages dropped');
  });
}
