import { getTextSnippet } from '@/server/content/get-text-snippet';
import { assertLocale } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';

/** Text snippets (spec S7.6; the endpoint is not shown there, designed in the style of S7). */
export const contentResolvers: Resolvers = {
  Query: {
    textSnippet: async (_parent, { key, locale }, { shop }) => {
      assertLocale(shop, locale);
      const snippet = key.length <= 100 ? await getTextSnippet(shop, key) : null;
      return snippet
        ? { key, headline: snippet.headline, text: snippet.text, error: false }
        : { key, headline: '', text: [], error: true };
    },
  },
};
