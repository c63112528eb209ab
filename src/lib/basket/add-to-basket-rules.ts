import { BASKET_VALUES } from './basket-constants';
import type { BasketValues } from './basket-values';

/** Codes of spec S8.1 an add to basket can fail with. */
export type AddToBasketErrorCode =
  | 'ATB_NO_VARIANT_SELECTED'
  | 'ATB_VARIANT_OUTSOLD'
  | 'ATB_GIFT_ALREADY_IN_BASKET'
  | 'MORE_THAN_ONE_FREE_GIFT'
  | 'BASKET_MIN_ORDER_VALUE_FREE_GIFT'
  | 'ATB_QUANTITY_LIMIT_EXCEEDED'
  | 'QUANTITY_LIMIT_EXCEEDED'
  | 'BASKET_QUANTITY_MORE_THAN_STOCK'
  | 'BASKET_MAX_ITEMS';

/** A line already in the basket, as far as the rules need it. */
export interface BasketLineFacts {
  productId: string;
  promotion: string;
  variantId: string;
  quantity: number;
  unitPriceCents: number;
  isFreeGift: boolean;
}

/** What the shopper wants to add. variant is null when no size was chosen. */
export interface AddCandidate {
  productId: string;
  promotion: string;
  displayNumber: string;
  isFreeGift: boolean;
  /** the product's own limit; null means the shop's 20 pieces per article */
  quantityLimit: number | null;
  quantity: number;
  variant: { id: string; orderable: boolean; stock: number } | null;
}

export type AddCheck =
  { ok: true } | { ok: false; code: AddToBasketErrorCode; values: Record<string, string | number> };

const fail = (code: AddToBasketErrorCode, values: Record<string, string | number> = {}): AddCheck => ({
  ok: false,
  code,
  values,
});

/** Goods value of the basket without free gifts, in cents. */
export function goodsValueCents(lines: readonly BasketLineFacts[]): number {
  return lines.filter((l) => !l.isFreeGift).reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
}

/**
 * The add-to-basket rules of spec S5 and S8.1, in the order a shopper should hear about them:
 * size, sold out, free-gift rules, the article's quantity limit, stock, the basket's size.
 */
export function checkAddToBasket(
  lines: readonly BasketLineFacts[],
  candidate: AddCandidate,
  values: BasketValues = BASKET_VALUES,
): AddCheck {
  const { variant } = candidate;
  if (!variant) return fail('ATB_NO_VARIANT_SELECTED');
  if (!variant.orderable || variant.stock <= 0) return fail('ATB_VARIANT_OUTSOLD');

  if (candidate.isFreeGift) {
    // one piece of one gift (spec S5), whatever its product's own limit says
    if (candidate.quantity > 1) return fail('MORE_THAN_ONE_FREE_GIFT');
    const gifts = lines.filter((l) => l.isFreeGift);
    if (gifts.some((l) => l.productId === candidate.productId)) return fail('ATB_GIFT_ALREADY_IN_BASKET');
    if (gifts.length > 0) return fail('MORE_THAN_ONE_FREE_GIFT');
    if (goodsValueCents(lines) < values.freeGiftMinOrderValueCents)
      return fail('BASKET_MIN_ORDER_VALUE_FREE_GIFT', {
        minOrderValueFreeGift: values.freeGiftMinOrderValueCents,
      });
  }

  const sameArticle = lines
    .filter((l) => l.productId === candidate.productId && l.promotion === candidate.promotion)
    .reduce((sum, l) => sum + l.quantity, 0);
  if (candidate.quantityLimit !== null) {
    if (sameArticle + candidate.quantity > candidate.quantityLimit)
      return fail('ATB_QUANTITY_LIMIT_EXCEEDED', { quantityLimit: candidate.quantityLimit });
  } else if (sameArticle + candidate.quantity > values.maxPiecesPerArticle) {
    return fail('QUANTITY_LIMIT_EXCEEDED', {
      quantityLimit: values.maxPiecesPerArticle,
      displayNumber: candidate.displayNumber,
    });
  }

  const sameVariant = lines
    .filter((l) => l.variantId === variant.id && l.promotion === candidate.promotion)
    .reduce((sum, l) => sum + l.quantity, 0);
  if (sameVariant + candidate.quantity > variant.stock)
    return fail('BASKET_QUANTITY_MORE_THAN_STOCK', { stock: variant.stock });

  const pieces = lines.reduce((sum, l) => sum + l.quantity, 0);
  if (pieces + candidate.quantity > values.basketMaxItems)
    return fail('BASKET_MAX_ITEMS', { basketMaxItems: values.basketMaxItems });
  return { ok: true };
}
