import type { Database } from '@/server/db/client';
import type { ShopperSessionAccess } from '@/server/session/shopper-session';
import { removeBasketItem } from './basket-store';
import { BasketError } from './basket-error';
import { loadBasket, type BasketView } from './load-basket';

/** Removes a line of the caller's basket; a key of another basket is refused like an unknown one. */
export async function removeFromBasket(
  db: Database,
  session: ShopperSessionAccess,
  itemKey: string,
): Promise<BasketView> {
  const sessionId = await session.currentId();
  if (!sessionId || !(await removeBasketItem(db, sessionId, itemKey)))
    throw new BasketError('BASKET_CHANGE_ITEM_FAILED');
  return loadBasket(db, session.shop, sessionId);
}
