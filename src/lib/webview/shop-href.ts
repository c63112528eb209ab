/** The native app's pages: any path of the shop under this prefix (spec storefront S2.1). */
export const WEBVIEW_PREFIX = '/webview';

/** The query parameter of the in-store runtime's links (spec storefront S2.5, S6). */
export const STORE_PARAM = 'store';

/** How the links of a page are written: inside the app, on an in-store display, or plain. */
export interface LinkContext {
  webview: boolean;
  store: boolean;
}

export const PLAIN_LINKS: LinkContext = { webview: false, store: false };

/** Paths that are no pages (API, images, the editors' admin): never prefixed or marked. */
const NOT_PAGES =
  /^\/(api|graphql|image|brand|cms|admin|_next|icons|sitemaps?|robots\.txt|favicon\.ico)(\/|$|\?|#|\.)/;

/** Whether a path is one of the app's pages (exactly the prefix, or below it). */
export function hasWebviewPrefix(path: string): boolean {
  return (
    path === WEBVIEW_PREFIX || path.startsWith(`${WEBVIEW_PREFIX}/`) || path.startsWith(`${WEBVIEW_PREFIX}?`)
  );
}

/** A path without the app's prefix ('/webview' alone is the home page). */
export function withoutWebviewPrefix(path: string): string {
  if (!hasWebviewPrefix(path)) return path;
  const rest = path.slice(WEBVIEW_PREFIX.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/**
 * A shop-internal href as a page in this context links it: inside the app with the /webview prefix,
 * on an in-store display with store=1. Absolute URLs, protocol-relative ones, fragments and paths
 * that are no pages stay as they are.
 */
export function shopHref(href: string, context: LinkContext): string {
  if (!context.webview && !context.store) return href;
  if (!href.startsWith('/') || href.startsWith('//') || NOT_PAGES.test(href)) return href;
  let result = href;
  if (context.webview && !hasWebviewPrefix(result))
    result = result === '/' ? WEBVIEW_PREFIX : WEBVIEW_PREFIX + result;
  if (context.store) result = withStoreParam(result);
  return result;
}

function withStoreParam(href: string): string {
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : href.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt < 0 ? '' : beforeHash.slice(queryAt + 1));
  if (params.get(STORE_PARAM) === '1') return href;
  params.set(STORE_PARAM, '1');
  return `${path}?${params.toString()}${hash}`;
}
