import type { ShopConfig } from '@/lib/shop/shop';
import { shopTexts } from '@/server/shop/shop-texts';

/** The shop's texts of basket errors, infos and total lines, from its message file. */
export function basketTexts(shop: ShopConfig) {
  return {
    error: shopTexts(shop, 'basketErrors'),
    message: shopTexts(shop, 'basketMessages'),
    total: shopTexts(shop, 'basketTotals'),
  };
}
