import type { IncomingMessage, ServerResponse } from 'node:http';
import { isCacheablePageRequest, pageCacheKey } from '@/lib/page-cache/cacheable-request';
import {
  trackingParamsOf,
  withoutTrackingParams,
  withTrackingParams,
} from '@/lib/page-cache/tracking-params';
import { pageVariantOf, type PageVariant } from '@/lib/page-cache/page-variant';
import { isForwardedHttps } from '@/lib/http/forwarded-proto';
import { matchesIfNoneMatch } from '@/lib/http/if-none-match';
import { surrogateKeyOf } from '@/server/cache/surrogate-key';
import { hasWebviewPrefix, withoutWebviewPrefix } from '@/lib/webview/shop-href';
import { isDecodablePath } from '@/lib/url/decodable-path';
import { cacheRegistry } from '@/server/cache-registry';
import {
  cdnMaxAgeSeconds,
  edgeVariant,
  PAGE_VARIANT_HEADER_FOR_EDGE,
  sharedCacheControl,
  variantName,
} from '@/server/http/shared-cache-control';
import { requestHost, shopOfRequest } from '@/server/shop/request-shop';
import { isStoreHost } from '@/server/shop/store-hosts';
import { isCacheableRoute } from './cacheable-route';
import { AUTH_COOKIE } from '@/lib/auth/auth-cookie';
import type { ShopConfig } from '@/lib/shop/shop';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { compress, MIN_COMPRESSED_BYTES } from './page-compression';
import { rawBody, type CacheState, type PageCache, type PageEncoding, type RenderedPage } from './page-cache';

/** The encoding to answer with: brotli, else gzip, else none, as the client accepts them. */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.split('=', 1)[0]!.trim())
    .filter(Boolean);
}

const pending = new WeakMap<RenderedPage, Partial<Record<PageEncoding, Promise<Buffer>>>>();

function encodedBody(
  cache: PageCache,
  key: string,
  page: RenderedPage,
  encoding: PageEncoding,
): Buffer | Promise<Buffer> {
  const stored = page.encoded?.[encoding];
  if (stored) return stored;
  const running = pending.get(page) ?? {};
  pending.set(page, running);
  // the promise belongs to the request that started it (its async context): not kept once done
  return (running[encoding] ??= compress(rawBody(page), encoding)
    .then((body) => {
      cache.addEncoding(key, page, encoding, body);
      return body;
    })
    .finally(() => {
      delete running[encoding];
    }));
}

/** The page's Vary header with Accept-Encoding in it once. */
export function varyWithEncoding(vary: string | undefined): string {
  const names = (vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding')) names.push('Accept-Encoding');
  return names.join(', ');
}

/**
 * A document request the shop may answer alike for everyone, as the shop's HTTP server sees it: a
 * plain GET of a known shop's page without a personal cookie, not from an in-store display's host.
 * Its query is without tracking parameters (an ad's or a newsletter's link asks for the page without
 * them); `route` is the page's path without the app's prefix.
 */
export interface SharedPageRequest {
  shop: ShopConfig;
  pathname: string;
  route: string;
  app: boolean;
  search: string;
  shopperKnown: boolean;
  header(name: string): string | null;
}

export function sharedPageRequest(req: IncomingMessage): SharedPageRequest | null {
  if (req.method !== 'GET') return null;
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const search = queryAt < 0 ? '' : withoutTrackingParams(url.slice(queryAt));
  if (!pathname.startsWith('/') || !isDecodablePath(pathname)) return null;
  const header = (name: string): string | null => {
    const value = req.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  };
  const facts = {
    method: req.method,
    pathname,
    searchParams: new URLSearchParams(search),
    header,
    cookieNames: cookieNames(req.headers.cookie),
  };
  if (!isCacheablePageRequest(facts)) return null;
  const shop = shopOfRequest({ get: header });
  if ('unknownCode' in shop) return null;
  // an in-store display's host: kiosk pages, rendered per request (few displays, never mixed with the web's)
  if (isStoreHost(requestHost({ get: header }))) return null;
  // the app's pages: the route of the page under the prefix (the key keeps the prefix)
  const app = hasWebviewPrefix(pathname);
  const shopperKnown =
    facts.cookieNames.some((name) => name === SESSION_COOKIE || name === AUTH_COOKIE) ||
    header('authorization') !== null;
  const route = app ? withoutWebviewPrefix(pathname) : pathname;
  return { shop: shop.shop, pathname, route, app, search, shopperKnown, header };
}

/** A cacheable document request as the shop's HTTP server sees it: its page's cache key. */
export function cacheablePageKey(req: IncomingMessage): string | null {
  const request = sharedPageRequest(req);
  if (!request) return null;
  const { shop, pathname, route, search, shopperKnown } = request;
  if (!isCacheableRoute(shop, route, search, shopperKnown)) return null;
  const variant = variantOf(req, request);
  const https = isForwardedHttps(req.headers['x-forwarded-proto'], process.env.TRUST_PROXY === '1');
  return pageCacheKey(shop.code, pathname, search, variant, https);
}

/** The variant of the page the request gets: the one a trusted cache in front named, else the shop's own choice. */
function variantOf(req: IncomingMessage, request: SharedPageRequest): PageVariant {
  const edge = edgeVariant(req.headers[PAGE_VARIANT_HEADER_FOR_EDGE]);
  // the app's pages have no smart banner: only their plain and bot variants exist
  if (edge !== null) return request.app && edge !== 'bot' ? '' : edge;
  return pageVariantOf(request.shop, request.header('user-agent'), request.header('cookie'), request.app);
}

/**
 * The variant a cacheable request's page is rendered in: the one its key names (a render that
 * chose again from the User-Agent could store another variant under the key a cache in front asked for).
 */
export function cacheablePageVariant(req: IncomingMessage): PageVariant {
  const request = sharedPageRequest(req);
  return request ? variantOf(req, request) : '';
}

/** The pages a shopper's own basket and wishlist become once the shop knows the shopper. */
function isShopperOwnPage(url: string): boolean {
  const pathname = withoutWebviewPrefix(url.split('?', 1)[0]!);
  return pathname === '/basket' || pathname === '/wishlist';
}

/** Whether a stored page goes out as it is stored (no per-response nonce to write in). */
export function isServableAsStored(page: RenderedPage): boolean {
  return page.shareable && page.precompressible === true;
}

/**
 * Sends a stored page that needs no per-response nonce, in the compressed form the client accepts
 * (each form made once per page and kept with it).
 */
export function sendStoredPage(
  req: IncomingMessage,
  res: ServerResponse,
  cache: PageCache,
  key: string,
  page: RenderedPage,
  state: CacheState,
): void {
  const encoding = pickEncoding(req.headers['accept-encoding'] as string | undefined);
  // a stored redirect passes on the request's tracking parameters (they are not in its key)
  const url = req.url ?? '';
  const queryAt = url.indexOf('?');
  const tracking = isRedirect(page.status) && queryAt >= 0 ? trackingParamsOf(url.slice(queryAt)) : '';
  const send = (body: Buffer, encoded: PageEncoding | null) => {
    if (res.headersSent || res.destroyed) return;
    for (const [name, value] of page.headers)
      res.setHeader(name, name === 'location' ? withTrackingParams(value, tracking) : value);
    const vary = varyWithEncoding(page.headers.find(([n]) => n === 'vary')?.[1]);
    if (page.status === 200) {
      // the same page for everyone (Next.js wrote `private, no-store` for its dynamic render)
      const ownPage = isShopperOwnPage(url);
      // the empty basket and wishlist are everyone's only until the shopper has a session: a
      // cache in front that does not tell shoppers apart must not keep them (docs/cdn.md)
      res.setHeader('cache-control', ownPage ? 'private, no-cache' : sharedCacheControl());
      const request = cdnMaxAgeSeconds() > 0 && !ownPage ? sharedPageRequest(req) : null;
      if (request) {
        // a cache in front keeps one copy per variant (docs/cdn.md)
        res.setHeader(PAGE_VARIANT_HEADER_FOR_EDGE, variantName(variantOf(req, request)));
        res.setHeader('vary', `${vary}, X-Page-Variant`);
      } else res.setHeader('vary', vary);
    } else res.setHeader('vary', vary);
    res.setHeader('x-page-cache', state.toUpperCase());
    const surrogateKey = surrogateKeyOf(page.tags);
    if (surrogateKey) res.setHeader('surrogate-key', surrogateKey);
    if (page.etag && page.status === 200) {
      // the body's validator: the same page on every node, whatever its encoding (weak across them)
      const etag = encoded ? `W/${page.etag}` : page.etag;
      res.setHeader('etag', etag);
      if (matchesIfNoneMatch(req.headers['if-none-match'] as string | undefined, page.etag)) {
        res.writeHead(304);
        res.end();
        return;
      }
    }
    if (encoded) res.setHeader('content-encoding', encoded);
    res.setHeader('content-length', body.length);
    res.writeHead(page.status);
    res.end(body);
  };
  // a redirect's few bytes go as they are
  if (!encoding || (page.body !== null && page.body.length < MIN_COMPRESSED_BYTES))
    return send(rawBody(page), null);
  const body = encodedBody(cache, key, page, encoding);
  if (Buffer.isBuffer(body)) send(body, encoding);
  else
    body.then(
      (encoded) => send(encoded, encoding),
      // compression failed (memory): the uncompressed page is as good
      () => send(rawBody(page), null),
    );
}

function isRedirect(status: number): boolean {
  return status >= 300 && status < 400;
}

/**
 * Answers a document request from the page cache in the shop's HTTP server, before Next.js sees it:
 * a fresh stored page without a per-response nonce. False when the request is not cacheable or the
 * page is not stored fresh: then it is rendered (serve-page-through-cache.ts) or Next.js answers.
 */
export function servePageFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
  const cache = cacheRegistry().get('pages') as PageCache | undefined;
  if (!cache || typeof cache.peekFresh !== 'function') return false;
  const key = cacheablePageKey(req);
  if (!key) return false;
  const page = cache.peekFresh(key);
  if (!page || !isServableAsStored(page)) return false;
  sendStoredPage(req, res, cache, key, page, 'hit');
  return true;
}
