import { withoutWebviewPrefix } from '@/lib/webview/shop-href';
/** Page types of spec storefront S2.1. */
export type PageType =
  | 'all'
  | 'basket'
  | 'categoryMatching'
  | 'checkout'
  | 'contact'
  | 'content'
  | 'customer'
  | 'directOrderForm'
  | 'email'
  | 'error'
  | 'homepage'
  | 'inspiration'
  | 'newsletter'
  | 'noResultsPage'
  | 'outfit'
  | 'productDetailPage'
  | 'productListingPage'
  | 'returns'
  | 'searchResultPage'
  | 'support'
  | 'thanks'
  | 'trackAndTrace'
  | 'wishlist';

const EXACT: Record<string, PageType> = {
  '/': 'homepage',
  '/search': 'searchResultPage',
  '/directorderform': 'directOrderForm',
  '/basket': 'basket',
  '/contact': 'contact',
  '/customer': 'customer',
  '/checkout': 'checkout',
  '/thanks': 'thanks',
  '/wishlist': 'wishlist',
  '/support': 'support',
  '/e404': 'error',
};

const PREFIXES: [string, PageType][] = [
  ['/customer/returns', 'returns'],
  ['/customer/tracking', 'trackAndTrace'],
  // every other page of the customer area (orders, invoices, login, password reset, …)
  ['/customer/', 'customer'],
  ['/newsletter/', 'newsletter'],
  ['/content/', 'content'],
  ['/p/', 'productDetailPage'],
  ['/inspiration/', 'inspiration'],
  ['/outfit/', 'outfit'],
  ['/email', 'email'],
];

/** Strips the app's /webview prefix (spec S2.1: it may precede any path). */
export { withoutWebviewPrefix as stripWebviewPrefix } from '@/lib/webview/shop-href';

/**
 * The page type of a path. Any path that is not a known route is a product listing; it counts as
 * categoryMatching when the category-match flag is set.
 */
export function pageTypeForPath(rawPath: string, opts: { categoryMatch?: boolean } = {}): PageType {
  const withoutQuery = rawPath.split(/[?#]/, 1)[0] || '/';
  const path = withoutWebviewPrefix(
    withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery,
  );
  const exact = EXACT[path];
  if (exact) return exact;
  for (const [prefix, type] of PREFIXES) if (path.startsWith(prefix)) return type;
  return opts.categoryMatch ? 'categoryMatching' : 'productListingPage';
}
