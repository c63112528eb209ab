import { NextResponse, type NextRequest } from 'next/server';
import { isCacheablePageRequest, pageCacheKey } from '@/lib/page-cache/cacheable-request';
import { pageCache } from './page-cache-instance';
import { shopOfRequest } from '@/server/shop/request-shop';
import { isTargetedRoute } from '@/server/content/targeted-routes';
import { isCacheableRoute } from './cacheable-route';
import { withFreshNonce } from './fresh-nonce';
import { publicOrigin, renderPage } from './render-page';

/**
 * Answers a catalogue page from the shared page cache, rendering it once through the app when it is
 * missing. Null when the request is not cacheable, the render failed or its answer is no page to share
 * (redirect, error, cookie): then the app answers it itself.
 */
export async function serveCachedPage(request: NextRequest): Promise<NextResponse | null> {
  const cache = pageCache();
  if (!cache) return null;
  const url = request.nextUrl;
  const cookieNames = request.cookies.getAll().map((c) => c.name);
  const facts = {
    method: request.method,
    pathname: url.pathname,
    searchParams: url.searchParams,
    header: (name: string) => request.headers.get(name),
    cookieNames,
  };
  if (!isCacheablePageRequest(facts)) return null;
  const shop = shopOfRequest(request.headers);
  if ('unknownCode' in shop || !isCacheableRoute(shop.shop, url.pathname, url.search)) return null;
  // a page whose content is chosen per visitor (targeting triggers) is never shared
  if (isTargetedRoute(shop.shop.code, url.pathname)) return null;
  const { host, proto } = publicOrigin(request);
  // one entry per shop, whichever of its hosts asked: a page names its shop's origin, not the host
  const key = pageCacheKey(shop.shop.code, url.pathname, url.search);
  try {
    const { page, state } = await cache.get(key, () => renderPage(url.pathname + url.search, host, proto));
    // redirects, error pages and answers with cookies are answered by the app for this request alone
    if (!page.shareable) return null;
    // every response its own CSP nonce: a cached page never shares one between shoppers
    const { headers, body } = withFreshNonce(page);
    headers.set('x-page-cache', state.toUpperCase());
    // a stored redirect names its target relative to the shop; Next.js's proxy wants it absolute
    const location = headers.get('location');
    if (location) headers.set('location', new URL(location, request.nextUrl).toString());
    // the server compresses the answer as the client accepts it
    return new NextResponse(body, { status: page.status, headers });
  } catch {
    return null;
  }
}
