import { checkAddToBasket } from '@/lib/basket/add-to-basket-rules';
import { checkDirectOrder } from '@/lib/basket/direct-order-rules';
import { toDisplayNumber } from '@/lib/display-number';
import type { Database } from '@/server/db/client';
import type { ShopperSessionAccess } from '@/server/session/shopper-session';
import { lineFacts } from './add-to-basket';
import { addBasketPieces, withLockedBasket } from './basket-store';
import type { ShopConfig } from '@/lib/shop/shop';
import { BasketError } from './basket-error';
import { deliveryStateOf, isOrderable, loadBasket, loadBasketWith, type BasketView } from './load-basket';
import { basketValuesOf } from '@/lib/basket/basket-values';

export interface DirectOrderLine {
  productId: string;
  promotion: string;
  /** null: no size chosen */
  variantId: string | null;
  quantity: number;
}

/**
 * Adds all lines of the direct order form at once (spec S2.9): first the form's rules of S8.2,
 * then every add-to-basket rule of S5 against the basket and the lines before; one refusal adds
 * nothing. The lines are written in one transaction.
 */
export async function addDirectOrder(
  db: Database,
  session: ShopperSessionAccess,
  lines: readonly DirectOrderLine[],
): Promise<BasketView> {
  let sessionId = await session.currentId();
  if (!sessionId) {
    // a new shopper's basket is empty: check against it before a session is started
    await checkDirectOrderLines(db, session.shop, null, lines);
    sessionId = await session.ensureId();
  }
  const id = sessionId;
  // checked again and written with the basket locked, so no concurrent add passes a limit alongside
  await withLockedBasket(db, id, async (tx) => {
    const resolved = await checkDirectOrderLines(tx, session.shop, id, lines);
    for (const { line, product, dimension, variant } of resolved)
      await addBasketPieces(tx, id, {
        productId: product.id,
        variantId: variant!.id,
        promotion: dimension.promotion,
        quantity: line.quantity,
        seenDeliveryState: deliveryStateOf(variant!),
      });
  });
  return loadBasket(db, session.shop, id);
}

/** Resolves the lines and checks them against the form's and the basket's rules; throws a refusal. */
async function checkDirectOrderLines(
  db: Database,
  shop: ShopConfig,
  sessionId: string | null,
  lines: readonly DirectOrderLine[],
) {
  const { basket, products } = await loadBasketWith(
    db,
    shop,
    sessionId,
    lines.map((l) => l.productId),
  );
  const resolved = lines.map((line) => {
    const product = products.get(line.productId);
    const dimension = product?.color.dimensions.find((d) => d.promotion === line.promotion);
    if (!product || !dimension) throw new BasketError('DOF_INVALID_ARTICLE_NUMBER');
    const variant = line.variantId ? dimension.variants.find((v) => v.id === line.variantId) : null;
    if (line.variantId && !variant) throw new BasketError('DOF_FAILED_TO_ADD_TO_BASKET');
    return { line, product, dimension, variant: variant ?? null };
  });
  const formProblem = checkDirectOrder(
    resolved.map((r) => ({
      variant: r.variant
        ? {
            key: `${r.variant.id}|${r.variant.promotion}`,
            orderable: isOrderable(r.variant),
            stock: r.variant.stock,
          }
        : null,
      quantity: r.line.quantity,
    })),
  );
  if (formProblem) throw new BasketError(formProblem);

  const facts = basket.lines.map(lineFacts);
  for (const { line, product, dimension, variant } of resolved) {
    const check = checkAddToBasket(
      facts,
      {
        productId: product.id,
        promotion: dimension.promotion,
        displayNumber: toDisplayNumber(product.id, dimension.promotion),
        isFreeGift: product.isFreeGift,
        quantityLimit: product.quantityLimit,
        quantity: line.quantity,
        variant: { id: variant!.id, orderable: isOrderable(variant!), stock: variant!.stock },
      },
      basketValuesOf(shop),
    );
    if (!check.ok) throw new BasketError(check.code, check.values);
    facts.push({
      productId: product.id,
      promotion: dimension.promotion,
      variantId: variant!.id,
      quantity: line.quantity,
      unitPriceCents: variant!.priceCents,
      isFreeGift: product.isFreeGift,
    });
  }

  return resolved;
}
