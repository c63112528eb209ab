import type { IncomingMessage, ServerResponse } from 'node:http';
import { urlWithoutTrackingParams } from '@/lib/page-cache/tracking-params';
import type { ShopConfig } from '@/lib/shop/shop';
import { hasWebviewPrefix, shopHref, withoutWebviewPrefix } from '@/lib/webview/shop-href';
import { pageTypeForPath } from '@/lib/page-type';
import { isTargetedRoute, learnTargeting } from '@/server/content/targeted-routes';
import { shopOfRequest } from '@/server/shop/request-shop';
import { serveNotFoundPage } from '@/server/http/not-found-page';
import { RENDER_LINE_FULL } from '@/server/http/render-gate';
import type { RenderedPage } from './page-cache';
import { pageCache } from './page-cache-instance';
import { listingRedirectBeforeRender, redirectPage } from './redirect-before-render';
import { renderPage } from './render-page';
import { pageTags, routeTags } from './page-tags';
import { collectTags } from '@/server/cache/render-tags';
import {
  cacheablePageKey,
  cacheablePageVariant,
  isServableAsStored,
  sendStoredPage,
} from './serve-page-from-memory';

/**
 * A cacheable page that is not stored fresh, answered by the shop's HTTP server: rendered once
 * through the app (concurrent requests for it wait for that render), stored, and sent compressed
 * as stored. Without this, such a request went through Next.js twice (once to ask the proxy, once
 * to render), and its answer was compressed once more per response (issue 21: ~40 % of an
 * uncached page's CPU). False when the request is not cacheable, the page is chosen per visitor,
 * the render failed or its answer is no page to share (an error page, a cookie): then Next.js
 * answers the request itself, without asking the page cache again.
 */
export async function servePageThroughCache(
  req: IncomingMessage,
  res: ServerResponse,
  origin: { host: string; proto: string },
  /** how an expired page's successor renders while the stored page answers (PageCache.get) */
  refresh?: (render: () => Promise<RenderedPage>) => Promise<RenderedPage>,
  /**
   * how a page neither in memory nor in the store renders (the shop's server puts it in the render
   * line); its refusal (the line is full) is thrown to the caller, which answers 503
   */
  queue: (render: () => Promise<RenderedPage>) => Promise<RenderedPage> = (render) => render(),
): Promise<boolean> {
  const cache = pageCache();
  if (!cache) return false;
  const key = cacheablePageKey(req);
  if (!key) return false;
  // the page is rendered as its key names it: without tracking parameters (the browser still reads them)
  const url = urlWithoutTrackingParams(req.url ?? '/');
  const shop = shopOfRequest({ get: (name) => headerOf(req, name) });
  // a page whose content is chosen per visitor (targeting triggers) is never shared
  const requested = url.split('?', 1)[0]!;
  const app = hasWebviewPrefix(requested);
  // the route of an app page is the web page's (the prefix only names the frame)
  const pathname = app ? withoutWebviewPrefix(requested) : requested;
  if ('unknownCode' in shop) return false;
  const listing = pathname !== '/' && pageTypeForPath(pathname) === 'productListingPage';
  // (a shop's entries are noted by the first such page the app renders itself, and read here
  // again after a content change made the worker forget them)
  await learnTargeting(shop.shop, pathname, listing);
  if (isTargetedRoute(shop.shop.code, pathname, listing)) return false;
  let rendered: Awaited<ReturnType<typeof cache.get>>;
  try {
    // the variant its key names (also one a trusted cache in front asked for)
    const variant = cacheablePageVariant(req);
    rendered = await cache.get(
      key,
      async () => {
        // the page carries the tags of what its render read (and of its route), to be dropped by them
        const { value: page, tags } = await collectTags(async () => {
          // a listing page past its last goes to its last page without a render
          const location = listing ? await listingRedirect(shop.shop, pathname, url, app) : null;
          return location ? redirectPage(location) : renderPage(url, origin.host, origin.proto, variant);
        });
        page.tags = pageTags(routeTags(shop.shop, pathname), tags);
        return page;
      },
      refresh,
      queue,
    );
  } catch (error) {
    if (error === RENDER_LINE_FULL) throw error;
    // the render failed: the app answers this request itself
    return false;
  }
  // the shopper left while the page rendered: nothing more to answer
  if (res.destroyed) return true;
  if (!isServableAsStored(rendered.page)) {
    // a page the app did not find: the shop's 404 page, as Next.js's answer would be completed (a
    // second render of it, through Next.js, doubled the CPU an old product's address costs)
    return isHtmlNotFound(rendered.page) && serveNotFoundPage(req, res, origin);
  }
  sendStoredPage(req, res, cache, key, rendered.page, rendered.state);
  return true;
}

/**
 * Where a listing request goes instead of being rendered (redirect-before-render.ts), with the app's
 * prefix kept; null when the app has not said how to decide it yet, the request is no page past the
 * last, or the decision failed (then the page is rendered).
 */
async function listingRedirect(
  shop: ShopConfig,
  pathname: string,
  url: string,
  app: boolean,
): Promise<string | null> {
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  try {
    const location = await listingRedirectBeforeRender(shop, pathname, search);
    return location === null ? null : shopHref(location, { webview: app, store: false });
  } catch {
    return null;
  }
}

function isHtmlNotFound(page: RenderedPage): boolean {
  return (
    page.status === 404 &&
    page.headers.some(([name, value]) => name === 'content-type' && value.startsWith('text/html'))
  );
}

function headerOf(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name.toLowerCase()];
  return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
}
