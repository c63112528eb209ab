import type { ShopConfig } from '@/lib/shop/shop';
import { normaliseCategoryPath } from '@/lib/category/tree';
import { listingCanonical, parseListingUrl, rawParamsOf } from '@/lib/listing/listing-url';
import { pageTypeForPath } from '@/lib/page-type';
import { categoryIndexFor } from '@/server/catalog/category-index';

/**
 * Where a listing asked in another spelling of its canonical address goes, decided without a
 * render: `page=1` (removed), a page that is no whole number from 1 (the first page), or the same
 * parameters in another order or encoding (`?sort=priceAsc&searchColor=blau`). The listing page
 * redirects the first two itself (spec S2.3), but only after Next.js has rendered the frame with
 * it (~14 ms of CPU), and it renders the third as its own, uncached page. Null for anything else:
 * the canonical address itself, a parameter the canonical address does not hold (`pop`, `pin`, a
 * campaign, an unknown one), a value the listing reads in another form: the page decides those.
 * `route` is the listing's path without the app's prefix, `search` its query without tracking
 * parameters.
 */
export function listingSpellingRedirect(shop: ShopConfig, route: string, search: string): string | null {
  if (route === '/' || pageTypeForPath(route) !== 'productListingPage') return null;
  const category = categoryIndexFor(shop.locale).byPath(normaliseCategoryPath(route));
  if (!category || category.path !== route) return null;
  const query = search.startsWith('?') ? search.slice(1) : search;
  const state = parseListingUrl(rawParamsOf(query));
  const target = listingCanonical(route, state, state.page ?? 1);
  const targetQuery = target.slice(route.length + 1);
  if (targetQuery === query) return null;
  return sameParams(withoutPage(query), withoutPage(targetQuery)) ? target : null;
}

/** A query's parameters but the page, decoded, in a stable order (repeated ones kept). */
function withoutPage(query: string): string[] {
  return [...new URLSearchParams(query)]
    .filter(([key]) => key !== 'page')
    .map((pair) => JSON.stringify(pair))
    .sort();
}

function sameParams(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((pair, i) => pair === b[i]);
}
