import type { ShopConfig } from '@/lib/shop/shop';
import { unknownShopPage } from '@/lib/shop/unknown-shop-page';
import { shopOfRequest } from './request-shop';

/**
 * The shop of a route handler's request, or the 404 answer for a host no shop is configured for
 * (routes the proxy does not see: robots.txt, sitemap.xml).
 */
export function routeShop(request: Request): ShopConfig | Response {
  const resolved = shopOfRequest(request.headers, request.url);
  if ('shop' in resolved) return resolved.shop;
  return new Response(unknownShopPage(resolved.unknownCode), {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
