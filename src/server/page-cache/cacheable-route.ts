import type { ShopConfig } from '@/lib/shop/shop';
import { normaliseCategoryPath } from '@/lib/category/tree';
import { listingCanonical, parseListingUrl, rawParamsOf } from '@/lib/listing/listing-url';
import { isPageSlug } from '@/lib/content/slug';
import { isProductSort } from '@/lib/listing/product-sort';
import { pageTypeForPath } from '@/lib/page-type';
import { categoryIndexFor } from '@/server/catalog/category-index';

/** The parameters a search results page reads; any other makes the request uncacheable. */
const SEARCH_PARAMS = new Set(['q', 'sort', 'page']);

/**
 * A search results page as the shop links it (its form, its sort and page links): each parameter
 * it reads once, a sort it knows other than the default, a page from 2, in the order and encoding
 * the shop writes them (q, sort, page; a comma as the form or the links write it). Without this
 * every spelling of one page (`sort=zz1`, `page=02`, `q=%6Bleid`, the parameters reordered) was
 * stored as a page of its own, and a loop of them pushed the shop's real pages out of the cache.
 */
function isCanonicalSearch(params: URLSearchParams, search: string): boolean {
  const keys = [...params.keys()];
  if (!keys.every((key) => SEARCH_PARAMS.has(key)) || new Set(keys).size !== keys.length) return false;
  const q = params.get('q');
  const sort = params.get('sort');
  const page = params.get('page');
  if (sort !== null && (!isProductSort(sort) || sort === 'sortKey')) return false;
  if (page !== null && (!/^[1-9]\d*$/.test(page) || page === '1')) return false;
  const written = new URLSearchParams();
  if (q !== null) written.set('q', q);
  if (sort !== null) written.set('sort', sort);
  if (page !== null) written.set('page', page);
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query.replace(/%2C/gi, ',') === written.toString().replace(/%2C/g, ',');
}

/**
 * The routes whose pages enter the shared page cache, by name (opt-in), and only in their canonical
 * spelling: the home page and product pages without parameters, search results with the
 * parameters they read, editorial pages (content, inspiration, outfit) without parameters, the
 * listings of the shop's own categories exactly as the shop links them (path as in the tree,
 * filters in their order, no unknown parameters), and the basket and wishlist of a visitor the shop does not
 * know yet (`shopperKnown`: a session or login cookie, or an Authorization header), which is empty. Anything else (an
 * unknown path, `/MODE`, `/?r=random`, a page added later) is rendered per request, so nobody can
 * fill the cache with variants of one page.
 */
export function isCacheableRoute(
  shop: ShopConfig,
  pathname: string,
  search = '',
  shopperKnown = false,
): boolean {
  const params = new URLSearchParams(search);
  switch (pageTypeForPath(pathname)) {
    case 'basket':
      // the empty basket of a visitor with neither session nor login is the same for everyone
      return pathname === '/basket' && search === '' && !shopperKnown;
    case 'wishlist':
      // likewise the empty wishlist (a fresh visitor following the header's 'Merkzettel': 28 ms of
      // CPU per render before, issue 50)
      return pathname === '/wishlist' && search === '' && !shopperKnown;
    case 'homepage':
      return pathname === '/' && search === '';
    case 'searchResultPage':
      return pathname === '/search' && isCanonicalSearch(params, search);
    case 'content':
    case 'inspiration':
    case 'outfit': {
      // editorial pages without parameters; a published change drops them (content-change-listener)
      const slug = pathname.slice(pathname.indexOf('/', 1) + 1);
      return search === '' && isPageSlug(slug);
    }
    case 'productDetailPage':
      return /^\/p\/\d{6}$/.test(pathname) && search === '';
    case 'productListingPage': {
      const category = categoryIndexFor(shop.locale).byPath(normaliseCategoryPath(pathname));
      if (!category || category.path !== pathname) return false;
      const state = parseListingUrl(rawParamsOf(search));
      const canonical = listingCanonical(pathname, state, state.page ?? 1);
      return (
        canonical ===
        pathname + (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '')
      );
    }
    default:
      return false;
  }
}
