import type { ShopConfig } from '@/lib/shop/shop';
import { withoutWebviewPrefix } from '@/lib/webview/shop-href';
import type { AppPlatform, ClientState } from './client-state';

/** Set when a shopper dismisses the smart banner (customer-and-content S9 cookies). */
export const SMART_BANNER_COOKIE = 'smartbanner_consent';
/** How long a dismissal holds (the general cookie lifetime of S9). */
export const SMART_BANNER_DAYS = 60;
/** The banner's height: the header offset grows by this while it shows (S9). */
export const SMART_BANNER_HEIGHT_PX = 52;

/**
 * The store the smart banner links to for this visitor, or null when it shows nowhere for them
 * (customer-and-content S2): never inside the app, on an in-store display, for a crawler or a
 * device of type 'other', after a dismissal, or when the shop has no app link for the visitor's
 * platform (a desktop has none: the app is for phones and tablets).
 */
export function smartBannerPlatform(
  shop: Pick<ShopConfig, 'app'>,
  client: ClientState,
  dismissed: boolean,
): AppPlatform | null {
  if (client.webview || client.runtime === 'store' || client.isBot || dismissed) return null;
  if (client.deviceType === 'other' || !client.platform) return null;
  return appStoreUrl(shop, client.platform) ? client.platform : null;
}

export function appStoreUrl(shop: Pick<ShopConfig, 'app'>, platform: AppPlatform): string | null {
  return (platform === 'ios' ? shop.app?.iosUrl : shop.app?.androidUrl) ?? null;
}

/** Whether a cookie header holds the banner's dismissal. */
export function smartBannerDismissed(cookieHeader: string | null | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${SMART_BANNER_COOKIE}=`).test(cookieHeader ?? '');
}

const HIDDEN_EXACT = new Set(['/checkout', '/contact', '/directorderform', '/wishlist', '/support']);

/**
 * Pages that never show the banner (S2): checkout, contact, the customer area (overview,
 * maturities, orders, order details and the rest of it), the direct order form, inspiration
 * pages, the wishlist and support.
 */
export function isSmartBannerHiddenOn(pathname: string): boolean {
  const path = withoutWebviewPrefix(pathname.split(/[?#]/, 1)[0] || '/').replace(/(.)\/+$/, '$1');
  if (HIDDEN_EXACT.has(path)) return true;
  return path === '/customer' || path.startsWith('/customer/') || path.startsWith('/inspiration/');
}
