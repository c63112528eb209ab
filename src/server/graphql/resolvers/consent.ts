import { consentBanner } from '@/server/consent/consent-banner';
import { ConsentChoiceError, recordConsent } from '@/server/consent/record-consent';
import { clientAddress } from '@/server/http/client-address';
import { apiError, assertLocale } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';
import { accountCall } from './account-call';

/** The cookie banner and the proof of consent choices (issue 17, decision 0019). */
export const consentResolvers: Resolvers = {
  Query: {
    consentBanner: (_parent, { locale }, context) => {
      assertLocale(context.shop, locale);
      const banner = consentBanner(context.shop);
      return { ...banner.texts, revision: banner.revision, textHash: banner.textHash };
    },
  },
  Mutation: {
    consentRecord: (_parent, { input }, context) =>
      accountCall(context, input.locale, async () => {
        try {
          const recorded = await recordConsent(
            context.db,
            context.shop,
            {
              visitorId: input.visitorId,
              groups: input.groups,
              textHash: input.textHash,
              gpc: context.request.headers.get('sec-gpc')?.trim() === '1',
            },
            clientAddress(context.request.headers),
          );
          return { ...recorded, visitorId: input.visitorId };
        } catch (error) {
          if (error instanceof ConsentChoiceError) throw apiError(error.code, error.message);
          throw error;
        }
      }),
  },
};
