import { AUTH_COOKIE } from '@/lib/auth/auth-cookie';
import { BASKET_COUNT_COOKIE } from '@/lib/basket/basket-count-cookie';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { VISITOR_COOKIE } from '@/lib/visitor-id';

/** Headers of client-side navigations, prefetches and server actions: answered by the app itself. */
const APP_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action'];

/**
 * Cookies that never change the server-rendered HTML of a catalogue page. Any other cookie (the
 * preview mode) makes the request personal, so it is rendered for that shopper alone. The shopper
 * session and the login are here because catalogue pages read nothing of them on the server: the
 * browser fetches the wishlist state of their toggles itself, shows the basket count from its own
 * cookie, and the header's account link is the same for everyone.
 */
export const NON_PERSONAL_COOKIES: ReadonlySet<string> = new Set<string>([
  SESSION_COOKIE,
  AUTH_COOKIE,
  BASKET_COUNT_COOKIE,
  VISITOR_COOKIE,
]);

export interface PageRequestFacts {
  method: string;
  pathname: string;
  searchParams: URLSearchParams;
  header(name: string): string | null;
  cookieNames: readonly string[];
}

/**
 * Whether a request may be answered from the shared page cache: a plain document GET without
 * personal cookies, without the translators' key view and not inside the app webview. Which routes
 * are cached at all is named by the server (page-cache/cacheable-route.ts).
 */
export function isCacheablePageRequest(request: PageRequestFacts): boolean {
  if (request.method !== 'GET') return false;
  if (APP_REQUEST_HEADERS.some((name) => request.header(name) !== null)) return false;
  if (request.cookieNames.some((name) => !NON_PERSONAL_COOKIES.has(name))) return false;
  if (request.searchParams.has('_rsc') || request.searchParams.has('localeTexts')) return false;
  return request.pathname !== '/webview' && !request.pathname.startsWith('/webview/');
}

/**
 * The cache key of a page: host and the exact path and query, so every filter, sort and page is its
 * own entry and a sister shop on another host never sees this shop's pages.
 */
export function pageCacheKey(shopCode: string, pathname: string, search: string): string {
  return `${shopCode}:${pathname}${search}`;
}
