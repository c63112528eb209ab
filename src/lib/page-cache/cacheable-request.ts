import { DISPLAY_COOKIE } from '@/lib/store/display-cookie';

/** Headers of client-side navigations, prefetches and server actions: answered by the app itself. */
const APP_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action'];

/**
 * Cookies that make a catalogue page personal: Next.js's draft mode (content previews show drafts)
 * and an in-store display's mark (its pages are the display's, decision 0030).
 * Catalogue pages read no other cookie on the server (the browser fetches the wishlist state of
 * their toggles itself and shows the basket count from its own cookie; the header's account link
 * is the same for everyone), so a shopper's session, login, consent or any analytics cookie still
 * gets the shared page.
 */
export const PERSONAL_COOKIES: ReadonlySet<string> = new Set<string>(['__prerender_bypass', DISPLAY_COOKIE]);

export interface PageRequestFacts {
  method: string;
  pathname: string;
  searchParams: URLSearchParams;
  header(name: string): string | null;
  cookieNames: readonly string[];
}

/**
 * Whether a request may be answered from the shared page cache: a plain document GET without
 * a personal cookie (draft mode, an in-store display) and without the translators' key view. The
 * app's pages (/webview) are cached under their own paths, apart from the web's. Which routes are
 * cached at all is named by the server (page-cache/cacheable-route.ts).
 */
export function isCacheablePageRequest(request: PageRequestFacts): boolean {
  if (request.method !== 'GET') return false;
  if (APP_REQUEST_HEADERS.some((name) => request.header(name) !== null)) return false;
  if (request.cookieNames.some((name) => PERSONAL_COOKIES.has(name))) return false;
  return !request.searchParams.has('_rsc') && !request.searchParams.has('localeTexts');
}

/**
 * The cache key of a page: host, protocol (an HTTPS page carries HSTS and upgrades insecure
 * requests, an HTTP one does not), the page's variant (page-variant.ts) and the exact path and
 * query, so every filter, sort and page is its own entry and a sister shop on another host never
 * sees this shop's pages. The key's path starts after the first ':'.
 */
export function pageCacheKey(
  shopCode: string,
  pathname: string,
  search: string,
  variant = '',
  https = false,
): string {
  return `${shopCode}${https ? '|https' : ''}${variant ? `|${variant}` : ''}:${pathname}${search}`;
}
