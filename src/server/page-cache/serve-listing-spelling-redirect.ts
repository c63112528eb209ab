import type { IncomingMessage, ServerResponse } from 'node:http';
import { trackingParamsOf, withTrackingParams } from '@/lib/page-cache/tracking-params';
import { shopHref } from '@/lib/webview/shop-href';
import { listingSpellingRedirect } from './listing-spelling-redirect';
import { sharedPageRequest } from './serve-page-from-memory';

/**
 * Answers a listing asked in another spelling of its canonical address with a redirect there
 * (listing-spelling-redirect.ts), before the page cache or a render: the canonical page is then
 * the one stored and shared. A redirect as the listing page sends it (307), with the app's prefix
 * and the request's tracking parameters kept. False when the request is no such listing: Next.js
 * and the page cache answer it as before (a preview, an in-store display and a client-side
 * navigation get the page's own redirect).
 */
export function serveListingSpellingRedirect(req: IncomingMessage, res: ServerResponse): boolean {
  let request: ReturnType<typeof sharedPageRequest>;
  let target: string | null;
  try {
    request = sharedPageRequest(req);
    target = request && listingSpellingRedirect(request.shop, request.route, request.search);
  } catch {
    return false; // anything unexpected: the page decides, as before
  }
  if (!request || target === null) return false;
  const url = req.url ?? '/';
  const tracking = url.includes('?') ? trackingParamsOf(url.slice(url.indexOf('?'))) : '';
  res.writeHead(307, {
    location: withTrackingParams(shopHref(target, { webview: request.app, store: false }), tracking),
    'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    'content-length': '0',
  });
  res.end();
  return true;
}
