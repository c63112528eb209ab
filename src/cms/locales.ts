import { LOCALES } from '@/lib/shop/shop';
import { SHOPS } from '@/lib/shop/shops';

/** The CMS's content locales: the family's locales; a text missing in one is missing (no fallback). */
export const CMS_LOCALES = [...LOCALES];
export const CMS_DEFAULT_LOCALE = 'de-AT';

/** The shops an entry can be shown in, for the editors' shop selection. */
export const SHOP_OPTIONS = SHOPS.map((shop) => ({
  label: `${shop.brand} (${shop.code})`,
  value: shop.code,
}));
