import type { FilterId } from '@/lib/listing/filter-ids';
import type { ShopConfig } from '@/lib/shop/shop';
import { shopMessages } from '@/i18n/shop-messages';

/** Filter names for the API in the shop's language, from the same messages the UI reads. */
export function filterLabels(shop: ShopConfig): Record<FilterId, string> {
  return shopMessages(shop).attributeLabels;
}
