import type { AddToBasketErrorCode } from '@/lib/basket/add-to-basket-rules';
import type { DirectOrderErrorCode } from '@/lib/basket/direct-order-rules';

export type BasketErrorCode =
  | AddToBasketErrorCode
  | DirectOrderErrorCode
  | 'ATB_GENERAL'
  | 'BASKET_CHANGE_ITEM_FAILED'
  | 'DISPOSAL_SERVICE_NOT_AVAILABLE'
  | 'DISPOSAL_SERVICE_TOO_MANY_PIECES'
  | 'DISPOSAL_SERVICE_INVALID_PIECES'
  | 'DOF_INVALID_ARTICLE_NUMBER'
  | 'DOF_FAILED_TO_ADD_TO_BASKET';

/** An expected refusal of a basket change, with the values its text needs (spec S8.1). */
export class BasketError extends Error {
  constructor(
    readonly code: BasketErrorCode,
    readonly values: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'BasketError';
  }
}
