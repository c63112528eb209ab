import { maskedLoyaltyNumber } from '@/lib/loyalty/loyalty-number';
import { clientAddress } from '@/server/http/client-address';
import { linkLoyaltyNumber, type LoyaltyErrorCode } from '@/server/loyalty/link-loyalty-number';
import { loyaltyNumberOfShopper } from '@/server/loyalty/loyalty-number-of-shopper';
import { retryAfterSeconds, RATE_RULES } from '@/server/rate-limit/rate-limit';
import { shopTexts } from '@/server/shop/shop-texts';
import { apiError, assertLocale } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';

const ERROR_TEXT: Record<LoyaltyErrorCode, string> = {
  LOYALTY_NUMBER_INVALID: 'invalid',
  LOYALTY_NOT_OFFERED: 'notOffered',
  TOO_MANY_REQUESTS: 'tooMany',
};

/** The loyalty programme: the linked number and linking one (spec S1, S8.5 SCRID_SESSION_ACTIVE). */
export const loyaltyResolvers: Resolvers = {
  Query: {
    loyaltyStatus: async (_parent, { locale }, context) => {
      assertLocale(context.shop, locale);
      context.state.personal = true;
      const programme = context.shop.loyalty;
      if (!programme) return { offered: false, programme: null, pointsPerUnit: null, maskedNumber: null };
      const shopperId = await context.session.currentId();
      const number = shopperId ? await loyaltyNumberOfShopper(context.db, shopperId) : null;
      return {
        offered: true,
        programme: programme.name,
        pointsPerUnit: programme.pointsPerUnit,
        maskedNumber: number ? maskedLoyaltyNumber(number) : null,
      };
    },
  },
  Mutation: {
    linkLoyaltyNumber: async (_parent, { input }, context) => {
      assertLocale(context.shop, input.locale);
      context.state.personal = true;
      const texts = shopTexts(context.shop, 'loyalty');
      const programme = context.shop.loyalty?.name ?? '';
      const outcome = await linkLoyaltyNumber(
        context.db,
        context.shop,
        context.session,
        input.number,
        clientAddress(context.request.headers),
        input.replace !== false,
      );
      if ('error' in outcome) {
        const error = apiError(outcome.error, texts(ERROR_TEXT[outcome.error], { programme }));
        if (outcome.error === 'TOO_MANY_REQUESTS')
          error.extensions.http = {
            status: 429,
            headers: { 'Retry-After': String(retryAfterSeconds(RATE_RULES.loyaltyLinksPerClient)) },
          };
        throw error;
      }
      return {
        status: outcome.status,
        message: texts(outcome.status === 'ALREADY_ACTIVE' ? 'sessionActive' : 'linked', { programme }),
        maskedNumber: maskedLoyaltyNumber(outcome.number),
      };
    },
  },
};
