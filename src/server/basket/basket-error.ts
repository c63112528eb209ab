import type { AddToBasketErrorCode } from '@/lib/basket/add-to-basket-rules';

export type BasketErrorCode =
  AddToBasketErrorCode | 'ATB_GENERAL' | 'BASKET_CHANGE_ITEM_FAILED' | 'DISPOSAL_SERVICE_NOT_AVAILABLE';

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
