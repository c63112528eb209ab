import type { FieldError } from '@/lib/checkout/address-rules';
import type { VoucherErrorCode } from '@/lib/checkout/voucher-rules';

export type CheckoutErrorCode =
  | VoucherErrorCode
  | 'CHECKOUT_ADDRESS_INVALID'
  | 'CHECKOUT_DELIVERY_NOT_AVAILABLE'
  | 'CHECKOUT_PAYMENT_NOT_AVAILABLE'
  | 'CHECKOUT_INCOMPLETE'
  | 'BASKET_EMPTY'
  | 'BASKET_MIN_ORDER_VALUE'
  | 'BASKET_MIN_ORDER_VALUE_FREE_GIFT'
  | 'ATB_VARIANT_OUTSOLD'
  | 'BASKET_QUANTITY_MORE_THAN_STOCK'
  | 'MORE_THAN_ONE_FREE_GIFT'
  | 'ATB_QUANTITY_LIMIT_EXCEEDED'
  | 'QUANTITY_LIMIT_EXCEEDED'
  | 'BASKET_MAX_ITEMS'
  | 'ORDER_TOTAL_CHANGED'
  | 'ORDER_NOT_FOUND'
  | 'ORDER_SURVEY_ALREADY_ANSWERED'
  | 'TOO_MANY_REQUESTS';

/** An expected refusal at checkout, with the values its German text needs. */
export class CheckoutError extends Error {
  constructor(
    readonly code: CheckoutErrorCode,
    readonly values: Record<string, string | number> = {},
    /** for CHECKOUT_ADDRESS_INVALID: each field's problem */
    readonly fieldErrors: (FieldError & { address: 'billing' | 'delivery' | 'contact' })[] = [],
  ) {
    super(code);
    this.name = 'CheckoutError';
  }
}
