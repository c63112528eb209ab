import type { ShopConfig } from '@/lib/shop/shop';
import { ReviewError } from '@/server/reviews/review-error';
import { shopTexts } from '@/server/shop/shop-texts';
import type { GraphQLContext } from '../context';
import { apiError } from '../errors';
import { accountCall } from './account-call';

/**
 * Runs a review call: an expected refusal leaves with its spec code (S8.4) and the shop's text, a
 * form refusal with each field's message (extensions.fieldErrors); login and rate-limit refusals
 * as in the account calls.
 */
export function reviewCall<T>(context: GraphQLContext, locale: string, run: () => Promise<T>): Promise<T> {
  return accountCall(context, locale, async () => {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof ReviewError)) throw error;
      const texts = shopTexts(context.shop, 'reviews');
      const gql = apiError(error.code, texts(`messages.${error.code}`));
      if (error.fieldErrors.length > 0)
        gql.extensions.fieldErrors = error.fieldErrors.map((e) => ({
          field: e.field,
          message: texts(`fieldErrors.${e.key}`, e.values),
        }));
      throw gql;
    }
  });
}

/** The shop's text of a review message (S8.4). */
export function reviewMessage(shop: ShopConfig, key: string, values?: Record<string, number>): string {
  return shopTexts(shop, 'reviews')(`messages.${key}`, values);
}
