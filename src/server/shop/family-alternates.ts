import type { ShopConfig } from '@/lib/shop/shop';
import { familyOf } from '@/lib/shop/shops';
import { originOfShop } from './request-shop';

/**
 * hreflang alternates of a page across the shop's family (the shop itself included): locale →
 * absolute URL on each sibling's configured origin. `pathIn` gives the page's path in a sibling (a
 * category's path differs by language), or null when the sibling has no such page. Siblings that
 * keep crawlers out (noindex) are left out.
 */
export function familyAlternates(
  shop: ShopConfig,
  pathIn: (sibling: ShopConfig) => string | null,
): Record<string, string> {
  const family = familyOf(shop).filter((s) => s.index === 'index, follow' || s.code === shop.code);
  if (family.length < 2) return {};
  const alternates: Record<string, string> = {};
  for (const sibling of family) {
    const path = pathIn(sibling);
    if (path !== null) alternates[sibling.locale] = `${originOfShop(sibling)}${path}`;
  }
  return alternates;
}
