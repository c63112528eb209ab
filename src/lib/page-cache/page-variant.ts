import { clientStateOf } from '@/lib/client/client-state';
import { smartBannerDismissed, smartBannerPlatform } from '@/lib/client/smart-banner';
import type { ShopConfig } from '@/lib/shop/shop';

/**
 * The variant of a shared page a visitor gets: '' for most, 'bot' for crawlers (no tracking, no
 * personal parts), 'ios' or 'android' while the smart banner shows for them. Everything else a
 * page shows the same to everyone. These come from the User-Agent and the banner's dismissal
 * cookie; the page cache's render request names the variant itself (PAGE_VARIANT_HEADER).
 */
export function pageVariantOf(
  shop: Pick<ShopConfig, 'app'>,
  userAgent: string | null | undefined,
  cookieHeader: string | null | undefined,
  /** a page of the app (/webview): no smart banner there */
  app = false,
): PageVariant {
  const client = clientStateOf({ userAgent, webview: app, runtime: 'shop' });
  if (client.isBot) return 'bot';
  return smartBannerPlatform(shop, client, smartBannerDismissed(cookieHeader)) ?? '';
}

/** The variants a page can have (the plain one is ''). */
export type PageVariant = '' | 'bot' | 'ios' | 'android';

/**
 * The client state a page-cache render request renders for its variant: the key and the render
 * agree by construction (never by reading the User-Agent twice).
 */
export function variantClientState(variant: string | null): {
  display: false;
  isBot: boolean;
  deviceType: 'smartphone' | 'other';
  platform: 'ios' | 'android' | null;
} {
  if (variant === 'ios' || variant === 'android')
    return { display: false, isBot: false, deviceType: 'smartphone', platform: variant };
  return { display: false, isBot: variant === 'bot', deviceType: 'other', platform: null };
}
