import { CheckoutError } from '@/server/checkout/checkout-error';
import { checkoutErrorText, checkoutTexts } from '@/server/checkout/checkout-texts';
import type { GraphQLContext } from '../context';
import { apiError, assertLocale } from '../errors';
import { withFieldName } from '@/lib/checkout/address-rules';
import { shopTexts } from '@/server/shop/shop-texts';

/**
 * Runs a personal checkout call; an expected refusal leaves with its code, German text and values
 * (extensions.values), an address refusal also with each field's message (extensions.fieldErrors).
 */
export async function checkoutCall<T>(
  context: GraphQLContext,
  locale: string,
  run: () => Promise<T>,
): Promise<T> {
  assertLocale(context.shop, locale);
  context.state.personal = true;
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof CheckoutError)) throw error;
    const missing = error.fieldErrors.some((e) => e.key === 'required' || e.key === 'salutation');
    const message =
      error.code === 'CHECKOUT_ADDRESS_INVALID' && missing
        ? checkoutTexts(context.shop).error('CHECKOUT_ADDRESS_MISSING')
        : checkoutErrorText(context.shop, error.code, error.values);
    const gql = apiError(error.code, message);
    if (error.code === 'TOO_MANY_REQUESTS') {
      // HTTP 429 with Retry-After, as the account's limits answer
      const seconds = Number(error.values.minutes ?? 1) * 60;
      gql.extensions.http = { status: 429, headers: { 'Retry-After': String(seconds) } };
    }
    Object.assign(gql.extensions, {
      values: error.values,
      ...(error.fieldErrors.length > 0
        ? {
            fieldErrors: error.fieldErrors.map((e) => ({
              address: e.address,
              field: e.field,
              message: checkoutTexts(context.shop).address(
                e.key,
                withFieldName(e.values, shopTexts(context.shop, 'addressFieldNames')),
              ),
            })),
          }
        : {}),
    });
    throw gql;
  }
}
