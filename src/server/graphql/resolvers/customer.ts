import { AUTH_COOKIE, authSetCookie, clearCookie } from '@/lib/auth/auth-cookie';
import { basketCountSetCookie } from '@/lib/basket/basket-count-cookie';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { endAuthSession } from '@/server/auth/auth-session';
import { logIn, startLogin, type LoginResult } from '@/server/auth/log-in';
import { registerCustomer } from '@/server/auth/register-customer';
import { requestPasswordReset } from '@/server/auth/request-password-reset';
import { resetPassword } from '@/server/auth/reset-password';
import { loadCustomer, type CustomerProfile } from '@/server/customer/load-customer';
import { newsletterStatusOf, shippingFlatOf } from '@/server/customer/load-user-status';
import { requestEmailVerification } from '@/server/customer/request-email-verification';
import { sendWelcomeMail } from '@/server/customer/send-welcome-mail';
import { verifyEmail } from '@/server/customer/verify-email';
import { clientAddress } from '@/server/http/client-address';
import { DEVICE_COOKIE, deviceSetCookie } from '@/lib/auth/device-cookie';
import { readCookie } from '@/lib/http/read-cookie';
import { originOfShop } from '@/server/shop/request-shop';
import type { GraphQLContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';
import { accountCall, requireCustomer } from './account-call';

const customerOf = (p: CustomerProfile) => ({ ...p, emailVerificationState: p.emailVerification });

async function profile(context: GraphQLContext, customerId: string) {
  const found = await loadCustomer(context.db, customerId);
  if (!found) throw new Error(`customer ${customerId} of a valid login is missing`);
  return customerOf(found);
}

/** Cookies of a fresh login: the auth cookie, no anonymous session any more, the merged basket count. */
async function loggedIn(context: GraphQLContext, login: LoginResult) {
  const url = context.request.url;
  context.state.setCookies.push(
    authSetCookie(login.token, url),
    clearCookie(SESSION_COOKIE, url),
    basketCountSetCookie(login.basketPieces, url),
  );
  if (login.deviceToken) context.state.setCookies.push(deviceSetCookie(login.deviceToken, url));
  // browsers keep the token in the HttpOnly cookie only; the native app (no Origin) needs it
  const token = context.request.headers.get('origin') ? null : login.token;
  return { token, customer: await profile(context, login.customerId) };
}

/** Registration, login, logout, password reset and e-mail verification (customer-and-content S4). */
export const customerResolvers: Resolvers = {
  Query: {
    // the user-status fields never fail: a visitor is simply not logged in (customer-and-content S7)
    newsletterCachedStatus: async (_parent, { input }, context) =>
      accountCall(context, input.locale, async () => ({
        status: await newsletterStatusOf(context.db, (await context.session.customer())?.id ?? null),
      })),
    shippingCostsFlat: async (_parent, { input }, context) =>
      accountCall(context, input.locale, async () =>
        shippingFlatOf(context.db, (await context.session.customer())?.id ?? null),
      ),
    client: async (_parent, _args, context) => {
      context.state.personal = true;
      return { isLoggedIn: (await context.session.customer()) !== null };
    },
    customer: (_parent, { locale }, context) =>
      accountCall(context, locale, async () => profile(context, (await requireCustomer(context)).id)),
  },
  Mutation: {
    register: (_parent, { input }, context) =>
      accountCall(context, input.locale, async () => {
        const registered = await registerCustomer(
          context.db,
          context.shop,
          { ...input, birthDate: input.birthDate ?? '' },
          clientAddress(context.request.headers),
        );
        await sendWelcomeMail(context.db, context.shop, registered.id, originOfShop(context.shop));
        return loggedIn(context, await startLogin(context.db, context.session, registered));
      }),
    login: (_parent, { input }, context) =>
      accountCall(context, input.locale, async () =>
        loggedIn(
          context,
          await logIn(context.db, context.session, input, {
            address: clientAddress(context.request.headers),
            deviceToken: readCookie(context.request.headers.get('cookie'), DEVICE_COOKIE),
          }),
        ),
      ),
    logout: (_parent, { locale }, context) =>
      accountCall(context, locale, async () => {
        if (context.session.authToken) await endAuthSession(context.db, context.session.authToken);
        const url = context.request.url;
        context.state.setCookies.push(clearCookie(AUTH_COOKIE, url), basketCountSetCookie(0, url));
        return true;
      }),
    requestPasswordReset: (_parent, { input }, context) =>
      accountCall(context, input.locale, async () => {
        await requestPasswordReset(
          context.db,
          context.shop,
          input.identifier,
          originOfShop(context.shop),
          clientAddress(context.request.headers),
        );
        return true;
      }),
    resetPassword: (_parent, { input }, context) =>
      accountCall(context, input.locale, async () => {
        await resetPassword(context.db, context.shop, input.token, input.password);
        return true;
      }),
    requestEmailVerification: (_parent, { locale }, context) =>
      accountCall(context, locale, async () => {
        const customer = await requireCustomer(context);
        const outcome = await requestEmailVerification(
          context.db,
          context.shop,
          customer.id,
          originOfShop(context.shop),
          clientAddress(context.request.headers),
        );
        return { outcome, customer: await profile(context, customer.id) };
      }),
    verifyEmail: (_parent, { input }, context) =>
      accountCall(context, input.locale, () =>
        verifyEmail(context.db, context.shop, input.token, originOfShop(context.shop)),
      ),
  },
};
