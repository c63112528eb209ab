import type { Database } from '@/server/db/client';
import type { ShopperSessionAccess } from '@/server/session/shopper-session';
import { setDisposalServicePieces, withLockedBasket } from './basket-store';
import { BasketError } from './basket-error';
import { loadBasket, type BasketView } from './load-basket';

/** More pieces than any basket may hold of one line. */
const MAX_PIECES = 999;

/**
 * Books the disposal service for some pieces (0 cancels it): only with a mattress or slatted frame
 * in the basket (DISPOSAL_SERVICE_NOT_AVAILABLE), and for at most as many pieces as the basket holds
 * of them (DISPOSAL_SERVICE_TOO_MANY_PIECES); a count that is no whole number from 0 is refused with
 * DISPOSAL_SERVICE_INVALID_PIECES (spec S5).
 */
export async function bookDisposalService(
  db: Database,
  session: ShopperSessionAccess,
  pieces: number,
): Promise<BasketView> {
  if (!Number.isInteger(pieces) || pieces < 0 || pieces > MAX_PIECES)
    throw new BasketError('DISPOSAL_SERVICE_INVALID_PIECES');
  const sessionId = await session.currentId();
  if (!sessionId) throw new BasketError('DISPOSAL_SERVICE_NOT_AVAILABLE');
  // checked and written with the basket locked: a mattress removed meanwhile is seen
  await withLockedBasket(db, sessionId, async (tx) => {
    const basket = await loadBasket(tx, session.shop, sessionId);
    if (pieces > 0 && basket.disposalServiceMaxPieces === 0)
      throw new BasketError('DISPOSAL_SERVICE_NOT_AVAILABLE');
    if (pieces > basket.disposalServiceMaxPieces)
      throw new BasketError('DISPOSAL_SERVICE_TOO_MANY_PIECES', {
        maxPieces: basket.disposalServiceMaxPieces,
      });
    await setDisposalServicePieces(tx, sessionId, pieces);
  });
  return loadBasket(db, session.shop, sessionId);
}
