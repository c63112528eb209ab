import { AccountError } from '@/server/auth/account-error';
import { accountErrorText, fieldErrorText } from '@/server/auth/account-texts';
import type { AuthenticatedCustomer } from '@/server/auth/auth-session';
import type { GraphQLContext } from '../context';
import { apiError, assertLocale } from '../errors';

/**
 * Runs a personal account call; an expected refusal leaves with its code, German text and values,
 * a form refusal also with each field's message (extensions.fieldErrors).
 */
export async function accountCall<T>(
  context: GraphQLContext,
  locale: string,
  run: () => Promise<T>,
): Promise<T> {
  assertLocale(context.shop, locale);
  context.state.personal = true;
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    const gql = apiError(error.code, accountErrorText(context.shop, error));
    if (error.code === 'TOO_MANY_REQUESTS' || error.code === 'LOGIN_THROTTLED') {
      // HTTP 429 with Retry-After, so that clients and proxies back off
      const seconds = Number(error.values.minutes ?? 1) * 60;
      gql.extensions.http = { status: 429, headers: { 'Retry-After': String(seconds) } };
    }
    Object.assign(gql.extensions, {
      values: error.values,
      ...(error.fieldErrors.length > 0
        ? {
            fieldErrors: error.fieldErrors.map((e) => ({
              field: e.field,
              message: fieldErrorText(context.shop, e),
            })),
          }
        : {}),
    });
    throw gql;
  }
}

/** The caller's login, or UNAUTHENTICATED: every personal customer operation starts here. */
export async function requireCustomer(context: GraphQLContext): Promise<AuthenticatedCustomer> {
  const customer = await context.session.customer();
  if (!customer) throw new AccountError('UNAUTHENTICATED');
  return customer;
}
