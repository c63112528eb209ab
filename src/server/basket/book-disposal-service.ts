import type { Database } from '@/server/db/client';
import type { ShopperSessionAccess } from '@/server/session/shopper-session';
import { setDisposalServicePieces, withLockedBasket } from './basket-store';
import { BasketError } from './basket-error';
import { loadBasket, type BasketView } from './load-basket';

/**
 * Books the disposal service for some pieces (0 cancels it): only with a mattress or slatted frame
 * in the basket, and for at most as many pieces as the basket holds of them (spec S5).
 */
export async function bookDisposalService(
  db: Database,
  session: ShopperSessionAccess,
  pieces: number,
): Promise<BasketView> {
  const sessionId = await session.currentId();
  if (!sessionId) throw new BasketError('DISPOSAL_SERVICE_NOT_AVAILABLE');
  // checked and written with the basket locked: a mattress removed meanwhile is seen
  await withLockedBasket(db, sessionId, async (tx) => {
    const basket = await loadBasket(tx, session.shop, sessionId);
    if (pieces > 0 && pieces > basket.disposalServiceMaxPieces)
      throw new BasketError('DISPOSAL_SERVICE_NOT_AVAILABLE');
    await setDisposalServicePieces(tx, sessionId, pieces);
  });
  return loadBasket(db, session.shop, sessionId);
}
