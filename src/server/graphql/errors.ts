import type { ReviewErrorCode } from '@/server/reviews/review-error';
import type { LoyaltyErrorCode } from '@/server/loyalty/link-loyalty-number';
import type { AccountErrorCode } from '@/server/auth/account-error';
import type { BasketErrorCode } from '@/server/basket/basket-error';
import type { CheckoutErrorCode } from '@/server/checkout/checkout-error';
import { GraphQLError } from 'graphql';
import type { ShopConfig } from '@/lib/shop/shop';

/** Extension codes the API sets (spec S8.6: clients classify by extension code first). */
export type ApiErrorCode =
  | 'BAD_USER_INPUT'
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'PERSISTED_QUERY_NOT_FOUND'
  | 'GRAPHQL_PARSE_FAILED'
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'INTERNAL_SERVER_ERROR'
  | BasketErrorCode
  | CheckoutErrorCode
  | AccountErrorCode
  | 'WISHLIST_FAILED_TO_ADD_ITEM'
  | 'WISHLIST_FAILED_TO_REMOVE_ITEM'
  | ReviewErrorCode
  | 'CONSENT_TEXT_CHANGED'
  | LoyaltyErrorCode;

export function apiError(code: ApiErrorCode, message: string, http?: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...(http ? { http: { status: http } } : {}) } });
}

/**
 * Each shop answers in its own locale only (the host decides the shop); another locale is a client
 * error, not an empty answer or another shop's texts.
 */
export function assertLocale(shop: ShopConfig, locale: string | null | undefined): void {
  if (locale == null) return;
  if (locale !== shop.locale) {
    throw apiError(
      'BAD_USER_INPUT',
      `Unsupported locale '${locale.slice(0, 20)}'. Supported: ${shop.locale}`,
    );
  }
}
