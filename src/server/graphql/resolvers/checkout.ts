import type { ShopConfig } from '@/lib/shop/shop';
import { getVoucherText } from '@/server/content/get-voucher-text';
import type { Address } from '@/lib/checkout/address-rules';
import {
  DELIVERY_METHODS,
  PAYMENT_METHODS,
  isDeliveryMethod,
  isPaymentMethod,
} from '@/lib/checkout/checkout-options';
import { checkoutChoices } from '@/server/checkout/checkout-choices';
import { applyVoucher, removeVoucher } from '@/server/checkout/apply-voucher';
import { checkoutErrorText, checkoutTexts } from '@/server/checkout/checkout-texts';
import { loadCheckout } from '@/server/checkout/load-checkout';
import { setCheckoutAddresses } from '@/server/checkout/set-checkout-addresses';
import { setCheckoutDelivery } from '@/server/checkout/set-checkout-delivery';
import { setCheckoutPayment } from '@/server/checkout/set-checkout-payment';
import { apiError } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';
import { totalsOf } from './basket';
import { checkoutCall } from './checkout-error-answer';

/** An address answer: each shop delivers within its own country. */
export const addressOf = (a: Address | null, shop: ShopConfig) =>
  a ? { ...a, country: shop.country } : null;

/** Checkout operations (spec S2.10; calls not shown there, designed in the style of S7). */
export const checkoutResolvers: Resolvers = {
  Query: {
    checkout: async (_parent, { locale }, context) =>
      checkoutCall(context, locale, async () =>
        loadCheckout(context.db, context.shop, await context.session.currentId()),
      ),
  },
  Mutation: {
    setCheckoutAddresses: (_parent, { input }, context) =>
      checkoutCall(context, input.locale, () =>
        setCheckoutAddresses(context.db, context.session, {
          email: input.email,
          billingAddress: input.billingAddress,
          deliveryAddress: input.deliveryAddress ?? null,
        }),
      ),
    setCheckoutDelivery: (_parent, { input }, context) => {
      const method = input.deliveryMethod;
      if (!isDeliveryMethod(method))
        throw apiError('BAD_USER_INPUT', `deliveryMethod must be one of ${DELIVERY_METHODS.join(', ')}`);
      return checkoutCall(context, input.locale, () =>
        setCheckoutDelivery(context.db, context.session, method),
      );
    },
    setCheckoutPayment: (_parent, { input }, context) => {
      const method = input.paymentMethod;
      if (!isPaymentMethod(method))
        throw apiError('BAD_USER_INPUT', `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}`);
      return checkoutCall(context, input.locale, () =>
        setCheckoutPayment(context.db, context.session, method),
      );
    },
    redeemVoucher: (_parent, { input }, context) =>
      checkoutCall(context, input.locale, () => applyVoucher(context.db, context.session, input.code)),
    removeVoucher: (_parent, { locale }, context) =>
      checkoutCall(context, locale, () => removeVoucher(context.db, context.session)),
  },
  Checkout: {
    email: (v) => v.stored.email,
    billingAddress: (v, _args, context) => addressOf(v.stored.billingAddress, context.shop),
    deliveryAddress: (v, _args, context) => addressOf(v.stored.deliveryAddress, context.shop),
    deliveryMethod: (v) => v.deliveryMethod,
    paymentMethod: (v) => v.paymentMethod,
    voucher: async (v, _args, context) => {
      if (!v.voucher) return null;
      const text = await getVoucherText(context.shop, v.voucher.code);
      return {
        code: v.voucher.code,
        amount: v.voucher.cents,
        title: text?.title ?? null,
        conditions: text?.conditions ?? [],
      };
    },
    voucherProblem: (v, _args, context) =>
      v.voucherProblem
        ? {
            code: v.voucherProblem.code,
            text: checkoutErrorText(context.shop, v.voucherProblem.code, v.voucherProblem.values),
          }
        : null,
    deliveryOptions: (v, _args, context) =>
      checkoutChoices(v).delivery.map((choice) => ({
        ...choice,
        label: checkoutTexts(context.shop).ui(`delivery_${choice.method}`),
        description: checkoutTexts(context.shop).ui(`delivery_${choice.method}_text`),
      })),
    paymentOptions: (v, _args, context) =>
      checkoutChoices(v).payment.map((choice) => ({
        ...choice,
        label: checkoutTexts(context.shop).ui(`payment_${choice.method}`),
        description: checkoutTexts(context.shop).ui(`payment_${choice.method}_text`),
      })),
    basket: (v) => v.basket,
    totals: (v, _args, context) => totalsOf(context.shop, v.totals),
    missing: (v) => v.missing,
    minOrderValueReached: (v) => v.minOrderValueReached,
  },
};
