import { publicRichText } from '@/lib/content/public-rich-text';
import { getModal, MODAL_ID } from '@/server/content/get-modal';
import { inPreviewSession } from '@/server/content/preview-scope';
import { logger } from '@/server/logger';
import { getTextSnippet } from '@/server/content/get-text-snippet';
import { apiError, assertLocale } from '../errors';
import type { Resolvers } from '../generated/resolvers-types';

/** Whether the request runs in an editor's preview session (draft mode and a valid preview token). */
async function inPreview(): Promise<boolean> {
  try {
    return await inPreviewSession();
  } catch {
    // outside a Next.js request (the API called in-process): no preview session
    return false;
  }
}

/** Text snippets (spec S7.6; the endpoint is not shown there, designed in the style of S7) and modals. */
export const contentResolvers: Resolvers = {
  Query: {
    textSnippet: async (_parent, { key, locale }, { shop }) => {
      assertLocale(shop, locale);
      const snippet = key.length <= 100 ? await getTextSnippet(shop, key) : null;
      return snippet
        ? { key, headline: snippet.headline, text: snippet.text, error: false }
        : { key, headline: '', text: [], error: true };
    },
    modal: async (_parent, { id, locale, preview }, { shop, state }) => {
      assertLocale(shop, locale);
      if (preview) {
        if (!(await inPreview()))
          throw apiError('FORBIDDEN', "Drafts are shown only in an editor's preview.", 403);
        state.personal = true;
      }
      if (!MODAL_ID.test(id)) return null;
      let modal: Awaited<ReturnType<typeof getModal>>;
      try {
        modal = await getModal(shop, id, preview === true);
      } catch (error) {
        // the CMS cannot be read: as an unknown modal (the client shows its error state)
        logger.warn({ err: error, issueLevel: 'Dev', modalId: id }, 'Modal could not be loaded');
        state.uncacheable = true;
        return null;
      }
      if (!modal) return null;
      const button = modal.primaryButtonLink;
      return {
        id: modal.modalId,
        headline: modal.headline,
        richtext: { json: JSON.stringify(publicRichText(modal.richtext ?? null)) },
        coupon: modal.coupon?.code ? { code: modal.coupon.code, hint: modal.coupon.hint ?? '' } : null,
        primaryButtonLink:
          button?.label && button.target ? { label: button.label, target: button.target } : null,
      };
    },
  },
};
