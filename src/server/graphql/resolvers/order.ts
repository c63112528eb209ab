import { basketCountSetCookie } from '@/lib/basket/basket-count-cookie';
import { orderAttribution } from '@/server/order/order-attribution';
import { placeOrder } from '@/server/order/place-order';
import { findSessionOrder } from '@/server/order/order-store';
import { CheckoutError } from '@/server/checkout/checkout-error';
import { clientAddress } from '@/server/http/client-address';
import { RATE_RULES, retryAfterSeconds, takeRateLimit } from '@/server/rate-limit/rate-limit';
import { sendOrderConfirmation } from '@/server/order/send-order-confirmation';
import { originOfShop } from '@/server/shop/request-shop';
import { SURVEY_COMMENT_MAX, submitOrderSurvey } from '@/server/order/submit-order-survey';
import { apiError } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';
import { totalsOf } from './basket';
import { checkoutCall } from './checkout-error-answer';
import { addressOf } from './checkout';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{8,64}$/;

/** Order placement and the thanks page's survey (spec S2.10; calls not shown there). */
export const orderResolvers: Resolvers = {
  Mutation: {
    placeOrder: (_parent, { input }, context) => {
      if (!IDEMPOTENCY_KEY.test(input.idempotencyKey))
        throw apiError('BAD_USER_INPUT', 'idempotencyKey must be 8–64 characters of A–Z, a–z, 0–9 and -');
      if (input.expectedTotal != null && (!Number.isInteger(input.expectedTotal) || input.expectedTotal < 0))
        throw apiError('BAD_USER_INPUT', 'expectedTotal must be a whole number of cents');
      return checkoutCall(context, input.locale, async () => {
        const client = clientAddress(context.request.headers);
        if (!(await takeRateLimit(context.db, RATE_RULES.orderPerClient, client))) {
          // past the limit, a repeat of an order placed (the same key) still answers that order;
          // asked only here, so an order within the limit costs no extra read
          const sessionId = await context.session.currentId();
          const placed = sessionId
            ? await findSessionOrder(context.db, sessionId, { idempotencyKey: input.idempotencyKey })
            : null;
          if (!placed)
            throw new CheckoutError('TOO_MANY_REQUESTS', {
              minutes: Math.ceil(retryAfterSeconds(RATE_RULES.orderPerClient) / 60),
            });
        }
        const { order, repeated } = await placeOrder(context.db, context.session, {
          idempotencyKey: input.idempotencyKey,
          expectedTotalCents: input.expectedTotal ?? null,
          attribution: await orderAttribution(context.db, context.shop, context.request.headers),
        });
        if (!repeated)
          await sendOrderConfirmation(context.db, context.shop, order, originOfShop(context.shop));
        context.state.setCookies.push(basketCountSetCookie(0, context.request.url));
        return order;
      });
    },
    submitOrderSurvey: (_parent, { input }, context) => {
      if (!Number.isInteger(input.score) || input.score < 0 || input.score > 10)
        throw apiError('BAD_USER_INPUT', 'score must be a whole number from 0 to 10');
      const comment = input.comment ?? '';
      if (comment.length > SURVEY_COMMENT_MAX)
        throw apiError('BAD_USER_INPUT', `comment must be at most ${SURVEY_COMMENT_MAX} characters`);
      return checkoutCall(context, input.locale, () =>
        submitOrderSurvey(context.db, context.session, {
          orderNumber: input.orderNumber.trim(),
          score: input.score,
          comment,
        }),
      );
    },
  },
  Order: {
    orderNumber: (o) => o.orderNumber,
    email: (o) => o.email,
    placedAt: (o) => o.placedAt.toISOString(),
    deliveryMethod: (o) => o.deliveryMethod,
    paymentMethod: (o) => o.paymentMethod,
    billingAddress: (o, _args, context) => addressOf(o.billingAddress, context.shop)!,
    deliveryAddress: (o, _args, context) => addressOf(o.deliveryAddress, context.shop)!,
    items: (o) => o.lines,
    totals: (o, _args, context) =>
      totalsOf(context.shop, { lines: o.totalLines, totalCents: o.totalCents, savingsCents: o.savingsCents }),
  },
  OrderItem: {
    unitPrice: (l) => l.unitPriceCents,
    lineTotal: (l) => l.lineTotalCents,
  },
};
