/**
 * Request headers the proxy (src/proxy.ts) sets for the app after reading the URL: a client's own
 * values are always removed first, so pages can trust them.
 */
/** '1' when the request came under the app's /webview prefix (which the proxy strips). */
export const WEBVIEW_HEADER = 'x-shop-webview';
/**
 * '1' when the answer is an HTML document, not a payload for the client router (the proxy sees
 * Next.js's router headers, which the app's headers() hides; lib/http/document-request.ts).
 */
export const DOCUMENT_HEADER = 'x-shop-document';
/** 'store' when the page runs on an in-store display (store=1). */
export const RUNTIME_HEADER = 'x-shop-runtime';
/**
 * The page variant a page-cache render request renders (lib/page-cache/page-variant.ts); trusted
 * only together with the render secret, so the stored page is the variant its key names.
 */
export const PAGE_VARIANT_HEADER = 'x-shop-page-variant';
