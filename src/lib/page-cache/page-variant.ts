import { clientStateOf } from '@/lib/client/client-state';
import { smartBannerDismissed, smartBannerPlatform, SMART_BANNER_COOKIE } from '@/lib/client/smart-banner';
import type { ShopConfig } from '@/lib/shop/shop';

/**
 * The variant of a shared page a visitor gets: '' for most, 'bot' for crawlers (no tracking, no
 * personal parts), 'ios' or 'android' while the smart banner shows for them. Everything else a
 * page shows the same to everyone; these come from the User-Agent and the banner's dismissal
 * cookie, which the page cache's render request therefore carries (render-page.ts).
 */
export function pageVariantOf(
  shop: Pick<ShopConfig, 'app'>,
  userAgent: string | null | undefined,
  cookieHeader: string | null | undefined,
): string {
  const client = clientStateOf({ userAgent, webview: false, runtime: 'shop' });
  if (client.isBot) return 'bot';
  return smartBannerPlatform(shop, client, smartBannerDismissed(cookieHeader)) ?? '';
}

/** The request headers that make a page's variant, as the render request replays them. */
export function variantHeaders(
  userAgent: string | null | undefined,
  cookieHeader: string | null | undefined,
) {
  const headers: Record<string, string> = {};
  if (userAgent) headers['user-agent'] = userAgent.slice(0, 512);
  if (smartBannerDismissed(cookieHeader)) headers.cookie = `${SMART_BANNER_COOKIE}=1`;
  return headers;
}
