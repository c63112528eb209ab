import { SHOPS } from '@/lib/shop/shops';
import type { ShopConfig } from '@/lib/shop/shop';
import { shopsOutside, type AdminActor } from '../admin-actor';

/**
 * The price lists among `currencies` that the actor may not change, each with the shops outside
 * the actor's limit that show it. A price list belongs to every shop of its currency (the
 * catalogue is one for the family, decision 0038): a caller limited to some shops changes only
 * the lists no other shop shows.
 */
export function priceListsOutside(
  actor: AdminActor,
  currencies: Iterable<string>,
): { currency: string; shops: ShopConfig[] }[] {
  const outside = shopsOutside(actor);
  const refused: { currency: string; shops: ShopConfig[] }[] = [];
  for (const currency of new Set(currencies)) {
    const shops = outside.filter((shop) => shop.currency === currency);
    if (shops.length > 0) refused.push({ currency, shops });
  }
  return refused;
}

/** Whether the actor may change what every shop shows (stock, texts of the shared catalogue). */
export function coversEveryShop(actor: AdminActor): boolean {
  return shopsOutside(actor, SHOPS).length === 0;
}
