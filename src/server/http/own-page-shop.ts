import type { ShopConfig } from '@/lib/shop/shop';
import { isShopOrigin, shopOfRequest } from '@/server/shop/request-shop';

/**
 * The shop of a request that only the shop's own pages may send (the analytics collector, the
 * chat): its host names a shop, and its Origin and Sec-Fetch-Site, when the browser sends them, are
 * that shop's. 'unknown-shop' or 'foreign' otherwise, for the caller's own error answer.
 */
export function ownPageShop(request: Request): ShopConfig | 'unknown-shop' | 'foreign' {
  const resolution = shopOfRequest(request.headers, request.url);
  if (!('shop' in resolution)) return 'unknown-shop';
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  if (
    (origin !== null && !isShopOrigin(resolution.shop, origin)) ||
    (site !== null && site !== 'same-origin')
  )
    return 'foreign';
  return resolution.shop;
}
