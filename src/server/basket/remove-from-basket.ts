import type { Database } from '@/server/db/client';
import type { ShopperSessionAccess } from '@/server/session/shopper-session';
import { removeBasketItem, withLockedBasket } from './basket-store';
import { BasketError } from './basket-error';
import { loadBasket, type BasketView } from './load-basket';

/** Removes a line of the caller's basket; a key of another basket is refused like an unknown one. */
export async function removeFromBasket(
  db: Database,
  session: ShopperSessionAccess,
  itemKey: string,
): Promise<BasketView> {
  const sessionId = await session.currentId();
  // with the basket locked, like every other change of it: no check of another change sees half of it
  const removed =
    sessionId && (await withLockedBasket(db, sessionId, (tx) => removeBasketItem(tx, sessionId, itemKey)));
  if (!sessionId || !removed) throw new BasketError('BASKET_CHANGE_ITEM_FAILED');
  return loadBasket(db, session.shop, sessionId);
}
