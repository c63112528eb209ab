import { originOf, parseShopHosts } from '@/lib/shop/resolve-shop';
import { shopByCode } from '@/lib/shop/shops';
import { previewToken } from '@/server/content/preview-token';

/**
 * Where the admin's preview button opens a page: on the host of a shop that shows it (the one in
 * the locale being edited, else the first), through /api/preview with a token for that path.
 */
export function previewUrl(
  path: string,
  shopCodes: readonly string[],
  locale: string | undefined,
): string | null {
  const shops = shopCodes.map((code) => shopByCode(code)).filter((shop) => shop !== undefined);
  const shop = shops.find((s) => s.locale === locale) ?? shops[0];
  if (!shop) return null;
  const origin = originOf(shop, parseShopHosts(process.env.SHOP_HOSTS), process.env.PORT ?? 3000);
  return `${origin}/api/preview?path=${encodeURIComponent(path)}&token=${previewToken(path)}`;
}
