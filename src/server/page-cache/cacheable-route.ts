import type { ShopConfig } from '@/lib/shop/shop';
import { normaliseCategoryPath } from '@/lib/category/tree';
import { pageTypeForPath } from '@/lib/page-type';
import { categoryIndexFor } from '@/server/catalog/category-index';

/**
 * The routes whose pages enter the shared page cache, by name (opt-in): the home page, search
 * results, product pages and the listings of the shop's own categories. Any other path (an unknown
 * one, a typo, a page added later) is rendered per request until it is named here.
 */
export function isCacheableRoute(shop: ShopConfig, pathname: string): boolean {
  switch (pageTypeForPath(pathname)) {
    case 'homepage':
    case 'searchResultPage':
      return true;
    case 'productDetailPage':
      return /^\/p\/[^/]+$/.test(pathname);
    case 'productListingPage':
      return categoryIndexFor(shop.locale).byPath(normaliseCategoryPath(pathname)) !== undefined;
    default:
      return false;
  }
}
