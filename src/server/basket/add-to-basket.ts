import { checkAddToBasket } from '@/lib/basket/add-to-basket-rules';
import { toDisplayNumber } from '@/lib/display-number';
import { defaultDimension } from '@/server/catalog/product-detail';
import type { Database } from '@/server/db/client';
import type { ShopperSessionAccess } from '@/server/session/shopper-session';
import { addBasketPieces, withLockedBasket } from './basket-store';
import type { ShopConfig } from '@/lib/shop/shop';
import { BasketError } from './basket-error';
import {
  basketViewOf,
  deliveryStateOf,
  isOrderable,
  loadBasketWith,
  type BasketLine,
  type BasketView,
} from './load-basket';
import { basketValuesOf } from '@/lib/basket/basket-values';

export interface AddToBasketRequest {
  productId: string;
  /** the chosen size; null when the shopper chose none */
  variantId: string | null;
  /** the promotion of the article; the product's default promotion when absent */
  promotion: string | null;
  quantity: number;
}

/**
 * Adds pieces of a size to the caller's basket after every rule of spec S5 (size, sold out, free
 * gifts, quantity limits, stock, basket size); starts a session for a caller without one. The
 * check and the write happen with the basket locked.
 */
export async function addToBasket(
  db: Database,
  session: ShopperSessionAccess,
  request: AddToBasketRequest,
): Promise<BasketView> {
  let sessionId = await session.currentId();
  if (!sessionId) {
    // a new shopper's basket is empty: check against it before a session is started for the add
    await planAdd(db, session.shop, null, request);
    sessionId = await session.ensureId();
  }
  const id = sessionId;
  return withLockedBasket(db, id, async (tx) => {
    const { current, product, dimension, variant } = await planAdd(tx, session.shop, id, request);
    const stored = await addBasketPieces(tx, id, {
      productId: product.id,
      variantId: variant.id,
      promotion: dimension.promotion,
      quantity: request.quantity,
      seenDeliveryState: deliveryStateOf(variant),
    });
    // the basket after the add, from what is loaded already: the changed or new line
    const line = { stored, product, dimension, variant };
    const lines = current.lines.some((l) => l.stored.id === stored.id)
      ? current.lines.map((l) => (l.stored.id === stored.id ? line : l))
      : [...current.lines, line];
    return basketViewOf(tx, session.shop, id, lines, current.disposalServicePieces);
  });
}

/** Loads the basket and the product, and checks the add against every rule; throws a refusal. */
async function planAdd(
  db: Database,
  shop: ShopConfig,
  sessionId: string | null,
  request: AddToBasketRequest,
) {
  const productId = request.productId.trim();
  const { basket: current, products } = await loadBasketWith(db, shop, sessionId, [productId]);
  const product = products.get(productId);
  if (!product) throw new BasketError('ATB_GENERAL');
  const dimension = request.promotion
    ? product.color.dimensions.find((d) => d.promotion === request.promotion)
    : defaultDimension(product.color);
  if (!dimension) throw new BasketError('ATB_GENERAL');
  const variant = request.variantId ? dimension.variants.find((v) => v.id === request.variantId) : undefined;
  if (request.variantId && !variant) throw new BasketError('ATB_GENERAL');

  const check = checkAddToBasket(
    current.lines.map(lineFacts),
    {
      productId: product.id,
      promotion: dimension.promotion,
      displayNumber: toDisplayNumber(product.id, dimension.promotion),
      isFreeGift: product.isFreeGift,
      quantityLimit: product.quantityLimit,
      quantity: request.quantity,
      variant: variant ? { id: variant.id, orderable: isOrderable(variant), stock: variant.stock } : null,
    },
    basketValuesOf(shop),
  );
  if (!check.ok) throw new BasketError(check.code, check.values);
  return { current, product, dimension, variant: variant! };
}

/** What the add-to-basket rules need of a line. */
export function lineFacts(line: BasketLine) {
  return {
    productId: line.product.id,
    promotion: line.stored.promotion,
    variantId: line.stored.variantId,
    quantity: line.stored.quantity,
    unitPriceCents: line.variant.priceCents,
    isFreeGift: line.product.isFreeGift,
  };
}
