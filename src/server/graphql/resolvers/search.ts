import { MAX_TERM_LENGTH } from '@/lib/search/search-term';
import { suggest } from '@/server/search/suggest';
import { apiError, assertLocale } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';

export const searchResolvers: Resolvers = {
  Query: {
    searchSuggestions: async (_parent, { input }, { db, shop }) => {
      assertLocale(shop, input.locale);
      if (input.term.length > MAX_TERM_LENGTH) {
        throw apiError('BAD_USER_INPUT', `term must be at most ${MAX_TERM_LENGTH} characters`);
      }
      return suggest(db, shop, input.term);
    },
  },
};
