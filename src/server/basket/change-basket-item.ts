import { checkAddToBasket } from '@/lib/basket/add-to-basket-rules';
import { toDisplayNumber } from '@/lib/display-number';
import { defaultDimension } from '@/server/catalog/product-detail';
import type { Database } from '@/server/db/client';
import type { ShopperSessionAccess } from '@/server/session/shopper-session';
import { addBasketPieces, removeBasketItem, setBasketItemQuantity, withLockedBasket } from './basket-store';
import { lineFacts } from './add-to-basket';
import { BasketError } from './basket-error';
import { deliveryStateOf, isOrderable, loadBasket, type BasketView } from './load-basket';
import { basketValuesOf } from '@/lib/basket/basket-values';

export interface ChangeBasketItemRequest {
  itemKey: string;
  quantity: number;
  /** another colour of the same style (its default promotion); the line's colour when absent */
  productId: string | null;
  /** another size (of the chosen colour); the line's size when absent */
  variantId: string | null;
}

/**
 * The change-item modal (spec S2.8): a new colour, size and/or quantity for a line, checked like an add
 * against the rest of the basket. A size already in the basket takes the pieces into its line.
 */
export async function changeBasketItem(
  db: Database,
  session: ShopperSessionAccess,
  request: ChangeBasketItemRequest,
): Promise<BasketView> {
  const sessionId = await session.currentId();
  if (!sessionId) throw new BasketError('BASKET_CHANGE_ITEM_FAILED');
  // check and write in one transaction with the basket locked: the line moves to another size
  // atomically, and no concurrent change passes a limit alongside this one
  return withLockedBasket(db, sessionId, (tx) => changeLocked(tx, session, sessionId, request));
}

async function changeLocked(
  db: Database,
  session: ShopperSessionAccess,
  sessionId: string,
  request: ChangeBasketItemRequest,
): Promise<BasketView> {
  const basket = await loadBasket(db, session.shop, sessionId);
  const line = basket.lines.find((l) => l.stored.id === request.itemKey);
  if (!line) throw new BasketError('BASKET_CHANGE_ITEM_FAILED');
  // another colour is another product of the same style, with its default promotion
  const color = request.productId
    ? line.product.colors.find((c) => c.productId === request.productId)
    : line.product.color;
  const dimension = color === line.product.color ? line.dimension : color && defaultDimension(color);
  const variant = request.variantId
    ? dimension?.variants.find((v) => v.id === request.variantId)
    : color === line.product.color
      ? line.variant
      : undefined;
  if (!color || !dimension || !variant) throw new BasketError('BASKET_CHANGE_ITEM_FAILED');

  // a free gift is one piece (spec S5), whatever its product's own limit says
  if (line.product.isFreeGift && request.quantity > 1) throw new BasketError('MORE_THAN_ONE_FREE_GIFT');
  const others = basket.lines.filter((l) => l !== line).map(lineFacts);
  const check = checkAddToBasket(
    others,
    {
      productId: color.productId,
      promotion: dimension.promotion,
      displayNumber: toDisplayNumber(color.productId, dimension.promotion),
      isFreeGift: false, // the line's gift is already in the basket; only its quantity changes
      quantityLimit: line.product.quantityLimit,
      quantity: request.quantity,
      variant: { id: variant.id, orderable: isOrderable(variant), stock: variant.stock },
    },
    basketValuesOf(session.shop),
  );
  if (!check.ok) throw new BasketError(check.code, check.values);

  if (color === line.product.color && variant.id === line.stored.variantId) {
    await setBasketItemQuantity(db, sessionId, line.stored.id, request.quantity);
  } else {
    await removeBasketItem(db, sessionId, line.stored.id);
    await addBasketPieces(db, sessionId, {
      productId: color.productId,
      variantId: variant.id,
      promotion: dimension.promotion,
      quantity: request.quantity,
      seenDeliveryState: deliveryStateOf(variant),
    });
  }
  return loadBasket(db, session.shop, sessionId);
}
